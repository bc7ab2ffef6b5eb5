/**
 * The Compliance Calendar screen (docs/behaviour.md §2): one month of statutory deadlines, each
 * with its planned, likely-due and overdue clients, read from the jobs list by period
 * (docs/decisions/010-compliance-jobs-by-name.md). It invokes the Plan jobs wizard while it is
 * open and reads the month again when the wizard created jobs; the declared holidays are edited
 * in the Public holidays modal it spawns while it is open (declaredHolidays.machine.ts,
 * docs/decisions/098-public-holidays-saved-in-place.md), which tells it each list it saved and
 * when it closes. The month shown is in the address (`?month=YYYY-MM`,
 * docs/design.md §1 "Lists keep their place in the address"): each move writes a new history
 * entry, and Back or Forward moves the calendar to the month the address names.
 */
import { assertEvent, assign, sendParent, sendTo, setup, spawnChild, stopChild } from 'xstate';
import {
  COMPLIANCE_RULES,
  CALENDAR_FAILED_MESSAGE,
  deadlinesBetween,
  holidaysAround,
  monthRange,
  parts,
  shiftMonth,
  type ClientObligations,
  type CivilDate,
  type ComplianceRule,
  type Deadline,
  type Holiday,
  type SubstituteOverride,
} from '../domain/compliance';
import { readCalendarAddress, writeCalendarAddress, type CalendarMonth } from '../domain/listAddress';
import { noAddress, type AddressChangedEvent } from './address';
import { holidaysFormMachine, holidaysOpened, type KeptHolidays } from './declaredHolidays.machine';
import { readDeadlineRows, type DeadlineRow, type DeadlinesToRead } from './deadlineStates';
import { createLoaderMachine } from './loader.machine';
import { known } from './known';
import { planJobsMachine } from './planJobs.machine';

export interface CalendarInput {
  today: CivilDate;
  /** The address's query string: `month=YYYY-MM` opens that month; this month when absent or unreadable. */
  search?: string;
  userId: number;
  declared: Holiday[];
  /** The server keeps the holidays for the whole firm; false: this browser does. */
  firmWide: boolean;
  /** An admin's removals and moves of the computed weekend substitutes (kept only by a server that keeps the holidays). */
  substitutes?: SubstituteOverride[];
  /** Every version of the rules: the server's (docs/api-extensions.md `compliance-rules`), else the shipped data set. */
  rules?: ComplianceRule[];
  /** False: the server does not keep rules and the calendar uses the shipped data (said in one line). */
  rulesFromServer?: boolean;
  /** Which clients owe what; null against a server without `client-obligations`. */
  obligations?: ClientObligations[] | null;
}

/** A deadline of the month and where each client stands with it. */
export type CalendarRow = DeadlineRow;

export interface CalendarContext extends CalendarInput {
  substitutes: SubstituteOverride[];
  rules: ComplianceRule[];
  rulesFromServer: boolean;
  obligations: ClientObligations[] | null;
  year: number;
  month: number;
  deadlines: Deadline[];
  rows: CalendarRow[];
  /** The deadline the wizard plans for. */
  planning: CalendarRow | null;
  error: string | null;
}

/** The actors the calendar runs, by id: the plan wizard, the read of the month's filing periods and the Public holidays modal. */
type CalendarChildren = {
  plan: 'planJobs';
  fetchPeriods: 'fetchPeriods';
  address: 'addressChanges';
  holidays: 'holidays';
};

export type CalendarEvent =
  | { type: 'month.previous' }
  | { type: 'month.next' }
  | { type: 'month.current' }
  | { type: 'reload.requested' }
  | { type: 'plan.opened'; key: string }
  | { type: 'holidays.opened' }
  /** The Public holidays modal saved a change: the lists as now kept. */
  | { type: 'holidays.saved'; declared: Holiday[]; substitutes: SubstituteOverride[] }
  /** The Public holidays modal closed. */
  | { type: 'holidays.closed' }
  | AddressChangedEvent;

type MonthMove = Extract<CalendarEvent, { type: 'month.previous' | 'month.next' | 'month.current' }>;

function deadlinesOf(context: CalendarContext): Deadline[] {
  const { from, to } = monthRange(context.year, context.month);
  return deadlinesBetween(from, to, holidaysAround(context.declared, [context.year], context.substitutes), context.rules);
}

const thisMonth = (today: CivilDate): CalendarMonth => ({ year: parts(today).year, month: parts(today).month });

/** The month a move goes to from the one shown. */
function monthAfter(context: CalendarContext, move: MonthMove): CalendarMonth {
  if (move.type === 'month.current') return thisMonth(context.today);
  return shiftMonth(context.year, context.month, move.type === 'month.next' ? 1 : -1);
}

/** The month an address names: this month when it names none. */
const monthOf = (search: string, today: CivilDate): CalendarMonth => readCalendarAddress(search) ?? thisMonth(today);

const sameMonth = (a: CalendarMonth, b: CalendarMonth) => a.year === b.year && a.month === b.month;

/**
 * Moving between months writes the new month to the address and reads it; open modals keep
 * the month where it is. "This month" on this month reads it again without a second history
 * entry for the same month.
 */
const MOVE = {
  target: 'loading',
  reenter: true,
  actions: [
    {
      type: 'writeAddress',
      params: ({ context, event }: { context: CalendarContext; event: MonthMove }) => {
        const to = monthAfter(context, event);
        return { search: writeCalendarAddress(to), replace: sameMonth(to, context) };
      },
    },
    'moveMonth',
  ],
} as const;
const MONTH_NAVIGATION = { 'month.previous': MOVE, 'month.next': MOVE, 'month.current': MOVE } as const;

/** The row of the deadline a "Plan jobs" button names, if the month still lists it. */
const rowOf = (rows: readonly CalendarRow[], key: string): CalendarRow | undefined => rows.find((row) => row.deadline.key === key);

/**
 * The Public holidays modal (declaredHolidays.machine.ts), telling the calendar each list it
 * saved and when it closes.
 */
const holidaysModal = holidaysFormMachine.provide({
  actions: {
    announceSaved: sendParent(({ context }) => {
      const { declared, substitutes } = known(context.subject, 'holidays kept');
      return { type: 'holidays.saved', declared, substitutes };
    }),
    announceCompletion: sendParent({ type: 'holidays.closed' }),
  },
});

/**
 * The month's jobs, read by the loader factory (loader.machine.ts): its states say when they are
 * in, or why not; the page's "Try again" (`reload.requested`) reads the month again.
 */
export const monthLoader = createLoaderMachine('calendarMonth', {
  load: (input: DeadlinesToRead, signal) => readDeadlineRows(input, signal),
  isEmpty: (rows: DeadlineRow[]) => rows.length === 0,
  messages: { refused: CALENDAR_FAILED_MESSAGE, failed: CALENDAR_FAILED_MESSAGE },
  reload: 'after a failure',
});

export const calendarPageMachine = setup({
  types: {} as { context: CalendarContext; events: CalendarEvent; input: CalendarInput; children: CalendarChildren },
  actors: {
    addressChanges: noAddress.addressChanges,
    fetchPeriods: monthLoader,
    planJobs: planJobsMachine,
    holidays: holidaysModal,
  },
  guards: {
    'jobs were created': (_, output: { created: number }) => output.created > 0,
    'the deadline is listed': ({ context, event }) => {
      assertEvent(event, 'plan.opened');
      return rowOf(context.rows, event.key) !== undefined;
    },
    'address asks for another month': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      return !sameMonth(monthOf(event.search, context.today), context);
    },
  },
  actions: {
    aimAtMonth: assign(({ context }) => ({ deadlines: deadlinesOf(context), error: null })),
    moveMonth: assign(({ context, event }) => {
      assertEvent(event, ['month.previous', 'month.next', 'month.current']);
      return monthAfter(context, event);
    }),
    followAddress: assign(({ context, event }) => {
      assertEvent(event, 'address.changed');
      return monthOf(event.search, context.today);
    }),
    /** Provided by the view: writes the address (a new history entry unless `replace`). */
    writeAddress: noAddress.writeAddress,
    openHolidays: sendTo('holidays', ({ context }) => {
      const kept: KeptHolidays = { declared: context.declared, substitutes: context.substitutes, firmWide: context.firmWide };
      return holidaysOpened(kept);
    }),
  },
}).createMachine({
  id: 'calendarPage',
  context: ({ input }) => ({
    ...input,
    substitutes: input.substitutes ?? [],
    rules: input.rules ?? COMPLIANCE_RULES,
    rulesFromServer: input.rulesFromServer ?? false,
    obligations: input.obligations ?? null,
    ...monthOf(input.search ?? '', input.today),
    deadlines: [],
    rows: [],
    planning: null,
    error: null,
  }),
  initial: 'loading',
  invoke: { id: 'address', src: 'addressChanges' },
  on: {
    'address.changed': {
      guard: 'address asks for another month',
      target: '.loading',
      actions: 'followAddress',
      description:
        'Back, Forward or a link shows the month the address names, from any state: an open wizard or holidays modal closes (the holidays are kept as they change).',
    },
  },
  states: {
    loading: {
      entry: 'aimAtMonth',
      on: MONTH_NAVIGATION,
      invoke: {
        id: 'fetchPeriods',
        src: 'fetchPeriods',
        input: ({ context }) => ({ deadlines: context.deadlines, today: context.today, obligations: context.obligations }),
        // The loader says when the month is read, or why not (loader.machine.ts loadFailure).
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded' || event.snapshot.value === 'empty',
            target: 'loaded',
            actions: assign({ rows: ({ event }) => event.snapshot.context.data ?? [] }),
          },
          {
            guard: ({ event }) => event.snapshot.value === 'failed',
            target: 'failed',
            actions: assign({ error: ({ event }) => event.snapshot.context.error ?? CALENDAR_FAILED_MESSAGE }),
          },
        ],
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
        'holidays.opened': 'editingHolidays',
      },
    },
    failed: {
      on: { ...MONTH_NAVIGATION, 'reload.requested': 'loading' },
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
      description:
        'The Public holidays modal, a form-modal instance (declaredHolidays.machine.ts) saving each change as it is made; leaving the state (Back, Forward) stops it and any save under way.',
      entry: [spawnChild('holidays', { id: 'holidays' }), 'openHolidays'],
      exit: stopChild('holidays'),
      on: {
        'holidays.saved': {
          description: 'The calendar works with the lists as kept.',
          actions: assign(({ event }) => ({ declared: event.declared, substitutes: event.substitutes })),
        },
        'holidays.closed': {
          target: 'loading',
          description: 'Holidays move deadlines, so the month is worked out again.',
        },
      },
    },
  },
});
