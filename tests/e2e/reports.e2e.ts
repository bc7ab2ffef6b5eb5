import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Envelope, ReportRow } from '../../src/api/types';
import { reportStatusTone } from '../../src/domain/reports';
import { tonePalette } from '../../src/styles/palette';
import { REPORT_HEADERS, parseCsv } from '../domain/csvParse';
import { channelsOf } from '../support/colour';
import { addTask, api, makeJob, myId, userNamed } from './backend';
import { expectNoAxeViolations, screenshot, signIn, useBrowser } from './browser';

const app = inject('mockAppUrl');

/** The Recent Reports table's Status column (Task & Job, Status, Assigned To, Date). */
const STATUS_COLUMN = 1;

const colourOf = (element: Locator) => element.evaluate((el) => getComputedStyle(el).color);

/** '#a8231a' as the browser reports a computed colour: 'rgb(168, 35, 26)'. */
const rgb = (hex: string) => `rgb(${channelsOf(hex).join(', ')})`;
const FORMULA_TASK = '=HYPERLINK("x")';

const pad = (n: number) => String(n).padStart(2, '0');
/** The export's date form, worked out here independently of the app's code. */
function exportedDate(value: string | null): string {
  if (!value) return 'N/A';
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What a spreadsheet shows for a text cell: formula characters defused with an apostrophe. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function expectedRecord(row: ReportRow): string[] {
  return [
    inert(row.taskName),
    inert(row.jobName),
    inert(row.assignedTo),
    inert(row.creator),
    row.verifier ? inert(row.verifier) : 'N/A',
    inert(row.taskStatus),
    inert(row.jobStatus),
    String(row.reworkCount),
    exportedDate(row.startDate ?? null),
    exportedDate(row.endDate),
    exportedDate(row.dateAssigned),
    exportedDate(row.dateFinished),
    exportedDate(row.dateAproved),
    exportedDate(row.jobStartDate),
    exportedDate(row.jobEndDate),
    exportedDate(row.jobFinishedDate),
  ];
}

/** Adds a task named like a formula to a job of its own and assigns it now, so it is in the last 30 days. */
async function createFormulaTask(page: Page): Promise<void> {
  const job = await makeJob(page, 'Formula check', 'Bookkeeping');
  const taskId = await addTask(page, job.id, FORMULA_TASK, 'A task whose name looks like a spreadsheet formula');
  const admin = await myId(page);
  const assigned = await api<Envelope<unknown>>(page, '/api/v1/task/update', {
    id: taskId,
    jobId: job.id,
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 86_400_000).toISOString(),
    createdBy: admin,
    userList: [{ id: await userNamed(page, 'Chinedu Eze'), name: 'Chinedu Eze' }],
    reviewerList: [{ id: admin, name: 'Tunde Bakare' }],
  });
  expect(assigned.responseCode).toBe('OK');
}

describe('Reports and Download Reports in Chromium', () => {
  const tab = useBrowser();

  beforeAll(async () => {
    await signIn(tab.page, app, 'admin@example.com');
  });

  it('Admin previews the last 30 days, exports, and the file parses back into the same rows', async () => {
    await createFormulaTask(tab.page);
    await tab.page.goto(`${app}/download-reports`);
    const start = await tab.page.getByLabel('Start date').inputValue();
    const end = await tab.page.getByLabel('End date').inputValue();
    expect(await tab.page.getByText(/\(30 days\)$/).isVisible()).toBe(true);
    await expect.poll(() => tab.page.getByRole('heading', { name: 'Generate Reports' }).isVisible()).toBe(true);
    await screenshot(tab.page, 'download-reports-start-desktop');

    await tab.page.getByRole('button', { name: 'Preview Reports' }).click();
    const rows = (await api<Envelope<ReportRow[]>>(tab.page, `/api/v1/report/get?startDate=${start}&endDate=${end}`)).response;
    await expect.poll(() => tab.page.getByText(`Found ${rows.length} reports for the selected date range`).isVisible()).toBe(true);
    expect(rows.some((r) => r.taskName === FORMULA_TASK)).toBe(true);
    expect(await tab.page.locator('tbody tr').count()).toBe(Math.min(rows.length, 10));
    await expectNoAxeViolations(tab.page, 'download reports preview');
    await screenshot(tab.page, 'download-reports-preview-desktop');

    const [download] = await Promise.all([
      tab.page.waitForEvent('download'),
      tab.page.getByRole('button', { name: `Export to Excel (${rows.length} records)` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^reports_${start}_to_${end}_\\d{8}-\\d{6}\\.csv$`));
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual(REPORT_HEADERS);
    expect(records).toEqual(rows.map(expectedRecord));

    // The formula-like name is text in the file: quoted, quotes doubled, led by an apostrophe.
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(records.find((r) => r[0].includes('HYPERLINK'))?.[0]).toBe(`'${FORMULA_TASK}`);
    await expect
      .poll(() => tab.page.getByText(`Excel file exported successfully! ${rows.length} records from ${start} to ${end}`).isVisible())
      .toBe(true);
    // docs/behaviour.md §8: the success message is gone after 3 seconds.
    await expect.poll(() => tab.page.getByText(/Excel file exported successfully!/).count()).toBe(0);
    expect(tab.errors).toEqual([]);
  });

  it('Reports and Analytics shows the summary and the five newest reports, with no axe violations', async () => {
    await tab.page.goto(`${app}/reports`);
    await expect.poll(() => tab.page.getByRole('heading', { name: 'Recent Reports Preview' }).isVisible()).toBe(true);
    const table = tab.page.getByRole('region', { name: 'Recent reports' });
    expect(await table.locator('tbody tr').count()).toBe(5);
    expect(await table.getByText(FORMULA_TASK).isVisible()).toBe(true);

    // The colours a person sees: each status badge in its tone, the rework average red at 1 or more.
    for (const row of await table.locator('tbody tr').all()) {
      const status = row.locator('td').nth(STATUS_COLUMN).getByText(/\S/).first();
      const text = (await status.textContent()) ?? '';
      expect(await colourOf(status), text).toBe(rgb(tonePalette[reportStatusTone(text)].fg));
    }
    const rework = tab.page.getByText('Avg. Rework Count').locator('xpath=following-sibling::*[1]');
    const average = Number(await rework.textContent());
    expect(await colourOf(rework)).toBe(rgb(tonePalette[average >= 1 ? 'danger' : 'success'].fg));
    await expectNoAxeViolations(tab.page, 'reports');
    await screenshot(tab.page, 'reports-desktop');
  });

  it('both screens fit a 390px phone without sideways scrolling of the page', async () => {
    await tab.page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name, ready] of [
      ['/reports', 'reports-phone', 'Recent Reports Preview'],
      ['/download-reports', 'download-reports-phone', 'Generate Reports'],
    ] as const) {
      await tab.page.goto(`${app}${path}`);
      await expect.poll(() => tab.page.getByRole('heading', { name: ready }).isVisible()).toBe(true);
      if (path === '/download-reports') {
        await tab.page.getByRole('button', { name: 'Preview Reports' }).click();
        await expect.poll(() => tab.page.getByRole('region', { name: 'Previewed reports' }).isVisible()).toBe(true);
      }
      const overflow = await tab.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(tab.page, `${path} phone`);
      await screenshot(tab.page, name);
    }
    await tab.page.setViewportSize({ width: 1440, height: 900 });
  });
});
