import { assertEvent, assign, setup } from 'xstate';
import { ApiError } from '../api/client';
import { createLoaderMachine, oneMessage } from './loader.machine';
import { fetchJobDetails } from '../api/jobs';
import { readKept } from '../api/readCache';
import type { Job, JobDetails, Task, TaskFile } from '../api/types';
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

export const JOB_DETAILS_FAILED = 'Failed to load job details';

/**
 * The job and its tasks, or the copy kept while the connection is down
 * (docs/decisions/057-last-loaded-lists-offline.md); null for a job the server does not have.
 */
async function readJobDetails(jobId: number, signal: AbortSignal): Promise<JobDetails | null> {
  try {
    return await readKept(`jobDetails:${jobId}`, () => fetchJobDetails(jobId, signal));
  } catch (error) {
    if (isMissingJob(error)) return null;
    throw error;
  }
}

/**
 * The job's read, by the loader factory (loader.machine.ts): an answer without a job, or the
 * server's 'not found', is its empty case (Job Not Found); any other failure maps to its message
 * in one place (`loadFailure`).
 */
export const jobDetailsRead = createLoaderMachine('jobDetailsRead', {
  load: ({ jobId }: { jobId: number | null }, signal) => readJobDetails(known(jobId, 'job'), signal),
  isEmpty: (details: JobDetails | null) => !details?.job,
  messages: oneMessage(JOB_DETAILS_FAILED),
  // The screen's reload re-enters `loading`, which starts a new read (below).
  reload: 'after a failure',
});

/**
 * Job Details and History (docs/behaviour.md §2): loading (the job's read, `jobDetailsRead`), the
 * job and its tasks, 'Job Not Found', or the error panel. Deleting a file is its own confirmation (`fileDeleteMachine`), after which the
 * screen reads the job again (jobDetailsScreen.machine.ts).
 */
export const jobDetailsMachine = setup({
  types: {} as {
    context: JobDetailsContext;
    events: JobDetailsEvent;
    input: JobDetailsInput;
  },
  actors: {
    read: jobDetailsRead,
    rereadWhenBack: rereadWhenBack({ type: 'reload.requested' }),
  },
  guards: {
    'address names no job': ({ context }) => context.jobId === null,
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
    show: assign(({ context }, read: { details: JobDetails | null; asOf: string | null }) => {
      const tasks = read.details?.taskList ?? [];
      return {
        job: read.details?.job ?? null,
        tasks,
        error: null,
        asOf: read.asOf,
        selectedTaskIds: selectable(tasks, context.selectedTaskIds),
      };
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
        src: 'read',
        input: ({ context }) => ({ jobId: context.jobId }),
        // The loader says when the job is read, that there is no such job, or why not (loader.machine.ts loadFailure).
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded',
            target: 'loaded',
            actions: [
              { type: 'show', params: ({ event }) => ({ details: event.snapshot.context.data, asOf: event.snapshot.context.asOf }) },
              'announceShown',
            ],
          },
          { guard: ({ event }) => event.snapshot.value === 'empty', target: 'notFound' },
          {
            guard: ({ event }) => event.snapshot.value === 'failed',
            target: 'failed',
            actions: assign({ error: ({ event }) => event.snapshot.context.error ?? JOB_DETAILS_FAILED }),
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
