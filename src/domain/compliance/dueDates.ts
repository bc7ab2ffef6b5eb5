/**
 * Statutory due dates (docs/behaviour.md §4, Compliance Calendar). Each obligation's day comes
 * from its rule in rules.ts; a day on a Sunday or a public holiday moves to the next day that is
 * neither, and because that move is itself an inference, a moved deadline is never more certain
 * than I.
 */
import { addDays, addMonths, civil, lastDayOfMonth, shiftMonth, type CivilDate } from './civilDate';
import type { HolidayCalendar } from './holidays';
import type { Period } from './periods';
import { ruleById, type Confidence, type ObligationId } from './rules';

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
  /** CIT of a new company: the day it was incorporated. */
  incorporated?: CivilDate;
}

function nextMonth(period: { year: number; month: number }, day: number | 'last'): CivilDate {
  const { year, month } = shiftMonth(period.year, period.month, 1);
  return day === 'last' ? lastDayOfMonth(year, month) : civil(year, month, day);
}

/** CIT: six months after the year end; a new company files by the earlier of that and 18 months from incorporation. */
export function citStatutoryDay(yearEnd: CivilDate, incorporated?: CivilDate): CivilDate {
  const sixMonths = addMonths(yearEnd, 6);
  if (!incorporated) return sixMonths;
  const eighteenMonths = addMonths(incorporated, 18);
  return eighteenMonths < sixMonths ? eighteenMonths : sixMonths;
}

function statutoryDay(id: ObligationId, period: Period, holidays: HolidayCalendar, options: DueOptions): CivilDate {
  if (period.kind === 'month') {
    switch (id) {
      case 'paye':
        return nextMonth(period, 10);
      case 'vat':
      case 'wht-company':
      case 'wht-individual':
        return nextMonth(period, 21);
      case 'pension':
        return holidays.addWorkingDays(holidays.lastWorkingDay(period.year, period.month), 7);
      case 'nhf':
      case 'nsitf':
        return nextMonth(period, 'last');
      default:
        throw new Error(`${id} is not a monthly obligation`);
    }
  }
  const { year } = period;
  switch (id) {
    case 'paye-annual':
      return civil(year + 1, 1, 31);
    case 'itf':
      return civil(year + 1, 4, 1);
    case 'pit':
      return civil(year + 1, 3, 31);
    case 'cit':
    case 'dev-levy':
      return citStatutoryDay(options.yearEnd ?? civil(year, 12, 31), options.incorporated);
    case 'cac-business-name':
      return civil(year, 6, 30);
    default:
      throw new Error(`${id} is not an annual obligation`);
  }
}

function settle(statutory: CivilDate, confidence: Confidence, holidays: HolidayCalendar): DueDate {
  const date = holidays.nextDueDay(statutory);
  const moved = date !== statutory;
  const weaker: Confidence = moved && (confidence === 'V' || confidence === 'V2') ? 'I' : confidence;
  return { date, statutory, moved, confidence: weaker };
}

/** The due date of a calendar obligation for a period. */
export function dueDate(id: ObligationId, period: Period, holidays: HolidayCalendar, options: DueOptions = {}): DueDate {
  return settle(statutoryDay(id, period, holidays, options), ruleById(id).confidence, holidays);
}

/** Event obligations: 42 days after the AGM (CAC, companies) or 30 days after the change (notice). */
export function eventDueDate(id: 'cac-company' | 'notice-change', eventDay: CivilDate, holidays: HolidayCalendar): DueDate {
  const days = id === 'cac-company' ? 42 : 30;
  return settle(addDays(eventDay, days), ruleById(id).confidence, holidays);
}
