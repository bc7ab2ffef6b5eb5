/**
 * Reviews with their context and reworks nobody misses, in Chromium:
 *  - a Staff member's first screens put the returned task, its badge and the reviewer's words first
 *    (a task of the journey's own, returned through the app's API);
 *  - the whole review loop by keyboard alone (sign in, a sidebar link to the heading, find the
 *    journey's own handed-in task, reject with a reason kept through Escape and Keep Editing, the assignee resubmits,
 *    approve), with no mouse event anywhere;
 *  - the failure alert dialog (on a hand-in of the journey's own) and the shortcuts help pass axe
 *    at 1440x900 and 390x844.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Envelope, ReviewerPage } from '../../src/api/types';
import { addTask, api, callerSignedIn, makeJob, myId, userNamed } from './backend';
import { DEMO_PASSWORD, expectAccessibleAndScreenshot, loginPageRunning, openBrowser, PHONE, signIn } from './browser';

const app = inject('mockAppUrl');
const ADMIN = 'admin@example.com';
const STAFF = 'staff@example.com';
const STAFF_NAME = 'Chinedu Eze';
const DESKTOP = { width: 1440, height: 900 };
/** The checks of what a person sees are made on a desktop and on a phone. */
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const opened = await openBrowser(viewport);
  context = opened.context;
  return { page: opened.page, errors: opened.errors };
}

/* ---------- keyboard only ---------- */

/** The focused element as a person hears it: its label, else its text. */
async function focused(page: Page): Promise<{ name: string; tag: string; type: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const name =
      el?.getAttribute('aria-label') ||
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? (el.labels?.[0]?.textContent ?? '') : (el?.textContent ?? ''));
    return { name: name.trim(), tag: el?.tagName ?? '', type: el?.getAttribute('type') ?? '' };
  });
}

/** Presses Tab (or Shift+Tab) until focus is on what `wanted` says, as a keyboard user would. */
async function tabTo(
  page: Page,
  wanted: (f: { name: string; tag: string; type: string }) => boolean,
  back = false,
  max = 80,
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached the wanted control; ended on ${JSON.stringify(await focused(page))}`);
}

/** Presses j until the focused card is the wanted one (read at once, so a re-render cannot slip in between). */
async function jTo(page: Page, matches: (card: { label: string; text: string }) => boolean, max = 30): Promise<Locator> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('j');
    const card = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLElement && el.matches('main article')
        ? { label: el.getAttribute('aria-label') ?? '', text: el.innerText }
        : null;
    });
    if (card && matches(card)) return page.locator('main article:focus');
  }
  throw new Error('j never reached the card');
}

async function keyboardSignIn(page: Page, email: string): Promise<void> {
  await page.goto(`${app}/login`);
  await loginPageRunning(page);
  await tabTo(page, (f) => f.type === 'email');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

async function keyboardSignOut(page: Page): Promise<void> {
  await tabTo(page, (f) => f.tag === 'BUTTON' && f.name === 'Sign Out');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to sign out?').waitFor();
  await tabTo(page, (f) => f.tag === 'BUTTON' && f.name === 'Sign Out');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');
}

/** Counts every pointer and mouse press in the page, across reloads. */
async function watchForMouse(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const note = (event: Event) => {
      const fromPointer = event.type !== 'click' || (event as MouseEvent).detail > 0;
      if (fromPointer) sessionStorage.setItem('mouse-events', String(Number(sessionStorage.getItem('mouse-events') ?? '0') + 1));
    };
    for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click']) addEventListener(type, note, true);
  });
}

const mouseEvents = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('mouse-events') ?? '0'));

/** `dialog` opens with `button` focused, so that one key press answers it. */
async function expectOpensFocusedOn(dialog: Locator, button: string): Promise<void> {
  await dialog.waitFor();
  expect(await dialog.getByRole('button', { name: button }).evaluate((b) => b === document.activeElement)).toBe(true);
}

/**
 * A task of the journey's own handed in by Staff (Chinedu Eze) with `comment`, for the Admin
 * (Tunde Bakare) to review: the Admin makes and assigns it, Staff hands it in, each through the
 * app's API as that person (tests/e2e/backend.ts `Caller`). Leaves the page on the login page,
 * signed out; answers the task's name and id.
 */
async function makeHandedInTask(page: Page, comment: string): Promise<{ taskName: string; taskId: number }> {
  // The mock backend answers once the app has started it, before the login page runs.
  await page.goto(`${app}/login`);
  await loginPageRunning(page);
  const admin = await callerSignedIn(page, ADMIN);
  const job = await makeJob(page, 'Rework journey job', 'Bookkeeping', 30, admin);
  const taskName = `Reconcile the petty cash ${Date.now().toString(36)}`;
  const taskId = await addTask(page, job.id, taskName, 'Made for the rework journey', admin);
  const assigned = await api<Envelope<unknown>>(
    page,
    '/api/v1/task/update',
    {
      id: taskId,
      jobId: job.id,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      createdBy: admin.id,
      userList: [{ id: await userNamed(page, STAFF_NAME, admin), name: STAFF_NAME }],
      reviewerList: [{ id: await userNamed(page, 'Tunde Bakare', admin), name: 'Tunde Bakare' }],
    },
    admin,
  );
  expect(assigned.responseCode).toBe('OK');
  const staff = await callerSignedIn(page, STAFF);
  const handedIn = await api<Envelope<unknown>>(
    page,
    '/api/v1/task/finished',
    { taskId, userId: staff.id, comment, taskFileList: [] },
    staff,
  );
  expect(handedIn.responseCode).toBe('OK');
  return { taskName, taskId };
}

/** As makeHandedInTask, then returned to Staff for rework with `reason` by the Admin. */
async function makeReturnedTask(page: Page, reason: string): Promise<string> {
  const { taskName, taskId } = await makeHandedInTask(page, 'Counted and reconciled');
  const admin = await callerSignedIn(page, ADMIN);
  const returned = await api<Envelope<unknown>>(
    page,
    `/api/v1/task/rework?taskId=${taskId}`,
    { comment: reason, taskId, userId: admin.id, isDateRework: false, reworkDate: null, taskFileList: [] },
    admin,
  );
  expect(returned.responseCode).toBe('OK');
  return taskName;
}

describe('rework and review in Chromium', () => {
  it.each(VIEWPORTS)('a returned task, its badge and its reason are where a staff member looks first (%s)', async (label, viewport) => {
    const { page, errors } = await open(viewport);
    const reason = `The petty cash count is short by 2,000 naira (${label})`;
    const taskName = await makeReturnedTask(page, reason);
    await signIn(page, app, STAFF);

    // The dashboard starts with the next tasks, returned first.
    const next = page.getByRole('list', { name: 'Your next tasks' });
    await next.waitFor();
    const first = next.getByRole('listitem').first();
    expect(await first.getByText('Returned for rework').isVisible()).toBe(true);
    const nextBox = await next.boundingBox();
    const countsBox = await page.getByRole('region', { name: 'Workload counts' }).boundingBox();
    expect(nextBox!.y).toBeLessThan(countsBox!.y);
    if (label === 'phone') expect(nextBox!.y).toBeLessThan(viewport.height);
    await expectAccessibleAndScreenshot(page, `staff dashboard (${label})`, `rework-staff-dashboard-${label}`);

    // Pending Jobs to Finish: returned tasks first, the journey's among them, badged, its reason on the card.
    await first.getByRole('link').click();
    await page.waitForURL('**/my-jobs/pending');
    const card = page.getByRole('article', { name: taskName, exact: true });
    await card.waitFor();
    expect(await card.getByText('Returned for rework', { exact: true }).isVisible()).toBe(true);
    expect(await card.innerText()).toContain(reason);
    expect(await card.getByText('On Time', { exact: true }).count()).toBe(0);
    const badged = await page
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((c) => ({ name: c.getAttribute('aria-label'), returned: c.textContent?.includes('Returned for rework') })),
      );
    const at = badged.findIndex((c) => c.name === taskName);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(badged.slice(0, at + 1).every((c) => c.returned)).toBe(true);
    await expectAccessibleAndScreenshot(page, `pending to finish (${label})`, `rework-pending-to-finish-${label}`);

    // The Submit modal opens with the reason at its top.
    await card.getByRole('button', { name: /^Submit Task/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Task' });
    await dialog.waitFor();
    const formText = await dialog.locator('form').innerText();
    expect(formText.indexOf(reason)).toBeGreaterThanOrEqual(0);
    expect(formText.indexOf(reason)).toBeLessThan(formText.indexOf('Comment'));
    await expectAccessibleAndScreenshot(page, `submit modal with the reason (${label})`, `rework-submit-modal-${label}`);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(sideways).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the review loop by keyboard alone: find the task, reject with a reason, the assignee resubmits, approve', async () => {
    const { page, errors } = await open();
    // The task is the journey's own, made through the API before any press is watched.
    const comment = 'Petty cash counted and reconciled';
    const { taskName, taskId } = await makeHandedInTask(page, comment);
    const task = { taskName, taskId, submissionComment: comment, assignedTo: STAFF_NAME };
    const assignee = { email: STAFF };
    await watchForMouse(context!);

    await keyboardSignIn(page, ADMIN);
    const adminId = await myId(page);
    const sameCard = (card: { label: string; text: string }) => card.label === task.taskName && card.text.includes(task.submissionComment);

    // The sidebar's link, then focus is on the screen's heading, so j starts in the content;
    // j through the cards to the task; its card says who handed it in, when, and what they wrote.
    await tabTo(page, (f) => f.tag === 'A' && f.name === 'Pending Jobs To Approve');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs/pending');
    await page.getByRole('article').first().waitFor();
    await expect.poll(async () => focused(page)).toMatchObject({ tag: 'H1', name: 'Pending Jobs to Approve' });
    // A hand-in made just now is the newest, on the last page.
    const lastPage = page.getByRole('button', { name: 'Last page' });
    if ((await lastPage.count()) > 0 && (await lastPage.isEnabled())) {
      await tabTo(page, (f) => f.name === 'Last page');
      await page.keyboard.press('Enter');
      await page.getByRole('article', { name: task.taskName, exact: true }).waitFor();
    }
    let card = await jTo(page, sameCard);
    expect(await card.innerText()).toContain(task.assignedTo);
    expect(await card.getByText('Submitted', { exact: true }).isVisible()).toBe(true);

    // Reject: Tab to the card's Reject, the comment box has focus, Ctrl+Enter sends.
    await tabTo(page, (f) => f.name === `Reject ${task.taskName}`);
    await page.keyboard.press('Enter');
    const reject = page.getByRole('dialog', { name: 'Reject Task' });
    await reject.waitFor();
    expect((await focused(page)).tag).toBe('TEXTAREA');
    await page.keyboard.type('The totals on sheet 2');
    // Escape asks before the words are thrown away; Keep Editing (Enter) puts focus back in the
    // box, so the rest of the reason and Ctrl+Enter go where they belong.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await discard.waitFor();
    await page.keyboard.press('Enter');
    await discard.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).tag).toBe('TEXTAREA');
    await page.keyboard.type(' do not match the ledger');
    await page.keyboard.press('Control+Enter');
    await reject.getByText('Task rejected').waitFor();
    await reject.waitFor({ state: 'detached' });
    // Focus lands on the card that took its place, ready for the next review.
    await expect.poll(async () => (await focused(page)).tag).toBe('ARTICLE');
    await keyboardSignOut(page);

    // The assignee: the returned task is first among their next tasks, then first on their list.
    await keyboardSignIn(page, assignee.email);
    await page.getByRole('list', { name: 'Your next tasks' }).getByText('The totals on sheet 2 do not match the ledger').waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await page.waitForURL('**/my-jobs/pending');
    await page.getByRole('article').first().waitFor();
    card = await jTo(page, (c) => c.text.includes('The totals on sheet 2 do not match the ledger'));
    expect(await card.getByText('Returned for rework', { exact: true }).isVisible()).toBe(true);
    await tabTo(page, (f) => f.name === `Submit Task ${task.taskName}`);
    await page.keyboard.press('Enter');
    const submit = page.getByRole('dialog', { name: 'Submit Task' });
    await submit.waitFor();
    await tabTo(page, (f) => f.tag === 'TEXTAREA');
    await page.keyboard.type('Sheet 2 now matches the ledger');
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.name === 'Submit Task');
    await page.keyboard.press('Enter');
    await submit.getByText('Task submitted').waitFor();
    await submit.waitFor({ state: 'detached' });
    await keyboardSignOut(page);

    // The reviewer again: the resubmission is the newest, on the last page.
    await keyboardSignIn(page, ADMIN);
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await page.waitForURL('**/jobs/pending');
    await page.getByRole('article').first().waitFor();
    const last = page.getByRole('button', { name: 'Last page' });
    if ((await last.count()) > 0 && (await last.isEnabled())) {
      await tabTo(page, (f) => f.name === 'Last page');
      await page.keyboard.press('Enter');
    }
    await page.getByRole('article').filter({ hasText: 'Sheet 2 now matches the ledger' }).waitFor();
    card = await jTo(page, (c) => c.text.includes('Sheet 2 now matches the ledger'));
    expect(await card.innerText()).toContain('Rework');
    await tabTo(page, (f) => f.name === `Approve ${task.taskName}`);
    await page.keyboard.press('Enter');
    const approve = page.getByRole('dialog', { name: 'Approve Task' });
    await approve.waitFor();
    await page.keyboard.type('Checked, thank you');
    await page.keyboard.press('Control+Enter');
    await approve.getByText('Task approved').waitFor();
    await approve.waitFor({ state: 'detached' });

    // The server holds it verified, sent back once.
    const comments = await api<Envelope<Array<{ comment: string; authorName?: string }>>>(
      page,
      `/api/v1/task/comments?taskId=${task.taskId}`,
    );
    expect(comments.response.map((c) => c.comment).slice(-3)).toEqual([
      'The totals on sheet 2 do not match the ledger',
      'Sheet 2 now matches the ledger',
      'Checked, thank you',
    ]);
    const stillWaiting = await api<ReviewerPage>(page, `/api/v1/task/reviewer?reviewerId=${adminId}&pageNumber=1&pageSize=1000`);
    expect(stillWaiting.items.some((i) => i.taskId === task.taskId)).toBe(false);
    expect(await mouseEvents(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each(VIEWPORTS)('the failure alert dialog and the shortcuts help pass axe (%s)', async (label, viewport) => {
    const { page, errors } = await open(viewport);
    // A hand-in of the journey's own.
    const { taskName, taskId } = await makeHandedInTask(page, 'Petty cash counted');
    await signIn(page, app, ADMIN);
    await page.evaluate(() => {
      history.pushState(null, '', '/jobs/pending');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('article').first().waitFor();
    // Handed in just now, it is the newest, on the last page.
    const lastPage = page.getByRole('button', { name: 'Last page' });
    if ((await lastPage.count()) > 0 && (await lastPage.isEnabled())) await lastPage.click();
    const card = page.getByRole('article', { name: taskName, exact: true });
    await card.waitFor();
    await card.getByRole('button', { name: /^Approve / }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Task' });
    await dialog.waitFor();
    await page.keyboard.type('Looks right');
    // Someone else decides first: the server refuses this one, and the app says so in its own dialog.
    const reviewer = await myId(page);
    await api(page, `/api/v1/task/validate?taskId=${taskId}&userId=${reviewer}`, {
      comment: 'Approved elsewhere',
      taskFileList: [],
      taskId,
      userId: reviewer,
    });
    let nativeAlert = false;
    page.on('dialog', (d) => {
      nativeAlert = true;
      void d.dismiss();
    });
    await page.keyboard.press('Control+Enter');
    const alert = page.getByRole('alertdialog', { name: 'Error: This task is not awaiting review' });
    await expectOpensFocusedOn(alert, 'OK');
    await expectAccessibleAndScreenshot(page, `alert dialog (${label})`, `rework-alert-dialog-${label}`);
    await page.keyboard.press('Escape');
    await alert.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel(/^Comment/).inputValue()).toBe('Looks right');
    expect(nativeAlert).toBe(false);
    // What was typed is not thrown away without asking; Keep Editing has focus, Discard is one Tab on.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expectOpensFocusedOn(discard, 'Keep Editing');
    await expectAccessibleAndScreenshot(page, `discard question (${label})`, `rework-discard-question-${label}`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    await page.locator('body').press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.innerText()).toContain('Go to Pending Jobs to Approve');
    await expectAccessibleAndScreenshot(page, `shortcuts help (${label})`, `rework-shortcuts-help-${label}`);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
