import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { FileRef } from '../api/types';
import { known } from './known';
import { stopWaiting, succeededModalState } from './modalStates';
import {
  UploadFailed,
  chooseFiles,
  saveAfterUpload,
  type FilesStoredEvent,
  type SaveInput,
  type StoredSaveInput,
} from './uploadSequence.machine';
import { toUserMessage } from '../api/client';
import { loadFailure, oneMessage } from './loader.machine';
import { dropDraft, restoreDraft, saveDraft } from '../api/drafts';
import { isForWantOfNetwork } from '../api/noNetwork';

/** Field name (or `files`, the chosen files) -> the spec's message for it. Empty means the values are valid. */
export type FieldErrors<TValues> = Partial<Record<(keyof TValues & string) | 'files', string>>;

export interface FormModalOptions<TValues, TSubject, TResult, TPrepared = never> {
  /**
   * What the form reads as it opens (the pickers' options, or what it needs to know of its
   * subject): it is editable once they are in; if they cannot be read it says `failureMessage`,
   * keeps taking input and cannot be sent.
   */
  prepare?: {
    read: (signal: AbortSignal, subject: TSubject | null) => Promise<TPrepared>;
    failureMessage: string;
    /**
     * What it reads only improves the form (Repeat Job's preview respects the declared
     * holidays; the repeat reads them again itself): if it cannot be read, the form says
     * `failureMessage` and can still be sent.
     */
    sendsWithout?: boolean;
    /**
     * A failed save reads it again before the form is editable (a user's deactivation: what
     * they hold may have changed, docs/behaviour.md §4 "Nothing stranded"), keeping the save's
     * message; `keep` makes the values fit what was read (a choice no longer offered is dropped).
     */
    againAfterFailure?: { keep: (values: TValues, prepared: TPrepared, subject: TSubject | null) => TValues };
  };
  /** The spec's rules for these values; runs before anything is sent. */
  validate?: (values: TValues, subject: TSubject | null, files: readonly File[]) => FieldErrors<TValues>;
  /**
   * The call that saves the values, with the chosen files as the file service stored them;
   * `signal` aborts it when the user stops waiting.
   */
  submit: (input: StoredSaveInput<TValues, TSubject>, signal: AbortSignal) => Promise<TResult>;
  /**
   * The form takes files (docs/behaviour.md §5), uploaded one by one before the save: of the
   * `accepted types` only (the others are named in `notice`), or one `photo`,
   * which replaces the one before, is refused with the check's message, and whose failed upload
   * leaves the save without it (docs/behaviour.md §6: the placeholder photo stands in).
   */
  takesFiles?: 'accepted types' | { photo: (file: File) => string | null };
  /**
   * The docs/behaviour.md §8 message shown when the call fails without a server description;
   * `null` for a save that cannot fail (it settles every error itself), which then has no
   * failure transition at all.
   */
  failureMessage: string | null;
  /**
   * The failure is shown in an alert dialog the user closes (`error.dismissed`), rather
   * than inline beside the form.
   */
  failureIsDismissed?: boolean;
  /**
   * Keeps what is typed until it is saved or the modal is closed on purpose, so a session
   * that ends under the user loses nothing (src/api/drafts.ts): `form` names the form,
   * `record` the record it edits ('new' for a create).
   */
  draft?: { form: string; record: (subject: TSubject | null) => string };
  /**
   * The save sends several records one after another and may stop part way (it then fails with
   * StoppedPartWay): `rest` is the subject without the records already stored, so a retry sends
   * only the others, and closing the modal after such a stop reports completion as a success does.
   */
  partWay?: { rest: (subject: TSubject, saved: number) => TSubject };
  /**
   * A save that fails for want of a network keeps the work in the outbox instead
   * (docs/behaviour.md §4 "The outbox"): this keeps it; the modal then says the work waits to
   * be sent (`kept`) and closes as after a save, with no result. A refusal is shown as before.
   */
  outbox?: (input: SaveInput<TValues, TSubject>) => Promise<void>;
  /**
   * A confirmation that sends nothing itself (deleting a task's file: docs/behaviour.md §7, the
   * job is only read again): confirming closes the modal and announces its completion at once,
   * so it has no `submitting`, `keeping` or `succeeded` state, and `submit` is never called.
   */
  sendsNothing?: boolean;
  /**
   * What the save did stays shown until the user closes the modal (Repeat Job links the job it
   * made or found), instead of closing after SUCCESS_DELAY_MS.
   */
  staysOpenOnSuccess?: boolean;
  /**
   * Saved, the modal closes at once, announcing `saved` and `completed` together, with no
   * success message of its own (a user's deactivation or deletion shows itself in the list
   * read again: docs/decisions/092-users-confirmations-as-form-modals.md); it has no
   * `succeeded` state. Not with `outbox`, whose kept work is said in `succeeded`.
   */
  closesWhenSaved?: boolean;
  /**
   * A list edited in place, each change saved whole as it is made (the Public holidays,
   * docs/behaviour.md §2): a save goes back to editing with the subject and values `next` gives
   * for its result (the list as stored, the draft emptied once added) and announces `saved`;
   * closing announces completion. It has no `succeeded` state.
   */
  savesInPlace?: { next: (result: TResult, values: TValues) => { subject: TSubject; values: TValues } };
}

/**
 * A save of several records that stopped at one: `saved` of them were stored first, and the
 * message says so (docs/behaviour.md "Job Details and History", assigning several tasks).
 */
export class StoppedPartWay extends Error {
  constructor(
    message: string,
    readonly saved: number,
  ) {
    super(message);
    this.name = 'StoppedPartWay';
  }
}

export interface FormModalContext<TValues, TSubject, TResult, TPrepared = never> {
  values: TValues;
  /** What the form read as it opened (`prepare`); null until it is in. */
  prepared: TPrepared | null;
  /** The record the modal acts on (the job being edited, the task being reviewed...). */
  subject: TSubject | null;
  /** The accepted files chosen, uploaded when the form is sent (never kept in a draft). */
  files: File[];
  /** A warning naming the chosen files that were not taken. */
  notice: string | null;
  /** The chosen files as the file service stored them, once it has; a retry after a failed save sends these. */
  stored: FileRef[] | null;
  fieldErrors: FieldErrors<TValues>;
  /** Failure of the last submit; the typed values are kept. */
  error: string | null;
  result: TResult | null;
  /** The values are a draft kept from before (the session ended, the page was reloaded). */
  restored: boolean;
  /** A save that stopped part way stored some records since the modal opened (`partWay`). */
  partlySaved: boolean;
  /** The work was kept in the outbox, not sent (`outbox`). */
  kept: boolean;
  /** While the outbox keeps the work: the save's own message, shown if it cannot (`outbox`). */
  unsent: string | null;
}

export type FormModalEvent<TValues, TSubject> =
  | { type: 'modal.opened'; values: TValues; subject?: TSubject | null }
  | { type: 'fields.changed'; patch: Partial<TValues> }
  | { type: 'files.chosen'; files: File[] }
  | { type: 'file.removed'; index: number }
  /** `patch`: values the form reads only as it is sent (who is signed in at that moment). */
  | { type: 'form.submitted'; patch?: Partial<TValues> }
  /** The failure has been read (a flow that shows it in an alert dialog closes it with this). */
  | { type: 'error.dismissed' }
  /** Cancel, Escape or × while the save runs: stop waiting for its answer. */
  | { type: 'submission.cancelled' }
  | { type: 'modal.closed' }
  | FilesStoredEvent;

/** `saved` as soon as the server has stored it; `completed` once the success message has shown and the modal closed. */
export type FormModalEmitted<TResult> = { type: 'saved' } | { type: 'completed'; result: TResult | null };

/** Shown above a form whose values came back from a draft (docs/behaviour.md §4). */
export const DRAFT_RESTORED_MESSAGE = 'What you typed here before is back. It has not been saved yet.';

/**
 * Shown when the user stops waiting for a save (docs/decisions/009-call-timeouts-and-retries.md):
 * the request may have reached the server, so the form stays with what was typed.
 */
export const STOPPED_WAITING_MESSAGE = 'Stopped waiting for the answer. The change may still have been made; check before trying again.';

/** docs/behaviour.md §9: success modals close after 1500 ms unless a flow names its own time. */
export const SUCCESS_DELAY_MS = 1500;

/**
 * The one modal flow behind every dialog that saves (create, edit, delete, approve, reject,
 * confirm, and the forms that take files): closed -> preparing (reads what the form needs as it
 * opens, when it needs anything) -> editing -> submitting -> succeeded (shown for SUCCESS_DELAY,
 * then `completed` is emitted and it closes) | back to editing with the error and the input kept.
 * While submitting it runs its save as the child `save` (saveAfterUpload): the chosen files are
 * stored one by one, then `submit` is called with them.
 * It has only the transitions its options can take: a confirmation (empty values) has no
 * `fields.changed`, a form without rules no invalid branch, a save that cannot fail no failure,
 * a form without files no `files.chosen`, one that reads nothing as it opens no read.
 */
export function createFormModalMachine<TValues extends object, TSubject = never, TResult = unknown, TPrepared = never>(
  id: string,
  options: FormModalOptions<TValues, TSubject, TResult, TPrepared>,
  emptyValues: TValues,
) {
  const { prepare, validate, failureMessage, partWay, savesInPlace } = options;
  const photo = typeof options.takesFiles === 'object' ? options.takesFiles.photo : null;
  const hasFields = Object.keys(emptyValues).length > 0;
  /** Sent only once what it reads as it opens is in. */
  const mustBePrepared = prepare !== undefined && prepare.sendsWithout !== true;
  const closedContext: FormModalContext<TValues, TSubject, TResult, TPrepared> = {
    values: emptyValues,
    prepared: null,
    subject: null,
    files: [],
    notice: null,
    stored: null,
    fieldErrors: {},
    error: null,
    result: null,
    restored: false,
    partlySaved: false,
    kept: false,
    unsent: null,
  };
  const errorsOf = (context: FormModalContext<TValues, TSubject, TResult, TPrepared>, values: TValues) =>
    validate?.(values, context.subject, context.files) ?? {};
  return setup({
    types: {} as {
      context: FormModalContext<TValues, TSubject, TResult, TPrepared>;
      events: FormModalEvent<TValues, TSubject>;
      emitted: FormModalEmitted<TResult>;
      children: { save: 'save' };
    },
    actors: {
      prepare: fromPromise<TPrepared, { subject: TSubject | null }>(({ input, signal }) =>
        known(prepare, 'preparation').read(signal, input.subject),
      ),
      keep: fromPromise<void, SaveInput<TValues, TSubject>>(({ input }) => known(options.outbox, 'outbox')(input)),
      save: saveAfterUpload(
        fromPromise<TResult, StoredSaveInput<TValues, TSubject>>(({ input, signal }) => options.submit(input, signal)),
        photo ? 'saves without them' : 'fails the save',
      ),
    },
    guards: {
      'it was prepared': ({ context }) => context.prepared !== null,
      'part was saved': ({ context }) => context.partlySaved,
      'values are invalid': ({ context, event }) => {
        assertEvent(event, 'form.submitted');
        return Object.keys(errorsOf(context, { ...context.values, ...event.patch })).length > 0;
      },
    },
    actions: {
      open: assign(({ event }) => {
        assertEvent(event, 'modal.opened');
        const subject = event.subject ?? null;
        const { values, restored } = options.draft
          ? restoreDraft(options.draft.form, options.draft.record(subject), event.values)
          : { values: event.values, restored: false };
        return { ...closedContext, values, subject, restored };
      }),
      keepDraft: ({ context }) => {
        if (options.draft) saveDraft(options.draft.form, options.draft.record(context.subject), context.values);
      },
      forgetDraft: () => {
        if (options.draft) dropDraft(options.draft.form);
      },
      applyPatch: assign(({ context, event }) => {
        assertEvent(event, 'fields.changed');
        const fieldErrors = { ...context.fieldErrors };
        for (const key of Object.keys(event.patch)) delete fieldErrors[key as keyof TValues & string];
        return { values: { ...context.values, ...event.patch }, fieldErrors };
      }),
      addFiles: assign(({ context, event }) => {
        assertEvent(event, 'files.chosen');
        const fieldErrors = { ...context.fieldErrors };
        if (photo) {
          // One photo: the new choice replaces the last; one that cannot be a photo is named and not kept.
          const [file] = event.files;
          const refusal = file ? photo(file) : null;
          if (refusal) return { files: [], fieldErrors: { ...fieldErrors, files: refusal }, stored: null };
          delete fieldErrors.files;
          return { files: file ? [file] : [], fieldErrors, stored: null };
        }
        const { files, notice } = chooseFiles(context.files, event.files);
        if (files.length > 0) delete fieldErrors.files;
        return { files, notice, fieldErrors, stored: null };
      }),
      removeFile: assign(({ context, event }) => {
        assertEvent(event, 'file.removed');
        return { files: context.files.filter((_, i) => i !== event.index), stored: null };
      }),
      takeSubmitted: assign(({ context, event }) => {
        assertEvent(event, 'form.submitted');
        const values = { ...context.values, ...event.patch };
        // A refused photo stays named until another is chosen; the values' messages are worked out again.
        const fieldErrors: FieldErrors<TValues> = { ...errorsOf(context, values) };
        if (photo && context.fieldErrors.files) fieldErrors.files = context.fieldErrors.files;
        return { values, fieldErrors, error: null, notice: null };
      }),
      dismissError: assign({ error: null }),
      keepStored: assign(({ event }) => {
        assertEvent(event, 'files.stored');
        return { stored: event.files };
      }),
      tellStopped: assign({ error: STOPPED_WAITING_MESSAGE }),
      announceSaved: emit({ type: 'saved' as const }),
      announceCompletion: emit(({ context }) => ({ type: 'completed' as const, result: context.result })),
      reset: assign(closedContext),
      markKept: assign({ kept: true, unsent: null }),
      noteUnsent: assign((_, params: { message: string }) => ({ unsent: params.message })),
      failKeeping: assign(({ context }) => ({ error: context.unsent, unsent: null })),
    },
    delays: {
      successDelay: SUCCESS_DELAY_MS,
    },
  }).createMachine({
    id,
    context: closedContext,
    initial: 'closed',
    states: unlessSendsNothing(options.sendsNothing === true, {
      closed: { on: { 'modal.opened': { target: 'preparing', actions: 'open' } } },
      preparing: prepare
        ? {
            invoke: {
              id: 'prepare',
              src: 'prepare',
              input: ({ context }: { context: FormModalContext<TValues, TSubject, TResult, TPrepared> }) => ({ subject: context.subject }),
              onDone: {
                target: 'editing',
                actions: assign(({ context, event }) => ({
                  prepared: event.output,
                  values: prepare.againAfterFailure
                    ? prepare.againAfterFailure.keep(context.values, event.output, context.subject)
                    : context.values,
                })),
              },
              onError: {
                target: 'editing',
                description: 'Without what it reads as it opens, the form takes input but cannot be sent',
                // Read again after a failed save (`againAfterFailure`), the save's message is the one that matters.
                actions: assign(({ context, event }) => ({
                  error: context.error ?? loadFailure(event.error, oneMessage(prepare.failureMessage)),
                })),
              },
            },
            on: { 'modal.closed': { target: 'closed', actions: 'reset' } },
          }
        : { always: { target: 'editing' } },
      editing: {
        on: {
          ...(hasFields ? { 'fields.changed': { actions: ['applyPatch' as const, 'keepDraft' as const] } } : {}),
          ...(options.takesFiles ? { 'files.chosen': { actions: 'addFiles' as const } } : {}),
          // A photo is replaced by choosing another, not removed.
          ...(options.takesFiles && !photo ? { 'file.removed': { actions: 'removeFile' as const } } : {}),
          'form.submitted': [
            ...(options.sendsNothing
              ? [
                  {
                    target: 'closed' as const,
                    actions: ['announceSaved' as const, 'announceCompletion' as const, 'reset' as const],
                    description: 'Confirmed: nothing is sent, the modal closes and its owner acts on it',
                  },
                ]
              : []),
            ...(validate && !options.sendsNothing
              ? [
                  {
                    guard: mustBePrepared ? and(['it was prepared', 'values are invalid']) : ('values are invalid' as const),
                    actions: 'takeSubmitted' as const,
                    description: 'Bad input shows its message and sends nothing',
                  },
                ]
              : []),
            ...(options.sendsNothing
              ? []
              : [
                  {
                    ...(mustBePrepared ? { guard: 'it was prepared' as const } : {}),
                    target: 'submitting' as const,
                    actions: 'takeSubmitted' as const,
                  },
                ]),
          ],
          ...(options.failureIsDismissed ? { 'error.dismissed': { actions: 'dismissError' as const } } : {}),
          'modal.closed': [
            ...(partWay
              ? [
                  {
                    guard: 'part was saved' as const,
                    target: 'closed' as const,
                    actions: ['forgetDraft' as const, 'announceCompletion' as const, 'reset' as const],
                    description: 'Closing after a save stopped part way reports what was stored',
                  },
                ]
              : []),
            // A list edited in place reports what it saved as it closes.
            { target: 'closed', actions: savesInPlace ? ['forgetDraft', 'announceCompletion', 'reset'] : ['forgetDraft', 'reset'] },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ values: context.values, subject: context.subject, files: context.files, stored: context.stored }),
          onDone: options.closesWhenSaved
            ? {
                target: 'closed',
                actions: [assign(({ event }) => ({ result: event.output })), 'forgetDraft', 'announceSaved', 'announceCompletion', 'reset'],
              }
            : savesInPlace
              ? {
                  target: 'editing',
                  description: 'Saved in place: the list as stored, ready for the next change',
                  actions: [
                    assign(({ context, event }) => ({
                      // Done means its save answered (uploadSequence.machine.ts saveAfterUpload): null only in the type.
                      ...savesInPlace.next(known(event.output, 'saved list'), context.values),
                      result: event.output,
                    })),
                    'forgetDraft',
                    'announceSaved',
                  ],
                }
              : {
                  target: 'succeeded',
                  actions: [assign(({ event }) => ({ result: event.output })), 'forgetDraft'],
                },
          ...(failureMessage === null
            ? {}
            : {
                onError: [
                  ...(options.outbox
                    ? [
                        {
                          guard: ({ event }: { event: { error: unknown } }) => isForWantOfNetwork(event.error),
                          target: 'keeping' as const,
                          description: 'No answer for want of a network: the work is kept in the outbox',
                          actions: {
                            type: 'noteUnsent' as const,
                            params: ({ event }: { event: { error: unknown } }) => ({
                              message:
                                event.error instanceof UploadFailed ? event.error.message : toUserMessage(event.error, failureMessage),
                            }),
                          },
                        },
                      ]
                    : []),
                  {
                    target: prepare?.againAfterFailure ? ('preparing' as const) : ('editing' as const),
                    description: prepare?.againAfterFailure
                      ? 'A failed save shows the message, keeps what was typed and reads what the form needs again'
                      : 'A failed save shows the message and keeps what was typed',
                    actions: assign(({ context, event }) => {
                      if (partWay && context.subject !== null && event.error instanceof StoppedPartWay) {
                        const { message, saved } = event.error;
                        return {
                          error: message,
                          subject: partWay.rest(context.subject, saved),
                          partlySaved: context.partlySaved || saved > 0,
                        };
                      }
                      return {
                        error: event.error instanceof UploadFailed ? event.error.message : toUserMessage(event.error, failureMessage),
                      };
                    }),
                  },
                ],
              }),
        },
        on: {
          ...stopWaiting,
          ...(options.takesFiles ? { 'files.stored': { actions: 'keepStored' as const } } : {}),
        },
      },
      ...onlyWithOutbox(options.outbox !== undefined, {
        keeping: {
          tags: ['busy'],
          invoke: {
            id: 'keep',
            src: 'keep' as const,
            input: ({ context }: { context: FormModalContext<TValues, TSubject, TResult, TPrepared> }) => ({
              values: context.values,
              subject: context.subject,
              files: context.files,
              stored: context.stored,
            }),
            onDone: { target: 'succeeded' as const, actions: ['markKept' as const, 'forgetDraft' as const] },
            onError: {
              target: 'editing' as const,
              description: 'The outbox could not keep it either: the failure is shown and what was typed stays',
              actions: 'failKeeping' as const,
            },
          },
        },
      }),
      ...withoutSucceeded(options.closesWhenSaved === true || savesInPlace !== undefined, {
        succeeded: closingBySelf(options.staysOpenOnSuccess !== true, succeededModalState),
      }),
    }),
  });
}

/**
 * The `keeping` state, only for a form with an outbox: any other form has none at all, so its
 * model has no state it cannot reach (tests/support/coverage.ts counts them).
 */
function onlyWithOutbox<T extends { keeping: object }>(outbox: boolean, states: T): T {
  if (outbox) return states;
  const copy = { ...states };
  Reflect.deleteProperty(copy, 'keeping');
  return copy;
}

/**
 * The states of a modal, without those that send and show the outcome when it sends nothing
 * (`sendsNothing`): such a confirmation has none at all, so its model has no state it cannot
 * reach (tests/support/coverage.ts counts them).
 */
function unlessSendsNothing<T>(sendsNothing: boolean, states: T): T {
  if (!sendsNothing) return states;
  const copy = { ...states };
  for (const name of ['submitting', 'keeping', 'succeeded']) Reflect.deleteProperty(copy as object, name);
  return copy;
}

/**
 * The `succeeded` state, only for a modal that shows its outcome: one that closes at once
 * (`closesWhenSaved`) or goes back to editing its list saved in place (`savesInPlace`) has
 * none, so its model has no state it cannot reach.
 */
function withoutSucceeded<T extends { succeeded: object }>(without: boolean, states: T): T {
  if (!without) return states;
  const copy = { ...states };
  Reflect.deleteProperty(copy, 'succeeded');
  return copy;
}

/**
 * The `succeeded` state, without its timer when the outcome stays shown until the user closes
 * the modal (`staysOpenOnSuccess`): such a modal has no transition it cannot take.
 */
function closingBySelf<T extends { after: object }>(closes: boolean, state: T): T {
  if (closes) return state;
  const copy = { ...state };
  Reflect.deleteProperty(copy, 'after');
  return copy;
}
