import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../src/api/types';
import {
  BOM,
  EXCEL_CSV_TYPE,
  ExportError,
  REPORT_CSV_COLUMNS,
  buildReportsCsv,
  buildReportsCsvParts,
  csvCell,
  csvDate,
  reportsFileName,
} from '../../src/domain/csv';
import { REPORT_HEADERS, parseCsv } from './csvParse';

function reportRow(patch: Partial<ReportRow> = {}): ReportRow {
  return {
    taskName: 'Bank reconciliation',
    jobName: 'Monthly books',
    assignedTo: 'Ada Obi',
    creator: 'Admin User',
    verifier: 'Admin User',
    taskStatus: 'Verified',
    jobStatus: 'Active',
    reworkCount: 1,
    jobStartDate: '2026-03-01T08:00:00',
    startDate: '2026-03-03T09:15:00',
    endDate: '2026-03-10T17:30:00',
    dateAssigned: '2026-03-02T09:05:00',
    dateFinished: '2026-03-08T16:00:00',
    dateAproved: '2026-03-09T10:00:00',
    jobEndDate: '2026-03-31T17:00:00',
    jobFinishedDate: null,
    ...patch,
  };
}

const noPause = () => Promise.resolve();

describe('report CSV (docs/behaviour.md §7, docs/design.md §4)', () => {
  it('starts with a byte-order mark and the 16 columns in the spec order', () => {
    const csv = buildReportsCsv([reportRow()]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(REPORT_CSV_COLUMNS.map((c) => c.title)).toEqual(REPORT_HEADERS);
    expect(csv.slice(1).split('\r\n')[0]).toBe(REPORT_HEADERS.join(','));
  });

  it('writes each value in its column, dates as YYYY-MM-DD HH:mm and N/A for what is missing', () => {
    const [header, record] = parseCsv(buildReportsCsv([reportRow()]).slice(1));
    expect(header).toEqual(REPORT_HEADERS);
    expect(record).toEqual([
      'Bank reconciliation',
      'Monthly books',
      'Ada Obi',
      'Admin User',
      'Admin User',
      'Verified',
      'Active',
      '1',
      '2026-03-03 09:15',
      '2026-03-10 17:30',
      '2026-03-02 09:05',
      '2026-03-08 16:00',
      '2026-03-09 10:00',
      '2026-03-01 08:00',
      '2026-03-31 17:00',
      'N/A',
    ]);
  });

  it('writes N/A for a missing verifier and for every missing or unreadable date', () => {
    const [, record] = parseCsv(
      buildReportsCsv([
        reportRow({ verifier: null, startDate: null, endDate: null, dateFinished: '', dateAproved: 'not a date', jobStartDate: null }),
      ]).slice(1),
    );
    expect(record[4]).toBe('N/A');
    expect(record[8]).toBe('N/A');
    expect(record[9]).toBe('N/A');
    expect(record[11]).toBe('N/A');
    expect(record[12]).toBe('N/A');
    expect(record[13]).toBe('N/A');
    expect(
      buildReportsCsv([reportRow({ verifier: '  ' })])
        .split('\r\n')[1]
        .split(',')[4],
    ).toBe('N/A');
  });

  it("writes the task's start as Start Date, never the job's, and N/A when a row does not carry it", () => {
    const withoutTaskStart = reportRow();
    delete withoutTaskStart.startDate;
    const [, given, absent] = parseCsv(buildReportsCsv([reportRow(), withoutTaskStart]).slice(1));
    const startColumn = REPORT_HEADERS.indexOf('Start Date');
    const jobStartColumn = REPORT_HEADERS.indexOf('Job Start Date');
    expect([given[startColumn], given[jobStartColumn]]).toEqual(['2026-03-03 09:15', '2026-03-01 08:00']);
    expect([absent[startColumn], absent[jobStartColumn]]).toEqual(['N/A', '2026-03-01 08:00']);
    expect(REPORT_CSV_COLUMNS[startColumn].value(withoutTaskStart)).toBe('N/A');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and ends records with CRLF', () => {
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "big" audit')).toBe('"The ""big"" audit"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\r\nreturn')).toBe('"carriage\r\nreturn"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
    const csv = buildReportsCsv([reportRow({ taskName: 'a,b "c"\nd' })]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv.slice(1))[1][0]).toBe('a,b "c"\nd');
  });

  it.each(['=HYPERLINK("x")', '+1+2', '-3', '@SUM(A1)', '\tcmd', '\rcmd'])('defuses %j with a leading apostrophe', (value) => {
    const [, record] = parseCsv(buildReportsCsv([reportRow({ taskName: value })]).slice(1));
    expect(record[0]).toBe(`'${value}`);
  });

  it.each([' =1+2', '\u00A0=1+2', '\n=1+2', ' \u00A0\n+cmd', '\u3000-3', '  @SUM(A1)', '＝1+2', '＋cmd', '－3', '＠SUM(A1)', ' ＝1'])(
    'defuses %j, whitespace or full-width before a formula sign',
    (value) => {
      const [, record] = parseCsv(buildReportsCsv([reportRow({ taskName: value })]).slice(1));
      expect(record[0]).toBe(`'${value}`);
    },
  );

  it.each(['a=b', 'Payroll - March', ' plain', '\u00A0note', 'x＝y'])('leaves %j as typed', (value) => {
    const [, record] = parseCsv(buildReportsCsv([reportRow({ taskName: value })]).slice(1));
    expect(record[0]).toBe(value);
  });

  it('quotes a defused formula that also holds quotes', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("a '=b")).toBe("a '=b");
  });

  it("refuses to build a file without rows with 'No data to export'", async () => {
    expect(() => buildReportsCsv([])).toThrow(new ExportError('No data to export'));
    await expect(buildReportsCsvParts([], { pause: noPause })).rejects.toThrow('No data to export');
  });

  it('builds the same file in slices, pausing between them', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => reportRow({ taskName: `Task ${i}`, reworkCount: i }));
    let pauses = 0;
    const parts = await buildReportsCsvParts(rows, {
      chunkRows: 3,
      pause: async () => {
        pauses += 1;
      },
    });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Blob(parts).arrayBuffer())).toBe(buildReportsCsv(rows));
    expect(parts).toHaveLength(4);
    expect(pauses).toBe(2);
  });

  it('names the file reports_{start}_to_{end}_{timestamp}.csv and offers it as Excel', () => {
    expect(reportsFileName({ startDate: '2026-01-01', endDate: '2026-01-31' }, new Date(2026, 1, 3, 4, 5, 6))).toBe(
      'reports_2026-01-01_to_2026-01-31_20260203-040506.csv',
    );
    expect(EXCEL_CSV_TYPE).toBe('application/vnd.ms-excel;charset=utf-8');
    expect(csvDate(null)).toBe('N/A');
  });
});

describe('csvRecord and the column list agree', () => {
  it('writes the same cells as the 16 column definitions, in their order', async () => {
    const { csvRecord } = await import('../../src/domain/csv');
    const rows = [reportRow(), reportRow({ verifier: null, taskName: '=1+1', jobName: 'a, "b"', reworkCount: 0, dateFinished: null })];
    for (const r of rows) {
      expect(csvRecord(r)).toBe(REPORT_CSV_COLUMNS.map((c) => csvCell(c.value(r))).join(',') + '\r\n');
    }
  });

  it('reads dates with a zone offset, with seconds and fractions, and falls back to Date for other forms', () => {
    const local = (iso: string) => {
      const d = new Date(iso);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
    };
    for (const iso of [
      '2026-03-01T08:00:00Z',
      '2026-03-01T23:59:59.999Z',
      '2026-12-31T23:30:00.123Z',
      '2024-02-29T12:00Z',
      '2026-07-04T10:15:00+01:00',
      '2026-07-04T10:15:00-0530',
      '1999-01-01T00:00:00Z',
    ]) {
      expect(csvDate(iso)).toBe(local(iso));
    }
    expect(csvDate('2026-03-01 08:07')).toBe('2026-03-01 08:07');
    expect(csvDate('2026-03-01')).toBe(local('2026-03-01'));
    expect(csvDate('March 5, 2026 14:07')).toBe('2026-03-05 14:07');
    expect(csvDate('2026-13-01T00:00:00Z')).toBe('N/A');
  });
});
