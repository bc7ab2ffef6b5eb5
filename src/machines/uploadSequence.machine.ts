import { assign, fromPromise, sendParent, setup, type PromiseActorLogic } from 'xstate';
import { toUserMessage } from '../api/client';
import type { FileRef } from '../api/types';
import { uploadFile } from '../api/uploads';
import { isAcceptedFile, refusedFilesMessage, uploadPercent } from '../domain/jobs';

const UPLOAD_FAILED = 'Failed to upload files';

/**
 * A failed upload, in the words the form shows: the file service's refusal, or the screen's own
 * 'Failed to upload files' when no answer came. It stays apart from the save's own failure.
 */
export class UploadFailed extends Error {
  constructor(cause: unknown) {
    super(toUserMessage(cause, UPLOAD_FAILED), { cause });
    this.name = 'UploadFailed';
  }
}

/**
 * The file-by-file upload every form with files shares (docs/behaviour.md §5), as the child
 * its save invokes before saving: each chosen file goes to the file service once the
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
    uploadOneFile: fromPromise<FileRef, { file: File }>(({ input, signal }) =>
      uploadFile(input.file, { signal }).catch((error: unknown) => {
        throw new UploadFailed(error);
      }),
    ),
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
export function chooseFiles(
  current: readonly File[],
  chosen: readonly File[],
  accepts: (name: string) => boolean = isAcceptedFile,
): { files: File[]; notice: string | null } {
  const accepted = chosen.filter((file) => accepts(file.name));
  const refused = chosen.filter((file) => !accepts(file.name)).map((file) => file.name);
  return { files: [...current, ...accepted], notice: refusedFilesMessage(refused) };
}

/** What a form sends when it saves: what was typed, the record it acts on and the files chosen. */
export interface SaveInput<TValues, TSubject> {
  values: TValues;
  subject: TSubject | null;
  files: File[];
  /** The files as an earlier try stored them (its save failed after), so they are not sent twice. */
  stored: FileRef[] | null;
}

/** What a form's save tells the form once the files are stored, so a retry does not send them again. */
export type FilesStoredEvent = { type: 'files.stored'; files: FileRef[] };

/** What the save call receives: the form's input with the chosen files as the file service stored them. */
export type StoredSaveInput<TValues, TSubject> = Omit<SaveInput<TValues, TSubject>, 'stored'> & { stored: FileRef[] };

/** A failed upload fails the save, or (a photo, which has a placeholder) the save goes on without the files. */
type UploadFailure = 'fails the save' | 'saves without them';

/**
 * A form's save (docs/architecture.md, "The actor tree of one screen"): the chosen files go
 * through the upload sequence first (the form is told `files.stored`), then `save` runs with
 * what the file service stored. With nothing chosen, or the files stored by an earlier try, it
 * saves at once. Either step's failure is the save's, so the form shows it and keeps what was
 * typed.
 */
export function saveAfterUpload<TValues, TSubject, TResult>(
  save: PromiseActorLogic<TResult, StoredSaveInput<TValues, TSubject>>,
  uploadFailure: UploadFailure = 'fails the save',
) {
  return setup({
    types: {} as {
      context: { input: SaveInput<TValues, TSubject>; stored: FileRef[]; result: TResult | null };
      input: SaveInput<TValues, TSubject>;
      output: TResult | null;
      children: { upload: 'uploadSequence'; save: 'save' };
    },
    actors: { uploadSequence: uploadSequenceMachine, save },
    actions: {
      // The form that invoked this save keeps them for a retry.
      tellStored: sendParent((_, files: FileRef[]): FilesStoredEvent => ({ type: 'files.stored', files })),
    },
    guards: { 'files wait for upload': ({ context }) => context.input.files.length > 0 && context.input.stored === null },
  }).createMachine({
    id: 'saveAfterUpload',
    context: ({ input }) => ({ input, stored: input.stored ?? [], result: null }),
    initial: 'choosing',
    states: {
      choosing: { always: [{ guard: 'files wait for upload', target: 'uploading' }, { target: 'saving' }] },
      uploading: {
        invoke: {
          id: 'upload',
          src: 'uploadSequence',
          input: ({ context }) => ({ files: context.input.files }),
          onDone: {
            target: 'saving',
            actions: [assign({ stored: ({ event }) => event.output }), { type: 'tellStored', params: ({ event }) => event.output }],
          },
          // Without onError the sequence's failure is the save's.
          ...(uploadFailure === 'saves without them'
            ? { onError: { target: 'saving' as const, description: 'The save goes on without the files it could not store' } }
            : {}),
        },
      },
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({
            values: context.input.values,
            subject: context.input.subject,
            files: context.input.files,
            stored: context.stored,
          }),
          onDone: { target: 'saved', actions: assign({ result: ({ event }) => event.output }) },
        },
      },
      saved: { type: 'final' },
    },
    output: ({ context }) => context.result,
  });
}
