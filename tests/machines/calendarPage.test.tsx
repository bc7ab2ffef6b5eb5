/**
 * Model-based test of the Compliance Calendar screen (docs/behaviour.md §2): paths generated
 * from its page machine, every one walked on the machine against the mock backend and a
 * covering set on the rendered calendar (docs/decisions/020-every-path-on-its-machine.md). The
 * month's jobs read is held until the path says how it answers; the Plan jobs wizard (modelled
 * on its own in planJobs.test.tsx) and the Public holidays modal (declaredHolidays.test.tsx) are
 * walked here only as far as the page sees them: the wizard closed with jobs created or
 * without, the modal saving a holiday added or removed, and closed.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { paths as apiPaths } from '../../src/api/paths';
import { extensionPaths } from '../../src/api/extensions';
import {
  CALENDAR_FAILED_MESSAGE,
  DEFAULT_DECLARED_HOLIDAYS,
  MONTH_NAMES,
  civilToday,
  deadlineState,
  indexComplianceJobs,
  periodLabelsFor,
  shiftMonth,
  type Deadline,
  type Holiday,
} from '../../src/domain/compliance';
import { calendarPageMachine, type CalendarInput } from '../../src/machines/calendarPage.machine';
import { describePath, everyAndCovering, nameOfEvent, type ModelEvent, type ModelPath } from '../support/paths';
import { closeFromFooter } from '../support/modals';
import { testEachPathOnMachine, type HeldBackend } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { holdCall, type QueuedHeldCall } from '../support/server';

type Snapshot = SnapshotFrom<typeof calendarPageMachine>;

// Next month: this month's PAYE falls due then, and the seed's clients with last month's PAYE
// are likely due for it, so its wizard has clients chosen and can create jobs.
const today = civilToday();
const next = shiftMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1);
const OPENED = `${next.year}-${String(next.month).padStart(2, '0')}`;
// The server keeps the firm's holidays (docs/api-extensions.md `firm-holidays`), the product's list at first.
const INPUT: CalendarInput = { today, search: `month=${OPENED}`, userId: 2, declared: DEFAULT_DECLARED_HOLIDAYS, firmWide: true };
const THIS_MONTH = today.slice(0, 7);
const HOLIDAY: Holiday = { date: `${next.year}-${String(next.month).padStart(2, '0')}-03`, name: 'Declared day' };

/** What the month's read gives, worked out from the seed the way the server would answer it. */
function seededRows(s: Snapshot) {
  const { clients, jobs } = getDb();
  const index = indexComplianceJobs(jobs.map((j) => ({ ...j, clientName: clients[j.clientId - 1].clientName })));
  return s.context.deadlines.map((deadline) => ({ deadline, state: deadlineState(deadline, index, s.context.today) }));
}

const payeRow = (s: Snapshot) => s.context.rows.find((row) => row.deadline.rule.id === 'paye' && row.state.likely.length > 0);

// The holidays kept move deadlines, so they tell every state apart.
const serialize = (s: Snapshot) =>
  JSON.stringify([s.value, monthShown(s) === OPENED, s.context.declared.length, s.context.substitutes.length]);

const added = (s: Snapshot) => s.context.declared.some((h) => h.date === HOLIDAY.date);

/** The modal saved the typed holiday, or removed it once added: the lists as kept after it. */
const holidaysSaved = (s: Snapshot): ModelEvent => ({
  type: 'holidays.saved',
  declared: added(s)
    ? s.context.declared.filter((h) => h.date !== HOLIDAY.date)
    : [...s.context.declared, HOLIDAY].sort((a, b) => a.date.localeCompare(b.date)),
  substitutes: s.context.substitutes,
});

const monthShown = (s: Snapshot) => `${s.context.year}-${String(s.context.month).padStart(2, '0')}`;

/** Back, Forward or a link to the calendar, to a month other than the one shown. */
const addressMoved = (s: Snapshot): ModelEvent => ({
  type: 'address.changed',
  search: `month=${monthShown(s) === OPENED ? THIS_MONTH : OPENED}`,
});

function eventsFor(s: Snapshot): ModelEvent[] {
  const months: ModelEvent[] = [{ type: 'month.previous' }, { type: 'month.next' }, { type: 'month.current' }, addressMoved(s)];
  if (s.matches('loading'))
    return [
      // The month's loader (loader.machine.ts) read the month, or failed to.
      { type: 'xstate.snapshot.fetchPeriods', snapshot: { value: 'loaded', context: { data: seededRows(s), error: null } } },
      { type: 'xstate.snapshot.fetchPeriods', snapshot: { value: 'failed', context: { data: null, error: CALENDAR_FAILED_MESSAGE } } },
      ...months,
    ];
  if (s.matches('failed')) return [{ type: 'reload.requested' }, ...months];
  if (s.matches('loaded')) {
    const row = payeRow(s);
    return [{ type: 'holidays.opened' }, ...(row ? [{ type: 'plan.opened', key: row.deadline.key }] : []), ...months];
  }
  if (s.matches('planning'))
    return [
      addressMoved(s),
      { type: 'xstate.done.actor.plan', output: { created: 0 } },
      { type: 'xstate.done.actor.plan', output: { created: s.context.planning?.state.likely.length ?? 0 } },
    ];
  if (s.matches('editingHolidays')) return [holidaysSaved(s), { type: 'holidays.closed' }, addressMoved(s)];
  return [];
}

const paths = everyAndCovering(calendarPageMachine, { events: eventsFor, serialize, input: INPUT });

/** Whether a loader's snapshot event says the month was read (rather than failed). */
function monthRead(event: object): boolean {
  const snapshot: unknown = 'snapshot' in event ? event.snapshot : null;
  return typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && snapshot.value === 'loaded';
}

const nameOf = (e: ModelEvent) =>
  e.type === 'xstate.snapshot.fetchPeriods'
    ? monthRead(e)
      ? 'month read'
      : 'month failed'
    : e.type === 'xstate.done.actor.plan'
      ? `wizard closed (${(e.output as { created: number }).created > 0 ? 'jobs created' : 'nothing created'})`
      : e.type === 'holidays.saved'
        ? `holidays.saved(${(e.declared as Holiday[]).some((h) => h.date === HOLIDAY.date) ? 'added' : 'removed'})`
        : nameOfEvent(e);

/** The deadline the wizard plans for, as the Agenda and the wizard name it. */
const titleOf = ({ deadline }: { deadline: Deadline }) => `${deadline.rule.jobTitle} ${deadline.periodLabel}`;

/** Every client has a team, so the wizard plans without asking for one (planJobs.test.tsx walks the empty ones). */
function prepareTeams(): void {
  getDb().clientTeams = getDb().clients.map((c) => ({ id: c.id, preparerId: 3, reviewerId: 2, partnerId: 1 }));
}

/** What the server keeps for the firm: the declared holidays and the substitutes' overrides the page holds. */
function expectStored(state: Snapshot): void {
  const kept = getDb()
    .holidays.map(({ date, name }) => ({ date, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
  expect(kept).toEqual(state.context.declared);
  expect(getDb().holidaySubstitutes).toEqual(state.context.substitutes);
}

const created = (event: ModelEvent) => (event.output as { created: number }).created > 0;

/** Lets the backend answer the calls out until `reached` holds. */
async function answerUntil(backend: HeldBackend, reached: () => boolean): Promise<void> {
  while (!reached()) {
    if (!(await backend.passOne())) throw new Error('no call to answer');
    await new Promise<void>((wake) => setTimeout(wake, 5));
  }
}

/**
 * The steps a child takes on the machine as on screen: the wizard read, planned and closed, the
 * Public holidays modal sending the change the step names and the server answering it.
 */
async function executeOnMachine(event: ModelEvent, actor: AnyActorRef, backend: HeldBackend): Promise<boolean> {
  const child = (id: string): AnyActorRef => {
    const ref: unknown = actor.getSnapshot().children[id];
    if (!ref) throw new Error(`no ${id}`);
    return ref as AnyActorRef;
  };
  const inState = (ref: AnyActorRef, value: string) => () => ref.getSnapshot().value === value;
  switch (event.type) {
    case 'xstate.done.actor.plan': {
      const wizard = child('plan');
      await answerUntil(backend, inState(wizard, 'choosing'));
      if (created(event)) {
        wizard.send({ type: 'preview.requested' });
        wizard.send({ type: 'plan.confirmed' });
        await answerUntil(backend, inState(wizard, 'done'));
      }
      wizard.send({ type: 'modal.closed' });
      return true;
    }
    case 'holidays.saved': {
      const modal = child('holidays');
      const adds = (event.declared as Holiday[]).some((h) => h.date === HOLIDAY.date);
      if (adds) modal.send({ type: 'fields.changed', patch: { ...HOLIDAY } });
      modal.send({ type: 'form.submitted', patch: { change: adds ? { kind: 'added' } : { kind: 'removed', date: HOLIDAY.date } } });
      await answerUntil(backend, inState(modal, 'editing'));
      return true;
    }
    case 'holidays.closed':
      child('holidays').send({ type: 'modal.closed' });
      return true;
    default:
      return false;
  }
}

testEachPathOnMachine({
  machine: calendarPageMachine,
  paths: paths.every,
  coverage: 'calendarPage',
  input: INPUT,
  look: serialize,
  name: (path) => describePath(path.steps, nameOf),
  prepare: prepareTeams,
  execute: (event, _, { actor, backend }) => executeOnMachine(event, actor, backend),
  expectStored,
});

interface World {
  app: RenderedApp;
  jobs: QueuedHeldCall;
  /** The saves of the holidays list. */
  saves: QueuedHeldCall;
}

/** The month's read is one search a period; every one of them is answered alike. */
async function answerRead(s: Snapshot, world: World, fail: boolean): Promise<void> {
  const searches = periodLabelsFor(s.context.deadlines).length;
  await waitFor(() => expect(world.jobs.waiting()).toBe(searches));
  for (let i = 0; i < searches; i++) await (fail ? world.jobs.fail(500) : world.jobs.passThrough());
}

async function execute(event: ModelEvent, before: Snapshot, world: World): Promise<void> {
  const { user } = world.app;
  const holidays = () => screen.getByRole('dialog', { name: 'Public holidays' });
  switch (event.type) {
    case 'xstate.snapshot.fetchPeriods':
      return answerRead(before, world, !monthRead(event));
    case 'month.previous':
      return user.click(screen.getByRole('button', { name: 'Previous month' }));
    case 'month.next':
      return user.click(screen.getByRole('button', { name: 'Next month' }));
    case 'month.current':
      return user.click(screen.getByRole('button', { name: 'This month' }));
    case 'address.changed':
      return world.app.navigate(`/calendar?${String(event.search)}`);
    case 'reload.requested':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'plan.opened':
      return user.click(screen.getByRole('button', { name: `Plan jobs for ${titleOf(payeRow(before)!)}` }));
    case 'xstate.done.actor.plan': {
      const wizard = await screen.findByRole('dialog', { name: /^Plan jobs: / });
      if (created(event)) {
        await user.click(await within(wizard).findByRole('button', { name: 'Preview jobs' }));
        await user.click(within(wizard).getByRole('button', { name: 'Create jobs' }));
        await within(wizard).findByText(/^\d+ created, \d+ already there$/);
        return closeFromFooter(user, wizard);
      }
      await within(wizard).findByRole('checkbox', { name: before.context.planning!.state.likely[0].clientName });
      return closeFromFooter(user, wizard);
    }
    case 'holidays.opened':
      return user.click(screen.getByRole('button', { name: 'Public holidays' }));
    case 'holidays.saved':
      if (added(before)) await user.click(within(holidays()).getByRole('button', { name: /^Remove Declared day on / }));
      else {
        await user.type(within(holidays()).getByLabelText(/^Date/), HOLIDAY.date);
        await user.type(within(holidays()).getByLabelText(/^Name/), HOLIDAY.name);
        await user.click(within(holidays()).getByRole('button', { name: 'Add holiday' }));
      }
      return world.saves.passThrough();
    case 'holidays.closed':
      return user.click(within(holidays()).getByRole('button', { name: 'Done' }));
  }
}

async function expectScreen(s: Snapshot, app: RenderedApp): Promise<void> {
  await waitFor(() => {
    // The month shown is the address's, so Back, reload and a shared link show it.
    expect(app.location()).toBe(`/calendar?month=${monthShown(s)}`);
    if (s.matches('planning')) {
      expect(screen.getByRole('dialog', { name: `Plan jobs: ${titleOf(s.context.planning!)}` })).toBeTruthy();
      return;
    }
    if (s.matches('editingHolidays')) {
      const dialog = screen.getByRole('dialog', { name: 'Public holidays' });
      expect(within(dialog).queryByRole('button', { name: /^Remove Declared day on / }) !== null).toBe(added(s));
      expect(within(dialog).getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(false);
      return;
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: `${MONTH_NAMES[s.context.month - 1]} ${s.context.year}` })).toBeTruthy();
    if (s.matches('loading')) expect(screen.getByText('Loading deadlines')).toBeTruthy();
    if (s.matches('failed')) {
      expect(screen.getByRole('alert').textContent).toContain(CALENDAR_FAILED_MESSAGE);
      expect(screen.queryByText('Loading deadlines')).toBeNull();
    }
    if (s.matches('loaded')) {
      const agenda = screen.getByRole('list', { name: 'Deadlines this month' });
      expect(
        within(agenda)
          .getAllByRole('listitem', { name: /./ })
          .filter((li) => li.parentElement === agenda),
      ).toHaveLength(s.context.rows.length);
    }
  });
}

describe('Compliance Calendar, walked on screen with its wizard and holidays', () => {
  const name = (path: ModelPath<typeof calendarPageMachine>) => describePath(path.steps, nameOf);
  testEachPath(
    { machine: calendarPageMachine, paths: paths.covering, coverage: 'calendarPage', input: INPUT, name, onScreen: true },
    async (path) => {
      const jobs = holdCall('get', apiPaths.jobs, (url) => url.searchParams.get('pageSize') === '500');
      prepareTeams();
      const app = await renderApp(`/calendar?month=${OPENED}`, { as: 'admin' });
      const world: World = { app, jobs, saves: holdCall('put', extensionPaths.holidays) };
      await walkPath(
        path,
        (event, before) => execute(event, before, world),
        async (state) => {
          await expectScreen(state, app);
          expectStored(state);
        },
      );
    },
    90_000,
  );
});
