import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ApiError, setSessionEndedHandler } from '../../src/api/client';
import { downloadReportsExcel, fetchReports, toApiDate } from '../../src/api/reports';
import { envelope, recordRequests, signIn, stopRecording } from './helpers';

const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
const ACCEPTS = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream', '*/*'];
const CSV = 'Task Name,Job Name\nCount,Audit\n';

afterEach(() => {
  stopRecording();
  setSessionEndedHandler(() => {});
});

/** Answers the export with `answers[i]` on attempt i and records each Accept header. */
function excelAnswers(answers: Array<() => Response>): string[] {
  const accepts: string[] = [];
  server.use(
    http.get('*/api/v1/report/excel', ({ request }) => {
      accepts.push(request.headers.get('accept') ?? '');
      const answer = answers[accepts.length - 1];
      return answer ? answer() : new HttpResponse(null, { status: 599 });
    }),
  );
  return accepts;
}

const file = () => new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv' } });
const empty = () => new HttpResponse('', { headers: { 'Content-Type': 'text/csv' } });
const broken = () => new HttpResponse(null, { status: 500 });

describe('downloadReportsExcel', () => {
  it('returns the file of the first attempt, asked for as a spreadsheet, with both dates', async () => {
    signIn();
    let query: Record<string, string> = {};
    server.use(
      http.get('*/api/v1/report/excel', ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        expect(request.headers.get('accept')).toBe(ACCEPTS[0]);
        return file();
      }),
    );
    const blob = await downloadReportsExcel(range);
    expect(await blob.text()).toBe(CSV);
    expect(query).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });

  it('tries again with the next Accept header after a failure and after an empty file', async () => {
    signIn();
    const accepts = excelAnswers([broken, empty, file]);
    const blob = await downloadReportsExcel(range);
    expect(await blob.text()).toBe(CSV);
    expect(accepts).toEqual(ACCEPTS);
  });

  it("fails with 'All download attempts failed' after three empty files, the last reason being the empty file", async () => {
    signIn();
    const accepts = excelAnswers([empty, empty, empty, file]);
    const error = await downloadReportsExcel(range).catch((e: unknown) => e);
    expect(accepts).toEqual(ACCEPTS);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'All download attempts failed' });
    expect((error as Error).cause).toMatchObject({ message: 'Received empty file from server' });
  });

  it("fails with 'All download attempts failed' after three server errors", async () => {
    signIn();
    const accepts = excelAnswers([broken, broken, broken, file]);
    const error = await downloadReportsExcel(range).catch((e: unknown) => e);
    expect(accepts).toHaveLength(3);
    expect(error).toMatchObject({ message: 'All download attempts failed' });
    expect((error as Error).cause).toMatchObject({ message: 'HTTP error! status: 500' });
  });

  it('stops at once when the session has ended', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    setSessionEndedHandler(onUnauthorized);
    const accepts = excelAnswers([() => new HttpResponse(null, { status: 401 }), file]);
    await expect(downloadReportsExcel(range)).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(accepts).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a token or without both dates', async () => {
    const requests = recordRequests();
    await expect(downloadReportsExcel(range)).rejects.toThrow('No authentication token found');
    signIn();
    await expect(downloadReportsExcel({ startDate: '2026-01-01', endDate: '' })).rejects.toBeInstanceOf(ApiError);
    await expect(downloadReportsExcel({ startDate: '', endDate: '2026-01-31' })).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(0);
  });
});

describe('fetchReports', () => {
  it('asks for the range as YYYY-MM-DD and returns the rows', async () => {
    signIn();
    let query: Record<string, string> = {};
    const rows = [{ taskName: 'Count', reworkCount: 1 }];
    server.use(
      http.get('*/api/v1/report/get', ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json(envelope('OK', rows));
      }),
    );
    await expect(fetchReports({ startDate: '2026-01-01', endDate: '2026-01-31' })).resolves.toEqual(rows);
    expect(query).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });
});

describe('toApiDate', () => {
  it('keeps a calendar day and turns a Date into its local calendar day', () => {
    expect(toApiDate('2026-02-03')).toBe('2026-02-03');
    expect(toApiDate(new Date(2026, 1, 3, 23, 30))).toBe('2026-02-03');
  });
});
