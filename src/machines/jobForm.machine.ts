import { createJob, deleteJob, updateJob } from '../api/jobs';
import { readStoredSession } from '../api/sessionStore';
import type { Job } from '../api/types';
import { EMPTY_JOB_FORM, toJobUpdatePayload, toNewJobPayload, validateJob, type JobFormValues } from '../domain/jobs';
import { createFormModalMachine } from './formModal.machine';

/** Create New Job (docs/behaviour.md §2, §5): CREATED is success; 'Failed to create job' otherwise. */
export const createJobMachine = createFormModalMachine<JobFormValues, never, void>(
  'createJob',
  {
    validate: (values) => validateJob(values),
    submit: async ({ values }, signal) => {
      // The server records who created the job (docs/behaviour.md §7 job/add `id`): the user signed in now.
      const creator = readStoredSession();
      if (!creator) throw new Error('User ID not found');
      await createJob(toNewJobPayload(values, creator.id), signal);
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

export const deleteJobMachine = createFormModalMachine<NoValues, Job, null>(
  'deleteJob',
  {
    submit: async ({ subject }, signal) => {
      if (!subject) throw new Error('No job to delete');
      await deleteJob(subject.id, signal);
      return null;
    },
    failureMessage: 'Failed to delete job',
  },
  {},
);
