import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ApiError } from '../../src/api/client';
import { UploadFailed } from '../../src/machines/uploadSequence.machine';
import type { ModelEvent } from './paths';
import type { QueuedHeldCall } from './server';
import type { FileRef } from '../../src/api/types';

/**
 * Lets the file service store each of `count` chosen files in turn (the steps of the upload
 * sequence, src/machines/uploadSequence.machine.ts), checking before each one that the dialog's
 * progress bar shows the files stored so far as an even share.
 */
export async function storeEachFile(uploads: QueuedHeldCall, count: number, dialog: () => HTMLElement): Promise<void> {
  for (let stored = 0; stored < count; stored += 1) {
    await waitFor(() =>
      expect(within(dialog()).getByRole('progressbar', { name: 'Uploading files' }).getAttribute('aria-valuetext')).toBe(
        `${Math.round((stored / count) * 100)}%`,
      ),
    );
    await uploads.passThrough();
  }
}

/**
 * A link the mock file service takes as one of its own (mocks/handlers/fileLinks.ts), for a
 * model event that stands for files already stored.
 */
export const storedLink = (fileName: string): string => `/mock-files/files/${'0'.repeat(32)}/${encodeURIComponent(fileName)}`;

/** The label of the outcome in which the file service refuses the first chosen file. */
export const FILE_REFUSED = 'a file is refused';

/** What the model knows of a form that takes files (createFormModalMachine with `takesFiles`). */
interface FormWithFiles {
  context: { files: readonly File[]; stored: readonly FileRef[] | null };
}

/**
 * What can happen while a form's save runs (saveAfterUpload, src/machines/uploadSequence.machine.ts),
 * as model events. While chosen files wait to be stored: they are stored (`files.stored`), the
 * file service refuses one, or the user stops waiting. Then (or with no files): the save call
 * answers (`output`), fails (unless `uploadIsTheSave`: storing them was all it had to do, so it
 * also finishes at once), or the user stops waiting.
 */
export function saveOutcomes(form: FormWithFiles, output: unknown, { uploadIsTheSave = false } = {}): ModelEvent[] {
  const { files, stored } = form.context;
  if (files.length > 0 && stored === null)
    return [
      { type: 'files.stored', files: files.map((file) => ({ url: storedLink(file.name), fileName: file.name })) },
      {
        type: 'xstate.error.actor.save',
        error: new UploadFailed(new ApiError('File upload failed: HTTP error! status: 500', 'rejected', 500)),
        label: FILE_REFUSED,
      },
      { type: 'submission.cancelled' },
    ];
  if (uploadIsTheSave) return [{ type: 'xstate.done.actor.save', output }];
  return [
    { type: 'xstate.done.actor.save', output },
    { type: 'xstate.error.actor.save', error: new Error('500'), label: 'the save fails' },
    { type: 'submission.cancelled' },
  ];
}
