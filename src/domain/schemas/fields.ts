/**
 * Building blocks of the request schemas (docs/decisions/011-one-schema-per-request.md):
 * trimmed text with the forms' messages, strict ids, date text, and the maximum lengths we
 * chose where the product rules are silent (docs/behaviour.md §5 "Maximum lengths").
 */
import * as v from 'valibot';
import { withoutInvisible } from '../invisibleText';

/** Our decision: the longest text each kind of field may hold (docs/behaviour.md §5). */
export const MAX_LENGTH = {
  name: 100,
  personName: 50,
  description: 2000,
  comment: 2000,
  email: 254,
  phone: 30,
  address: 300,
  shortText: 100,
  services: 500,
  fileName: 255,
  url: 2048,
  password: 200,
  search: 200,
} as const;

export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Text as every field reads it: invisible characters dropped first (src/domain/invisibleText.ts, docs/behaviour.md §5). */
export function visibleText(message?: string) {
  return v.pipe(v.string(message), v.transform(withoutInvisible));
}

/**
 * A text field: not a string or blank after trimming gives `required`, then an optional
 * minimum and the maximum, each with its own message. Invisible characters are dropped
 * before any of them, so they never fill a required field or a minimum. The output is trimmed.
 */
export function textField(required: string, max: { length: number; message: string }, min?: { length: number; message: string }) {
  return v.pipe(
    visibleText(required),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(min?.length ?? 1, min?.message ?? required),
    v.maxLength(max.length, max.message),
  );
}

/** A whole number above zero, sent as a JSON number: `1.9`, `"16"`, `0x10` are refused. */
export function idField(message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(Number.MAX_SAFE_INTEGER, message));
}

const ID_TEXT = /^[1-9]\d{0,14}$/;

/** An id in a query: digits only, no sign, point, exponent or hex (`?id=1.9`, `?id=0x10` are refused). */
export function idQuery(message: string) {
  return v.pipe(v.string(message), v.regex(ID_TEXT, message), v.transform(Number));
}

/** A filter id in a query where 0 means "all". */
export function filterQuery(message: string) {
  return v.pipe(v.string(message), v.regex(/^(0|[1-9]\d{0,14})$/, message), v.transform(Number));
}

/**
 * Our decision: the years a job's or a task's dates may fall in (docs/behaviour.md §5 "Dates").
 * Wide enough for any real engagement, narrow enough that every date stores and reads back
 * as plain ISO text (year 10000 would be stored as `+010000-…`).
 */
export const DATE_YEARS = { first: 2000, last: 2100 } as const;

/** The message of a date that is given but is not a real date-time in those years. */
export const DATE_MESSAGE = `Enter a real date between ${DATE_YEARS.first} and ${DATE_YEARS.last}`;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Offsets run from -12:00 to +14:00 in practice; hours above 14 or minutes above 59 name no zone. */
const MAX_OFFSET_HOURS = 14;

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const inYears = (year: number): boolean => year >= DATE_YEARS.first && year <= DATE_YEARS.last;

/**
 * ISO date-time text (or a datetime-local value) naming a real calendar day and time in
 * DATE_YEARS, with a real offset when it has one (Z or ±HH:MM, hours at most 14). The one
 * date rule of the forms, the mock's handlers and the browser store's own check.
 */
export function isDateText(value: string): boolean {
  const match = DATE_TEXT.exec(value);
  if (!match) return false;
  const [, y, m, d, h, min, s, offsetHours, offsetMinutes] = match;
  if (!inYears(Number(y)) || !isRealDay(Number(y), Number(m), Number(d))) return false;
  if (h !== undefined && (Number(h) > 23 || Number(min) > 59 || Number(s ?? 0) > 59)) return false;
  if (offsetHours !== undefined && (Number(offsetHours) > MAX_OFFSET_HOURS || Number(offsetMinutes) > 59)) return false;
  // An offset of at most 14 hours moves the instant one year at most, so it stores as plain ISO text.
  return !Number.isNaN(Date.parse(value));
}

/** `YYYY-MM-DD` naming a real calendar day (`2026-13-99` is refused). */
export function isDayText(value: string): boolean {
  const match = DAY_TEXT.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A date field: missing or blank gives `required`; given but not a real date-time in
 * DATE_YEARS gives `invalid` (by default DATE_MESSAGE, which the forms show).
 */
export function dateField(required: string, invalid: string = DATE_MESSAGE) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.check(isDateText, invalid));
}

export function dayField(message: string) {
  return v.pipe(v.string(message), v.trim(), v.check(isDayText, message));
}
