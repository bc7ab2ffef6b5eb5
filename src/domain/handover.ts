/**
 * Nothing stranded (docs/behaviour.md §4 "Nothing stranded"): how what a user holds is said,
 * and who may take it over. Pure rules, shared by the users screen and Job Details.
 */
import type { Holdings } from '../api/extensions';
import type { Task, UserOption } from '../api/types';
import { canBeChosen } from './assign';
import { isAdminType } from './roles';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "Only reviewer of 3 tasks, assignee of 2 open tasks"; '' when they hold nothing. */
export function holdingsSummary(holdings: Holdings): string {
  const parts = [
    ...(holdings.onlyReviewerOf.length > 0 ? [`only reviewer of ${count(holdings.onlyReviewerOf.length, 'task', 'tasks')}`] : []),
    ...(holdings.assigneeOf.length > 0 ? [`assignee of ${count(holdings.assigneeOf.length, 'open task', 'open tasks')}`] : []),
  ].join(', ');
  return parts ? parts[0].toUpperCase() + parts.slice(1) : '';
}

/** What must be handed over before the user may leave: a new reviewer, a new assignee, or both. */
export function handoverNeeds(holdings: Holdings | null): { reviewer: boolean; assignee: boolean } {
  return { reviewer: (holdings?.onlyReviewerOf.length ?? 0) > 0, assignee: (holdings?.assigneeOf.length ?? 0) > 0 };
}

/** Who may take over the reviews: working Admins and Super Admins other than the one leaving. */
export function takeoverReviewers(people: readonly UserOption[], leavingId: number): UserOption[] {
  return people.filter((u) => u.id !== leavingId && canBeChosen(u) && isAdminType(u.userType));
}

/** Who may take over the open tasks: any working user other than the one leaving. */
export function takeoverAssignees(people: readonly UserOption[], leavingId: number): UserOption[] {
  return people.filter((u) => u.id !== leavingId && canBeChosen(u));
}

/**
 * The choices still open once what the user holds is read again (after a failed change): a
 * choice no longer needed, or of someone no longer offered, is dropped, so what is sent is
 * what the dialog shows.
 */
export function keptChoices(
  handover: { reviewerId: number | null; assigneeId: number | null },
  holdings: Holdings,
  people: readonly UserOption[],
  leavingId: number,
): { reviewerId: number | null; assigneeId: number | null } {
  const needs = handoverNeeds(holdings);
  const offered = (id: number | null, among: readonly UserOption[]) => (id !== null && among.some((u) => u.id === id) ? id : null);
  return {
    reviewerId: needs.reviewer ? offered(handover.reviewerId, takeoverReviewers(people, leavingId)) : null,
    assigneeId: needs.assignee ? offered(handover.assigneeId, takeoverAssignees(people, leavingId)) : null,
  };
}

/** Shown in the dialog when the server cannot hand work over (docs/api-extensions.md). */
export const HANDOVER_UNAVAILABLE = 'Handing work over is not available on this server.';

/** Shown above the pickers while a choice is missing. */
export const CHOOSE_TAKEOVER = 'Choose who takes it over before going on.';

/* ---------- one task on Job Details ---------- */

/** What the Job Details handover changes: the reviewers, or the assignee. */
export type TaskHandoverMode = 'reviewers' | 'assignee';

export interface TaskHandoverValues {
  mode: TaskHandoverMode;
  /** The new assignee's id as the picker names it; '' until one is chosen. */
  assigneeId: string;
  reviewerIds: number[];
}

export const EMPTY_TASK_HANDOVER: TaskHandoverValues = { mode: 'reviewers', assigneeId: '', reviewerIds: [] };

type HandoverTask = Pick<Task, 'isAssigned' | 'isVerified' | 'statusName' | 'userTasks'> & { reviewerList?: Task['reviewerList'] };

/** A task whose reviewers may change: assigned and not verified (awaiting review or not yet handed in). */
export const mayChangeReviewers = (task: HandoverTask): boolean => task.isAssigned && !task.isVerified;

/** A task whose assignee may change: assigned, not verified, and not awaiting review (the work handed in stays theirs). */
export const mayChangeAssignee = (task: HandoverTask): boolean => mayChangeReviewers(task) && task.statusName !== 'Pending';

export const assigneeIdOf = (task: HandoverTask): number | null => task.userTasks[0]?.id ?? null;

export const reviewerIdsOf = (task: HandoverTask): number[] => (task.reviewerList ?? []).map((r) => r.id);

/** The form as it opens on `task`: its reviewers ticked, or no new assignee yet. */
export function handoverValuesFor(task: HandoverTask, mode: TaskHandoverMode): TaskHandoverValues {
  return { mode, assigneeId: '', reviewerIds: mode === 'reviewers' ? reviewerIdsOf(task) : [] };
}

/** Who may review `task`: working Admins and Super Admins, never its assignee. */
export const reviewerChoicesFor = (people: readonly UserOption[], task: HandoverTask): UserOption[] =>
  takeoverReviewers(people, assigneeIdOf(task) ?? 0);

/** Who may take `task` over: any working user but its assignee and its reviewers. */
export const assigneeChoicesFor = (people: readonly UserOption[], task: HandoverTask): UserOption[] => {
  const reviewers = reviewerIdsOf(task);
  return takeoverAssignees(people, assigneeIdOf(task) ?? 0).filter((u) => !reviewers.includes(u.id));
};

export const TASK_HANDOVER_MESSAGES = {
  noReviewer: 'We need at least one reviewer for the task.',
  noAssignee: 'You need to assign someone to the task.',
  assigneeReviews: 'The assignee cannot review their own task.',
  unavailable: "Changing a task's reviewer or assignee is not available on this server.",
} as const;

/** The form's checks (docs/behaviour.md §4 "Nothing stranded"); the server makes them again. */
export function validateTaskHandover(
  values: TaskHandoverValues,
  task: HandoverTask | null,
): Partial<Record<'assigneeId' | 'reviewerIds', string>> {
  if (values.mode === 'reviewers') {
    if (values.reviewerIds.length === 0) return { reviewerIds: TASK_HANDOVER_MESSAGES.noReviewer };
    const assignee = task ? assigneeIdOf(task) : null;
    if (assignee !== null && values.reviewerIds.includes(assignee)) return { reviewerIds: TASK_HANDOVER_MESSAGES.assigneeReviews };
    return {};
  }
  if (values.assigneeId === '') return { assigneeId: TASK_HANDOVER_MESSAGES.noAssignee };
  if (task && reviewerIdsOf(task).includes(Number(values.assigneeId))) return { assigneeId: TASK_HANDOVER_MESSAGES.assigneeReviews };
  return {};
}

/** Ticks or unticks one reviewer, keeping the order they were ticked in. */
export function toggledReviewers(reviewerIds: readonly number[], userId: number, checked: boolean): number[] {
  const rest = reviewerIds.filter((id) => id !== userId);
  return checked ? [...rest, userId] : rest;
}

/* ---------- making an Admin Staff ---------- */

/** The user form makes `subject`, an Admin or Super Admin, Staff. */
export function isDemotion(subject: { userType: number } | null, values: { userType: string }): boolean {
  return subject !== null && isAdminType(subject.userType) && values.userType !== '' && !isAdminType(Number(values.userType));
}

/** The reviewer to hand `subject`'s reviews to before they are made Staff, or null when there is none to send. */
export function demotionHandover(
  subject: { userType: number } | null,
  values: { userType: string; handoverReviewerId?: string },
): number | null {
  return isDemotion(subject, values) && values.handoverReviewerId ? Number(values.handoverReviewerId) : null;
}
