import { fetchUserOptions } from '../api/dropdowns';
import { handOverTask } from '../api/extensions';
import type { Task, UserOption } from '../api/types';
import { EMPTY_TASK_HANDOVER, validateTaskHandover, type TaskHandoverValues } from '../domain/handover';
import { createFormModalMachine } from './formModal.machine';
import { known } from './known';
import { untilAbandoned } from './untilAbandoned';

const FORM_DATA_FAILED = 'Failed to load form data. Please refresh and try again.';
/** docs/behaviour.md §8: a handover the server did not take, without a reason of its own. */
export const HANDOVER_FAILED = 'Failed to hand over task';

/**
 * Change reviewer / Change assignee on Job Details (docs/behaviour.md §4 "Nothing stranded"):
 * the form-modal flow, reading the users dropdown as it opens, checking the choice, then asking
 * the server's handover extension (docs/api-extensions.md); success shows 1.5 s, then the job
 * is read again.
 */
export const taskHandoverMachine = createFormModalMachine<TaskHandoverValues, Task, void, UserOption[]>(
  'taskHandover',
  {
    prepare: { read: (signal) => untilAbandoned(fetchUserOptions(signal), signal), failureMessage: FORM_DATA_FAILED },
    validate: (values, task) => validateTaskHandover(values, task),
    submit: ({ values, subject }, signal) => {
      const task = known(subject, 'task');
      return handOverTask(
        values.mode === 'reviewers'
          ? { taskId: task.id, reviewerIds: values.reviewerIds }
          : { taskId: task.id, assigneeId: Number(values.assigneeId) },
        signal,
      );
    },
    failureMessage: HANDOVER_FAILED,
  },
  EMPTY_TASK_HANDOVER,
);
