import { assertEvent, assign, setup, stopChild, type ActorRefFrom } from 'xstate';
import { fetchDashboard, fetchDashboardDetails } from '../api/dashboard';
import type { DashboardData, DetailedReport } from '../api/types';
import type { DashboardCategory } from '../domain/dashboard';
import { createLoaderMachine } from './loader.machine';

/** docs/behaviour.md §8 messages of the dashboard and its detail modal. */
export const DASHBOARD_FAILURE = 'Failed to load dashboard data';
export const DETAIL_FAILURE = 'Failed to load detailed data';

export interface DashboardInput {
  userId: number;
}

/** The counts and today's lists; a failed read offers Retry. Nothing read counts as empty: zero is a count to show. */
export const dashboardCountsMachine = createLoaderMachine<DashboardInput, DashboardData>('dashboardCounts', {
  load: ({ userId }, signal) => fetchDashboard(userId, signal),
  isEmpty: () => false,
  messages: { refused: DASHBOARD_FAILURE, failed: DASHBOARD_FAILURE },
  reload: 'after a failure',
});

/** The job lists behind the counts, read each time a stat card's detail modal opens. */
export const dashboardDetailMachine = createLoaderMachine<DashboardInput, DetailedReport>('dashboardDetail', {
  load: ({ userId }, signal) => fetchDashboardDetails(userId, signal),
  isEmpty: () => false,
  messages: { refused: DETAIL_FAILURE, failed: DETAIL_FAILURE },
  reload: 'after a failure',
});

export interface DashboardContext extends DashboardInput {
  counts: ActorRefFrom<typeof dashboardCountsMachine>;
  /** The stat card whose detail modal is open (kept while it closes, so it can animate out). */
  category: DashboardCategory | null;
  /** The detail modal's read; the last one is kept, stopped, while the modal closes. */
  detail: ActorRefFrom<typeof dashboardDetailMachine> | undefined;
}

export type DashboardEvent = { type: 'detail.opened'; category: DashboardCategory } | { type: 'detail.closed' };

/**
 * The dashboard (docs/architecture.md, "The actor tree of one screen"): the counts are a loader
 * child read as the screen opens; each stat card opens its detail modal, whose job lists are a
 * loader of their own, started on opening and stopped on closing.
 */
export const dashboardMachine = setup({
  types: {} as { context: DashboardContext; events: DashboardEvent; input: DashboardInput },
  actors: { counts: dashboardCountsMachine, detail: dashboardDetailMachine },
}).createMachine({
  id: 'dashboard',
  context: ({ spawn, input }) => ({
    userId: input.userId,
    counts: spawn('counts', { id: 'counts', input }),
    category: null,
    detail: undefined,
  }),
  initial: 'detailClosed',
  states: {
    detailClosed: {
      on: {
        'detail.opened': {
          target: 'detailOpen',
          actions: assign(({ context, event, spawn }) => {
            assertEvent(event, 'detail.opened');
            return { category: event.category, detail: spawn('detail', { id: 'detail', input: { userId: context.userId } }) };
          }),
        },
      },
    },
    detailOpen: {
      on: {
        'detail.closed': { target: 'detailClosed', actions: stopChild('detail'), description: 'Closing drops the request in flight' },
      },
    },
  },
});
