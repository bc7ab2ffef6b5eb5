import dayjs from 'dayjs';
import { ApiError, request, requestBlob } from './client';
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
export async function fetchReports(range: ReportRange): Promise<ReportRow[]> {
  const envelope = await request<Envelope<ReportRow[]>>(paths.reports, { query: rangeQuery(range) });
  return unwrap(envelope, OK, 'Failed to fetch reports', LIST);
}

/**
 * Servers differ in which Accept they answer a file to, so each attempt asks differently,
 * from the exact spreadsheet type to anything.
 */
export const EXCEL_ACCEPT_HEADERS = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
  '*/*',
] as const;

/**
 * The report file of the range. Up to three attempts; an empty file counts as a failure.
 * A missing token or an ended session stops at once, since asking again cannot help.
 */
export async function downloadReportsExcel(range: ReportRange): Promise<Blob> {
  const query = rangeQuery(range);
  let lastError: unknown;
  for (const accept of EXCEL_ACCEPT_HEADERS) {
    try {
      const blob = await requestBlob(paths.reportsExcel, { query, headers: { Accept: accept } });
      if (blob.size > 0) return blob;
      lastError = new ApiError('Received empty file from server', 'rejected');
    } catch (error) {
      if (error instanceof ApiError && (error.reason === 'no-token' || error.reason === 'unauthorized')) throw error;
      lastError = error;
    }
  }
  throw new ApiError('All download attempts failed', 'rejected', undefined, { cause: lastError });
}
