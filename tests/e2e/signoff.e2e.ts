/**
 * A review an auditor accepts, in Chromium (docs/behaviour.md §4 "Sign-off levels", "Sign-off
 * record"): the firm sets Tax Filing to need a second sign-off on Settings; a Tax Filing task
 * of the journey's own goes preparer -> reviewer -> partner, the partner returns it, the
 * preparer hands it in again and both levels sign; the job's sign-off record, downloaded and
 * read back with the reports' CSV reader, names the people and levels and counts one rework.
 * The Sign-off trail modal and the record's printable page pass axe.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Envelope } from '../../src/api/types';
import { SIGN_OFF_CSV_COLUMNS } from '../../src/domain/signOffTrail';
import { parseCsv } from '../domain/csvParse';
import { addTask, api, makeJob, myId, userNamed } from './backend';
import { PHONE, expectAccessibleAndScreenshot, sidewaysScroll, signIn, signOut, useBrowser } from './browser';

const app = inject('mockAppUrl');
const PREPARER = 'staff@example.com';
const REVIEWER = 'admin@example.com';
const PARTNER = 'superadmin@example.com';
const TASK = `Company income tax return ${Date.now().toString(36)}`;

async function as(page: Page, email: string): Promise<void> {
  if (!page.url().endsWith('/login') && !page.url().startsWith('about:')) await signOut(page);
  await signIn(page, app, email);
}

/** The preparer hands the task in, as Submit Task does. */
async function handIn(page: Page, taskId: number, comment: string): Promise<void> {
  const answer = await api<Envelope<null>>(page, '/api/v1/task/finished', { taskId, userId: await myId(page), comment, taskFileList: [] });
  expect(answer.responseDescription).toBe('Task submitted for review');
}

/** The reviewer's card on Pending Jobs to Approve, the queue filtered to the preparer's work (the demo data fills its first pages). */
async function cardOf(page: Page) {
  await page.goto(`${app}/jobs/pending?assignee=${await userNamed(page, 'Chinedu Eze')}`);
  const card = page.getByRole('article', { name: TASK });
  await expect.poll(() => card.isVisible()).toBe(true);
  return card;
}

async function decide(page: Page, verb: 'Approve' | 'Reject', comment: string): Promise<void> {
  const card = await cardOf(page);
  await card.getByRole('button', { name: `${verb} ${TASK}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: `${verb} Task` }).click();
  await expect.poll(() => dialog.getByText(verb === 'Approve' ? 'Task approved' : 'Task rejected').isVisible()).toBe(true);
}

describe('a second sign-off in Chromium', () => {
  const tab = useBrowser();
  let jobId = 0;
  let taskId = 0;

  beforeAll(async () => {
    await signIn(tab.page, app, PARTNER);
  });

  it('the partner sets Tax Filing to need a second sign-off on Settings', async () => {
    const { page } = tab;
    await page.getByRole('link', { name: 'Settings' }).click();
    const taxFiling = page.getByRole('checkbox', { name: 'Tax Filing' });
    await expect.poll(() => taxFiling.isVisible()).toBe(true);
    await taxFiling.check();
    // Settings has a section per setting, each with its own Save.
    await page.getByRole('region', { name: 'Sign-off levels' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Sign-off setting saved').isVisible()).toBe(true);
    await expectAccessibleAndScreenshot(page, 'settings', 'signoff-settings-desktop');

    const job = await makeJob(page, 'Tax return FY2026', 'Tax Filing');
    jobId = job.id;
    taskId = await addTask(page, jobId, TASK, 'Prepare and file the company income tax return');
    const assigned = await api<Envelope<unknown>>(page, '/api/v1/task/update', {
      id: taskId,
      jobId,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      createdBy: await myId(page),
      userList: [{ id: await userNamed(page, 'Chinedu Eze'), name: 'Chinedu Eze' }],
      reviewerList: [{ id: await userNamed(page, 'Tunde Bakare'), name: 'Tunde Bakare' }],
    });
    expect(assigned.responseCode).toBe('OK');
  });

  it('preparer -> reviewer (first sign-off) -> partner, who returns it with the reason', async () => {
    const { page } = tab;
    await as(page, PREPARER);
    await handIn(page, taskId, 'Computation and schedules attached');

    await as(page, REVIEWER);
    const card = await cardOf(page);
    await expect.poll(() => card.getByText('First sign-off').isVisible()).toBe(true);
    await card.getByRole('button', { name: `Sign-off trail of ${TASK}` }).click();
    const trail = page.getByRole('dialog', { name: 'Sign-off trail' });
    await expect.poll(() => trail.getByText(/^Submission 1 by Chinedu Eze/).isVisible()).toBe(true);
    await expectAccessibleAndScreenshot(page, 'sign-off trail modal', 'signoff-trail-modal-desktop');
    await trail.getByRole('button', { name: 'Close' }).first().click();
    await decide(page, 'Approve', 'Figures agree to the ledger');

    await as(page, PARTNER);
    const partnerCard = await cardOf(page);
    await expect.poll(() => partnerCard.getByText('Second sign-off').isVisible()).toBe(true);
    await expectAccessibleAndScreenshot(page, 'review queue at the second sign-off', 'signoff-queue-second-desktop');
    await decide(page, 'Reject', 'Capital allowances missing');
  });

  it('the preparer hands it in again, and both levels sign the new submission', async () => {
    const { page } = tab;
    await as(page, PREPARER);
    await handIn(page, taskId, 'Capital allowances added');
    await as(page, REVIEWER);
    await decide(page, 'Approve', 'Checked again');
    await as(page, PARTNER);
    await decide(page, 'Approve', 'Signed for the firm');
  });

  it('the sign-off record names the people at each level and counts one rework, in the file and on the printable page', async () => {
    const { page } = tab;
    await page.goto(`${app}/jobs/${jobId}`);
    const button = page.getByRole('button', { name: 'Download sign-off record' });
    await expect.poll(() => button.isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^sign-off-record-.+\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...SIGN_OFF_CSV_COLUMNS]);
    const row = Object.fromEntries(header.map((title, i) => [title, rows.find((r) => r[1] === TASK)?.[i]]));
    expect(row).toMatchObject({
      Preparer: 'Chinedu Eze',
      Submissions: '2',
      'Rework Count': '1',
      'Final State': 'Verified',
      'First sign-off by': 'Tunde Bakare',
      'Second sign-off by': 'Adaeze Okafor',
    });
    expect(row.Returns).toMatch(/^Returned at second sign-off by Adaeze Okafor, .+: Capital allowances missing$/);

    await page.getByRole('link', { name: 'Printable sign-off record' }).click();
    const section = page.getByRole('region', { name: TASK });
    await expect.poll(() => section.getByText('Adaeze Okafor', { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => section.getByText(/^Returned at second sign-off by Adaeze Okafor/).isVisible()).toBe(true);
    await expectAccessibleAndScreenshot(page, 'printable sign-off record', 'signoff-record-desktop');

    // The journey's data lives in this browser's storage, so the phone is this page at a phone's size.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: TASK }).isVisible()).toBe(true);
    await expectAccessibleAndScreenshot(page, 'printable sign-off record on a phone', 'signoff-record-phone');
    expect(await sidewaysScroll(page)).toBe(0);
    expect(tab.errors).toEqual([]);
  });
});
