import type { ReportRange, ReportRow } from '../api/types';

/**
 * The report export of spec §7, built on the client: a byte-order mark so Excel reads UTF-8,
 * the 16 columns in the spec's order, N/A for missing dates and verifier, RFC 4180 quoting, and
 * formula-looking text defused with a leading apostrophe (DESIGN.md §4).
 */

/** Lets Excel open the file as UTF-8 (names with accents, the naira sign). */
export const BOM = '\uFEFF';

/** Spec §7: the file is offered with Excel's content type. */
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

/**
 * Dates as 'YYYY-MM-DD HH:mm' in local time, which Excel reads as a date-time. Hand-rolled
 * rather than dayjs because an export formats up to seven dates for each of 50,000 rows.
 */
export function csvDate(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  const t = date.getTime();
  if (Number.isNaN(t)) return NOT_AVAILABLE;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const text = (value: string | null | undefined): string => value ?? '';

/**
 * Spec §7 column order. A report row carries one start date, the job's, so Start Date and Job
 * Start Date both show it; End Date is the task's deadline.
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
  { title: 'Start Date', value: (r) => csvDate(r.jobStartDate) },
  { title: 'End Date', value: (r) => csvDate(r.endDate) },
  { title: 'Date Assigned', value: (r) => csvDate(r.dateAssigned) },
  { title: 'Date Finished', value: (r) => csvDate(r.dateFinished) },
  { title: 'Date Approved', value: (r) => csvDate(r.dateAproved) },
  { title: 'Job Start Date', value: (r) => csvDate(r.jobStartDate) },
  { title: 'Job End Date', value: (r) => csvDate(r.jobEndDate) },
  { title: 'Job Finished Date', value: (r) => csvDate(r.jobFinishedDate) },
];

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula characters defused, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: CellValue): string {
  if (typeof value === 'number') return String(value);
  let cell = value ?? '';
  if (FORMULA_START.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** RFC 4180 ends records with CRLF. */
export const LINE_END = '\r\n';

export const CSV_HEADER = REPORT_CSV_COLUMNS.map((c) => csvCell(c.title)).join(',') + LINE_END;

export function csvRecord(row: ReportRow): string {
  let line = '';
  for (let i = 0; i < REPORT_CSV_COLUMNS.length; i += 1) {
    if (i > 0) line += ',';
    line += csvCell(REPORT_CSV_COLUMNS[i].value(row));
  }
  return line + LINE_END;
}

/** The whole file as text, BOM first. Fails with 'No data to export' when there are no rows. */
export function buildReportsCsv(rows: readonly ReportRow[]): string {
  if (rows.length === 0) throw new ExportError(EMPTY_EXPORT_MESSAGE);
  let body = BOM + CSV_HEADER;
  for (const row of rows) body += csvRecord(row);
  return body;
}

export interface ChunkOptions {
  /** Rows per slice of work; a slice of 2,000 rows takes a few milliseconds. */
  chunkRows?: number;
  /** Hands the main thread back between slices (a timer, scheduler.yield...). */
  pause: () => Promise<void>;
}

/**
 * The same file as `buildReportsCsv`, as parts for a Blob, built a slice at a time with a
 * pause between slices so a 50,000-row export never freezes the page.
 */
export async function buildReportsCsvParts(rows: readonly ReportRow[], { chunkRows = 2000, pause }: ChunkOptions): Promise<string[]> {
  if (rows.length === 0) throw new ExportError(EMPTY_EXPORT_MESSAGE);
  const parts = [BOM + CSV_HEADER];
  for (let start = 0; start < rows.length; start += chunkRows) {
    let chunk = '';
    const end = Math.min(start + chunkRows, rows.length);
    for (let i = start; i < end; i += 1) chunk += csvRecord(rows[i]);
    parts.push(chunk);
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
