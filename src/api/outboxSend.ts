/**
 * Sends one outbox item (docs/behaviour.md §4 "The outbox"): first reads the task's state, so
 * a call that reached the server before the connection dropped is not made again and an item
 * that can no longer apply is said so plainly; then uploads its kept files and makes the
 * spec's call with the item's `Idempotency-Key` (docs/api-extensions.md).
 */
import { ApiError } from './client';
import { isForWantOfNetwork } from './noNetwork';
import { OK, command } from './envelope';
import { paths } from './paths';
import { fetchComments, fetchMyPendingTasks, fetchTasksToReview } from './tasks';
import { uploadFile } from './uploads';
import { readKeptFiles } from './outboxStore';
import { OUTBOX_MESSAGES, type OutboxItem, type OutboxStatus } from '../domain/outbox';
import type { ApprovePayload, FileRef, RejectPayload, TaskSubmission } from './types';

/** How many tasks of the review queue are read to find the item's task. */
const QUEUE_PAGE = 500;

/** The item's own call already reached the server: the newest comment is its text, by its author. */
async function alreadyApplied(item: OutboxItem, email: string | null, signal: AbortSignal): Promise<boolean> {
  const thread = await fetchComments(item.taskId, signal);
  return thread.some(
    (c) => c.comment.trim() === item.comment.trim() && (email === null || c.email === email) && c.dateCreated >= item.keptAt.slice(0, 10),
  );
}

/** Is the task still where the item expects it (the person's to-finish list, or their review queue)? */
async function stillApplies(item: OutboxItem, signal: AbortSignal): Promise<boolean> {
  if (item.kind === 'submit') return (await fetchMyPendingTasks(item.userId, signal)).some((t) => t.taskId === item.taskId);
  const queue = await fetchTasksToReview({ reviewerId: item.userId, pageNumber: 1, pageSize: QUEUE_PAGE }, signal);
  return queue.items.some((t) => t.taskId === item.taskId);
}

/** Uploads the item's kept files one by one; their bytes are read from the store only now. */
async function uploadKept(item: OutboxItem, signal: AbortSignal): Promise<FileRef[]> {
  const stored: FileRef[] = [];
  for (const kept of await readKeptFiles(item))
    stored.push(await uploadFile(new File([kept.bytes], kept.name, { type: kept.type }), { signal }));
  return stored;
}

function call(item: OutboxItem, files: FileRef[], signal: AbortSignal): Promise<void> {
  const headers = { 'Idempotency-Key': item.key };
  const { taskId, userId, comment } = item;
  if (item.kind === 'submit') {
    const body: TaskSubmission = { taskId, userId, comment, taskFileList: files };
    return command(paths.taskFinished, { method: 'POST', body, headers, signal }, OK, 'Failed to submit task');
  }
  if (item.kind === 'approve') {
    const body: ApprovePayload = { comment, taskFileList: [], taskId, userId };
    return command(paths.taskValidate, { method: 'POST', query: { taskId, userId }, body, headers, signal }, OK, 'Failed to approve task');
  }
  const body: RejectPayload = {
    comment,
    taskId,
    userId,
    isDateRework: item.reworkDate !== null,
    reworkDate: item.reworkDate,
    taskFileList: [],
  };
  return command(paths.taskRework, { method: 'POST', query: { taskId }, body, headers, signal }, OK, 'Failed to reject task');
}

/**
 * The item's outcome: sent, refused in the server's words, or a conflict with its reason.
 * Fails (with an ApiError for want of a network) when the connection drops again: the item
 * then stays waiting.
 */
export async function sendOutboxItem(item: OutboxItem, email: string | null, signal: AbortSignal): Promise<OutboxStatus> {
  try {
    if (!(await stillApplies(item, signal))) {
      // A thread the server will not give means the task is gone (or no longer the person's to see).
      const applied = await alreadyApplied(item, email, signal).catch((error: unknown) => {
        if (isForWantOfNetwork(error)) throw error;
        return null;
      });
      if (applied === true) return { state: 'sent' };
      if (applied === null) return { state: 'conflict', reason: OUTBOX_MESSAGES.taskGone };
      return { state: 'conflict', reason: item.kind === 'submit' ? OUTBOX_MESSAGES.submitGone : OUTBOX_MESSAGES.reviewGone };
    }
    await call(item, await uploadKept(item, signal), signal);
    return { state: 'sent' };
  } catch (error) {
    if (isForWantOfNetwork(error)) throw error;
    if (error instanceof ApiError && (error.reason === 'rejected' || error.reason === 'http' || error.reason === 'forbidden'))
      return { state: 'refused', message: error.message };
    throw error;
  }
}
