import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DashboardData, DetailedReport, Envelope } from '../../src/api/types';
import { api, myId } from './backend';
import { PHONE, expectNoAxeViolations, screenshot, signIn, signOut, useBrowser } from './browser';
import { pick } from './forms';

const app = inject('mockAppUrl');

/** Asks the app's own backend (the mock in this browser profile) what the dashboard should say. */
async function fromApi<T>(page: Page, path: string): Promise<T> {
  return (await api<Envelope<T>>(page, `${path}?userId=${await myId(page)}`)).response;
}

const CARDS: Array<[string, (d: DashboardData) => number, (r: DetailedReport) => unknown[]]> = [
  ['Overdue Jobs', (d) => d.overDueJob, (r) => r.overDuetasks],
  ['Ongoing Jobs', (d) => d.ongoingJob, (r) => r.onGoingTasks],
  ['Tasks in Review', (d) => d.taskInReview, (r) => r.tasksInReview],
  ['Tasks to Review', (d) => d.taskToReview, (r) => r.tasksToReview],
];

async function checkDashboard(page: Page, who: string, role: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${app}/dashboard`);
  await expect.poll(() => page.getByRole('region', { name: 'Workload counts' }).isVisible(), { timeout: 15_000 }).toBe(true);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  expect(heading).toMatch(/^Welcome back, \S+!$/);
  expect(await page.getByRole('heading', { level: 1 }).locator('..').getByText(role, { exact: true }).isVisible()).toBe(true);

  const data = await fromApi<DashboardData>(page, '/api/v1/home');
  const report = await fromApi<DetailedReport>(page, '/api/v1/home/detailed');
  for (const [label, count] of CARDS) {
    const card = page.getByRole('button', { name: new RegExp(`^${label}`) });
    expect((await card.innerText()).replace(/\s+/g, ' ').trim(), `${who} ${label}`).toBe(`${label} ${count(data)} View details`);
  }
  const total = CARDS.reduce((sum, [, count]) => sum + count(data), 0);
  expect(await page.getByRole('img', { name: new RegExp(`Workload chart, ${total} total items`) }).isVisible()).toBe(true);
  expect(await page.getByText(`${data.todayJob.length} completed`).first().isVisible()).toBe(true);

  await expectNoAxeViolations(page, `${who} dashboard`);
  await screenshot(page, `dashboard-${who}-desktop`);

  for (const [label, , rows] of CARDS) {
    await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    const dialog = page.getByRole('dialog', { name: `${label} Details` });
    await expect.poll(() => dialog.getByRole('table').isVisible()).toBe(true);
    const expected = rows(report).length;
    const bodyRows = await dialog.locator('tbody tr').count();
    expect(bodyRows, `${who} ${label} rows`).toBe(Math.max(expected, 1));
    expect(await dialog.getByText('Total Items').locator('..').innerText()).toContain(String(expected));
    if (label === 'Ongoing Jobs') {
      await expectNoAxeViolations(page, `${who} detail modal`);
      await screenshot(page, `dashboard-${who}-modal-desktop`);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${who} horizontal overflow at 390px`).toBeLessThanOrEqual(0);
  await screenshot(page, `dashboard-${who}-phone`);
  await page.getByRole('button', { name: /^Overdue Jobs/ }).click();
  await expect.poll(() => page.getByRole('dialog').getByRole('table').isVisible()).toBe(true);
  await expectNoAxeViolations(page, `${who} detail modal on a phone`);
  await screenshot(page, `dashboard-${who}-modal-phone`);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('dashboard in Chromium', () => {
  const tab = useBrowser();

  it('Admin sees the firm-wide counts of the mock database and each card opens its detail modal', async () => {
    await signIn(tab.page, app, 'admin@example.com');
    await checkDashboard(tab.page, 'admin', 'Admin');
    // Create New Task asks for the job, then opens Add Task for it (docs/behaviour.md §2 Dashboard).
    await tab.page.getByRole('button', { name: 'Create New Task' }).click();
    const picker = tab.page.getByRole('dialog', { name: 'Create New Task' });
    await picker.getByRole('combobox', { name: /^Job/ }).waitFor();
    await expectNoAxeViolations(tab.page, 'create new task: choose the job');
    await screenshot(tab.page, 'dashboard-new-task-desktop');
    const chosen = await pick(picker, 'Job');
    await picker.getByRole('button', { name: 'Continue' }).click();
    const addTask = tab.page.getByRole('dialog', { name: 'Add Task to Job' });
    await addTask.waitFor();
    const forJob = (await addTask.getByText(/^New task for /).innerText()).slice('New task for '.length);
    expect(chosen).toContain(forJob);
    await addTask.getByRole('button', { name: 'Cancel' }).click();
    await tab.page.setViewportSize(PHONE);
    await tab.page.getByRole('button', { name: 'Create New Task' }).click();
    await tab.page.getByRole('dialog', { name: 'Create New Task' }).getByRole('combobox', { name: /^Job/ }).waitFor();
    await expectNoAxeViolations(tab.page, 'create new task on a phone');
    await screenshot(tab.page, 'dashboard-new-task-phone');
    await tab.page.keyboard.press('Escape');
    await tab.page.setViewportSize({ width: 1440, height: 900 });
    await tab.page.getByRole('button', { name: 'Create New Job' }).click();
    await tab.page.waitForURL('**/jobs');
    await tab.page.goto(`${app}/dashboard`);
    await signOut(tab.page);
  });

  it('Staff sees their own counts, and Create New Task leads to My Jobs', async () => {
    await signIn(tab.page, app, 'staff@example.com');
    await checkDashboard(tab.page, 'staff', 'Staff');
    await tab.page.getByRole('button', { name: 'Create New Task' }).click();
    await tab.page.waitForURL('**/my-jobs');
    expect(tab.errors).toEqual([]);
  });
});
