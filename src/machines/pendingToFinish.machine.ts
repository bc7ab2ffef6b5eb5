import { fetchMyPendingTasks } from '../api/tasks';
import { finishOrder } from '../domain/review';
import { createLoaderMachine, type LoadMessages } from './loader.machine';

/** docs/behaviour.md §8: the server's refusal ('Failed to fetch pending tasks' without words), else 'Failed to load pending tasks'. */
export const PENDING_TASKS_MESSAGES: LoadMessages = { refused: 'Failed to fetch pending tasks', failed: 'Failed to load pending tasks' };

/** Pending Jobs to Finish: the signed-in user's tasks still to hand in. */
export const pendingToFinishMachine = createLoaderMachine('pendingToFinish', {
  // Returned tasks first, so a rework is never missed among the rest (docs/behaviour.md §2).
  load: async ({ userId }: { userId: number }, signal) => finishOrder(await fetchMyPendingTasks(userId, signal)),
  isEmpty: (items) => items.length === 0,
  messages: PENDING_TASKS_MESSAGES,
});
