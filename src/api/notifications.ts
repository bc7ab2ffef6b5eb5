import { fetchMyPendingTasks, fetchTasksToReview } from './tasks';
import type { NotificationCounts } from './types';

/**
 * The header badges: tasks waiting for this user's review and tasks the user still has to
 * finish. Each count is 0 when its call fails, so one bad list never hides the other.
 */
export async function fetchNotificationCounts(userId: number, signal?: AbortSignal): Promise<NotificationCounts> {
  const [pendingToApprove, pendingToFinish] = await Promise.all([
    fetchTasksToReview({ reviewerId: userId, pageNumber: 1, pageSize: 1 }, signal).then(
      (page) => page.totalItems,
      (error: unknown) => logged('tasks to approve', error, signal),
    ),
    fetchMyPendingTasks(userId, signal).then(
      (tasks) => tasks.length,
      (error: unknown) => logged('tasks to finish', error, signal),
    ),
  ]);
  return { pendingToApprove, pendingToFinish };
}

/** Badge failures are only logged (docs/behaviour.md §8): the header keeps working with a zero. */
function logged(count: string, error: unknown, signal?: AbortSignal): number {
  // A count the header gave up on is no zero: the caller drops it (untilAbandoned).
  if (signal?.aborted) throw error;
  console.warn(`Could not count ${count}:`, error);
  return 0;
}
