/**
 * The firm's declared holidays as an admin saves them (docs/api-extensions.md `firm-holidays`):
 * the whole list, each a real day with a name, one holiday a day. The Holidays modal checks a
 * new one with the same messages (src/domain/compliance/calendarMessages.ts).
 */
import * as v from 'valibot';
import { HOLIDAY_DATE_REQUIRED, HOLIDAY_DUPLICATE, HOLIDAY_NAME_REQUIRED } from '../compliance';
import { dayField, textField } from './fields';

/** Our decision: more than any run of years the calendar looks at needs. */
export const MAX_HOLIDAYS = 500;
export const HOLIDAY_NAME_MAX = 100;
export const HOLIDAYS_LIST_MESSAGE = `Send the holidays as a list of at most ${MAX_HOLIDAYS}`;
export const HOLIDAY_NAME_TOO_LONG = `A holiday's name must be at most ${HOLIDAY_NAME_MAX} characters`;

const holiday = v.object({
  date: dayField(HOLIDAY_DATE_REQUIRED),
  name: textField(HOLIDAY_NAME_REQUIRED, { length: HOLIDAY_NAME_MAX, message: HOLIDAY_NAME_TOO_LONG }),
});

export const holidaysSchema = v.object({
  holidays: v.pipe(
    v.array(holiday, HOLIDAYS_LIST_MESSAGE),
    v.maxLength(MAX_HOLIDAYS, HOLIDAYS_LIST_MESSAGE),
    v.check((list) => new Set(list.map((h) => h.date)).size === list.length, HOLIDAY_DUPLICATE),
  ),
});
