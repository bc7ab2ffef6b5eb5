import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { SUCCESS_DELAY_MS } from '../../src/machines/formModal.machine';
import { recordRequests } from './server';
import { passTime } from './time';

/**
 * A list screen's form modal: once a save succeeded, the modal closes (by the user, or when
 * its success message has run out) and the screen reads its list again to show the change.
 */
export interface ListRereads {
  /** Every request the app sent since the watch began. */
  readonly requests: ReturnType<typeof recordRequests>;
  /** Notes how often the list has been read so far; done just before the modal closes. */
  mark(): void;
  /** Waits for a read of the list after the last mark. */
  expectReadAgain(): Promise<void>;
}

/** Watches the screen's reads of the list at `listPath` (GET requests to that path). */
export function watchListReads(listPath: string): ListRereads {
  const requests = recordRequests();
  const reads = () => requests.filter((r) => r.method === 'GET' && r.url.pathname === listPath).length;
  let marked = 0;
  return {
    requests,
    mark() {
      marked = reads();
    },
    async expectReadAgain() {
      await waitFor(() => expect(reads()).toBeGreaterThan(marked));
    },
  };
}

/** The user closes the form modal with its footer's Cancel, or Close once saved (its corner × is also named Close). */
export async function closeFormModal(user: UserEvent, saved: boolean, lists: ListRereads): Promise<void> {
  lists.mark();
  await user.click(
    within(screen.getByRole('dialog'))
      .getAllByRole('button', { name: saved ? 'Close' : 'Cancel' })
      .at(-1)!,
  );
}

/** The success message runs out, which closes the modal by itself. */
export async function waitOutSuccess(lists: ListRereads): Promise<void> {
  lists.mark();
  await passTime(SUCCESS_DELAY_MS);
}

/** The modal is gone; when it closed after a save, the list was read again. */
export async function expectFormModalClosed(savedBefore: boolean, lists: ListRereads): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  if (savedBefore) await lists.expectReadAgain();
}
