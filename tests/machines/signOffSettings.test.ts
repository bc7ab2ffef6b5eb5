/**
 * The sign-off setting's section on Settings (docs/behaviour.md §4 "Sign-off levels"), along
 * paths generated from its machine: read (with or without the extension, or failing), ticked,
 * refused before sending when no role is left, saved or refused by the server. Each step is
 * checked against what the rules say the form then holds and shows.
 */
import { describe, expect } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SignOffSettings } from '../../src/api/signOff';
import { DEFAULT_SIGN_OFF_SETTINGS, SETTING_MESSAGES } from '../../src/domain/signOff';
import {
  SETTINGS_LOAD_FAILURE,
  SETTINGS_SAVED,
  SETTINGS_SAVE_FAILURE,
  signOffSettingsMachine,
  type SettingsRead,
} from '../../src/machines/signOffSettings.machine';
import { generatePaths, type ModelEvent } from '../support/paths';
import { testEachPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof signOffSettingsMachine>;

const JOB_TYPES = [
  { value: 3, label: 'Tax Filing' },
  { value: 4, label: 'Audit' },
];
const loaded = (settings: SignOffSettings | null): ModelEvent => ({
  type: 'xstate.done.actor.load',
  output: { settings, jobTypes: settings ? JOB_TYPES : [] },
});

function events(s: Snapshot): ModelEvent[] {
  if (s.matches('loading'))
    return [loaded(DEFAULT_SIGN_OFF_SETTINGS), loaded(null), { type: 'xstate.error.actor.load', error: new Error('500') }];
  if (s.matches('failed')) return [{ type: 'reload.requested' }];
  if (!s.matches('editing')) return [];
  const { values } = s.context;
  const edits: ModelEvent[] = [
    { type: 'jobType.toggled', jobTypeId: 3, required: !values.secondLevelJobTypeIds.includes(3) },
    { type: 'role.toggled', role: 2, allowed: !values.secondLevelRoles.includes(2) },
    { type: 'role.toggled', role: 3, allowed: !values.secondLevelRoles.includes(3) },
    { type: 'form.submitted' },
  ];
  if (s.matches({ editing: 'saving' }))
    return [
      ...edits.slice(0, 3),
      { type: 'xstate.done.actor.save', output: values },
      { type: 'xstate.error.actor.save', error: new Error('500') },
    ];
  if (s.matches({ editing: 'saved' })) return [...edits, { type: 'xstate.after.noticeDelay.signOffSettings.editing.saved' }];
  return edits;
}

const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.values, s.context.error, s.context.notice]);
const paths = generatePaths(signOffSettingsMachine, { events, serialize, extend: 'new transitions' });

/** What the section holds after `event`, by the rules, from what it held before. */
function expected(before: Snapshot, event: ModelEvent): { state: string; error: string | null; notice: string | null } | null {
  const noRole = before.context.values.secondLevelRoles.length === 0;
  switch (event.type) {
    case 'xstate.done.actor.load':
      return { state: (event.output as SettingsRead).settings === null ? 'unavailable' : 'editing', error: null, notice: null };
    case 'xstate.error.actor.load':
      return { state: 'failed', error: SETTINGS_LOAD_FAILURE, notice: null };
    case 'form.submitted':
      return noRole ? { state: 'editing', error: SETTING_MESSAGES.noRole, notice: null } : { state: 'editing', error: null, notice: null };
    case 'xstate.done.actor.save':
      return { state: 'editing', error: null, notice: SETTINGS_SAVED };
    case 'xstate.error.actor.save':
      return { state: 'editing', error: SETTINGS_SAVE_FAILURE, notice: null };
    default:
      return null;
  }
}

/** Calls that never answer: the path's own events say how each ends. */
const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

describe('the sign-off setting (generated paths)', () => {
  testEachPath({ machine: signOffSettingsMachine, paths, coverage: 'signOffSettings' }, (path) => {
    const actor = createActor(
      signOffSettingsMachine.provide({ actors: { load: never<SettingsRead>(), save: never<SignOffSettings, SignOffSettings>() } }),
    ).start();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      const event = step.event as ModelEvent;
      actor.send(event as never);
      const after = actor.getSnapshot();
      const want = expected(before, event);
      if (want) {
        expect(String(Object.keys(typeof after.value === 'string' ? { [after.value]: 1 } : after.value)[0])).toBe(want.state);
        expect(after.context.error).toBe(want.error);
        expect(after.context.notice).toBe(want.notice);
      }
      if (event.type === 'form.submitted')
        expect(after.matches({ editing: 'saving' })).toBe(before.context.values.secondLevelRoles.length > 0);
      if (event.type === 'jobType.toggled' || event.type === 'role.toggled') {
        const list = event.type === 'jobType.toggled' ? after.context.values.secondLevelJobTypeIds : after.context.values.secondLevelRoles;
        const id = event.type === 'jobType.toggled' ? event.jobTypeId : event.role;
        expect(list.includes(Number(id))).toBe(Boolean(event.type === 'jobType.toggled' ? event.required : event.allowed));
        // What was saved stays as the server has it until a save succeeds.
        expect(after.context.saved).toEqual(before.context.saved);
      }
      if (event.type === 'xstate.done.actor.save') expect(after.context.saved).toEqual(before.context.values);
      expect(serialize(after)).toBe(serialize(step.state));
    }
  });
});
