import { ApiError } from '../api/client';
import { fetchJobTypeOptions, fetchPositionOptions, fetchUserOptions, fetchUserTypeOptions } from '../api/dropdowns';
import { fetchHoldings, handOverHoldings, type Holdings } from '../api/extensions';
import { createUser, updateUser } from '../api/users';
import type { OptionItem, User, UserOption } from '../api/types';
import { demotionHandover, handoverNeeds } from '../domain/handover';
import { isAdminType } from '../domain/roles';
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
  /**
   * Editing an Admin or Super Admin (docs/behaviour.md §4 "Nothing stranded"): what they hold
   * and who may take their reviews over if they are made Staff; 'unavailable' on a server
   * without the handover extension; absent otherwise, or when it could not be read (the server
   * still refuses to strand their reviews).
   */
  handover?: { holdings: Holdings; people: UserOption[] } | 'unavailable';
}

/** What an Admin being edited holds, or 'unavailable' when the server does not know the call (docs/api-extensions.md). */
async function readHandover(subject: User, signal: AbortSignal): Promise<UserFormOptions['handover']> {
  try {
    const holdings = await fetchHoldings(subject.id, signal);
    const people = handoverNeeds(holdings).reviewer ? await fetchUserOptions(signal) : [];
    return { holdings, people };
  } catch (error) {
    if (signal.aborted) throw error;
    return error instanceof ApiError && error.status === 404 ? 'unavailable' : undefined;
  }
}

export const FORM_DATA_FAILED = 'Failed to load form data. Please refresh and try again.';
const USER_SAVE_FAILED = 'Failed to create or update user';

/** The three pickers, read together each time the form opens, and what an Admin being edited holds. */
async function readFormOptions(signal: AbortSignal, subject: User | null): Promise<UserFormOptions> {
  const [userTypes, jobTypes, positions, handover] = await untilAbandoned(
    Promise.all([
      fetchUserTypeOptions(signal),
      fetchJobTypeOptions(signal),
      fetchPositionOptions(signal),
      subject && isAdminType(subject.userType) ? readHandover(subject, signal) : undefined,
    ]),
    signal,
  );
  return handover === undefined ? { userTypes, jobTypes, positions } : { userTypes, jobTypes, positions, handover };
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
    submit: async ({ values, subject, files, stored }, signal) => {
      const imageUrl = files.length === 0 ? values.imageUrl : (stored[0]?.url ?? PLACEHOLDER_PHOTO_URL);
      const payload = normaliseUserValues({ ...values, imageUrl });
      if (!subject) return createUser(payload, signal);
      // Made Staff, an Admin's reviews go to the chosen reviewer first: the server refuses to strand them.
      const reviewerId = demotionHandover(subject, values);
      if (reviewerId !== null) await handOverHoldings({ userId: subject.id, reviewerId }, signal);
      return updateUser({ ...payload, id: subject.id }, signal);
    },
    failureMessage: USER_SAVE_FAILED,
    takesFiles: { photo: photoError },
    // docs/behaviour.md §4 "Nothing typed is lost": per user, or 'new'.
    draft: { form: 'user', record: (subject) => (subject ? `user-${subject.id}` : 'new') },
  },
  emptyUserValues,
);
