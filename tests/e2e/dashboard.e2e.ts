import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Envelope } from '../../src/api/types';
import { addTask, api, makeJob, myId, userNamed } from './backend';
import { PHONE, expectNoAxeViolations, screenshot, signIn, signOut, useBrowser } from './browser';
import { pick } from './forms';

const app = inject('mockAppUrl');

/**
 * The cards, and whether a card counts jobs (its detail lists each of them) or tasks (its
 * detail lists the jobs holding them: no more rows than the count).
 */
const CARDS: Array<[string, 'jobs' | 'tasks']> = [
  ['Overdue Jobs', 'jobs'],
  ['Ongoing Jobs', 'jobs'],
  ['Tasks in Review', 'tasks'],
  ['Tasks to Review', 'tasks'],
];

/** The number a stat card shows. */
async function countOn(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('button', { name: new RegExp(`^${label}`) }).innerText();
  const count = Number(/(\d+)\s*View details/.exec(text.replace(/\s+/g, ' '))?.[1]);
  expect(count, `${label} count`).not.toBeNaN();
  return count;
}

async function openDashboard(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${app}/dashboard`);
  // The cards stand, busy, while the counts are read: the dashboard is drawn once they are not.
  const counts = page.getByRole('region', { name: 'Workload counts' });
  await expect.poll(async () => (await counts.isVisible()) && (await counts.getAttribute('aria-busy')) === null).toBe(true);
}

/**
 * The journey's own job, open for a month, with a task assigned to Staff (Chinedu Eze) and
 * reviewed by the Admin, made through the app's API as the signed-in Admin: it is one more
 * ongoing job for the firm and for Staff.
 */
async function makeOngoingJob(page: Page): Promise<string> {
  const job = await makeJob(page, 'Dashboard journey job', 'Bookkeeping');
  const taskId = await addTask(page, job.id, 'Post the month end journals', 'Made for the dashboard journey');
  const assigned = await api<Envelope<unknown>>(page, '/api/v1/task/update', {
    id: taskId,
    jobId: job.id,
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    createdBy: await myId(page),
    userList: [{ id: await userNamed(page, 'Chinedu Eze'), name: 'Chinedu Eze' }],
    reviewerList: [{ id: await userNamed(page, 'Tunde Bakare'), name: 'Tunde Bakare' }],
  });
  expect(assigned.responseCode).toBe('OK');
  return job.jobName;
}

/** The job the Admin's journey made, which Staff's then finds among their own. */
let madeJob = '';

async function checkDashboard(page: Page, who: string, role: string, made: string): Promise<void> {
  await openDashboard(page);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  expect(heading).toMatch(/^Welcome back, \S+!$/);
  expect(await page.getByRole('heading', { level: 1 }).locator('..').getByText(role, { exact: true }).isVisible()).toBe(true);

  const shown = new Map<string, number>();
  for (const [label] of CARDS) shown.set(label, await countOn(page, label));
  const counted = (label: string) => shown.get(label) ?? NaN;
  const total = [...shown.values()].reduce((sum, count) => sum + count, 0);
  // The panels under the deadlines are drawn once those are read (decision 101).
  await expect.poll(() => page.getByRole('img', { name: new RegExp(`Workload chart, ${total} total items`) }).isVisible()).toBe(true);
  expect(
    await page
      .getByText(/\d+ completed/)
      .first()
      .isVisible(),
  ).toBe(true);

  await expectNoAxeViolations(page, `${who} dashboard`);
  await screenshot(page, `dashboard-${who}-desktop`);

  for (const [label, counts] of CARDS) {
    await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    const dialog = page.getByRole('dialog', { name: `${label} Details` });
    await expect.poll(() => dialog.getByRole('table').isVisible()).toBe(true);
    // Each counted job is a row; counted tasks are listed by the jobs holding them.
    const listed = Number(/\d+/.exec(await dialog.getByText('Total Items').locator('..').innerText())?.[0]);
    if (counts === 'jobs') expect(listed, `${who} ${label} listed`).toBe(counted(label));
    else expect(listed, `${who} ${label} listed`).toBeLessThanOrEqual(counted(label));
    expect(await dialog.locator('tbody tr').count(), `${who} ${label} rows`).toBe(Math.max(listed, 1));
    // The journey's own job is one of the ongoing ones.
    if (label === 'Ongoing Jobs') expect(await dialog.getByText(made).count(), `${who} sees ${made}`).toBeGreaterThan(0);
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

  it('Admin sees one more ongoing job once the journey makes one, and each card opens its detail modal', async () => {
    await signIn(tab.page, app, 'admin@example.com');
    await openDashboard(tab.page);
    const before = await countOn(tab.page, 'Ongoing Jobs');
    madeJob = await makeOngoingJob(tab.page);
    await checkDashboard(tab.page, 'admin', 'Admin', madeJob);
    expect(await countOn(tab.page, 'Ongoing Jobs')).toBe(before + 1);
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

  it('Staff sees the job holding their new task among their own counts, and Create New Task leads to My Jobs', async () => {
    await signIn(tab.page, app, 'staff@example.com');
    await checkDashboard(tab.page, 'staff', 'Staff', madeJob);
    await tab.page.getByRole('button', { name: 'Create New Task' }).click();
    await tab.page.waitForURL('**/my-jobs');
    expect(tab.errors).toEqual([]);
  });
});
