import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { uploadFile } from '../api/uploads';
import type { FileRef, Task } from '../api/types';
import { isAcceptedFile, refusedFilesMessage, uploadPercent, validateUpload, type UploadFormErrors } from '../domain/jobs';
import { STOPPED_DESCRIPTION, STOPPED_WAITING_MESSAGE, SUCCESS_DELAY_MS } from './formModal.machine';

/** One file to the file service; the flows call it once per file, one after another (docs/behaviour.md §5). */
export const uploadOneFile = fromPromise<FileRef, { file: File }>(({ input, signal }) => uploadFile(input.file, { signal }));

/** Keeps the accepted files and names the refused ones. */
export function chooseFiles(current: readonly File[], chosen: readonly File[]): { files: File[]; notice: string | null } {
  const accepted = chosen.filter((file) => isAcceptedFile(file.name));
  const refused = chosen.filter((file) => !isAcceptedFile(file.name)).map((file) => file.name);
  return { files: [...current, ...accepted], notice: refusedFilesMessage(refused) };
}

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

/** Percent of the chosen files stored so far, each file an equal share. */
export const uploadProgress = (context: Pick<UploadFilesContext, 'files' | 'uploaded'>): number =>
  uploadPercent(context.uploaded.length, context.files.length);

/**
 * Upload Files on job details (docs/behaviour.md §2, §5): at least one accepted file and a chosen task,
 * uploaded one by one with the progress divided evenly; success shows, then the job reloads.
 */
export const uploadFilesMachine = setup({
  types: {} as {
    context: UploadFilesContext;
    events: UploadFilesEvent;
    emitted: { type: 'completed' };
  },
  actors: { uploadOneFile },
  guards: {
    'files or task are missing': ({ context }) => Object.keys(validateUpload(context.files.length, context.taskId)).length > 0,
    'more files remain': ({ context }) => context.uploaded.length + 1 < context.files.length,
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
    keepUploaded: assign(({ context }, file: FileRef) => ({ uploaded: [...context.uploaded, file] })),
    announceCompletion: emit({ type: 'completed' as const }),
    reset: assign(closedContext),
  },
  delays: { successDelay: SUCCESS_DELAY_MS },
}).createMachine({
  id: 'uploadFiles',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      on: { 'modal.opened': { target: 'editing', actions: 'open' } },
    },
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
    uploading: {
      invoke: {
        id: 'upload',
        src: 'uploadOneFile',
        input: ({ context }) => ({ file: context.files[context.uploaded.length] }),
        onDone: [
          {
            guard: 'more files remain',
            target: 'uploading',
            reenter: true,
            actions: { type: 'keepUploaded', params: ({ event }) => event.output },
            description: 'The next file starts once the previous one is stored',
          },
          { target: 'succeeded', actions: { type: 'keepUploaded', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, 'Failed to upload files'), uploaded: [] })),
          description: 'A failed upload shows the message and keeps the chosen files',
        },
      },
      on: { 'submission.cancelled': { target: 'editing', actions: 'tellStopped', description: STOPPED_DESCRIPTION } },
    },
    succeeded: {
      after: { successDelay: { target: 'closed', actions: ['announceCompletion', 'reset'] } },
      on: { 'modal.closed': { target: 'closed', actions: ['announceCompletion', 'reset'] } },
    },
  },
});
