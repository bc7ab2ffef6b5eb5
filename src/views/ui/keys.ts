import type { KeyboardEvent } from 'react';

/** Ctrl+Enter (Cmd+Enter on a Mac) in a text box sends its form, as the Send button would. */
export function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>): void {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}
