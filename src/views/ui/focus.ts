/**
 * Moving the keyboard's place between items of a list (cards, table rows) and to a list's
 * heading: after a review decision and for the j/k shortcuts (docs/behaviour.md §9 keyboard).
 */

/** The attribute that marks a card or row the keyboard can step between. */
export const NAV_ITEM = 'data-nav-item';

/** Cards marked as list items, and the rows of any table on the screen. */
const ITEM_SELECTOR = `main [${NAV_ITEM}], main tbody tr`;

/** Focuses an element that is not in the Tab order (a card, a row, a heading) without adding it there. */
export function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  element.scrollIntoView?.({ block: 'nearest' });
}

/** The list items of the screen, in document order. */
export function navItems(root: ParentNode = document): HTMLElement[] {
  // A list drawn twice (table on wide screens, cards on phones) counts only where it shows.
  return Array.from(root.querySelectorAll<HTMLElement>(ITEM_SELECTOR)).filter(
    (item) => !item.closest('[hidden]') && (typeof item.checkVisibility !== 'function' || item.checkVisibility()),
  );
}

/**
 * Steps `by` items from the one holding focus (or from before the first when none does) and
 * focuses it; stays put at either end. Returns whether focus moved.
 */
export function moveFocus(by: 1 | -1, root: ParentNode = document): boolean {
  const items = navItems(root);
  if (items.length === 0) return false;
  const active = document.activeElement;
  const current = items.findIndex((item) => item === active || item.contains(active));
  const next = current === -1 ? (by === 1 ? 0 : items.length - 1) : current + by;
  if (next < 0 || next >= items.length) return false;
  focusQuietly(items[next]);
  return true;
}

/** The screen's heading (its h1), which takes focus when a list has nothing left to show. */
export function focusHeading(root: ParentNode = document): void {
  const heading = root.querySelector<HTMLElement>('main h1');
  if (heading) focusQuietly(heading);
}
