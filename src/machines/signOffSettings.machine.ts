import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { fetchJobTypeOptions } from '../api/dropdowns';
import { fetchExtensions, hasExtension, EXTENSIONS } from '../api/extensions';
import { fetchSignOffSettings, saveSignOffSettings, type SignOffSettings } from '../api/signOff';
import type { OptionItem } from '../api/types';
import { signOffSettingsProblem } from '../domain/signOff';
import { known } from './known';
import { createLoaderMachine, oneMessage } from './loader.machine';
import { untilAbandoned } from './untilAbandoned';

export const SETTINGS_LOAD_FAILURE = 'Failed to load the sign-off setting';
export const SETTINGS_SAVE_FAILURE = 'Failed to save the sign-off setting';
export const SETTINGS_SAVED = 'Sign-off setting saved';
/** docs/behaviour.md §8: success messages are gone after 3 seconds. */
export const SETTINGS_NOTICE_MS = 3000;

export interface SettingsRead {
  /** Null on a server without the sign-off extension. */
  settings: SignOffSettings | null;
  jobTypes: OptionItem[];
}

export interface SignOffSettingsContext {
  jobTypes: OptionItem[];
  /** As saved on the server. */
  saved: SignOffSettings | null;
  /** As the form holds it. */
  values: SignOffSettings;
  error: string | null;
  notice: string | null;
}

export type SignOffSettingsEvent =
  | { type: 'jobType.toggled'; jobTypeId: number; required: boolean }
  | { type: 'role.toggled'; role: number; allowed: boolean }
  | { type: 'form.submitted' };

const toggled = (list: readonly number[], id: number, on: boolean): number[] =>
  on ? [...new Set([...list, id])].sort((a, b) => a - b) : list.filter((x) => x !== id);

/** Whether the server keeps the setting, and the setting with the job types it names. */
async function readSettings(signal: AbortSignal): Promise<SettingsRead> {
  const extensions = await fetchExtensions(signal);
  if (!hasExtension(extensions, EXTENSIONS.signOff)) return { settings: null, jobTypes: [] };
  const [settings, jobTypes] = await Promise.all([fetchSignOffSettings(signal), fetchJobTypeOptions(signal)]);
  return { settings, jobTypes };
}

/**
 * The setting's read, by the loader factory (loader.machine.ts): a server without the sign-off
 * extension has none, which the loader calls empty; a failure maps to its message in one place.
 */
export const signOffSettingsLoader = createLoaderMachine('signOffSettingsRead', {
  load: (_: undefined, signal) => readSettings(signal),
  isEmpty: (read: SettingsRead) => read.settings === null,
  messages: oneMessage(SETTINGS_LOAD_FAILURE),
  reload: 'after a failure',
});

/**
 * The Settings screen's sign-off section (docs/behaviour.md §4 "Sign-off levels"): it asks
 * whether the server keeps the setting (`unavailable` says so in one line), reads it with the
 * job types, edits it and saves it; a refused save keeps what was chosen, with the message.
 * The read is the loader's, a child while `reading`: the view shows its loading and its failure,
 * and its Try again goes to it (docs/decisions/099-a-read-child-is-not-mirrored.md).
 */
export const signOffSettingsMachine = setup({
  types: {} as { context: SignOffSettingsContext; events: SignOffSettingsEvent; children: { load: 'load'; save: 'save' } },
  actors: {
    load: signOffSettingsLoader,
    save: fromPromise<SignOffSettings, SignOffSettings>(({ input, signal }) => untilAbandoned(saveSignOffSettings(input, signal), signal)),
  },
  guards: {
    'values are invalid': ({ context }) => signOffSettingsProblem(context.values) !== null,
  },
  actions: {
    toggleJobType: assign(({ context, event }) => {
      assertEvent(event, 'jobType.toggled');
      return {
        values: {
          ...context.values,
          secondLevelJobTypeIds: toggled(context.values.secondLevelJobTypeIds, event.jobTypeId, event.required),
        },
        notice: null,
      };
    }),
    toggleRole: assign(({ context, event }) => {
      assertEvent(event, 'role.toggled');
      return {
        values: { ...context.values, secondLevelRoles: toggled(context.values.secondLevelRoles, event.role, event.allowed) },
        notice: null,
      };
    }),
    showProblem: assign(({ context }) => ({ error: signOffSettingsProblem(context.values), notice: null })),
  },
  delays: { noticeDelay: SETTINGS_NOTICE_MS },
}).createMachine({
  id: 'signOffSettings',
  context: {
    jobTypes: [],
    saved: null,
    values: { secondLevelJobTypeIds: [], secondLevelRoles: [] },
    error: null,
    notice: null,
  },
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
            actions: assign(({ event }) => {
              const { settings, jobTypes } = known(event.snapshot.context.data, 'sign-off setting');
              const kept = known(settings, 'sign-off setting');
              return { jobTypes, saved: kept, values: kept };
            }),
          },
          { guard: ({ event }) => event.snapshot.value === 'empty', target: 'unavailable' },
        ],
      },
    },
    unavailable: {},
    editing: {
      initial: 'idle',
      on: {
        'jobType.toggled': { actions: 'toggleJobType' },
        'role.toggled': { actions: 'toggleRole' },
      },
      states: {
        idle: {
          on: {
            'form.submitted': [
              { guard: 'values are invalid', actions: 'showProblem', description: 'A setting with no role is refused before it is sent' },
              { target: 'saving', actions: assign({ error: null, notice: null }) },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => context.values,
            onDone: {
              target: 'saved',
              actions: assign(({ event }) => ({ saved: event.output, values: event.output, notice: SETTINGS_SAVED })),
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => toUserMessage(event.error, SETTINGS_SAVE_FAILURE) }),
              description: 'A refused save keeps what was chosen',
            },
          },
        },
        saved: {
          after: { noticeDelay: { target: 'idle', actions: assign({ notice: null }) } },
          on: {
            'form.submitted': [
              { guard: 'values are invalid', target: 'idle', actions: 'showProblem' },
              { target: 'saving', actions: assign({ error: null, notice: null }) },
            ],
          },
        },
      },
    },
  },
});
