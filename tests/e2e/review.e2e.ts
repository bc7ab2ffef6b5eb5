/**
 * The review loop in Chromium, two people in one browser: staff@ hands a task in with a
 * comment and a file, admin@ rejects it, staff@ reads why under View Chats and resubmits,
 * admin@ approves; the server holds it verified with rework count 1 and My Jobs' history
 * shows it so, and both header counts follow each step. The tasks are the journey's own, made
 * through the app's API, never the first demo card a list happens to show.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Envelope, JobDetails, PendingTaskItem, ReviewerPage, Task } from '../../src/api/types';
import { formatDateTime } from '../../src/domain/format';
import { taskStatusLabel } from '../../src/domain/status';
import { api, makeTasksForStaff, myId } from './backend';
import { expectNoAxeViolations, screenshot, signIn, signOut, useBrowser } from './browser';

const app = inject('mockAppUrl');
const started = Date.now();
const step = (name: string) => console.log(`[review e2e] step ${name} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
const STAFF = 'staff@example.com';
const ADMIN = 'admin@example.com';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * Moves inside the running app as a link would (no reload), so the mock backend's service
 * worker keeps serving the page it already controls.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

async function headerCount(page: Page, label: 'To Approve' | 'To Finish'): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`^${label}: `) });
  await link.waitFor();
  return Number((await link.getAttribute('aria-label'))?.split(': ')[1]);
}

async function expectHeaderCount(page: Page, label: 'To Approve' | 'To Finish', value: number): Promise<void> {
  await expect.poll(() => headerCount(page, label)).toBe(value);
}

async function switchTo(page: Page, email: string): Promise<void> {
  await signOut(page);
  await signIn(page, app, email);
}

/** The card of the task on Pending Jobs to Approve; a task handed in just now is on the last page. */
function cardOf(page: Page, task: Pick<Task, 'taskName' | 'endDate'>): Locator {
  return page.getByRole('article', { name: task.taskName, exact: true }).filter({ hasText: formatDateTime(task.endDate) });
}

async function approvalCard(page: Page, task: Task): Promise<Locator> {
  await visit(page, `/jobs/pending`);
  await page.getByRole('article').first().waitFor();
  const last = page.getByRole('button', { name: 'Last page' });
  if ((await last.count()) > 0 && (await last.isEnabled())) {
    await last.click();
    await expect.poll(() => last.isEnabled()).toBe(false);
  }
  const card = cardOf(page, task);
  await card.waitFor();
  return card;
}

async function finishCard(page: Page, task: Task): Promise<Locator> {
  await visit(page, `/my-jobs/pending`);
  const card = cardOf(page, task);
  await card.waitFor();
  return card;
}

async function submit(page: Page, card: Locator, comment: string, file?: { name: string; body: string }): Promise<void> {
  await card.getByRole('button', { name: /^Submit Task/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Task' });
  await dialog.waitFor();
  await dialog.getByLabel(/^Comment/).fill(comment);
  if (file) {
    await dialog.getByLabel(/^Files/).setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: Buffer.from(file.body) });
    await dialog.getByRole('button', { name: `Remove ${file.name}` }).waitFor();
    await expectNoAxeViolations(page, 'submit task modal (filled)');
    await screenshot(page, 'review-submit-modal');
  }
  await dialog.getByRole('button', { name: 'Submit Task' }).click();
  await dialog.getByText('Task submitted').waitFor();
  // Success stays 2 s, then the modal closes by itself.
  await dialog.waitFor({ state: 'detached' });
}

async function decide(page: Page, card: Locator, verb: 'Approve' | 'Reject', comment: string, check = false): Promise<void> {
  await card.getByRole('button', { name: new RegExp(`^${verb} `) }).click();
  const dialog = page.getByRole('dialog', { name: `${verb} Task` });
  await dialog.waitFor();
  const submitButton = dialog.getByRole('button', { name: `${verb} Task` });
  expect(await submitButton.isDisabled()).toBe(true);
  await dialog.getByLabel(/^Comment/).fill(comment);
  expect(await submitButton.isEnabled()).toBe(true);
  if (check) {
    await expectNoAxeViolations(page, `${verb.toLowerCase()} modal`);
    await screenshot(page, `review-${verb.toLowerCase()}-modal`);
  }
  await submitButton.click();
  await dialog.getByText(verb === 'Approve' ? 'Task approved' : 'Task rejected').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** My Jobs' History button of `jobName`, paging on until its row shows. */
async function historyOf(page: Page, jobName: string): Promise<Locator> {
  let historyButton = page.getByRole('button', { name: `History of ${jobName}`, exact: true });
  while ((await historyButton.count()) === 0) {
    await page.getByRole('button', { name: 'Next page' }).click();
    historyButton = page.getByRole('button', { name: `History of ${jobName}`, exact: true });
    await page.waitForTimeout(300);
  }
  return historyButton.first();
}

describe('review loop in Chromium', () => {
  const tab = useBrowser();

  it('staff submits, admin rejects, staff resubmits after reading why, admin approves: verified with rework count 1', async () => {
    // The journey's own task: Staff's, reviewed by admin@, made before anyone counts.
    await signIn(tab.page, app, ADMIN);
    const made = await makeTasksForStaff(tab.page, [`Reconcile the March bank statement ${Date.now().toString(36)}`]);
    const [task] = made.tasks;
    const { jobId } = made;
    const adminId = await myId(tab.page);
    const waiting = await api<ReviewerPage>(tab.page, `/api/v1/task/reviewer?reviewerId=${adminId}&pageNumber=1&pageSize=1000`);
    const approveBefore = waiting.totalItems;
    await expectHeaderCount(tab.page, 'To Approve', approveBefore);

    await switchTo(tab.page, STAFF);
    const staffId = await myId(tab.page);
    const mine = (await api<Envelope<PendingTaskItem[]>>(tab.page, `/api/task?userId=${staffId}`)).response;
    const finishBefore = mine.length;
    await expectHeaderCount(tab.page, 'To Finish', finishBefore);

    step('1.');
    // 1. staff@ submits with a comment and a file.
    const card = await finishCard(tab.page, task);
    await expectNoAxeViolations(tab.page, 'pending jobs to finish');
    await screenshot(tab.page, 'review-pending-to-finish');
    await submit(tab.page, card, 'Reconciled every account; statement attached', {
      name: 'bank-statement.pdf',
      body: '%PDF-1.4 statement',
    });
    await expectHeaderCount(tab.page, 'To Finish', finishBefore - 1);
    await expect.poll(() => cardOf(tab.page, task).count()).toBe(0);

    step('2.');
    // 2. admin@ sees it in the header count and the grid, reads the thread, rejects it.
    await switchTo(tab.page, ADMIN);
    await expectHeaderCount(tab.page, 'To Approve', approveBefore + 1);
    let review = await approvalCard(tab.page, task);
    await review.getByRole('button', { name: 'Download bank-statement.pdf' }).waitFor();
    expect(await review.getByText(/^(Pending Review|Overdue)$/).count()).toBe(1);
    await expectNoAxeViolations(tab.page, 'pending jobs to approve');
    await screenshot(tab.page, 'review-pending-to-approve');
    await review.getByRole('button', { name: /^Previous Chats/ }).click();
    const chats = tab.page.getByRole('dialog', { name: 'Task Comments & History' });
    await chats.getByRole('listitem').first().getByText('Reconciled every account; statement attached').waitFor();
    expect(await chats.getByRole('listitem').first().getByText('Staff').count()).toBe(1);
    expect(await chats.getByRole('list').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    await expectNoAxeViolations(tab.page, 'comments modal');
    await screenshot(tab.page, 'review-comments-modal');
    await chats.getByRole('button', { name: 'Close' }).last().click();
    await chats.waitFor({ state: 'detached' });
    await decide(tab.page, review, 'Reject', 'The March totals do not match the bank statement', true);
    await expectHeaderCount(tab.page, 'To Approve', approveBefore);

    step('3.');
    // 3. staff@ has it back, reads the reviewer's comment under View Chats, resubmits.
    await switchTo(tab.page, STAFF);
    await expectHeaderCount(tab.page, 'To Finish', finishBefore);
    const back = await finishCard(tab.page, task);
    expect(await back.getByText('Rework', { exact: true }).count()).toBe(1);
    await back.getByRole('button', { name: /^View Chats/ }).click();
    const thread = tab.page.getByRole('dialog', { name: 'Task Comments & History' });
    const newest = thread.getByRole('listitem').first();
    await newest.getByText('The March totals do not match the bank statement').waitFor();
    // The reviewer is named, with their role.
    expect(await newest.locator('span', { hasText: /^\s*\(Admin\)$/ }).count()).toBe(1);
    await thread.getByRole('button', { name: 'Close' }).last().click();
    await thread.waitFor({ state: 'detached' });
    await submit(tab.page, back, 'Totals corrected to match the statement');
    await expectHeaderCount(tab.page, 'To Finish', finishBefore - 1);

    step('4.');
    // 4. admin@ approves.
    await switchTo(tab.page, ADMIN);
    await expectHeaderCount(tab.page, 'To Approve', approveBefore + 1);
    review = await approvalCard(tab.page, task);
    await decide(tab.page, review, 'Approve', 'Matches the statement now, approved', true);
    await expectHeaderCount(tab.page, 'To Approve', approveBefore);
    // The header counts again as soon as the decision is stored; the grid reads again only once
    // its message has shown, so the card leaves a moment later.
    await expect.poll(() => cardOf(tab.page, task).count()).toBe(0);

    step('5.');
    // 5. The server holds the task verified with rework count 1.
    const stored = (await api<Envelope<JobDetails>>(tab.page, `/api/v1/task?jobId=${jobId}`)).response.taskList.find(
      (t) => t.id === task.id,
    )!;
    expect(stored).toMatchObject({ isVerified: true, statusName: 'Verified', reworkCount: 1 });
    // ...and Job Details shows it so: the task's label, and rework count 1 in its details.
    await visit(tab.page, `/jobs/${jobId}`);
    const taskCard = tab.page.getByRole('listitem').filter({ hasText: task.taskNumber });
    await taskCard.waitFor();
    expect(await taskCard.innerText()).toContain(taskStatusLabel(stored));
    await taskCard.getByRole('button', { name: 'Show task details' }).click();
    await expect.poll(() => taskCard.innerText()).toMatch(/Rework Count\s*1(\s|$)/i);
    await screenshot(tab.page, 'review-job-details');
    // 6. staff@'s count went down for good; My Jobs history shows the task verified with its rework.
    await switchTo(tab.page, STAFF);
    await expectHeaderCount(tab.page, 'To Finish', finishBefore - 1);
    await visit(tab.page, `/my-jobs`);
    await tab.page.getByRole('region', { name: 'My jobs' }).waitFor();
    await expectNoAxeViolations(tab.page, 'my jobs');
    await screenshot(tab.page, 'review-my-jobs');
    await (await historyOf(tab.page, made.jobName)).click();
    const history = tab.page.getByRole('dialog', { name: 'Job History' });
    const row = history.getByRole('listitem').filter({ hasText: task.taskNumber });
    await row.waitFor();
    expect(await row.getByText('Verified', { exact: true }).count()).toBe(1);
    expect(await row.getByText(/Rework 1/).count()).toBe(1);
    await expectNoAxeViolations(tab.page, 'job history modal');
    await screenshot(tab.page, 'review-history');
    expect(tab.errors).toEqual([]);
  }, 240_000);

  it('each screen and modal reads well on a phone and passes axe', async () => {
    // A profile of its own, so this check stands alone, with tasks of its own: one Staff hands
    // in for admin@ to review, one still to finish.
    await tab.reopen(PHONE);
    await signIn(tab.page, app, ADMIN);
    const stamp = Date.now().toString(36);
    const made = await makeTasksForStaff(tab.page, [`Prepare the payroll schedule ${stamp}`, `File the VAT return ${stamp}`]);
    const [handedIn, toFinish] = made.tasks;
    await switchTo(tab.page, STAFF);
    await visit(tab.page, `/my-jobs`);
    await tab.page.getByRole('region', { name: 'My jobs' }).waitFor();
    await screenshot(tab.page, 'review-my-jobs-phone');
    await (await historyOf(tab.page, made.jobName)).click();
    const history = tab.page.getByRole('dialog', { name: 'Job History' });
    await history.getByRole('tab', { name: /^Tasks/ }).waitFor();
    await expectNoAxeViolations(tab.page, 'job history modal (tasks)');
    await screenshot(tab.page, 'review-history-phone');
    await history.getByRole('tab', { name: 'Summary' }).click();
    await expectNoAxeViolations(tab.page, 'job history modal (summary)');
    await tab.page.setViewportSize(DESKTOP);
    await screenshot(tab.page, 'review-history-summary');
    await history.getByRole('button', { name: 'Close' }).last().click();
    await tab.page.setViewportSize(PHONE);
    await submit(tab.page, await finishCard(tab.page, handedIn), 'Schedule prepared and attached');
    const card = await finishCard(tab.page, toFinish);
    await screenshot(tab.page, 'review-pending-to-finish-phone');
    await card.getByRole('button', { name: /^Submit Task/ }).click();
    await tab.page.getByRole('dialog', { name: 'Submit Task' }).waitFor();
    await expectNoAxeViolations(tab.page, 'submit task modal (empty)');
    await screenshot(tab.page, 'review-submit-phone');
    await tab.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await switchTo(tab.page, ADMIN);
    const review = await approvalCard(tab.page, handedIn);
    await expectNoAxeViolations(tab.page, 'pending jobs to approve (phone)');
    await screenshot(tab.page, 'review-pending-to-approve-phone');
    await review.getByRole('button', { name: /^Reject / }).click();
    await tab.page.getByRole('dialog', { name: 'Reject Task' }).waitFor();
    await screenshot(tab.page, 'review-reject-phone');
    await tab.page.setViewportSize(DESKTOP);
    expect(tab.errors).toEqual([]);
  });
});
