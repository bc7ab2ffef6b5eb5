/**
 * A session that ends while the user works (docs/behaviour.md §2): a Sign Out in another tab
 * and a token the server no longer accepts both lead to the login page with "Your session has
 * ended, sign in again", and signing in returns to the page the user was on.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, expectNoAxeViolations, screenshot, signIn, signOut, useBrowser } from './browser';

const app = inject('mockAppUrl');
const ENDED = 'Your session has ended, sign in again';

async function signInHere(page: Page): Promise<void> {
  await page.getByLabel('Email address').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('a session that ends while the user works, in Chromium', () => {
  const tab = useBrowser();

  it('a Sign Out in another tab ends this one at once; signing in again returns to the same page', async () => {
    await signIn(tab.page, app, 'admin@example.com');
    await tab.page.goto(`${app}/jobs?type=2`);
    await tab.page.getByRole('region', { name: 'Jobs' }).waitFor();

    const other = await tab.context.newPage();
    await other.goto(`${app}/dashboard`);
    await other.getByRole('navigation', { name: 'Main' }).waitFor();
    await signOut(other);

    await tab.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(tab.page.url()).searchParams.get('next')).toBe('/jobs?type=2');
    await expect.poll(() => tab.page.getByRole('status').filter({ hasText: ENDED }).count()).toBe(1);
    await expectNoAxeViolations(tab.page, 'login after the session ended');
    await screenshot(tab.page, 'session-ended-desktop');

    // The other tab signed out on purpose: it starts afresh, with no warning.
    expect(await other.getByText(ENDED).count()).toBe(0);
    await other.close();

    await signInHere(tab.page);
    await tab.page.waitForURL('**/jobs?type=2');
    expect(await tab.page.getByText(ENDED).count()).toBe(0);
  });

  it('a token the server no longer accepts ends the session at the next call, keeping the page', async () => {
    await tab.page.goto(`${app}/clients`);
    // Read whole ("25 of 25 clients"), not only its first part: a part still to come would be the
    // next call, and end the session before the click below.
    await tab.page.getByText(/^\d+ of \d+ clients$/).waitFor();
    await tab.page.evaluate(() => localStorage.setItem('workflow_token', 'revoked-elsewhere'));
    await tab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users', exact: true }).click();

    await tab.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(tab.page.url()).searchParams.get('next')).toBe('/users');
    await expect.poll(() => tab.page.getByRole('status').filter({ hasText: ENDED }).count()).toBe(1);

    await signInHere(tab.page);
    await tab.page.waitForURL('**/users');
    expect(tab.errors).toEqual([]);
  });
});
