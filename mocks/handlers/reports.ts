/** Report rows for tasks assigned within a date range, as JSON and as a CSV file. */
import { http, HttpResponse } from 'msw';
import type { ReportRow } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import type { Db } from '../db/schema';
import { findJob } from '../db/rules';
import { toReportRow } from '../db/views';
import { reportRangeSchema } from '../../src/domain/schemas/reports';
import { envelope, parseQuery, withCaller } from './http';

/** YYYY-MM-DD as a local day. */
function dayStart(value: string): number {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day).getTime();
}

/** Rows of the tasks assigned in the range, whole days, newest first; the range is parsed already. */
export function reportRows(db: Db, range: { startDate: string; endDate: string }): ReportRow[] {
  const start = dayStart(range.startDate);
  const endDay = dayStart(range.endDate);
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
      const range = parseQuery(url, reportRangeSchema);
      return range.ok ? envelope(reportRows(db, range.value)) : range.response;
    })),

  http.get(`*${paths.reportsExcel}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const range = parseQuery(url, reportRangeSchema);
      if (!range.ok) return range.response;
      const rows = reportRows(db, range.value);
      const name = `reports_${range.value.startDate}_to_${range.value.endDate}.csv`;
      return new HttpResponse(`\uFEFF${toCsv(rows)}`, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
      });
    })),
];
