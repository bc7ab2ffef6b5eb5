import dayjs from 'dayjs';
import type { ReportRange, ReportRow, ReportsSummary } from '../api/types';
import type { BadgeTone } from './tones';
import { check, firstMessage } from './schemas/parse';
import { reportRangeSchema } from './schemas/reports';

/**
 * Reports rules of docs/behaviour.md §4 (summary, badge colours) and §5 (the download screen's date
 * checks, the same schema the server reads: src/domain/schemas/reports.ts), plus the
 * default reporting window of §9.
 */

function statusText(status: string | null | undefined): string {
  return (status ?? '').trim().toLowerCase();
}

/** Completed when the status mentions completed or verified (a verified task is done too). */
export function isCompletedStatus(status: string | null | undefined): boolean {
  const text = statusText(status);
  return text.includes('completed') || text.includes('verified');
}

export function isVerifiedStatus(status: string | null | undefined): boolean {
  return statusText(status).includes('verified');
}

/** 'Ongoing not done by user' (a reworked task) counts as active work. */
export function isActiveStatus(status: string | null | undefined): boolean {
  const text = statusText(status);
  return text.includes('active') || text.includes('ongoing');
}

function reworkOf(row: Pick<ReportRow, 'reworkCount'>): number {
  const count = Number(row.reworkCount);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function summarizeReports(rows: readonly Pick<ReportRow, 'taskStatus' | 'reworkCount'>[]): ReportsSummary {
  let completedTasks = 0;
  let verifiedTasks = 0;
  let activeTasks = 0;
  let reworkTasks = 0;
  let reworkSum = 0;
  for (const row of rows) {
    if (isCompletedStatus(row.taskStatus)) completedTasks += 1;
    if (isVerifiedStatus(row.taskStatus)) verifiedTasks += 1;
    if (isActiveStatus(row.taskStatus)) activeTasks += 1;
    const rework = reworkOf(row);
    if (rework > 0) reworkTasks += 1;
    reworkSum += rework;
  }
  const totalTasks = rows.length;
  return {
    totalTasks,
    completedTasks,
    verifiedTasks,
    reworkTasks,
    activeTasks,
    completionRate: totalTasks === 0 ? 0 : (completedTasks / totalTasks) * 100,
    averageReworkCount: totalTasks === 0 ? 0 : reworkSum / totalTasks,
  };
}

/** Percentages and averages on the reports cards: one decimal. */
export function oneDecimal(value: number): string {
  return (Number.isFinite(value) ? value : 0).toFixed(1);
}

/** docs/behaviour.md §9: the rework card is good while the average stays below 1. */
export function isReworkAverageGood(average: number): boolean {
  return average < 1;
}

/**
 * Report status badge: verified green, active blue, 'ongoing not done by user' yellow,
 * completed light blue, anything else grey.
 */
export function reportStatusTone(status: string | null | undefined): BadgeTone {
  switch (statusText(status)) {
    case 'verified':
      return 'success';
    case 'active':
      return 'primary';
    case 'ongoing not done by user':
      return 'warning';
    case 'completed':
      return 'info';
    default:
      return 'secondary';
  }
}

/** docs/behaviour.md §9: the reports window is 30 days. */
export const REPORT_WINDOW_DAYS = 30;

/** docs/behaviour.md §9 and §2: the download preview shows 10 rows, the reports page 5. */
export const DOWNLOAD_PREVIEW_ROWS = 10;
export const RECENT_REPORTS_ROWS = 5;

/** The last 30 days ending today, counting today: today and the 29 days before it. */
export function lastThirtyDays(now: Date = new Date()): ReportRange {
  const end = dayjs(now);
  return {
    startDate: end.subtract(REPORT_WINDOW_DAYS - 1, 'day').format('YYYY-MM-DD'),
    endDate: end.format('YYYY-MM-DD'),
  };
}

/** Days from start to end, both included; null when either date is missing or unreadable. */
export function inclusiveDayCount(startDate: string, endDate: string): number | null {
  const start = dayjs(startDate);
  const end = dayjs(endDate);
  if (!startDate || !endDate || !start.isValid() || !end.isValid()) return null;
  return end.startOf('day').diff(start.startOf('day'), 'day') + 1;
}

export { MISSING_DATES_MESSAGE, START_AFTER_END_MESSAGE } from './schemas/reports';
export const NOTHING_PREVIEWED_MESSAGE = 'No data available to download. Please preview reports first.';

/** docs/behaviour.md §5: the checks run on preview, before anything is sent. Null when the range is good. */
export function reportRangeError(range: ReportRange): string | null {
  return firstMessage(check(reportRangeSchema, range));
}

export function foundReportsMessage(count: number): string {
  return `Found ${count} reports for the selected date range`;
}

export function exportedMessage(count: number, range: ReportRange): string {
  return `Excel file exported successfully! ${count} records from ${range.startDate} to ${range.endDate}`;
}

export function previewNote(count: number): string {
  return `Showing first ${DOWNLOAD_PREVIEW_ROWS} of ${count} records. Export to Excel to view all filtered data.`;
}
