/**
 * Every route of docs/behaviour.md §2, for the roles that open it, at 1440x900 and 390x844:
 * axe-core finds nothing and no page scrolls sideways.
 */
import { describe, expect, inject, it } from 'vitest';
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
];
const STAFF_ROUTES = ['/dashboard', '/my-jobs', '/my-jobs/pending', '/users'];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Drawn: the screen's heading is there and nothing says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        page
          .locator('main')
          .getByText(/Loading|Refreshing/)
          .count(),
      { timeout: 30_000 },
    )
    .toBe(0);
}

describe('every route passes axe and fits, in Chromium', () => {
  const tab = useBrowser();

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
