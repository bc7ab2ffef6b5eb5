import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** A datetime-local value `days` from now at 09:00. */
export function localDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
}

/** Picks `option` (or the first) in the select labelled `label` within `scope`; resolves with the option's text. */
export async function pick(page: Page, scope: Locator, label: string, option?: string): Promise<string> {
  await scope.getByRole('combobox', { name: label }).click();
  const choice = option ? page.getByRole('option', { name: option }) : page.getByRole('option').first();
  const text = (await choice.innerText()).trim();
  await choice.click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
  return text;
}
