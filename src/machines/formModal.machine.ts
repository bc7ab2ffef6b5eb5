import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { closedModalState, stopWaiting, succeededModalState } from './modalStates';
import { toUserMessage } from '../api/client';
import { dropDraft, restoreDraft, saveDraft } from '../api/drafts';

/** Field name -> the spec's message for it. Empty means the values are valid. */
export type FieldErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

export interface FormModalOptions<TValues, TSubject, TResult> {
  /** The spec's rules for these values; runs before anything is sent. */
  validate?: (values: TValues, subject: TSubject | null) => FieldErrors<TValues>;
  /** The call that saves the values; `signal` aborts it when the user stops waiting. */
  submit: (input: { values: TValues; subject: TSubject | null }, signal: AbortSignal) => Promise<TResult>;
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
}

export interface FormModalContext<TValues, TSubject, TResult> {
  values: TValues;
  /** The record the modal acts on (the job being edited, the task being reviewed...). */
  subject: TSubject | null;
  fieldErrors: FieldErrors<TValues>;
  /** Failure of the last submit; the typed values are kept. */
  error: string | null;
  result: TResult | null;
  /** The values are a draft kept from before (the session ended, the page was reloaded). */
  restored: boolean;
}

export type FormModalEvent<TValues, TSubject> =
  | { type: 'modal.opened'; values: TValues; subject?: TSubject | null }
  | { type: 'fields.changed'; patch: Partial<TValues> }
  | { type: 'form.submitted' }
  /** The failure has been read (a flow that shows it in an alert dialog closes it with this). */
  | { type: 'error.dismissed' }
  /** Cancel, Escape or × while the save runs: stop waiting for its answer. */
  | { type: 'submission.cancelled' }
  | { type: 'modal.closed' };

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
 * The one modal flow behind create, edit, delete, approve, reject and confirm dialogs:
 * closed -> editing -> submitting -> succeeded (shown for SUCCESS_DELAY, then `completed`
 * is emitted and it closes) | back to editing with the error and the input kept.
 * It has only the transitions its options can take: a confirmation (empty values) has no
 * `fields.changed`, a form without rules no invalid branch, a save that cannot fail no failure.
 */
export function createFormModalMachine<TValues extends object, TSubject = never, TResult = unknown>(
  id: string,
  options: FormModalOptions<TValues, TSubject, TResult>,
  emptyValues: TValues,
) {
  const { validate, failureMessage } = options;
  const hasFields = Object.keys(emptyValues).length > 0;
  return setup({
    types: {} as {
      context: FormModalContext<TValues, TSubject, TResult>;
      events: FormModalEvent<TValues, TSubject>;
      emitted: FormModalEmitted<TResult>;
    },
    actors: {
      submit: fromPromise<TResult, { values: TValues; subject: TSubject | null }>(({ input, signal }) => options.submit(input, signal)),
    },
    guards: {
      'values are invalid': ({ context }) => Object.keys(validate?.(context.values, context.subject) ?? {}).length > 0,
    },
    actions: {
      open: assign(({ event }) => {
        assertEvent(event, 'modal.opened');
        const subject = event.subject ?? null;
        const { values, restored } = options.draft
          ? restoreDraft(options.draft.form, options.draft.record(subject), event.values)
          : { values: event.values, restored: false };
        return { values, subject, fieldErrors: {}, error: null, result: null, restored };
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
      showFieldErrors: assign(({ context }) => ({
        fieldErrors: validate?.(context.values, context.subject) ?? {},
        error: null,
      })),
      clearErrors: assign({ fieldErrors: {}, error: null }),
      tellStopped: assign({ error: STOPPED_WAITING_MESSAGE }),
      announceSaved: emit({ type: 'saved' as const }),
      announceCompletion: emit(({ context }) => ({ type: 'completed' as const, result: context.result })),
      reset: assign({ values: emptyValues, subject: null, fieldErrors: {}, error: null, result: null, restored: false }),
    },
    delays: {
      successDelay: SUCCESS_DELAY_MS,
    },
  }).createMachine({
    id,
    context: { values: emptyValues, subject: null, fieldErrors: {}, error: null, result: null, restored: false },
    initial: 'closed',
    states: {
      closed: closedModalState,
      editing: {
        on: {
          ...(hasFields ? { 'fields.changed': { actions: ['applyPatch' as const, 'keepDraft' as const] } } : {}),
          'form.submitted': [
            ...(validate
              ? [
                  {
                    guard: 'values are invalid' as const,
                    actions: 'showFieldErrors' as const,
                    description: 'Bad input shows its message and sends nothing',
                  },
                ]
              : []),
            { target: 'submitting', actions: 'clearErrors' },
          ],
          ...(options.failureIsDismissed ? { 'error.dismissed': { actions: 'clearErrors' as const } } : {}),
          'modal.closed': { target: 'closed', actions: ['forgetDraft', 'reset'] },
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ values: context.values, subject: context.subject }),
          onDone: {
            target: 'succeeded',
            actions: [assign(({ event }) => ({ result: event.output })), 'forgetDraft'],
          },
          ...(failureMessage === null
            ? {}
            : {
                onError: {
                  target: 'editing' as const,
                  description: 'A failed save shows the message and keeps what was typed',
                  actions: assign(({ event }) => ({ error: toUserMessage(event.error, failureMessage) })),
                },
              }),
        },
        on: stopWaiting,
      },
      succeeded: succeededModalState,
    },
  });
}
