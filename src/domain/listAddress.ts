import { JOB_FILTER_PRESETS } from './status';

/**
 * Each list's query as it is written in the address (docs/design.md §1 "Lists keep their
 * place in the address"): what a list reads when it opens and what it writes when the user
 * changes it. Defaults (page 1, no search, no filter) are left out, so a plain list has a
 * plain address. Anything unreadable counts as its default.
 */

/** A whole page number from 1 up; anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** An id filter as a Select value: digits only, '' otherwise. */
function readId(params: URLSearchParams, name: string): string {
  const raw = (params.get(name) ?? '').trim();
  return /^\d+$/.test(raw) ? raw : '';
}

/** The query string of these values in this order, without the ones at their default. */
function write(entries: Array<[string, string | number]>, defaults: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    const fallback = defaults[name] ?? '';
    if (value !== '' && value !== fallback) params.set(name, String(value));
  }
  return params.toString();
}

/* ---------- Jobs ---------- */

/** The Jobs list's quick filters beside Status: every job, the overdue ones, the ones due this week. */
export type JobsDue = '' | 'overdue' | 'dueThisWeek';

export interface JobsListQuery {
  text: string;
  clientId: string;
  jobTypeId: string;
  statusId: string;
  due: JobsDue;
  page: number;
}

const DUE_IN_ADDRESS: Record<Exclude<JobsDue, ''>, string> = { overdue: 'overdue', dueThisWeek: 'due-this-week' };

/**
 * `/jobs?q&client&type&status&filter&page`. `filter` is the dashboard's preset
 * (docs/behaviour.md §2): `overdue` and `due-this-week` are quick filters; `ongoing`,
 * `pending` and `completed` preset Status (an explicit `status` wins).
 */
export function readJobsAddress(search: string): JobsListQuery {
  const params = new URLSearchParams(search);
  const filter = (params.get('filter') ?? '').trim().toLowerCase();
  const due: JobsDue = filter === DUE_IN_ADDRESS.overdue ? 'overdue' : filter === DUE_IN_ADDRESS.dueThisWeek ? 'dueThisWeek' : '';
  const preset = Object.hasOwn(JOB_FILTER_PRESETS, filter) ? String(JOB_FILTER_PRESETS[filter]) : '';
  return {
    text: (params.get('q') ?? '').trim(),
    clientId: readId(params, 'client'),
    jobTypeId: readId(params, 'type'),
    statusId: readId(params, 'status') || preset,
    due,
    page: readPage(params),
  };
}

export function writeJobsAddress(query: JobsListQuery): string {
  return write(
    [
      ['q', query.text],
      ['client', query.clientId],
      ['type', query.jobTypeId],
      ['status', query.statusId],
      ['filter', query.due === '' ? '' : DUE_IN_ADDRESS[query.due]],
      ['page', query.page],
    ],
    { page: 1 },
  );
}

/* ---------- Clients and Users: a search and a page ---------- */

export interface SearchedListQuery {
  search: string;
  page: number;
}

/** `/clients?q&page` and `/users?q&page`. */
export function readSearchedListAddress(search: string): SearchedListQuery {
  const params = new URLSearchParams(search);
  return { search: params.get('q') ?? '', page: readPage(params) };
}

export function writeSearchedListAddress(query: SearchedListQuery): string {
  return write(
    [
      ['q', query.search.trim()],
      ['page', query.page],
    ],
    { page: 1 },
  );
}

/* ---------- My Jobs and Pending Jobs to Approve: a page ---------- */

/** `/my-jobs?page`. */
export function readPagedListAddress(search: string): number {
  return readPage(new URLSearchParams(search));
}

export function writePagedListAddress(page: number): string {
  return write([['page', page]], { page: 1 });
}

/* ---------- Pending Jobs to Approve: filters and a page ---------- */

/** The review queue's filters (docs/decisions/036-return-with-a-new-deadline.md); '' and false mean all. */
export interface ReviewQueueFilters {
  assigneeId: string;
  clientId: string;
  overdue: boolean;
}

export const NO_REVIEW_FILTERS: ReviewQueueFilters = { assigneeId: '', clientId: '', overdue: false };

export interface ReviewQueueQuery {
  filters: ReviewQueueFilters;
  page: number;
}

/** `/jobs/pending?assignee&client&filter=overdue&page`. */
export function readReviewQueueAddress(search: string): ReviewQueueQuery {
  const params = new URLSearchParams(search);
  return {
    filters: {
      assigneeId: readId(params, 'assignee'),
      clientId: readId(params, 'client'),
      overdue: (params.get('filter') ?? '').trim().toLowerCase() === 'overdue',
    },
    page: readPage(params),
  };
}

export function writeReviewQueueAddress({ filters, page }: ReviewQueueQuery): string {
  return write(
    [
      ['assignee', filters.assigneeId],
      ['client', filters.clientId],
      ['filter', filters.overdue ? 'overdue' : ''],
      ['page', page],
    ],
    { page: 1 },
  );
}

export function sameReviewQueue(a: ReviewQueueQuery, b: ReviewQueueQuery): boolean {
  return (
    a.page === b.page &&
    a.filters.assigneeId === b.filters.assigneeId &&
    a.filters.clientId === b.filters.clientId &&
    a.filters.overdue === b.filters.overdue
  );
}

/* ---------- Download Reports: the previewed range ---------- */

export interface ReportRangeQuery {
  startDate: string;
  endDate: string;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** `/download-reports?from&to` (YYYY-MM-DD): the range last previewed, or null when none is given. */
export function readReportRangeAddress(search: string): ReportRangeQuery | null {
  const params = new URLSearchParams(search);
  const startDate = params.get('from') ?? '';
  const endDate = params.get('to') ?? '';
  return isDay(startDate) && isDay(endDate) ? { startDate, endDate } : null;
}

export function writeReportRangeAddress(range: ReportRangeQuery): string {
  return write([
    ['from', range.startDate],
    ['to', range.endDate],
  ]);
}

/* ---------- Compliance Calendar: the month shown ---------- */

export interface CalendarMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** `/calendar?month=YYYY-MM`: the month asked for, or null when none (or no real month) is given. */
export function readCalendarAddress(search: string): CalendarMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec((new URLSearchParams(search).get('month') ?? '').trim());
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/** Always written, this month included: a shared link shows the month it was shared at. */
export function writeCalendarAddress({ year, month }: CalendarMonth): string {
  return write([['month', `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`]]);
}

/* ---------- Activity ---------- */

/** The activity log's filters as the address holds them; '' leaves one out. Days are `YYYY-MM-DD`. */
export interface ActivityListQuery {
  userId: string;
  clientId: string;
  jobId: string;
  kind: string;
  from: string;
  to: string;
  page: number;
}

const DAY_IN_ADDRESS = /^\d{4}-\d{2}-\d{2}$/;
const KIND_IN_ADDRESS = /^[a-z]{1,20}$/;

/** `/activity?person&client&job&kind&from&to&page` (docs/behaviour.md §2 "Activity"). */
export function readActivityAddress(search: string): ActivityListQuery {
  const params = new URLSearchParams(search);
  const matching = (name: string, pattern: RegExp): string => {
    const raw = (params.get(name) ?? '').trim();
    return pattern.test(raw) ? raw : '';
  };
  return {
    userId: readId(params, 'person'),
    clientId: readId(params, 'client'),
    jobId: readId(params, 'job'),
    kind: matching('kind', KIND_IN_ADDRESS),
    from: matching('from', DAY_IN_ADDRESS),
    to: matching('to', DAY_IN_ADDRESS),
    page: readPage(params),
  };
}

export function writeActivityAddress(query: ActivityListQuery): string {
  return write(
    [
      ['person', query.userId],
      ['client', query.clientId],
      ['job', query.jobId],
      ['kind', query.kind],
      ['from', query.from],
      ['to', query.to],
      ['page', query.page],
    ],
    { page: 1 },
  );
}
