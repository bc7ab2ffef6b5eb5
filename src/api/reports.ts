import dayjs from 'dayjs';
import { ApiError, request } from './client';
import { LIST, OK, unwrap } from './envelope';
import { paths } from './paths';
import type { Envelope, ReportRange, ReportRow } from './types';

/** The server reads report dates as YYYY-MM-DD (a calendar day, no time or zone). */
export function toApiDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return dayjs(value).format('YYYY-MM-DD');
}

function rangeQuery(range: ReportRange): { startDate: string; endDate: string } {
  if (!range.startDate || !range.endDate) {
    throw new ApiError('Both a start date and an end date are required', 'rejected');
  }
  return { startDate: toApiDate(range.startDate), endDate: toApiDate(range.endDate) };
}

/** Report rows of the tasks assigned within the range. */
export async function fetchReports(range: ReportRange, signal?: AbortSignal): Promise<ReportRow[]> {
  const envelope = await request<Envelope<ReportRow[]>>(paths.reports, { query: rangeQuery(range), signal });
  return unwrap(envelope, OK, 'Failed to fetch reports', LIST);
}
