import { assertEvent, assign, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import { fetchJobs } from '../api/jobs';
import type { Job } from '../api/types';
import { JOB_PICKER_SIZE, matchingJobs } from '../domain/jobPicker';
import { EMPTY_TASK_FORM } from '../domain/jobs';
import { addTaskMachine } from './addTask.machine';
import { known } from './known';
import { createLoaderMachine } from './loader.machine';

/** Job status 1: the jobs still being worked on (docs/behaviour.md §4). */
const ACTIVE = 1;

/** The unfinished jobs a task may be added to, read each time the picker opens. */
export const jobChoicesMachine = createLoaderMachine<null, readonly Job[]>('jobChoices', {
  load: async (_, signal) => (await fetchJobs({ pageNumber: 1, pageSize: JOB_PICKER_SIZE, statusId: ACTIVE }, signal)).items,
  isEmpty: (jobs) => jobs.length === 0,
  messages: { refused: 'Failed to fetch jobs', failed: 'Failed to fetch jobs' },
  reload: 'after a failure',
});

export type NewTaskEvent =
  | { type: 'picker.opened' }
  | { type: 'picker.closed' }
  | { type: 'search.changed'; text: string }
  | { type: 'job.chosen'; jobId: number }
  | { type: 'picker.confirmed' };

export interface NewTaskContext {
  text: string;
  jobId: number | null;
  choices: ActorRefFrom<typeof jobChoicesMachine> | undefined;
  /** Add Task to Job, opened for the chosen job. */
  addTask: ActorRefFrom<typeof addTaskMachine>;
}

const chosenJob = ({ jobId, choices }: NewTaskContext): Job | undefined =>
  choices?.getSnapshot().context.data?.find((job) => job.id === jobId);

/**
 * An admin's Create New Task on the dashboard (docs/behaviour.md §2 Dashboard): first the job
 * (`picking`, which reads the unfinished jobs each time it opens), then Add Task to Job for the
 * one chosen, the same flow as on Jobs.
 */
export const newTaskMachine = setup({
  types: {} as { context: NewTaskContext; events: NewTaskEvent },
  actors: { choices: jobChoicesMachine, addTask: addTaskMachine },
  guards: { 'a job is chosen': ({ context }) => chosenJob(context) !== undefined },
  actions: {
    stopChoices: stopChild('choices'),
    openAddTask: sendTo(
      ({ context }) => context.addTask,
      ({ context }) => ({ type: 'modal.opened' as const, values: EMPTY_TASK_FORM, subject: known(chosenJob(context), 'chosen job') }),
    ),
  },
}).createMachine({
  id: 'newTask',
  context: ({ spawn }) => ({ text: '', jobId: null, choices: undefined, addTask: spawn('addTask', { id: 'addTask' }) }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'picker.opened': {
          target: 'picking',
          actions: assign(({ spawn }) => ({ text: '', jobId: null, choices: spawn('choices', { id: 'choices', input: null }) })),
        },
      },
    },
    picking: {
      on: {
        'search.changed': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'search.changed');
            // A choice the new words hide is dropped, so Continue never adds to a job not shown.
            const chosen = chosenJob(context);
            const stillShown = chosen !== undefined && matchingJobs([chosen], event.text).length > 0;
            return { text: event.text, jobId: stillShown ? context.jobId : null };
          }),
        },
        'job.chosen': {
          actions: assign(({ event }) => {
            assertEvent(event, 'job.chosen');
            return { jobId: event.jobId };
          }),
        },
        'picker.confirmed': { guard: 'a job is chosen', target: 'closed', actions: ['openAddTask', 'stopChoices'] },
        'picker.closed': { target: 'closed', actions: 'stopChoices' },
      },
    },
  },
});
