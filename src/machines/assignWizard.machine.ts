import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { createLoaderMachine, oneMessage } from './loader.machine';
import { fetchJobTypeOptions, fetchUserOptions, fetchUserTypeOptions } from '../api/dropdowns';
import { searchJobsByTypeAndDate } from '../api/jobs';
import { assignTask, fetchAvailableTasks } from '../api/tasks';
import type { AssignmentPayload, JobOption, OptionItem, Task, UserOption } from '../api/types';
import {
  ASSIGN_FAILED,
  ASSIGN_MESSAGES,
  ASSIGN_SUCCESS_MS,
  INITIAL_DATA_FAILED,
  assignProblem,
  buildAssignmentPayload,
  inputDateToIso,
  toggleReviewer,
  withoutAssignee,
  type AssignDraft,
} from '../domain/assign';
import { known } from './known';

export interface InitialData {
  jobTypes: OptionItem[];
  /** User types: the role the assignee should have. */
  roles: OptionItem[];
  users: UserOption[];
}

export interface AssignWizardContext extends InitialData {
  currentUserId: number;
  /**
   * Why a read failed: the first dropdowns (the screen cannot start), or, once editing, the
   * chosen job's task list (shown at the task field).
   */
  loadError: string | null;
  jobTypeId: number | null;
  roleId: number | null;
  /** Job-search window, datetime-local text ('' until picked). */
  searchFrom: string;
  searchTo: string;
  /** null until the search for the current type and window has answered. */
  jobs: JobOption[] | null;
  /** Text narrowing the job list by name or number ('' shows every job). */
  jobFilter: string;
  jobId: number | null;
  /** Unassigned tasks of the chosen job; null until they have arrived. */
  tasks: Task[] | null;
  taskId: number | null;
  assigneeId: number | null;
  reviewerIds: number[];
  startDate: string;
  endDate: string;
  /** The form's one message: the first spec message for bad input, or why the assignment failed. */
  actionError: string | null;
}

export type AssignWizardEvent =
  | { type: 'reload.requested' }
  | { type: 'jobType.changed'; jobTypeId: number }
  | { type: 'role.changed'; roleId: number }
  | { type: 'searchRange.changed'; edge: 'from' | 'to'; value: string }
  | { type: 'jobFilter.changed'; text: string }
  | { type: 'job.changed'; jobId: number }
  | { type: 'task.changed'; taskId: number }
  | { type: 'assignee.changed'; userId: number }
  | { type: 'reviewer.toggled'; userId: number; checked: boolean }
  | { type: 'taskDates.changed'; edge: 'start' | 'end'; value: string }
  | { type: 'form.submitted' }
  | { type: 'form.resetRequested' };

export type AssignWizardEmitted = { type: 'assigned'; taskId: number };

// What each choice clears: every later step (changing a choice resets what follows it).
const LATER_THAN_TASK = {
  assigneeId: null,
  reviewerIds: [],
  startDate: '',
  endDate: '',
  actionError: null,
} satisfies Partial<AssignWizardContext>;
const LATER_THAN_JOB = { tasks: null, loadError: null, taskId: null, ...LATER_THAN_TASK } satisfies Partial<AssignWizardContext>;
const LATER_THAN_RANGE = { jobs: null, jobFilter: '', jobId: null, ...LATER_THAN_JOB } satisfies Partial<AssignWizardContext>;
const LATER_THAN_ROLE = { searchFrom: '', searchTo: '', ...LATER_THAN_RANGE } satisfies Partial<AssignWizardContext>;
const NOTHING_CHOSEN = { jobTypeId: null, roleId: null, ...LATER_THAN_ROLE } satisfies Partial<AssignWizardContext>;

/** What a changed choice sets, together with every later step it clears. */
function choiceOf(context: AssignWizardContext, event: AssignWizardEvent): Partial<AssignWizardContext> {
  assertEvent(event, ['jobType.changed', 'role.changed', 'searchRange.changed', 'job.changed', 'task.changed']);
  switch (event.type) {
    case 'jobType.changed':
      return { ...NOTHING_CHOSEN, jobTypeId: event.jobTypeId };
    case 'role.changed':
      return { ...LATER_THAN_ROLE, roleId: event.roleId };
    case 'searchRange.changed':
      return event.edge === 'from'
        ? { ...LATER_THAN_ROLE, searchFrom: event.value, searchTo: context.searchTo }
        : { ...LATER_THAN_ROLE, searchFrom: context.searchFrom, searchTo: event.value };
    case 'job.changed':
      return { ...LATER_THAN_JOB, jobId: event.jobId };
    case 'task.changed':
      return { ...LATER_THAN_TASK, taskId: event.taskId };
  }
}

function draftOf(context: AssignWizardContext): AssignDraft {
  return {
    taskId: context.taskId,
    assigneeId: context.assigneeId,
    reviewerIds: context.reviewerIds,
    startDate: context.startDate,
    endDate: context.endDate,
    job: context.jobs?.find((j) => j.value === context.jobId) ?? null,
  };
}

/** The payload of docs/behaviour.md §3 from a complete, valid wizard. */
export function payloadOf(context: AssignWizardContext): AssignmentPayload {
  const byId = (id: number | null) => context.users.find((u) => u.id === id);
  const assignee = byId(context.assigneeId);
  if (context.taskId === null || context.jobId === null || !assignee) throw new Error('The assignment is not complete');
  return buildAssignmentPayload({
    taskId: context.taskId,
    jobId: context.jobId,
    startDate: context.startDate,
    endDate: context.endDate,
    currentUserId: context.currentUserId,
    assignee,
    reviewers: context.reviewerIds.flatMap((id) => byId(id) ?? []),
  });
}

async function loadInitialData(signal: AbortSignal): Promise<InitialData> {
  const [jobTypes, roles, users] = await Promise.all([fetchJobTypeOptions(signal), fetchUserTypeOptions(signal), fetchUserOptions(signal)]);
  return { jobTypes, roles, users };
}

/*
 * The wizard's three reads, by the loader factory (loader.machine.ts): each says when what it
 * reads is in, or why not, mapped in one place (`loadFailure`). A read for a choice since
 * changed stops with the state that started it, so its answer never shows.
 */

const NO_OPTIONS: InitialData = { jobTypes: [], roles: [], users: [] };

/** The first dropdowns: without them the screen cannot start (Retry reads them again). */
export const initialDataRead = createLoaderMachine('assignInitialData', {
  load: (_: undefined, signal) => loadInitialData(signal),
  isEmpty: () => false,
  messages: oneMessage(INITIAL_DATA_FAILED),
  reload: 'after a failure',
});

/** The jobs of the chosen type in the search window; a failed search answers an empty list (docs/behaviour.md §8). */
export const jobSearchRead = createLoaderMachine('assignJobSearch', {
  load: (input: { from: string; to: string; jobTypeId: number | null }, signal) =>
    searchJobsByTypeAndDate({ ...input, jobTypeId: known(input.jobTypeId, 'job type') }, signal),
  isEmpty: (jobs: JobOption[]) => jobs.length === 0,
  messages: oneMessage(INITIAL_DATA_FAILED),
  reload: 'after a failure',
});

/** The chosen job's unassigned tasks; without them there is nothing to pick, and the task field says why. */
export const tasksRead = createLoaderMachine('assignTasks', {
  load: ({ jobId }: { jobId: number | null }, signal) => fetchAvailableTasks(known(jobId, 'job'), signal),
  isEmpty: (tasks: Task[]) => tasks.length === 0,
  messages: oneMessage(INITIAL_DATA_FAILED),
  reload: 'after a failure',
});

export const assignWizardMachine = setup({
  types: {} as { context: AssignWizardContext; events: AssignWizardEvent; emitted: AssignWizardEmitted; input: { currentUserId: number } },
  actors: {
    loadInitialData: initialDataRead,
    searchJobs: jobSearchRead,
    loadTasks: tasksRead,
    /** Answers the id of the task it assigned. */
    assignTask: fromPromise<number, AssignmentPayload>(async ({ input }) => {
      await assignTask(input);
      return input.id;
    }),
  },
  guards: {
    'job type is chosen': ({ context }) => context.jobTypeId !== null,
    'role is chosen': ({ context }) => context.roleId !== null,
    'jobs are listed': ({ context }) => context.jobs !== null,
    'tasks are listed': ({ context }) => context.tasks !== null,
    'task is chosen': ({ context }) => context.taskId !== null,
    'assignee is chosen': ({ context }) => context.assigneeId !== null,
    'a reviewer is chosen': ({ context }) => context.reviewerIds.length > 0,
    'search range is incomplete': ({ context }) => !context.searchFrom || !context.searchTo,
    'job is missing': ({ context }) => context.jobId === null,
    'task dates are incomplete': ({ context }) => !context.startDate || !context.endDate,
    'the assignment breaks a rule': ({ context }) => assignProblem(draftOf(context), Date.now()) !== null,
  },
  actions: {
    announceAssigned: emit((_, params: { taskId: number }) => ({ type: 'assigned' as const, taskId: params.taskId })),
    choose: assign(({ context, event }) => choiceOf(context, event)),
    chooseAssignee: assign(({ context, event }) => {
      assertEvent(event, 'assignee.changed');
      return { assigneeId: event.userId, reviewerIds: withoutAssignee(context.reviewerIds, event.userId), actionError: null };
    }),
    toggleReviewer: assign(({ context, event }) => {
      assertEvent(event, 'reviewer.toggled');
      return { reviewerIds: toggleReviewer(context.reviewerIds, event.userId, event.checked), actionError: null };
    }),
    chooseTaskDate: assign(({ event }) => {
      assertEvent(event, 'taskDates.changed');
      return event.edge === 'start' ? { startDate: event.value, actionError: null } : { endDate: event.value, actionError: null };
    }),
    showProblem: assign(({ context }) => {
      const problem = assignProblem(draftOf(context), Date.now());
      return { actionError: problem ? ASSIGN_MESSAGES[problem] : null };
    }),
    clearActionError: assign({ actionError: null }),
    clearChoices: assign(NOTHING_CHOSEN),
    filterJobs: assign(({ event }) => {
      assertEvent(event, 'jobFilter.changed');
      return { jobFilter: event.text };
    }),
    // docs/behaviour.md "Assign Job Task": the next task is often of the same type, role and period;
    // the jobs are searched again, since the one just assigned may have nothing left to assign.
    clearAssignment: assign(LATER_THAN_RANGE),
  },
  delays: {
    /** docs/behaviour.md §9: the assign success message shows for 3 seconds, then the form clears for the next task. */
    assignSuccessDelay: ASSIGN_SUCCESS_MS,
  },
}).createMachine({
  id: 'assignWizard',
  context: ({ input }) => ({
    currentUserId: input.currentUserId,
    jobTypes: [],
    roles: [],
    users: [],
    ...NOTHING_CHOSEN,
  }),
  initial: 'loadingInitialData',
  states: {
    loadingInitialData: {
      invoke: {
        id: 'loadInitialData',
        src: 'loadInitialData',
        input: () => undefined,
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded',
            target: 'editing',
            actions: assign(({ event }) => ({ ...(event.snapshot.context.data ?? NO_OPTIONS), loadError: null })),
          },
          {
            guard: ({ event }) => event.snapshot.value === 'failed',
            target: 'initialDataFailed',
            actions: assign({ loadError: ({ event }) => event.snapshot.context.error ?? INITIAL_DATA_FAILED }),
          },
        ],
      },
    },
    initialDataFailed: {
      on: { 'reload.requested': 'loadingInitialData' },
    },
    editing: {
      initial: 'routing',
      on: {
        'jobType.changed': { target: '.routing', actions: 'choose' },
        'role.changed': { guard: 'job type is chosen', target: '.routing', actions: 'choose' },
        'searchRange.changed': { guard: 'role is chosen', target: '.routing', actions: 'choose' },
        'jobFilter.changed': {
          guard: 'jobs are listed',
          actions: 'filterJobs',
          description: 'Narrows the offered jobs; the chosen job stays chosen',
        },
        'job.changed': { guard: 'jobs are listed', target: '.routing', actions: 'choose' },
        'task.changed': { guard: 'tasks are listed', target: '.routing', actions: 'choose' },
        'assignee.changed': {
          guard: 'task is chosen',
          target: '.routing',
          actions: 'chooseAssignee',
          description: 'The new assignee leaves the reviewers if they were one',
        },
        'reviewer.toggled': { guard: 'assignee is chosen', target: '.routing', actions: 'toggleReviewer' },
        'taskDates.changed': {
          guard: 'a reviewer is chosen',
          target: '.routing',
          actions: 'chooseTaskDate',
        },
        'form.submitted': [
          {
            guard: 'the assignment breaks a rule',
            actions: 'showProblem',
            description: 'Bad input shows the first spec message and sends nothing',
          },
          { target: 'submitting', actions: 'clearActionError' },
        ],
        'form.resetRequested': { target: '.routing', actions: 'clearChoices' },
      },
      states: {
        // Lands on the first step still to be chosen, so every change resumes the wizard there.
        routing: {
          always: [
            { guard: not('job type is chosen'), target: 'choosingJobType' },
            { guard: not('role is chosen'), target: 'choosingRole' },
            { guard: 'search range is incomplete', target: 'choosingSearchRange' },
            { guard: not('jobs are listed'), target: 'searchingJobs' },
            { guard: 'job is missing', target: 'choosingJob' },
            { guard: not('tasks are listed'), target: 'loadingTasks' },
            { guard: not('task is chosen'), target: 'choosingTask' },
            { guard: not('assignee is chosen'), target: 'choosingAssignee' },
            { guard: not('a reviewer is chosen'), target: 'choosingReviewers' },
            { guard: 'task dates are incomplete', target: 'choosingDates' },
            { target: 'complete' },
          ],
        },
        choosingJobType: {},
        choosingRole: {},
        choosingSearchRange: {},
        searchingJobs: {
          // A failed search answers an empty list (docs/behaviour.md §8), so this read has no failure path.
          invoke: {
            id: 'searchJobs',
            src: 'searchJobs',
            input: ({ context }) => ({
              from: inputDateToIso(context.searchFrom),
              to: inputDateToIso(context.searchTo),
              jobTypeId: context.jobTypeId,
            }),
            onSnapshot: {
              guard: ({ event }) => event.snapshot.value === 'loaded' || event.snapshot.value === 'empty',
              target: 'routing',
              actions: assign({ jobs: ({ event }) => event.snapshot.context.data ?? [] }),
            },
          },
        },
        choosingJob: {},
        loadingTasks: {
          invoke: {
            id: 'loadTasks',
            src: 'loadTasks',
            input: ({ context }) => ({ jobId: context.jobId }),
            onSnapshot: [
              {
                guard: ({ event }) => event.snapshot.value === 'loaded' || event.snapshot.value === 'empty',
                target: 'routing',
                actions: assign({ tasks: ({ event }) => event.snapshot.context.data ?? [], loadError: null }),
              },
              {
                guard: ({ event }) => event.snapshot.value === 'failed',
                target: 'routing',
                description: 'Without the task list there is nothing to pick; the message says why',
                actions: assign({ tasks: [], loadError: ({ event }) => event.snapshot.context.error ?? INITIAL_DATA_FAILED }),
              },
            ],
          },
        },
        choosingTask: {},
        choosingAssignee: {},
        choosingReviewers: {},
        choosingDates: {},
        complete: {},
      },
    },
    submitting: {
      invoke: {
        id: 'assignTask',
        src: 'assignTask',
        input: ({ context }) => payloadOf(context),
        onDone: {
          target: 'succeeded',
          actions: { type: 'announceAssigned', params: ({ event }) => ({ taskId: event.output }) },
        },
        onError: {
          target: 'editing',
          description: 'A refused or failed assignment keeps every choice',
          actions: assign(({ event }) => ({ actionError: toUserMessage(event.error, ASSIGN_FAILED) })),
        },
      },
    },
    succeeded: {
      after: {
        assignSuccessDelay: {
          target: 'editing',
          actions: 'clearAssignment',
          description: 'Job type, role and search period stay; the jobs are searched again',
        },
      },
    },
  },
});
