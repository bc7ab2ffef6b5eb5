import { assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { EXTENSIONS, fetchExtensions, hasExtension } from '../api/extensions';
import { PLANNING_SAVE_FAILED, fetchPlanningSettings, savePlanningSettings, type PlanningSettings } from '../api/templates';
import { MAX_DAYS_AHEAD, PLANNING_MESSAGES } from '../domain/templates';
import { createLoaderMachine, oneMessage } from './loader.machine';
import { untilAbandoned } from './untilAbandoned';
import { SETTINGS_NOTICE_MS } from './signOffSettings.machine';

export const PLANNING_LOAD_FAILED = 'Failed to load the planning setting';

export interface PlanningSettingsContext {
  /** The days ahead as typed. */
  text: string;
  error: string | null;
  notice: string | null;
}

export type PlanningSettingsEvent = { type: 'days.changed'; text: string } | { type: 'form.submitted' };

const daysOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days <= MAX_DAYS_AHEAD ? days : null;
};

/** The setting's read, by the loader factory (loader.machine.ts): null is a server without templates. */
export const planningSettingLoader = createLoaderMachine('planningSettingRead', {
  load: async (_: undefined, signal): Promise<PlanningSettings | null> =>
    hasExtension(await fetchExtensions(signal), EXTENSIONS.templates) ? fetchPlanningSettings(signal) : null,
  isEmpty: (settings: PlanningSettings | null) => settings === null,
  messages: oneMessage(PLANNING_LOAD_FAILED),
  reload: 'after a failure',
});

/**
 * The Settings screen's planning section (docs/behaviour.md §4 "Planned work"): how many days
 * before a period's jobs start the dashboard offers to plan them. A server without the
 * `templates` extension has no such setting, and the section says so in one line. The read is
 * the loader's (`planningSettingLoader`), a child while `reading`: the view shows its loading and
 * its failure, and its Try again goes to it (docs/decisions/099-a-read-child-is-not-mirrored.md).
 */
export const planningSettingsMachine = setup({
  types: {} as { context: PlanningSettingsContext; events: PlanningSettingsEvent; children: { load: 'load'; save: 'save' } },
  actors: {
    load: planningSettingLoader,
    save: fromPromise<PlanningSettings, PlanningSettings>(({ input, signal }) =>
      untilAbandoned(savePlanningSettings(input, signal), signal),
    ),
  },
  guards: {
    'the days are not a whole number in range': ({ context }) => daysOf(context.text) === null,
  },
  delays: { noticeDelay: SETTINGS_NOTICE_MS },
}).createMachine({
  id: 'planningSettings',
  context: { text: '', error: null, notice: null },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: () => undefined,
        // The loader's own states say it reads or failed to (and take Try again); the form waits for what it read.
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded',
            target: 'editing',
            actions: assign(({ event }) => ({ text: String(event.snapshot.context.data?.daysAhead ?? '') })),
          },
          { guard: ({ event }) => event.snapshot.value === 'empty', target: 'unavailable' },
        ],
      },
    },
    unavailable: {},
    editing: {
      initial: 'idle',
      on: { 'days.changed': { actions: assign(({ event }) => ({ text: event.text, error: null, notice: null })) } },
      states: {
        idle: {
          on: {
            'form.submitted': [
              {
                guard: 'the days are not a whole number in range',
                actions: assign({ error: PLANNING_MESSAGES.daysAhead, notice: null }),
                description: 'Bad input sends nothing and says why.',
              },
              { target: 'saving', actions: assign({ error: null, notice: null }) },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ daysAhead: daysOf(context.text) ?? 0 }),
            onDone: {
              target: 'saved',
              actions: assign(({ event }) => ({ text: String(event.output.daysAhead), notice: PLANNING_MESSAGES.saved })),
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => toUserMessage(event.error, PLANNING_SAVE_FAILED) }),
              description: 'A refused save keeps what was typed',
            },
          },
        },
        saved: {
          after: { noticeDelay: { target: 'idle', actions: assign({ notice: null }) } },
          on: { 'form.submitted': { target: 'idle', reenter: true } },
        },
      },
    },
  },
});
