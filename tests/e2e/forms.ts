import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** A datetime-local value `days` from now at 09:00. */
export function localDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
}

/**
 * Opens the select named `label` within `scope`, chooses `option` (or the first) and waits for the
 * list to close; resolves with the option's text. The option is chosen with focus and Enter, as
 * with the arrow keys: a click on an option that first had to be scrolled to can land on the
 * list's scroll-up arrow, which appears as the list scrolls.
 */
export async function pick(scope: Page | Locator, label: string, option?: string | RegExp): Promise<string> {
  const page = 'page' in scope ? scope.page() : scope;
  const trigger = scope.getByRole('combobox', { name: label, exact: true });
  await expect.poll(() => trigger.isEnabled()).toBe(true);
  await trigger.click();
  const choice = (option ? page.getByRole('option', { name: option }) : page.getByRole('option')).first();
  const text = (await choice.innerText()).trim();
  await choice.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
  return text;
}
