/**
 * Repeat job (docs/behaviour.md §2, Jobs Management and Job Details): the next period's job for
 * the same client, its name's and description's period moved on, a statutory due date moved to
 * the next period's, its dates shifted by the chosen frequency and its tasks copied without
 * assignees. Idempotent: when the client already has a job of that name it
 * is shown and nothing is created (docs/decisions/010-compliance-jobs-by-name.md).
 *
 * A form-modal instance: closed -> preparing (the declared holidays the preview respects) ->
 * editing (the frequency) -> submitting -> succeeded (the new or the existing job shown until
 * the user closes it) -> closed, emitting `completed` so the list behind it reads again; a
 * failure goes back to editing with the frequency kept.
 */
import { loadDeclaredHolidays } from '../api/declaredHolidays';
import { createJobWithTasks, findJobByName } from '../api/compliance';
import { fetchJobDetails } from '../api/jobs';
import type { Job } from '../api/types';
import { parseComplianceName, repeatPlan, ruleById, type Holiday, type RepeatFrequency } from '../domain/compliance';
import { createFormModalMachine } from './formModal.machine';
import { known } from './known';
import { HOLIDAYS_LOAD_FAILED } from './declaredHolidays.machine';

export const REPEAT_FAILED_MESSAGE = 'Failed to repeat job';

/** The job repeated and who repeats it (the new job's creator). */
export interface RepeatSubject {
  job: Job;
  userId: number;
}

export interface RepeatValues {
  frequency: RepeatFrequency;
}

/** What the repeat did: made the next period's job, or found it already there. */
export interface RepeatOutcome {
  outcome: 'created' | 'existing';
  job: Job;
}

interface RepeatInput {
  job: Job;
  frequency: RepeatFrequency;
  userId: number;
}

async function repeat({ job, frequency, userId }: RepeatInput, signal: AbortSignal): Promise<RepeatOutcome> {
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

/** What the dialog opens with for `job`: its frequency as `defaultFrequency` says. */
export const repeatOpened = (job: Job, userId: number) =>
  ({ type: 'modal.opened', values: { frequency: defaultFrequency(job) }, subject: { job, userId } }) as const;

export const repeatJobMachine = createFormModalMachine<RepeatValues, RepeatSubject, RepeatOutcome, Holiday[]>(
  'repeatJob',
  {
    // The preview goes without them if they cannot be read; the repeat reads them again and says so if it cannot.
    prepare: {
      read: async (signal) => (await loadDeclaredHolidays(signal)).holidays,
      failureMessage: HOLIDAYS_LOAD_FAILED,
      sendsWithout: true,
    },
    // A job created before a failure is found, not doubled, on the next try.
    submit: ({ values, subject }, signal) => {
      const { job, userId } = known(subject, 'job to repeat');
      return repeat({ job, userId, frequency: values.frequency }, signal);
    },
    failureMessage: REPEAT_FAILED_MESSAGE,
    staysOpenOnSuccess: true,
  },
  { frequency: 'monthly' },
);
