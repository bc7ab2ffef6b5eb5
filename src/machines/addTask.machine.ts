import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { dropDraft, restoreDraft, saveDraft } from '../api/drafts';
import { addTask } from '../api/tasks';
import type { FileRef, Job } from '../api/types';
import {
  EMPTY_TASK_FORM,
  isTaskFormIncomplete,
  toNewTaskPayload,
  validateTask,
  type TaskFormErrors,
  type TaskFormValues,
} from '../domain/jobs';
import { STOPPED_WAITING_MESSAGE, SUCCESS_DELAY_MS } from './formModal.machine';
import { closedModalState, stopWaiting, succeededModalState } from './modalStates';
import { chooseFiles, uploadFailure, uploadingState, uploadSequenceMachine } from './uploadSequence.machine';
import { known } from './known';

export interface AddTaskContext {
  values: TaskFormValues;
  job: Job | null;
  files: File[];
  uploaded: FileRef[];
  fieldErrors: TaskFormErrors;
  /** A warning naming the chosen files that were not taken. */
  notice: string | null;
  error: string | null;
  /** The name and description came back from a draft (files cannot be kept). */
  restored: boolean;
}

export type AddTaskEvent =
  | { type: 'modal.opened'; job: Job }
  | { type: 'fields.changed'; patch: Partial<TaskFormValues> }
  | { type: 'files.chosen'; files: File[] }
  | { type: 'file.removed'; index: number }
  | { type: 'form.submitted' }
  | { type: 'submission.cancelled' }
  | { type: 'modal.closed' };

const closedContext: AddTaskContext = {
  values: EMPTY_TASK_FORM,
  job: null,
  files: [],
  uploaded: [],
  fieldErrors: {},
  notice: null,
  error: null,
  restored: false,
};

/** The draft of the task being added to a job (docs/behaviour.md §4 "Nothing typed is lost"). */
const DRAFT_FORM = 'addTask';
const draftRecord = (job: Job | null) => `job-${job?.id ?? 'none'}`;

/** The submit button is enabled only while editing with both fields filled (docs/behaviour.md §5). */
export const canSubmitTask = (snapshot: { matches: (state: 'editing') => boolean; context: AddTaskContext }): boolean =>
  snapshot.matches('editing') && !isTaskFormIncomplete(snapshot.context.values);

/**
 * Add Task to Job (docs/behaviour.md §2, §5): the form-modal flow with an upload step between submit and
 * save, so the progress bar is part of the flow: each optional file is uploaded one by one,
 * then the task is created with their addresses. Success shows 1.5 s, then the list refreshes.
 */
export const addTaskMachine = setup({
  types: {} as {
    context: AddTaskContext;
    events: AddTaskEvent;
    emitted: { type: 'saved' } | { type: 'completed' };
    children: { upload: 'uploadSequence' };
  },
  actors: {
    uploadSequence: uploadSequenceMachine,
    addTask: fromPromise<void, { values: TaskFormValues; job: Job | null; uploaded: FileRef[] }>(async ({ input, signal }) =>
      addTask(toNewTaskPayload(input.values, known(input.job, 'job').id, input.uploaded), signal),
    ),
  },
  guards: {
    'values are invalid': ({ context }) => Object.keys(validateTask(context.values)).length > 0,
    'files are attached': ({ context }) => context.files.length > 0,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'modal.opened');
      return { ...closedContext, job: event.job, ...restoreDraft(DRAFT_FORM, draftRecord(event.job), EMPTY_TASK_FORM) };
    }),
    keepDraft: ({ context }) => saveDraft(DRAFT_FORM, draftRecord(context.job), context.values),
    forgetDraft: () => dropDraft(DRAFT_FORM),
    applyPatch: assign(({ context, event }) => {
      assertEvent(event, 'fields.changed');
      const fieldErrors = { ...context.fieldErrors };
      for (const key of Object.keys(event.patch)) delete fieldErrors[key as keyof TaskFormValues];
      return { values: { ...context.values, ...event.patch }, fieldErrors };
    }),
    addFiles: assign(({ context, event }) => {
      assertEvent(event, 'files.chosen');
      return chooseFiles(context.files, event.files);
    }),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'file.removed');
      return { files: context.files.filter((_, i) => i !== event.index) };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateTask(context.values), error: null })),
    startSaving: assign({ uploaded: [], fieldErrors: {}, error: null, notice: null }),
    tellStopped: assign({ error: STOPPED_WAITING_MESSAGE, uploaded: [] }),
    keepUploaded: assign((_, uploaded: FileRef[]) => ({ uploaded })),
    showUploadFailure: assign((_, error: unknown) => uploadFailure(error)),
    announceSaved: emit({ type: 'saved' as const }),
    announceCompletion: emit({ type: 'completed' as const }),
    reset: assign(closedContext),
  },
  delays: { successDelay: SUCCESS_DELAY_MS },
}).createMachine({
  id: 'addTask',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: closedModalState,
    editing: {
      on: {
        'fields.changed': { actions: ['applyPatch', 'keepDraft'] },
        'files.chosen': { actions: 'addFiles' },
        'file.removed': { actions: 'removeFile' },
        'form.submitted': [
          { guard: 'values are invalid', actions: 'showFieldErrors', description: 'Bad input shows its message and sends nothing' },
          { guard: 'files are attached', target: 'uploading', actions: 'startSaving' },
          { target: 'creating', actions: 'startSaving' },
        ],
        'modal.closed': { target: 'closed', actions: ['forgetDraft', 'reset'] },
      },
    },
    uploading: uploadingState('creating', 'A failed upload shows the message and keeps the input'),
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'addTask',
        src: 'addTask',
        input: ({ context }) => ({ values: context.values, job: context.job, uploaded: context.uploaded }),
        onDone: { target: 'succeeded', actions: 'forgetDraft' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, 'Failed to create task'), uploaded: [] })),
          description: 'A failed save shows the message and keeps the input',
        },
      },
      on: stopWaiting,
    },
    succeeded: succeededModalState,
  },
});
