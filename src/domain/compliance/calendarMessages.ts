import { withoutInvisible } from '../invisibleText';
import { HolidayCalendar, isWeekendDay, weekendSubstitutes, type Holiday, type SubstituteOverride } from './holidays';

/** Messages of the Compliance Calendar screen, spelt as docs/behaviour.md §5 and §8 have them. */
export const CALENDAR_FAILED_MESSAGE = 'Failed to load the compliance calendar';
export const CHECK_THIS_DATE = 'check this date';
export const HOLIDAY_DATE_REQUIRED = 'Date is required';
export const HOLIDAY_NAME_REQUIRED = 'Name is required';
export const HOLIDAY_DUPLICATE = 'That day is already in the list';

/** Checks a declared holiday the Admin typed; null when it can be added. */
export function holidayProblem(
  draft: { date: string; name: string },
  listed: ReadonlyArray<{ date: string }>,
): { field: 'date' | 'name'; message: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date.trim()) || Number.isNaN(Date.parse(draft.date.trim())))
    return { field: 'date', message: HOLIDAY_DATE_REQUIRED };
  // As the server reads it (schemas/holidays.ts): invisible characters never fill the name.
  if (!withoutInvisible(draft.name).trim()) return { field: 'name', message: HOLIDAY_NAME_REQUIRED };
  if (listed.some((h) => h.date === draft.date.trim())) return { field: 'date', message: HOLIDAY_DUPLICATE };
  return null;
}

export const SUBSTITUTE_MOVE_INVALID = 'A substitute must move to a weekday that is not already a holiday';

/** Checks a substitute's move the Admin asked for; null when it can be saved (a removal always can). */
export function substituteMoveProblem(
  change: { for: string; date: string | null },
  declared: ReadonlyArray<Holiday>,
  overrides: ReadonlyArray<SubstituteOverride>,
): string | null {
  if (change.date === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(change.date) || Number.isNaN(Date.parse(change.date)) || isWeekendDay(change.date))
    return SUBSTITUTE_MOVE_INVALID;
  const others = overrides.filter((o) => o.for !== change.for);
  const calendar = new HolidayCalendar(declared, [Number(change.date.slice(0, 4))], others);
  const own = weekendSubstitutes(Number(change.for.slice(0, 4)), declared, others).find((s) => s.for === change.for);
  return calendar.isHoliday(change.date) && own?.date !== change.date ? SUBSTITUTE_MOVE_INVALID : null;
}
