import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { expectCancelled, type QueuedHeldCall } from './server';

/**
 * Escape on a form modal: when the user had changed something, the modal first asks
 * "Discard your changes?" (docs/behaviour.md §4); the model's close means yes.
 */
export async function closeWithEscape(user: UserEvent): Promise<void> {
  await user.keyboard('{Escape}');
  const question = screen.queryByRole('alertdialog', { name: 'Discard your changes?' });
  if (question) await user.click(within(question).getByRole('button', { name: 'Discard' }));
}

/** Closes `dialog` with its footer's Cancel (or Close, once saved); its corner × is also named Close. */
export async function closeFromFooter(user: UserEvent, dialog: HTMLElement): Promise<void> {
  await user.click(
    within(dialog)
      .getAllByRole('button', { name: /^(Cancel|Close)$/ })
      .at(-1)!,
  );
}

/**
 * Stops waiting for a modal's held call (docs/behaviour.md §4) by its Cancel button, Escape or
 * its × ('Close'): the call is aborted rather than left open, and the modal stays.
 */
export async function stopWaiting(user: UserEvent, held: QueuedHeldCall, via: 'Cancel' | 'Escape' | 'Close' = 'Cancel'): Promise<void> {
  await held.request();
  const dialog = screen.getAllByRole('dialog').at(-1)!;
  await expectCancelled(held, () =>
    via === 'Escape' ? user.keyboard('{Escape}') : user.click(within(dialog).getByRole('button', { name: via })),
  );
  expect(screen.getAllByRole('dialog', { hidden: true })).toContain(dialog);
}

/**
 * Saves the open modal named `name` with its `button`, waits for its `success` message and
 * closes it with Close, as a user does who does not wait out the message: the flow completes
 * and its screen reads what changed.
 */
export async function saveAndClose(user: UserEvent, name: string, button: string, success: string): Promise<void> {
  const dialog = () => screen.getByRole('dialog', { name });
  // A dialog that reads something as it opens (Delete Job its review history) offers its button once it has.
  await waitFor(() => expect(within(dialog()).getByRole('button', { name: button })).toHaveProperty('disabled', false));
  await user.click(within(dialog()).getByRole('button', { name: button }));
  await within(dialog()).findByText(success);
  await user.click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
}
