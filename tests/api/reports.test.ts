import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { fetchReports, toApiDate } from '../../src/api/reports';
import { envelope, signIn } from './helpers';

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
