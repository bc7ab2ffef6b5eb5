/**
 * Model-based test of the Public holidays modal (docs/behaviour.md §2 Compliance Calendar), a
 * form-modal instance that saves each change at once (declaredHolidays.machine.ts): paths
 * generated from its machine, every one walked on the machine against the mock backend, and a
 * covering set walked on the rendered calendar (docs/decisions/020-every-path-on-its-machine.md).
 * The server keeps the firm's holidays (docs/api-extensions.md `firm-holidays`): after every
 * step it holds the lists the modal shows, once no save is under way.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { extensionPaths } from '../../src/api/extensions';
import {
  DEFAULT_DECLARED_HOLIDAYS,
  HOLIDAY_DATE_REQUIRED,
  HOLIDAY_NAME_REQUIRED,
  SUBSTITUTE_MOVE_INVALID,
  civilToday,
  formatCivil,
  shiftMonth,
  weekendSubstitutes,
  type Holiday,
} from '../../src/domain/compliance';
import {
  HOLIDAYS_SAVE_FAILED,
  holidaysFormMachine,
  holidaysOpened,
  type HolidayChange,
  type KeptHolidays,
} from '../../src/machines/declaredHolidays.machine';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { testEachPathOnMachine } from '../support/machineWalk';
import { describePath, everyAndCovering, nameOfEvent, type ModelEvent, type ModelPath } from '../support/paths';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { holdCall, type QueuedHeldCall } from '../support/server';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof holidaysFormMachine>;

// Next month's calendar: the modal shows its year's declared holidays and weekend substitutes.
const today = civilToday();
const next = shiftMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1);
const OPENED = `${next.year}-${String(next.month).padStart(2, '0')}`;
/** The lists as the seed keeps them, which the calendar opens the modal with. */
const KEPT: KeptHolidays = { declared: DEFAULT_DECLARED_HOLIDAYS, substitutes: [], firmWide: true };
const HOLIDAY: Holiday = { date: `${OPENED}-03`, name: 'Declared day' };
/** The opened year's first computed weekend substitute, which an admin removes and puts back (none in some years). */
const SUBSTITUTE = weekendSubstitutes(next.year, DEFAULT_DECLARED_HOLIDAYS)[0] ?? null;

function nextSunday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

const added = (s: Snapshot) => s.context.subject?.declared.some((h) => h.date === HOLIDAY.date) ?? false;

/** Which failure the modal says: none, the save's, or that it stopped waiting. */
const failure = (s: Snapshot) => (s.context.error === null ? null : s.context.error === STOPPED_WAITING_MESSAGE ? 'stopped' : 'failed');

const serialize = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.values.date !== '',
    s.context.values.name !== '',
    added(s),
    s.context.subject?.substitutes.length ?? 0,
    failure(s),
    Object.keys(s.context.fieldErrors).sort(),
    // While a save runs, which change it sends.
    s.matches('submitting') ? s.context.values.change : null,
  ]);

/** The lists as kept once the change a save sends is stored, as the server answers them. */
function keptAfter(s: Snapshot): KeptHolidays {
  const kept = s.context.subject ?? KEPT;
  const change = s.context.values.change;
  if (change?.kind === 'added')
    return { ...kept, declared: [...kept.declared, { ...HOLIDAY }].sort((a, b) => a.date.localeCompare(b.date)) };
  if (change?.kind === 'removed') return { ...kept, declared: kept.declared.filter((h) => h.date !== change.date) };
  if (change?.kind === 'substituteMoved') return { ...kept, substitutes: [{ for: change.for, date: change.date }] };
  return { ...kept, substitutes: [] };
}

const submitted = (change: HolidayChange): ModelEvent => ({ type: 'form.submitted', patch: { change } });

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('closed')) return s.context.subject === null ? [holidaysOpened(KEPT)] : [];
  if (s.matches('submitting'))
    return [
      { type: 'xstate.done.actor.save', output: keptAfter(s) },
      { type: 'xstate.error.actor.save', error: new Error('500') },
      { type: 'submission.cancelled' },
    ];
  const events: ModelEvent[] = [{ type: 'modal.closed' }];
  if (added(s)) events.push(submitted({ kind: 'removed', date: HOLIDAY.date }));
  else {
    if (s.context.values.date === '') events.push({ type: 'fields.changed', patch: { date: HOLIDAY.date } });
    if (s.context.values.name === '') events.push({ type: 'fields.changed', patch: { name: HOLIDAY.name } });
    events.push(submitted({ kind: 'added' }));
  }
  if (SUBSTITUTE) {
    if ((s.context.subject?.substitutes.length ?? 0) > 0) events.push(submitted({ kind: 'substituteRestored', for: SUBSTITUTE.for }));
    else
      events.push(
        submitted({ kind: 'substituteMoved', for: SUBSTITUTE.for, date: null }),
        // A Sunday is refused with the reason, and nothing is saved.
        submitted({ kind: 'substituteMoved', for: SUBSTITUTE.for, date: nextSunday(SUBSTITUTE.date) }),
      );
  }
  return events;
}

const paths = everyAndCovering(holidaysFormMachine, { events: eventsFor, serialize });

const changeOf = (event: ModelEvent): HolidayChange | null => {
  const patch = event.patch;
  return typeof patch === 'object' && patch !== null && 'change' in patch ? (patch.change as HolidayChange) : null;
};

const nameOf = (event: ModelEvent): string => {
  if (event.type === 'fields.changed') return `typed(${Object.keys(event.patch as object).join()})`;
  const change = changeOf(event);
  if (event.type === 'form.submitted' && change !== null)
    return change.kind === 'substituteMoved' ? `substituteMoved(${change.date === null ? 'removed' : 'to a Sunday'})` : change.kind;
  return nameOfEvent(event);
};
const name = (path: ModelPath<typeof holidaysFormMachine>) => describePath(path.steps, nameOf);

/** What the server keeps for the firm: the lists the modal shows, once no save is under way. */
function expectStored(s: Snapshot): void {
  if (s.matches('submitting') || s.context.subject === null) return;
  const kept = getDb()
    .holidays.map(({ date, name }) => ({ date, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
  expect(kept).toEqual(s.context.subject.declared);
  expect(getDb().holidaySubstitutes).toEqual(s.context.subject.substitutes);
}

testEachPathOnMachine({
  machine: holidaysFormMachine,
  paths: paths.every,
  coverage: 'holidaysForm',
  look: serialize,
  name,
  expectStored,
});

interface World {
  app: RenderedApp;
  /** The saves of the holidays list. */
  saves: QueuedHeldCall;
  /** The saves of the substitutes' overrides. */
  substituteSaves: QueuedHeldCall;
}

/** The save a submitting state waits on. */
const savesOf = (before: Snapshot, world: World) =>
  before.context.values.change?.kind === 'added' || before.context.values.change?.kind === 'removed' ? world.saves : world.substituteSaves;

async function execute(event: ModelEvent, before: Snapshot, world: World): Promise<void> {
  const { user } = world.app;
  const dialog = () => screen.getByRole('dialog', { name: 'Public holidays' });
  switch (event.type) {
    case 'modal.opened':
      return user.click(await screen.findByRole('button', { name: 'Public holidays' }));
    case 'modal.closed':
      return user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    case 'fields.changed': {
      const patch = event.patch as { date?: string; name?: string };
      if (patch.date !== undefined) return user.type(within(dialog()).getByLabelText(/^Date/), patch.date);
      return user.type(within(dialog()).getByLabelText(/^Name/), String(patch.name));
    }
    case 'form.submitted': {
      const change = changeOf(event);
      if (change?.kind === 'added') return user.click(within(dialog()).getByRole('button', { name: 'Add holiday' }));
      if (change?.kind === 'removed') return user.click(within(dialog()).getByRole('button', { name: /^Remove Declared day on / }));
      const sub = SUBSTITUTE!.name;
      if (change?.kind === 'substituteRestored') return user.click(within(dialog()).getByRole('button', { name: `Put back ${sub}` }));
      if (change?.kind === 'substituteMoved' && change.date === null)
        return user.click(within(dialog()).getByRole('button', { name: `Remove ${sub}` }));
      const form = within(dialog()).getByRole('form', { name: `Move ${sub}` });
      const input = within(form).getByLabelText(/^New day for/);
      await user.clear(input);
      await user.type(input, String(change?.kind === 'substituteMoved' ? change.date : ''));
      return user.click(within(form).getByRole('button', { name: 'Move' }));
    }
    case 'xstate.done.actor.save':
      return savesOf(before, world).passThrough();
    case 'xstate.error.actor.save':
      return savesOf(before, world).fail(500);
    case 'submission.cancelled':
      // Escape while the save runs stops waiting for it (docs/behaviour.md §9).
      await waitFor(() => expect(savesOf(before, world).waiting()).toBe(1));
      return user.keyboard('{Escape}');
  }
}

async function expectScreen(s: Snapshot): Promise<void> {
  await waitFor(() => {
    if (s.matches('closed')) {
      expect(screen.queryByRole('dialog')).toBeNull();
      return;
    }
    const dialog = screen.getByRole('dialog', { name: 'Public holidays' });
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(s.context.values.date);
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(s.context.values.name);
    if (s.context.error)
      expect(within(dialog).getByRole('alert').textContent).toBe(failure(s) === 'stopped' ? STOPPED_WAITING_MESSAGE : HOLIDAYS_SAVE_FAILED);
    else expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(s.matches('submitting'));
    const { fieldErrors } = s.context;
    expect(within(dialog).queryByText(HOLIDAY_DATE_REQUIRED) !== null).toBe(fieldErrors.date === HOLIDAY_DATE_REQUIRED);
    expect(within(dialog).queryByText(HOLIDAY_NAME_REQUIRED) !== null).toBe(fieldErrors.name === HOLIDAY_NAME_REQUIRED);
    expect(within(dialog).queryByText(SUBSTITUTE_MOVE_INVALID) !== null).toBe(fieldErrors.change === SUBSTITUTE_MOVE_INVALID);
    if (SUBSTITUTE)
      expect(within(dialog).queryByText(`${SUBSTITUTE.name} for ${formatCivil(SUBSTITUTE.for)}: removed`) !== null).toBe(
        s.context.subject?.substitutes.some((o) => o.date === null) ?? false,
      );
    expect(within(dialog).queryByRole('button', { name: /^Remove Declared day on / }) !== null).toBe(added(s));
  });
}

describe('Public holidays, walked on the rendered calendar', () => {
  testEachPath(
    { machine: holidaysFormMachine, paths: paths.covering, coverage: 'holidaysForm', onScreen: true, name },
    async (path) => {
      const app = await renderApp(`/calendar?month=${OPENED}`, { as: 'admin' });
      await screen.findByRole('list', { name: 'Deadlines this month' });
      const world: World = {
        app,
        saves: holdCall('put', extensionPaths.holidays),
        substituteSaves: holdCall('put', extensionPaths.holidaySubstitutes),
      };
      await walkPath(
        path,
        (event, before) => execute(event, before, world),
        async (state) => {
          await expectScreen(state);
          expectStored(state);
        },
      );
    },
    60_000,
  );
});
