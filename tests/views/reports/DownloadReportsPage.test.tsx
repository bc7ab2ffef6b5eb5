import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchReports } from '../../../src/api/reports';
import type { ReportRow } from '../../../src/api/types';
import { REPORT_CSV_COLUMNS, csvCell } from '../../../src/domain/csv';
import { formatDateTime, formatDay } from '../../../src/domain/format';
import { lastThirtyDays } from '../../../src/domain/reports';
import { fileSaver } from '../../../src/views/ui/saveFile';
import { parseCsv } from '../../domain/csvParse';
import { renderApp } from '../../support/renderApp';
import { answerCall, failCall, recordRequests } from '../../support/server';
import { returnPathFrom } from '../../../src/domain/signInReturn';

const REPORTS = '/api/v1/report/get';

afterEach(() => {
  vi.restoreAllMocks();
});

async function open() {
  const app = await renderApp('/download-reports', { as: 'admin' });
  await screen.findByRole('heading', { name: 'Download Reports', level: 1 });
  return app;
}

const startInput = () => screen.getByLabelText('Start date') as HTMLInputElement;
const endInput = () => screen.getByLabelText('End date') as HTMLInputElement;

/** The rows a CSV cell list should hold for a report row, as the export writes them. */
const expectedCells = (row: ReportRow) =>
  REPORT_CSV_COLUMNS.map((c) => {
    const cell = c.value(row);
    // The parser gives back the text inside the quotes.
    return typeof cell === 'number' ? String(cell) : (parseCsv(csvCell(cell) + '\r\n')[0]?.[0] ?? '');
  });

describe('Download Reports', () => {
  it('starts on the last 30 days ending today, shows the inclusive day count and the Generate Reports prompt', async () => {
    await open();
    const range = lastThirtyDays();
    expect(startInput().value).toBe(range.startDate);
    expect(endInput().value).toBe(range.endDate);
    expect(screen.getByText(`Period: ${formatDay(range.startDate)} – ${formatDay(range.endDate)} (30 days)`)).toBeTruthy();
    expect(formatDay(range.endDate)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(screen.getByRole('heading', { name: 'Generate Reports' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
    fireEvent.change(startInput(), { target: { value: range.endDate } });
    expect(screen.getByText(`Period: ${formatDay(range.endDate)} – ${formatDay(range.endDate)} (1 day)`)).toBeTruthy();
  });

  it('previews the seeded reports: the success message, the first 10 rows in four columns, and the note', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
    const rows = await fetchReports(lastThirtyDays());
    expect(rows.length).toBeGreaterThan(10);
    expect(await screen.findByText(`Found ${rows.length} reports for the selected date range`)).toBeTruthy();
    expect(screen.getByText(`Showing first 10 of ${rows.length} records. Export to Excel to view all filtered data.`)).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Previewed reports' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Task & Job Details', 'Status & Progress', 'People Involved', 'Timeline']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(10);
    const first = rows[0];
    const cells = within(bodyRows[0]).getAllByRole('cell');
    expect(cells[0].textContent).toBe(`${first.taskName}${first.jobName}`);
    expect(within(cells[1]).getByText(`Task: ${first.taskStatus}`)).toBeTruthy();
    expect(within(cells[1]).getByText(`Job: ${first.jobStatus}`)).toBeTruthy();
    expect(cells[2].textContent).toContain(`Assigned: ${first.assignedTo}`);
    expect(cells[2].textContent).toContain(`Creator: ${first.creator}`);
    expect(cells[3].textContent).toContain(`Assigned: ${formatDateTime(first.dateAssigned)}`);
    expect(cells[3].textContent).toContain(`Finished: ${formatDateTime(first.dateFinished)}`);
    expect(cells[3].textContent).toContain(`Approved: ${formatDateTime(first.dateAproved)}`);
    expect(formatDateTime(first.dateAssigned)).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/);
    const verified = rows.findIndex((r) => r.verifier);
    if (verified > -1 && verified < 10) {
      expect(within(bodyRows[verified]).getAllByRole('cell')[2].textContent).toContain(`Verifier: ${rows[verified].verifier}`);
    }
    const unverified = rows.findIndex((r) => !r.verifier);
    if (unverified > -1 && unverified < 10) {
      expect(within(bodyRows[unverified]).getAllByRole('cell')[2].textContent).not.toContain('Verifier');
    }
    expect(screen.getByRole('button', { name: `Export to Excel (${rows.length} records)` })).toBeTruthy();
  });

  it('exports every previewed row to the CSV file, named after the range, with the Excel type', async () => {
    const saved: Array<{ blob: Blob; fileName: string }> = [];
    vi.spyOn(fileSaver, 'save').mockImplementation(async (blob, fileName) => {
      saved.push({ blob, fileName });
    });
    const app = await open();
    const range = lastThirtyDays();
    await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
    const rows = await fetchReports(range);
    await app.user.click(await screen.findByRole('button', { name: `Export to Excel (${rows.length} records)` }));
    expect(
      await screen.findByText(`Excel file exported successfully! ${rows.length} records from ${range.startDate} to ${range.endDate}`),
    ).toBeTruthy();
    expect(saved).toHaveLength(1);
    const [{ blob, fileName }] = saved;
    expect(fileName).toMatch(new RegExp(`^reports_${range.startDate}_to_${range.endDate}_\\d{8}-\\d{6}\\.csv$`));
    expect(blob.type).toBe('application/vnd.ms-excel;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(header).toEqual(REPORT_CSV_COLUMNS.map((c) => c.title));
    expect(records).toEqual(rows.map(expectedCells));
  });

  it('offers the file as a download through an object URL', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blob = new Blob(['x']);
    await fileSaver.save(blob, 'reports_a_to_b_1.csv');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:report', download: 'reports_a_to_b_1.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('checks the dates before sending anything and keeps what was typed', async () => {
    const requests = recordRequests();
    const app = await open();
    fireEvent.change(endInput(), { target: { value: '' } });
    await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select both start and end dates');
    fireEvent.change(endInput(), { target: { value: '2026-01-01' } });
    fireEvent.change(startInput(), { target: { value: '2026-02-01' } });
    await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
    expect(screen.getByRole('alert').textContent).toBe('Start date cannot be after end date');
    expect(startInput().value).toBe('2026-02-01');
    expect(endInput().value).toBe('2026-01-01');
    expect(requests.filter((r) => r.url.pathname === REPORTS)).toHaveLength(0);
  });

  it("an empty export says 'No data available to download. Please preview reports first.'", async () => {
    answerCall('get', REPORTS, { responseCode: 'OK', responseDescription: 'Successful', response: [] });
    const save = vi.spyOn(fileSaver, 'save');
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
    expect(await screen.findByRole('heading', { name: 'No Reports Found' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Export to Excel (0 records)' }));
    expect(screen.getByRole('alert').textContent).toBe('No data available to download. Please preview reports first.');
    expect(save).not.toHaveBeenCalled();
  });

  it.each([500, 'network'] as const)(
    "a %s failure of the preview shows 'Failed to load reports', clears the preview and keeps the dates",
    async (failure) => {
      const app = await open();
      await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
      await screen.findByRole('region', { name: 'Previewed reports' });
      failCall('get', REPORTS, failure);
      fireEvent.change(startInput(), { target: { value: '2026-01-01' } });
      await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to load reports');
      expect(screen.queryByRole('region', { name: 'Previewed reports' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
      expect(startInput().value).toBe('2026-01-01');
    },
  );

  it("a refused preview shows the server's description", async () => {
    answerCall('get', REPORTS, { responseCode: 'FAILED', responseDescription: 'Range too large', response: null });
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Range too large');
  });

  it('a 401 ends the session and goes to the login page', async () => {
    failCall('get', REPORTS, 401);
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
    // The login page keeps the range that was being previewed, to return to it.
    await waitFor(() => expect(app.location()).toMatch(/^\/login\?/));
    expect(returnPathFrom(app.location().split('?')[1])).toMatch(/^\/download-reports\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  });

  it("a failed download shows 'Failed to export Excel file' and keeps the preview", async () => {
    vi.spyOn(fileSaver, 'save').mockRejectedValue(new Error('blocked'));
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Preview Reports' }));
    await app.user.click(await screen.findByRole('button', { name: /^Export to Excel/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to export Excel file');
    expect(screen.getByRole('region', { name: 'Previewed reports' })).toBeTruthy();
  });
});
