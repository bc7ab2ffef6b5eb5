import { assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { fetchClientOptions, fetchJobTypeOptions } from '../api/dropdowns';
import { fetchJobs } from '../api/jobs';
import type { Job, JobsPage, JobsQuery, OptionItem } from '../api/types';
import { untilAbandoned } from './untilAbandoned';

/** Spec §9: jobs page size 10. */
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
  | { type: 'page.selected'; page: number }
  | { type: 'list.refresh' };

export interface JobsListInput {
  /** Status preset from `?filter=` (spec §2). */
  statusId?: string;
}

const asId = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

export function jobsQueryOf(context: Pick<JobsListContext, 'page' | 'text' | 'filters'>): JobsQuery {
  return {
    pageNumber: context.page,
    pageSize: JOBS_PAGE_SIZE,
    text: context.text || undefined,
    clientId: asId(context.filters.clientId),
    jobTypeId: asId(context.filters.jobTypeId),
    statusId: asId(context.filters.statusId),
  };
}

/** Spec §8: dropdown failures are only logged; the filters then offer no choices. */
async function optionsOrNone(load: () => Promise<OptionItem[]>, what: string): Promise<OptionItem[]> {
  try {
    return await load();
  } catch (error) {
    console.warn(`Could not load ${what}`, error);
    return [];
  }
}

/**
 * Jobs Management list (spec §2): search on submit, filters, paging. Every change of what is
 * asked re-enters `loading`, which stops the request in flight, so only the newest answer shows.
 */
export const jobsListMachine = setup({
  types: {} as {
    context: JobsListContext;
    events: JobsListEvent;
    input: JobsListInput;
  },
  actors: {
    fetchJobs: fromPromise<JobsPage, JobsQuery>(({ input, signal }) => untilAbandoned(fetchJobs(input, signal), signal)),
    loadOptions: fromPromise<JobsListOptions>(async () => {
      const [clients, jobTypes] = await Promise.all([
        optionsOrNone(fetchClientOptions, 'clients'),
        optionsOrNone(fetchJobTypeOptions, 'job types'),
      ]);
      return { clients, jobTypes };
    }),
  },
  guards: {
    'page has no jobs': (_, page: JobsPage) => page.items.length === 0,
    'page is another page': ({ context, event }) =>
      event.type === 'page.selected' && event.page !== context.page && event.page >= 1 && event.page <= context.totalPages,
    'filters are shown': ({ context }) => context.filtersOpen,
  },
  actions: {
    keepDraft: assign(({ event }) => (event.type === 'search.typed' ? { draftText: event.text } : {})),
    applySearch: assign(({ context }) => ({ text: context.draftText.trim(), page: 1 })),
    applyFilter: assign(({ context, event }) =>
      event.type === 'filter.changed' ? { filters: { ...context.filters, [event.field]: event.value }, page: 1 } : {},
    ),
    clearFilters: assign({ filters: NO_FILTERS, text: '', draftText: '', page: 1 }),
    toggleFilters: assign(({ context }) => ({ filtersOpen: !context.filtersOpen })),
    goToPage: assign(({ event }) => (event.type === 'page.selected' ? { page: event.page } : {})),
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
    draftText: '',
    text: '',
    filters: { ...NO_FILTERS, statusId: input?.statusId ?? '' },
    filtersOpen: Boolean(input?.statusId),
    page: 1,
    jobs: [],
    totalItems: 0,
    totalPages: 0,
    error: null,
    options: { clients: [], jobTypes: [] },
  }),
  invoke: {
    id: 'options',
    src: 'loadOptions',
    onDone: { actions: assign(({ event }) => ({ options: event.output })) },
  },
  on: {
    'search.typed': { actions: 'keepDraft' },
    'filters.toggled': { actions: 'toggleFilters' },
    'search.submitted': { target: '.loading', actions: 'applySearch', description: 'A new search drops any answer still on its way' },
    'filter.changed': {
      guard: 'filters are shown',
      target: '.loading',
      actions: 'applyFilter',
      description: 'A new filter drops any answer still on its way',
    },
    'filters.cleared': { guard: 'filters are shown', target: '.loading', actions: 'clearFilters' },
    'page.selected': { guard: 'page is another page', target: '.loading', actions: 'goToPage' },
    'list.refresh': { target: '.loading' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'jobs',
        src: 'fetchJobs',
        input: ({ context }) => jobsQueryOf(context),
        onDone: [
          { guard: { type: 'page has no jobs', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'showPage', params: ({ event }) => event.output } },
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
