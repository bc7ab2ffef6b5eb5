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
}

/** One page of tasks waiting for this reviewer's approval. */
export async function fetchTasksToReview({ reviewerId, pageNumber, pageSize }: ReviewQuery, signal?: AbortSignal): Promise<ReviewerPage> {
  const page = await request<ReviewerPage>(paths.tasksToReview, { query: { reviewerId, pageNumber, pageSize }, signal });
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

/** Sends a submitted task back to its assignee for rework. */
export async function rejectTask({ taskId, userId, comment }: ReviewDecision, signal?: AbortSignal): Promise<void> {
  const body: RejectPayload = { comment, taskId, userId, isDateRework: false, reworkDate: null, taskFileList: [] };
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
