/**
 * The dashboard's "Deadlines in the next 14 days" panel (docs/behaviour.md §2, Dashboard): the
 * statutory deadlines from today to 14 days ahead, each with how many likely-due clients have no
 * job yet, read as the calendar reads them (docs/decisions/010-compliance-jobs-by-name.md).
 * A loader (loader.machine.ts): no deadline in the window is its empty case.
 */
import {
  CALENDAR_FAILED_MESSAGE,
  deadlinesBetween,
  holidaysAround,
  nextDays,
  parts,
  type CivilDate,
  type Deadline,
} from '../domain/compliance';
import { loadComplianceData } from '../api/complianceData';
import { readDeadlineRows } from './deadlineStates';
import { createLoaderMachine } from './loader.machine';

/** How far ahead the panel looks (docs/behaviour.md §9). */
export const DEADLINE_HORIZON_DAYS = 14;

export interface UpcomingDeadline {
  deadline: Deadline;
  planned: number;
  unplanned: number;
}

export interface DeadlinesPanelInput {
  today: CivilDate;
}

export const calendarDeadlinesMachine = createLoaderMachine('calendarDeadlines', {
  load: async ({ today }: DeadlinesPanelInput, signal): Promise<UpcomingDeadline[]> => {
    // Holidays, substitutes and rule versions move deadlines, and owing clients are likely due, as on the calendar (docs/api-extensions.md).
    const data = await loadComplianceData(signal);
    const { from, to } = nextDays(today, DEADLINE_HORIZON_DAYS);
    const holidays = holidaysAround(data.holidays, [parts(today).year], data.substitutes);
    const deadlines = deadlinesBetween(from, to, holidays, data.rules.versions);
    const rows = await readDeadlineRows({ deadlines, today, obligations: data.obligations }, signal);
    return rows.map(({ deadline, state }) => ({ deadline, planned: state.planned.length, unplanned: state.likely.length }));
  },
  isEmpty: (upcoming) => upcoming.length === 0,
  messages: { refused: CALENDAR_FAILED_MESSAGE, failed: CALENDAR_FAILED_MESSAGE },
  reload: 'after a failure',
});
