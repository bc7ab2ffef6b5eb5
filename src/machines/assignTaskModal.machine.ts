import { fetchUserOptions } from '../api/dropdowns';
import { assignTask } from '../api/tasks';
import type { UserOption } from '../api/types';
import { ASSIGN_FAILED, INITIAL_DATA_FAILED } from '../domain/assign';
import {
  EMPTY_ASSIGN_IN_PLACE,
  inPlacePayload,
  validateAssignInPlace,
  type AssignInPlaceSubject,
  type AssignInPlaceValues,
} from '../domain/assignInPlace';
import { createFormModalMachine } from './formModal.machine';
import { known } from './known';
import { untilAbandoned } from './untilAbandoned';

/**
 * Assign on Job Details (docs/behaviour.md "Job Details and History"): the form-modal flow,
 * reading the people as it opens, checking the Assign form's rules (§5) and sending the spec's
 * assignment (`/api/v1/task/update`); success shows 1.5 s, then the job is read again. A refusal
 * or failure shows its message and keeps every choice.
 */
export const assignTaskModalMachine = createFormModalMachine<AssignInPlaceValues, AssignInPlaceSubject, void, UserOption[]>(
  'assignTaskModal',
  {
    prepare: { read: (signal) => untilAbandoned(fetchUserOptions(signal), signal), failureMessage: INITIAL_DATA_FAILED },
    validate: (values, subject) => validateAssignInPlace(values, subject, Date.now()),
    submit: ({ values, subject }, signal) => assignTask(inPlacePayload(values, known(subject, 'task')), signal),
    failureMessage: ASSIGN_FAILED,
  },
  EMPTY_ASSIGN_IN_PLACE,
);
