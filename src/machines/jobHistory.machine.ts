import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fetchJobDetails } from '../api/jobs';
import type { Job, JobDetails } from '../api/types';
import { untilAbandoned } from './untilAbandoned';
import { known } from './known';
import { loadFailure, type LoadMessages, type LoaderEvent } from './loader.machine';

export type HistoryTab = 'tasks' | 'summary';

export interface JobHistoryContext {
  job: Job | null;
  details: JobDetails | null;
  tab: HistoryTab;
  error: string | null;
}

export type JobHistoryEvent =
  { type: 'history.opened'; job: Job } | { type: 'tab.selected'; tab: HistoryTab } | LoaderEvent | { type: 'modal.closed' };

/** docs/behaviour.md §8: the server's refusal, or 'Failed to fetch job history' without one; else 'Failed to load job history'. */
const HISTORY_MESSAGES: LoadMessages = { refused: 'Failed to fetch job history', failed: 'Failed to load job history' };

/** The Job History modal of My Jobs: the job's information and its tasks, read when opened. */
export const jobHistoryMachine = setup({
  types: {} as { context: JobHistoryContext; events: JobHistoryEvent },
  actors: {
    loadHistory: fromPromise<JobDetails, { jobId: number | null }>(async ({ input, signal }) =>
      untilAbandoned(fetchJobDetails(known(input.jobId, 'job'), signal, HISTORY_MESSAGES.refused), signal),
    ),
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'history.opened');
      return { job: event.job, details: null, tab: 'tasks' as const, error: null };
    }),
    selectTab: assign(({ event }) => {
      assertEvent(event, 'tab.selected');
      return { tab: event.tab };
    }),
    reset: assign({ job: null, details: null, tab: 'tasks' as const, error: null }),
  },
}).createMachine({
  id: 'jobHistory',
  context: { job: null, details: null, tab: 'tasks', error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'history.opened': { target: 'open', actions: 'open' } },
    },
    open: {
      initial: 'loading',
      on: {
        'modal.closed': { target: 'closed', actions: 'reset', description: 'Closing drops a request still running' },
        'tab.selected': { actions: 'selectTab' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => ({ jobId: context.job?.id ?? null }),
            onDone: { target: 'loaded', actions: assign(({ event }) => ({ details: event.output })) },
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: loadFailure(event.error, HISTORY_MESSAGES) })) },
          },
        },
        loaded: {},
        failed: { on: { 'reload.requested': 'loading' } },
      },
    },
  },
});
