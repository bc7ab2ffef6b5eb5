import { fromPromise } from 'xstate';
import { toUserMessage } from '../api/client';
import type { FileRef } from '../api/types';
import { uploadFile } from '../api/uploads';
import { isAcceptedFile, refusedFilesMessage } from '../domain/jobs';
import { stopWaiting } from './modalStates';

/**
 * The file-by-file upload that Add Task and Upload Files share (docs/behaviour.md §5): each
 * chosen file goes to the file service once the one before it is stored, so the progress moves
 * in even steps; a failure goes back to the form with the choice kept.
 */

/** One file to the file service. */
export const uploadOneFile = fromPromise<FileRef, { file: File }>(({ input, signal }) => uploadFile(input.file, { signal }));

/** Keeps the accepted files and names the refused ones. */
export function chooseFiles(current: readonly File[], chosen: readonly File[]): { files: File[]; notice: string | null } {
  const accepted = chosen.filter((file) => isAcceptedFile(file.name));
  const refused = chosen.filter((file) => !isAcceptedFile(file.name)).map((file) => file.name);
  return { files: [...current, ...accepted], notice: refusedFilesMessage(refused) };
}

/** What a flow that uploads file by file keeps. */
export interface UploadingContext {
  files: File[];
  /** The files stored so far, in the order chosen. */
  uploaded: FileRef[];
}

/** The failed upload's message, and nothing kept of it: the next try starts from the first file. */
export const uploadFailure = (error: unknown) => ({ error: toUserMessage(error, 'Failed to upload files'), uploaded: [] });

/**
 * The `uploading` state: it needs the actor `uploadOneFile`, the guard `more files remain`,
 * the actions `keepUploaded` (params: the stored file), `showUploadFailure` (params: the
 * error) and `tellStopped`, and an `editing` state to go back to.
 */
export function uploadingState<TNext extends string>(next: TNext, failureDescription: string) {
  return {
    tags: ['busy'],
    invoke: {
      id: 'upload',
      src: 'uploadOneFile',
      input: ({ context }: { context: UploadingContext }) => ({ file: context.files[context.uploaded.length] }),
      onDone: [
        {
          guard: 'more files remain',
          target: 'uploading',
          reenter: true,
          actions: { type: 'keepUploaded', params: ({ event }: { event: { output: FileRef } }) => event.output },
          description: 'The next file starts once the previous one is stored',
        },
        { target: next, actions: { type: 'keepUploaded', params: ({ event }: { event: { output: FileRef } }) => event.output } },
      ],
      onError: {
        target: 'editing',
        actions: { type: 'showUploadFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
        description: failureDescription,
      },
    },
    on: stopWaiting,
  } as const;
}
