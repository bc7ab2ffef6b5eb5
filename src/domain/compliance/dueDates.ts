/**
 * Statutory due dates (docs/behaviour.md §4, Compliance Calendar). Each obligation's day comes
 * from its rule in rules.ts; a day on a Sunday or a public holiday moves to the next day that is
 * neither, and because that move is itself an inference, a moved deadline is never more certain
 * than I.
 */
import { addDays, addMonths, civil, lastDayOfMonth, shiftMonth, type CivilDate } from './civilDate';
import type { HolidayCalendar } from './holidays';
import { periodKey, type Period } from './periods';
import { ruleById, type ComplianceRule, type Confidence, type ObligationId } from './rules';

export interface DueDate {
  /** The day it must be done by. */
  date: CivilDate;
  /** The day the rule names, before a Sunday or holiday moved it. */
  statutory: CivilDate;
  /** Whether a Sunday or a holiday moved it. */
  moved: boolean;
  confidence: Confidence;
}

export interface DueOptions {
  /** CIT and development levy: the last day of the financial year (31 December of the period's year unless given). */
  yearEnd?: CivilDate;
  /** CIT of a new company in its first period: the day it was incorporated. */
  incorporated?: CivilDate;
  /** The version of the rule the period is worked out under (rules.ts, or one the server keeps). */
  rule?: ComplianceRule;
  /** The client's state, for a rule a state moves (rules.ts StateOverride). */
  state?: string;
}

/** CIT: six months after the year end; a new company files by the earlier of that and 18 months from incorporation. */
export function citStatutoryDay(yearEnd: CivilDate, incorporated?: CivilDate, months = 6): CivilDate {
  const afterYearEnd = addMonths(yearEnd, months);
  if (!incorporated) return afterYearEnd;
  const eighteenMonths = addMonths(incorporated, 18);
  return eighteenMonths < afterYearEnd ? eighteenMonths : afterYearEnd;
}

/** The day a rule names for a period, before a Sunday or a holiday moves it. */
function statutoryDay(rule: ComplianceRule, period: Period, holidays: HolidayCalendar, options: DueOptions): CivilDate {
  const due = rule.dueRule;
  if (period.kind === 'month') {
    const next = shiftMonth(period.year, period.month, 1);
    if (due.kind === 'day-of-month')
      return due.day === 'last' ? lastDayOfMonth(next.year, next.month) : civil(next.year, next.month, due.day);
    if (due.kind === 'working-days-after') return holidays.addWorkingDays(holidays.lastWorkingDay(period.year, period.month), due.days);
    throw new Error(`${rule.id} is not a monthly obligation`);
  }
  if (due.kind === 'fixed-date') return civil(period.year + due.yearsAfter, due.month, due.day);
  if (due.kind === 'months-after-year-end')
    return citStatutoryDay(options.yearEnd ?? civil(period.year, 12, 31), options.incorporated, due.months);
  throw new Error(`${rule.id} is not an annual obligation`);
}

function settle(statutory: CivilDate, confidence: Confidence, holidays: HolidayCalendar): DueDate {
  const date = holidays.nextDueDay(statutory);
  const moved = date !== statutory;
  const weaker: Confidence = moved && (confidence === 'V' || confidence === 'V2') ? 'I' : confidence;
  return { date, statutory, moved, confidence: weaker };
}

/**
 * The due date of a calendar obligation for a period, under the shipped rule or the version
 * given (`options.rule`). A state's own date for the period (`options.state`) replaces it.
 */
export function dueDate(id: ObligationId, period: Period, holidays: HolidayCalendar, options: DueOptions = {}): DueDate {
  const rule = options.rule ?? ruleById(id);
  const moved = options.state ? stateDate(rule, period, options.state) : null;
  return settle(moved ?? statutoryDay(rule, period, holidays, options), rule.confidence, holidays);
}

/** A state's own date for this period, if it moved it. */
export function stateDate(rule: ComplianceRule, period: Period, state: string): CivilDate | null {
  const key = periodKey(period);
  return rule.stateOverrides.find((o) => o.period === key && o.state.toLowerCase() === state.toLowerCase())?.date ?? null;
}

/** Event obligations: 42 days after the AGM (CAC, companies) or 30 days after the change (notice). */
export function eventDueDate(id: 'cac-company' | 'notice-change', eventDay: CivilDate, holidays: HolidayCalendar): DueDate {
  const rule = ruleById(id);
  const days = rule.dueRule.kind === 'days-after-event' ? rule.dueRule.days : 0;
  return settle(addDays(eventDay, days), rule.confidence, holidays);
}
