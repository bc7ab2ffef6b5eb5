/** What a row of the users table shows of an account's state (docs/behaviour.md §2 Users Management). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LockIcon, UnlockIcon } from '../../src/views/ui/icons';

const CLOSED = renderToStaticMarkup(createElement(LockIcon));
const OPEN = renderToStaticMarkup(createElement(UnlockIcon));

/** The padlock a button draws, compared with the two pictures themselves: closed, open, or neither. */
export function padlockOf(button: Element): 'closed' | 'open' | null {
  const picture = button.querySelector('[aria-hidden="true"]')?.innerHTML ?? '';
  return picture === CLOSED ? 'closed' : picture === OPEN ? 'open' : null;
}

/** The words in a row's Status cell. */
export function statusOf(row: Element): string | null {
  return row.querySelector('td[data-label="Status"]')?.textContent ?? null;
}
