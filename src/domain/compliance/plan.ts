/**
 * Planning statutory jobs and repeating any job (docs/behaviour.md §2, Compliance Calendar and
 * Job Details): the dates a planned job gets, and the name and dates of a repeated job.
 */
import { addDays, addMonths, civilOf, shiftMonth, type CivilDate } from './civilDate';
import { MONTH_NAMES } from './periods';

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

const MONTH_YEAR = new RegExp(`\\b(${MONTH_NAMES.join('|')}) (\\d{4})\\b`);
const QUARTER_YEAR = /\bQ([1-4]) (\d{4})\b/;
const YEAR = /\b((?:19|20)\d{2})\b/;

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
 * The next period's name: the month, quarter or year in the name moved on by the frequency;
 * a name without a period gets the new period's label after it, in brackets.
 */
export function repeatedName(name: string, frequency: RepeatFrequency, newStart: CivilDate): string {
  const months = REPEAT_MONTHS[frequency];
  const monthYear = MONTH_YEAR.exec(name);
  if (monthYear) {
    const next = shiftMonth(Number(monthYear[2]), MONTH_NAMES.indexOf(monthYear[1] as (typeof MONTH_NAMES)[number]) + 1, months);
    return name.replace(MONTH_YEAR, `${MONTH_NAMES[next.month - 1]} ${next.year}`);
  }
  const quarter = QUARTER_YEAR.exec(name);
  if (quarter) {
    const index = Number(quarter[2]) * 4 + Number(quarter[1]) - 1 + Math.ceil(months / 3);
    return name.replace(QUARTER_YEAR, `Q${(index % 4) + 1} ${Math.floor(index / 4)}`);
  }
  const year = YEAR.exec(name);
  if (year && frequency === 'annual') return name.replace(YEAR, String(Number(year[1]) + 1));
  return `${name} (${labelFor(newStart, frequency)})`;
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
  dateIn: string;
  dateOut: string;
}

export interface RepeatPlan {
  jobName: string;
  dateIn: string;
  dateOut: string;
}

export function repeatPlan(job: RepeatSource, frequency: RepeatFrequency): RepeatPlan {
  const months = REPEAT_MONTHS[frequency];
  const dateIn = shiftInstant(job.dateIn, months);
  return { jobName: repeatedName(job.jobName, frequency, civilOf(dateIn)), dateIn, dateOut: shiftInstant(job.dateOut, months) };
}
