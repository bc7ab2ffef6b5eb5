/** Report rows for tasks assigned within a date range. */
import { http } from 'msw';
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

export const reportHandlers = [
  http.get(`*${paths.reports}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const rows = reportRows(db, url);
      return rows ? envelope(rows) : refused(RANGE_MESSAGE);
    })),
];
