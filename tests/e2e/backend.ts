import type { Page } from 'playwright-core';

/** A GET to the mock backend with the signed-in user's token. */
export async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('workflow_token');
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    return res.json();
  }, path) as Promise<T>;
}

/** The signed-in user's id, as the app stored it. */
export async function myId(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('workflow_user') ?? '{}') as { id: number }).id);
}
