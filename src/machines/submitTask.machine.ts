import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { dropDraft, restoreDraft, saveDraft } from '../api/drafts';
import { submitTask } from '../api/tasks';
import type { FileRef, PendingTaskItem } from '../api/types';
import { SUBMIT_SUCCESS_MS, submissionError } from '../domain/review';
import { STOPPED_WAITING_MESSAGE } from './formModal.machine';
import { known } from './known';
import { STOPPED_DESCRIPTION, closedModalState, succeededModalState } from './modalStates';
import { uploadSequenceMachine } from './uploadSequence.machine';

export interface SubmitTaskContext {
  task: PendingTaskItem | null;
  comment: string;
  files: File[];
  /** Files already stored by the file service, so a retry after a failed submit sends them again without uploading twice. */
  uploaded: FileRef[] | null;
  userId: number | null;
  error: string | null;
  /** The comment came back from a draft (files cannot be kept). */
  restored: boolean;
}

export type SubmitTaskEvent =
  | { type: 'modal.opened'; task: PendingTaskItem }
  | { type: 'comment.changed'; comment: string }
  | { type: 'files.added'; files: File[] }
  | { type: 'file.removed'; index: number }
  /** The signed-in user's id as stored at the moment of submitting (null when the session record is gone). */
  | { type: 'form.submitted'; userId: number | null }
  | { type: 'submission.cancelled' }
  | { type: 'modal.closed' };

const empty: SubmitTaskContext = { task: null, comment: '', files: [], uploaded: null, userId: null, error: null, restored: false };

/** The draft of a task's hand-in comment (docs/behaviour.md §4 "Nothing typed is lost"). */
const DRAFT_FORM = 'submitTask';
const draftRecord = (task: PendingTaskItem | null) => `task-${task?.taskId ?? 'none'}`;

/**
 * Submit Task (docs/behaviour.md §5): comment required after trimming, a signed-in user required, the
 * chosen files uploaded first, then the task handed in; success shows 2 s and closes.
 */
export const submitTaskMachine = setup({
  types: {} as {
    context: SubmitTaskContext;
    events: SubmitTaskEvent;
    emitted: { type: 'saved' } | { type: 'completed' };
    children: { upload: 'uploadSequence' };
  },
  actors: {
    uploadSequence: uploadSequenceMachine,
    submitTask: fromPromise<void, { taskId: number | null; userId: number | null; comment: string; files: FileRef[] }>(
      async ({ input, signal }) =>
        submitTask(
          {
            taskId: known(input.taskId, 'task'),
            userId: known(input.userId, 'user'),
            comment: input.comment,
            taskFileList: input.files,
          },
          signal,
        ),
    ),
  },
  guards: {
    'input is invalid': ({ context, event }) => {
      assertEvent(event, 'form.submitted');
      return submissionError(context.comment, event.userId) !== null;
    },
    'files wait for upload': ({ context }) => context.files.length > 0 && context.uploaded === null,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'modal.opened');
      const { values, restored } = restoreDraft(DRAFT_FORM, draftRecord(event.task), { comment: '' });
      return { ...empty, task: event.task, comment: values.comment, restored };
    }),
    keepDraft: ({ context }) => saveDraft(DRAFT_FORM, draftRecord(context.task), { comment: context.comment }),
    forgetDraft: () => dropDraft(DRAFT_FORM),
    setComment: assign(({ event }) => {
      assertEvent(event, 'comment.changed');
      return { comment: event.comment, error: null };
    }),
    addFiles: assign(({ context, event }) => {
      assertEvent(event, 'files.added');
      return { files: [...context.files, ...event.files], uploaded: null };
    }),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'file.removed');
      return { files: context.files.filter((_, i) => i !== event.index), uploaded: null };
    }),
    showInputError: assign(({ context, event }) => {
      assertEvent(event, 'form.submitted');
      return { error: submissionError(context.comment, event.userId) };
    }),
    acceptSubmit: assign(({ event }) => {
      assertEvent(event, 'form.submitted');
      return { userId: event.userId, error: null };
    }),
    announceSaved: emit({ type: 'saved' as const }),
    announceCompletion: emit({ type: 'completed' as const }),
    reset: assign(empty),
  },
  delays: { successDelay: SUBMIT_SUCCESS_MS },
}).createMachine({
  id: 'submitTask',
  context: empty,
  initial: 'closed',
  states: {
    closed: closedModalState,
    editing: {
      on: {
        'comment.changed': { actions: ['setComment', 'keepDraft'] },
        'files.added': { actions: 'addFiles' },
        'file.removed': { actions: 'removeFile' },
        'form.submitted': [
          { guard: 'input is invalid', actions: 'showInputError', description: 'Bad input shows its message and sends nothing' },
          { target: 'sending', actions: 'acceptSubmit' },
        ],
        'modal.closed': { target: 'closed', actions: ['forgetDraft', 'reset'] },
      },
    },
    sending: {
      tags: ['busy'],
      on: {
        'submission.cancelled': {
          target: 'editing',
          actions: assign({ error: STOPPED_WAITING_MESSAGE }),
          description: STOPPED_DESCRIPTION,
        },
      },
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'files wait for upload', target: 'uploading' }, { target: 'submitting' }],
        },
        uploading: {
          invoke: {
            id: 'upload',
            src: 'uploadSequence',
            input: ({ context }) => ({ files: context.files }),
            onDone: { target: 'submitting', actions: assign(({ event }) => ({ uploaded: event.output })) },
            onError: {
              target: '#submitTask.editing',
              description: 'A failed upload sends nothing to the server and keeps the comment and files',
              actions: assign({ error: 'Failed to upload files' }),
            },
          },
        },
        submitting: {
          invoke: {
            id: 'submitTask',
            src: 'submitTask',
            input: ({ context }) => ({
              taskId: context.task?.taskId ?? null,
              userId: context.userId,
              comment: context.comment.trim(),
              files: context.uploaded ?? [],
            }),
            onDone: { target: '#submitTask.succeeded', actions: 'forgetDraft' },
            onError: {
              target: '#submitTask.editing',
              description: 'A failed submit keeps the comment and files',
              actions: assign(({ event }) => ({ error: toUserMessage(event.error, 'Failed to submit task') })),
            },
          },
        },
      },
    },
    succeeded: succeededModalState,
  },
});
