import type { Page } from 'playwright-core';

/** A call to the mock backend with the signed-in user's token: a GET, or a POST of `body`. */
export async function api<T>(page: Page, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ url, sent }) => {
      const token = localStorage.getItem('workflow_token');
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' };
      const res = await fetch(url, sent === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(sent) });
      return res.json();
    },
    { url: path, sent: body },
  ) as Promise<T>;
}

/** The signed-in user's id, as the app stored it. */
export async function myId(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('workflow_user') ?? '{}') as { id: number }).id);
}
