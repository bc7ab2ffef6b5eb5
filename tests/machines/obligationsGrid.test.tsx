/**
 * The client x obligation grid (docs/behaviour.md §2 Client obligations), along paths generated
 * from its machine: every path walked on the machine against the mock backend with what the
 * server stored after each step, and the covering set on the rendered screen. A cell set, a
 * bulk change of the chosen rows, a bad year end refused before sending, saves answered or
 * failed, a save with nothing changed, a bulk change with nothing chosen. The grid's read is its
 * loader's (`gridLoader`), modelled on its own: read, found no extension, or failed and tried again.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { extensionPaths } from '../../src/api/extensions';
import { YEAR_END_INVALID, civilToday, changedRows } from '../../src/domain/compliance';
import {
  GRID_LOAD_FAILED,
  GRID_NOTICE_MS,
  GRID_NOTHING_CHANGED,
  GRID_NOTHING_CHOSEN,
  GRID_SAVED,
  GRID_SAVE_FAILED,
  gridLoader,
  obligationsGridMachine,
} from '../../src/machines/obligationsGrid.machine';
import { GRID_UNAVAILABLE } from '../../src/views/compliance/ObligationsPage';
import { describePath, everyAndCovering, type ModelEvent, type ModelPath } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { serveWithoutExtensions, walkExtensionRead } from '../support/extensionRead';
import { testEachPath, walkPath } from '../support/walk';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { holdCall, type QueuedHeldCall } from '../support/server';
import { replaceText } from '../support/fill';
import { passTime } from '../support/time';

type Snapshot = SnapshotFrom<typeof obligationsGridMachine>;

const INPUT = { today: civilToday() };
/** The grid's first client by name, as the server lists it. */
const FIRST = getDb()
  .clients.filter((c) => c.active)
  .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.id - b.id)[0];

/** The grid as the server answers it: a row per active client, by name, owing what it keeps. */
function gridAsServed() {
  const kept = new Map(getDb().clientObligations.map((row) => [row.clientId, row]));
  return getDb()
    .clients.filter((c) => c.active)
    .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.id - b.id)
    .map((c) => ({
      clientId: c.id,
      clientName: c.clientName,
      owes: kept.get(c.id)?.owes ?? [],
      yearEnd: kept.get(c.id)?.yearEnd ?? null,
      incorporated: kept.get(c.id)?.incorporated ?? null,
    }));
}

const rowOf = (s: Snapshot) => s.context.rows.find((r) => r.clientId === FIRST.id);
const changed = (s: Snapshot) => changedRows(s.context.saved, s.context.rows).length > 0;

const look = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    changed(s),
    rowOf(s)?.owes.includes('vat') ?? null,
    rowOf(s)?.yearEnd ?? null,
    s.context.selected.includes(FIRST.id),
    s.context.selected.length > 0,
    s.context.rowError?.message ?? null,
    s.context.error,
    s.context.notice,
  ]);

function events(s: Snapshot): ModelEvent[] {
  if (s.matches('reading'))
    return [
      // The grid's loader (loader.machine.ts) read the grid, or found no extension; its failure is its own (below).
      { type: 'xstate.snapshot.load', snapshot: { value: 'loaded', context: { data: gridAsServed(), error: null } } },
      { type: 'xstate.snapshot.load', snapshot: { value: 'empty', context: { data: null, error: null } } },
    ];
  if (!s.matches('ready')) return [];
  const row = rowOf(s);
  if (!row) return [];
  const chosen = s.context.selected.includes(FIRST.id);
  const filters: ModelEvent[] = [
    { type: 'filter.changed', text: FIRST.clientName.slice(0, 6) },
    { type: 'column.filtered', column: 'vat' },
    { type: 'bulk.columnChosen', column: 'vat' },
  ];
  if (s.matches({ ready: 'saving' }))
    return [
      { type: 'xstate.done.actor.save', output: s.context.rows },
      { type: 'xstate.error.actor.save', error: new Error('500') },
    ];
  const edits: ModelEvent[] = [];
  if (!changed(s)) {
    edits.push({ type: 'cell.toggled', clientId: FIRST.id, column: 'vat', owes: !row.owes.includes('vat') });
    edits.push({ type: 'dates.changed', clientId: FIRST.id, yearEnd: '02-30', incorporated: row.incorporated });
    if (!chosen) edits.push({ type: 'row.selected', clientId: FIRST.id, selected: true });
    // "Choose all shown" chooses every row the filters show, from none chosen.
    if (s.context.selected.length === 0) edits.push({ type: 'shown.selected', selected: true });
  } else if (row.yearEnd === '02-30') {
    edits.push({ type: 'dates.changed', clientId: FIRST.id, yearEnd: '03-31', incorporated: row.incorporated });
  }
  if (s.matches({ ready: 'saved' })) return [...edits, { type: 'xstate.after.noticeDelay.obligationsGrid.ready.saved' }];
  return [
    ...edits,
    ...filters,
    { type: 'bulk.applied', owes: !row.owes.includes('vat') },
    { type: 'changes.saved' },
    { type: 'changes.discarded' },
  ];
}

const paths = everyAndCovering(obligationsGridMachine, { events, serialize: look, input: INPUT });

/** What the server keeps for the first client: as the grid last saved it, whatever is only edited. */
function expectStored(actual: Snapshot): void {
  if (!actual.matches('ready') || actual.matches({ ready: 'saving' })) return;
  const kept = getDb().clientObligations.find((r) => r.clientId === FIRST.id);
  const saved = actual.context.saved.find((r) => r.clientId === FIRST.id);
  expect(kept?.owes ?? []).toEqual(saved?.owes ?? []);
  expect(kept?.yearEnd ?? null).toBe(saved?.yearEnd ?? null);
}

/** Whether a step is the grid's loader ending in this state: as the grid sees it, or as the loader's own call ends. */
function loaderSays(event: ModelEvent, value: 'loaded' | 'empty' | 'failed'): boolean {
  if (event.type === 'xstate.done.actor.load') return (event.output === null ? 'empty' : 'loaded') === value;
  if (event.type === 'xstate.error.actor.load') return value === 'failed';
  const snapshot: unknown = event.type === 'xstate.snapshot.load' ? event.snapshot : null;
  return typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && snapshot.value === value;
}

testEachPathOnMachine({
  machine: obligationsGridMachine,
  paths: paths.every,
  coverage: 'obligationsGrid',
  look,
  input: INPUT,
  calls: { save: extensionPaths.clientObligations },
  execute: (event, _before, { backend }) => gridRead.answer(event, backend),
  expectStored,
});

type ReadSnapshot = SnapshotFrom<typeof gridLoader>;

/** The grid's loader: read, found no extension, or failed and tried again. */
const gridRead = walkExtensionRead(gridLoader, 'obligationsGridRead', { read: gridAsServed, withoutExtension: null });

interface World {
  app: RenderedApp;
  grid: QueuedHeldCall;
  saves: QueuedHeldCall;
}

/*
 * The grid shows up to a hundred rows of checkboxes: a role query over the whole page computes the
 * name of each of them (docs/testing.md, "What a test costs"), so the screen is looked at within the
 * first client's row, the grid's head, the bulk bar and the form's actions.
 */

/** The first client's row, found by its row header's text; null while the filters hide it. */
function firstRow(): HTMLElement | null {
  const header = screen.queryAllByText(FIRST.clientName, { selector: 'th' })[0];
  return header?.closest('tr') ?? null;
}

function theFirstRow(): HTMLElement {
  const row = firstRow();
  if (!row) throw new Error(`${FIRST.clientName} is not shown in the grid`);
  return row;
}

const gridForm = () => screen.getByRole('form', { name: 'Client obligations' });
const bulkBar = () => screen.getByRole('group', { name: 'Change the chosen clients' });
const gridHead = () => {
  const head = within(gridForm()).getByRole('region', { name: 'Obligations by client' }).querySelector('thead');
  if (!head) throw new Error('the grid has no head');
  return head;
};

async function execute(event: ModelEvent, world: World): Promise<void> {
  const { user } = world.app;
  const cell = (label: string) => within(theFirstRow()).getByRole('checkbox', { name: label });
  switch (event.type) {
    case 'xstate.snapshot.load':
    case 'xstate.done.actor.load':
    case 'xstate.error.actor.load':
      // Against a server without the extension (set up before the screen opened) the grid is never read.
      if (loaderSays(event, 'empty')) return;
      return loaderSays(event, 'failed') ? world.grid.fail(500) : world.grid.passThrough();
    case 'reload.requested':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'cell.toggled':
      return user.click(cell(`${FIRST.clientName} owes VAT`));
    case 'row.selected':
      return user.click(cell(`Choose ${FIRST.clientName}`));
    case 'shown.selected':
      return user.click(within(gridHead()).getByRole('checkbox', { name: 'Choose all shown' }));
    case 'dates.changed': {
      // One change of the field, as the model's event is one (tests/support/fill.ts).
      return replaceText(user, within(theFirstRow()).getByRole('textbox', { name: `${FIRST.clientName} year end` }), String(event.yearEnd));
    }
    case 'filter.changed':
      return replaceText(
        user,
        within(screen.getByRole('search', { name: 'Filter clients' })).getByRole('textbox', { name: 'Client name' }),
        String(event.text),
      );
    case 'column.filtered':
      await user.click(within(screen.getByRole('search', { name: 'Filter clients' })).getByRole('combobox', { name: 'Owes' }));
      return user.click(await screen.findByRole('option', { name: 'VAT' }));
    case 'bulk.columnChosen':
      await user.click(within(bulkBar()).getByRole('combobox', { name: 'Obligation' }));
      return user.click(await screen.findByRole('option', { name: 'VAT' }));
    case 'bulk.applied':
      return user.click(within(bulkBar()).getByRole('button', { name: event.owes ? 'Set for chosen' : 'Clear for chosen' }));
    case 'changes.saved':
      return user.click(within(gridForm()).getByRole('button', { name: 'Save changes' }));
    case 'changes.discarded':
      return user.click(within(gridForm()).getByRole('button', { name: 'Discard changes' }));
    case 'xstate.done.actor.save':
      return world.saves.passThrough();
    case 'xstate.error.actor.save':
      return world.saves.fail(500);
    case 'xstate.after.noticeDelay.obligationsGrid.ready.saved':
      // The path runs on fake time (simulateTimeFor): the notice's delay is jumped, not waited out.
      return passTime(GRID_NOTICE_MS);
  }
}

async function expectScreen(s: Snapshot, withoutExtension: boolean): Promise<void> {
  await waitFor(() => {
    // Against a server without the extension the read ends before the screen can be looked at.
    if (s.matches('reading') && !withoutExtension) expect(screen.getByText('Loading client obligations')).toBeTruthy();
    if (s.matches('unavailable')) expect(screen.getByText(GRID_UNAVAILABLE)).toBeTruthy();
    if (!s.matches('ready')) return;
    const row = rowOf(s);
    const shownRow = firstRow();
    const box = shownRow && within(shownRow).queryByRole('checkbox', { name: `${FIRST.clientName} owes VAT` });
    // The filters may hide the first client; when shown, it shows what the grid holds.
    if (shownRow && box) {
      expect((box as HTMLInputElement).checked).toBe(row?.owes.includes('vat'));
      expect((within(shownRow).getByRole('textbox', { name: `${FIRST.clientName} year end` }) as HTMLInputElement).value).toBe(
        row?.yearEnd ?? '',
      );
    }
    expect(within(bulkBar()).getByText(`${s.context.selected.length} chosen`)).toBeTruthy();
    for (const message of [GRID_NOTHING_CHANGED, GRID_NOTHING_CHOSEN, GRID_SAVE_FAILED])
      expect(screen.queryByText(message) !== null).toBe(s.context.error === message);
    expect(screen.queryByText(GRID_SAVED) !== null).toBe(s.context.notice === GRID_SAVED);
    expect(screen.queryByText(`${FIRST.clientName}: ${YEAR_END_INVALID}`) !== null).toBe(s.context.rowError !== null);
  });
}

describe('client obligations grid, on screen', () => {
  const name = (path: ModelPath<typeof obligationsGridMachine>) => describePath(path.steps);
  testEachPath(
    { machine: obligationsGridMachine, paths: paths.covering, coverage: 'obligationsGrid', input: INPUT, name, onScreen: true },
    async (path) => {
      const first = path.steps[1]?.event;
      const withoutExtension = first !== undefined && loaderSays(first as ModelEvent, 'empty');
      if (withoutExtension) serveWithoutExtensions();
      const grid = holdCall('get', extensionPaths.clientObligations);
      const saves = holdCall('put', extensionPaths.clientObligations);
      const app = await renderApp('/calendar/obligations', { as: 'admin' });
      const world: World = { app, grid, saves };
      await walkPath(
        path,
        (event) => execute(event, world),
        async (state) => {
          await expectScreen(state, withoutExtension);
          expectStored(state);
        },
      );
    },
    60_000,
  );
});

/** The grid's read as the screen shows it: the loader's state, and the grid once read. */
async function expectRead(s: ReadSnapshot, withoutExtension: boolean): Promise<void> {
  await waitFor(() => {
    if (s.matches('loading') && !withoutExtension) expect(screen.getByText('Loading client obligations')).toBeTruthy();
    if (s.matches('failed')) {
      expect(screen.getByRole('alert').textContent).toContain(GRID_LOAD_FAILED);
      expect(screen.queryByText('Loading client obligations')).toBeNull();
    } else expect(screen.queryByText(GRID_LOAD_FAILED)).toBeNull();
    if (s.matches('loaded')) expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    if (s.matches('empty')) expect(screen.getByText(GRID_UNAVAILABLE)).toBeTruthy();
  });
}

describe('client obligations grid, its read on screen', () => {
  testEachPath(
    {
      machine: gridLoader,
      paths: gridRead.paths.covering,
      coverage: 'obligationsGridRead',
      name: (path) => describePath(path.steps),
      onScreen: true,
    },
    async (path) => {
      const withoutExtension = path.steps.some((step) => loaderSays(step.event as ModelEvent, 'empty'));
      if (withoutExtension) serveWithoutExtensions();
      const grid = holdCall('get', extensionPaths.clientObligations);
      const app = await renderApp('/calendar/obligations', { as: 'admin' });
      const world: World = { app, grid, saves: holdCall('put', extensionPaths.clientObligations) };
      await walkPath(
        path,
        (event) => execute(event, world),
        (state) => expectRead(state, withoutExtension),
      );
    },
    60_000,
  );
});
