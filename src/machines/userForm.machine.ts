import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { dropDraft, restoreDraft, saveDraft } from '../api/drafts';
import { fetchJobTypeOptions, fetchPositionOptions, fetchUserTypeOptions } from '../api/dropdowns';
import { uploadFile } from '../api/uploads';
import { createUser, updateUser } from '../api/users';
import type { OptionItem, User } from '../api/types';
import {
  PLACEHOLDER_PHOTO_URL,
  emptyUserValues,
  normaliseUserValues,
  photoError,
  userToValues,
  validateUser,
  type UserFieldErrors,
  type UserFormValues,
} from '../domain/users';
import { STOPPED_WAITING_MESSAGE, SUCCESS_DELAY_MS } from './formModal.machine';
import { stopWaiting, succeededModalState } from './modalStates';
import { untilAbandoned } from './untilAbandoned';
import { known } from './known';

export interface UserFormOptions {
  userTypes: OptionItem[];
  jobTypes: OptionItem[];
  positions: OptionItem[];
}

export interface UserFormContext {
  values: UserFormValues;
  /** The user being edited; null when creating one. */
  subject: User | null;
  options: UserFormOptions;
  /** The values' messages, and `photo` for a chosen file that cannot be a photo. */
  fieldErrors: UserFieldErrors & { photo?: string };
  /** The chosen photo, uploaded when the form is sent. */
  photo: File | null;
  /** Failure of the option lists or of the last save; typed values are kept. */
  error: string | null;
  /** The values came back from a draft (a chosen photo cannot be kept). */
  restored: boolean;
}

export type UserFormEvent =
  | { type: 'modal.opened'; subject?: User | null }
  | { type: 'fields.changed'; patch: Partial<UserFormValues> }
  | { type: 'photo.selected'; file: File }
  | { type: 'form.submitted' }
  | { type: 'submission.cancelled' }
  | { type: 'modal.closed' };

export const FORM_DATA_FAILED = 'Failed to load form data. Please refresh and try again.';
export const USER_SAVE_FAILED = 'Failed to create or update user';

const noOptions: UserFormOptions = { userTypes: [], jobTypes: [], positions: [] };

const initialContext: UserFormContext = {
  values: emptyUserValues,
  subject: null,
  options: noOptions,
  fieldErrors: {},
  photo: null,
  error: null,
  restored: false,
};

/** The draft of the user being added or edited (docs/behaviour.md §4 "Nothing typed is lost"). */
const DRAFT_FORM = 'user';
const draftRecord = (subject: User | null) => (subject ? `user-${subject.id}` : 'new');

/**
 * Create or edit a user: the three pickers are read first, values are checked by docs/behaviour.md §5,
 * a chosen photo is uploaded (a failed upload falls back to the placeholder photo), then the
 * user is saved; success shows 1.5 s and announces `completed`.
 */
export const userFormMachine = setup({
  types: {} as { context: UserFormContext; events: UserFormEvent; emitted: { type: 'saved' } | { type: 'completed' } },
  actors: {
    loadFormOptions: fromPromise<UserFormOptions>(({ signal }) =>
      untilAbandoned(
        Promise.all([fetchUserTypeOptions(signal), fetchJobTypeOptions(signal), fetchPositionOptions(signal)]).then(
          ([userTypes, jobTypes, positions]) => ({ userTypes, jobTypes, positions }),
        ),
        signal,
      ),
    ),
    uploadPhoto: fromPromise<string, { file: File | null }>(
      async ({ input, signal }) => (await uploadFile(known(input.file, 'photo'), { signal })).url,
    ),
    saveUser: fromPromise<void, { values: UserFormValues; subject: User | null }>(({ input, signal }) => {
      const payload = normaliseUserValues(input.values);
      return input.subject ? updateUser({ ...payload, id: input.subject.id }, signal) : createUser(payload, signal);
    }),
  },
  guards: {
    'values are invalid': ({ context }) => Object.keys(validateUser(context.values)).length > 0,
    'photo is unacceptable': ({ event }) => {
      assertEvent(event, 'photo.selected');
      return photoError(event.file) !== null;
    },
    'a photo is waiting': ({ context }) => context.photo !== null,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'modal.opened');
      const subject = event.subject ?? null;
      return {
        ...initialContext,
        subject,
        ...restoreDraft(DRAFT_FORM, draftRecord(subject), subject ? userToValues(subject) : emptyUserValues),
      };
    }),
    keepDraft: ({ context }) => saveDraft(DRAFT_FORM, draftRecord(context.subject), context.values),
    forgetDraft: () => dropDraft(DRAFT_FORM),
    applyPatch: assign(({ context, event }) => {
      assertEvent(event, 'fields.changed');
      const fieldErrors = { ...context.fieldErrors };
      for (const key of Object.keys(event.patch)) delete fieldErrors[key as keyof UserFormValues];
      return { values: { ...context.values, ...event.patch }, fieldErrors };
    }),
    rejectPhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.selected');
      return { photo: null, fieldErrors: { ...context.fieldErrors, photo: photoError(event.file) ?? undefined } };
    }),
    keepPhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.selected');
      const { photo: _refusedBefore, ...fieldErrors } = context.fieldErrors;
      return { photo: event.file, fieldErrors };
    }),
    // A refused photo stays named until another is chosen; the values' messages are recomputed.
    showFieldErrors: assign(({ context }) => ({
      fieldErrors: { ...validateUser(context.values), ...(context.fieldErrors.photo ? { photo: context.fieldErrors.photo } : {}) },
      error: null,
    })),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    tellStopped: assign({ error: STOPPED_WAITING_MESSAGE }),
    announceSaved: emit({ type: 'saved' as const }),
    announceCompletion: emit({ type: 'completed' as const }),
    reset: assign(initialContext),
  },
  delays: {
    successDelay: SUCCESS_DELAY_MS,
  },
}).createMachine({
  id: 'userForm',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: { 'modal.opened': { target: 'loadingOptions', actions: 'open' } },
    },
    loadingOptions: {
      invoke: {
        id: 'loadFormOptions',
        src: 'loadFormOptions',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ options: event.output })) },
        onError: {
          target: 'optionsFailed',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, FORM_DATA_FAILED) })),
        },
      },
      on: { 'modal.closed': { target: 'closed', actions: 'reset' } },
    },
    optionsFailed: {
      description: 'Without user types, job types and positions the form cannot be sent',
      on: {
        'fields.changed': { actions: ['applyPatch', 'keepDraft'] },
        'modal.closed': { target: 'closed', actions: ['forgetDraft', 'reset'] },
      },
    },
    editing: {
      on: {
        'fields.changed': { actions: ['applyPatch', 'keepDraft'] },
        'photo.selected': [
          { guard: 'photo is unacceptable', actions: 'rejectPhoto', description: 'Not an image, or 5MB or more' },
          { actions: 'keepPhoto' },
        ],
        'form.submitted': [
          { guard: 'values are invalid', actions: 'showFieldErrors', description: 'Bad input shows its message and sends nothing' },
          { guard: 'a photo is waiting', target: 'uploadingPhoto', actions: 'clearErrors' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
        'modal.closed': { target: 'closed', actions: ['forgetDraft', 'reset'] },
      },
    },
    uploadingPhoto: {
      tags: ['busy'],
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context }) => ({ file: context.photo }),
        onDone: {
          target: 'submitting',
          actions: assign(({ context, event }) => ({ values: { ...context.values, imageUrl: event.output }, photo: null })),
        },
        onError: {
          target: 'submitting',
          description: 'A photo that cannot be stored is replaced by the placeholder photo',
          actions: assign(({ context }) => ({ values: { ...context.values, imageUrl: PLACEHOLDER_PHOTO_URL }, photo: null })),
        },
      },
      on: stopWaiting,
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveUser',
        src: 'saveUser',
        input: ({ context }) => ({ values: context.values, subject: context.subject }),
        onDone: { target: 'succeeded', actions: 'forgetDraft' },
        onError: {
          target: 'editing',
          description: 'A failed save shows the message and keeps what was typed',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, USER_SAVE_FAILED) })),
        },
      },
      on: stopWaiting,
    },
    succeeded: succeededModalState,
  },
});
