import type { FileRef, Task } from '../api/types';
import { validateUpload } from '../domain/jobs';
import { createFormModalMachine } from './formModal.machine';

export interface UploadFilesValues {
  /** The task the files are for, as the picker names it ('' until one is chosen). */
  taskId: string;
}

export const EMPTY_UPLOAD: UploadFilesValues = { taskId: '' };

/**
 * Upload Files on job details (docs/behaviour.md §2, §5): at least one accepted file and a
 * chosen task of the job (its subject), uploaded one by one with the progress divided evenly;
 * success shows, then the job reloads. The file service's answers are the whole save: they are
 * not sent to the product server (docs/behaviour.md §7).
 */
export const uploadFilesMachine = createFormModalMachine<UploadFilesValues, Task[], FileRef[]>(
  'uploadFiles',
  {
    validate: (values, _tasks, files) => validateUpload(files.length, values.taskId),
    submit: async ({ stored }) => stored,
    failureMessage: 'Failed to upload files',
    takesFiles: 'accepted types',
  },
  EMPTY_UPLOAD,
);
