/**
 * Planning statutory jobs and repeating any job (docs/behaviour.md §2, Compliance Calendar and
 * Job Details): the dates a planned job gets, and the name, description and dates of a repeated job.
 */
import { addDays, addMonths, civilOf, shiftMonth, type CivilDate } from './civilDate';
import { dueDate } from './dueDates';
import { holidaysAround, type Holiday } from './holidays';
import { MONTH_NAMES, parseComplianceName } from './periods';
import { ruleById } from './rules';
import { DUE_CLAUSE, dueClause, statutoryDueOf } from './statutoryDue';

/** Days before the statutory date a planned job starts (docs/behaviour.md §9). */
export const LEAD_DAYS = 10;
/** Days before the statutory date the firm means to be done (docs/behaviour.md §9). */
export const BUFFER_DAYS = 2;

/** Start = due − lead days; end (the internal target) = due − buffer days, never after the due date nor before the start. */
export function plannedDates(due: CivilDate, leadDays = LEAD_DAYS, bufferDays = BUFFER_DAYS): { start: CivilDate; end: CivilDate } {
  const start = addDays(due, -Math.max(0, leadDays));
  let end = addDays(due, -Math.max(0, bufferDays));
  if (end > due) end = due;
  if (end <= start) end = due > start ? due : addDays(start, 1);
  return { start, end };
}

export type RepeatFrequency = 'monthly' | 'quarterly' | 'annual';

export const REPEAT_MONTHS: Record<RepeatFrequency, number> = { monthly: 1, quarterly: 3, annual: 12 };

export const REPEAT_LABELS: Record<RepeatFrequency, string> = { monthly: 'Monthly', quarterly: 'Quarterly', annual: 'Annual' };

const MONTH_YEAR = new RegExp(`\\b(${MONTH_NAMES.join('|')}) (\\d{4})\\b`, 'g');
const QUARTER_YEAR = /\bQ([1-4]) (\d{4})\b/g;
// A year on its own, never the year of a day written 2026-12-10.
const YEAR = /(?<![\d-])((?:19|20)\d{2})(?![\d-])/g;

/** The label a name gets for a period when it carries none: 'December 2026', 'Q4 2026' or '2027'. */
function labelFor(day: CivilDate, frequency: RepeatFrequency): string {
  const d = new Date(`${day}T00:00:00Z`);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  if (frequency === 'monthly') return `${MONTH_NAMES[month - 1]} ${year}`;
  if (frequency === 'quarterly') return `Q${Math.ceil(month / 3)} ${year}`;
  return String(year);
}

/**
 * Every month, quarter or (for an annual repeat) year the text names, moved on by the
 * frequency; null when it names none. Months are looked for first, then quarters, then years.
 */
function movePeriods(text: string, frequency: RepeatFrequency): string | null {
  const months = REPEAT_MONTHS[frequency];
  if (new RegExp(MONTH_YEAR.source).test(text))
    return text.replace(MONTH_YEAR, (_, name: string, year: string) => {
      const next = shiftMonth(Number(year), MONTH_NAMES.indexOf(name as (typeof MONTH_NAMES)[number]) + 1, months);
      return `${MONTH_NAMES[next.month - 1]} ${next.year}`;
    });
  if (new RegExp(QUARTER_YEAR.source).test(text))
    return text.replace(QUARTER_YEAR, (_, quarter: string, year: string) => {
      const index = Number(year) * 4 + Number(quarter) - 1 + Math.ceil(months / 3);
      return `Q${(index % 4) + 1} ${Math.floor(index / 4)}`;
    });
  if (frequency === 'annual' && new RegExp(YEAR.source).test(text)) return text.replace(YEAR, (year) => String(Number(year) + 1));
  return null;
}

/**
 * The next period's name: the month, quarter or year in the name moved on by the frequency;
 * a name without a period gets the new period's label after it, in brackets.
 */
export function repeatedName(name: string, frequency: RepeatFrequency, newStart: CivilDate): string {
  return movePeriods(name, frequency) ?? `${name} (${labelFor(newStart, frequency)})`;
}

/**
 * The next period's description (docs/behaviour.md §2, Repeat job): its periods moved like the
 * name's, and its statutory due date, when it carries one, replaced by the due date of the new
 * name's period under the compliance rules, or else moved on by the frequency.
 */
export function repeatedDescription(
  job: { jobName: string; jobDescription: string },
  newName: string,
  frequency: RepeatFrequency,
  declared: readonly Holiday[],
): string {
  const moved = movePeriods(job.jobDescription, frequency) ?? job.jobDescription;
  const due = statutoryDueOf(job.jobDescription);
  if (!due) return moved;
  const statutory = parseComplianceName(newName);
  const rule = statutory && parseComplianceName(job.jobName)?.ruleId === statutory.ruleId ? ruleById(statutory.ruleId) : null;
  const nextDue =
    statutory && rule && rule.frequency !== 'event'
      ? dueDate(rule.id, statutory.period, holidaysAround(declared, [statutory.period.year])).date
      : addMonths(due, REPEAT_MONTHS[frequency]);
  return moved.replace(DUE_CLAUSE, dueClause(nextDue));
}

/** An ISO instant moved on by whole months, keeping its time of day. */
export function shiftInstant(iso: string, months: number): string {
  const date = new Date(iso);
  const moved = addMonths(civilOf(iso), months);
  const [y, m, d] = moved.split('-').map(Number);
  const next = new Date(date);
  next.setFullYear(y, m - 1, d);
  return next.toISOString();
}

export interface RepeatSource {
  jobName: string;
  jobDescription: string;
  dateIn: string;
  dateOut: string;
}

export interface RepeatPlan {
  jobName: string;
  jobDescription: string;
  /** The new job's statutory due date, when its description carries one. */
  statutoryDue: CivilDate | null;
  dateIn: string;
  dateOut: string;
}

/** The repeated job; `declared` are the declared holidays a moved statutory due date respects. */
export function repeatPlan(job: RepeatSource, frequency: RepeatFrequency, declared: readonly Holiday[]): RepeatPlan {
  const months = REPEAT_MONTHS[frequency];
  const dateIn = shiftInstant(job.dateIn, months);
  const jobName = repeatedName(job.jobName, frequency, civilOf(dateIn));
  const jobDescription = repeatedDescription(job, jobName, frequency, declared);
  return { jobName, jobDescription, statutoryDue: statutoryDueOf(jobDescription), dateIn, dateOut: shiftInstant(job.dateOut, months) };
}
