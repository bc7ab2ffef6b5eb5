/**
 * Calendar days without a time or a zone ('YYYY-MM-DD'). Statutory deadlines are days, not
 * instants, so all arithmetic here runs on UTC midnights and never meets daylight saving or
 * the browser's zone.
 */
export type CivilDate = string;

const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function civil(year: number, month: number, day: number): CivilDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function parts(date: CivilDate): { year: number; month: number; day: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

function toMs(date: CivilDate): number {
  const { year, month, day } = parts(date);
  return Date.UTC(year, month - 1, day);
}

function fromMs(ms: number): CivilDate {
  const d = new Date(ms);
  return civil(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromMs(toMs(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return Math.round((toMs(b) - toMs(a)) / DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: CivilDate): number {
  return new Date(toMs(date)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function lastDayOfMonth(year: number, month: number): CivilDate {
  return civil(year, month, daysInMonth(year, month));
}

/** The month `count` months after (year, month), as a year and month. */
export function shiftMonth(year: number, month: number, count: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * `count` months later on the same day, or on the month's last day when it is shorter;
 * a month's last day stays a month's last day (31 Aug + 6 months = 28/29 Feb, 28 Feb + 1 month
 * = 31 Mar), as periods ending at month end are meant.
 */
export function addMonths(date: CivilDate, count: number): CivilDate {
  const { year, month, day } = parts(date);
  const target = shiftMonth(year, month, count);
  const last = daysInMonth(target.year, target.month);
  const wasMonthEnd = day === daysInMonth(year, month);
  return civil(target.year, target.month, wasMonthEnd ? last : Math.min(day, last));
}

/** Today in the browser's own calendar (the firm's working day). */
export function civilToday(now: Date = new Date()): CivilDate {
  return civil(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The calendar day of an ISO instant, read in the browser's zone. */
export function civilOf(iso: string): CivilDate {
  const d = new Date(iso);
  return civil(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

/** The civil day as an ISO instant at local midnight, as the job form sends dates. */
export function toIsoInstant(date: CivilDate): string {
  const { year, month, day } = parts(date);
  return new Date(year, month - 1, day).toISOString();
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** e.g. 'Tue 10 Nov 2026'. */
export function formatCivil(date: CivilDate): string {
  const { year, month, day } = parts(date);
  return `${WEEKDAYS[weekday(date)]} ${day} ${MONTHS_SHORT[month - 1]} ${year}`;
}
