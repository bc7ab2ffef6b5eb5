/**
 * The login page drawn before its code has run
 * (docs/decisions/108-the-login-page-drawn-before-its-code.md): a signed-out visit sees the whole
 * page, styled, from the HTML; the running page takes its place without a shift; a signed-in
 * visit neither shows nor fetches it.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, expectNoAxeViolations, openBrowser, screenshot, signIn } from './browser';

const app = inject('mockAppUrl');
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script back until `release` is called, as a slow connection would. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Where the page's landmarks are drawn, to compare the copy with the running page. */
function boxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['h1', 'input[name=email]', 'input[name=password]', 'button[type=submit]', '#pitch-title', 'ul[aria-label=Plans]'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? `${selector} ${box.x},${box.y} ${box.width}x${box.height}` : `${selector} missing`;
    }),
  );
}

describe('the login page before its code has run, in Chromium', () => {
  for (const [size, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    it(`a signed-out visit shows the page at once and the running page replaces it in place (${size})`, async () => {
      const { context, page, errors } = await openBrowser(viewport);
      try {
        await page.addInitScript(() => {
          // Each shift names what moved and from where, so a failure says which part of the page jumped.
          const seen = { shifts: [] as string[], emptied: false };
          Object.assign(window, { firstPaintSeen: seen });
          type Shift = PerformanceEntry & {
            value: number;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          const where = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              const moved = entry.sources.map((source) => {
                const node =
                  source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : source.node?.nodeName;
                return `${node} ${where(source.previousRect)} -> ${where(source.currentRect)}`;
              });
              seen.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // Called once per task that changed the page: what a frame between them would show.
          let drawn = false;
          new MutationObserver(() => {
            const heading = document.getElementById('root')?.querySelector('h1');
            if (heading) drawn = true;
            else if (drawn) seen.emptied = true;
          }).observe(document, { childList: true, subtree: true });
        });
        const release = await holdEntry(page);
        await page.goto(`${app}/jobs`, { waitUntil: 'commit' });

        // Drawn from the HTML alone, styled: the heading, the form and the plans.
        const heading = page.getByRole('heading', { name: 'Sign in', level: 1 });
        await heading.waitFor({ state: 'visible' });
        expect(await page.getByRole('list', { name: 'Plans' }).innerText()).toContain('₦35,000');
        const drawnFirst = await boxes(page);
        const buttonColour = () =>
          page.getByRole('button', { name: 'Sign In' }).evaluate((button) => getComputedStyle(button).backgroundColor);
        const copyColour = await buttonColour();
        expect(copyColour).not.toBe('rgba(0, 0, 0, 0)');
        await screenshot(page, `login-first-paint-${size}`);

        // Inert until the code runs: a click and keys reach nothing, so nothing typed is lost.
        await page.getByLabel('Email address').click({ force: true });
        await page.keyboard.type('lost@example.com');
        expect(await page.getByLabel('Email address').inputValue()).toBe('');
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        expect(
          await page.evaluate(() => [...document.getElementById('root')!.children].every((child) => (child as HTMLElement).inert)),
        ).toBe(true);

        release();
        // The running page: the same boxes, no shift, never a frame without the page.
        await page.getByLabel('Email address').fill('admin@example.com');
        expect(
          await page.evaluate(() => [...document.getElementById('root')!.children].some((child) => (child as HTMLElement).inert)),
        ).toBe(false);
        expect(await boxes(page)).toEqual(drawnFirst);
        expect(await buttonColour()).toBe(copyColour);
        const seen = await page.evaluate(
          () => (window as unknown as { firstPaintSeen: { shifts: string[]; emptied: boolean } }).firstPaintSeen,
        );
        expect(seen).toEqual({ shifts: [], emptied: false });
        await expectNoAxeViolations(page, `login once running (${size})`);

        await page.getByLabel('Password', { exact: true }).fill('demo1234');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL('**/jobs');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a signed-in visit shows no copy of the login page and fetches none of its files', async () => {
    const { context, page, errors } = await openBrowser();
    try {
      await signIn(page, app, 'admin@example.com');
      const release = await holdEntry(page);
      await page.goto(`${app}/dashboard`, { waitUntil: 'commit' });
      expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
      release();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      const loginFiles = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/LoginPage-')),
      );
      expect(loginFiles).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
