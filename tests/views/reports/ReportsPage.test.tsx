import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fetchReports } from '../../../src/api/reports';
import type { ReportRow } from '../../../src/api/types';
import { formatDate, formatDay } from '../../../src/domain/format';
import { lastThirtyDays, summarizeReports } from '../../../src/domain/reports';
import { renderApp } from '../../support/renderApp';
import { reportRow } from '../../support/answers';
import { answerCall, failCall, holdCall } from '../../support/server';
import { expectOpeningSignsOut } from '../../support/failedOpening';

const REPORTS = '/api/v1/report/get';

const ok = (rows: ReportRow[]) => ({ responseCode: 'OK', responseDescription: 'Successful', response: rows });

const card = (label: string) => screen.getByText(label, { selector: 'span' }).parentElement as HTMLElement;

describe('Reports and Analytics', () => {
  it("shows 'Loading Reports...' while the last 30 days are fetched, then the summary of the seeded data", async () => {
    const held = holdCall('get', REPORTS);
    await renderApp('/reports', { as: 'admin' });
    expect(await screen.findByText('Loading Reports...')).toBeTruthy();
    expect(screen.getByText('Fetching analytics data')).toBeTruthy();
    const request = await held.request();
    const range = lastThirtyDays();
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual(range);
    await held.passThrough();
    expect(await screen.findByRole('heading', { name: 'Recent Reports Preview' })).toBeTruthy();
    // The test then reads the same rows through the held endpoint, to know what the screen shows.
    const [rows] = await Promise.all([fetchReports(range), held.passThrough()]);
    const summary = summarizeReports(rows);
    expect(rows.length).toBeGreaterThan(5);
    expect(within(card('Total Tasks (30 days)')).getByText(String(summary.totalTasks))).toBeTruthy();
    expect(within(card('Completion Rate')).getByText(`${summary.completionRate.toFixed(1)}%`)).toBeTruthy();
    expect(within(card('Completion Rate')).getByText(`${summary.completedTasks} completed`)).toBeTruthy();
    expect(within(card('Active Tasks')).getByText('In progress')).toBeTruthy();
    expect(within(card('Avg. Rework Count')).getByText(`${summary.reworkTasks} tasks need rework`)).toBeTruthy();

    const table = screen.getByRole('region', { name: 'Recent reports' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(5);
    expect(within(bodyRows[0]).getByText(rows[0].taskName)).toBeTruthy();
    expect(within(bodyRows[0]).getByText(formatDate(rows[0].dateAssigned))).toBeTruthy();
    expect(screen.getByText(formatDay(range.startDate), { exact: false })).toBeTruthy();
  });

  it('computes the cards and breakdown with one decimal, and badges rework above 0', async () => {
    answerCall(
      'get',
      REPORTS,
      ok([
        reportRow({ taskName: 'Payroll run', taskStatus: 'Verified', reworkCount: 2, dateAssigned: null }),
        reportRow({ taskName: 'VAT return', taskStatus: 'Completed', reworkCount: 1 }),
        reportRow({ taskName: 'Bank rec', taskStatus: 'Ongoing not done by user', reworkCount: 0 }),
      ]),
    );
    await renderApp('/reports', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Recent Reports Preview' });
    expect(within(card('Total Tasks (30 days)')).getByText('3')).toBeTruthy();
    expect(within(card('Completion Rate')).getByText('66.7%')).toBeTruthy();
    expect(within(card('Completion Rate')).getByText('2 completed')).toBeTruthy();
    expect(within(card('Active Tasks')).getByText('1')).toBeTruthy();
    const rework = card('Avg. Rework Count');
    expect(within(rework).getByText('1.0')).toBeTruthy();
    expect(within(rework).getByText('2 tasks need rework')).toBeTruthy();

    const breakdown = screen.getByRole('region', { name: 'Task Status Breakdown' });
    const counts = Object.fromEntries(
      within(breakdown)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({ Verified: '1', Completed: '2', Active: '1', Rework: '2' });

    const table = screen.getByRole('region', { name: 'Recent reports' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByText('Rework: 2')).toBeTruthy();
    expect(within(first).getByText('N/A')).toBeTruthy();
    expect(within(first).getByText('Verified')).toBeTruthy();
    expect(within(second).getByText('Completed')).toBeTruthy();
    expect(within(third).getByText('Ongoing not done by user')).toBeTruthy();
    expect(within(third).queryByText(/Rework:/)).toBeNull();
  });

  it('shows a rework average below 1 with one decimal, and no completion as 0.0%', async () => {
    answerCall('get', REPORTS, ok([reportRow({ reworkCount: 1 }), reportRow({}), reportRow({ taskStatus: 'Pending' })]));
    await renderApp('/reports', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Recent Reports Preview' });
    expect(within(card('Avg. Rework Count')).getByText('0.3')).toBeTruthy();
    expect(within(card('Completion Rate')).getByText('0.0%')).toBeTruthy();
  });

  it("shows the 'No Recent Reports' empty state with zero totals, and Generate Reports opens Download Reports", async () => {
    answerCall('get', REPORTS, ok([]));
    const app = await renderApp('/reports', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'No Recent Reports' })).toBeTruthy();
    expect(screen.getByText('No reports available for the last 30 days.')).toBeTruthy();
    expect(within(card('Completion Rate')).getByText('0.0%')).toBeTruthy();
    expect(within(card('Avg. Rework Count')).getByText('0.0')).toBeTruthy();
    const generate = screen.getByRole('link', { name: 'Generate Reports' });
    expect(generate.getAttribute('href')).toBe('/download-reports');
    await app.user.click(generate);
    expect(app.location()).toBe('/download-reports');
    expect(await screen.findByRole('heading', { name: 'Download Reports', level: 1 })).toBeTruthy();
  });

  it('Quick Actions and View All Reports go where docs/behaviour.md §2 says; Refresh Analytics reloads the page', async () => {
    const app = await renderApp('/reports', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Recent Reports Preview' });
    const reload = vi.fn();
    const original = window.location.reload;
    Object.defineProperty(window.location, 'reload', { configurable: true, value: reload });
    try {
      await app.user.click(screen.getByRole('button', { name: 'Refresh Analytics' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window.location, 'reload', { configurable: true, value: original });
    }
    for (const [name, path] of [
      ['View All Jobs', '/jobs'],
      ['Manage Clients', '/clients'],
      ['Download Reports', '/download-reports'],
      ['View All Reports', '/download-reports'],
    ] as const) {
      app.navigate('/reports');
      // Links, so each can be opened in a new tab.
      const link = await within(screen.getByRole('main')).findByRole('link', { name });
      expect(link.getAttribute('href')).toBe(path);
      await app.user.click(link);
      expect(app.location()).toBe(path);
    }
  });

  it('Refresh Data fetches again and updates the figures', async () => {
    const app = await renderApp('/reports', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Recent Reports Preview' });
    answerCall('get', REPORTS, ok([reportRow({ taskStatus: 'Verified' })]));
    await app.user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(within(card('Total Tasks (30 days)')).getByText('1')).toBeTruthy());
    expect(within(card('Completion Rate')).getByText('100.0%')).toBeTruthy();
  });

  it.each([
    [500, 'Failed to load reports summary'],
    ['network', 'Failed to load reports summary'],
  ] as const)('a %s failure shows %j in an alert, and Refresh Data tries again', async (failure, message) => {
    failCall('get', REPORTS, failure);
    const app = await renderApp('/reports', { as: 'admin' });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('heading', { name: 'Recent Reports Preview' })).toBeNull();
    answerCall('get', REPORTS, ok([reportRow({})]));
    await app.user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByRole('heading', { name: 'Recent Reports Preview' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a refusal shows the server's description, or 'Failed to fetch reports' without one", async () => {
    answerCall('get', REPORTS, { responseCode: 'FAILED', responseDescription: 'Reporting is offline', response: null });
    const app = await renderApp('/reports', { as: 'admin' });
    expect((await screen.findByRole('alert')).textContent).toContain('Reporting is offline');
    answerCall('get', REPORTS, { responseCode: 'FAILED', responseDescription: '', response: null });
    await app.user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to fetch reports'));
  });

  it('a 401 ends the session and goes to the login page', async () => {
    await expectOpeningSignsOut('/reports', 'admin', REPORTS);
  });

  it('Staff are refused the screen', async () => {
    await renderApp('/reports', { as: 'staff' });
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });
});
