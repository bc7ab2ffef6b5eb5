import { assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import type { FileRef } from '../api/types';
import { uploadFile } from '../api/uploads';
import { isAcceptedFile, refusedFilesMessage, uploadPercent } from '../domain/jobs';
import { stopWaiting } from './modalStates';

/**
 * The file-by-file upload that Add Task and Upload Files share (docs/behaviour.md §5), as the
 * child the form invokes while it uploads: each chosen file goes to the file service once the
 * one before it is stored, so the progress moves in even steps. Its output is every stored
 * file, in the order chosen; a failed file fails the whole sequence, and the form goes back to
 * editing with the choice kept.
 */
export interface UploadSequenceContext {
  files: File[];
  /** The files stored so far, in the order chosen. */
  stored: FileRef[];
}

export const uploadSequenceMachine = setup({
  types: {} as { context: UploadSequenceContext; input: { files: File[] }; output: FileRef[] },
  actors: {
    uploadOneFile: fromPromise<FileRef, { file: File }>(({ input, signal }) => uploadFile(input.file, { signal })),
  },
  guards: {
    'more files remain': ({ context }) => context.stored.length + 1 < context.files.length,
  },
  actions: {
    keepStored: assign(({ context }, file: FileRef) => ({ stored: [...context.stored, file] })),
  },
}).createMachine({
  id: 'uploadSequence',
  context: ({ input }) => ({ files: input.files, stored: [] }),
  initial: 'uploading',
  states: {
    uploading: {
      // No onError: the file's failure is the sequence's, which the form shows.
      invoke: {
        id: 'file',
        src: 'uploadOneFile',
        input: ({ context }) => ({ file: context.files[context.stored.length] }),
        onDone: [
          {
            guard: 'more files remain',
            target: 'uploading',
            reenter: true,
            actions: { type: 'keepStored', params: ({ event }) => event.output },
            description: 'The next file starts once the previous one is stored',
          },
          { target: 'stored', actions: { type: 'keepStored', params: ({ event }) => event.output } },
        ],
      },
    },
    stored: { type: 'final' },
  },
  output: ({ context }) => context.stored,
});

/** Percent of the chosen files stored so far, each file an equal share. */
export const storedPercent = (context: UploadSequenceContext): number => uploadPercent(context.stored.length, context.files.length);

/** Keeps the accepted files and names the refused ones. */
export function chooseFiles(current: readonly File[], chosen: readonly File[]): { files: File[]; notice: string | null } {
  const accepted = chosen.filter((file) => isAcceptedFile(file.name));
  const refused = chosen.filter((file) => !isAcceptedFile(file.name)).map((file) => file.name);
  return { files: [...current, ...accepted], notice: refusedFilesMessage(refused) };
}

/**
 * The form's `uploading` state: it invokes the sequence as `upload` (the actor
 * `uploadSequence`), and needs the actions `keepUploaded` (params: the stored files),
 * `showUploadFailure` (params: the error) and `tellStopped`, and an `editing` state to go back to.
 */
export function uploadingState<TNext extends string>(next: TNext, failureDescription: string) {
  return {
    tags: ['busy'],
    invoke: {
      id: 'upload',
      src: 'uploadSequence',
      input: ({ context }: { context: { files: File[] } }) => ({ files: context.files }),
      onDone: { target: next, actions: { type: 'keepUploaded', params: ({ event }: { event: { output: FileRef[] } }) => event.output } },
      onError: {
        target: 'editing',
        actions: { type: 'showUploadFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
        description: failureDescription,
      },
    },
    on: stopWaiting,
  } as const;
}

/** The failed upload's message; nothing of it is kept, so the next try starts from the first file. */
export const uploadFailure = (error: unknown) => ({ error: toUserMessage(error, 'Failed to upload files'), uploaded: [] });
