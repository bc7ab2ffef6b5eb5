import type { BadgeTone } from './tones';
import { isTaskOverdue, summaryStatusName, taskStatusNameTone } from './status';
import { check, firstMessage } from './schemas/parse';
import { COMMENT_REQUIRED, commentSchema } from './schemas/review';

/** Spec §5 and §8 messages of the review loop, shown exactly as written. */
export { COMMENT_REQUIRED };
export const USER_DATA_MISSING = 'User data not found. Please log in again.';
export const USER_ID_MISSING = 'User ID not found. Please log in again.';

/** Spec §9: My Jobs shows 10 a page with 2 page numbers either side of the current one. */
export const MY_JOBS_PAGE_SIZE = 10;
export const MY_JOBS_PAGE_RADIUS = 2;
/** Spec §9: the pending list shows 10 a page and at most 5 page numbers. */
export const PENDING_PAGE_SIZE = 10;
export const PENDING_PAGE_NUMBERS = 5;
/** Spec §4, §9: the submit-task success message stays 2 seconds before the modal closes. */
export const SUBMIT_SUCCESS_MS = 2000;

/** A comment counts only once surrounding spaces are gone (spec §5). */
export function isCommentBlank(comment: string): boolean {
  return comment.trim().length === 0;
}

/** The comment's message under the server's own rule (required, at most 2,000 characters), or null. */
export function commentError(comment: string): string | null {
  return firstMessage(check(commentSchema, comment));
}

/** Submit task (spec §5): the comment first, then the signed-in user. */
export function submissionError(comment: string, userId: number | null): string | null {
  const problem = commentError(comment);
  if (problem) return problem;
  if (userId === null) return USER_DATA_MISSING;
  return null;
}

export type ReviewDecisionKind = 'approve' | 'reject';

/** Approve / reject (spec §5): a reviewer must be signed in, and the comment must not be blank. */
export function decisionErrors(values: { comment: string; reviewerId: number | null }): { comment?: string; reviewerId?: string } {
  if (values.reviewerId === null) return { reviewerId: USER_ID_MISSING };
  const problem = commentError(values.comment);
  return problem ? { comment: problem } : {};
}

export interface PendingBadge {
  label: 'Overdue' | 'Pending Review';
  tone: BadgeTone;
}

/** Spec §4: on the pending screen a task past its deadline reads Overdue, else Pending Review. */
export function pendingBadge(taskEndDate: string | null | undefined, now: Date = new Date()): PendingBadge {
  return isTaskOverdue(taskEndDate, now) ? { label: 'Overdue', tone: 'danger' } : { label: 'Pending Review', tone: 'warning' };
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
 * Verified read as Completed (spec §4), in first-seen order.
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

/** Where a task stands in the review flow of spec §4. */
export type ReviewStage = 'inProgress' | 'pendingReview' | 'verified';

export function reviewStageOf(task: { statusName: string; isVerified?: boolean }): ReviewStage {
  if (task.isVerified || task.statusName.trim().toLowerCase() === 'verified') return 'verified';
  if (task.statusName.trim().toLowerCase() === 'pending') return 'pendingReview';
  return 'inProgress';
}
