import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
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
