import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fetchReports } from '../api/reports';
import { toUserMessage } from '../api/client';
import { createLoaderMachine, oneMessage } from './loader.machine';
import type { ReportRange, ReportRow } from '../api/types';
import { EXCEL_CSV_TYPE, ExportError, buildReportsCsvParts, reportsFileName } from '../domain/csv';
import { NOTHING_PREVIEWED_MESSAGE, exportedMessage, foundReportsMessage, lastThirtyDays, reportRangeError } from '../domain/reports';
import { readReportRangeAddress, writeReportRangeAddress } from '../domain/listAddress';
import { noAddress, type AddressChangedEvent, type AddressWrite } from './address';

export interface DownloadReportsContext extends ReportRange {
  /** The rows of the last successful preview; the export writes exactly these. */
  rows: ReportRow[];
  /** The range those rows were asked for, which names the file and the success message. */
  previewedRange: ReportRange | null;
  error: string | null;
  /** A success message of docs/behaviour.md §8, shown for SUCCESS_MESSAGE_MS. */
  notice: string | null;
}

export type DownloadReportsEvent =
  | { type: 'dates.changed'; patch: Partial<ReportRange> }
  | { type: 'preview.requested' }
  | { type: 'export.requested' }
  | AddressChangedEvent;

export interface DownloadReportsInput {
  /** The address's query string: `from` and `to`, the range last previewed (docs/behaviour.md §2). */
  search?: string;
}

export interface ExportInput {
  rows: ReportRow[];
  range: ReportRange;
}

export interface ExportResult {
  count: number;
  fileName: string;
}

/** docs/behaviour.md §8: success messages are gone after 3 seconds. */
export const SUCCESS_MESSAGE_MS = 3000;

export const PREVIEW_FAILURE_MESSAGE = 'Failed to load reports';
export const EXPORT_FAILURE_MESSAGE = 'Failed to export Excel file';

/** Hands the main thread back between slices of a large export. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Offers a built file to the user; the browser's download is provided by the view (src/views/ui/saveFile.ts). */
export type SaveFile = (blob: Blob, fileName: string) => Promise<void>;

/** docs/behaviour.md §7: the export is built on the client from the previewed rows, then saved with `save`. */
export async function exportReportsFile({ rows, range }: ExportInput, save: SaveFile): Promise<ExportResult> {
  // Let the page show 'Exporting...' before the work starts.
  await nextTask();
  const parts = await buildReportsCsvParts(rows, { pause: nextTask });
  const fileName = reportsFileName(range, new Date());
  await save(new Blob(parts, { type: EXCEL_CSV_TYPE }), fileName);
  return { count: rows.length, fileName };
}

/** The export actor, saving the file with `save`: the view provides it with the browser's download. */
export const exportReportsWith = (save: SaveFile) => fromPromise<ExportResult, ExportInput>(({ input }) => exportReportsFile(input, save));

/** Without a view there is nowhere to save a file (a machine created in a script): the export fails. */
const nowhereToSave: SaveFile = () => Promise.reject(new Error('There is no browser to save the file in'));

function exportFailure(error: unknown): string {
  return error instanceof ExportError ? error.message : toUserMessage(error, EXPORT_FAILURE_MESSAGE);
}

const rangeOf = (context: ReportRange): ReportRange => ({ startDate: context.startDate, endDate: context.endDate });

const sameRange = (a: ReportRange | null, b: ReportRange | null): boolean =>
  a !== null && b !== null && a.startDate === b.startDate && a.endDate === b.endDate;

/** A new range is a new history entry; previewing the same range again is not. */
const previewAddress = (context: DownloadReportsContext): AddressWrite => ({
  search: writeReportRangeAddress(rangeOf(context)),
  replace: sameRange(context.previewedRange, rangeOf(context)),
});

/** Preview sends the dates when they are good, and the address then holds them. */
const previewTransitions = (invalidDescription: string) => [
  { guard: 'range is invalid' as const, actions: 'showRangeError' as const, description: invalidDescription },
  {
    target: 'loading',
    actions: { type: 'writeAddress' as const, params: ({ context }: { context: DownloadReportsContext }) => previewAddress(context) },
  },
];

/**
 * A preview's read, by the loader factory (loader.machine.ts): its states say when the rows are
 * in (none is a preview too, 'No Reports Found'), or why not, mapped in one place (`loadFailure`).
 * Preview is the screen's "read again": each one starts a new read of the range it asks for.
 */
export const reportsRead = createLoaderMachine('reportsRead', {
  load: (range: ReportRange, signal) => fetchReports(range, signal),
  isEmpty: (rows: ReportRow[]) => rows.length === 0,
  messages: oneMessage(PREVIEW_FAILURE_MESSAGE),
  reload: 'after a failure',
});

/**
 * Download Reports (docs/behaviour.md §4 download screen states): notPreviewed -> loading -> previewed
 * (-> exporting -> previewed) | failed. Dates are checked before anything is sent; the date
 * inputs and buttons take no events while a request runs.
 */
export const downloadReportsMachine = setup({
  types: {} as { context: DownloadReportsContext; events: DownloadReportsEvent; input: DownloadReportsInput },
  actors: {
    addressChanges: noAddress.addressChanges,
    fetchReports: reportsRead,
    exportReports: exportReportsWith(nowhereToSave),
  },
  guards: {
    'range is invalid': ({ context }) => reportRangeError(rangeOf(context)) !== null,
    'nothing was previewed': ({ context }) => context.previewedRange === null || context.rows.length === 0,
    'address holds another range': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      const range = readReportRangeAddress(event.search);
      // The dates on screen are what the last write put there; only another range is news.
      return range !== null && !sameRange(range, rangeOf(context));
    },
  },
  actions: {
    changeDates: assign(({ context, event }) => {
      assertEvent(event, 'dates.changed');
      return { ...rangeOf(context), ...event.patch, error: null };
    }),
    showRangeError: assign(({ context }) => ({ error: reportRangeError(rangeOf(context)), notice: null })),
    showNothingPreviewed: assign({ error: NOTHING_PREVIEWED_MESSAGE, notice: null }),
    clearMessages: assign({ error: null, notice: null }),
    clearNotice: assign({ notice: null }),
    followAddress: assign(({ event }) => {
      assertEvent(event, 'address.changed');
      return { ...readReportRangeAddress(event.search) };
    }),
    /** Provided by the view: writes the address (a new history entry unless `replace`). */
    writeAddress: noAddress.writeAddress,
  },
  delays: { successMessageDelay: SUCCESS_MESSAGE_MS },
}).createMachine({
  id: 'downloadReports',
  // A range in the address fills the dates (a reload or a shared link); Preview shows it.
  context: ({ input }) => ({
    ...(readReportRangeAddress(input?.search ?? '') ?? lastThirtyDays(new Date())),
    rows: [],
    previewedRange: null,
    error: null,
    notice: null,
  }),
  initial: 'notPreviewed',
  invoke: { id: 'address', src: 'addressChanges' },
  on: {
    'address.changed': {
      guard: 'address holds another range',
      target: '.loading',
      actions: 'followAddress',
      description: 'Back, Forward or a link to another range previews it',
    },
  },
  states: {
    notPreviewed: {
      on: {
        'dates.changed': { actions: 'changeDates' },
        'preview.requested': previewTransitions('Bad dates show their message and send nothing'),
      },
    },
    loading: {
      entry: 'clearMessages',
      invoke: {
        id: 'fetchReports',
        src: 'fetchReports',
        input: ({ context }) => rangeOf(context),
        // The loader says when the rows are in, or why not (loader.machine.ts loadFailure).
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded' || event.snapshot.value === 'empty',
            target: 'previewed.announced',
            actions: assign(({ context, event }) => {
              const rows = event.snapshot.context.data ?? [];
              return { rows, previewedRange: rangeOf(context), notice: foundReportsMessage(rows.length) };
            }),
          },
          {
            guard: ({ event }) => event.snapshot.value === 'failed',
            target: 'failed',
            description: 'A failed preview clears the list and the preview',
            actions: assign(({ event }) => ({
              rows: [],
              previewedRange: null,
              error: event.snapshot.context.error ?? PREVIEW_FAILURE_MESSAGE,
            })),
          },
        ],
      },
    },
    previewed: {
      initial: 'quiet',
      on: {
        'dates.changed': { actions: 'changeDates' },
        'preview.requested': previewTransitions('Bad dates keep the last preview'),
        'export.requested': [
          { guard: 'nothing was previewed', actions: 'showNothingPreviewed', description: 'An empty preview has nothing to export' },
          { target: 'exporting' },
        ],
      },
      states: {
        announced: {
          after: { successMessageDelay: { target: 'quiet', actions: 'clearNotice' } },
        },
        quiet: {},
      },
    },
    exporting: {
      entry: 'clearMessages',
      invoke: {
        id: 'exportReports',
        src: 'exportReports',
        input: ({ context }) => ({ rows: context.rows, range: context.previewedRange ?? rangeOf(context) }),
        onDone: {
          target: 'previewed.announced',
          actions: assign(({ context, event }) => ({
            notice: exportedMessage(event.output.count, context.previewedRange ?? rangeOf(context)),
          })),
        },
        onError: {
          target: 'previewed.quiet',
          description: 'A failed export keeps the preview',
          actions: assign(({ event }) => ({ error: exportFailure(event.error) })),
        },
      },
    },
    failed: {
      on: {
        'dates.changed': { actions: 'changeDates' },
        'preview.requested': previewTransitions('Bad dates show their message and send nothing'),
      },
    },
  },
});
