/** Report rows for tasks assigned within a date range. */
import type { ReportRow } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import type { Db } from '../db/schema';
import { findJob } from '../db/rules';
import { toReportRow } from '../db/views';
import { reportRangeSchema } from '../../src/domain/schemas/reports';
import { envelope, queryRoute } from './http';

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

export const reportHandlers = [
  queryRoute('get', paths.reports, 'admin', reportRangeSchema, ({ db }, range) => envelope(reportRows(db, range))),
];
