import { fetchJobTypeOptions, fetchPositionOptions, fetchUserTypeOptions } from '../api/dropdowns';
import { createUser, updateUser } from '../api/users';
import type { OptionItem, User } from '../api/types';
import {
  PLACEHOLDER_PHOTO_URL,
  emptyUserValues,
  normaliseUserValues,
  photoError,
  validateUser,
  type UserFormValues,
} from '../domain/users';
import { createFormModalMachine } from './formModal.machine';
import { untilAbandoned } from './untilAbandoned';

export interface UserFormOptions {
  userTypes: OptionItem[];
  jobTypes: OptionItem[];
  positions: OptionItem[];
}

export const FORM_DATA_FAILED = 'Failed to load form data. Please refresh and try again.';
const USER_SAVE_FAILED = 'Failed to create or update user';

/** The three pickers, read together each time the form opens. */
async function readFormOptions(signal: AbortSignal): Promise<UserFormOptions> {
  const [userTypes, jobTypes, positions] = await untilAbandoned(
    Promise.all([fetchUserTypeOptions(signal), fetchJobTypeOptions(signal), fetchPositionOptions(signal)]),
    signal,
  );
  return { userTypes, jobTypes, positions };
}

/**
 * Create or edit a user (docs/behaviour.md §5, §6): the form-modal flow, which reads the three
 * pickers as it opens (without them it cannot be sent), checks the values, uploads a chosen
 * photo (one that cannot be stored gives way to the placeholder photo), then saves the user;
 * success shows 1.5 s and announces `completed`.
 */
export const userFormMachine = createFormModalMachine<UserFormValues, User, void, UserFormOptions>(
  'userForm',
  {
    prepare: { read: readFormOptions, failureMessage: FORM_DATA_FAILED },
    validate: (values) => validateUser(values),
    submit: ({ values, subject, files, stored }, signal) => {
      const imageUrl = files.length === 0 ? values.imageUrl : (stored[0]?.url ?? PLACEHOLDER_PHOTO_URL);
      const payload = normaliseUserValues({ ...values, imageUrl });
      return subject ? updateUser({ ...payload, id: subject.id }, signal) : createUser(payload, signal);
    },
    failureMessage: USER_SAVE_FAILED,
    takesFiles: { photo: photoError },
    // docs/behaviour.md §4 "Nothing typed is lost": per user, or 'new'.
    draft: { form: 'user', record: (subject) => (subject ? `user-${subject.id}` : 'new') },
  },
  emptyUserValues,
);
