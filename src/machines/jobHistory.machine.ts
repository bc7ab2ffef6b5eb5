import { assertEvent, assign, setup } from 'xstate';
import { fetchJobDetails } from '../api/jobs';
import type { Job } from '../api/types';
import { createLoaderMachine, type LoadMessages } from './loader.machine';

export type HistoryTab = 'tasks' | 'summary';

export interface JobHistoryContext {
  /** The job as listed, shown while its history is read. */
  job: Job | null;
  tab: HistoryTab;
}

export type JobHistoryEvent = { type: 'history.opened'; job: Job } | { type: 'tab.selected'; tab: HistoryTab } | { type: 'modal.closed' };

/** docs/behaviour.md §8: the server's refusal, or 'Failed to fetch job history' without one; else 'Failed to load job history'. */
const HISTORY_MESSAGES: LoadMessages = { refused: 'Failed to fetch job history', failed: 'Failed to load job history' };

/** One job's information and tasks, read when its history opens: a loader; a job without tasks is its empty case. */
export const jobRecordMachine = createLoaderMachine('jobRecord', {
  load: ({ jobId }: { jobId: number }, signal) => fetchJobDetails(jobId, signal, HISTORY_MESSAGES.refused),
  isEmpty: (details) => details.taskList.length === 0,
  messages: HISTORY_MESSAGES,
  reload: 'after a failure',
});

/**
 * The Job History modal of My Jobs: the job, the tab shown, and the `record` child that reads
 * the job's history each time it opens (closing stops it, dropping a read still running).
 */
export const jobHistoryMachine = setup({
  types: {} as { context: JobHistoryContext; events: JobHistoryEvent; children: { record: 'record' } },
  actors: { record: jobRecordMachine },
}).createMachine({
  id: 'jobHistory',
  context: { job: null, tab: 'tasks' },
  initial: 'closed',
  states: {
    closed: {
      on: { 'history.opened': { target: 'open', actions: assign(({ event }) => ({ job: event.job, tab: 'tasks' as const })) } },
    },
    open: {
      invoke: {
        id: 'record',
        src: 'record',
        input: ({ event }) => {
          assertEvent(event, 'history.opened');
          return { jobId: event.job.id };
        },
      },
      on: {
        'modal.closed': { target: 'closed', description: 'Closing drops a read still running' },
        'tab.selected': { actions: assign(({ event }) => ({ tab: event.tab })) },
      },
    },
  },
});
