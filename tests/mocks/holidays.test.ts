/** The firm's declared holidays (docs/api-extensions.md `firm-holidays`) over fetch, as a real client calls them. */
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../src/api/types';
import type { ActivityEntry } from '../../src/domain/activity';
import {
  DEFAULT_DECLARED_HOLIDAYS,
  HOLIDAY_DATE_REQUIRED,
  HOLIDAY_DUPLICATE,
  HOLIDAY_NAME_REQUIRED,
  type Holiday,
} from '../../src/domain/compliance';
import { HOLIDAYS_LIST_MESSAGE, HOLIDAY_NAME_TOO_LONG } from '../../src/domain/schemas/holidays';
import { getDb } from '../../mocks/db';
import { call, envelope, tokenOf } from './api';

const HOLIDAYS = '/api/ext/v1/holidays';
const DECLARED: Holiday = { date: '2026-06-12', name: 'Democracy Day holiday' };

const save = async (token: string, holidays: unknown): Promise<Response> => {
  const url = new URL(HOLIDAYS, 'http://localhost');
  return fetch(url, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ holidays }),
  });
};

describe('the firm holidays', () => {
  it("starts with the product's list, read by any signed-in user; 401 without a token", async () => {
    const staff = await tokenOf('staff@example.com');
    const answer = await envelope<Holiday[]>(HOLIDAYS, { token: staff });
    expect(answer.response).toEqual(DEFAULT_DECLARED_HOLIDAYS);
    expect((await call(HOLIDAYS)).status).toBe(401);
    const names = await envelope<string[]>('/api/ext/v1/capabilities', { token: staff });
    expect(names.response).toContain('firm-holidays');
  });

  it('an admin saves the list and every user reads the same; the log names just the change', async () => {
    const admin = await tokenOf('admin@example.com');
    const [removed, ...rest] = DEFAULT_DECLARED_HOLIDAYS;
    const answer = await (await save(admin, [...rest, DECLARED])).json();
    expect(answer.responseCode).toBe('OK');
    expect(answer.responseDescription).toBe('Holidays saved successfully');
    const expected = [...rest, DECLARED].sort((a, b) => a.date.localeCompare(b.date));
    expect(answer.response).toEqual(expected);
    const staff = await tokenOf('staff2@example.com');
    expect((await envelope<Holiday[]>(HOLIDAYS, { token: staff })).response).toEqual(expected);

    const log = await envelope<Paged<ActivityEntry>>('/api/ext/v1/activity', { token: admin, query: { kind: 'holiday' } });
    expect(log.response.items.map((e) => [e.action, e.recordName, e.userName]).sort()).toEqual([
      ['created', DECLARED.name, 'Tunde Bakare'],
      ['deleted', removed.name, 'Tunde Bakare'],
    ]);
  });

  it('refuses Staff a save with 403, and changes nothing', async () => {
    const staff = await tokenOf('staff@example.com');
    expect((await save(staff, [DECLARED])).status).toBe(403);
    expect(getDb().holidays).toHaveLength(DEFAULT_DECLARED_HOLIDAYS.length);
  });

  it.each([
    ['not a list', 'Eid', HOLIDAYS_LIST_MESSAGE],
    ['a day that does not exist', [{ date: '2026-02-30', name: 'Nope' }], HOLIDAY_DATE_REQUIRED],
    ['a date with a time', [{ date: '2026-06-12T00:00', name: 'Nope' }], HOLIDAY_DATE_REQUIRED],
    ['a blank name', [{ date: '2026-06-12', name: '   ' }], HOLIDAY_NAME_REQUIRED],
    ['a name of invisible characters', [{ date: '2026-06-12', name: '\u200b\u200b\u2060' }], HOLIDAY_NAME_REQUIRED],
    ['a long name', [{ date: '2026-06-12', name: 'x'.repeat(101) }], HOLIDAY_NAME_TOO_LONG],
    ['one day twice', [DECLARED, { ...DECLARED, name: 'Again' }], HOLIDAY_DUPLICATE],
    ['too many', Array.from({ length: 501 }, (_, i) => ({ date: `2030-01-01`, name: `Day ${i}` })), HOLIDAYS_LIST_MESSAGE],
  ])('refuses %s with its message and changes nothing', async (_, holidays, message) => {
    const admin = await tokenOf('admin@example.com');
    const before = JSON.stringify(getDb().holidays);
    const answer = await (await save(admin, holidays)).json();
    expect(answer).toEqual({ responseCode: '400', responseDescription: message, response: null });
    expect(JSON.stringify(getDb().holidays)).toBe(before);
    expect(getDb().activity).toEqual([]);
  });
});
