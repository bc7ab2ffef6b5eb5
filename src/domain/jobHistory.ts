import type { Task } from '../api/types';

/**
 * A task with a review trail: handed in, verified or sent back (docs/behaviour.md §4 "Deleting
 * a job"). A job holding one is kept (docs/decisions/028-jobs-with-review-history-are-kept.md).
 */
export function hasReviewHistory(task: Pick<Task, 'dateFinished' | 'isVerified' | 'reworkCount'>): boolean {
  return task.dateFinished !== null || task.isVerified || task.reworkCount > 0;
}

/** The server's refusal, said up front by Delete Job when the job's tasks show it. */
export const JOB_HAS_HISTORY = 'This job has review history and cannot be deleted.';
