/**
 * The dashboard's "Plan next period" (docs/behaviour.md §2 Dashboard): the firm's planning
 * setting says how many days ahead a period is planned; each obligation whose next period's
 * window has opened is offered, and "Plan next period" opens the same Plan jobs wizard as the
 * calendar (planJobs.machine.ts). A server without the `templates` extension offers nothing.
 */
import { assertEvent, assign, setup } from 'xstate';
import { readDeclaredHolidaysFrom } from '../api/declaredHolidays';
import { EXTENSIONS, fetchExtensions, hasExtension } from '../api/extensions';
import { fetchPlanningSettings } from '../api/templates';
import {
  deadlinesBetween,
  holidaysAround,
  nextDays,
  openPlanningWindows,
  parts,
  planningHorizon,
  type CivilDate,
} from '../domain/compliance';
import { readDeadlineRows, type DeadlineRow } from './deadlineStates';
import { createLoaderMachine, oneMessage } from './loader.machine';
import { planJobsMachine } from './planJobs.machine';

export const PLAN_NEXT_FAILED_MESSAGE = 'Failed to read which periods are ready to plan';

export interface PlanNextInput {
  today: CivilDate;
  userId: number;
}

export interface PlanNextContext extends PlanNextInput {
  /** Each obligation's next period whose window has opened, with who is planned and likely due. */
  windows: DeadlineRow[];
  /** The window being planned. */
  planning: DeadlineRow | null;
  error: string | null;
}

export type PlanNextEvent = { type: 'plan.opened'; key: string } | { type: 'reload.requested' };

/** Null: the server keeps no templates, so there is nothing to plan from here. */
async function readWindows({ today }: PlanNextInput, signal: AbortSignal): Promise<DeadlineRow[] | null> {
  const extensions = await fetchExtensions(signal);
  if (!hasExtension(extensions, EXTENSIONS.templates)) return null;
  const [{ daysAhead }, { holidays: declared }] = await Promise.all([
    fetchPlanningSettings(signal),
    readDeclaredHolidaysFrom(extensions, signal),
  ]);
  const { from, to } = nextDays(today, planningHorizon(daysAhead));
  const year = parts(today).year;
  const deadlines = openPlanningWindows(deadlinesBetween(from, to, holidaysAround(declared, [year, year + 1])), today, daysAhead);
  return deadlines.length === 0 ? [] : readDeadlineRows({ deadlines, today }, signal);
}

/**
 * The windows' read, by the loader factory (loader.machine.ts): null is a server without
 * templates, which the loader calls empty; a failure maps to its message in one place.
 */
export const windowsLoader = createLoaderMachine('planNextWindows', {
  load: (input: PlanNextInput, signal) => readWindows(input, signal),
  isEmpty: (windows: DeadlineRow[] | null) => windows === null,
  messages: oneMessage(PLAN_NEXT_FAILED_MESSAGE),
  reload: 'after a failure',
});

export const planNextMachine = setup({
  types: {} as {
    context: PlanNextContext;
    events: PlanNextEvent;
    input: PlanNextInput;
    children: { plan: 'planJobs'; readWindows: 'readWindows' };
  },
  actors: {
    readWindows: windowsLoader,
    planJobs: planJobsMachine,
  },
}).createMachine({
  id: 'planNext',
  context: ({ input }) => ({ ...input, windows: [], planning: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'readWindows',
        src: 'readWindows',
        input: ({ context }) => ({ today: context.today, userId: context.userId }),
        // The loader says when the windows are read, or why not (loader.machine.ts loadFailure).
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded',
            target: 'loaded',
            actions: assign({ windows: ({ event }) => event.snapshot.context.data ?? [], error: null }),
          },
          { guard: ({ event }) => event.snapshot.value === 'empty', target: 'unavailable' },
          {
            guard: ({ event }) => event.snapshot.value === 'failed',
            target: 'failed',
            actions: assign({ error: ({ event }) => event.snapshot.context.error ?? PLAN_NEXT_FAILED_MESSAGE }),
          },
        ],
      },
    },
    failed: { on: { 'reload.requested': 'loading' } },
    unavailable: {},
    loaded: {
      on: {
        'plan.opened': {
          guard: ({ context, event }) => context.windows.some((row) => row.deadline.key === event.key),
          target: 'planning',
          actions: assign({
            planning: ({ context, event }) => {
              assertEvent(event, 'plan.opened');
              return context.windows.find((row) => row.deadline.key === event.key) ?? null;
            },
          }),
        },
      },
    },
    planning: {
      invoke: {
        id: 'plan',
        src: 'planJobs',
        input: ({ context }) => {
          const row = context.planning ?? context.windows[0];
          return { deadline: row.deadline, planned: row.state.planned, likely: row.state.likely, userId: context.userId };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.created > 0,
            target: 'loading',
            description: 'New jobs change who is planned and who is likely due, so the windows are read again.',
            actions: assign({ planning: null }),
          },
          { target: 'loaded', actions: assign({ planning: null }) },
        ],
      },
    },
  },
});
