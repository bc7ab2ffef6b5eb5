import { assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { fetchJobSignOff } from '../api/signOff';
import { EXCEL_CSV_TYPE } from '../domain/csv';
import { buildSignOffCsv, signOffFileName } from '../domain/signOffTrail';
import type { SaveFile } from './downloadReports.machine';
import { known } from './known';
import { untilAbandoned } from './untilAbandoned';

export const SIGN_OFF_RECORD_FAILURE = 'Failed to download the sign-off record';
/** docs/behaviour.md §8: success messages are gone after 3 seconds. */
export const SIGN_OFF_RECORD_NOTICE_MS = 3000;

/** Reads the job's trails and offers them as a CSV built with the reports' safe writer (src/domain/csv.ts). */
export async function downloadSignOffRecord(jobId: number, save: SaveFile, signal?: AbortSignal): Promise<string> {
  const record = await fetchJobSignOff(jobId, signal);
  const fileName = signOffFileName(record);
  await save(new Blob([buildSignOffCsv(record)], { type: EXCEL_CSV_TYPE }), fileName);
  return fileName;
}

/** The browser's download is provided by the view (src/views/ui/saveFile.ts), so tests can watch what is saved. */
export const downloadRecordWith = (save: SaveFile) =>
  fromPromise<string, { jobId: number | null }>(({ input, signal }) =>
    untilAbandoned(downloadSignOffRecord(known(input.jobId, 'job'), save, signal), signal),
  );

/**
 * Download sign-off record on Job Details (docs/behaviour.md §4 "Sign-off record"): `idle`, then
 * `downloading` (a second click is not taken), then back with a notice for 3 s or the error.
 */
export const signOffRecordMachine = setup({
  types: {} as {
    context: { jobId: number | null; notice: string | null; error: string | null };
    events: { type: 'download.requested' };
    input: { jobId: number | null };
  },
  actors: { download: downloadRecordWith(() => Promise.reject(new Error('No way to save a file was provided'))) },
  delays: { noticeDelay: SIGN_OFF_RECORD_NOTICE_MS },
}).createMachine({
  id: 'signOffRecord',
  context: ({ input }) => ({ jobId: input.jobId, notice: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'download.requested': { target: 'downloading', actions: assign({ notice: null, error: null }) } },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: { target: 'downloaded', actions: assign({ notice: ({ event }) => `Downloaded ${event.output}` }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toUserMessage(event.error, SIGN_OFF_RECORD_FAILURE) }) },
      },
    },
    downloaded: {
      after: { noticeDelay: { target: 'idle', actions: assign({ notice: null }) } },
      on: { 'download.requested': { target: 'downloading', actions: assign({ notice: null, error: null }) } },
    },
  },
});
