/**
 * The planning section on Settings (docs/behaviour.md §4 "Planned work"), along paths generated
 * from its machine: read (with or without the `templates` extension), the days ahead typed,
 * refused before sending when not a whole number in range, saved or refused by the server.
 * Every path is walked on the machine against the mock backend, with what the server stored
 * after each step, and a covering set on the rendered Settings screen
 * (docs/decisions/020-every-path-on-its-machine.md). The read is its loader's
 * (`planningSettingLoader`), modelled on its own: read, no extension, or failed and tried again.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { extensionPaths } from '../../src/api/extensions';
import { PLANNING_MESSAGES } from '../../src/domain/templates';
import { PLANNING_LOAD_FAILED, planningSettingLoader, planningSettingsMachine } from '../../src/machines/planningSettings.machine';
import { PLANNING_SAVE_FAILED } from '../../src/api/templates';
import { testEachPathOnMachine } from '../support/machineWalk';
import { walkExtensionRead } from '../support/extensionRead';
import { describePath, everyAndCovering, type ModelEvent } from '../support/paths';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { answerCall, holdCall, type QueuedHeldCall } from '../support/server';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof planningSettingsMachine>;

const UNAVAILABLE = 'Planning ahead is not available: this server does not keep templates.';

const loaded = (withExtension: boolean): ModelEvent => ({
  type: 'xstate.snapshot.load',
  snapshot: withExtension
    ? { value: 'loaded', context: { data: { daysAhead: getDb().planning.daysAhead }, error: null } }
    : { value: 'empty', context: { data: null, error: null } },
});

function events(s: Snapshot): ModelEvent[] {
  if (s.matches('reading')) return [loaded(true), loaded(false)];
  if (s.matches({ editing: 'saving' }))
    return [
      { type: 'xstate.done.actor.save', output: { daysAhead: Number(s.context.text) } },
      { type: 'xstate.error.actor.save', error: new Error('500') },
    ];
  if (!s.matches('editing')) return [];
  const typed: ModelEvent[] = s.context.text === '7' ? [{ type: 'days.changed', text: 'abc' }] : [{ type: 'days.changed', text: '7' }];
  if (s.matches({ editing: 'saved' }))
    return [...typed, { type: 'form.submitted' }, { type: 'xstate.after.noticeDelay.planningSettings.editing.saved' }];
  return [...typed, { type: 'form.submitted' }];
}

const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.text, s.context.error, s.context.notice]);
const paths = everyAndCovering(planningSettingsMachine, { events, serialize });

/** What the server keeps: 14 days ahead until a save succeeds, then the days that save sent. */
function expectStored(_: Snapshot, taken: ReadonlyArray<{ state: Snapshot }>): void {
  const saved = taken.filter((step, i) => step.state.matches({ editing: 'saved' }) && taken[i - 1]?.state.matches({ editing: 'saving' }));
  expect(getDb().planning.daysAhead).toBe(saved.length > 0 ? Number(saved[saved.length - 1].state.context.text) : 14);
}

testEachPathOnMachine({
  machine: planningSettingsMachine,
  paths: paths.every,
  coverage: 'planningSettings',
  look: serialize,
  prepare: () => {
    getDb().planning = { daysAhead: 14 };
  },
  execute: (event, _before, { backend }) => settingRead.answer(event, backend),
  expectStored,
});

type ReadSnapshot = SnapshotFrom<typeof planningSettingLoader>;

const settingRead = walkExtensionRead(planningSettingLoader, 'planningSettingRead', {
  read: () => ({ daysAhead: 14 }),
  withoutExtension: null,
});

interface World {
  app: RenderedApp;
  read: QueuedHeldCall;
  saves: QueuedHeldCall;
}

/** The section, found by its heading. */
const section = () => screen.getByRole('heading', { name: 'Planning' }).closest('section') ?? document.body;

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
    case 'days.changed': {
      const input = within(section()).getByLabelText(/^Days ahead/);
      await user.clear(input);
      return user.type(input, String(event.text));
    }
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
    if (s.matches('reading') && !noExtension) expect(here.getByText('Loading the planning setting')).toBeTruthy();
    if (s.matches('unavailable')) expect(here.getByText(UNAVAILABLE)).toBeTruthy();
    if (!s.matches('editing')) return;
    expect((here.getByLabelText(/^Days ahead/) as HTMLInputElement).value).toBe(s.context.text);
    for (const message of [PLANNING_MESSAGES.daysAhead, PLANNING_SAVE_FAILED])
      expect(here.queryByText(message) !== null).toBe(s.context.error === message);
    expect(here.queryByText(PLANNING_MESSAGES.saved) !== null).toBe(s.context.notice === PLANNING_MESSAGES.saved);
  });
}

async function expectRead(s: ReadSnapshot, noExtension: boolean): Promise<void> {
  await waitFor(() => {
    const here = within(section());
    if (s.matches('loading') && !noExtension) expect(here.getByText('Loading the planning setting')).toBeTruthy();
    if (s.matches('failed')) expect(here.getByRole('alert').textContent).toContain(PLANNING_LOAD_FAILED);
    else expect(here.queryByText(PLANNING_LOAD_FAILED)).toBeNull();
    if (s.matches('loaded')) expect(here.getByLabelText(/^Days ahead/)).toBeTruthy();
    if (s.matches('empty')) expect(here.getByText(UNAVAILABLE)).toBeTruthy();
  });
}

/** Opens Settings with the setting's read held, against a server without the extension when the path says so. */
async function open(noExtension: boolean): Promise<World> {
  getDb().planning = { daysAhead: 14 };
  if (noExtension) answerCall('get', extensionPaths.capabilities, {}, 404);
  const read = holdCall('get', extensionPaths.planningSettings);
  const saves = holdCall('put', extensionPaths.planningSettings);
  const app = await renderApp('/settings', { as: 'admin' });
  await screen.findByRole('heading', { name: 'Planning' });
  return { app, read, saves };
}

describe('the planning setting, on screen', () => {
  testEachPath(
    {
      machine: planningSettingsMachine,
      paths: paths.covering,
      coverage: 'planningSettings',
      name: (path) => describePath(path.steps),
      onScreen: true,
    },
    async (path) => {
      const noExtension = path.steps.some((step) => settingRead.endsWithout(step.event as ModelEvent));
      const world = await open(noExtension);
      await walkPath(
        path,
        (event) => execute(event, world),
        async (state, _, taken) => {
          await expectScreen(state, noExtension);
          expectStored(state, taken);
        },
      );
    },
    60_000,
  );
  testEachPath(
    {
      machine: planningSettingLoader,
      paths: settingRead.paths.covering,
      coverage: 'planningSettingRead',
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
