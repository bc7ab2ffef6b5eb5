import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ApiError } from '../../src/api/client';
import { UploadFailed } from '../../src/machines/uploadSequence.machine';
import type { ModelEvent } from './paths';
import type { QueuedHeldCall } from './server';

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

/** The label of the outcome in which the file service refuses the first chosen file. */
export const FILE_REFUSED = 'a file is refused';

/**
 * What can happen while a form's save runs (saveAfterUpload, src/machines/uploadSequence.machine.ts),
 * as model events: it is stored and saved (`output`); with files chosen, the file service
 * refuses one; the save call fails (unless it cannot); or the user stops waiting.
 */
export function saveOutcomes(files: number, output: unknown, { saveCanFail = true } = {}): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.save', output },
    ...(files > 0
      ? [
          {
            type: 'xstate.error.actor.save',
            error: new UploadFailed(new ApiError('File upload failed: HTTP error! status: 500', 'rejected', 500)),
            label: FILE_REFUSED,
          },
        ]
      : []),
    ...(saveCanFail ? [{ type: 'xstate.error.actor.save', error: new Error('500'), label: 'the save fails' }] : []),
    { type: 'submission.cancelled' },
  ];
}
