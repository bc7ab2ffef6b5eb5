import { keepInOutbox, keptFiles } from '../api/outboxStore';
import { submitTask } from '../api/tasks';
import type { PendingTaskItem } from '../api/types';
import { COMMENT_REQUIRED, SUBMIT_SUCCESS_MS, submissionError } from '../domain/review';
import { createFormModalMachine, type FieldErrors } from './formModal.machine';
import { known } from './known';

export interface SubmitTaskValues {
  comment: string;
  /** Who is signed in, as the session knows them when the task is sent (docs/architecture.md, "Who is signed in"). */
  userId: number | null;
}

export const EMPTY_SUBMISSION: SubmitTaskValues = { comment: '', userId: null };

/** The comment's message, or the missing user's. */
function validateSubmission(values: SubmitTaskValues): FieldErrors<SubmitTaskValues> {
  const message = submissionError(values.comment, values.userId);
  if (message === null) return {};
  return message === COMMENT_REQUIRED ? { comment: message } : { userId: message };
}

/**
 * Submit Task (docs/behaviour.md §5): the form-modal flow for a task the signed-in user hands
 * in. A comment is required after trimming and a signed-in user is required; the chosen files
 * (of the accepted types, as Add Task's: docs/behaviour.md §5) are uploaded first, then the task
 * is handed in; success shows 2 s and closes.
 */
export const submitTaskMachine = createFormModalMachine<SubmitTaskValues, PendingTaskItem, void>(
  'submitTask',
  {
    validate: validateSubmission,
    submit: ({ values, subject, stored }, signal) =>
      submitTask(
        {
          taskId: known(subject, 'task').taskId,
          userId: known(values.userId, 'user'),
          comment: values.comment.trim(),
          taskFileList: stored,
        },
        signal,
      ),
    failureMessage: 'Failed to submit task',
    // docs/behaviour.md §4 "The outbox": no network, the hand-in waits with its comment and files.
    outbox: async ({ values, subject, files }) => {
      const task = known(subject, 'task');
      await keepInOutbox({
        kind: 'submit',
        userId: known(values.userId, 'user'),
        taskId: task.taskId,
        taskName: task.taskName,
        jobName: task.jobName,
        comment: values.comment.trim(),
        reworkDate: null,
        files: await keptFiles(files),
      });
    },
    takesFiles: 'accepted types',
    // docs/behaviour.md §4 "Nothing typed is lost": the hand-in comment, per task.
    draft: { form: 'submitTask', record: (task) => `task-${task?.taskId ?? 'none'}` },
  },
  EMPTY_SUBMISSION,
).provide({ delays: { successDelay: SUBMIT_SUCCESS_MS } });
