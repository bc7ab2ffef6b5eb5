import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { loadFailure, oneMessage } from './loader.machine';
import { NO_ACTIVITY_FILTER, fetchActivity, fetchAllActivity, type ActivityFilter } from '../api/activity';
import { fetchClientOptions, fetchUserOptions } from '../api/dropdowns';
import { EXTENSIONS, NO_EXTENSIONS, hasExtension, type Extensions } from '../api/extensions';
import { fetchJobs } from '../api/jobs';
import type { OptionItem, Paged } from '../api/types';
import { activityFileName, buildActivityCsv, type ActivityEntry } from '../domain/activity';
import { EMPTY_EXPORT_MESSAGE, EXCEL_CSV_TYPE, ExportError } from '../domain/csv';
import { readActivityAddress, writeActivityAddress, type ActivityListQuery } from '../domain/listAddress';
import { noAddress, type AddressChangedEvent, type AddressWrite } from './address';
import type { SaveFile } from './downloadReports.machine';
import { detectExtensions } from './extensions.machine';
import { untilAbandoned } from './untilAbandoned';

/** One page of the log (docs/behaviour.md §2 "Activity"). */
export const ACTIVITY_PAGE_SIZE = 20;
/** The most jobs the Job filter offers: one server page (src/domain/schemas/queries.ts MAX_PAGE_SIZE). */
export const JOB_CHOICES = 1000;

export const ACTIVITY_LOAD_FAILED = 'Failed to load the activity log';
export const ACTIVITY_EXPORT_FAILED = 'Failed to export the activity log';
export const exportedMessage = (count: number, fileName: string): string =>
  `Exported ${count} ${count === 1 ? 'entry' : 'entries'} to ${fileName}`;

export type ActivityFilterField = keyof ActivityFilter;

/** A job the Job filter offers, with its client so the list can follow the Client filter. */
export interface JobChoice extends OptionItem {
  clientId: number;
}

export interface ActivityOptions {
  people: OptionItem[];
  clients: OptionItem[];
  jobs: JobChoice[];
}

export interface ActivityContext {
  filter: ActivityFilter;
  page: number;
  entries: ActivityEntry[];
  totalItems: number;
  totalPages: number;
  error: string | null;
  options: ActivityOptions;
  extensions: Extensions;
  /** What the last export did, or why it failed. */
  exportNotice: string | null;
  exportError: string | null;
}

export type ActivityEvent =
  | { type: 'filter.changed'; field: ActivityFilterField; value: string }
  | { type: 'filters.cleared' }
  | { type: 'page.selected'; page: number }
  | { type: 'reload.requested' }
  | { type: 'export.requested' }
  | AddressChangedEvent;

export interface ActivityInput {
  /** The address's query string: the filters and the page. */
  search?: string;
}

const NO_OPTIONS: ActivityOptions = { people: [], clients: [], jobs: [] };

/** The server keeps the log: the screen offers it only when the server says so (docs/api-extensions.md). */
export const offersActivityLog = (context: { extensions: Extensions }): boolean => hasExtension(context.extensions, EXTENSIONS.activityLog);

const queryOf = (context: Pick<ActivityContext, 'filter' | 'page'>): ActivityListQuery => ({ ...context.filter, page: context.page });

function contextOfAddress(search: string): Pick<ActivityContext, 'filter' | 'page'> {
  const { page, ...filter } = readActivityAddress(search);
  return { filter, page };
}

/** Each change the user makes is a new history entry, so Back returns to the list before it. */
const PUSH_ADDRESS = {
  type: 'writeAddress' as const,
  params: ({ context }: { context: ActivityContext }): AddressWrite => ({ search: writeActivityAddress(queryOf(context)), replace: false }),
};

/** docs/behaviour.md §8: a filter whose choices cannot be read offers none; the list still loads. */
async function choicesOrNone<T>(load: () => Promise<T[]>, signal: AbortSignal): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

async function loadOptions(signal: AbortSignal): Promise<ActivityOptions> {
  const [people, clients, jobs] = await Promise.all([
    choicesOrNone(async () => (await fetchUserOptions(signal)).map((user) => ({ value: user.id, label: user.name })), signal),
    choicesOrNone(() => fetchClientOptions(signal), signal),
    choicesOrNone(async () => {
      const page = await fetchJobs({ pageNumber: 1, pageSize: JOB_CHOICES }, signal);
      return page.items.map((job) => ({ value: job.id, label: `${job.jobNumber} ${job.jobName}`, clientId: job.clientId }));
    }, signal),
  ]);
  return { people, clients, jobs };
}

/** Reads every entry the filter selects, builds the CSV with the reports' safe writer and saves it with `save`. */
export async function exportActivityFile(filter: ActivityFilter, save: SaveFile, signal?: AbortSignal): Promise<string> {
  const entries = await fetchAllActivity(filter, signal);
  if (entries.length === 0) throw new ExportError(EMPTY_EXPORT_MESSAGE);
  const fileName = activityFileName(new Date());
  await save(new Blob([buildActivityCsv(entries)], { type: EXCEL_CSV_TYPE }), fileName);
  return exportedMessage(entries.length, fileName);
}

/** The export actor, saving with `save`: the view provides the browser's download (src/views/ui/saveFile.ts). */
export const exportActivityWith = (save: SaveFile) =>
  fromPromise<string, { filter: ActivityFilter }>(({ input, signal }) => exportActivityFile(input.filter, save, signal));

const nowhereToSave: SaveFile = () => Promise.reject(new Error('There is no browser to save the file in'));

const exportFailure = (error: unknown): string =>
  error instanceof ExportError ? error.message : toUserMessage(error, ACTIVITY_EXPORT_FAILED);

/**
 * The firm activity log screen (docs/behaviour.md §2 "Activity"): on a server with the
 * `activity-log` extension, a page of entries at a time, newest first, filtered by person,
 * client, job, kind and days; the filter and the page live in the address. The filtered log
 * can be exported as CSV. Without the extension the screen says so and reads nothing more.
 */
export const activityMachine = setup({
  types: {} as { context: ActivityContext; events: ActivityEvent; input: ActivityInput },
  actors: {
    detectExtensions,
    addressChanges: noAddress.addressChanges,
    loadEntries: fromPromise<Paged<ActivityEntry>, Pick<ActivityContext, 'filter' | 'page'>>(({ input, signal }) =>
      untilAbandoned(fetchActivity(input.filter, input.page, ACTIVITY_PAGE_SIZE, signal), signal),
    ),
    loadOptions: fromPromise<ActivityOptions>(({ signal }) => untilAbandoned(loadOptions(signal), signal)),
    exportActivity: exportActivityWith(nowhereToSave),
  },
  guards: {
    'the server keeps the log': (_, extensions: Extensions) => offersActivityLog({ extensions }),
    'page has no entries': (_, page: Paged<ActivityEntry>) => page.items.length === 0,
    'page is another page': ({ context, event }) => {
      assertEvent(event, 'page.selected');
      return event.page !== context.page && event.page >= 1 && event.page <= context.totalPages;
    },
    'address asks for another list': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      return writeActivityAddress(readActivityAddress(event.search)) !== writeActivityAddress(queryOf(context));
    },
  },
  actions: {
    applyFilter: assign(({ context, event }) => {
      assertEvent(event, 'filter.changed');
      const filter = { ...context.filter, [event.field]: event.value };
      // A job belongs to one client: choosing another client leaves the job filter out.
      const job = context.options.jobs.find((choice) => String(choice.value) === filter.jobId);
      if (event.field === 'clientId' && job && event.value !== '' && String(job.clientId) !== event.value) filter.jobId = '';
      return { filter, page: 1 };
    }),
    clearFilters: assign({ filter: NO_ACTIVITY_FILTER, page: 1 }),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'page.selected');
      return { page: event.page };
    }),
    followAddress: assign(({ event }) => {
      assertEvent(event, 'address.changed');
      return contextOfAddress(event.search);
    }),
    /** Provided by the view: writes the address (a new history entry unless `replace`). */
    writeAddress: noAddress.writeAddress,
    showPage: assign((_, page: Paged<ActivityEntry>) => ({
      entries: page.items,
      totalItems: page.totalItems,
      totalPages: page.totalPages,
      error: null,
    })),
    clearExport: assign({ exportNotice: null, exportError: null }),
  },
}).createMachine({
  id: 'activity',
  context: ({ input }) => ({
    ...contextOfAddress(input?.search ?? ''),
    entries: [],
    totalItems: 0,
    totalPages: 0,
    error: null,
    options: NO_OPTIONS,
    extensions: NO_EXTENSIONS,
    exportNotice: null,
    exportError: null,
  }),
  initial: 'detecting',
  states: {
    detecting: {
      invoke: {
        id: 'detect',
        src: 'detectExtensions',
        // fetchExtensions never fails: a server without the call has none.
        onDone: [
          {
            guard: { type: 'the server keeps the log', params: ({ event }) => event.output },
            target: 'reading',
            actions: assign({ extensions: ({ event }) => event.output }),
          },
          {
            target: 'unavailable',
            actions: assign({ extensions: ({ event }) => event.output }),
            description: 'A server without the activity-log extension: the screen says so in one line',
          },
        ],
      },
    },
    unavailable: {},
    reading: {
      invoke: [
        { id: 'options', src: 'loadOptions', onDone: { actions: assign({ options: ({ event }) => event.output }) } },
        { id: 'address', src: 'addressChanges' },
      ],
      on: {
        'filter.changed': { target: '.loading', actions: ['applyFilter', 'clearExport', PUSH_ADDRESS] },
        'filters.cleared': { target: '.loading', actions: ['clearFilters', 'clearExport', PUSH_ADDRESS] },
        'page.selected': { guard: 'page is another page', target: '.loading', actions: ['goToPage', PUSH_ADDRESS] },
        'address.changed': {
          guard: 'address asks for another list',
          target: '.loading',
          actions: ['followAddress', 'clearExport'],
          description: 'Back, Forward or a link to another filter shows that list',
        },
        'reload.requested': { target: '.loading' },
      },
      initial: 'loading',
      states: {
        loading: {
          description: 'Entered again (a new filter, page or address), it drops any answer still on its way',
          invoke: {
            id: 'entries',
            src: 'loadEntries',
            input: ({ context }) => ({ filter: context.filter, page: context.page }),
            onDone: [
              {
                guard: { type: 'page has no entries', params: ({ event }) => event.output },
                target: 'empty',
                actions: { type: 'showPage', params: ({ event }) => event.output },
              },
              { target: 'loaded', actions: { type: 'showPage', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({
                error: loadFailure(event.error, oneMessage(ACTIVITY_LOAD_FAILED)),
                entries: [],
                totalItems: 0,
                totalPages: 0,
              })),
            },
          },
        },
        loaded: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'export.requested': { target: 'exporting', actions: 'clearExport' } },
            },
            exporting: {
              invoke: {
                id: 'export',
                src: 'exportActivity',
                input: ({ context }) => ({ filter: context.filter }),
                onDone: { target: 'idle', actions: assign({ exportNotice: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: assign({ exportError: ({ event }) => exportFailure(event.error) }) },
              },
            },
          },
        },
        empty: {},
        failed: {},
      },
    },
  },
});
