import { assertEvent, assign, fromPromise, sendTo, setup, type ActorRefFromLogic } from 'xstate';
import { toUserMessage } from '../api/client';
import { oneMessage } from './loader.machine';
import { NO_ACTIVITY_FILTER, fetchActivity, fetchAllActivity, type ActivityFilter } from '../api/activity';
import { fetchClientOptions, fetchUserOptions } from '../api/dropdowns';
import { EXTENSIONS, NO_EXTENSIONS, hasExtension, type Extensions } from '../api/extensions';
import { fetchJobs } from '../api/jobs';
import type { OptionItem, Paged } from '../api/types';
import { activityFileName, buildActivityCsv, type ActivityEntry } from '../domain/activity';
import { EMPTY_EXPORT_MESSAGE, EXCEL_CSV_TYPE, ExportError } from '../domain/csv';
import { readActivityAddress, writeActivityAddress, type ActivityListQuery } from '../domain/listAddress';
import { createListMachine, type ListInput } from './list.machine';
import type { SaveFile } from './downloadReports.machine';
import { detectExtensions } from './extensions.machine';

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

/** The log's query: its filters and the page, as the address holds them. */
export type ActivityQuery = ActivityListQuery;

/**
 * What choosing `value` for `field` asks of the list. A job belongs to one client: choosing
 * another client leaves the job filter out.
 */
export function filterChange(
  query: ActivityQuery,
  jobs: readonly JobChoice[],
  field: ActivityFilterField,
  value: string,
): Partial<ActivityQuery> {
  const job = jobs.find((choice) => String(choice.value) === query.jobId);
  if (field === 'clientId' && job && value !== '' && String(job.clientId) !== value) return { clientId: value, jobId: '' };
  return { [field]: value };
}

/** The filters of `query`, without its page: what an export reads. */
export const filterOf = ({ page: _page, ...filter }: ActivityQuery): ActivityFilter => filter;

const NO_OPTIONS: ActivityOptions = { people: [], clients: [], jobs: [] };

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

/**
 * The log itself (docs/behaviour.md §2 "Activity"): a page of 20 entries at a time, newest
 * first, filtered by person, client, job, kind and days, shown always; the filter and the page
 * live in the address.
 */
export const activityListMachine = createListMachine<object, ActivityQuery, Paged<ActivityEntry>, ActivityOptions>('activityList', {
  read: (query, _, signal) => fetchActivity(filterOf(query), query.page, ACTIVITY_PAGE_SIZE, signal),
  address: { read: readActivityAddress, write: writeActivityAddress },
  messages: () => oneMessage(ACTIVITY_LOAD_FAILED),
  filters: { shown: 'always' },
  choices: { read: loadOptions, none: NO_OPTIONS },
});

export type ActivityListRef = ActorRefFromLogic<typeof activityListMachine>;

/** Clear Filters: every filter left out. */
export const NO_ACTIVITY_FILTERS: ActivityFilter = NO_ACTIVITY_FILTER;

export interface ActivityContext {
  extensions: Extensions;
  input: ActivityInput;
  /** The log, once the server is known to keep it. */
  list: ActivityListRef | null;
  /** What the last export did, or why it failed. */
  exportNotice: string | null;
  exportError: string | null;
}

export type ActivityEvent =
  /** Other filters (or all cleared): passed to the list, and the last export's notice goes. */
  | { type: 'query.changed'; query: Partial<ActivityQuery> }
  /** Every entry of the list's filters, all pages; the view offers it only while the list shows entries. */
  | { type: 'export.requested'; filter: ActivityFilter };

export type ActivityInput = ListInput<object>;

/** The server keeps the log: the screen offers it only when the server says so (docs/api-extensions.md). */
export const offersActivityLog = (context: { extensions: Extensions }): boolean => hasExtension(context.extensions, EXTENSIONS.activityLog);

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
 * `activity-log` extension, the log (`activityListMachine`, the child `list`); the filtered log
 * can be exported as CSV. Without the extension the screen says so and reads nothing more.
 */
export const activityMachine = setup({
  types: {} as { context: ActivityContext; events: ActivityEvent; input: ActivityInput },
  actors: {
    detectExtensions,
    list: activityListMachine,
    exportActivity: exportActivityWith(nowhereToSave),
  },
  guards: {
    'the server keeps the log': (_, extensions: Extensions) => offersActivityLog({ extensions }),
  },
  actions: {
    clearExport: assign({ exportNotice: null, exportError: null }),
    passToList: sendTo('list', ({ event }) => {
      assertEvent(event, 'query.changed');
      return event;
    }),
  },
}).createMachine({
  id: 'activity',
  context: ({ input }) => ({ extensions: NO_EXTENSIONS, input, list: null, exportNotice: null, exportError: null }),
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
            actions: assign({
              extensions: ({ event }) => event.output,
              list: ({ spawn, context }) => spawn('list', { id: 'list', input: context.input }),
            }),
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
      on: { 'query.changed': { actions: ['clearExport', 'passToList'] } },
      initial: 'idle',
      states: {
        idle: {
          on: { 'export.requested': { target: 'exporting', actions: 'clearExport' } },
        },
        exporting: {
          invoke: {
            id: 'export',
            src: 'exportActivity',
            input: ({ event }) => {
              assertEvent(event, 'export.requested');
              return { filter: event.filter };
            },
            onDone: { target: 'idle', actions: assign({ exportNotice: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ exportError: ({ event }) => exportFailure(event.error) }) },
          },
        },
      },
    },
  },
});
