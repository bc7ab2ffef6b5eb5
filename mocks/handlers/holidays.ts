/**
 * The firm's declared holidays (docs/api-extensions.md `firm-holidays`): every signed-in user
 * reads them, an admin saves the whole list. A save keeps the rows that did not change, so the
 * activity log names just the holidays added, renamed or removed. The computed weekend
 * substitutes' overrides (removed or moved) are kept beside them, a list saved whole.
 */
import { http } from 'msw';
import { extensionPaths } from '../../src/api/extensions';
import type { Holiday, SubstituteOverride } from '../../src/domain/compliance';
import { substitutesSchema } from '../../src/domain/schemas/complianceRules';
import { holidaysSchema } from '../../src/domain/schemas/holidays';
import type { Db } from '../db/schema';
import { actAs, commit } from '../db/store';
import { envelope, parseBody, withCaller } from './http';

const listOf = (db: Db): Holiday[] => db.holidays.map(({ date, name }) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));

function replaceHolidays(db: Db, holidays: readonly Holiday[]): void {
  const wanted = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  db.holidays = db.holidays.filter((row) => wanted.has(row.date));
  for (const row of db.holidays) row.name = wanted.get(row.date) ?? row.name;
  const kept = new Set(db.holidays.map((row) => row.date));
  for (const { date, name } of holidays) if (!kept.has(date)) db.holidays.push({ id: db.nextId.holiday++, date, name });
}

const bySubstitutedDay = (db: Db): SubstituteOverride[] => [...db.holidaySubstitutes].sort((a, b) => a.for.localeCompare(b.for));

export const holidayHandlers = [
  http.get(`*${extensionPaths.holidaySubstitutes}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db }) => envelope(bySubstitutedDay(db))),
  ),

  http.put(`*${extensionPaths.holidaySubstitutes}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await parseBody(request, substitutesSchema);
      if (!body.ok) return body.response;
      actAs(user.id);
      db.holidaySubstitutes = body.value.substitutes.map(({ for: day, date }) => ({ for: day, date }));
      commit();
      return envelope(bySubstitutedDay(db), 'OK', 'Substitutes saved successfully');
    }),
  ),

  http.get(`*${extensionPaths.holidays}`, ({ request }) => withCaller(request, 'signed-in', ({ db }) => envelope(listOf(db)))),

  http.put(`*${extensionPaths.holidays}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await parseBody(request, holidaysSchema);
      if (!body.ok) return body.response;
      // Another request may have run while the body was read: the change is this caller's.
      actAs(user.id);
      replaceHolidays(db, body.value.holidays);
      commit();
      return envelope(listOf(db), 'OK', 'Holidays saved successfully');
    }),
  ),
];
