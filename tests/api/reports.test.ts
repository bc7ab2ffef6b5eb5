import { describe, expect, it } from 'vitest';
import { fetchReports, toApiDate } from '../../src/api/reports';
import { answerAndRecord, envelope, signIn } from './helpers';

describe('fetchReports', () => {
  it('asks for the range as YYYY-MM-DD and returns the rows', async () => {
    signIn();
    const rows = [{ taskName: 'Count', reworkCount: 1 }];
    const sent = answerAndRecord('get', '/api/v1/report/get', envelope('OK', rows));
    await expect(fetchReports({ startDate: '2026-01-01', endDate: '2026-01-31' })).resolves.toEqual(rows);
    expect(sent.map((request) => request.query)).toEqual([{ startDate: '2026-01-01', endDate: '2026-01-31' }]);
  });
});

describe('toApiDate', () => {
  it('keeps a calendar day and turns a Date into its local calendar day', () => {
    expect(toApiDate('2026-02-03')).toBe('2026-02-03');
    expect(toApiDate(new Date(2026, 1, 3, 23, 30))).toBe('2026-02-03');
  });
});
