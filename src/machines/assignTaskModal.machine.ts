import { toUserMessage } from '../api/client';
import { fetchUserOptions } from '../api/dropdowns';
import { assignTask } from '../api/tasks';
import type { UserOption } from '../api/types';
import { ASSIGN_FAILED, INITIAL_DATA_FAILED } from '../domain/assign';
import {
  EMPTY_ASSIGN_IN_PLACE,
  inPlacePayload,
  partlyAssignedMessage,
  validateAssignInPlace,
  type AssignInPlaceSubject,
  type AssignInPlaceValues,
} from '../domain/assignInPlace';
import { StoppedPartWay, createFormModalMachine } from './formModal.machine';
import { known } from './known';
import { untilAbandoned } from './untilAbandoned';

/**
 * Sends the spec's assignment (`/api/v1/task/update`) for each task in order. One task fails as
 * the single call does; of several, the first refusal or failure stops the rest and says how
 * many went through (docs/behaviour.md "Job Details and History").
 */
async function assignEach(values: AssignInPlaceValues, subject: AssignInPlaceSubject, signal: AbortSignal): Promise<void> {
  const { tasks } = subject;
  for (const [done, task] of tasks.entries()) {
    try {
      await assignTask(inPlacePayload(values, subject, task), signal);
    } catch (error) {
      if (tasks.length === 1 || signal.aborted) throw error;
      throw new StoppedPartWay(partlyAssignedMessage(done, tasks.length, task, toUserMessage(error, ASSIGN_FAILED)), done);
    }
  }
}

/**
 * Assign on Job Details (docs/behaviour.md "Job Details and History"): the form-modal flow,
 * reading the people as it opens, checking the Assign form's rules (§5) and sending the spec's
 * assignment for one task or several selected ones; success shows 1.5 s, then the job is read
 * again. A refusal or failure shows its message and keeps every choice; tasks assigned before
 * it are dropped from the modal, and closing it then reads the job again too.
 */
export const assignTaskModalMachine = createFormModalMachine<AssignInPlaceValues, AssignInPlaceSubject, void, UserOption[]>(
  'assignTaskModal',
  {
    prepare: { read: (signal) => untilAbandoned(fetchUserOptions(signal), signal), failureMessage: INITIAL_DATA_FAILED },
    validate: (values, subject) => validateAssignInPlace(values, subject, Date.now()),
    submit: ({ values, subject }, signal) => assignEach(values, known(subject, 'tasks'), signal),
    failureMessage: ASSIGN_FAILED,
    partWay: { rest: (subject, saved) => ({ ...subject, tasks: subject.tasks.slice(saved) }) },
  },
  EMPTY_ASSIGN_IN_PLACE,
);
