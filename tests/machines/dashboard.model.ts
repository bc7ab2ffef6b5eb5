/**
 * The dashboard as its user sees it (docs/behaviour.md §2), as a model for the tests: the counts
 * load, or fail and Retry reads them again; once they show, each stat card opens a detail
 * modal whose job lists load, or fail and Retry reads them again, and closing it drops a read
 * still running. The screen builds this from three actors (src/machines/dashboard.machine.ts:
 * the root, the counts' loader and one loader for each opening of the modal), so no one
 * machine of the product has these states; dashboard.test.tsx walks this model's paths through
 * the rendered dashboard and measures the root's own coverage with them.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { DashboardCategory } from '../../src/domain/dashboard';

export type DashboardModelEvent =
  | { type: 'counts.read' }
  | { type: 'counts.failed' }
  | { type: 'counts.retried' }
  | { type: 'detail.opened'; category: DashboardCategory }
  | { type: 'details.read' }
  | { type: 'details.failed' }
  | { type: 'details.retried' }
  | { type: 'detail.closed' };

export const dashboardModel = setup({
  types: {} as { context: { category: DashboardCategory | null }; events: DashboardModelEvent },
}).createMachine({
  id: 'dashboardModel',
  context: { category: null },
  initial: 'loading',
  states: {
    loading: { on: { 'counts.read': 'loaded', 'counts.failed': 'failed' } },
    failed: { on: { 'counts.retried': 'loading' } },
    loaded: {
      initial: 'detailClosed',
      states: {
        detailClosed: {
          on: {
            'detail.opened': {
              target: 'detail',
              actions: assign(({ event }) => {
                assertEvent(event, 'detail.opened');
                return { category: event.category };
              }),
            },
          },
        },
        detail: {
          initial: 'loading',
          on: { 'detail.closed': { target: 'detailClosed', description: 'Closing drops the request in flight' } },
          states: {
            loading: { on: { 'details.read': 'loaded', 'details.failed': 'failed' } },
            loaded: {},
            failed: { on: { 'details.retried': 'loading' } },
          },
        },
      },
    },
  },
});
