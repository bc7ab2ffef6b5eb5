/**
 * Repeat job (docs/behaviour.md §2, Jobs Management and Job Details): the next period's job for
 * the same client, its name's and description's period moved on, a statutory due date moved to
 * the next period's, its dates shifted by the chosen frequency and its tasks copied without
 * assignees. Idempotent: when the client already has a job of that name it
 * is shown and nothing is created (docs/decisions/010-compliance-jobs-by-name.md).
 *
 * closed -> choosing -> repeating -> succeeded (the new or the existing job shown) -> closed,
 * emitting `completed` so the list behind it reads again; a failure goes back to choosing with
 * the frequency kept.
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { createJobWithTasks, findJobByName } from '../api/compliance';
import { readDeclaredHolidays } from '../api/declaredHolidays';
import { fetchJobDetails } from '../api/jobs';
import type { Job } from '../api/types';
import { parseComplianceName, repeatPlan, ruleById, type Holiday, type RepeatFrequency } from '../domain/compliance';
import { STOPPED_WAITING_MESSAGE } from './formModal.machine';
import { known } from './known';
import { stopWaitingBackTo } from './modalStates';

export const REPEAT_FAILED_MESSAGE = 'Failed to repeat job';

export interface RepeatJobContext {
  job: Job | null;
  userId: number;
  frequency: RepeatFrequency;
  /** The declared holidays a statutory job's next due date respects, read when the dialog opens. */
  declared: readonly Holiday[];
  /** The job created, or the one that was already there. */
  result: Job | null;
  outcome: 'created' | 'existing' | null;
  error: string | null;
}

export type RepeatJobEvent =
  | { type: 'repeat.opened'; job: Job; userId: number }
  | { type: 'frequency.changed'; frequency: RepeatFrequency }
  | { type: 'repeat.confirmed' }
  | { type: 'submission.cancelled' }
  | { type: 'modal.closed' };

interface RepeatInput {
  job: Job;
  frequency: RepeatFrequency;
  declared: readonly Holiday[];
  userId: number;
}

async function repeat(
  { job, frequency, declared, userId }: RepeatInput,
  signal: AbortSignal,
): Promise<{ outcome: 'created' | 'existing'; job: Job }> {
  const plan = repeatPlan(job, frequency, declared);
  const found = await findJobByName(job.clientId, plan.jobName, signal);
  if (found) return { outcome: 'existing', job: found };
  const { taskList } = await fetchJobDetails(job.id, signal);
  const created = await createJobWithTasks(
    {
      jobName: plan.jobName,
      jobDescription: plan.jobDescription,
      clientId: job.clientId,
      jobTypeId: job.jobTypeId,
      dateIn: plan.dateIn,
      dateOut: plan.dateOut,
      id: userId,
    },
    taskList.map((task) => ({ taskName: task.taskName, taskDescription: task.taskDescription })),
    signal,
  );
  return { outcome: 'created', job: created };
}

/** A statutory job repeats at its obligation's frequency; any other job monthly, until changed. */
export function defaultFrequency(job: Job): RepeatFrequency {
  const parsed = parseComplianceName(job.jobName);
  return parsed && ruleById(parsed.ruleId).frequency === 'annual' ? 'annual' : 'monthly';
}

export const repeatJobMachine = setup({
  types: {} as { context: RepeatJobContext; events: RepeatJobEvent; emitted: { type: 'completed' } },
  actors: {
    repeat: fromPromise<{ outcome: 'created' | 'existing'; job: Job }, Omit<RepeatInput, 'job'> & { job: Job | null }>(
      ({ input, signal }) => repeat({ ...input, job: known(input.job, 'job') }, signal),
    ),
  },
  actions: {
    tellStopped: assign({ error: STOPPED_WAITING_MESSAGE }),
    announceCompletion: emit({ type: 'completed' as const }),
    reset: assign({ job: null, result: null, outcome: null, error: null }),
  },
}).createMachine({
  id: 'repeatJob',
  context: { job: null, userId: 0, frequency: 'monthly', declared: [], result: null, outcome: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'repeat.opened': {
          target: 'choosing',
          actions: assign(({ event }) => {
            assertEvent(event, 'repeat.opened');
            return {
              job: event.job,
              userId: event.userId,
              frequency: defaultFrequency(event.job),
              declared: readDeclaredHolidays(),
              result: null,
              outcome: null,
              error: null,
            };
          }),
        },
      },
    },
    choosing: {
      on: {
        'frequency.changed': { actions: assign({ frequency: ({ event }) => event.frequency, error: null }) },
        'repeat.confirmed': { target: 'repeating', actions: assign({ error: null }) },
        'modal.closed': { target: 'closed', actions: 'reset' },
      },
    },
    repeating: {
      tags: ['busy'],
      invoke: {
        id: 'repeat',
        src: 'repeat',
        input: ({ context }) => ({ job: context.job, frequency: context.frequency, declared: context.declared, userId: context.userId }),
        onDone: { target: 'succeeded', actions: assign(({ event }) => ({ result: event.output.job, outcome: event.output.outcome })) },
        onError: {
          target: 'choosing',
          description: 'A failed call keeps the frequency; a job created before the failure is found, not doubled, on the next try.',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, REPEAT_FAILED_MESSAGE) })),
        },
      },
      on: stopWaitingBackTo('choosing'),
    },
    succeeded: {
      tags: ['saved'],
      on: {
        'modal.closed': { target: 'closed', actions: ['announceCompletion', 'reset'] },
      },
    },
  },
});
