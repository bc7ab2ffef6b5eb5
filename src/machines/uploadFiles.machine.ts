import { assertEvent, assign, emit, setup } from 'xstate';
import type { FileRef, Task } from '../api/types';
import { validateUpload, type UploadFormErrors } from '../domain/jobs';
import { STOPPED_WAITING_MESSAGE, SUCCESS_DELAY_MS } from './formModal.machine';
import { closedModalState, succeededModalState } from './modalStates';
import { chooseFiles, uploadFailure, uploadingState, uploadSequenceMachine } from './uploadSequence.machine';

export interface UploadFilesContext {
  files: File[];
  taskId: string;
  tasks: Task[];
  uploaded: FileRef[];
  fieldErrors: UploadFormErrors;
  /** A warning naming the chosen files that were not taken (docs/architecture.md, "Context"). */
  notice: string | null;
  error: string | null;
}

export type UploadFilesEvent =
  | { type: 'modal.opened'; tasks: Task[]; taskId?: number }
  | { type: 'files.chosen'; files: File[] }
  | { type: 'file.removed'; index: number }
  | { type: 'task.chosen'; taskId: string }
  | { type: 'form.submitted' }
  | { type: 'submission.cancelled' }
  | { type: 'modal.closed' };

const closedContext: UploadFilesContext = {
  files: [],
  taskId: '',
  tasks: [],
  uploaded: [],
  fieldErrors: {},
  notice: null,
  error: null,
};

/**
 * Upload Files on job details (docs/behaviour.md §2, §5): at least one accepted file and a chosen task,
 * uploaded one by one with the progress divided evenly; success shows, then the job reloads.
 */
export const uploadFilesMachine = setup({
  types: {} as {
    context: UploadFilesContext;
    events: UploadFilesEvent;
    emitted: { type: 'saved' } | { type: 'completed' };
    children: { upload: 'uploadSequence' };
  },
  actors: { uploadSequence: uploadSequenceMachine },
  guards: {
    'files or task are missing': ({ context }) => Object.keys(validateUpload(context.files.length, context.taskId)).length > 0,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'modal.opened');
      return { ...closedContext, tasks: event.tasks, taskId: event.taskId === undefined ? '' : String(event.taskId) };
    }),
    addFiles: assign(({ context, event }) => {
      assertEvent(event, 'files.chosen');
      const { files, notice } = chooseFiles(context.files, event.files);
      const { files: _files, ...fieldErrors } = context.fieldErrors;
      return { files, notice, fieldErrors: files.length > 0 ? fieldErrors : context.fieldErrors };
    }),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'file.removed');
      return { files: context.files.filter((_, i) => i !== event.index) };
    }),
    chooseTask: assign(({ context, event }) => {
      assertEvent(event, 'task.chosen');
      const { taskId: _taskId, ...fieldErrors } = context.fieldErrors;
      return { taskId: event.taskId, fieldErrors };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateUpload(context.files.length, context.taskId), error: null })),
    startUpload: assign({ uploaded: [], fieldErrors: {}, error: null, notice: null }),
    tellStopped: assign({ error: STOPPED_WAITING_MESSAGE, uploaded: [] }),
    keepUploaded: assign((_, uploaded: FileRef[]) => ({ uploaded })),
    showUploadFailure: assign((_, error: unknown) => uploadFailure(error)),
    announceSaved: emit({ type: 'saved' as const }),
    announceCompletion: emit({ type: 'completed' as const }),
    reset: assign(closedContext),
  },
  delays: { successDelay: SUCCESS_DELAY_MS },
}).createMachine({
  id: 'uploadFiles',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: closedModalState,
    editing: {
      on: {
        'files.chosen': { actions: 'addFiles' },
        'file.removed': { actions: 'removeFile' },
        'task.chosen': { actions: 'chooseTask' },
        'form.submitted': [
          { guard: 'files or task are missing', actions: 'showFieldErrors', description: 'Nothing is sent without a file and a task' },
          { target: 'uploading', actions: 'startUpload' },
        ],
        'modal.closed': { target: 'closed', actions: 'reset' },
      },
    },
    uploading: uploadingState('succeeded', 'A failed upload shows the message and keeps the chosen files'),
    succeeded: succeededModalState,
  },
});
