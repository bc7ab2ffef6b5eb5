import { fetchClientOptions, fetchJobTypeOptions } from '../api/dropdowns';
import { fetchJobs } from '../api/jobs';
import type { JobsPage, JobsQuery, OptionItem } from '../api/types';
import { dueThisWeekWindow } from '../domain/jobs';
import { readJobsAddress, writeJobsAddress, type JobsListQuery } from '../domain/listAddress';
import { createListMachine, type ListInput } from './list.machine';

/** docs/behaviour.md §9: jobs page size 10. */
export const JOBS_PAGE_SIZE = 10;

export interface JobsFilters {
  clientId: string;
  jobTypeId: string;
  statusId: string;
}

export type JobsFilterField = keyof JobsFilters;

export const NO_FILTERS: JobsFilters = { clientId: '', jobTypeId: '', statusId: '' };

/** Everything the Clear Filters button clears: the search, the filters and the quick filter. */
export const NO_JOBS_QUERY: Omit<JobsListQuery, 'page'> = { text: '', ...NO_FILTERS, due: '' };

export interface JobsListOptions {
  clients: OptionItem[];
  jobTypes: OptionItem[];
}

/** The address's query string: search, filters, quick filter and page (docs/behaviour.md §2). */
export type JobsListInput = ListInput<object>;

const asId = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/** What the server is asked for this list; `now` places the Due this week window. */
export function jobsQueryOf(query: JobsListQuery, now: Date = new Date()): JobsQuery {
  const week = query.due === 'dueThisWeek' ? dueThisWeekWindow(now) : null;
  return {
    pageNumber: query.page,
    pageSize: JOBS_PAGE_SIZE,
    text: query.text || undefined,
    clientId: asId(query.clientId),
    jobTypeId: asId(query.jobTypeId),
    statusId: asId(query.statusId),
    overdue: query.due === 'overdue' || undefined,
    dueFrom: week?.from.toISOString(),
    dueTo: week?.to.toISOString(),
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
 * Jobs Management list (docs/behaviour.md §2): search on submit, filters shown on demand (and
 * at once when the address sets one), quick filters, paging; the query lives in the address.
 */
export const jobsListMachine = createListMachine<object, JobsListQuery, JobsPage, JobsListOptions>('jobsList', {
  read: (query, _, signal) => fetchJobs(jobsQueryOf(query, new Date()), signal),
  address: { read: readJobsAddress, write: writeJobsAddress },
  messages: () => ({ refused: 'Failed to load jobs', failed: 'Failed to load jobs' }),
  search: { textOf: (query) => query.text, withText: (query, text) => ({ ...query, text, page: 1 }), applies: 'on submit' },
  filters: { shown: (query) => query.clientId !== '' || query.jobTypeId !== '' || query.statusId !== '' },
  choices: {
    read: async (signal) => {
      const [clients, jobTypes] = await Promise.all([
        optionsOrNone(fetchClientOptions, 'clients', signal),
        optionsOrNone(fetchJobTypeOptions, 'job types', signal),
      ]);
      return { clients, jobTypes };
    },
    none: { clients: [], jobTypes: [] },
  },
});
