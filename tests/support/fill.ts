import type { UserEvent } from '@testing-library/user-event';

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
