import type { AssignmentPayload, JobOption, NamedRef, OptionItem, UserOption } from '../api/types';

import { isDateText } from './schemas/fields';
import { ASSIGN_MESSAGES } from './schemas/review';
import { USER_TYPE, isAdminType } from './roles';

/** docs/behaviour.md §5 Assign form messages, word for word; the server's assignment schema uses them too. */
export { ASSIGN_MESSAGES };

export type AssignProblem = keyof typeof ASSIGN_MESSAGES;

/** The order the spec lists the checks in (the date rule once both dates are given); the first failing one is the one shown. */
export const ASSIGN_PROBLEM_ORDER: readonly AssignProblem[] = [
  'noTask',
  'noAssignee',
  'missingDates',
  'badDate',
  'startAfterEnd',
  'noReviewer',
  'endInPast',
  'beforeJobStart',
  'afterJobEnd',
];

/** docs/behaviour.md §8. */
export const ASSIGN_FAILED = 'Failed to assign task';
export const INITIAL_DATA_FAILED = 'Failed to load initial data';

/** docs/behaviour.md §9: the assign success message stays for 3 seconds. */
export const ASSIGN_SUCCESS_MS = 3000;

export const ASSIGN_SUCCESS_MESSAGE = 'Task assigned successfully. The assignee and the reviewers have been notified.';

/**
 * Who may be assigned (docs/behaviour.md §5, docs/decisions/034-assignees-by-role.md): people of
 * the chosen role only; a Super Admin (type 3) whatever the job type, Staff (type 1) only when
 * their job type label is the chosen job type, any other type whatever the job type.
 */
export function assigneeOptions(users: readonly UserOption[], jobTypeLabel: string | null, roleId: number | null): UserOption[] {
  return users.filter(canBeChosen).filter((u) => {
    if (roleId === null || u.userType !== roleId) return false;
    if (u.userType === USER_TYPE.staff) return jobTypeLabel !== null && sameLabel(u.jobType, jobTypeLabel);
    return true;
  });
}

function sameLabel(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Reviewers are those who can open Pending Jobs to Approve, Admins and Super Admins; the assignee never reviews their own task. */
export function reviewerOptions(users: readonly UserOption[], assigneeId: number | null): UserOption[] {
  return users.filter((u) => canBeChosen(u) && u.id !== assigneeId && isAdminType(u.userType));
}

/**
 * A locked or deactivated person is never offered where someone is chosen; the server's
 * list leaves them out already, this holds when a server sends them with their state.
 */
export function canBeChosen(user: Pick<UserOption, 'isLocked' | 'active'>): boolean {
  return user.isLocked !== true && (user.active === undefined || user.active === 1);
}

/** Reviewers picked before the assignee changed lose the new assignee. */
export function withoutAssignee(reviewerIds: readonly number[], assigneeId: number | null): number[] {
  return reviewerIds.filter((id) => id !== assigneeId);
}

/** Adds or removes one reviewer, keeping the order they were picked in. */
export function toggleReviewer(reviewerIds: readonly number[], userId: number, checked: boolean): number[] {
  const rest = reviewerIds.filter((id) => id !== userId);
  return checked ? [...rest, userId] : rest;
}

export interface AssignDraft {
  taskId: number | null;
  assigneeId: number | null;
  reviewerIds: readonly number[];
  /** Local date-time text of the inputs ('YYYY-MM-DDTHH:mm'), '' when empty. */
  startDate: string;
  endDate: string;
  /** The chosen job, whose dateIn/dateOut bound the task dates. */
  job: Pick<JobOption, 'dateIn' | 'dateOut'> | null;
}

/** Milliseconds of a date input's text, or null when empty or unreadable. */
export function parseInputDate(value: string): number | null {
  if (!value.trim()) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The first problem of the draft in spec order, or null when it may be sent. */
export function assignProblem(draft: AssignDraft, now: number): AssignProblem | null {
  if (draft.taskId === null) return 'noTask';
  if (draft.assigneeId === null) return 'noAssignee';
  const start = parseInputDate(draft.startDate);
  const end = parseInputDate(draft.endDate);
  if (start === null || end === null) return 'missingDates';
  // The one date rule of the server's assignment schema (src/domain/schemas/fields.ts).
  if (!isDateText(draft.startDate.trim()) || !isDateText(draft.endDate.trim())) return 'badDate';
  if (start > end) return 'startAfterEnd';
  if (draft.reviewerIds.length === 0) return 'noReviewer';
  if (end < now) return 'endInPast';
  const jobStart = draft.job ? Date.parse(draft.job.dateIn) : Number.NaN;
  const jobEnd = draft.job ? Date.parse(draft.job.dateOut) : Number.NaN;
  // start <= end here, so the start alone decides "before" and the end alone decides "after".
  if (!Number.isNaN(jobStart) && start < jobStart) return 'beforeJobStart';
  if (!Number.isNaN(jobEnd) && end > jobEnd) return 'afterJobEnd';
  return null;
}

export function assignMessage(draft: AssignDraft, now: number): string | null {
  const problem = assignProblem(draft, now);
  return problem ? ASSIGN_MESSAGES[problem] : null;
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm', local time) as the ISO text the server wants. */
export function inputDateToIso(value: string): string {
  const ms = parseInputDate(value);
  if (ms === null) throw new RangeError(`Not a date: ${value}`);
  return new Date(ms).toISOString();
}

/** An ISO date as a datetime-local value in local time, for min/max of the inputs. */
export function isoToInputDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface AssignmentParts {
  taskId: number;
  jobId: number;
  startDate: string;
  endDate: string;
  currentUserId: number;
  assignee: UserOption;
  reviewers: readonly UserOption[];
}

const ref = (u: UserOption): NamedRef => ({ id: u.id, name: u.name });

/** docs/behaviour.md §3 assignment payload: ISO dates, the signed-in user as creator, one assignee. */
export function buildAssignmentPayload(parts: AssignmentParts): AssignmentPayload {
  return {
    id: parts.taskId,
    jobId: parts.jobId,
    startDate: inputDateToIso(parts.startDate),
    endDate: inputDateToIso(parts.endDate),
    createdBy: parts.currentUserId,
    userList: [ref(parts.assignee)],
    reviewerList: parts.reviewers.map(ref),
  };
}

/**
 * Whether a searched job still has a task nobody is assigned to. An answer that carries the
 * job's counts (as the jobs list's items do) decides; one without them is offered, and its
 * task step says when every task is taken (docs/decisions/034-assignees-by-role.md).
 */
export function hasUnassignedTasks(item: { taskCount?: number | null; taskAssigned?: number | null }): boolean {
  if (typeof item.taskCount !== 'number' || typeof item.taskAssigned !== 'number') return true;
  return item.taskAssigned < item.taskCount;
}

/**
 * The jobs whose name or number contains the typed text (case and surrounding spaces ignored);
 * the chosen job stays offered so the select keeps showing it.
 */
export function jobsMatching<J extends Pick<JobOption, 'value' | 'label' | 'jobNumber'>>(
  jobs: readonly J[],
  text: string,
  chosenId: number | null,
): J[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...jobs];
  return jobs.filter((j) => j.value === chosenId || j.label.toLowerCase().includes(wanted) || j.jobNumber.toLowerCase().includes(wanted));
}

/** Label of an option by value, or null when it is not among the options. */
export function optionLabel(options: readonly OptionItem[], value: number | null): string | null {
  return options.find((o) => o.value === value)?.label ?? null;
}
