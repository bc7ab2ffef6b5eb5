/**
 * Nigerian public holidays (docs/behaviour.md §4, Compliance Calendar): the fixed days of the
 * Public Holidays Act, Good Friday and Easter Monday computed from Easter, and the days the
 * Federal Government declares each year (the Muslim holidays follow the moon), which an Admin
 * keeps up to date, and the weekday the Government usually gives for a holiday on a weekend,
 * computed and overridable
 * (docs/decisions/010-compliance-jobs-by-name.md).
 */
import { addDays, civil, parts, weekday, type CivilDate } from './civilDate';

export interface Holiday {
  date: CivilDate;
  name: string;
}

/**
 * The weekday given for a holiday of the Public Holidays Act that falls on a Saturday or a
 * Sunday: the Government usually declares the next weekday, so the product computes it
 * (docs/decisions/067-weekend-substitutes.md) and an admin may remove it or move it.
 */
export interface Substitute {
  /** The weekend holiday it stands for. */
  for: CivilDate;
  date: CivilDate;
  name: string;
  /** Moved by an admin from the computed day. */
  moved: boolean;
}

/** An admin's change to a computed substitute: `date` null removes it, a day moves it there. */
export interface SubstituteOverride {
  for: CivilDate;
  date: CivilDate | null;
}

export const isWeekendDay = (date: CivilDate): boolean => weekday(date) === 0 || weekday(date) === 6;
const isWeekend = isWeekendDay;

/** A fixed holiday of the Public Holidays Act that falls on a Saturday or a Sunday: it gets a substitute. */
export const isWeekendFixedHoliday = (date: CivilDate): boolean =>
  isWeekendDay(date) && fixedHolidays(parts(date).year).some((h) => h.date === date);

/**
 * The computed substitutes of a year's fixed holidays, in date order: each goes to the next
 * weekday that is not a holiday already (nor a substitute before it), so Christmas on a
 * Saturday and Boxing Day on the Sunday give Monday and Tuesday. Overrides then remove or move them.
 */
export function weekendSubstitutes(
  year: number,
  declared: readonly Holiday[] = [],
  overrides: readonly SubstituteOverride[] = [],
): Substitute[] {
  const fixed = fixedHolidays(year);
  const taken = new Set<CivilDate>([...fixed.map((h) => h.date), ...declared.map((h) => h.date)]);
  const found: Substitute[] = [];
  for (const holiday of fixed) {
    if (!isWeekend(holiday.date)) continue;
    let day = addDays(holiday.date, 1);
    while (isWeekend(day) || taken.has(day)) day = addDays(day, 1);
    taken.add(day);
    found.push({ for: holiday.date, date: day, name: `${holiday.name} (substitute)`, moved: false });
  }
  const byHoliday = new Map(overrides.map((o) => [o.for, o.date]));
  return found
    .flatMap((sub) => {
      if (!byHoliday.has(sub.for)) return [sub];
      const to = byHoliday.get(sub.for);
      return to ? [{ ...sub, date: to, moved: to !== sub.date }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civil(year, month, day);
}

/** The holidays every year has, computed. */
export function fixedHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  return [
    { date: civil(year, 1, 1), name: "New Year's Day" },
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: civil(year, 5, 1), name: "Workers' Day" },
    { date: civil(year, 6, 12), name: 'Democracy Day' },
    { date: civil(year, 10, 1), name: 'Independence Day' },
    { date: civil(year, 12, 25), name: 'Christmas Day' },
    { date: civil(year, 12, 26), name: 'Boxing Day' },
  ];
}

/**
 * The declared holidays the product starts with: Eid al-Fitr, Eid al-Adha and the Prophet's
 * Birthday as expected from the moon. They are estimates until the Government declares them,
 * which is why an Admin can change them.
 */
export const DEFAULT_DECLARED_HOLIDAYS: Holiday[] = [
  { date: '2025-03-31', name: 'Eid al-Fitr' },
  { date: '2025-04-01', name: 'Eid al-Fitr holiday' },
  { date: '2025-06-06', name: 'Eid al-Adha' },
  { date: '2025-06-09', name: 'Eid al-Adha holiday' },
  { date: '2025-09-05', name: "Prophet's Birthday" },
  // Declared by the Federal Government for Thursday 19 and Friday 20 March 2026 (shared/COMPLIANCE.md corrections).
  { date: '2026-03-19', name: 'Eid al-Fitr' },
  { date: '2026-03-20', name: 'Eid al-Fitr holiday' },
  { date: '2026-05-27', name: 'Eid al-Adha' },
  { date: '2026-05-28', name: 'Eid al-Adha holiday' },
  { date: '2026-08-26', name: "Prophet's Birthday" },
  { date: '2027-03-10', name: 'Eid al-Fitr' },
  { date: '2027-03-11', name: 'Eid al-Fitr holiday' },
  { date: '2027-05-17', name: 'Eid al-Adha' },
  { date: '2027-05-18', name: 'Eid al-Adha holiday' },
  { date: '2027-08-16', name: "Prophet's Birthday" },
  { date: '2028-02-28', name: 'Eid al-Fitr' },
  { date: '2028-02-29', name: 'Eid al-Fitr holiday' },
  { date: '2028-05-05', name: 'Eid al-Adha' },
  { date: '2028-05-08', name: 'Eid al-Adha holiday' },
  { date: '2028-08-04', name: "Prophet's Birthday" },
];

/** Looks holidays up by day; built once for the years a screen shows. */
export class HolidayCalendar {
  private readonly byDate = new Map<CivilDate, string>();

  constructor(declared: readonly Holiday[], years: readonly number[], overrides: readonly SubstituteOverride[] = []) {
    for (const year of years) for (const h of fixedHolidays(year)) this.byDate.set(h.date, h.name);
    for (const year of years)
      for (const h of weekendSubstitutes(year, declared, overrides)) if (!this.byDate.has(h.date)) this.byDate.set(h.date, h.name);
    for (const h of declared) if (years.includes(parts(h.date).year)) this.byDate.set(h.date, h.name);
  }

  /** The holiday's name on that day, if it is one. */
  nameOf(date: CivilDate): string | undefined {
    return this.byDate.get(date);
  }

  isHoliday(date: CivilDate): boolean {
    return this.byDate.has(date);
  }

  /** Monday to Friday and not a public holiday. */
  isWorkingDay(date: CivilDate): boolean {
    const day = weekday(date);
    return day !== 0 && day !== 6 && !this.isHoliday(date);
  }

  /**
   * A deadline on a Sunday or a public holiday moves to the next day that is neither;
   * a Saturday is not a holiday and keeps it (Interpretation Act s. 15, applied to tax
   * deadlines by inference: docs/behaviour.md §4).
   */
  nextDueDay(date: CivilDate): CivilDate {
    let day = date;
    while (weekday(day) === 0 || this.isHoliday(day)) day = addDays(day, 1);
    return day;
  }

  /** The `count`-th working day after `date` (not counting `date` itself). */
  addWorkingDays(date: CivilDate, count: number): CivilDate {
    let day = date;
    let left = count;
    while (left > 0) {
      day = addDays(day, 1);
      if (this.isWorkingDay(day)) left -= 1;
    }
    return day;
  }

  /** The last working day of a month (the assumed pay day). */
  lastWorkingDay(year: number, month: number): CivilDate {
    let day = civil(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
    while (!this.isWorkingDay(day)) day = addDays(day, -1);
    return day;
  }
}

/** A calendar covering the years around a day, enough for any deadline near it. */
export function holidaysAround(
  declared: readonly Holiday[],
  years: readonly number[],
  overrides: readonly SubstituteOverride[] = [],
): HolidayCalendar {
  const all = new Set<number>();
  for (const y of years) for (const d of [-1, 0, 1, 2]) all.add(y + d);
  return new HolidayCalendar(declared, [...all], overrides);
}
