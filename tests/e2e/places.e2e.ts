/**
 * A list keeps its place (docs/behaviour.md §2 "Lists keep their place"): filter Jobs to a
 * type, go to page 2, open a job in the same tab, Back shows the same list, and a reload keeps
 * it. View Overdue Jobs lists exactly what the dashboard card counts. On a phone the lists
 * are cards and no page scrolls sideways. A link opened signed out survives sign-in.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, expectNoAxeViolations, screenshot, sidewaysScroll, signIn, signInAt, signOut, useBrowser } from './browser';
import { makeJob } from './backend';
import { pick } from './forms';

const app = inject('mockAppUrl');

const showingLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ jobs$/);
const totalOf = async (page: Page) => Number((await showingLine(page).innerText()).match(/of (\d+) jobs/)?.[1] ?? NaN);
const currentPage = (page: Page) => page.getByRole('navigation', { name: 'Jobs pages' }).locator('[aria-current="page"]');

describe('Lists keep their place, in Chromium', () => {
  const tab = useBrowser();

  it('filter to a type, page 2, open a job, Back restores filter and page; a reload keeps them', async () => {
    await signInAt(tab.page, app, '/jobs', 'admin@example.com');
    await tab.page.getByRole('region', { name: 'Jobs' }).getByRole('row').nth(10).waitFor();
    const allTotal = await totalOf(tab.page);
    await tab.page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = tab.page.getByRole('group', { name: 'Filters' });
    await pick(filters, 'Job Type', 'Bookkeeping');
    await expect.poll(() => tab.page.url()).toContain('type=1');
    // The filtered answer has arrived once the total is no longer every job's.
    await expect.poll(() => totalOf(tab.page)).not.toBe(allTotal);
    const typeTotal = await totalOf(tab.page);
    expect(typeTotal).toBeGreaterThan(10);

    await tab.page.getByRole('navigation', { name: 'Jobs pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => tab.page.url()).toMatch(/\/jobs\?type=1&page=2$/);
    await expect.poll(async () => (await currentPage(tab.page).innerText()).trim()).toBe('2');
    // The pager moves at once; page 2's rows are in once the list is no longer busy.
    await expect.poll(() => tab.page.locator('div[aria-busy="true"]').count()).toBe(0);
    const firstRow = tab.page.getByRole('region', { name: 'Jobs' }).getByRole('row').nth(1);
    const link = firstRow.getByRole('link', { name: /^View Job Details of / });
    const jobName = (await link.getAttribute('aria-label'))!.replace('View Job Details of ', '');
    // A link, so a middle click or Ctrl+click opens it in a new tab.
    expect(await link.getAttribute('href')).toMatch(/^\/jobs\/\d+$/);
    await expectNoAxeViolations(tab.page, 'jobs filtered, page 2');
    await screenshot(tab.page, 'places-jobs-filtered-page2');

    await link.click();
    await tab.page.getByRole('heading', { name: 'Job Details and History' }).waitFor();
    await tab.page.goBack();
    await expect.poll(() => tab.page.url()).toMatch(/\/jobs\?type=1&page=2$/);
    await expect.poll(async () => (await currentPage(tab.page).innerText()).trim()).toBe('2');
    await expect.poll(() => totalOf(tab.page)).toBe(typeTotal);
    expect(await tab.page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Job Type' }).innerText()).toContain(
      'Bookkeeping',
    );
    await expect.poll(() => firstRow.innerText()).toContain(jobName);

    await tab.page.reload();
    await expect.poll(async () => (await currentPage(tab.page).innerText()).trim()).toBe('2');
    await expect.poll(() => totalOf(tab.page)).toBe(typeTotal);
    await expect.poll(() => tab.page.getByRole('region', { name: 'Jobs' }).getByRole('row').nth(1).innerText()).toContain(jobName);

    // Back again leaves page 2 for page 1 of the same filter.
    await tab.page.goBack();
    await expect.poll(() => tab.page.url()).toMatch(/\/jobs\?type=1$/);
    await expect.poll(async () => (await currentPage(tab.page).innerText()).trim()).toBe('1');
  });

  it('a link opened signed out survives sign-in; after Sign Out the next sign-in starts at the dashboard', async () => {
    await signOut(tab.page);
    await tab.page.goto(`${app}/jobs?type=1&page=2`);
    await tab.page.waitForURL('**/login?next=*');
    expect(new URL(tab.page.url()).searchParams.get('next')).toBe('/jobs?type=1&page=2');
    await tab.page.getByLabel('Email address').fill('admin@example.com');
    await tab.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await tab.page.getByRole('button', { name: 'Sign In' }).click();
    await tab.page.waitForURL('**/jobs?type=1&page=2');
    await expect.poll(async () => (await currentPage(tab.page).innerText()).trim()).toBe('2');
    await signOut(tab.page);
    expect(new URL(tab.page.url()).search).toBe('');
    await signIn(tab.page, app, 'admin@example.com');
    expect(tab.errors).toEqual([]);
  });

  it('Back with a half-filled modal asks first: Keep Editing keeps the typing and the page, Discard goes back', async () => {
    await tab.page.goto(`${app}/dashboard`);
    await tab.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await tab.page.goto(`${app}/jobs`);
    await tab.page.getByRole('button', { name: 'Create New Job' }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Create New Job' });
    await dialog.getByLabel(/^Job Name/).fill('Payroll March 2026');
    const question = tab.page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await tab.page.goBack();
    await question.waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/jobs');
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel(/^Job Name/).inputValue()).toBe('Payroll March 2026');
    await tab.page.goBack();
    await question.getByRole('button', { name: 'Discard' }).click();
    await tab.page.waitForURL('**/dashboard');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(tab.errors).toEqual([]);
  });

  it("View Overdue Jobs lists exactly as many jobs as the Overdue Jobs card counts, the journey's own overdue job among them", async () => {
    await tab.page.goto(`${app}/dashboard`);
    const card = tab.page
      .getByRole('button', { name: /Overdue Jobs/ })
      .filter({ hasText: /^\s*Overdue Jobs/ })
      .first();
    await card.waitFor();
    const countOf = async () => Number((await card.innerText()).match(/\d+/)?.[0] ?? NaN);
    const before = await countOf();
    // A job that ended two days ago and is not finished: overdue.
    const { jobName } = await makeJob(tab.page, 'Overdue journey job', 'Bookkeeping', -2);
    await tab.page.reload();
    await card.waitFor();
    await expect.poll(countOf).toBe(before + 1);
    const counted = await countOf();
    await tab.page.getByText('View Overdue Jobs', { exact: true }).click();
    await expect.poll(() => tab.page.url()).toMatch(/\/jobs\?filter=overdue$/);
    await expect.poll(() => totalOf(tab.page)).toBe(counted);
    const quick = tab.page.getByRole('group', { name: 'Quick filters' });
    expect(await quick.getByRole('button', { name: 'Overdue' }).getAttribute('aria-pressed')).toBe('true');
    const rows = tab.page.getByRole('region', { name: 'Jobs' }).getByRole('row');
    const shown = Math.min(counted, 10);
    await expect.poll(() => rows.count()).toBe(shown + 1);
    for (let i = 1; i <= shown; i += 1) expect(await rows.nth(i).innerText()).toContain('Overdue');
    // The journey's own job is among them: searched for by name, it is the one overdue row.
    await tab.page.goto(`${app}/jobs?filter=overdue&q=${encodeURIComponent(jobName)}`);
    await expect.poll(() => totalOf(tab.page)).toBe(1);
    expect(await rows.nth(1).innerText()).toContain(jobName);
    await tab.page.goto(`${app}/jobs?filter=overdue`);

    await quick.getByRole('button', { name: 'Due this week' }).click();
    await expect.poll(() => tab.page.url()).toMatch(/\/jobs\?filter=due-this-week$/);
    await expect.poll(async () => await quick.getByRole('button', { name: 'Due this week' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(tab.page, 'jobs due this week');
  });

  it('at 390x844 Jobs, My Jobs and Users are cards and nothing scrolls sideways', async () => {
    await tab.page.setViewportSize({ width: 390, height: 844 });
    for (const [path, region, name] of [
      ['/jobs', 'Jobs', 'places-jobs-phone'],
      ['/my-jobs', 'My jobs', 'places-my-jobs-phone'],
      ['/users', 'Users table', 'places-users-phone'],
    ] as const) {
      await tab.page.goto(`${app}${path}`);
      const table = tab.page.getByRole('region', { name: region });
      await table.waitFor();
      await expect.poll(() => table.locator('tbody tr:not([data-skeleton])').count()).toBeGreaterThan(0);
      expect(await sidewaysScroll(tab.page), path).toBeLessThanOrEqual(0);
      // The table does not scroll sideways inside its region either: every fact is on screen.
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(tab.page, `${path} at 390`);
      await screenshot(tab.page, name);
    }
    await tab.page.setViewportSize({ width: 1440, height: 900 });
    expect(tab.errors).toEqual([]);
  });
});
