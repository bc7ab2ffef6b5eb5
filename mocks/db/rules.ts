/**
 * The business rules of docs/design.md §3 as operations on the db: job and task lifecycle.
 * Each takes a body its schema has already parsed (src/domain/schemas), makes every check
 * first and writes only when all pass, so a refused request changes nothing. Each returns
 * the changed record or the reason it was refused (shown as responseDescription).
 */
import type { JobFields, JobUpdateInput, NewTaskInput } from '../../src/domain/schemas/jobs';
import { ASSIGN_MESSAGES, reworkDateProblem, type AssignmentInput, type SubmissionInput } from '../../src/domain/schemas/review';
import type { Db, JobRecord, TaskRecord, UserRecord } from './schema';
import { isAdminType } from '../../src/domain/roles';
import { jobNumberOf, taskNumberOf } from './recordNumbers';
import { SIGN_OFF_MESSAGES, levelAwaited, levelsFor, segregationRefusal } from '../../src/domain/signOff';
import { appendTrail, progressOfTask, reworkCountOf } from './trail';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refuse = <T>(message: string): Outcome<T> => ({ ok: false, message });
const nowIso = (): string => new Date().toISOString();

/** Refusals the forms cannot produce themselves; the screens show them as the server words them. */
export const RULE_MESSAGES = {
  jobNotFound: 'Job not found',
  taskNotFound: 'Task not found',
  selectClient: 'Please select a client',
  selectJobType: 'Please select a job type',
  tasksOutsideDates: "The job's dates must still include the dates of its assigned tasks. Change those tasks first.",
  taskVerified: 'This task has been verified and can no longer be assigned.',
  taskInReview: 'This task is awaiting review and cannot be assigned again.',
  taskTaken: 'This task has already been assigned by someone else. Choose another task.',
  reviewerNotAdmin: 'Reviewers must be Admins or Super Admins.',
  assigneeReviews: 'The assignee cannot review their own task.',
  notYourTask: 'This task is not assigned to you',
  alreadySubmitted: 'This task has already been submitted',
  filesRequired: "This task's checklist asks for its files. Attach at least one file.",
  notAwaitingReview: 'This task is not awaiting review',
  notReviewer: 'You are not a reviewer of this task',
  ownTask: 'You cannot review your own task.',
  actorNotWorking: 'Your account is locked or deactivated. Please contact your administrator.',
  jobHasHistory: 'This job has review history and cannot be deleted.',
} as const;

export function findJob(db: Db, id: number): JobRecord | undefined {
  return db.jobs.find((j) => j.id === id);
}

export function findTask(db: Db, id: number): TaskRecord | undefined {
  return db.tasks.find((t) => t.id === id);
}

/** Reviewers are the people who can open Pending Jobs to Approve (docs/decisions/006-reviewers-are-admins.md). */
export const canReview = (user: UserRecord): boolean => isAdminType(user.userType);

/** Someone who can sign in and work: active, not locked, not deleted. */
function workingUser(db: Db, id: number): UserRecord | undefined {
  return db.users.find((u) => u.id === id && u.active && !u.isLocked && !u.deleted);
}

/**
 * The client must exist and be active; a job may keep the client it already has after that
 * client was deleted (docs/decisions/012-jobs-of-deleted-clients-and-job-dates.md).
 */
function referencesProblem(db: Db, p: JobFields, keptClientId: number | null): string | null {
  const client = db.clients.find((c) => c.id === p.clientId);
  if (!client || (!client.active && client.id !== keptClientId)) return RULE_MESSAGES.selectClient;
  if (!db.jobTypes.some((t) => t.id === p.jobTypeId)) return RULE_MESSAGES.selectJobType;
  return null;
}

export function addJob(db: Db, payload: JobFields, actor: UserRecord): Outcome<JobRecord> {
  const problem = referencesProblem(db, payload, null);
  if (problem) return refuse(problem);
  const id = db.nextId.job++;
  const job: JobRecord = {
    id,
    jobName: payload.jobName,
    jobNumber: jobNumberOf(id),
    jobDescription: payload.jobDescription,
    clientId: payload.clientId,
    jobTypeId: payload.jobTypeId,
    statusId: 1,
    dateIn: new Date(payload.dateIn).toISOString(),
    dateOut: new Date(payload.dateOut).toISOString(),
    dateCreated: nowIso(),
    dateFinished: null,
    createdBy: actor.id,
    lastModifiedBy: actor.id,
  };
  db.jobs.push(job);
  return ok(job);
}

/** Tasks of the job whose dates would fall outside [dateIn, dateOut]. */
function tasksOutside(db: Db, jobId: number, dateIn: number, dateOut: number): TaskRecord[] {
  return db.tasks.filter(
    (t) =>
      t.jobId === jobId &&
      t.startDate !== null &&
      t.endDate !== null &&
      (Date.parse(t.startDate) < dateIn || Date.parse(t.endDate) > dateOut),
  );
}

/**
 * A job's status follows its tasks (refreshJobStatus), never the payload: the edit form shows
 * it read-only and sends it back unchanged, so a `statusId` in the body is ignored
 * (docs/decisions/030-job-status-follows-its-tasks.md).
 */
export function updateJob(db: Db, payload: JobUpdateInput, actor: UserRecord): Outcome<JobRecord> {
  const job = findJob(db, payload.id);
  if (!job) return refuse(RULE_MESSAGES.jobNotFound);
  const problem = referencesProblem(db, payload, job.clientId);
  if (problem) return refuse(problem);
  const dateIn = Date.parse(payload.dateIn);
  const dateOut = Date.parse(payload.dateOut);
  if (tasksOutside(db, job.id, dateIn, dateOut).length > 0) return refuse(RULE_MESSAGES.tasksOutsideDates);
  Object.assign(job, {
    jobName: payload.jobName,
    jobDescription: payload.jobDescription,
    clientId: payload.clientId,
    jobTypeId: payload.jobTypeId,
    dateIn: new Date(dateIn).toISOString(),
    dateOut: new Date(dateOut).toISOString(),
    lastModifiedBy: actor.id,
  });
  return ok(job);
}

/** A task that was handed in, decided or commented on: its trail must outlive any tidy-up. */
export function hasReviewHistory(db: Db, task: TaskRecord): boolean {
  return task.dateFinished !== null || task.isVerified || reworkCountOf(db, task.id) > 0 || db.comments.some((c) => c.taskId === task.id);
}

/** A job whose tasks carry a review trail is kept (docs/decisions/028-jobs-with-review-history-are-kept.md). */
export function deleteJob(db: Db, id: number): Outcome<null> {
  if (!findJob(db, id)) return refuse(RULE_MESSAGES.jobNotFound);
  if (db.tasks.some((t) => t.jobId === id && hasReviewHistory(db, t))) return refuse(RULE_MESSAGES.jobHasHistory);
  const taskIds = new Set(db.tasks.filter((t) => t.jobId === id).map((t) => t.id));
  db.jobs = db.jobs.filter((j) => j.id !== id);
  db.tasks = db.tasks.filter((t) => t.jobId !== id);
  db.comments = db.comments.filter((c) => !taskIds.has(c.taskId));
  return ok(null);
}

/** A job is Active while any task is unverified; its last verification makes it Verified. */
export function refreshJobStatus(db: Db, jobId: number): void {
  const job = findJob(db, jobId);
  if (!job) return;
  const tasks = db.tasks.filter((t) => t.jobId === jobId);
  const allVerified = tasks.length > 0 && tasks.every((t) => t.isVerified);
  if (!allVerified) {
    job.statusId = 1;
    job.dateFinished = null;
  } else if (job.statusId === 1) {
    job.statusId = 3;
    job.dateFinished = nowIso();
  }
}

export function addTask(db: Db, payload: NewTaskInput, actor: UserRecord): Outcome<TaskRecord> {
  const job = findJob(db, payload.jobId);
  if (!job) return refuse(RULE_MESSAGES.jobNotFound);
  const id = db.nextId.task++;
  const task: TaskRecord = {
    id,
    taskName: payload.taskName,
    taskNumber: taskNumberOf(id),
    taskDescription: payload.taskDescription,
    jobId: job.id,
    statusName: 'Active',
    startDate: null,
    endDate: null,
    dateCreated: nowIso(),
    dateAssigned: null,
    dateFinished: null,
    dateVerified: null,
    isVerified: false,
    createdBy: actor.id,
    assignedBy: null,
    assigneeId: null,
    reviewerIds: [],
    finishedBy: null,
    verifiedBy: null,
    files: payload.taskFileList.map((f) => ({ id: db.nextId.upload++, fileName: f.fileName, url: f.url, dateUploaded: nowIso() })),
  };
  db.tasks.push(task);
  refreshJobStatus(db, job.id);
  return ok(task);
}

/**
 * A task is assigned once, while nobody has it (docs/behaviour.md §4): the Assign screen lists
 * only unassigned tasks, so a task assigned since the screen loaded it is refused rather than
 * silently taken from its assignee.
 */
function assignableProblem(task: TaskRecord): string | null {
  if (task.isVerified) return RULE_MESSAGES.taskVerified;
  if (task.statusName === 'Pending') return RULE_MESSAGES.taskInReview;
  if (task.assigneeId !== null) return RULE_MESSAGES.taskTaken;
  return null;
}

export function assignTask(db: Db, payload: AssignmentInput, actor: UserRecord): Outcome<TaskRecord> {
  const task = findTask(db, payload.id);
  if (!task || task.jobId !== payload.jobId) return refuse(RULE_MESSAGES.taskNotFound);
  const job = findJob(db, task.jobId);
  if (!job) return refuse(RULE_MESSAGES.jobNotFound);
  const taken = assignableProblem(task);
  if (taken) return refuse(taken);
  const assignee = workingUser(db, payload.userList[0].id);
  if (!assignee) return refuse('You need to assign someone to the task.');
  const reviewerIds = [...new Set(payload.reviewerList.map((r) => r.id))];
  if (reviewerIds.includes(assignee.id)) return refuse(RULE_MESSAGES.assigneeReviews);
  const reviewers = reviewerIds.map((id) => workingUser(db, id));
  if (reviewers.some((r) => !r)) return refuse('We need at least one reviewer for the task.');
  if (reviewers.some((r) => r && !canReview(r))) return refuse(RULE_MESSAGES.reviewerNotAdmin);
  const start = Date.parse(payload.startDate);
  const end = Date.parse(payload.endDate);
  // The Assign form's own check, in its order (src/domain/assign.ts assignProblem).
  if (end < Date.now()) return refuse(ASSIGN_MESSAGES.endInPast);
  if (start < Date.parse(job.dateIn)) return refuse('Selected Date cannot be Before the Job Start Date');
  if (end > Date.parse(job.dateOut)) return refuse('Selected Date cannot be After the Job End Date');
  Object.assign(task, {
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
    dateAssigned: nowIso(),
    assignedBy: actor.id,
    assigneeId: assignee.id,
    reviewerIds,
  });
  appendTrail(db, { taskId: task.id, kind: 'assigned', by: actor.id, assigneeId: assignee.id, reviewerIds });
  job.lastModifiedBy = actor.id;
  return ok(task);
}

function addComment(db: Db, taskId: number, comment: string, actor: UserRecord): void {
  db.comments.push({ id: db.nextId.comment++, taskId, comment, authorId: actor.id, dateCreated: nowIso() });
}

/**
 * Whether the task was planned from a checklist task that asks for files on submit; each hand-in
 * of it then brings at least one file of its own (docs/decisions/091-files-required-on-submit.md).
 */
const filesRequired = (db: Db, task: TaskRecord): boolean =>
  db.jobTemplates.some((link) => link.id === task.jobId && link.filesRequiredTaskIds.includes(task.id));

export function submitTask(db: Db, payload: SubmissionInput, actor: UserRecord): Outcome<TaskRecord> {
  const task = findTask(db, payload.taskId);
  if (!task) return refuse(RULE_MESSAGES.taskNotFound);
  if (task.assigneeId !== actor.id) return refuse(RULE_MESSAGES.notYourTask);
  if (task.statusName === 'Pending' || task.isVerified) return refuse(RULE_MESSAGES.alreadySubmitted);
  if (payload.taskFileList.length === 0 && filesRequired(db, task)) return refuse(RULE_MESSAGES.filesRequired);
  const at = nowIso();
  const files = payload.taskFileList.map((file) => ({ id: db.nextId.upload++, fileName: file.fileName, url: file.url, dateUploaded: at }));
  Object.assign(task, { dateFinished: at, finishedBy: actor.id, statusName: 'Pending', files: [...task.files, ...files] });
  addComment(db, task.id, payload.comment, actor);
  // The levels a submission needs are fixed when it is handed in (docs/decisions/039-second-sign-off-setting.md).
  const jobTypeId = findJob(db, task.jobId)?.jobTypeId ?? 0;
  appendTrail(
    db,
    {
      taskId: task.id,
      kind: 'submitted',
      by: actor.id,
      submission: progressOfTask(db, task.id).submission + 1,
      levels: levelsFor(db.signOff, jobTypeId),
      comment: payload.comment,
      files,
    },
    at,
  );
  return ok(task);
}

/**
 * The first sign-off: only the task's reviewers decide on it, and never on their own task; being
 * on the task's reviewer list is not enough: the reviewer must still be an Admin or Super Admin
 * and able to sign in at the moment they decide (docs/decisions/006-reviewers-are-admins.md).
 */
function firstLevelProblem(task: TaskRecord, actor: UserRecord): string | null {
  if (task.assigneeId === actor.id) return RULE_MESSAGES.ownTask;
  if (!task.reviewerIds.includes(actor.id)) return RULE_MESSAGES.notReviewer;
  if (!actor.active || actor.isLocked || actor.deleted) return RULE_MESSAGES.actorNotWorking;
  if (!canReview(actor)) return RULE_MESSAGES.reviewerNotAdmin;
  return null;
}

/**
 * The second sign-off (docs/behaviour.md §4 "Sign-off levels"): anyone of the roles the firm's
 * setting names, other than the preparer and whoever signed the first level of this submission.
 */
function secondLevelProblem(db: Db, task: TaskRecord, actor: UserRecord): string | null {
  const segregation = segregationRefusal(progressOfTask(db, task.id), actor.id);
  if (task.assigneeId === actor.id || segregation === 'preparer') return SIGN_OFF_MESSAGES.preparer;
  if (segregation === 'signedOtherLevel') return SIGN_OFF_MESSAGES.signedOtherLevel;
  if (!actor.active || actor.isLocked || actor.deleted) return RULE_MESSAGES.actorNotWorking;
  if (!canReview(actor) || !db.signOff.secondLevelRoles.includes(actor.userType)) return SIGN_OFF_MESSAGES.roleMayNotSign;
  return null;
}

interface Signing {
  task: TaskRecord;
  level: 1 | 2;
  submission: number;
  levels: number;
}

/** The task awaiting a sign-off `actor` may give, with the level it is; else the refusal. */
function signable(db: Db, task: TaskRecord | undefined, actor: UserRecord): Outcome<Signing> {
  if (!task) return refuse(RULE_MESSAGES.taskNotFound);
  if (task.statusName !== 'Pending') return refuse(RULE_MESSAGES.notAwaitingReview);
  const progress = progressOfTask(db, task.id);
  const level = levelAwaited(progress) ?? 1;
  const problem = level === 1 ? firstLevelProblem(task, actor) : secondLevelProblem(db, task, actor);
  if (problem) return refuse(problem);
  return ok({ task, level, submission: Math.max(1, progress.submission), levels: progress.levels });
}

/** Whether `user` is asked for the sign-off `task` awaits: the review queue holds such tasks. */
export function awaitsSignOffOf(db: Db, task: TaskRecord, user: UserRecord): boolean {
  if (task.statusName !== 'Pending') return false;
  const level = levelAwaited(progressOfTask(db, task.id)) ?? 1;
  if (level === 1) return task.reviewerIds.includes(user.id);
  return secondLevelProblem(db, task, user) === null;
}

/**
 * A sign-off at the level the task awaits; the last level verifies it, an earlier one leaves it
 * awaiting the next (docs/behaviour.md §4 "Sign-off levels").
 */
export function approveTask(db: Db, taskId: number, comment: string, actor: UserRecord): Outcome<TaskRecord> {
  const checked = signable(db, findTask(db, taskId), actor);
  if (!checked.ok) return checked;
  const { task, level, submission, levels } = checked.value;
  const at = nowIso();
  addComment(db, task.id, comment, actor);
  appendTrail(db, { taskId: task.id, kind: 'approved', by: actor.id, submission, level, comment }, at);
  if (level < levels) return ok(task);
  Object.assign(task, { isVerified: true, dateVerified: at, verifiedBy: actor.id, statusName: 'Verified' });
  refreshJobStatus(db, task.jobId);
  return ok(task);
}

/**
 * Sends the task back to its preparer from any level; with a new end date
 * (docs/decisions/036-return-with-a-new-deadline.md) the task's end date becomes it, so overdue
 * is read against it from then on (mocks/db/views.ts).
 */
export function reworkTask(
  db: Db,
  taskId: number,
  comment: string,
  actor: UserRecord,
  newEndDate: string | null = null,
): Outcome<TaskRecord> {
  const checked = signable(db, findTask(db, taskId), actor);
  if (!checked.ok) return checked;
  const { task, level, submission } = checked.value;
  const job = findJob(db, task.jobId);
  if (!job) return refuse(RULE_MESSAGES.jobNotFound);
  const end = newEndDate === null ? null : Date.parse(newEndDate);
  const dateProblem = end === null ? null : reworkDateProblem(end, { taskStart: task.startDate, jobEnd: job.dateOut }, Date.now());
  if (dateProblem) return refuse(dateProblem);
  Object.assign(task, { dateFinished: null, finishedBy: null, statusName: 'Ongoing not done by user' });
  if (end !== null) task.endDate = new Date(end).toISOString();
  addComment(db, task.id, comment, actor);
  appendTrail(db, { taskId: task.id, kind: 'returned', by: actor.id, submission, level, comment });
  return ok(task);
}
