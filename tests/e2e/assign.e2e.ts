import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AssignmentPayload, Envelope, PendingTaskItem } from '../../src/api/types';
import { formatDateTime } from '../../src/domain/format';
import { ASSIGN_SUCCESS_MESSAGE, isoToInputDate } from '../../src/domain/assign';
import { addTask, api, makeJob, myId } from './backend';
import { expectNoAxeViolations, screenshot, signIn, signInAt, signOut, useBrowser } from './browser';
import { pick } from './forms';

const app = inject('mockAppUrl');
const DAY = 86_400_000;
const inDays = (days: number) => isoToInputDate(new Date(Date.now() + days * DAY).toISOString());

/** The assignee's own pending list, asked of this profile's mock backend with their token. */
async function pendingOf(page: Page): Promise<PendingTaskItem[]> {
  return (await api<Envelope<PendingTaskItem[]>>(page, `/api/task?userId=${await myId(page)}`)).response;
}

describe('Assign Job Task in Chromium', () => {
  const tab = useBrowser();

  it('Admin assigns an unassigned task to staff2 with admin as reviewer; staff2 finishes it; admin gets it to approve', async () => {
    await signIn(tab.page, app, 'admin@example.com');
    const admin = await myId(tab.page);
    const job = await makeJob(tab.page, 'Payroll run', 'Payroll');
    const taskName = `Prepare payroll schedule ${job.id}`;
    await addTask(tab.page, job.id, taskName, 'The payroll schedule for the month');
    await tab.page.goto(`${app}/jobs/assign`);
    await expect.poll(() => tab.page.getByRole('combobox', { name: 'Job type' }).isEnabled()).toBe(true);
    await expectNoAxeViolations(tab.page, 'assign (empty)');
    await tab.page.getByRole('button', { name: 'Assign Task' }).click();
    expect(await tab.page.getByRole('alert').innerText()).toBe("Do you know what you are doing? You didn't add a task.");
    await expectNoAxeViolations(tab.page, 'assign (message)');

    await pick(tab.page, 'Job type', 'Payroll');
    await pick(tab.page, 'Assignee role', 'Staff');
    await tab.page.getByLabel(/^Search jobs from/).fill(inDays(-365));
    await tab.page.getByLabel(/^Search jobs to/).fill(inDays(365));
    await pick(tab.page, 'Job', job.jobName);
    await pick(tab.page, 'Task', taskName);
    const { jobName } = job;
    await pick(tab.page, 'Assignee', 'Funmilayo Adeyemi');
    const reviewers = tab.page.getByRole('group', { name: /Reviewers/ });
    expect(await reviewers.getByRole('checkbox', { name: 'Funmilayo Adeyemi' }).count()).toBe(0);
    await reviewers.getByRole('checkbox', { name: 'Tunde Bakare' }).check();
    const taskStart = inDays(1);
    const taskEnd = inDays(3);
    await tab.page.getByLabel(/^Task start/).fill(taskStart);
    await tab.page.getByLabel(/^Task end/).fill(inDays(400));
    await tab.page.getByRole('button', { name: 'Assign Task' }).click();
    expect(await tab.page.getByRole('alert').innerText()).toBe('Selected Date cannot be After the Job End Date');
    await screenshot(tab.page, 'assign-message-desktop');
    await tab.page.getByLabel(/^Task end/).fill(taskEnd);
    expect(await tab.page.getByRole('alert').count()).toBe(0);

    const summary = tab.page.getByRole('region', { name: 'Assignment summary' });
    await expect.poll(() => summary.getByText('Funmilayo Adeyemi').isVisible()).toBe(true);
    expect(await summary.getByText(taskName, { exact: false }).isVisible()).toBe(true);
    await expectNoAxeViolations(tab.page, 'assign (filled)');
    await screenshot(tab.page, 'assign-filled-desktop');
    await tab.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(tab.page, 'assign-filled-phone');
    await expectNoAxeViolations(tab.page, 'assign (filled, phone)');
    await tab.page.setViewportSize({ width: 1440, height: 900 });

    const sent = tab.page.waitForRequest((r) => r.url().includes('/api/v1/task/update'));
    await tab.page.getByRole('button', { name: 'Assign Task' }).click();
    const payload = (await sent).postDataJSON() as AssignmentPayload;
    expect(payload).toMatchObject({
      jobId: job.id,
      createdBy: admin,
      startDate: new Date(taskStart).toISOString(),
      endDate: new Date(taskEnd).toISOString(),
      userList: [{ id: expect.any(Number), name: 'Funmilayo Adeyemi' }],
      reviewerList: [{ id: admin, name: 'Tunde Bakare' }],
    });
    await expect.poll(() => tab.page.getByText(ASSIGN_SUCCESS_MESSAGE).isVisible()).toBe(true);
    await expectNoAxeViolations(tab.page, 'assign (success)');
    // After 3 s the form clears for the next task, keeping job type, role and period (decision 034).
    await expect.poll(() => tab.page.getByText(ASSIGN_SUCCESS_MESSAGE).count()).toBe(0);
    expect(await tab.page.getByRole('combobox', { name: 'Job type' }).innerText()).toContain('Payroll');
    expect(await tab.page.getByRole('combobox', { name: 'Assignee role' }).innerText()).toContain('Staff');
    expect(await tab.page.getByRole('combobox', { name: 'Assignee', exact: true }).innerText()).toContain('Select who does the task');

    await signOut(tab.page);
    await signIn(tab.page, app, 'staff2@example.com');
    expect(payload.userList[0]?.id).toBe(await myId(tab.page));
    const mine = await pendingOf(tab.page);
    expect(mine.find((t) => t.taskId === payload.id)).toMatchObject({ taskName, jobName });
    await tab.page.goto(`${app}/my-jobs/pending`);
    const deadline = formatDateTime(new Date(taskEnd));
    const card = tab.page.getByRole('article', { name: taskName }).filter({ hasText: jobName }).filter({ hasText: deadline });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: `Submit Task ${taskName}` }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByLabel(/^Comment/).fill('Payroll schedule done, please review.');
    await dialog.getByRole('button', { name: 'Submit Task' }).click();
    await expect.poll(() => tab.page.getByText('Task submitted').isVisible()).toBe(true);

    await tab.page.keyboard.press('Escape');
    await signOut(tab.page);
    await signInAt(tab.page, app, '/jobs/pending', 'admin@example.com');
    const toApprove = tab.page.getByRole('article', { name: taskName }).filter({ hasText: jobName }).filter({ hasText: deadline });
    // Oldest hand-ins come first, so the one just submitted is on the last page.
    await expect.poll(() => tab.page.getByRole('article').count()).toBeGreaterThan(0);
    const last = tab.page.getByRole('button', { name: 'Last page' });
    if ((await last.count()) > 0 && (await last.isEnabled())) await last.click();
    await expect.poll(() => toApprove.isVisible()).toBe(true);
    expect(tab.errors).toEqual([]);
  });
});
