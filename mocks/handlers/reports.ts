/** Report rows for tasks assigned within a date range, as JSON and as a CSV file. */
import { http, HttpResponse } from 'msw';
import type { ReportRow } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import type { Db } from '../db/schema';
import { findJob } from '../db/rules';
import { toReportRow } from '../db/views';
import { envelope, refused, withCaller } from './http';

const RANGE_MESSAGE = 'Please select both start and end dates';

/** YYYY-MM-DD as a local day; the range includes the whole end day. */
function dayStart(value: string | null): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : null;
}

export function reportRows(db: Db, url: URL): ReportRow[] | null {
  const start = dayStart(url.searchParams.get('startDate'));
  const endDay = dayStart(url.searchParams.get('endDate'));
  if (start === null || endDay === null) return null;
  const end = new Date(endDay).setDate(new Date(endDay).getDate() + 1);
  return db.tasks
    .filter((t) => t.dateAssigned !== null && Date.parse(t.dateAssigned) >= start && Date.parse(t.dateAssigned) < end)
    .sort((a, b) => Date.parse(b.dateAssigned ?? '') - Date.parse(a.dateAssigned ?? ''))
    .flatMap((t) => {
      const job = findJob(db, t.jobId);
      return job ? [toReportRow(db, t, job)] : [];
    });
}

const COLUMNS: Array<[string, keyof ReportRow]> = [
  ['Task Name', 'taskName'], ['Job Name', 'jobName'], ['Assigned To', 'assignedTo'], ['Creator', 'creator'],
  ['Verifier', 'verifier'], ['Task Status', 'taskStatus'], ['Job Status', 'jobStatus'], ['Rework Count', 'reworkCount'],
  ['Start Date', 'jobStartDate'], ['End Date', 'endDate'], ['Date Assigned', 'dateAssigned'], ['Date Finished', 'dateFinished'],
  ['Date Approved', 'dateAproved'], ['Job End Date', 'jobEndDate'], ['Job Finished Date', 'jobFinishedDate'],
];

/** RFC 4180 quoting; a leading formula character is defused with an apostrophe (DESIGN.md §4). */
function cell(value: string | number | null): string {
  let text = value === null ? 'N/A' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ReportRow[]): string {
  const lines = [COLUMNS.map(([title]) => cell(title)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, key]) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const reportHandlers = [
  http.get(`*${paths.reports}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const rows = reportRows(db, url);
      return rows ? envelope(rows) : refused(RANGE_MESSAGE);
    })),

  http.get(`*${paths.reportsExcel}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const rows = reportRows(db, url);
      if (!rows) return HttpResponse.text(RANGE_MESSAGE, { status: 400 });
      const name = `reports_${url.searchParams.get('startDate')}_to_${url.searchParams.get('endDate')}.csv`;
      return new HttpResponse(`\uFEFF${toCsv(rows)}`, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
      });
    })),
];
