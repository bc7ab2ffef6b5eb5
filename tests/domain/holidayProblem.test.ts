import { describe, expect, it } from 'vitest';
import {
  HOLIDAY_DATE_REQUIRED,
  HOLIDAY_DUPLICATE,
  HOLIDAY_NAME_REQUIRED,
  holidayProblem,
} from '../../src/domain/compliance/calendarMessages';

/** The Holidays modal's own check of a holiday the Admin typed: the server's messages, for the same input. */
describe('a declared holiday as typed', () => {
  it.each([
    ['a blank name', { date: '2026-06-12', name: '  ' }, { field: 'name', message: HOLIDAY_NAME_REQUIRED }],
    [
      'a name of invisible characters',
      { date: '2026-06-12', name: '\u200b\u2060\ufeff' },
      { field: 'name', message: HOLIDAY_NAME_REQUIRED },
    ],
    ['no date', { date: '', name: 'Eid' }, { field: 'date', message: HOLIDAY_DATE_REQUIRED }],
    ['a listed day', { date: '2026-01-01', name: 'Again' }, { field: 'date', message: HOLIDAY_DUPLICATE }],
  ])('refuses %s', (_, draft, problem) => {
    expect(holidayProblem(draft, [{ date: '2026-01-01' }])).toEqual(problem);
  });

  it('takes a named day not yet listed', () => {
    expect(holidayProblem({ date: '2026-06-12', name: 'Democracy Day' }, [{ date: '2026-01-01' }])).toBeNull();
  });
});
