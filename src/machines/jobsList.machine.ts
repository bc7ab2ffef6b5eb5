import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { fetchClientOptions, fetchJobTypeOptions } from '../api/dropdowns';
import { fetchJobs } from '../api/jobs';
import type { Job, JobsPage, JobsQuery, OptionItem } from '../api/types';
import { dueThisWeekWindow } from '../domain/jobs';
import { readJobsAddress, writeJobsAddress, type JobsDue, type JobsListQuery } from '../domain/listAddress';
import { noAddress, type AddressChangedEvent, type AddressWrite } from './address';
import { untilAbandoned } from './untilAbandoned';

/** docs/behaviour.md §9: jobs page size 10. */
export const JOBS_PAGE_SIZE = 10;

export interface JobsFilters {
  clientId: string;
  jobTypeId: string;
  statusId: string;
}

export type JobsFilterField = keyof JobsFilters;

export const NO_FILTERS: JobsFilters = { clientId: '', jobTypeId: '', statusId: '' };

export interface JobsListOptions {
  clients: OptionItem[];
  jobTypes: OptionItem[];
}

export interface JobsListContext {
  /** What is in the search box; it only applies on Enter or the search button. */
  draftText: string;
  /** The search the shown list was asked for. */
  text: string;
  filters: JobsFilters;
  /** The quick filter beside Status: all jobs, overdue ones, or those due this week. */
  due: JobsDue;
  filtersOpen: boolean;
  page: number;
  jobs: Job[];
  totalItems: number;
  totalPages: number;
  error: string | null;
  options: JobsListOptions;
}

export type JobsListEvent =
  | { type: 'search.typed'; text: string }
  | { type: 'search.submitted' }
  | { type: 'filters.toggled' }
  | { type: 'filter.changed'; field: JobsFilterField; value: string }
  | { type: 'filters.cleared' }
  | { type: 'due.selected'; due: JobsDue }
  | { type: 'page.selected'; page: number }
  | { type: 'reload.requested' }
  | AddressChangedEvent;

export interface JobsListInput {
  /** The address's query string: search, filters, quick filter and page (docs/behaviour.md §2). */
  search?: string;
}

/** Each change the user makes is a new history entry, so Back returns to the list before it. */
const PUSH_ADDRESS = {
  type: 'writeAddress' as const,
  params: ({ context }: { context: JobsListContext }): AddressWrite => ({ search: writeJobsAddress(listQueryOf(context)), replace: false }),
};

const asId = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/** What the server is asked for this list; `now` places the Due this week window. */
export function jobsQueryOf(context: Pick<JobsListContext, 'page' | 'text' | 'filters' | 'due'>, now: Date = new Date()): JobsQuery {
  const week = context.due === 'dueThisWeek' ? dueThisWeekWindow(now) : null;
  return {
    pageNumber: context.page,
    pageSize: JOBS_PAGE_SIZE,
    text: context.text || undefined,
    clientId: asId(context.filters.clientId),
    jobTypeId: asId(context.filters.jobTypeId),
    statusId: asId(context.filters.statusId),
    overdue: context.due === 'overdue' || undefined,
    dueFrom: week?.from.toISOString(),
    dueTo: week?.to.toISOString(),
  };
}

/** The list's query as the address holds it. */
export function listQueryOf(context: Pick<JobsListContext, 'page' | 'text' | 'filters' | 'due'>): JobsListQuery {
  return { text: context.text, ...context.filters, due: context.due, page: context.page };
}

const sameQuery = (a: JobsListQuery, b: JobsListQuery): boolean => writeJobsAddress(a) === writeJobsAddress(b);

/** The part of the context an address sets: the query, the search box, and the filters shown when any is set. */
function contextOfAddress(search: string): Pick<JobsListContext, 'text' | 'draftText' | 'filters' | 'due' | 'page' | 'filtersOpen'> {
  const query = readJobsAddress(search);
  const filters = { clientId: query.clientId, jobTypeId: query.jobTypeId, statusId: query.statusId };
  return {
    text: query.text,
    draftText: query.text,
    filters,
    due: query.due,
    page: query.page,
    filtersOpen: Object.values(filters).some((value) => value !== ''),
  };
}

/** docs/behaviour.md §8: dropdown failures are only logged; the filters then offer no choices. */
async function optionsOrNone(
  load: (signal: AbortSignal) => Promise<OptionItem[]>,
  what: string,
  signal: AbortSignal,
): Promise<OptionItem[]> {
  try {
    return await load(signal);
  } catch (error) {
    // Given up on, the options are dropped (untilAbandoned), never taken as none.
    if (signal.aborted) throw error;
    console.warn(`Could not load ${what}`, error);
    return [];
  }
}

/**
 * Jobs Management list (docs/behaviour.md §2): search on submit, filters, quick filters, paging. Every
 * change of what is asked re-enters `loading`, which stops the request in flight, so only the
 * newest answer shows. The query lives in the address: read from it on start and on Back or
 * Forward (`address.changed`), written to it on each change the user makes (`writeAddress`).
 */
export const jobsListMachine = setup({
  types: {} as {
    context: JobsListContext;
    events: JobsListEvent;
    input: JobsListInput;
  },
  actors: {
    fetchJobs: fromPromise<JobsPage, JobsQuery>(({ input, signal }) => untilAbandoned(fetchJobs(input, signal), signal)),
    addressChanges: noAddress.addressChanges,
    loadOptions: fromPromise<JobsListOptions>(({ signal }) =>
      untilAbandoned(
        Promise.all([optionsOrNone(fetchClientOptions, 'clients', signal), optionsOrNone(fetchJobTypeOptions, 'job types', signal)]).then(
          ([clients, jobTypes]) => ({ clients, jobTypes }),
        ),
        signal,
      ),
    ),
  },
  guards: {
    'page has no jobs': (_, page: JobsPage) => page.items.length === 0,
    'page is another page': ({ context, event }) => {
      assertEvent(event, 'page.selected');
      return event.page !== context.page && event.page >= 1 && event.page <= context.totalPages;
    },
    'filters are shown': ({ context }) => context.filtersOpen,
    'quick filter is another': ({ context, event }) => {
      assertEvent(event, 'due.selected');
      return event.due !== context.due;
    },
    'address asks for another list': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      return !sameQuery(readJobsAddress(event.search), listQueryOf(context));
    },
  },
  actions: {
    keepDraft: assign(({ event }) => {
      assertEvent(event, 'search.typed');
      return { draftText: event.text };
    }),
    applySearch: assign(({ context }) => ({ text: context.draftText.trim(), page: 1 })),
    applyFilter: assign(({ context, event }) => {
      assertEvent(event, 'filter.changed');
      return { filters: { ...context.filters, [event.field]: event.value }, page: 1 };
    }),
    clearFilters: assign({ filters: NO_FILTERS, due: '' as JobsDue, text: '', draftText: '', page: 1 }),
    selectDue: assign(({ event }) => {
      assertEvent(event, 'due.selected');
      return { due: event.due, page: 1 };
    }),
    followAddress: assign(({ event }) => {
      assertEvent(event, 'address.changed');
      return contextOfAddress(event.search);
    }),
    /** Provided by the view: writes the address (a new history entry unless `replace`). */
    writeAddress: noAddress.writeAddress,
    toggleFilters: assign(({ context }) => ({ filtersOpen: !context.filtersOpen })),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'page.selected');
      return { page: event.page };
    }),
    showPage: assign((_, page: JobsPage) => ({
      jobs: page.items,
      totalItems: page.totalItems,
      totalPages: page.totalPages,
      error: null,
    })),
  },
}).createMachine({
  id: 'jobsList',
  context: ({ input }) => ({
    ...contextOfAddress(input?.search ?? ''),
    jobs: [],
    totalItems: 0,
    totalPages: 0,
    error: null,
    options: { clients: [], jobTypes: [] },
  }),
  invoke: [
    {
      id: 'options',
      src: 'loadOptions',
      onDone: { actions: assign(({ event }) => ({ options: event.output })) },
    },
    { id: 'address', src: 'addressChanges' },
  ],
  on: {
    'search.typed': { actions: 'keepDraft' },
    'filters.toggled': { actions: 'toggleFilters' },
    'search.submitted': { target: '.loading', actions: ['applySearch', PUSH_ADDRESS] },
    'filter.changed': { guard: 'filters are shown', target: '.loading', actions: ['applyFilter', PUSH_ADDRESS] },
    'filters.cleared': { guard: 'filters are shown', target: '.loading', actions: ['clearFilters', PUSH_ADDRESS] },
    'due.selected': {
      guard: 'quick filter is another',
      target: '.loading',
      actions: ['selectDue', PUSH_ADDRESS],
      description: 'Overdue or Due this week starts again from page 1',
    },
    'page.selected': { guard: 'page is another page', target: '.loading', actions: ['goToPage', PUSH_ADDRESS] },
    'address.changed': {
      guard: 'address asks for another list',
      target: '.loading',
      actions: 'followAddress',
      description: 'Back, Forward or a link to another query shows that list',
    },
    'reload.requested': { target: '.loading' },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Entered again (a new search, filter, page or address), it drops any answer still on its way',
      invoke: {
        id: 'jobs',
        src: 'fetchJobs',
        input: ({ context }) => jobsQueryOf(context, new Date()),
        onDone: [
          {
            guard: { type: 'page has no jobs', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'showPage', params: ({ event }) => event.output },
          },
          { target: 'loaded', actions: { type: 'showPage', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: toUserMessage(event.error, 'Failed to load jobs'),
            jobs: [],
            totalItems: 0,
            totalPages: 0,
          })),
        },
      },
    },
    loaded: {},
    empty: {},
    failed: {},
  },
});
