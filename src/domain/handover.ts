/**
 * Nothing stranded (docs/behaviour.md §4 "Nothing stranded"): how what a user holds is said,
 * and who may take it over. Pure rules, shared by the users screen and Job Details.
 */
import type { Holdings } from '../api/extensions';
import type { UserOption } from '../api/types';
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
