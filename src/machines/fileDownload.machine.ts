import { assign, fromPromise, setup } from 'xstate';
import { downloadFile } from '../api/files';
import type { TaskFile } from '../api/types';
import type { SaveFile } from './downloadReports.machine';
import { untilAbandoned } from './untilAbandoned';

/** docs/behaviour.md §7 "Files": what a failed download says, whatever the cause. */
export const DOWNLOAD_FAILED_MESSAGE = 'The file could not be downloaded. Try again.';

export interface FileDownloadInput {
  file: Pick<TaskFile, 'url' | 'fileName'>;
}

export interface FileDownloadContext extends FileDownloadInput {
  error: string | null;
}

/** Reads the file with the token, then saves it under its own name with `save` (the view's, src/views/ui/saveFile.ts). */
export const downloadWith = (save: SaveFile) =>
  fromPromise<void, FileDownloadInput['file']>(async ({ input, signal }) => {
    const blob = await untilAbandoned(downloadFile(input.url, signal), signal);
    await save(blob, input.fileName);
  });

/** Without a view there is nowhere to save a file: the download fails. */
const nowhereToSave: SaveFile = () => Promise.reject(new Error('There is no browser to save the file in'));

/**
 * One attached file's Download button (docs/behaviour.md §7 "Files"): idle -> downloading ->
 * idle | failed. The button takes no click while the download runs; a failure shows its
 * message until the next try.
 */
export const fileDownloadMachine = setup({
  types: {} as { context: FileDownloadContext; events: { type: 'download.requested' }; input: FileDownloadInput },
  actors: { download: downloadWith(nowhereToSave) },
  actions: {
    clearError: assign({ error: null }),
    showFailure: assign({ error: DOWNLOAD_FAILED_MESSAGE }),
  },
}).createMachine({
  id: 'fileDownload',
  context: ({ input }) => ({ file: input.file, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'download.requested': 'downloading' } },
    downloading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'download',
        input: ({ context }) => context.file,
        onDone: 'idle',
        onError: { target: 'failed', actions: 'showFailure', description: 'A failed download says so and can be tried again' },
      },
    },
    failed: { on: { 'download.requested': 'downloading' } },
  },
});
