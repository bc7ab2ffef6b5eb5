import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../api/client';
import { loadFailure, oneMessage } from './loader.machine';
import { fetchJobDetails } from '../api/jobs';
import { keptAsOf, readKept } from '../api/readCache';
import type { Job, JobDetails, Task, TaskFile } from '../api/types';
import { untilAbandoned } from './untilAbandoned';
import { known } from './known';
import { rereadWhenBack } from './rereadWhenBack';
import { createFormModalMachine } from './formModal.machine';

export interface JobDetailsContext {
  jobId: number | null;
  job: Job | null;
  tasks: Task[];
  error: string | null;
  /** "HH:mm" when the job shown is the copy kept from then, read while the connection is down (docs/decisions/057-last-loaded-lists-offline.md). */
  asOf: string | null;
  infoExpanded: boolean;
  expandedTaskIds: number[];
  /** The unassigned tasks selected to be assigned together, in list order. */
  selectedTaskIds: number[];
}

export type JobDetailsEvent =
  | { type: 'reload.requested' }
  | { type: 'info.toggled' }
  | { type: 'task.toggled'; taskId: number }
  /** The tasks now selected for Assign selected (the view says which, after a click). */
  | { type: 'selection.changed'; taskIds: number[] };

export interface JobDetailsInput {
  /** null when the address names no job. */
  jobId: number | null;
}

/**
 * Of `ids`, those of tasks still unassigned, in list order: a task assigned since (by the
 * selection's own Assign) leaves the selection when the job is read again.
 */
function selectable(tasks: readonly Task[], ids: readonly number[]): number[] {
  return tasks.filter((t) => !t.isAssigned && ids.includes(t.id)).map((t) => t.id);
}

/** The server refuses an unknown job with its own 'not found' description. */
function isMissingJob(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'rejected' && /not found/i.test(error.message);
}

/**
 * Job Details and History (docs/behaviour.md §2): loading, the job and its tasks, 'Job Not Found', or the
 * error panel. Deleting a file is its own confirmation (`fileDeleteMachine`), after which the
 * screen reads the job again (jobDetailsScreen.machine.ts).
 */
export const jobDetailsMachine = setup({
  types: {} as {
    context: JobDetailsContext;
    events: JobDetailsEvent;
    input: JobDetailsInput;
  },
  actors: {
    fetchJobDetails: fromPromise<JobDetails, { jobId: number | null }>(async ({ input, signal }) => {
      const jobId = known(input.jobId, 'job');
      return untilAbandoned(
        readKept(`jobDetails:${jobId}`, () => fetchJobDetails(jobId, signal)),
        signal,
      );
    }),
    rereadWhenBack: rereadWhenBack({ type: 'reload.requested' }),
  },
  guards: {
    'address names no job': ({ context }) => context.jobId === null,
    'answer has no job': (_, details: JobDetails) => !details || !details.job,
    'job does not exist': ({ event }) => 'error' in event && isMissingJob(event.error),
  },
  actions: {
    toggleInfo: assign(({ context }) => ({ infoExpanded: !context.infoExpanded })),
    toggleTask: assign(({ context, event }) => {
      assertEvent(event, 'task.toggled');
      const open = context.expandedTaskIds.includes(event.taskId);
      return {
        expandedTaskIds: open ? context.expandedTaskIds.filter((id) => id !== event.taskId) : [...context.expandedTaskIds, event.taskId],
      };
    }),
    show: assign(({ context }, details: JobDetails) => {
      const tasks = details.taskList ?? [];
      return { job: details.job, tasks, error: null, asOf: keptAsOf(details), selectedTaskIds: selectable(tasks, context.selectedTaskIds) };
    }),
    select: assign(({ context, event }) => {
      assertEvent(event, 'selection.changed');
      return { selectedTaskIds: selectable(context.tasks, event.taskIds) };
    }),
    /** The screen learns the job is shown (jobDetailsScreen.machine.ts opens Assign for `?assign=all`). */
    announceShown: () => {},
  },
}).createMachine({
  id: 'jobDetails',
  context: ({ input }) => ({
    jobId: input.jobId,
    job: null,
    tasks: [],
    error: null,
    asOf: null,
    infoExpanded: true,
    expandedTaskIds: [],
    selectedTaskIds: [],
  }),
  initial: 'checking',
  on: {
    'reload.requested': {
      target: '.checking',
      description: 'Read again in every state: a read under way starts again, an address that names no job stays not found',
    },
  },
  states: {
    checking: {
      always: [{ guard: 'address names no job', target: 'notFound' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'details',
        src: 'fetchJobDetails',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: [
          { guard: { type: 'answer has no job', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'loaded', actions: [{ type: 'show', params: ({ event }) => event.output }, 'announceShown'] },
        ],
        onError: [
          { guard: 'job does not exist', target: 'notFound' },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ error: loadFailure(event.error, oneMessage('Failed to load job details')) })),
          },
        ],
      },
    },
    loaded: {
      invoke: { id: 'rereadWhenBack', src: 'rereadWhenBack', input: ({ context }) => ({ asOf: context.asOf }) },
      on: {
        'info.toggled': { actions: 'toggleInfo' },
        'task.toggled': { actions: 'toggleTask' },
        'selection.changed': { actions: 'select' },
      },
    },
    failed: {},
    notFound: {},
  },
});

/**
 * Delete File (docs/behaviour.md §7): asks first, then sends nothing; once confirmed the modal
 * closes and announces its completion, on which the screen reads the job again.
 */
export const fileDeleteMachine = createFormModalMachine<Record<string, never>, TaskFile, void>(
  'fileDelete',
  { submit: () => Promise.resolve(), failureMessage: null, sendsNothing: true },
  {},
);
