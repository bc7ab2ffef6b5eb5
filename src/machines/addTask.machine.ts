import { addTask } from '../api/tasks';
import type { Job } from '../api/types';
import { EMPTY_TASK_FORM, isTaskFormIncomplete, toNewTaskPayload, validateTask, type TaskFormValues } from '../domain/jobs';
import { createFormModalMachine, type FormModalContext } from './formModal.machine';
import { known } from './known';

/**
 * Add Task to Job (docs/behaviour.md §2, §5): the form-modal flow for a job's new task. The
 * optional files are uploaded one by one (the progress bar is the save's upload child), then
 * the task is created with their addresses. Success shows 1.5 s, then the list refreshes.
 */
export const addTaskMachine = createFormModalMachine<TaskFormValues, Job, void>(
  'addTask',
  {
    validate: (values) => validateTask(values),
    submit: ({ values, subject, stored }, signal) => addTask(toNewTaskPayload(values, known(subject, 'job').id, stored), signal),
    failureMessage: 'Failed to create task',
    takesFiles: 'accepted types',
    // docs/behaviour.md §4 "Nothing typed is lost": the name and description, per job.
    draft: { form: 'addTask', record: (job) => `job-${job?.id ?? 'none'}` },
  },
  EMPTY_TASK_FORM,
);

/** The submit button is enabled only while editing with both fields filled (docs/behaviour.md §5). */
export const canSubmitTask = (snapshot: {
  matches: (state: 'editing') => boolean;
  context: Pick<FormModalContext<TaskFormValues, Job, void>, 'values'>;
}): boolean => snapshot.matches('editing') && !isTaskFormIncomplete(snapshot.context.values);
