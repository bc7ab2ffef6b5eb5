import { createJob, deleteJob, fetchJobDetails, updateJob } from '../api/jobs';
import type { Job } from '../api/types';
import { EMPTY_JOB_FORM, toJobUpdatePayload, toNewJobPayload, validateJob, type JobFormValues } from '../domain/jobs';
import { hasReviewHistory } from '../domain/jobHistory';
import { createFormModalMachine } from './formModal.machine';
import { untilAbandoned } from './untilAbandoned';

/**
 * Who a new job is created by: the server records it (docs/behaviour.md §7 job/add `id`). The
 * screen opens the form with the signed-in user, as the session knows them
 * (docs/architecture.md, "Who is signed in").
 */
export interface NewJobSubject {
  createdBy: number;
}

/** Create New Job (docs/behaviour.md §2, §5): CREATED is success; 'Failed to create job' otherwise. */
export const createJobMachine = createFormModalMachine<JobFormValues, NewJobSubject, void>(
  'createJob',
  {
    validate: (values) => validateJob(values),
    submit: async ({ values, subject }, signal) => {
      if (!subject) throw new Error('User ID not found');
      await createJob(toNewJobPayload(values, subject.createdBy), signal);
    },
    failureMessage: 'Failed to create job',
    draft: { form: 'newJob', record: () => 'new' },
  },
  EMPTY_JOB_FORM,
);

/** Edit Job: the same rules; the job's status travels unchanged (read-only on the form). */
export const editJobMachine = createFormModalMachine<JobFormValues, Job, void>(
  'editJob',
  {
    validate: (values) => validateJob(values),
    submit: async ({ values, subject }, signal) => {
      if (!subject) throw new Error('No job to update');
      return updateJob(toJobUpdatePayload(values, subject), signal);
    },
    failureMessage: 'Failed to update job',
    draft: { form: 'editJob', record: (job) => `job-${job?.id ?? 'none'}` },
  },
  EMPTY_JOB_FORM,
);

/** Delete Job asks for confirmation first; nothing to type. */
export type NoValues = Record<string, never>;

/** What Delete Job knows before asking: whether the job's tasks carry a review trail (null: it could not tell). */
export interface DeleteJobCheck {
  history: boolean | null;
}

/**
 * The job's tasks, read as the dialog opens, so it can say up front that a job with review
 * history is kept (docs/decisions/028-jobs-with-review-history-are-kept.md). A read that fails
 * leaves the question open: the server still refuses such a job.
 */
async function checkHistory(signal: AbortSignal, job: Job | null): Promise<DeleteJobCheck> {
  if (!job) return { history: null };
  try {
    const details = await untilAbandoned(fetchJobDetails(job.id, signal), signal);
    return { history: details.taskList.some(hasReviewHistory) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { history: null };
  }
}

export const deleteJobMachine = createFormModalMachine<NoValues, Job, null, DeleteJobCheck>(
  'deleteJob',
  {
    prepare: { read: checkHistory, failureMessage: 'Failed to delete job' },
    submit: async ({ subject }, signal) => {
      if (!subject) throw new Error('No job to delete');
      await deleteJob(subject.id, signal);
      return null;
    },
    failureMessage: 'Failed to delete job',
  },
  {},
);
