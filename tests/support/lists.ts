/** What a list screen shows and how its user moves through it. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Goes to page `page` of the list with the pager named `pager` ('Clients pages'). */
export async function choosePage(user: UserEvent, pager: string, page: number): Promise<void> {
  await user.click(within(screen.getByRole('navigation', { name: pager })).getByRole('button', { name: `Page ${page}` }));
}

/** The list's table region named `name`, found by its label because an open dialog hides it from role queries. */
export function tableRegion(name: string): HTMLElement {
  const region = document.querySelector<HTMLElement>(`[role="region"][aria-label="${name}"]`);
  if (!region) throw new Error(`${name} is not on screen`);
  return region;
}

/** The page numbers `pager` offers, in order (its Previous and Next are not numbers). */
export function pageNumbers(pager: HTMLElement): Array<string | null> {
  return within(pager)
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);
}

/**
 * What a list searched for one record shows: just that record, under the name it has now (its
 * View button), or, with `name` null, the list's empty message.
 */
export async function expectSearchShows(name: string | null, emptyMessage: string): Promise<void> {
  if (name === null) {
    expect(await screen.findByText(emptyMessage)).toBeTruthy();
    return;
  }
  await screen.findByRole('button', { name: `View ${name}` });
  expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(1);
}

/** What a screen whose read failed shows: an alert saying `message`, and a Retry button. */
export async function expectRetryOffered(message: string): Promise<void> {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(message);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
}

/**
 * What a list shows while its first page is read (docs/design.md "Loading tells the truth"):
 * its region `name` busy with placeholder rows, and no count.
 */
export async function expectPlaceholderRows(name: string, count: RegExp): Promise<void> {
  await waitFor(() => {
    const region = tableRegion(name);
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  });
  expect(screen.queryByText(count)).toBeNull();
}

/** The list's table region `name` once it shows the rows read (not the placeholders before them). */
export function readTable(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.getByRole('region', { name });
    if (region.querySelector('[data-skeleton]')) throw new Error(`${name} is still being read`);
    return region;
  });
}
