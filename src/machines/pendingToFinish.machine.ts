import { readKept, sameStamp } from '../api/readCache';
import { fetchMyPendingTasks } from '../api/tasks';
import { finishOrder } from '../domain/review';
import { createLoaderMachine, type LoadMessages } from './loader.machine';

/** docs/behaviour.md §8: the server's refusal ('Failed to fetch pending tasks' without words), else 'Failed to load pending tasks'. */
export const PENDING_TASKS_MESSAGES: LoadMessages = { refused: 'Failed to fetch pending tasks', failed: 'Failed to load pending tasks' };

/** Pending Jobs to Finish: the signed-in user's tasks still to hand in. */
export const pendingToFinishMachine = createLoaderMachine('pendingToFinish', {
  // Returned tasks first, so a rework is never missed among the rest (docs/behaviour.md §2).
  // The last answer stays readable offline, with its time (docs/decisions/057-last-loaded-lists-offline.md).
  load: async ({ userId }: { userId: number }, signal) => {
    const tasks = await readKept(`pendingToFinish:${userId}`, () => fetchMyPendingTasks(userId, signal));
    return sameStamp(tasks, finishOrder(tasks));
  },
  isEmpty: (items) => items.length === 0,
  messages: PENDING_TASKS_MESSAGES,
});
