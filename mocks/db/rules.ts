/**
 * The business rules of DESIGN.md §3 as operations on the db: job and task lifecycle.
 * Each returns the changed record or the reason it was refused (shown as responseDescription).
 */
import type {
  ApprovePayload, AssignmentPayload, JobUpdatePayload, NewJobPayload, NewTaskPayload, RejectPayload, TaskSubmission,
} from '../../src/api/types';
import type { Db, JobRecord, TaskRecord, UserRecord } from './schema';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refuse = <T>(message: string): Outcome<T> => ({ ok: false, message });
const nowIso = (): string => new Date().toISOString();

export function findJob(db: Db, id: number): JobRecord | undefined {
  return db.jobs.find((j) => j.id === id);
}

export function findTask(db: Db, id: number): TaskRecord | undefined {
  return db.tasks.find((t) => t.id === id);
}

function validJobFields(db: Db, p: Omit<NewJobPayload, 'id'>): string | null {
  if (!p.jobName?.trim()) return 'Job name is required';
  if (!p.jobDescription?.trim()) return 'Job description is required';
  if (!db.clients.some((c) => c.id === Number(p.clientId) && c.active)) return 'Please select a client';
  if (!db.jobTypes.some((t) => t.id === Number(p.jobTypeId))) return 'Please select a job type';
  if (Number.isNaN(Date.parse(p.dateIn)) || Number.isNaN(Date.parse(p.dateOut))) return 'Start date and end date are required';
  if (Date.parse(p.dateOut) <= Date.parse(p.dateIn)) return 'End date must be after start date';
  return null;
}

export function addJob(db: Db, payload: NewJobPayload, actor: UserRecord): Outcome<JobRecord> {
  const problem = validJobFields(db, payload);
  if (problem) return refuse(problem);
  const id = db.nextId.job++;
  const job: JobRecord = {
    id,
    jobName: payload.jobName.trim(),
    jobNumber: `JOB-${String(id).padStart(5, '0')}`,
    jobDescription: payload.jobDescription.trim(),
    clientId: Number(payload.clientId),
    jobTypeId: Number(payload.jobTypeId),
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

/** Status is read-only on the edit form, but the server takes what the payload says. */
export function updateJob(db: Db, payload: JobUpdatePayload, actor: UserRecord): Outcome<JobRecord> {
  const job = findJob(db, Number(payload.id));
  if (!job) return refuse('Job not found');
  const problem = validJobFields(db, payload);
  if (problem) return refuse(problem);
  Object.assign(job, {
    jobName: payload.jobName.trim(),
    jobDescription: payload.jobDescription.trim(),
    clientId: Number(payload.clientId),
    jobTypeId: Number(payload.jobTypeId),
    statusId: JOB_STATUS_IDS.includes(Number(payload.statusId)) ? Number(payload.statusId) : job.statusId,
    dateIn: new Date(payload.dateIn).toISOString(),
    dateOut: new Date(payload.dateOut).toISOString(),
    lastModifiedBy: actor.id,
  });
  return ok(job);
}

const JOB_STATUS_IDS = [1, 2, 3, 4];

export function deleteJob(db: Db, id: number): Outcome<null> {
  if (!findJob(db, id)) return refuse('Job not found');
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

export function addTask(db: Db, payload: NewTaskPayload, actor: UserRecord): Outcome<TaskRecord> {
  const job = findJob(db, Number(payload.jobId));
  if (!job) return refuse('Job not found');
  if (!payload.taskName?.trim()) return refuse('Task name is required');
  if (!payload.taskDescription?.trim()) return refuse('Task description is required');
  const id = db.nextId.task++;
  const task: TaskRecord = {
    id,
    taskName: payload.taskName.trim(),
    taskNumber: `TSK-${String(id).padStart(6, '0')}`,
    taskDescription: payload.taskDescription.trim(),
    jobId: job.id,
    statusName: 'Active',
    startDate: null,
    endDate: null,
    dateCreated: nowIso(),
    dateAssigned: null,
    dateFinished: null,
    dateVerified: null,
    reworkCount: 0,
    isVerified: false,
    createdBy: actor.id,
    assignedBy: null,
    assigneeId: null,
    reviewerIds: [],
    finishedBy: null,
    verifiedBy: null,
    files: (payload.taskFileList ?? []).map((f) => ({ id: db.nextId.upload++, fileName: f.fileName, url: f.url, dateUploaded: nowIso() })),
  };
  db.tasks.push(task);
  refreshJobStatus(db, job.id);
  return ok(task);
}

/** Only an active, unlocked account can be given work (docs/design.md §3). */
function activeUser(db: Db, id: number): UserRecord | undefined {
  return db.users.find((u) => u.id === Number(id) && u.active && !u.isLocked && !u.deleted);
}

export function assignTask(db: Db, payload: AssignmentPayload, actor: UserRecord): Outcome<TaskRecord> {
  const task = findTask(db, Number(payload.id));
  if (!task || task.jobId !== Number(payload.jobId)) return refuse('Task not found');
  const job = findJob(db, task.jobId);
  if (!job) return refuse('Job not found');
  const assignee = payload.userList?.[0] ? activeUser(db, payload.userList[0].id) : undefined;
  if (!assignee) return refuse('You need to assign someone to the task.');
  const reviewers = (payload.reviewerList ?? []).map((r) => activeUser(db, r.id)).filter((u): u is UserRecord => Boolean(u));
  if (reviewers.length === 0) return refuse('We need at least one reviewer for the task.');
  if (reviewers.some((r) => r.id === assignee.id)) return refuse('The assignee cannot review their own task.');
  const start = Date.parse(payload.startDate);
  const end = Date.parse(payload.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return refuse('Please select both start and end dates for the task.');
  if (start > end) return refuse('Think about it! Start Date cannot be greater than the end date.');
  if (start < Date.parse(job.dateIn) || end < Date.parse(job.dateIn)) return refuse('Selected Date cannot be Before the Job Start Date');
  if (start > Date.parse(job.dateOut) || end > Date.parse(job.dateOut)) return refuse('Selected Date cannot be After the Job End Date');
  Object.assign(task, {
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
    dateAssigned: nowIso(),
    assignedBy: actor.id,
    assigneeId: assignee.id,
    reviewerIds: reviewers.map((r) => r.id),
  });
  job.lastModifiedBy = actor.id;
  return ok(task);
}

function addComment(db: Db, taskId: number, comment: string, actor: UserRecord): void {
  db.comments.push({ id: db.nextId.comment++, taskId, comment: comment.trim(), email: actor.email, dateCreated: nowIso() });
}

export function submitTask(db: Db, payload: TaskSubmission, actor: UserRecord): Outcome<TaskRecord> {
  const task = findTask(db, Number(payload.taskId));
  if (!task) return refuse('Task not found');
  if (task.assigneeId !== actor.id) return refuse('This task is not assigned to you');
  if (task.statusName === 'Pending' || task.isVerified) return refuse('This task has already been submitted');
  if (!payload.comment?.trim()) return refuse('Please enter a comment');
  const at = nowIso();
  Object.assign(task, { dateFinished: at, finishedBy: actor.id, statusName: 'Pending' });
  for (const file of payload.taskFileList ?? []) task.files.push({ id: db.nextId.upload++, fileName: file.fileName, url: file.url, dateUploaded: at });
  addComment(db, task.id, payload.comment, actor);
  return ok(task);
}

function reviewable(task: TaskRecord | undefined, actor: UserRecord, comment: string | undefined): Outcome<TaskRecord> {
  if (!task) return refuse('Task not found');
  if (task.statusName !== 'Pending') return refuse('This task is not awaiting review');
  if (!task.reviewerIds.includes(actor.id) && actor.userType !== 3) return refuse('You are not a reviewer of this task');
  if (!comment?.trim()) return refuse('Please enter a comment');
  return ok(task);
}

export function approveTask(db: Db, taskId: number, payload: ApprovePayload, actor: UserRecord): Outcome<TaskRecord> {
  const checked = reviewable(findTask(db, taskId), actor, payload.comment);
  if (!checked.ok) return checked;
  const task = checked.value;
  Object.assign(task, { isVerified: true, dateVerified: nowIso(), verifiedBy: actor.id, statusName: 'Verified' });
  addComment(db, task.id, payload.comment, actor);
  refreshJobStatus(db, task.jobId);
  return ok(task);
}

export function reworkTask(db: Db, taskId: number, payload: RejectPayload, actor: UserRecord): Outcome<TaskRecord> {
  const checked = reviewable(findTask(db, taskId), actor, payload.comment);
  if (!checked.ok) return checked;
  const task = checked.value;
  Object.assign(task, { reworkCount: task.reworkCount + 1, dateFinished: null, finishedBy: null, statusName: 'Ongoing not done by user' });
  addComment(db, task.id, payload.comment, actor);
  return ok(task);
}
