import { assign, fromPromise, setup } from 'xstate';
import type { NotificationCounts } from '../api/types';
import { foundBySystemId } from './appWide';
import { untilAbandoned } from './untilAbandoned';

export interface NotificationsInput {
  userId: number;
  /** Only Admin and Super Admin see the To Approve count. */
  canApprove: boolean;
}

export interface NotificationsContext extends NotificationsInput {
  counts: NotificationCounts;
}

export type NotificationsEvent = { type: 'notifications.reloadRequested' };

/** docs/behaviour.md §7: fetched on load and every 30 seconds. */
export const POLL_INTERVAL_MS = 30_000;

/** The header's To Approve and To Finish counts, polled; a failed fetch counts as 0. */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent; input: NotificationsInput },
  actors: {
    // The session's code carries this machine to the sign-in page; its calls load with its first read.
    fetchCounts: fromPromise<NotificationCounts, NotificationsInput>(async ({ input, signal }) => {
      const { fetchNotificationCounts } = await import('../api/notifications');
      return untilAbandoned(fetchNotificationCounts(input.userId, signal), signal);
    }),
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ ...input, counts: { pendingToApprove: 0, pendingToFinish: 0 } }),
  initial: 'loading',
  on: {
    'notifications.reloadRequested': {
      target: '.loading',
      description: 'A change to what is counted is read at once, even during a poll: the poll under way starts again',
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchCounts',
        input: ({ context }) => ({ userId: context.userId, canApprove: context.canApprove }),
        onDone: { target: 'waiting', actions: assign({ counts: ({ event }) => event.output }) },
        onError: {
          target: 'waiting',
          actions: assign({ counts: { pendingToApprove: 0, pendingToFinish: 0 } }),
        },
      },
    },
    waiting: {
      after: { pollInterval: 'loading' },
    },
  },
});

/** The system id the session runs the header counts under (session.machine.ts). */
export const NOTIFICATIONS_SYSTEM_ID = 'notifications';

/**
 * The header counts, as a screen that changed what they count (an assignment, a hand-in, a
 * review) finds them to have them read again: `sendTo(headerCounts, …)`.
 */
export const headerCounts = foundBySystemId(NOTIFICATIONS_SYSTEM_ID);
