import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../api/client';
import { fetchMyPendingTasks } from '../api/tasks';
import type { PendingTaskItem } from '../api/types';
import { finishOrder } from '../domain/review';
import { untilAbandoned } from './untilAbandoned';

/** docs/behaviour.md §8: the server's refusal ('Failed to fetch pending tasks' without words), else 'Failed to load pending tasks'. */
export function pendingFailure(error: unknown): string {
  return error instanceof ApiError && error.reason === 'rejected'
    ? error.message || 'Failed to fetch pending tasks'
    : 'Failed to load pending tasks';
}

export interface PendingToFinishContext {
  userId: number;
  items: PendingTaskItem[];
  error: string | null;
}

export type PendingToFinishEvent = { type: 'list.reloadRequested' };

/** Pending Jobs to Finish: the signed-in user's tasks still to hand in. */
export const pendingToFinishMachine = setup({
  types: {} as { context: PendingToFinishContext; events: PendingToFinishEvent; input: { userId: number } },
  actors: {
    // Returned tasks first, so a rework is never missed among the rest (docs/behaviour.md §2).
    loadTasks: fromPromise<PendingTaskItem[], { userId: number }>(async ({ input, signal }) =>
      finishOrder(await untilAbandoned(fetchMyPendingTasks(input.userId, signal), signal)),
    ),
  },
}).createMachine({
  id: 'pendingToFinish',
  context: ({ input }) => ({ userId: input.userId, items: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTasks',
        src: 'loadTasks',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ items: event.output, error: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: pendingFailure(event.error) })) },
      },
    },
    loaded: { on: { 'list.reloadRequested': 'loading' } },
    failed: { on: { 'list.reloadRequested': 'loading' } },
  },
});
