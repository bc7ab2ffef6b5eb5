/**
 * Every route of docs/behaviour.md §2, for the roles that open it, at 1440x900 and 390x844:
 * axe-core finds nothing, no page scrolls sideways, and nothing on it jumps while it loads (its
 * cumulative layout shift is within Web Vitals' "good", 0.1: a placeholder as tall as what
 * replaces it, room kept for a count or a section still being read).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, sidewaysScroll, signIn, signOut, useBrowser } from './browser';

const app = inject('mockAppUrl');

const ADMIN_ROUTES = [
  '/dashboard',
  '/jobs',
  '/jobs/3',
  '/jobs/pending',
  '/jobs/assign',
  '/calendar',
  '/my-jobs',
  '/my-jobs/pending',
  '/clients',
  '/reports',
  '/download-reports',
  '/users',
  '/templates',
  '/settings',
];
const STAFF_ROUTES = ['/dashboard', '/my-jobs', '/my-jobs/pending', '/users'];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Web Vitals' bound of a "good" cumulative layout shift. */
const GOOD_LAYOUT_SHIFT = 0.1;

/** Sums each document's layout shifts not caused by input, from its start (read by layoutShift). */
const recordLayoutShifts = `(() => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/** Drawn: the screen's heading is there and nothing says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await expect
    .poll(() =>
      page
        .locator('main')
        .getByText(/Loading|Refreshing/)
        .count(),
    )
    .toBe(0);
}

describe('every route passes axe and fits, in Chromium', () => {
  const tab = useBrowser();
  beforeAll(() => tab.context.addInitScript({ content: recordLayoutShifts }));

  for (const [role, email, routes] of [
    ['admin', 'admin@example.com', ADMIN_ROUTES],
    ['staff', 'staff@example.com', STAFF_ROUTES],
  ] as const) {
    it(`as ${role}`, async () => {
      await tab.page.setViewportSize(WIDTHS[0]);
      await signIn(tab.page, app, email);
      for (const viewport of WIDTHS) {
        await tab.page.setViewportSize(viewport);
        for (const route of routes) {
          await tab.page.goto(`${app}${route}`);
          await settled(tab.page);
          expect(await sidewaysScroll(tab.page), `${route} at ${viewport.width}`).toBeLessThanOrEqual(0);
          expect(await layoutShift(tab.page), `layout shift of ${route} at ${viewport.width}`).toBeLessThanOrEqual(GOOD_LAYOUT_SHIFT);
          await expectNoAxeViolations(tab.page, `${route} as ${role} at ${viewport.width}`);
        }
      }
      await tab.page.setViewportSize(WIDTHS[0]);
      await signOut(tab.page);
      expect(tab.errors).toEqual([]);
    }, 300_000);
  }

  it('the login page, signed out', async () => {
    for (const viewport of WIDTHS) {
      await tab.page.setViewportSize(viewport);
      await tab.page.goto(`${app}/login`);
      await tab.page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await sidewaysScroll(tab.page), `/login at ${viewport.width}`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(tab.page, `/login at ${viewport.width}`);
    }
    await tab.page.setViewportSize(WIDTHS[0]);
    expect(tab.errors).toEqual([]);
  });
});
