import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DetailedReport } from '../../../src/api/types';
import { paths } from '../../../src/api/paths';
import { CATEGORY_LABELS, type DashboardCategory } from '../../../src/domain/dashboard';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { answerCall } from '../../support/server';
import { apiJob } from '../../support/answers';
import { findDetailTable } from './detailModal';

const ok = <T,>(response: T) => ({ responseCode: 'OK', responseDescription: 'SUCCESSFUL', response });

/** Three jobs the server sends out of order: due 20 March, 5 March (by date out alone), 12 March. */
const jobs = [
  apiJob(31, { jobName: 'VAT March', endDate: '2026-03-20T09:00:00Z' }),
  apiJob(32, { jobName: 'PAYE February', endDate: undefined, dateOut: '2026-03-05T09:00:00Z' }),
  apiJob(33, { jobName: 'WHT February', endDate: '2026-03-12T09:00:00Z' }),
];
const report: DetailedReport = { overDuetasks: jobs, onGoingTasks: jobs, tasksInReview: jobs, tasksToReview: jobs };

async function openDetail(app: RenderedApp, category: DashboardCategory): Promise<HTMLElement> {
  await screen.findByRole('region', { name: 'Workload counts' });
  await app.user.click(screen.getByRole('button', { name: new RegExp(`^${CATEGORY_LABELS[category]}`) }));
  const dialog = await screen.findByRole('dialog', { name: `${CATEGORY_LABELS[category]} Details` });
  await findDetailTable(dialog);
  return dialog;
}

/** The job names of the modal's rows, top to bottom. */
function rowNames(dialog: HTMLElement): string[] {
  const table = within(dialog).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].querySelector('a, span')?.textContent ?? '');
}

/** Where a link leads, as the address wouter writes for it. */
const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('the detail modal leads to the work it counts (docs/behaviour.md §2 Dashboard)', () => {
  it('lists the jobs earliest due first', async () => {
    answerCall('get', paths.homeDetailed, ok(report));
    const app = await renderApp('/dashboard', { as: 'admin' });
    const dialog = await openDetail(app, 'overdue');
    expect(rowNames(dialog)).toEqual(['PAYE February', 'WHT February', 'VAT March']);
    expect(within(dialog).getByText(/^Earliest due first\./)).toBeTruthy();
  });

  it("for an admin each row's job name opens its Job Details", async () => {
    answerCall('get', paths.homeDetailed, ok(report));
    const app = await renderApp('/dashboard', { as: 'admin' });
    const dialog = await openDetail(app, 'toReview');
    const table = within(dialog).getByRole('table');
    for (const job of jobs) expect(hrefOf(within(table).getByRole('link', { name: job.jobName }))).toBe(`/jobs/${job.id}`);
    await app.user.click(within(table).getByRole('link', { name: 'WHT February' }));
    await waitFor(() => expect(app.location()).toBe('/jobs/33'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tasks to Review Details' })).toBeNull());
  });

  const adminLists: Array<[DashboardCategory, string]> = [
    ['overdue', '/jobs?filter=overdue'],
    ['ongoing', '/jobs?filter=ongoing'],
    ['inReview', '/jobs/pending'],
    ['toReview', '/jobs/pending'],
  ];
  it.each(adminLists)("an admin's %s modal opens its list at %s", async (category, to) => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    const dialog = await openDetail(app, category);
    const link = within(dialog).getByRole('link', { name: /^Open the list/ });
    expect(hrefOf(link)).toBe(to);
    await app.user.click(link);
    await waitFor(() => expect(app.location()).toBe(to));
  });

  const staffLists: Array<[DashboardCategory, string]> = [
    ['overdue', '/my-jobs/pending'],
    ['ongoing', '/my-jobs/pending'],
    ['inReview', '/my-jobs'],
  ];
  it.each(staffLists)("Staff's %s rows and list lead to %s, not to Job Details", async (category, to) => {
    answerCall('get', paths.homeDetailed, ok(report));
    const app = await renderApp('/dashboard', { as: 'staff' });
    const dialog = await openDetail(app, category);
    const table = within(dialog).getByRole('table');
    for (const job of jobs) expect(hrefOf(within(table).getByRole('link', { name: job.jobName }))).toBe(to);
    const hint = within(dialog).getByText(/^Earliest due first\./).textContent;
    expect(hint).not.toContain('Job Details');
    expect(hint).toContain('Open the list goes to');
    const link = within(dialog).getByRole('link', { name: /^Open the list/ });
    expect(hrefOf(link)).toBe(to);
    await app.user.click(link);
    await waitFor(() => expect(app.location()).toBe(to));
  });

  it('Staff, who review nothing, see Tasks to Review rows as text and no list to open', async () => {
    answerCall('get', paths.homeDetailed, ok(report));
    const app = await renderApp('/dashboard', { as: 'staff' });
    const dialog = await openDetail(app, 'toReview');
    expect(rowNames(dialog)).toEqual(['PAYE February', 'WHT February', 'VAT March']);
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});

describe('what comes first on the dashboard', () => {
  const follows = (earlier: Element, later: Element) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

  it("an admin's deadlines of the next 14 days come right after the stat cards", async () => {
    await renderApp('/dashboard', { as: 'admin' });
    const counts = await screen.findByRole('region', { name: 'Workload counts' });
    const deadlines = (await screen.findByRole('heading', { name: 'Deadlines in the next 14 days' })).closest('section')!;
    const distribution = screen.getByRole('region', { name: 'Workload Distribution' });
    expect(follows(counts, deadlines)).toBe(true);
    expect(follows(deadlines, distribution)).toBe(true);
    expect(follows(deadlines, screen.getByRole('region', { name: 'Productivity Insights' }))).toBe(true);
  });

  it("Staff's next tasks stay above the stat cards, and they have no deadlines panel", async () => {
    await renderApp('/dashboard', { as: 'staff' });
    const counts = await screen.findByRole('region', { name: 'Workload counts' });
    const next = (await screen.findByRole('heading', { name: 'Your next tasks' })).closest('section')!;
    expect(follows(next, counts)).toBe(true);
    expect(follows(counts, screen.getByRole('region', { name: 'Workload Distribution' }))).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Deadlines in the next 14 days' })).toBeNull();
  });
});
