import type { BadgeTone } from './tones';
import { PENDING_REVIEW, RETURNED_FOR_REWORK, isTaskOverdue, summaryStatusName, taskStatusNameTone } from './status';
import { check, firstMessage } from './schemas/parse';
import { COMMENT_REQUIRED, REWORK_DATE_MESSAGES, commentSchema, reworkDateProblem } from './schemas/review';
import { isDateText } from './schemas/fields';
import { parseInputDate } from './assign';
import type { PendingTaskItem } from '../api/types';
import { withoutInvisible } from './invisibleText';

/** docs/behaviour.md §5 and §8 messages of the review loop, shown exactly as written. */
export { COMMENT_REQUIRED };
export const USER_DATA_MISSING = 'User data not found. Please log in again.';
export const USER_ID_MISSING = 'User ID not found. Please log in again.';

/** docs/behaviour.md §9: My Jobs shows 10 a page with 2 page numbers either side of the current one. */
export const MY_JOBS_PAGE_SIZE = 10;
export const MY_JOBS_PAGE_RADIUS = 2;
/** docs/behaviour.md §9: the pending list shows 10 a page and at most 5 page numbers. */
export const PENDING_PAGE_SIZE = 10;
export const PENDING_PAGE_NUMBERS = 5;
/** docs/behaviour.md §4, §9: the submit-task success message stays 2 seconds before the modal closes. */
export const SUBMIT_SUCCESS_MS = 2000;

/** A comment counts only once invisible characters and surrounding spaces are gone (docs/behaviour.md §5). */
export function isCommentBlank(comment: string): boolean {
  return withoutInvisible(comment).trim().length === 0;
}

/** The comment's message under the server's own rule (required, at most 2,000 characters), or null. */
export function commentError(comment: string): string | null {
  return firstMessage(check(commentSchema, comment));
}

/** Submit task (docs/behaviour.md §5): the comment first, then the signed-in user. */
export function submissionError(comment: string, userId: number | null): string | null {
  const problem = commentError(comment);
  if (problem) return problem;
  if (userId === null) return USER_DATA_MISSING;
  return null;
}

export type ReviewDecisionKind = 'approve' | 'reject';

/** The dates of the task under review that bound a new end date. */
export type ReworkTask = Pick<PendingTaskItem, 'tStartDate' | 'jobEndDate'>;

/**
 * The Reject dialog's optional new end date (a datetime-local value, '' for none) under the
 * server's rule (src/domain/schemas/review.ts reworkDateProblem), or null when it may be sent.
 */
export function reworkDateError(value: string, task: ReworkTask, now: number): string | null {
  if (value.trim() === '') return null;
  const end = parseInputDate(value);
  if (end === null || !isDateText(value.trim())) return REWORK_DATE_MESSAGES.badDate;
  return reworkDateProblem(end, { taskStart: task.tStartDate, jobEnd: task.jobEndDate }, now);
}

export interface DecisionErrors {
  comment?: string;
  reviewerId?: string;
  reworkDate?: string;
}

/**
 * Approve / reject (docs/behaviour.md §5): a reviewer must be signed in, and the comment must not
 * be blank; a rejection's new end date, when given, must keep to its rule.
 */
export function decisionErrors(
  values: { comment: string; reviewerId: number | null; reworkDate: string },
  rejecting: ReworkTask | null = null,
  now: number = Date.now(),
): DecisionErrors {
  if (values.reviewerId === null) return { reviewerId: USER_ID_MISSING };
  const errors: DecisionErrors = {};
  const comment = commentError(values.comment);
  if (comment) errors.comment = comment;
  const date = rejecting ? reworkDateError(values.reworkDate, rejecting, now) : null;
  if (date) errors.reworkDate = date;
  return errors;
}

export interface PendingBadge {
  label: 'Overdue' | 'Pending Review';
  tone: BadgeTone;
}

/** docs/behaviour.md §4: on the pending screen a task past its deadline reads Overdue, else Pending Review. */
export function pendingBadge(taskEndDate: string | null | undefined, now: Date = new Date()): PendingBadge {
  return isTaskOverdue(taskEndDate, now) ? { label: 'Overdue', tone: 'danger' } : { label: PENDING_REVIEW, tone: 'warning' };
}

export interface FinishCounts {
  total: number;
  overdue: number;
  onTime: number;
}

/** The three cards of Pending Jobs to Finish: all tasks, those past their deadline, and the rest. */
export function finishCounts(items: ReadonlyArray<{ taskEndDate: string | null }>, now: Date = new Date()): FinishCounts {
  const overdue = items.filter((item) => isTaskOverdue(item.taskEndDate, now)).length;
  return { total: items.length, overdue, onTime: items.length - overdue };
}

export interface SummaryRow {
  label: string;
  count: number;
  tone: BadgeTone;
}

/**
 * The Summary tab of Job History: how many of the job's tasks are in each status, with
 * Verified read as Completed (docs/behaviour.md §4), in first-seen order.
 */
export function historySummary(tasks: ReadonlyArray<{ statusName: string }>): SummaryRow[] {
  const rows = new Map<string, SummaryRow>();
  for (const task of tasks) {
    const label = summaryStatusName(task.statusName);
    const row = rows.get(label);
    if (row) row.count += 1;
    else rows.set(label, { label, count: 1, tone: taskStatusNameTone(task.statusName) });
  }
  return [...rows.values()];
}

/** Where a task stands in the review flow of docs/behaviour.md §4. */
export type ReviewStage = 'inProgress' | 'pendingReview' | 'verified';

export function reviewStageOf(task: { statusName: string; isVerified?: boolean }): ReviewStage {
  if (task.isVerified || task.statusName.trim().toLowerCase() === 'verified') return 'verified';
  if (task.statusName.trim().toLowerCase() === 'pending') return 'pendingReview';
  return 'inProgress';
}

/* ---------- rework and submissions (docs/behaviour.md §2 Pending Jobs to Finish / to Approve) ---------- */

export interface TaskBadge {
  label: string;
  tone: BadgeTone;
}

export const RETURNED_BADGE: TaskBadge = { label: RETURNED_FOR_REWORK, tone: 'warning' };

/**
 * A task on the assignee's list with a rework count was sent back by a reviewer: the list
 * holds only tasks not yet handed in, so it is waiting to be done again.
 */
export function isReturnedForRework(item: { reworkCount?: number }): boolean {
  return (item.reworkCount ?? 0) > 0;
}

/** The badges of a card on Pending Jobs to Finish: Returned for rework first, then Overdue or On Time. */
export function finishBadges(item: { reworkCount?: number; taskEndDate: string | null }, now: Date = new Date()): TaskBadge[] {
  const overdue = isTaskOverdue(item.taskEndDate, now);
  if (isReturnedForRework(item)) return overdue ? [RETURNED_BADGE, { label: 'Overdue', tone: 'danger' }] : [RETURNED_BADGE];
  return [overdue ? { label: 'Overdue', tone: 'danger' } : { label: 'On Time', tone: 'success' }];
}

/** Returned tasks come first so a rework is never missed; otherwise the server's order (by deadline) stands. */
export function finishOrder<T extends { reworkCount?: number }>(items: readonly T[]): T[] {
  return [...items.filter(isReturnedForRework), ...items.filter((item) => !isReturnedForRework(item))];
}

function timeOrNull(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** Oldest hand-in first, so a new submission never pushes an older one out of sight; unknown times last. */
export function reviewOrder<T extends { dateSubmitted?: string | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, at: timeOrNull(item.dateSubmitted) }))
    .sort((a, b) => {
      if (a.at === null || b.at === null) return (a.at === null ? 1 : 0) - (b.at === null ? 1 : 0) || a.index - b.index;
      return a.at - b.at || a.index - b.index;
    })
    .map(({ item }) => item);
}

/**
 * Whether a file came with the latest hand-in (uploaded at or after it), as opposed to an
 * earlier one; unknown when either time is missing.
 */
export function isFromLatestSubmission(file: { dateUploaded?: string | null }, dateSubmitted: string | null | undefined): boolean | null {
  const uploaded = timeOrNull(file.dateUploaded);
  const submitted = timeOrNull(dateSubmitted);
  if (uploaded === null || submitted === null) return null;
  return uploaded >= submitted;
}

/** How many of a Staff member's next tasks the dashboard lists above its counts. */
export const NEXT_TASKS_SHOWN = 3;
