/** What the API answers, derived on read from the stored records (see schema.ts). */
import type { Client, Comment, Job, PendingTaskItem, ReportRow, Task, User, UserOption } from '../../src/api/types';
import type { ClientRecord, CommentRecord, Db, JobRecord, TaskRecord, UploadRecord, UserRecord } from './schema';
import { reworkCountOf, trailOf } from './trail';

/** Where the mock file service serves an upload back, on the app's own origin. */
export const uploadPath = (upload: Pick<UploadRecord, 'key' | 'fileName'>): string =>
  `/mock-files/files/${upload.key}/${encodeURIComponent(upload.fileName)}`;

export const JOB_STATUS_NAMES: Record<number, string> = { 1: 'Active', 2: 'Done', 3: 'Verified', 4: 'Completed' };

export function fullName(user: UserRecord | undefined): string {
  return user ? `${user.firstName} ${user.lastName}` : '';
}

export function findUser(db: Db, id: number | null): UserRecord | undefined {
  return id === null ? undefined : db.users.find((u) => u.id === id);
}

function optionName(options: Db['jobTypes'], id: number): string {
  return options.find((o) => o.id === id)?.name ?? '';
}

/** Tasks grouped by job, built once per request so lists stay fast on the large seed. */
export function tasksByJob(db: Db): Map<number, TaskRecord[]> {
  const index = new Map<number, TaskRecord[]>();
  for (const task of db.tasks) {
    const list = index.get(task.jobId);
    if (list) list.push(task);
    else index.set(task.jobId, [task]);
  }
  return index;
}

export function isJobOverdue(job: JobRecord, now: number): boolean {
  return job.dateFinished === null && Date.parse(job.dateOut) < now;
}

/** Overdue: not yet submitted or verified, and past its deadline. */
export function isTaskOverdue(task: TaskRecord, now: number): boolean {
  return !task.isVerified && task.dateFinished === null && task.endDate !== null && Date.parse(task.endDate) < now;
}

export function toJob(db: Db, job: JobRecord, tasks: TaskRecord[], now: number, clientName?: string): Job {
  const assigned = tasks.filter((t) => t.assigneeId !== null).length;
  const overdue = isJobOverdue(job, now);
  return {
    id: job.id,
    jobName: job.jobName,
    jobNumber: job.jobNumber,
    jobDescription: job.jobDescription,
    clientId: job.clientId,
    clientName: clientName ?? db.clients.find((c) => c.id === job.clientId)?.clientName ?? '',
    jobTypeId: job.jobTypeId,
    jobTypeName: optionName(db.jobTypes, job.jobTypeId),
    statusId: job.statusId,
    statusName: JOB_STATUS_NAMES[job.statusId] ?? 'Unknown',
    dateIn: job.dateIn,
    dateOut: job.dateOut,
    dateCreated: job.dateCreated,
    dateFinished: job.dateFinished,
    lastModifiedByName: fullName(findUser(db, job.lastModifiedBy)),
    taskCount: tasks.length,
    taskAssigned: assigned,
    isAssigned: assigned > 0,
    isJobOverDue: overdue,
    jobOverDue: overdue,
    startDate: job.dateIn,
    endDate: job.dateOut,
  };
}

export function toTask(db: Db, task: TaskRecord, job: JobRecord | undefined, now: number): Task {
  const assignee = findUser(db, task.assigneeId);
  return {
    id: task.id,
    taskName: task.taskName,
    taskNumber: task.taskNumber,
    taskDescription: task.taskDescription,
    jobId: task.jobId,
    jobName: job?.jobName ?? '',
    statusName: task.statusName,
    startDate: task.startDate,
    endDate: task.endDate,
    dateCreated: task.dateCreated,
    dateFinished: task.dateFinished,
    dateVerified: task.dateVerified,
    reworkCount: reworkCountOf(db, task.id),
    isVerified: task.isVerified,
    verifiedByName: task.verifiedBy === null ? null : fullName(findUser(db, task.verifiedBy)),
    createdByName: fullName(findUser(db, task.createdBy)),
    modifiedByName: task.finishedBy === null ? null : fullName(findUser(db, task.finishedBy)),
    isTaskOverdue: isTaskOverdue(task, now),
    isAssigned: task.assigneeId !== null,
    taskFileList: task.files,
    userTasks: assignee ? [{ id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName }] : [],
    reviewerList: task.reviewerIds.map((id) => ({ id, name: fullName(findUser(db, id)) })),
  };
}

/** The task's newest comment: the hand-in's while it waits for review, the reviewer's reason once sent back. */
function latestComment(db: Db, taskId: number): CommentRecord | undefined {
  let latest: CommentRecord | undefined;
  for (const comment of db.comments) {
    if (comment.taskId !== taskId) continue;
    if (
      !latest ||
      Date.parse(comment.dateCreated) > Date.parse(latest.dateCreated) ||
      (comment.dateCreated === latest.dateCreated && comment.id > latest.id)
    )
      latest = comment;
  }
  return latest;
}

/**
 * The latest hand-in's comment, as the trail keeps it: a task awaiting its second sign-off has
 * the first signer's comment after it (docs/behaviour.md §4 "Sign-off levels").
 */
function handInComment(db: Db, taskId: number): string | undefined {
  return trailOf(db, taskId).findLast((entry) => entry.kind === 'submitted')?.comment;
}

/**
 * A task waiting to be finished or reviewed. Waiting for review it carries the hand-in
 * (when, and its comment); back for rework it carries the reviewer's reason.
 */
export function toPendingItem(db: Db, task: TaskRecord, job: JobRecord): PendingTaskItem {
  const pendingReview = task.statusName === 'Pending';
  const returned = task.statusName === 'Ongoing not done by user' && reworkCountOf(db, task.id) > 0;
  const latest = pendingReview || returned ? latestComment(db, task.id) : undefined;
  return {
    taskId: task.id,
    taskName: task.taskName,
    taskDescription: task.taskDescription,
    jobName: job.jobName,
    jobDescription: job.jobDescription,
    jobStartDate: job.dateIn,
    jobEndDate: job.dateOut,
    tStartDate: task.startDate,
    taskEndDate: task.endDate,
    taskFileList: task.files,
    reworkCount: reworkCountOf(db, task.id),
    assignedTo: fullName(findUser(db, task.assigneeId)),
    dateSubmitted: pendingReview ? task.dateFinished : null,
    submissionComment: pendingReview ? (handInComment(db, task.id) ?? latest?.comment ?? null) : null,
    reworkReason: returned ? (latest?.comment ?? null) : null,
    reworkedByName: returned && latest ? fullName(findUser(db, latest.authorId)) || null : null,
    dateReturned: returned ? (latest?.dateCreated ?? null) : null,
  };
}

export function toUser(db: Db, user: UserRecord): User {
  const active = user.active ? 1 : 0;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    userTypeId: user.userType,
    userTypeName: optionName(db.userTypes, user.userType) || 'Staff',
    jobType: optionName(db.jobTypes, user.jobTypeId),
    jobTypeId: user.jobTypeId,
    positionId: user.positionId,
    positionName: optionName(db.positions, user.positionId),
    imageUrl: user.imageUrl,
    status: active,
    active,
    isLocked: user.isLocked,
    dateRegistered: user.dateRegistered,
  };
}

export function toUserOption(db: Db, user: UserRecord): UserOption {
  return {
    id: user.id,
    name: fullName(user),
    userType: user.userType,
    jobType: optionName(db.jobTypes, user.jobTypeId),
    isLocked: user.isLocked,
    active: user.active ? 1 : 0,
  };
}

/** Who may be chosen for work (assignee, reviewer): active, unlocked, not deleted (docs/design.md §3). */
export function canBeChosen(user: UserRecord): boolean {
  return user.active && !user.isLocked && !user.deleted;
}

export function toClient(client: ClientRecord): Client {
  const { active: _active, ...rest } = client;
  return rest;
}

/**
 * A comment with its author's email, name and role as their account says now: the record keeps
 * only the author's id, so changing an email never changes who wrote what.
 */
export function toComment(db: Db, comment: CommentRecord): Comment {
  const author = findUser(db, comment.authorId);
  const base: Comment = {
    comment: comment.comment,
    email: author?.email ?? '',
    dateCreated: comment.dateCreated,
    lastModified: comment.dateCreated,
  };
  if (!author) return base;
  return { ...base, authorName: fullName(author), authorRole: optionName(db.userTypes, author.userType) || 'Staff' };
}

export function toReportRow(db: Db, task: TaskRecord, job: JobRecord): ReportRow {
  return {
    taskName: task.taskName,
    jobName: job.jobName,
    assignedTo: fullName(findUser(db, task.assigneeId)),
    creator: fullName(findUser(db, task.createdBy)),
    verifier: task.verifiedBy === null ? null : fullName(findUser(db, task.verifiedBy)),
    taskStatus: task.statusName,
    jobStatus: JOB_STATUS_NAMES[job.statusId] ?? 'Unknown',
    reworkCount: reworkCountOf(db, task.id),
    jobStartDate: job.dateIn,
    startDate: task.startDate,
    endDate: task.endDate,
    dateAssigned: task.dateAssigned,
    dateFinished: task.dateFinished,
    dateAproved: task.dateVerified,
    jobEndDate: job.dateOut,
    jobFinishedDate: job.dateFinished,
  };
}
