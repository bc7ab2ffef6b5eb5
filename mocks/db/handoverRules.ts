/**
 * Nothing stranded (docs/behaviour.md §4 "Nothing stranded"): what a user holds that nobody else
 * can move on, handing it to someone else, and the refusals of a change that would leave it
 * with nobody. Like rules.ts, every check comes before the first write.
 */
import type { Holdings, HeldTask } from '../../src/api/extensions';
import type { TaskHandoverInput, UserHandoverInput } from '../../src/domain/schemas/handover';
import { HANDOVER_MESSAGES } from '../../src/domain/schemas/handover';
import { isAdminType, roleRefusal } from '../../src/domain/roles';
import type { Db, TaskRecord, UserRecord } from './schema';
import { RULE_MESSAGES, canReview, findJob, findTask, type Outcome } from './rules';
import { appendTrail } from './trail';

export const STRANDED_MESSAGES = {
  verified: 'This task has been verified and cannot be handed over.',
  notAssigned: 'This task has not been assigned yet. Assign it on the Assign screen.',
  assigneeInReview: 'This task is awaiting review: its reviewers can change, its assignee cannot.',
  assigneeNotWorking: 'The new assignee must be an active, unlocked user.',
  reviewerNotWorking: 'Reviewers must be active, unlocked users.',
  sameUser: 'Choose someone else to take it over.',
  notDeactivated: 'Only a deactivated user can be reactivated.',
} as const;

/** The handover of everything a user holds names the task that cannot take the new person. */
export const assigneeReviewsTask = (taskName: string): string => `The assignee cannot review their own task: "${taskName}".`;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Someone who can sign in and work: active, not locked, not deleted. */
export function isWorking(user: UserRecord | undefined): user is UserRecord {
  return user !== undefined && user.active && !user.isLocked && !user.deleted;
}

const userById = (db: Db, id: number): UserRecord | undefined => db.users.find((u) => u.id === id);

/** A reviewer who can decide today: working, and an Admin or Super Admin. */
const decidesToday = (db: Db, id: number): boolean => {
  const user = userById(db, id);
  return isWorking(user) && canReview(user);
};

/** Unverified tasks `userId` reviews with no other reviewer who can decide them. */
function onlyReviewerTasks(db: Db, userId: number): TaskRecord[] {
  return db.tasks.filter(
    (t) =>
      !t.isVerified &&
      t.assigneeId !== null &&
      t.reviewerIds.includes(userId) &&
      !t.reviewerIds.some((id) => id !== userId && decidesToday(db, id)),
  );
}

/** Assigned tasks `userId` has not handed in (awaiting review is not theirs to move on). */
function openAssigneeTasks(db: Db, userId: number): TaskRecord[] {
  return db.tasks.filter((t) => t.assigneeId === userId && !t.isVerified && t.statusName !== 'Pending');
}

function held(db: Db, task: TaskRecord): HeldTask {
  return {
    taskId: task.id,
    taskName: task.taskName,
    jobId: task.jobId,
    jobName: findJob(db, task.jobId)?.jobName ?? '',
    statusName: task.statusName,
  };
}

export function holdingsOf(db: Db, userId: number): Holdings {
  return {
    onlyReviewerOf: onlyReviewerTasks(db, userId).map((t) => held(db, t)),
    assigneeOf: openAssigneeTasks(db, userId).map((t) => held(db, t)),
  };
}

/** "the only reviewer of 3 tasks and the assignee of 2 open tasks", or '' when nothing is held. */
export function holdingsPhrase(reviewer: number, assignee: number): string {
  const parts = [
    ...(reviewer > 0 ? [`the only reviewer of ${plural(reviewer, 'task', 'tasks')}`] : []),
    ...(assignee > 0 ? [`the assignee of ${plural(assignee, 'open task', 'open tasks')}`] : []),
  ];
  return parts.join(' and ');
}

const handOverFirst = (phrase: string): string => `This user is ${phrase}. Hand them over first.`;

/**
 * Why deactivating or deleting `target` is refused: they still hold work nobody else can move
 * on (docs/decisions/026-hand-over-before-an-account-leaves.md). The role rules answer first, in
 * their own words (mocks/db/userRules.ts), so this speaks only for a change they allow.
 */
export function leavingRefusal(db: Db, caller: UserRecord, target: UserRecord): string | null {
  if (target.id === caller.id || roleRefusal(caller, target, null)) return null;
  const phrase = holdingsPhrase(onlyReviewerTasks(db, target.id).length, openAssigneeTasks(db, target.id).length);
  return phrase ? handOverFirst(phrase) : null;
}

/** Why making `target` Staff is refused: Staff do not review, so their only-reviewer tasks would wait for nobody. */
export function demotionRefusal(db: Db, caller: UserRecord, target: UserRecord, userType: number): string | null {
  if (!isAdminType(target.userType) || isAdminType(userType) || !db.userTypes.some((t) => t.id === userType)) return null;
  if (roleRefusal(caller, target, userType)) return null;
  const phrase = holdingsPhrase(onlyReviewerTasks(db, target.id).length, 0);
  return phrase ? handOverFirst(phrase) : null;
}

/** The refusal of a new assignee for `task`, or null. */
function assigneeProblem(db: Db, assigneeId: number, reviewerIds: readonly number[]): string | null {
  if (!isWorking(userById(db, assigneeId))) return STRANDED_MESSAGES.assigneeNotWorking;
  if (reviewerIds.includes(assigneeId)) return RULE_MESSAGES.assigneeReviews;
  return null;
}

/** The refusal of new reviewers, or null: working Admins and Super Admins, never the assignee. */
function reviewersProblem(db: Db, reviewerIds: readonly number[], assigneeId: number | null): string | null {
  const reviewers = reviewerIds.map((id) => userById(db, id));
  if (reviewers.some((r) => !isWorking(r))) return STRANDED_MESSAGES.reviewerNotWorking;
  if (reviewers.some((r) => r && !canReview(r))) return RULE_MESSAGES.reviewerNotAdmin;
  if (assigneeId !== null && reviewerIds.includes(assigneeId)) return RULE_MESSAGES.assigneeReviews;
  return null;
}

/**
 * One task's new assignee and/or reviewers. A verified task is done; a task awaiting review
 * keeps the work that was handed in, so only its reviewers change; an unassigned task is
 * assigned on the Assign screen.
 */
export function handOverTask(db: Db, input: TaskHandoverInput, actor: UserRecord): Outcome<TaskRecord> {
  const task = findTask(db, input.taskId);
  if (!task) return { ok: false, message: HANDOVER_MESSAGES.taskNotFound };
  if (task.isVerified) return { ok: false, message: STRANDED_MESSAGES.verified };
  if (task.assigneeId === null) return { ok: false, message: STRANDED_MESSAGES.notAssigned };
  if (input.assigneeId !== undefined && task.statusName === 'Pending') return { ok: false, message: STRANDED_MESSAGES.assigneeInReview };
  const reviewerIds = input.reviewerIds ? [...new Set(input.reviewerIds)] : task.reviewerIds;
  const assigneeId = input.assigneeId ?? task.assigneeId;
  const problem =
    (input.assigneeId !== undefined ? assigneeProblem(db, assigneeId, reviewerIds) : null) ??
    (input.reviewerIds ? reviewersProblem(db, reviewerIds, assigneeId) : null);
  if (problem) return { ok: false, message: problem };
  Object.assign(task, { assigneeId, reviewerIds });
  recordHandover(db, task, actor);
  const job = findJob(db, task.jobId);
  if (job) job.lastModifiedBy = actor.id;
  return { ok: true, value: task };
}

/** The trail keeps every change of assignee or reviewers (docs/behaviour.md §4 "Sign-off trail"). */
function recordHandover(db: Db, task: TaskRecord, actor: UserRecord): void {
  appendTrail(db, { taskId: task.id, kind: 'handedOver', by: actor.id, assigneeId: task.assigneeId, reviewerIds: task.reviewerIds });
}

/**
 * Everything `userId` holds, handed over in one call: each task they are the only working
 * reviewer of gets `reviewerId` in their place, each open task of theirs goes to `assigneeId`.
 * A task that cannot take the new person (its assignee would review it) is named in the refusal.
 */
export function handOverHoldings(
  db: Db,
  input: UserHandoverInput,
  actor: UserRecord,
): Outcome<{ reviewerTasks: number; assigneeTasks: number }> {
  const leaving = userById(db, input.userId);
  if (!leaving || leaving.deleted) return { ok: false, message: HANDOVER_MESSAGES.userNotFound };
  if (input.reviewerId === leaving.id || input.assigneeId === leaving.id) return { ok: false, message: STRANDED_MESSAGES.sameUser };
  const reviewing = input.reviewerId === undefined ? [] : onlyReviewerTasks(db, leaving.id);
  const working = input.assigneeId === undefined ? [] : openAssigneeTasks(db, leaving.id);
  const { reviewerId, assigneeId } = input;
  // The two lists never share a task: nobody reviews a task they are the assignee of.
  if (reviewerId !== undefined) {
    const problem = reviewersProblem(db, [reviewerId], null);
    if (problem) return { ok: false, message: problem };
    const own = reviewing.find((t) => t.assigneeId === reviewerId);
    if (own) return { ok: false, message: assigneeReviewsTask(own.taskName) };
  }
  if (assigneeId !== undefined) {
    if (!isWorking(userById(db, assigneeId))) return { ok: false, message: STRANDED_MESSAGES.assigneeNotWorking };
    const own = working.find((t) => t.reviewerIds.includes(assigneeId));
    if (own) return { ok: false, message: assigneeReviewsTask(own.taskName) };
  }
  if (reviewerId !== undefined)
    for (const task of reviewing) {
      task.reviewerIds = [...task.reviewerIds.filter((id) => id !== leaving.id && id !== reviewerId), reviewerId];
      recordHandover(db, task, actor);
    }
  if (assigneeId !== undefined)
    for (const task of working) {
      task.assigneeId = assigneeId;
      recordHandover(db, task, actor);
    }
  return { ok: true, value: { reviewerTasks: reviewing.length, assigneeTasks: working.length } };
}

/** A deactivated (not deleted) account can sign in and be chosen for work again. */
export function reactivationProblem(target: UserRecord): string | null {
  return target.active ? STRANDED_MESSAGES.notDeactivated : null;
}
