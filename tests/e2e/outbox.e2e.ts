import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Envelope, OptionItem, Paged, Job } from '../../src/api/types';
import type { SignOffTrail } from '../../src/api/signOff';
import { toNewTaskPayload } from '../../src/domain/jobs';
import { api, myId } from './backend';
import { expectNoAxeViolations, openBrowser, screenshot, signIn, useBrowser, type Tab } from './browser';
import { PAGE_WAIT_MS } from './waits';

/**
 * The outbox in Chromium against the real-API build and `npm run mock-server` (docs/behaviour.md
 * §4 "The outbox", docs/decisions/053-the-outbox.md): a hand-in made offline waits through a
 * reload and is sent once when the connection is back; an approval kept offline that someone
 * else made first stays in the outbox with its reason and comment until it is discarded.
 */
const app = inject('realAppUrl');
const server = inject('apiUrl');
const STAFF = 'staff@example.com';
const ADMIN = 'admin@example.com';
const DAY = 86_400_000;
const TASK = `Bank reconciliation ${Date.now().toString(36)}`;
const COMMENT = 'Reconciled to the June statement; schedule attached';
const APPROVAL = 'Agrees to the statement, approved';

/** A call to the mock server as the page's signed-in user (the real-API build's API is on its own origin). */
const call = <T>(page: Page, path: string, body?: object): Promise<T> => api<T>(page, `${server}${path}`, body);

/** As the signed-in Admin: a job of its own with one task assigned to Chinedu Eze, reviewed by Tunde Bakare. */
async function makeTask(page: Page): Promise<number> {
  const jobName = `Outbox journey ${Date.now().toString(36)}`;
  const jobTypes = await call<Envelope<OptionItem[]>>(page, '/api/v1/dropdown/jobtype');
  const clients = await call<Envelope<OptionItem[]>>(page, '/api/v1/dropdown/client');
  await call(page, '/api/v1/job/add', {
    jobName,
    jobDescription: 'Made for a journey',
    clientId: clients.response[0]?.value,
    jobTypeId: jobTypes.response.find((type) => type.label === 'Bookkeeping')?.value,
    dateIn: new Date(Date.now() - DAY).toISOString(),
    dateOut: new Date(Date.now() + 30 * DAY).toISOString(),
    id: await myId(page),
  });
  const found = await call<Paged<Job>>(page, `/api/v1/job/get?pageNumber=1&pageSize=10&text=${encodeURIComponent(jobName)}`);
  const jobId = found.items[0]?.id;
  if (jobId === undefined) throw new Error(`the journey could not make its job "${jobName}"`);
  const added = await call<Envelope<{ id: number }>>(
    page,
    '/api/v1/task/add',
    toNewTaskPayload({ taskName: TASK, taskDescription: 'Reconcile the bank' }, jobId, []),
  );
  const taskId = added.response.id;
  const names = { preparer: 'Chinedu Eze', reviewer: 'Tunde Bakare' };
  const people = { preparer: await usersId(page, names.preparer), reviewer: await usersId(page, names.reviewer) };
  const assigned = await call<Envelope<unknown>>(page, '/api/v1/task/update', {
    id: taskId,
    jobId,
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 5 * DAY).toISOString(),
    createdBy: await myId(page),
    userList: [{ id: people.preparer, name: names.preparer }],
    reviewerList: [{ id: people.reviewer, name: names.reviewer }],
  });
  expect(assigned.responseCode).toBe('OK');
  return taskId;
}

/** The id of the person the users picker names `name`. */
async function usersId(page: Page, name: string): Promise<number> {
  const people = await call<Envelope<{ id: number; name: string }[]>>(page, '/api/users/');
  const id = people.response.find((person) => person.name === name)?.id;
  if (id === undefined) throw new Error(`nobody is named ${name}`);
  return id;
}

/** The header's button to the outbox list. */
const outboxButton = (page: Page, count: number): Locator =>
  page.getByRole('navigation', { name: 'Notifications' }).getByRole('button', { name: `Waiting to send (${count})`, exact: true });

/** The card of the journey's task on the review queue; a task handed in just now may be on its last page. */
async function reviewCard(page: Page): Promise<Locator> {
  await page.goto(`${app}/jobs/pending`);
  await page.getByRole('article').first().waitFor();
  const last = page.getByRole('button', { name: 'Last page' });
  if ((await last.count()) > 0 && (await last.isEnabled())) {
    await last.click();
    await expect.poll(() => last.isEnabled()).toBe(false);
  }
  const card = page.getByRole('article', { name: TASK, exact: true });
  await card.waitFor();
  return card;
}

async function submittedEntries(page: Page, taskId: number): Promise<number> {
  const trail = await call<Envelope<SignOffTrail>>(page, `/api/ext/v1/sign-off/trail?taskId=${taskId}`);
  return trail.response.entries.filter((entry) => entry.kind === 'submitted').length;
}

describe('the outbox (real-API build)', () => {
  const tab = useBrowser();
  let taskId = 0;
  let reviewer: Tab | null = null;

  it('a hand-in made offline waits through a reload and is sent once when the connection is back', async () => {
    const { page } = tab;
    await signIn(page, app, ADMIN);
    taskId = await makeTask(page);

    const staff = await openBrowser();
    try {
      await signIn(staff.page, app, STAFF);
      await staff.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 4 * PAGE_WAIT_MS });
      await staff.page.goto(`${app}/my-jobs/pending`);
      const card = staff.page.getByRole('article', { name: TASK, exact: true });
      await card.waitFor();

      await staff.context.setOffline(true);
      await card.getByRole('button', { name: /^Submit Task/ }).click();
      const dialog = staff.page.getByRole('dialog', { name: 'Submit Task' });
      await dialog.getByLabel(/^Comment/).fill(COMMENT);
      await dialog
        .getByLabel(/^Files/)
        .setInputFiles({ name: 'june-statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 June statement') });
      await dialog.getByRole('button', { name: 'Remove june-statement.pdf' }).waitFor();
      await dialog.getByRole('button', { name: 'Submit Task' }).click();
      await dialog.getByText('Kept: waiting to send. It will be sent when you reconnect.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await card.getByText('Waiting to send', { exact: true }).waitFor();
      await outboxButton(staff.page, 1).waitFor();

      // The shell comes from the worker and the outbox from the browser's storage.
      await staff.page.reload();
      await card.getByText('Waiting to send', { exact: true }).waitFor();
      await outboxButton(staff.page, 1).click();
      // The list's title counts what still waits: it reads "(0)" once the item is sent.
      const list = staff.page.getByRole('dialog', { name: /^Waiting to send \(\d+\)$/ });
      const item = list.getByRole('listitem', { name: `Submit task: ${TASK}` });
      await item.getByText(COMMENT).waitFor();
      await item.getByText('Files: june-statement.pdf').waitFor();
      await expectNoAxeViolations(staff.page, 'outbox list');
      await screenshot(staff.page, 'outbox-list-waiting');
      expect(await submittedEntries(page, taskId)).toBe(0);

      // Back online: the item is sent, once.
      await staff.context.setOffline(false);
      await expect.poll(() => item.getByText('Sent', { exact: true }).isVisible()).toBe(true);
      await list.getByRole('button', { name: `Clear ${TASK}` }).click();
      await list.waitFor({ state: 'detached' });
      await expect.poll(() => outboxButton(staff.page, 0).count()).toBe(0);
      expect(await submittedEntries(page, taskId)).toBe(1);
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }

    // The reviewer's queue shows it, in a second browser.
    reviewer = await openBrowser();
    await signIn(reviewer.page, app, ADMIN);
    await reviewer.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 4 * PAGE_WAIT_MS });
    const card = await reviewCard(reviewer.page);
    await card.getByRole('button', { name: `Approve ${TASK}` }).waitFor();
    // Still one submission once everything has settled.
    expect(await submittedEntries(page, taskId)).toBe(1);
  });

  it('an approval kept offline that someone else made first is a conflict with its comment kept, and Discard removes it', async () => {
    if (reviewer === null) throw new Error('the first journey step did not open the reviewer');
    const { page: first } = reviewer;
    const card = first.getByRole('article', { name: TASK, exact: true });

    await reviewer.context.setOffline(true);
    await card.getByRole('button', { name: `Approve ${TASK}` }).click();
    const dialog = first.getByRole('dialog', { name: 'Approve Task' });
    await dialog.getByLabel(/^Comment/).fill(APPROVAL);
    await dialog.getByRole('button', { name: 'Approve Task' }).click();
    await dialog.getByText('Kept: waiting to send. It will be sent when you reconnect.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await outboxButton(first, 1).waitFor();

    // Meanwhile the same task is approved from another browser (tab: signed in as the Admin).
    const adminId = await myId(tab.page);
    const approved = await call<Envelope<unknown>>(tab.page, `/api/v1/task/validate?taskId=${taskId}&userId=${adminId}`, {
      comment: 'Approved at the office',
      taskFileList: [],
      taskId,
      userId: adminId,
    });
    expect(approved.responseCode).toBe('OK');

    await reviewer.context.setOffline(false);
    await expect.poll(() => outboxButton(first, 0).isVisible()).toBe(true);
    await outboxButton(first, 0).click();
    const list = first.getByRole('dialog', { name: /^Waiting to send \(\d+\)$/ });
    const item = list.getByRole('listitem', { name: `Approve: ${TASK}` });
    await item.getByText('Not sent', { exact: true }).waitFor();
    await item
      .getByText(
        'This task is no longer waiting for your review: someone else approved or returned it, or it was reassigned or deleted meanwhile.',
      )
      .waitFor();
    await item.getByText(APPROVAL).waitFor();
    await expectNoAxeViolations(first, 'outbox list with a conflict');
    await screenshot(first, 'outbox-list-conflict');
    // Only the other browser's approval was stored.
    const trail = await call<Envelope<SignOffTrail>>(tab.page, `/api/ext/v1/sign-off/trail?taskId=${taskId}`);
    expect(trail.response.entries.filter((entry) => entry.kind === 'approved').map((entry) => entry.comment)).toEqual([
      'Approved at the office',
    ]);

    await item.getByRole('button', { name: `Discard ${TASK}` }).click();
    await list.waitFor({ state: 'detached' });
    await expect.poll(() => outboxButton(first, 0).count()).toBe(0);
    expect(reviewer.errors).toEqual([]);
    await reviewer.context.close();
    expect(tab.errors).toEqual([]);
  });
});
