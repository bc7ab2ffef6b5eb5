/**
 * The dashboard's "Deadlines in the next 14 days" panel (docs/behaviour.md §2, Dashboard): the
 * statutory deadlines from today to 14 days ahead, each with how many likely-due clients have no
 * job yet, read as the calendar reads them (docs/decisions/010-compliance-jobs-by-name.md).
 */
import { assign, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import {
  CALENDAR_FAILED_MESSAGE,
  deadlinesBetween,
  holidaysAround,
  nextDays,
  parts,
  type CivilDate,
  type Deadline,
  type Holiday,
} from '../domain/compliance';
import { readDeadlineStates } from './deadlineStates';

/** How far ahead the panel looks (docs/behaviour.md §9). */
export const DEADLINE_HORIZON_DAYS = 14;

export interface UpcomingDeadline {
  deadline: Deadline;
  planned: number;
  unplanned: number;
}

export interface DeadlinesContext {
  today: CivilDate;
  deadlines: Deadline[];
  upcoming: UpcomingDeadline[];
  error: string | null;
}

export const calendarDeadlinesMachine = setup({
  types: {} as {
    context: DeadlinesContext;
    events: { type: 'deadlines.retried' };
    input: { today: CivilDate; declared: Holiday[] };
  },
  actors: {
    fetchPeriods: readDeadlineStates,
  },
}).createMachine({
  id: 'calendarDeadlines',
  context: ({ input }) => {
    const { from, to } = nextDays(input.today, DEADLINE_HORIZON_DAYS);
    return {
      today: input.today,
      deadlines: deadlinesBetween(from, to, holidaysAround(input.declared, [parts(input.today).year])),
      upcoming: [],
      error: null,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPeriods',
        src: 'fetchPeriods',
        input: ({ context }) => ({ deadlines: context.deadlines, today: context.today }),
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            error: null,
            upcoming: event.output.map(({ deadline, state }) => ({
              deadline,
              planned: state.planned.length,
              unplanned: state.likely.length,
            })),
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: toUserMessage(event.error, CALENDAR_FAILED_MESSAGE) })) },
      },
    },
    loaded: {},
    failed: { on: { 'deadlines.retried': 'loading' } },
  },
});
