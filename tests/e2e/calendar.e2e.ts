/**
 * The Compliance Calendar in Chromium (docs/behaviour.md §2): an Admin plans this month's PAYE
 * for three clients, sees them on the calendar and in Jobs, plans again without duplicates, and
 * repeats one job for the next month; axe finds nothing at desktop and phone widths.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MONTH_NAMES } from '../../src/domain/compliance/periods';
import type { Envelope } from '../../src/api/types';
import { api, giveEveryClientATeam } from './backend';
import { expectNoAxeViolations, onAPhone, openMenuIfCollapsed, screenshot, signIn, useBrowser } from './browser';

const app = inject('mockAppUrl');
const now = new Date();
const PERIOD = `${MONTH_NAMES[now.getMonth()]} ${now.getFullYear()}`;
const NEXT = `${MONTH_NAMES[(now.getMonth() + 1) % 12]} ${now.getFullYear() + (now.getMonth() === 11 ? 1 : 0)}`;
const TITLE = `PAYE ${PERIOD}`;

interface JobRow {
  id: number;
  jobName: string;
  clientId: number;
}

/** Reads the jobs list through the app's own API, as the server stored it. */
async function jobsNamed(page: Page, text: string): Promise<JobRow[]> {
  return (await api<{ items: JobRow[] }>(page, `/api/v1/job/get?pageNumber=1&pageSize=100&text=${encodeURIComponent(text)}`)).items;
}

async function openCalendarNextMonth(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Compliance Calendar', exact: true }).click();
  await page.getByRole('heading', { name: 'Compliance Calendar', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('listitem', { name: TITLE }).waitFor();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

describe('Compliance Calendar in Chromium', () => {
  const tab = useBrowser();

  it('plans PAYE for three clients, plans again without duplicates, and repeats one job', async () => {
    await signIn(tab.page, app, 'admin@example.com');
    // Planned tasks are assigned from each client's team (templates.e2e.ts fills them in on screen).
    await giveEveryClientATeam(tab.page, 'Chinedu Eze', 'Tunde Bakare');
    const deadlines = tab.page
      .getByRole('region', { name: 'Deadlines in the next 14 days' })
      .or(tab.page.getByRole('heading', { name: 'Deadlines in the next 14 days' }));
    await deadlines.first().waitFor();
    await openCalendarNextMonth(tab.page);
    await expectNoAxeViolations(tab.page, 'calendar');
    await screenshot(tab.page, 'calendar-desktop');

    const item = tab.page.getByRole('listitem', { name: TITLE });
    await item.getByRole('button', { name: `Plan jobs for ${TITLE}` }).click();
    const wizard = tab.page.getByRole('dialog', { name: `Plan jobs: ${TITLE}` });
    await wizard.getByRole('list', { name: 'Clients' }).waitFor();
    await expectNoAxeViolations(tab.page, 'plan wizard, clients');
    await screenshot(tab.page, 'calendar-wizard-clients-desktop');
    await wizard.getByRole('button', { name: 'Clear selection' }).click();
    const boxes = wizard.getByRole('list', { name: 'Clients' }).getByRole('checkbox');
    const chosen: string[] = [];
    for (let i = 0; i < 3; i++) {
      await boxes.nth(i).check();
      chosen.push((await boxes.nth(i).evaluate((el) => el.closest('label')?.textContent ?? '')).trim());
    }
    await wizard.getByRole('button', { name: 'Preview jobs' }).click();
    const preview = wizard.getByRole('list', { name: 'Jobs to create' });
    await preview.waitFor();
    for (const name of chosen) await preview.getByText(`${TITLE} – ${name}`, { exact: true }).waitFor();
    await expectNoAxeViolations(tab.page, 'plan wizard, preview');
    await screenshot(tab.page, 'calendar-wizard-preview-desktop');
    await wizard.getByRole('button', { name: 'Create jobs' }).click();
    await wizard.getByText('3 created, 0 already there').waitFor();
    await wizard.getByRole('button', { name: 'Close' }).last().click();

    // On the calendar: three planned.
    await item.getByText('3 planned').waitFor();
    for (const name of chosen)
      await tab.page
        .getByRole('list', { name: `Planned for ${TITLE}` })
        .getByRole('link', { name })
        .waitFor();
    expect((await jobsNamed(tab.page, TITLE)).map((j) => j.jobName).sort()).toEqual(chosen.map((n) => `${TITLE} – ${n}`).sort());

    // Plan again: the three are shown as planned and skipped, only a new client is created.
    await item.getByRole('button', { name: `Plan jobs for ${TITLE}` }).click();
    await wizard.getByRole('list', { name: 'Clients' }).waitFor();
    for (const name of chosen) expect(await wizard.getByRole('checkbox', { name }).isDisabled()).toBe(true);
    await wizard.getByRole('button', { name: 'Clear selection' }).click();
    const fourth = wizard.getByRole('list', { name: 'Clients' }).getByRole('checkbox', { disabled: false }).first();
    await fourth.check();
    await wizard.getByRole('button', { name: 'Preview jobs' }).click();
    expect(await wizard.getByText('Already planned, skipped').count()).toBe(3);
    await wizard.getByRole('button', { name: 'Create jobs' }).click();
    await wizard.getByText('1 created, 0 already there').waitFor();
    await wizard.getByRole('button', { name: 'Close' }).last().click();
    const stored = await jobsNamed(tab.page, TITLE);
    expect(stored).toHaveLength(4);
    expect(new Set(stored.map((j) => j.clientId)).size).toBe(4);

    // In Jobs, and repeated for the next month.
    await tab.page.getByRole('link', { name: 'All Jobs' }).click();
    await tab.page.getByRole('searchbox', { name: 'Search jobs' }).fill(TITLE);
    await tab.page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = tab.page.getByRole('region', { name: 'Jobs' });
    const first = `${TITLE} – ${chosen[0]}`;
    // The newest jobs lead the unsearched list too: wait for the search's answer, the header and four rows.
    await expect.poll(() => table.getByRole('row').count()).toBe(5);
    await table.getByRole('row').filter({ hasText: first }).waitFor();
    await table.getByRole('button', { name: `Repeat Job ${first}` }).click();
    const repeat = tab.page.getByRole('dialog', { name: 'Repeat Job' });
    await repeat.getByText(`PAYE ${NEXT} – ${chosen[0]}`).waitFor();
    await expectNoAxeViolations(tab.page, 'repeat job');
    await screenshot(tab.page, 'calendar-repeat-desktop');
    await repeat.getByRole('button', { name: 'Repeat Job' }).last().click();
    await repeat.getByText(`Job repeated: PAYE ${NEXT} – ${chosen[0]}`).waitFor();
    await repeat.getByRole('button', { name: 'Close' }).last().click();
    const repeated = await jobsNamed(tab.page, `PAYE ${NEXT} – ${chosen[0]}`);
    expect(repeated).toHaveLength(1);
    const details = await api<Envelope<{ taskList: Array<{ taskName: string; isAssigned: boolean }> }>>(
      tab.page,
      `/api/v1/task?jobId=${repeated[0].id}`,
    );
    const tasks = details.response.taskList;
    expect(tasks.map((t) => t.taskName)).toEqual([
      'Collect payroll changes',
      'Compute PAYE',
      'Prepare schedule',
      'Remit and file',
      'File the receipt',
    ]);
    expect(tasks.some((t) => t.isAssigned)).toBe(false);
    expect(tab.errors).toEqual([]);
  });

  it('has no axe violations and no sideways scrolling on a phone', () =>
    onAPhone(app, 'admin@example.com', '/calendar', async (phone) => {
      await phone.page.getByRole('button', { name: 'Next month' }).click();
      await phone.page.getByRole('listitem', { name: TITLE }).waitFor();
      await giveEveryClientATeam(phone.page, 'Chinedu Eze', 'Tunde Bakare');
      await expectNoAxeViolations(phone.page, 'calendar (phone)');
      await noSidewaysScroll(phone.page);
      await screenshot(phone.page, 'calendar-phone');
      await phone.page.getByRole('button', { name: `Plan jobs for ${TITLE}` }).click();
      const wizard = phone.page.getByRole('dialog', { name: `Plan jobs: ${TITLE}` });
      await wizard.getByRole('list', { name: 'Clients' }).waitFor();
      await expectNoAxeViolations(phone.page, 'plan wizard (phone)');
      await noSidewaysScroll(phone.page);
      await screenshot(phone.page, 'calendar-wizard-phone');
      await wizard.getByRole('button', { name: 'Preview jobs' }).click();
      await wizard.getByRole('list', { name: 'Jobs to create' }).waitFor();
      await expectNoAxeViolations(phone.page, 'plan wizard preview (phone)');
      await screenshot(phone.page, 'calendar-wizard-preview-phone');
      expect(phone.errors).toEqual([]);
    }));
});
