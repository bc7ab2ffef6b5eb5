import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * One model event is one change of a field: its text replaced at once, as a paste does. Typed
 * key by key, the screen would render once per character, which no model step looks at (the
 * screen tests in tests/views type), and on a busy machine typing can outlast a debounce
 * between two keys.
 */
export async function replaceText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.paste(text);
}

/**
 * Replaces the text of each field of `form` whose label starts with a key of `fields`, in their
 * order: pasted, except the fields in `typed`, typed key by key as a person types (the fields a
 * screen test is about; the others only complete the form).
 */
export async function replaceFields(
  user: UserEvent,
  form: HTMLElement,
  fields: Record<string, string>,
  typed: readonly string[] = [],
): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = within(form).getByLabelText(new RegExp(`^${label}`));
    await (typed.includes(label) ? retypeText : replaceText)(user, field, value);
  }
}

/** The field's text cleared, then `text` typed key by key, as a person types it. */
async function retypeText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.type(field, text);
}

/** Picks `option` in the Radix Select whose label starts with `label`, opened from the keyboard (focused, then Enter). */
export async function pickWithKeyboard(user: UserEvent, label: string, option: string): Promise<void> {
  screen.getByRole('combobox', { name: new RegExp(`^${label}`) }).focus();
  await user.keyboard('{Enter}');
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}
