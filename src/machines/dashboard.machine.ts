import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { fetchDashboard, fetchDashboardDetails } from '../api/dashboard';
import type { DashboardData, DetailedReport } from '../api/types';
import type { DashboardCategory } from '../domain/dashboard';
import { untilAbandoned } from './untilAbandoned';

/** docs/behaviour.md §8 messages of the dashboard and its detail modal. */
export const DASHBOARD_FAILURE = 'Failed to load dashboard data';
export const DETAIL_FAILURE = 'Failed to load detailed data';

export interface DashboardInput {
  userId: number;
}

export interface DashboardContext extends DashboardInput {
  data: DashboardData | null;
  error: string | null;
  /** The stat card whose detail modal is open (kept while it closes, so it can animate out). */
  category: DashboardCategory | null;
  report: DetailedReport | null;
  detailError: string | null;
}

export type DashboardEvent =
  | { type: 'dashboard.reloadRequested' }
  | { type: 'detail.opened'; category: DashboardCategory }
  | { type: 'detail.reloadRequested' }
  | { type: 'detail.closed' };

/**
 * The dashboard: load the counts and today's lists (retry on failure), then let each stat
 * card open its detail modal, which loads the job lists behind the count on its own.
 */
export const dashboardMachine = setup({
  types: {} as { context: DashboardContext; events: DashboardEvent; input: DashboardInput },
  actors: {
    loadDashboard: fromPromise<DashboardData, { userId: number }>(({ input, signal }) =>
      untilAbandoned(fetchDashboard(input.userId, signal), signal),
    ),
    loadDetails: fromPromise<DetailedReport, { userId: number }>(({ input, signal }) =>
      untilAbandoned(fetchDashboardDetails(input.userId, signal), signal),
    ),
  },
  actions: {
    clearError: assign({ error: null }),
    chooseCategory: assign(({ event }) => {
      assertEvent(event, 'detail.opened');
      return { category: event.category, report: null, detailError: null };
    }),
    clearDetailError: assign({ detailError: null }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ userId: input.userId, data: null, error: null, category: null, report: null, detailError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toUserMessage(event.error, DASHBOARD_FAILURE) }),
        },
      },
    },
    failed: {
      on: { 'dashboard.reloadRequested': { target: 'loading', actions: 'clearError' } },
    },
    loaded: {
      initial: 'detailClosed',
      states: {
        detailClosed: {
          on: { 'detail.opened': { target: 'detail', actions: 'chooseCategory' } },
        },
        detail: {
          initial: 'loading',
          on: { 'detail.closed': { target: 'detailClosed', description: 'Closing drops the request in flight' } },
          states: {
            loading: {
              invoke: {
                id: 'loadDetails',
                src: 'loadDetails',
                input: ({ context }) => ({ userId: context.userId }),
                onDone: { target: 'loaded', actions: assign({ report: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({ detailError: ({ event }) => toUserMessage(event.error, DETAIL_FAILURE) }),
                },
              },
            },
            loaded: {},
            failed: {
              on: { 'detail.reloadRequested': { target: 'loading', actions: 'clearDetailError' } },
            },
          },
        },
      },
    },
  },
});
