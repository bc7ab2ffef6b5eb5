/**
 * The query of every call that has one (docs/behaviour.md §7), read by the mock backend.
 * Ids are digits only: `?id=1.9`, `?id=0x10`, `?id=-3` and `?id=1e1` are refused. An empty
 * value counts as absent.
 */
import * as v from 'valibot';
import { MAX_LENGTH, dateField, filterQuery, idQuery, visibleText } from './fields';

export const PAGE_MESSAGE = 'Page number and page size must be whole numbers';
/** Our decision: a page holds at most 1,000 rows. */
export const MAX_PAGE_SIZE = 1000;
export const FILTER_MESSAGE = 'Filters must be whole numbers';
export const SEARCH_TOO_LONG = `Search text must be at most ${MAX_LENGTH.search} characters`;
export const SEARCH_RANGE_MESSAGE = 'Please choose a valid date range';

const optionalId = (message: string) => v.optional(idQuery(message));
const searchText = v.optional(v.pipe(visibleText(), v.maxLength(MAX_LENGTH.search, SEARCH_TOO_LONG)), '');

const paging = {
  pageNumber: v.optional(v.pipe(idQuery(PAGE_MESSAGE)), '1'),
  pageSize: v.optional(v.pipe(idQuery(PAGE_MESSAGE), v.maxValue(MAX_PAGE_SIZE, PAGE_MESSAGE)), '10'),
};

/** ?id of delete job, deactivate client and the user account actions. */
export const idQuerySchema = (notFound: string) => v.object({ id: idQuery(notFound) });

/** ?jobId of job details and a job's tasks. */
export const jobQuerySchema = v.object({ jobId: idQuery('Job not found') });

/** ?taskId of a task's comments. */
export const taskQuerySchema = v.object({ taskId: idQuery('Task not found') });

/** ?taskId&userId of approve and reject; the task may come in the body instead. */
export const decisionQuerySchema = v.object({ taskId: optionalId('Task not found'), userId: optionalId('User not found') });

/** ?userId of the dashboard and the pending lists: whose data an admin asks for. */
export const userQuerySchema = v.object({ userId: optionalId('User not found') });

/** GET /api/job: the user's jobs, paged. */
export const myJobsQuerySchema = v.object({ userId: optionalId('User not found'), ...paging });

/** GET /api/v1/task/reviewer: tasks waiting for a reviewer, paged. */
export const reviewQuerySchema = v.object({
  reviewerId: optionalId('User not found'),
  ...paging,
  // Ours, the queue's filters (docs/decisions/036-return-with-a-new-deadline.md); 0 or absent means all.
  assigneeId: v.optional(filterQuery(FILTER_MESSAGE)),
  clientId: v.optional(filterQuery(FILTER_MESSAGE)),
  overdue: v.optional(v.picklist(['true', 'false'], FILTER_MESSAGE)),
});

/** GET /api/v1/job/get: the firm's jobs with filters (0 means all). */
export const jobsQuerySchema = v.object({
  ...paging,
  clientId: v.optional(filterQuery(FILTER_MESSAGE)),
  statusId: v.optional(filterQuery(FILTER_MESSAGE)),
  jobTypeId: v.optional(filterQuery(FILTER_MESSAGE)),
  text: searchText,
  overdue: v.optional(v.picklist(['true', 'false'], FILTER_MESSAGE)),
  dueFrom: v.optional(dateField(SEARCH_RANGE_MESSAGE)),
  dueTo: v.optional(dateField(SEARCH_RANGE_MESSAGE)),
});

/** GET /api/clients and /api/users: server pages of 10 with a search. */
export const searchQuerySchema = v.object({ pageNumber: paging.pageNumber, search: searchText });

/** GET /api/v1/job/getjob: jobs of a type overlapping a window. */
export const jobSearchQuerySchema = v.object({
  from: v.optional(dateField(SEARCH_RANGE_MESSAGE)),
  to: v.optional(dateField(SEARCH_RANGE_MESSAGE)),
  jobTypeId: v.optional(filterQuery(FILTER_MESSAGE)),
});
