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
import { loadFailure, oneMessage } from './loader.machine';
import { createJobWithTasks, findJobByName } from '../api/compliance';
import { loadDeclaredHolidays } from '../api/declaredHolidays';
import { fetchJobDetails } from '../api/jobs';
import type { Job } from '../api/types';
import { parseComplianceName, repeatPlan, ruleById, type Holiday, type RepeatFrequency } from '../domain/compliance';
import { STOPPED_WAITING_MESSAGE } from './formModal.machine';
import { known } from './known';
import { stopWaitingBackTo } from './modalStates';
import { HOLIDAYS_LOAD_FAILED } from './declaredHolidays.machine';

export const REPEAT_FAILED_MESSAGE = 'Failed to repeat job';

export interface RepeatJobContext {
  job: Job | null;
  userId: number;
  frequency: RepeatFrequency;
  /**
   * The declared holidays the preview's due dates respect, read when the dialog opens (the
   * firm's list where the server keeps one); the repeat reads them again as it creates the job.
   */
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
  userId: number;
}

async function repeat(
  { job, frequency, userId }: RepeatInput,
  signal: AbortSignal,
): Promise<{ outcome: 'created' | 'existing'; job: Job }> {
  // A statutory job's next due date respects the declared holidays: the firm's list where the server keeps one.
  const { holidays } = await loadDeclaredHolidays(signal);
  const plan = repeatPlan(job, frequency, holidays);
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
    readHolidays: fromPromise<Holiday[]>(async ({ signal }) => (await loadDeclaredHolidays(signal)).holidays),
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
              declared: [],
              result: null,
              outcome: null,
              error: null,
            };
          }),
        },
      },
    },
    choosing: {
      initial: 'readingHolidays',
      states: {
        readingHolidays: {
          invoke: {
            id: 'readHolidays',
            src: 'readHolidays',
            onDone: { target: 'ready', actions: assign({ declared: ({ event }) => event.output }) },
            onError: {
              target: 'ready',
              description: 'The preview goes without them; the repeat reads them again and says so if it cannot',
              actions: assign({ error: ({ event }) => loadFailure(event.error, oneMessage(HOLIDAYS_LOAD_FAILED)) }),
            },
          },
        },
        ready: {},
      },
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
        input: ({ context }) => ({ job: context.job, frequency: context.frequency, userId: context.userId }),
        onDone: { target: 'succeeded', actions: assign(({ event }) => ({ result: event.output.job, outcome: event.output.outcome })) },
        onError: {
          target: 'choosing.ready',
          description: 'A failed call keeps the frequency; a job created before the failure is found, not doubled, on the next try.',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, REPEAT_FAILED_MESSAGE) })),
        },
      },
      on: stopWaitingBackTo('choosing.ready'),
    },
    succeeded: {
      tags: ['saved'],
      on: {
        'modal.closed': { target: 'closed', actions: ['announceCompletion', 'reset'] },
      },
    },
  },
});
