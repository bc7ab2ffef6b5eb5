import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Escape on a form modal: when the user had changed something, the modal first asks
 * "Discard your changes?" (docs/behaviour.md §4); the model's close means yes.
 */
export async function closeWithEscape(user: UserEvent): Promise<void> {
  await user.keyboard('{Escape}');
  const question = screen.queryByRole('alertdialog', { name: 'Discard your changes?' });
  if (question) await user.click(within(question).getByRole('button', { name: 'Discard' }));
}
