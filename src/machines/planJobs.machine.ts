/**
 * The Plan jobs wizard (docs/behaviour.md §2, Compliance Calendar): choose clients (the
 * likely-due ones preselected) → preview the jobs → create them. One job per client ×
 * obligation × period: a client already planned cannot be chosen, and a job the server
 * already has under the same name is shown as skipped (docs/decisions/010-compliance-jobs-by-name.md).
 */
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { createJobWithTasks, findJobByName } from '../api/compliance';
import { fetchClientOptions, fetchJobTypeOptions } from '../api/dropdowns';
import type { Job, OptionItem } from '../api/types';
import {
  PLAN_FAILED_MESSAGE,
  PLAN_NO_CLIENTS_MESSAGE,
  PLAN_OPTIONS_FAILED_MESSAGE,
  jobTypeFor,
  payloadDates,
  planDescription,
  previewRows,
  type ClientRef,
  type ComplianceJob,
  type Deadline,
  type PlanRow,
} from '../domain/compliance';
import { untilAbandoned } from './untilAbandoned';
import { STOPPED_WAITING_MESSAGE } from './formModal.machine';
import { stopWaitingBackTo } from './modalStates';

export interface PlanJobsInput {
  deadline: Deadline;
  planned: ComplianceJob[];
  likely: ClientRef[];
  userId: number;
}

export interface PlanResult {
  clientName: string;
  job: Job;
  /** Created now, or found already there and left alone. */
  outcome: 'created' | 'skipped';
}

export interface PlanJobsContext extends PlanJobsInput {
  clients: OptionItem[];
  jobTypes: OptionItem[];
  selected: number[];
  filter: string;
  results: PlanResult[];
  error: string | null;
}

export type PlanJobsEvent =
  | { type: 'client.toggled'; clientId: number }
  | { type: 'filter.changed'; text: string }
  | { type: 'selection.cleared' }
  | { type: 'preview.requested' }
  | { type: 'preview.left' }
  | { type: 'submission.cancelled' }
  | { type: 'plan.confirmed' }
  | { type: 'plan.retried' }
  | { type: 'modal.closed' };

interface CreateInput {
  rows: PlanRow[];
  deadline: Deadline;
  jobTypeId: number;
  userId: number;
}

/** Creates the chosen jobs one by one; a job found under the same name is skipped, never doubled. */
async function createPlanned({ rows, deadline, jobTypeId, userId }: CreateInput, signal: AbortSignal): Promise<PlanResult[]> {
  const results: PlanResult[] = [];
  for (const row of rows) {
    const found = await findJobByName(row.clientId, row.jobName, signal);
    if (found) {
      results.push({ clientName: row.clientName, job: found, outcome: 'skipped' });
      continue;
    }
    const job = await createJobWithTasks(
      {
        jobName: row.jobName,
        jobDescription: planDescription(deadline),
        clientId: row.clientId,
        jobTypeId,
        ...payloadDates(row.start, row.end),
        id: userId,
      },
      row.tasks.map((taskName) => ({ taskName, taskDescription: `${taskName} for ${deadline.rule.jobTitle} ${deadline.periodLabel}.` })),
      signal,
    );
    results.push({ clientName: row.clientName, job, outcome: 'created' });
  }
  return results;
}

export const planJobsMachine = setup({
  types: {} as { context: PlanJobsContext; events: PlanJobsEvent; input: PlanJobsInput; output: { created: number } },
  actors: {
    loadOptions: fromPromise<{ clients: OptionItem[]; jobTypes: OptionItem[] }>(({ signal }) =>
      untilAbandoned(
        Promise.all([fetchClientOptions(signal), fetchJobTypeOptions(signal)]).then(([clients, jobTypes]) => ({ clients, jobTypes })),
        signal,
      ),
    ),
    createPlanned: fromPromise<PlanResult[], CreateInput>(({ input, signal }) => createPlanned(input, signal)),
  },
  guards: {
    'no client is chosen': ({ context }) => context.selected.length === 0,
    'the client is already planned': ({ context, event }) => {
      assertEvent(event, 'client.toggled');
      return context.planned.some((job) => job.clientId === event.clientId);
    },
  },
  actions: {
    tellStopped: assign({ error: STOPPED_WAITING_MESSAGE }),
    toggleClient: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'client.toggled');
        return context.selected.includes(event.clientId)
          ? context.selected.filter((id) => id !== event.clientId)
          : [...context.selected, event.clientId];
      },
      error: null,
    }),
  },
}).createMachine({
  id: 'planJobs',
  context: ({ input }) => ({
    ...input,
    clients: [],
    jobTypes: [],
    filter: '',
    results: [],
    error: null,
    selected: input.likely.map((c) => c.clientId).filter((id) => !input.planned.some((job) => job.clientId === id)),
  }),
  output: ({ context }) => ({ created: context.results.filter((r) => r.outcome === 'created').length }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: {
          target: 'choosing',
          actions: assign(({ event }) => ({ clients: event.output.clients, jobTypes: event.output.jobTypes, error: null })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: toUserMessage(event.error, PLAN_OPTIONS_FAILED_MESSAGE) })) },
      },
    },
    failed: {
      on: { 'plan.retried': 'loading', 'modal.closed': 'closed' },
    },
    choosing: {
      on: {
        'client.toggled': { guard: not('the client is already planned'), actions: 'toggleClient' },
        'filter.changed': { actions: assign({ filter: ({ event }) => event.text }) },
        'selection.cleared': { actions: assign({ selected: [], error: null }) },
        'preview.requested': [
          {
            guard: 'no client is chosen',
            description: 'Bad input sends nothing and says why.',
            actions: assign({ error: PLAN_NO_CLIENTS_MESSAGE }),
          },
          { target: 'previewing', actions: assign({ error: null }) },
        ],
        'modal.closed': 'closed',
      },
    },
    previewing: {
      on: {
        'preview.left': { target: 'choosing', actions: assign({ error: null }) },
        'plan.confirmed': { target: 'creating', actions: assign({ error: null }) },
        'modal.closed': 'closed',
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createPlanned',
        src: 'createPlanned',
        input: ({ context }) => ({
          rows: previewRows(context.deadline, context.clients, context.selected, context.planned).filter((row) => row.existing === null),
          deadline: context.deadline,
          jobTypeId: jobTypeFor(context.deadline, context.jobTypes),
          userId: context.userId,
        }),
        onDone: { target: 'done', actions: assign({ results: ({ event }) => event.output }) },
        onError: {
          target: 'previewing',
          description: 'A failed call keeps the choice; jobs already created are found and skipped on the next try.',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, PLAN_FAILED_MESSAGE) })),
        },
      },
      on: stopWaitingBackTo('previewing'),
    },
    done: {
      tags: ['saved'],
      on: { 'modal.closed': 'closed' },
    },
    closed: { type: 'final' },
  },
});
