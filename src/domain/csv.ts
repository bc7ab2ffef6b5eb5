import type { ReportRange, ReportRow } from '../api/types';
import { civilFromDays, daysFromCivil } from './dayNumbers';

/**
 * The report export of docs/behaviour.md §7, built on the client: a byte-order mark so Excel reads UTF-8,
 * the 16 columns in the spec's order, N/A for missing dates and verifier, RFC 4180 quoting, and
 * formula-looking text defused with a leading apostrophe (docs/design.md §4).
 */

/** Lets Excel open the file as UTF-8 (names with accents, the naira sign). */
export const BOM = '\uFEFF';

/** docs/behaviour.md §7: the file is offered with Excel's content type. */
export const EXCEL_CSV_TYPE = 'application/vnd.ms-excel;charset=utf-8';

export const NOT_AVAILABLE = 'N/A';

export const EMPTY_EXPORT_MESSAGE = 'No data to export';

/** A failure of building the file itself, whose message is meant for the user. */
export class ExportError extends Error {
  override readonly name = 'ExportError';
}

type CellValue = string | number | null | undefined;

interface Column {
  title: string;
  value: (row: ReportRow) => CellValue;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** '00'..'99', so formatting a date is lookups rather than arithmetic on strings. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => pad(n));

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Unsigned decimal digits of s[from, from + length), or -1. */
function digitsAt(s: string, from: number, length: number): number {
  let n = 0;
  for (let i = from; i < from + length; i += 1) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** 'YYYY-MM-DD HH:mm' of a calendar day number (days since 1970-01-01) and minute of day. */
function formatCivil(days: number, minuteOfDay: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]} ${TWO_DIGITS[Math.floor(minuteOfDay / 60)]}:${TWO_DIGITS[minuteOfDay % 60]}`;
}

/** The local offset (minutes east of UTC) per UTC hour; offsets change on hour boundaries. */
const localOffsetByHour = new Map<number, number>();
function localOffsetMinutes(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  let offset = localOffsetByHour.get(hour);
  if (offset === undefined) {
    offset = -new Date(utcMs).getTimezoneOffset();
    if (localOffsetByHour.size > 100_000) localOffsetByHour.clear();
    localOffsetByHour.set(hour, offset);
  }
  return offset;
}

function formatLocal(utcMs: number): string {
  const local = utcMs + localOffsetMinutes(utcMs) * MINUTE_MS;
  const days = Math.floor(local / DAY_MS);
  return formatCivil(days, Math.floor((local - days * DAY_MS) / MINUTE_MS));
}

/**
 * ISO 'YYYY-MM-DDTHH:mm[:ss[.fff]][Z|+hh:mm]' read by hand: an export formats up to seven
 * dates for each of 50,000 rows, and Date parsing is the slowest part of that. Anything
 * else goes through Date.
 */
function fastIso(value: string): string | null {
  if (value.length < 16 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45 || value.charCodeAt(13) !== 58) return null;
  const sep = value.charCodeAt(10);
  if (sep !== 84 && sep !== 32) return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  const hour = digitsAt(value, 11, 2);
  const minute = digitsAt(value, 14, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  let i = 16;
  if (value.charCodeAt(i) === 58) {
    if (digitsAt(value, i + 1, 2) < 0) return null;
    i += 3;
    if (value.charCodeAt(i) === 46) {
      i += 1;
      while (i < value.length && value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) i += 1;
    }
  }
  // No zone: the digits are local time already (as Date reads them).
  if (i === value.length) return `${value.slice(0, 10)} ${value.slice(11, 16)}`;
  let zoneMinutes = 0;
  if (!(value.charCodeAt(i) === 90 && i + 1 === value.length)) {
    const m = /^([+-])(\d{2}):?(\d{2})$/.exec(value.slice(i));
    if (!m) return null;
    zoneMinutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  }
  return formatLocal((daysFromCivil(year, month, day) * 1440 + hour * 60 + minute - zoneMinutes) * MINUTE_MS);
}

/** Dates as 'YYYY-MM-DD HH:mm' in local time, which Excel reads as a date-time. */
export function csvDate(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const fast = fastIso(value);
  if (fast !== null) return fast;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return NOT_AVAILABLE;
  const date = new Date(t);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const text = (value: string | null | undefined): string => value ?? '';

/**
 * docs/behaviour.md §7 column order. Start Date and End Date are the task's, Job Start Date the job's; a row
 * without the task's start writes N/A rather than the job's (docs/decisions/031-the-exports-start-date-is-the-tasks.md).
 */
export const REPORT_CSV_COLUMNS: readonly Column[] = [
  { title: 'Task Name', value: (r) => text(r.taskName) },
  { title: 'Job Name', value: (r) => text(r.jobName) },
  { title: 'Assigned To', value: (r) => text(r.assignedTo) },
  { title: 'Creator', value: (r) => text(r.creator) },
  { title: 'Verifier', value: (r) => (r.verifier && r.verifier.trim() ? r.verifier : NOT_AVAILABLE) },
  { title: 'Task Status', value: (r) => text(r.taskStatus) },
  { title: 'Job Status', value: (r) => text(r.jobStatus) },
  { title: 'Rework Count', value: (r) => (Number.isFinite(Number(r.reworkCount)) ? Number(r.reworkCount) : 0) },
  { title: 'Start Date', value: (r) => csvDate(r.startDate) },
  { title: 'End Date', value: (r) => csvDate(r.endDate) },
  { title: 'Date Assigned', value: (r) => csvDate(r.dateAssigned) },
  { title: 'Date Finished', value: (r) => csvDate(r.dateFinished) },
  { title: 'Date Approved', value: (r) => csvDate(r.dateAproved) },
  { title: 'Job Start Date', value: (r) => csvDate(r.jobStartDate) },
  { title: 'Job End Date', value: (r) => csvDate(r.jobEndDate) },
  { title: 'Job Finished Date', value: (r) => csvDate(r.jobFinishedDate) },
];

/**
 * A cell a spreadsheet may read as a formula: one starting with a tab or carriage return, or
 * with = + - @ (or their full-width forms ＝ ＋ － ＠, which some spreadsheets fold to ASCII)
 * after any run of whitespace, non-breaking space and line feeds included (docs/design.md §4).
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula characters defused, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: CellValue): string {
  if (typeof value === 'number') return String(value);
  let cell = value ?? '';
  if (FORMULA_START.test(cell)) cell = `'${cell}`;
  if (!NEEDS_QUOTES.test(cell)) return cell;
  return cell.indexOf('"') === -1 ? `"${cell}"` : `"${cell.replace(/"/g, '""')}"`;
}

/** RFC 4180 ends records with CRLF. */
export const LINE_END = '\r\n';

export const CSV_HEADER = REPORT_CSV_COLUMNS.map((c) => csvCell(c.title)).join(',') + LINE_END;

/** One record; written out column by column (same order as REPORT_CSV_COLUMNS) because it runs per row. */
export function csvRecord(r: ReportRow): string {
  const rework = Number(r.reworkCount);
  return (
    csvCell(r.taskName) +
    ',' +
    csvCell(r.jobName) +
    ',' +
    csvCell(r.assignedTo) +
    ',' +
    csvCell(r.creator) +
    ',' +
    csvCell(r.verifier && r.verifier.trim() ? r.verifier : NOT_AVAILABLE) +
    ',' +
    csvCell(r.taskStatus) +
    ',' +
    csvCell(r.jobStatus) +
    ',' +
    (Number.isFinite(rework) ? rework : 0) +
    ',' +
    csvDate(r.startDate) +
    ',' +
    csvDate(r.endDate) +
    ',' +
    csvDate(r.dateAssigned) +
    ',' +
    csvDate(r.dateFinished) +
    ',' +
    csvDate(r.dateAproved) +
    ',' +
    csvDate(r.jobStartDate) +
    ',' +
    csvDate(r.jobEndDate) +
    ',' +
    csvDate(r.jobFinishedDate) +
    LINE_END
  );
}

/** The whole file as text, BOM first. Fails with 'No data to export' when there are no rows. */
export function buildReportsCsv(rows: readonly ReportRow[]): string {
  if (rows.length === 0) throw new ExportError(EMPTY_EXPORT_MESSAGE);
  let body = BOM + CSV_HEADER;
  for (const row of rows) body += csvRecord(row);
  return body;
}

export interface ChunkOptions {
  /** Rows per slice of work; a slice of 1,000 rows takes about 10 ms. */
  chunkRows?: number;
  /** Hands the main thread back between slices (a timer, scheduler.yield...). */
  pause: () => Promise<void>;
}

/**
 * The same file as `buildReportsCsv`, as UTF-8 parts for a Blob, built a slice at a time with
 * a pause between slices so a 50,000-row export never freezes the page. Each slice is encoded
 * at once, so its many small strings die young instead of piling up for the garbage collector.
 */
export async function buildReportsCsvParts(
  rows: readonly ReportRow[],
  { chunkRows = 1000, pause }: ChunkOptions,
): Promise<Uint8Array<ArrayBuffer>[]> {
  if (rows.length === 0) throw new ExportError(EMPTY_EXPORT_MESSAGE);
  const encoder = new TextEncoder();
  const parts = [encoder.encode(BOM + CSV_HEADER)];
  for (let start = 0; start < rows.length; start += chunkRows) {
    const end = Math.min(start + chunkRows, rows.length);
    let chunk = '';
    for (let i = start; i < end; i += 1) chunk += csvRecord(rows[i]);
    parts.push(encoder.encode(chunk));
    if (end < rows.length) await pause();
  }
  return parts;
}

/** reports_{start}_to_{end}_{timestamp}.csv; the timestamp is local time, safe in file names. */
export function reportsFileName(range: ReportRange, now: Date = new Date()): string {
  const stamp =
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}` +
    `-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `reports_${range.startDate}_to_${range.endDate}_${stamp}.csv`;
}
