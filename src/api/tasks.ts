import { request } from './client';
import { LIST, OK, OK_OR_CREATED, checkPage, command, recordWithLists, unwrap } from './envelope';
import { paths } from './paths';
import type {
  ApprovePayload,
  AssignmentPayload,
  Comment,
  Envelope,
  NewTaskPayload,
  PendingTaskItem,
  RejectPayload,
  ReviewerPage,
  Task,
  TaskSubmission,
} from './types';

/** Adds an unassigned task to a job; the screen reloads after it, so the answer's task is not read. */
export async function addTask(payload: NewTaskPayload, signal?: AbortSignal): Promise<void> {
  await command(paths.taskAdd, { method: 'POST', body: payload, signal }, OK_OR_CREATED, 'Failed to create task');
}

export interface ReviewQuery {
  reviewerId: number;
  pageNumber: number;
  pageSize: number;
  /** Ours (docs/decisions/036-return-with-a-new-deadline.md): sent only when set, so the spec's call is unchanged. */
  assigneeId?: number;
  clientId?: number;
  overdue?: boolean;
}

/** One page of tasks waiting for this reviewer's approval, filtered when the query says so. */
export async function fetchTasksToReview(
  { reviewerId, pageNumber, pageSize, assigneeId, clientId, overdue }: ReviewQuery,
  signal?: AbortSignal,
): Promise<ReviewerPage> {
  const query = { reviewerId, pageNumber, pageSize, assigneeId, clientId, overdue: overdue ? 'true' : undefined };
  const page = await request<ReviewerPage>(paths.tasksToReview, { query, signal });
  return checkPage(page, 'Failed to fetch pending tasks');
}

/** The user's assigned tasks still to finish. */
export async function fetchMyPendingTasks(userId: number, signal?: AbortSignal): Promise<PendingTaskItem[]> {
  const envelope = await request<Envelope<PendingTaskItem[]>>(paths.myPendingTasks, { query: { userId }, signal });
  return unwrap(envelope, OK, 'Failed to fetch pending tasks', LIST);
}

/** Hands a finished task in for review, with a comment and its files. */
export async function submitTask(submission: TaskSubmission, signal?: AbortSignal): Promise<void> {
  await command(paths.taskFinished, { method: 'POST', body: submission, signal }, OK, 'Failed to submit task');
}

export interface ReviewDecision {
  taskId: number;
  /** The reviewer. */
  userId: number;
  comment: string;
}

/** Approves a submitted task; the server wants the ids both in the query and the body. */
export async function approveTask({ taskId, userId, comment }: ReviewDecision, signal?: AbortSignal): Promise<void> {
  const body: ApprovePayload = { comment, taskFileList: [], taskId, userId };
  await command(paths.taskValidate, { method: 'POST', query: { taskId, userId }, body, signal }, OK, 'Failed to approve task');
}

/** A rejection, optionally with the task's new end date (ISO text). */
export interface Rejection extends ReviewDecision {
  reworkDate: string | null;
}

/** Sends a submitted task back to its assignee for rework, with a new end date when one is given. */
export async function rejectTask({ taskId, userId, comment, reworkDate }: Rejection, signal?: AbortSignal): Promise<void> {
  const body: RejectPayload = { comment, taskId, userId, isDateRework: reworkDate !== null, reworkDate, taskFileList: [] };
  await command(paths.taskRework, { method: 'POST', query: { taskId }, body, signal }, OK, 'Failed to reject task');
}

/** The comment thread of a task, as the server orders it. */
export async function fetchComments(taskId: number, signal?: AbortSignal): Promise<Comment[]> {
  const envelope = await request<Envelope<Comment[]>>(paths.taskComments, { query: { taskId }, signal });
  return unwrap(envelope, OK, 'Failed to fetch comments', LIST);
}

/** Gives a task its dates, one assignee and its reviewers; the answer's task is not read. */
export async function assignTask(payload: AssignmentPayload, signal?: AbortSignal): Promise<void> {
  await command(paths.taskUpdate, { method: 'POST', body: payload, signal }, OK, 'Failed to assign task');
}

/** The job's tasks that nobody has been assigned to yet. */
export async function fetchAvailableTasks(jobId: number, signal?: AbortSignal): Promise<Task[]> {
  const envelope = await request<Envelope<{ taskList: Task[] }>>(paths.tasksAvailable, { query: { jobId }, signal });
  return unwrap(envelope, OK, 'Failed to load initial data', recordWithLists('taskList')).taskList.filter((task) => !task.isAssigned);
}
