import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_SIDEBAR, STAFF_SIDEBAR } from '../support/navigation';
import { MOCK_WORKER_FILES } from '../../mocks/workerFiles';
import { axeViolations, expectNoAxeViolations, openBrowser, openMenuIfCollapsed, screenshot, signIn, signOut, useBrowser } from './browser';

const app = inject('mockAppUrl');

declare global {
  interface PerformanceResourceTiming {
    /** Which of a service worker's static routes a request matched, '' for none: Chromium's, not yet in TypeScript's DOM. */
    readonly workerMatchedSourceType?: string;
  }
}

const ADMIN_LINKS = ADMIN_SIDEBAR;
const STAFF_LINKS = STAFF_SIDEBAR;

async function sidebarLinks(page: Page): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
}

describe('login, layout and guards in Chromium', () => {
  const tab = useBrowser();

  it('shows the login page with its plans, and axe finds nothing', async () => {
    await tab.page.goto(`${app}/login`);
    await expect.poll(() => tab.page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    const plans = await tab.page.getByRole('list', { name: 'Plans' }).innerText();
    for (const text of [
      '₦15,000',
      '₦35,000',
      '₦75,000',
      'Most Popular',
      'Start Free Trial',
      'Contact Sales',
      'Up to 3 users',
      'Up to 10 users',
      'Unlimited users',
    ]) {
      expect(plans, text).toContain(text);
    }
    expect(await tab.page.locator('input[type=email]').count()).toBe(1);
    await expectNoAxeViolations(tab.page, 'login');
    await screenshot(tab.page, 'login-desktop');
  });

  it('shows each login message of docs/behaviour.md §8', async () => {
    await tab.page.goto(`${app}/login`);
    await tab.page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => tab.page.getByText('Please enter both email and password.').isVisible()).toBe(true);

    await tab.page.getByLabel('Email address').fill('locked@example.com');
    await tab.page.getByLabel('Password', { exact: true }).fill('demo1234');
    await tab.page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => tab.page.getByText('Your account has been locked. Please contact an administrator to unlock your account.').isVisible())
      .toBe(true);

    await tab.page.getByLabel('Email address').fill('inactive@example.com');
    await tab.page.getByLabel('Password', { exact: true }).fill('demo1234');
    await tab.page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => tab.page.getByRole('alert').innerText()).not.toContain('locked');
    expect(tab.page.url()).toContain('/login');

    await tab.page.getByLabel('Email address').fill('admin@example.com');
    await tab.page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await tab.page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => tab.page.getByRole('alert').innerText()).toContain('Invalid email or password');
  });

  for (const [role, links, approve] of [
    ['superadmin', ADMIN_LINKS, true],
    ['admin', ADMIN_LINKS, true],
    ['staff', STAFF_LINKS, false],
    ['staff2', STAFF_LINKS, false],
  ] as const) {
    it(`signs ${role}@ in to the layout with the right sidebar and header`, async () => {
      await signIn(tab.page, app, `${role}@example.com`);
      // Activity joins once the server has said it keeps the activity log.
      await expect.poll(() => sidebarLinks(tab.page)).toEqual(links);
      const toFinish = tab.page.getByRole('link', { name: /^To Finish: \d+$/ });
      await expect.poll(() => toFinish.isVisible()).toBe(true);
      expect(await tab.page.getByRole('link', { name: /^To Approve: / }).count()).toBe(approve ? 1 : 0);
      const stored = await tab.page.evaluate(() => [localStorage.getItem('workflow_token'), localStorage.getItem('workflow_user')]);
      expect(stored[0]).toBeTruthy();
      expect(JSON.parse(stored[1] ?? '{}').email).toBe(`${role}@example.com`);
      if (role === 'admin') {
        await expectNoAxeViolations(tab.page, 'layout');
        await screenshot(tab.page, 'layout-admin-desktop');
      }
      if (role === 'staff') {
        await tab.page.goto(`${app}/users`);
        await expect.poll(() => tab.page.getByRole('heading', { name: 'Access Denied' }).isVisible()).toBe(true);
        expect(await tab.page.getByText('Insufficient Permissions').isVisible()).toBe(true);
        await screenshot(tab.page, 'access-denied-staff');
      }
      await signOut(tab.page);
      const cleared = await tab.page.evaluate(() => [localStorage.getItem('workflow_token'), localStorage.getItem('workflow_user')]);
      expect(cleared).toEqual([null, null]);
    });
  }

  it('keeps a signed-out visitor out and a signed-in one off the login page', async () => {
    await tab.page.goto(`${app}/reports`);
    // The login page keeps the page that was asked for, to return to it.
    await tab.page.waitForURL('**/login?next=%2Freports');
    await signIn(tab.page, app, 'admin@example.com');
    await tab.page.goto(`${app}/login`);
    await tab.page.waitForURL('**/dashboard');
    await signOut(tab.page);
  });

  it('collapses the sidebar behind a menu on a phone', async () => {
    await tab.page.setViewportSize({ width: 390, height: 844 });
    await signIn(tab.page, app, 'admin@example.com');
    const sidebarLink = tab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' });
    await tab.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sidebarLink.isVisible()).toBe(false);
    await screenshot(tab.page, 'layout-admin-phone');
    await openMenuIfCollapsed(tab.page);
    await expect.poll(() => sidebarLink.isVisible()).toBe(true);
    // The drawer slides in; wait until it has arrived at the edge.
    await expect.poll(() => tab.page.locator('#sidebar').evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    await screenshot(tab.page, 'layout-admin-phone-menu');
    await expectNoAxeViolations(tab.page, 'phone menu');
    await sidebarLink.click();
    await tab.page.waitForURL('**/clients');
    await signOut(tab.page);
    await tab.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('moves from screen to screen in the sidebar without a frame that shows no screen', async () => {
    await signIn(tab.page, app, 'admin@example.com');
    await tab.page.getByRole('heading', { level: 1 }).waitFor();
    const sidebar = tab.page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['Clients', 'Clients Management'],
      ['Dashboard', 'Welcome back'],
      ['Users', 'Users Management'],
      ['Reports', 'Reports and Analytics'],
      ['Clients', 'Clients Management'],
    ] as const) {
      // Each frame from the click on, as it is painted: the main area's heading, "loading" while
      // the screen's code is fetched, or nothing at all.
      await tab.page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { framesSeen: seen });
        const look = () => {
          const main = document.getElementById('main-content');
          const h1 = Array.from(main?.querySelectorAll('h1') ?? []).find((h) => h.offsetParent !== null);
          seen.push(h1?.textContent ?? (main?.querySelector('[aria-label="Loading page"]') ? 'loading' : ''));
          if (seen.length < 30) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await sidebar.getByRole('link', { name: link, exact: true }).click();
      await tab.page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) }).waitFor();
      const frames = () => tab.page.evaluate(() => (window as Window & { framesSeen?: string[] }).framesSeen ?? []);
      await expect.poll(async () => (await frames()).length).toBe(30);
      expect(
        (await frames()).filter((frame) => frame === ''),
        `frames without a screen on the way to ${link}`,
      ).toEqual([]);
    }
    await signOut(tab.page);
  });

  it("lets the mock's worker answer the API and the mock's files, and nothing else", async () => {
    await signIn(tab.page, app, 'admin@example.com');
    await tab.page.getByRole('heading', { level: 1 }).waitFor();
    // What the page fetched once the worker controlled it, by whether the worker's route sent it
    // past the worker ('network') or to it (''): public/mockBackendWorker.js.
    const fetched = () =>
      tab.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.workerStart > 0)
          .map((entry) => ({ path: new URL(entry.name).pathname, route: entry.workerMatchedSourceType })),
      );
    const mocks = (path: string) => /\/(api|mock-files)\//.test(path);
    // The other screens' code is fetched at an idle moment after the first screen is drawn.
    await expect.poll(async () => (await fetched()).filter((f) => f.path.startsWith('/assets/')).length).toBeGreaterThan(5);
    const all = await fetched();
    expect(all.filter((f) => mocks(f.path)).length).toBeGreaterThan(0);
    expect(all.filter((f) => mocks(f.path) && f.route !== '')).toEqual([]);
    expect(all.filter((f) => !mocks(f.path) && f.route !== 'network')).toEqual([]);
    await signOut(tab.page);
  });

  it('the accessibility check finds what axe finds: a nameless button, text too faint to read', async () => {
    const page = await tab.context.newPage();
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1><button></button><p style="color:#ccc;background:#fff">Faint</p></main></html>',
      );
      expect(await axeViolations(page)).toEqual(['button-name: button', 'color-contrast: p']);
    } finally {
      await page.close();
    }
  });

  it('raised no page errors', () => {
    expect(tab.errors).toEqual([]);
  });
});

describe('a build aimed at a real API', () => {
  it('signs in against the mock server over HTTP and ships no mock worker', async () => {
    expect(MOCK_WORKER_FILES.filter((worker) => existsSync(`dist-real-api/${worker}`))).toEqual([]);
    expect(existsSync('dist-real-api/mock-files')).toBe(false);
    const { context, page } = await openBrowser();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(inject('apiUrl'))) apiCalls.push(new URL(r.url()).pathname);
    });
    await signIn(page, inject('realAppUrl'), 'admin@example.com');
    expect(apiCalls).toContain('/api/v1/auth/login');
    expect(apiCalls).toContain('/api/user/2');
    await context.close();
  });
});
