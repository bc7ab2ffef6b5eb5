/**
 * The sign-off setting's section on Settings (docs/behaviour.md §4 "Sign-off levels"), along
 * paths generated from its machine: read (with or without the extension), ticked, refused
 * before sending when no role is left, saved or refused by the server. Every path is walked on
 * the machine against the mock backend, with what the server stored after each step, and a
 * covering set on the rendered Settings screen (docs/decisions/020-every-path-on-its-machine.md).
 * The read is its loader's (`signOffSettingsLoader`), modelled on its own: read, no extension,
 * or failed and tried again.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { extensionPaths } from '../../src/api/extensions';
import { DEFAULT_SIGN_OFF_SETTINGS, SETTING_MESSAGES, SIGN_OFF_UNAVAILABLE } from '../../src/domain/signOff';
import {
  SETTINGS_LOAD_FAILURE,
  SETTINGS_SAVED,
  SETTINGS_SAVE_FAILURE,
  signOffSettingsLoader,
  signOffSettingsMachine,
} from '../../src/machines/signOffSettings.machine';
import { testEachPathOnMachine } from '../support/machineWalk';
import { walkExtensionRead } from '../support/extensionRead';
import { describePath, everyAndCovering, type ModelEvent } from '../support/paths';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { answerCall, holdCall, type QueuedHeldCall } from '../support/server';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof signOffSettingsMachine>;

/** The job types the server names, as the section lists them. */
const jobTypes = () => getDb().jobTypes.map((t) => ({ value: t.id, label: t.name }));

const loaded = (withExtension: boolean): ModelEvent => ({
  type: 'xstate.snapshot.load',
  snapshot: withExtension
    ? { value: 'loaded', context: { data: { settings: DEFAULT_SIGN_OFF_SETTINGS, jobTypes: jobTypes() }, error: null } }
    : { value: 'empty', context: { data: { settings: null, jobTypes: [] }, error: null } },
});

function events(s: Snapshot): ModelEvent[] {
  if (s.matches('reading')) return [loaded(true), loaded(false)];
  if (!s.matches('editing')) return [];
  const { values } = s.context;
  const edits: ModelEvent[] = [
    { type: 'jobType.toggled', jobTypeId: 3, required: !values.secondLevelJobTypeIds.includes(3) },
    { type: 'role.toggled', role: 2, allowed: !values.secondLevelRoles.includes(2) },
    { type: 'role.toggled', role: 3, allowed: !values.secondLevelRoles.includes(3) },
    { type: 'form.submitted' },
  ];
  if (s.matches({ editing: 'saving' }))
    // The choices are disabled while the save runs.
    return [
      { type: 'xstate.done.actor.save', output: values },
      { type: 'xstate.error.actor.save', error: new Error('500') },
    ];
  if (s.matches({ editing: 'saved' })) return [...edits, { type: 'xstate.after.noticeDelay.signOffSettings.editing.saved' }];
  return edits;
}

const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.values, s.context.error, s.context.notice]);
const paths = everyAndCovering(signOffSettingsMachine, { events, serialize, extend: 'new transitions' });

/** What the server keeps: the setting as last saved, whatever is only ticked. */
function expectStored(s: Snapshot): void {
  if (!s.matches('editing') || s.matches({ editing: 'saving' })) return;
  expect(getDb().signOff).toEqual(s.context.saved);
}

testEachPathOnMachine({
  machine: signOffSettingsMachine,
  paths: paths.every,
  coverage: 'signOffSettings',
  look: serialize,
  execute: (event, _before, { backend }) => settingRead.answer(event, backend),
  expectStored,
});

type ReadSnapshot = SnapshotFrom<typeof signOffSettingsLoader>;

const settingRead = walkExtensionRead(signOffSettingsLoader, 'signOffSettingsRead', {
  read: () => ({ settings: DEFAULT_SIGN_OFF_SETTINGS, jobTypes: jobTypes() }),
  withoutExtension: { settings: null, jobTypes: [] },
});

interface World {
  app: RenderedApp;
  read: QueuedHeldCall;
  saves: QueuedHeldCall;
}

/** The section, found by its heading. */
const section = () => screen.getByRole('heading', { name: 'Sign-off levels' }).closest('section') ?? document.body;

const ROLE_LABELS: Record<number, string> = { 2: 'Admin', 3: 'Super Admin' };

async function execute(event: ModelEvent, world: World): Promise<void> {
  const { user } = world.app;
  switch (event.type) {
    case 'xstate.snapshot.load':
    case 'xstate.done.actor.load':
    case 'xstate.error.actor.load':
      // Against a server without the extension (set up before the screen opened) the setting is never read.
      if (settingRead.endsWithout(event)) return;
      return event.type === 'xstate.error.actor.load' ? world.read.fail(500) : world.read.passThrough();
    case 'reload.requested':
      return user.click(within(section()).getByRole('button', { name: 'Try again' }));
    case 'jobType.toggled':
      return user.click(within(section()).getByRole('checkbox', { name: 'Tax Filing' }));
    case 'role.toggled':
      return user.click(within(section()).getByRole('checkbox', { name: ROLE_LABELS[Number(event.role)] }));
    case 'form.submitted':
      return user.click(within(section()).getByRole('button', { name: 'Save' }));
    case 'xstate.done.actor.save':
      return world.saves.passThrough();
    case 'xstate.error.actor.save':
      return world.saves.fail(500);
  }
}

async function expectScreen(s: Snapshot, noExtension: boolean): Promise<void> {
  await waitFor(() => {
    const here = within(section());
    // Against a server without the extension the read ends before the screen can be looked at.
    if (s.matches('reading') && !noExtension) expect(here.getByText('Loading the sign-off setting')).toBeTruthy();
    if (s.matches('unavailable')) expect(here.getByText(SIGN_OFF_UNAVAILABLE)).toBeTruthy();
    if (!s.matches('editing')) return;
    const { values } = s.context;
    expect((here.getByRole('checkbox', { name: 'Tax Filing' }) as HTMLInputElement).checked).toBe(values.secondLevelJobTypeIds.includes(3));
    for (const role of [2, 3])
      expect((here.getByRole('checkbox', { name: ROLE_LABELS[role] }) as HTMLInputElement).checked).toBe(
        values.secondLevelRoles.includes(role),
      );
    for (const message of [SETTING_MESSAGES.noRole, SETTINGS_SAVE_FAILURE])
      expect(here.queryByText(message) !== null).toBe(s.context.error === message);
    expect(here.queryByText(SETTINGS_SAVED) !== null).toBe(s.context.notice === SETTINGS_SAVED);
  });
}

async function expectRead(s: ReadSnapshot, noExtension: boolean): Promise<void> {
  await waitFor(() => {
    const here = within(section());
    if (s.matches('loading') && !noExtension) expect(here.getByText('Loading the sign-off setting')).toBeTruthy();
    if (s.matches('failed')) expect(here.getByRole('alert').textContent).toContain(SETTINGS_LOAD_FAILURE);
    else expect(here.queryByText(SETTINGS_LOAD_FAILURE)).toBeNull();
    if (s.matches('loaded')) expect(here.getByRole('checkbox', { name: 'Tax Filing' })).toBeTruthy();
    if (s.matches('empty')) expect(here.getByText(SIGN_OFF_UNAVAILABLE)).toBeTruthy();
  });
}

/** Opens Settings with the setting's read held, against a server without the extension when the path says so. */
async function open(noExtension: boolean): Promise<World> {
  if (noExtension) answerCall('get', extensionPaths.capabilities, {}, 404);
  const read = holdCall('get', extensionPaths.signOffSettings);
  const saves = holdCall('put', extensionPaths.signOffSettings);
  const app = await renderApp('/settings', { as: 'admin' });
  await screen.findByRole('heading', { name: 'Sign-off levels' });
  return { app, read, saves };
}

describe('the sign-off setting, on screen', () => {
  testEachPath(
    {
      machine: signOffSettingsMachine,
      paths: paths.covering,
      coverage: 'signOffSettings',
      name: (path) => describePath(path.steps),
      onScreen: true,
    },
    async (path) => {
      const noExtension = path.steps.some((step) => settingRead.endsWithout(step.event as ModelEvent));
      const world = await open(noExtension);
      await walkPath(
        path,
        (event) => execute(event, world),
        async (state) => {
          await expectScreen(state, noExtension);
          expectStored(state);
        },
      );
    },
    60_000,
  );
  testEachPath(
    {
      machine: signOffSettingsLoader,
      paths: settingRead.paths.covering,
      coverage: 'signOffSettingsRead',
      name: (path) => describePath(path.steps),
      onScreen: true,
    },
    async (path) => {
      const noExtension = path.steps.some((step) => settingRead.endsWithout(step.event as ModelEvent));
      const world = await open(noExtension);
      await walkPath(
        path,
        (event) => execute(event, world),
        (state) => expectRead(state, noExtension),
      );
    },
    60_000,
  );
});
