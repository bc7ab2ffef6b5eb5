import { assertEvent, assign, setup, stopChild, type ActorRefFrom } from 'xstate';
import { fetchDashboard, fetchDashboardDetails } from '../api/dashboard';
import type { DashboardData, DetailedReport } from '../api/types';
import type { DashboardCategory } from '../domain/dashboard';
import { calendarDeadlinesMachine, type DeadlinesPanelInput } from './calendarDeadlines.machine';
import { newTaskMachine } from './newTask.machine';
import { createLoaderMachine } from './loader.machine';
import { pendingToFinishMachine } from './pendingToFinish.machine';

/** docs/behaviour.md §8 messages of the dashboard and its detail modal. */
export const DASHBOARD_FAILURE = 'Failed to load dashboard data';
export const DETAIL_FAILURE = 'Failed to load detailed data';

/** Whose counts are read. */
interface CountsInput {
  userId: number;
}

export interface DashboardInput extends CountsInput {
  /** What stands beside the counts: a Staff member's next tasks, or the firm's coming deadlines. */
  beside: 'next tasks' | { deadlines: DeadlinesPanelInput };
  /** Create New Task asks for the job, then adds the task here (Admin and Super Admin). */
  addsTasks: boolean;
}

/** The counts and today's lists; a failed read offers Retry. Nothing read counts as empty: zero is a count to show. */
export const dashboardCountsMachine = createLoaderMachine<CountsInput, DashboardData>('dashboardCounts', {
  load: ({ userId }, signal) => fetchDashboard(userId, signal),
  isEmpty: () => false,
  messages: { refused: DASHBOARD_FAILURE, failed: DASHBOARD_FAILURE },
  reload: 'after a failure',
});

/** The job lists behind the counts, read each time a stat card's detail modal opens. */
export const dashboardDetailMachine = createLoaderMachine<CountsInput, DetailedReport>('dashboardDetail', {
  load: ({ userId }, signal) => fetchDashboardDetails(userId, signal),
  isEmpty: () => false,
  messages: { refused: DETAIL_FAILURE, failed: DETAIL_FAILURE },
  reload: 'after a failure',
});

export interface DashboardContext extends CountsInput {
  counts: ActorRefFrom<typeof dashboardCountsMachine>;
  /** A Staff member's tasks still to finish (docs/behaviour.md §2 "Your next tasks"). */
  nextTasks: ActorRefFrom<typeof pendingToFinishMachine> | undefined;
  /** The statutory deadlines of the next 14 days, for those who plan the firm's work. */
  deadlines: ActorRefFrom<typeof calendarDeadlinesMachine> | undefined;
  /** The stat card whose detail modal is open (kept while it closes, so it can animate out). */
  category: DashboardCategory | null;
  /** The detail modal's read; the last one is kept, stopped, while the modal closes. */
  detail: ActorRefFrom<typeof dashboardDetailMachine> | undefined;
  /** Create New Task: which job (docs/behaviour.md §2 Dashboard), then Add Task to Job for it. */
  newTask: ActorRefFrom<typeof newTaskMachine> | undefined;
}

export type DashboardEvent = { type: 'detail.opened'; category: DashboardCategory } | { type: 'detail.closed' };

/**
 * The dashboard (docs/architecture.md, "The actor tree of one screen"): the counts are a loader
 * child read as the screen opens, and so is what stands beside them (next tasks or deadlines);
 * each stat card opens its detail modal, whose job lists are a loader of their own, started on
 * opening and stopped on closing.
 */
export const dashboardMachine = setup({
  types: {} as { context: DashboardContext; events: DashboardEvent; input: DashboardInput },
  actors: {
    counts: dashboardCountsMachine,
    detail: dashboardDetailMachine,
    nextTasks: pendingToFinishMachine,
    deadlines: calendarDeadlinesMachine,
    newTask: newTaskMachine,
  },
}).createMachine({
  id: 'dashboard',
  context: ({ spawn, input: { userId, beside, addsTasks } }) => ({
    userId,
    counts: spawn('counts', { id: 'counts', input: { userId } }),
    nextTasks: beside === 'next tasks' ? spawn('nextTasks', { id: 'nextTasks', input: { userId } }) : undefined,
    deadlines: beside === 'next tasks' ? undefined : spawn('deadlines', { id: 'deadlines', input: beside.deadlines }),
    category: null,
    detail: undefined,
    newTask: addsTasks ? spawn('newTask', { id: 'newTask' }) : undefined,
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
