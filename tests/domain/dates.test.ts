import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DATE_MESSAGE, DATE_YEARS, dateField, isDateText } from '../../src/domain/schemas/fields';
import { jobFieldsSchema, newJobSchema } from '../../src/domain/schemas/jobs';
import { assignmentSchema } from '../../src/domain/schemas/review';
import { firstMessage } from '../../src/domain/schemas/parse';

/** docs/behaviour.md §5 "Dates": one rule for every job and task date, in the forms, the mock and the store's check. */
describe('the one date rule', () => {
  it('says the years in its message', () => {
    expect(DATE_YEARS).toEqual({ first: 2000, last: 2100 });
    expect(DATE_MESSAGE).toBe('Enter a real date between 2000 and 2100');
  });

  it.each([
    '2000-01-01',
    '2100-12-31T23:59',
    '2026-11-28T09:30:00.000Z',
    '2026-11-28T09:30:15+01:00',
    '2026-11-28T09:30-14:00',
    '2026-11-28T09:30+1400',
    '2028-02-29T00:00',
    '2026-11-28 09:30',
  ])('takes %s', (text) => {
    expect(isDateText(text)).toBe(true);
  });

  it.each([
    ['an offset of 23 hours', '9999-12-31T00:00-23:59'],
    ['an offset of 15 hours', '2026-11-28T09:30+15:00'],
    ['offset minutes above 59', '2026-11-28T09:30+01:60'],
    ['year 0000', '0000-01-01T00:00:00.000Z'],
    ['the year before the range', '1999-12-31T23:59'],
    ['the year after the range', '2101-01-01T00:00'],
    ['an expanded year as stored before', '+010000-01-01T00:00:00.000Z'],
    ['year 9999', '9999-12-31T00:00:00.000Z'],
    ['a day no calendar has', '2026-02-29T00:00'],
    ['a month no calendar has', '2026-13-01'],
    ['an hour no clock has', '2026-11-28T24:00'],
    ['words', 'tomorrow'],
  ])('refuses %s', (_, text) => {
    expect(isDateText(text)).toBe(false);
  });

  it('gives the required message for a missing date and the rule message for a bad one', () => {
    const field = dateField('Start date is required');
    expect(firstMessage(v.safeParse(field, undefined))).toBe('Start date is required');
    expect(firstMessage(v.safeParse(field, '  '))).toBe('Start date is required');
    expect(firstMessage(v.safeParse(field, '0000-01-01T00:00:00.000Z'))).toBe(DATE_MESSAGE);
    expect(v.safeParse(field, ' 2026-11-28T09:30:00.000Z ').output).toBe('2026-11-28T09:30:00.000Z');
  });

  it('is the rule of the job form, the job request and the assignment request alike', () => {
    const job = { jobName: 'Annual audit', jobDescription: 'Audit of the accounts', clientId: 1, jobTypeId: 1 };
    const bad = { ...job, dateIn: '9999-12-31T00:00-23:59', dateOut: '9999-12-31T10:00Z' };
    expect(firstMessage(v.safeParse(jobFieldsSchema, bad))).toBe(DATE_MESSAGE);
    expect(firstMessage(v.safeParse(newJobSchema, { ...bad, dateIn: '0000-06-01T00:00:00.000Z' }))).toBe(DATE_MESSAGE);
    const person = { id: 4, name: 'Ada' };
    const assignment = { id: 1, jobId: 1, userList: [person], reviewerList: [{ id: 2 }], startDate: '2026-11-28T09:00Z' };
    expect(firstMessage(v.safeParse(assignmentSchema, { ...assignment, endDate: '+010000-01-01T00:00:00.000Z' }))).toBe(DATE_MESSAGE);
  });
});
