import { screen, within } from '@testing-library/react';
import { readTable } from '../../support/lists';
import type { UserEvent } from '@testing-library/user-event';

/** The jobs table, once it shows rows (not the placeholders shown while the first page is read). */
export function jobsTable(): Promise<HTMLElement> {
  return readTable('Jobs');
}

/** The rows of the jobs table (header excluded). */
export function jobRows(): HTMLElement[] {
  const region = screen.getByRole('region', { name: 'Jobs' });
  return within(region).getAllByRole('row').slice(1);
}

/** Picks `option` in the Radix Select named `label`, inside `container`. */
export async function choose(
  user: UserEvent,
  label: string,
  option: string | RegExp,
  container: HTMLElement = document.body,
): Promise<void> {
  await user.click(within(container).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** A datetime-local value `days` from now at 09:00 local time. */
export function localDate(days: number, hour = 9): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function dialog(name: string): HTMLElement {
  return screen.getByRole('dialog', { name });
}
