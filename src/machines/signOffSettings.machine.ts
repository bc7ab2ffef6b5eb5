import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { fetchJobTypeOptions } from '../api/dropdowns';
import { fetchExtensions, hasExtension, EXTENSIONS } from '../api/extensions';
import { fetchSignOffSettings, saveSignOffSettings, type SignOffSettings } from '../api/signOff';
import type { OptionItem } from '../api/types';
import { signOffSettingsProblem } from '../domain/signOff';
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
  | { type: 'form.submitted' }
  | { type: 'reload.requested' };

const toggled = (list: readonly number[], id: number, on: boolean): number[] =>
  on ? [...new Set([...list, id])].sort((a, b) => a - b) : list.filter((x) => x !== id);

/**
 * The Settings screen's sign-off section (docs/behaviour.md §4 "Sign-off levels"): it asks
 * whether the server keeps the setting (`unavailable` says so in one line), reads it with the
 * job types, edits it and saves it; a refused save keeps what was chosen, with the message.
 */
export const signOffSettingsMachine = setup({
  types: {} as { context: SignOffSettingsContext; events: SignOffSettingsEvent },
  actors: {
    load: fromPromise<SettingsRead>(({ signal }) =>
      untilAbandoned(
        (async () => {
          const extensions = await fetchExtensions(signal);
          if (!hasExtension(extensions, EXTENSIONS.signOff)) return { settings: null, jobTypes: [] };
          const [settings, jobTypes] = await Promise.all([fetchSignOffSettings(signal), fetchJobTypeOptions(signal)]);
          return { settings, jobTypes };
        })(),
        signal,
      ),
    ),
    save: fromPromise<SignOffSettings, SignOffSettings>(({ input, signal }) => untilAbandoned(saveSignOffSettings(input, signal), signal)),
  },
  guards: {
    'the server keeps the setting': (_, params: { settings: SignOffSettings | null }) => params.settings !== null,
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
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: { type: 'the server keeps the setting', params: ({ event }) => ({ settings: event.output.settings }) },
            target: 'editing',
            actions: assign(({ event }) => ({
              jobTypes: event.output.jobTypes,
              saved: event.output.settings,
              values: event.output.settings ?? { secondLevelJobTypeIds: [], secondLevelRoles: [] },
              error: null,
            })),
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toUserMessage(event.error, SETTINGS_LOAD_FAILURE) }) },
      },
    },
    failed: { on: { 'reload.requested': { target: 'loading', actions: assign({ error: null }) } } },
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
