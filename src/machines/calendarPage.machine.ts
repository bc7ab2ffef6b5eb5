/**
 * The Compliance Calendar screen (docs/behaviour.md §2): one month of statutory deadlines, each
 * with its planned, likely-due and overdue clients, read from the jobs list by period
 * (docs/decisions/010-compliance-jobs-by-name.md). It invokes the Plan jobs wizard while it is
 * open and reads the month again when the wizard created jobs; the declared holidays are edited
 * here and kept in the browser.
 */
import { assertEvent, assign, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { writeDeclaredHolidays } from '../api/declaredHolidays';
import {
  CALENDAR_FAILED_MESSAGE,
  deadlinesBetween,
  holidayProblem,
  holidaysAround,
  monthRange,
  parts,
  shiftMonth,
  type CivilDate,
  type Deadline,
  type Holiday,
} from '../domain/compliance';
import { readDeadlineStates, type DeadlineRow } from './deadlineStates';
import { known } from './known';
import { planJobsMachine } from './planJobs.machine';

export interface CalendarInput {
  today: CivilDate;
  /** The month to open ('YYYY-MM', from the address); this month when absent or unreadable. */
  opened?: string;
  userId: number;
  declared: Holiday[];
}

/** A deadline of the month and where each client stands with it. */
export type CalendarRow = DeadlineRow;

export interface HolidayDraft {
  date: string;
  name: string;
}

export interface CalendarContext extends CalendarInput {
  year: number;
  month: number;
  deadlines: Deadline[];
  rows: CalendarRow[];
  /** The deadline the wizard plans for. */
  planning: CalendarRow | null;
  error: string | null;
  draft: HolidayDraft;
  draftError: { field: 'date' | 'name'; message: string } | null;
}

/** The actors the calendar runs, by id: the plan wizard and the read of the month's filing periods. */
type CalendarChildren = { plan: 'planJobs'; fetchPeriods: 'fetchPeriods' };

export type CalendarEvent =
  | { type: 'month.previous' }
  | { type: 'month.next' }
  | { type: 'month.current' }
  | { type: 'calendar.retried' }
  | { type: 'plan.opened'; key: string }
  | { type: 'holidays.opened' }
  | { type: 'holiday.drafted'; field: keyof HolidayDraft; value: string }
  | { type: 'holiday.added' }
  | { type: 'holiday.removed'; date: string }
  | { type: 'holidays.closed' };

function deadlinesOf(year: number, month: number, declared: readonly Holiday[]): Deadline[] {
  const { from, to } = monthRange(year, month);
  return deadlinesBetween(from, to, holidaysAround(declared, [year]));
}

/** Moving between months reads the new month; open modals keep the month where it is. */
const MONTH_NAVIGATION = {
  'month.previous': { target: 'loading', reenter: true, actions: { type: 'moveMonth', params: { by: -1 } } },
  'month.next': { target: 'loading', reenter: true, actions: { type: 'moveMonth', params: { by: 1 } } },
  'month.current': { target: 'loading', reenter: true, actions: 'aimAtToday' },
} as const;

function openedMonth({ today, opened }: CalendarInput): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(opened ?? '');
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : { year: parts(today).year, month: parts(today).month };
}

/** The row of the deadline a "Plan jobs" button names, if the month still lists it. */
const rowOf = (rows: readonly CalendarRow[], key: string): CalendarRow | undefined => rows.find((row) => row.deadline.key === key);

const EMPTY_DRAFT: HolidayDraft = { date: '', name: '' };

export const calendarPageMachine = setup({
  types: {} as { context: CalendarContext; events: CalendarEvent; input: CalendarInput; children: CalendarChildren },
  actors: {
    fetchPeriods: readDeadlineStates,
    planJobs: planJobsMachine,
  },
  guards: {
    'jobs were created': (_, output: { created: number }) => output.created > 0,
    'the deadline is listed': ({ context, event }) => {
      assertEvent(event, 'plan.opened');
      return rowOf(context.rows, event.key) !== undefined;
    },
    'the holiday is invalid': ({ context }) => holidayProblem(context.draft, context.declared) !== null,
  },
  actions: {
    aimAtMonth: assign(({ context }) => ({ deadlines: deadlinesOf(context.year, context.month, context.declared), error: null })),
    moveMonth: assign(({ context }, params: { by: number }) => shiftMonth(context.year, context.month, params.by)),
    aimAtToday: assign(({ context }) => ({ year: parts(context.today).year, month: parts(context.today).month })),
    saveHolidays: ({ context }) => writeDeclaredHolidays(context.declared),
  },
}).createMachine({
  id: 'calendarPage',
  context: ({ input }) => ({
    ...input,
    ...openedMonth(input),
    deadlines: [],
    rows: [],
    planning: null,
    error: null,
    draft: EMPTY_DRAFT,
    draftError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'aimAtMonth',
      on: MONTH_NAVIGATION,
      invoke: {
        id: 'fetchPeriods',
        src: 'fetchPeriods',
        input: ({ context }) => ({ deadlines: context.deadlines, today: context.today }),
        onDone: { target: 'loaded', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: toUserMessage(event.error, CALENDAR_FAILED_MESSAGE) })) },
      },
    },
    loaded: {
      on: {
        ...MONTH_NAVIGATION,
        'plan.opened': {
          guard: 'the deadline is listed',
          target: 'planning',
          actions: assign({
            planning: ({ context, event }) => rowOf(context.rows, event.key) ?? null,
          }),
        },
        'holidays.opened': { target: 'editingHolidays', actions: assign({ draft: EMPTY_DRAFT, draftError: null }) },
      },
    },
    failed: {
      on: { ...MONTH_NAVIGATION, 'calendar.retried': 'loading' },
    },
    planning: {
      invoke: {
        id: 'plan',
        src: 'planJobs',
        input: ({ context }) => {
          const { deadline, state } = known(context.planning, 'deadline');
          return { deadline, planned: state.planned, likely: state.likely, userId: context.userId };
        },
        onDone: [
          {
            guard: { type: 'jobs were created', params: ({ event }) => event.output },
            target: 'loading',
            description: 'New jobs change who is planned and who is likely due, so the month is read again.',
          },
          { target: 'loaded' },
        ],
      },
    },
    editingHolidays: {
      on: {
        'holiday.drafted': {
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, [event.field]: event.value }, draftError: null })),
        },
        'holiday.added': [
          {
            guard: 'the holiday is invalid',
            description: 'Bad input adds nothing and says why.',
            actions: assign(({ context }) => ({ draftError: holidayProblem(context.draft, context.declared) })),
          },
          {
            actions: [
              assign(({ context }) => ({
                declared: [...context.declared, { date: context.draft.date.trim(), name: context.draft.name.trim() }].sort((a, b) =>
                  a.date.localeCompare(b.date),
                ),
                draft: EMPTY_DRAFT,
              })),
              'saveHolidays',
            ],
          },
        ],
        'holiday.removed': {
          actions: [
            assign(({ context, event }) => {
              assertEvent(event, 'holiday.removed');
              return { declared: context.declared.filter((h) => h.date !== event.date) };
            }),
            'saveHolidays',
          ],
        },
        'holidays.closed': { target: 'loading', description: 'Holidays move deadlines, so the month is worked out again.' },
      },
    },
  },
});
