/**
 * Model-based test of the Compliance Calendar screen (docs/behaviour.md §2): paths generated
 * from its page machine, walked on the rendered calendar against msw/node. The month's jobs
 * read is held until the path says how it answers; the Plan jobs wizard (modelled on its own in
 * planJobs.test.tsx) is walked here only as far as the page sees it: closed with jobs created
 * or without.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { paths as apiPaths } from '../../src/api/paths';
import { extensionPaths } from '../../src/api/extensions';
import {
  CALENDAR_FAILED_MESSAGE,
  DEFAULT_DECLARED_HOLIDAYS,
  MONTH_NAMES,
  civilToday,
  formatCivil,
  deadlineState,
  indexComplianceJobs,
  periodLabelsFor,
  shiftMonth,
  SUBSTITUTE_MOVE_INVALID,
  weekendSubstitutes,
  type Deadline,
  type Holiday,
} from '../../src/domain/compliance';
import { HOLIDAYS_SAVE_FAILED, calendarPageMachine, type CalendarInput } from '../../src/machines/calendarPage.machine';
import { describePath, generatePaths, nameOfEvent, type ModelEvent, type ModelPath } from '../support/paths';
import { closeFromFooter } from '../support/modals';
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
/** The opened year's first computed weekend substitute, which an admin removes and puts back (none in some years). */
const SUBSTITUTE = weekendSubstitutes(next.year, DEFAULT_DECLARED_HOLIDAYS)[0] ?? null;

/** What the month's read gives, worked out from the seed the way the server would answer it. */
function seededRows(s: Snapshot) {
  const { clients, jobs } = getDb();
  const index = indexComplianceJobs(jobs.map((j) => ({ ...j, clientName: clients[j.clientId - 1].clientName })));
  return s.context.deadlines.map((deadline) => ({ deadline, state: deadlineState(deadline, index, s.context.today) }));
}

const payeRow = (s: Snapshot) => s.context.rows.find((row) => row.deadline.rule.id === 'paye' && row.state.likely.length > 0);

// The holidays' draft tells states apart only while the modal shows it; the holidays kept move
// deadlines, so they tell every state apart.
const serialize = (s: Snapshot) =>
  JSON.stringify(
    s.matches('editingHolidays')
      ? [
          s.value,
          s.context.draft,
          s.context.draftError?.field ?? null,
          s.context.declared.length,
          Boolean(s.context.holidaysError),
          s.context.substitutes.length,
          Boolean(s.context.substituteError),
        ]
      : [
          s.value,
          `${s.context.year}-${s.context.month}` === `${next.year}-${next.month}`,
          s.context.declared.length,
          s.context.substitutes.length,
        ],
  );

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
  if (s.matches({ editingHolidays: 'saving' })) {
    return [
      { type: 'xstate.done.actor.storeHolidays', output: undefined },
      { type: 'xstate.error.actor.storeHolidays', error: new Error('500') },
      addressMoved(s),
    ];
  }
  if (s.matches({ editingHolidays: 'savingSubstitutes' })) {
    return [
      { type: 'xstate.done.actor.storeSubstitutes', output: s.context.substitutes },
      { type: 'xstate.error.actor.storeSubstitutes', error: new Error('500') },
      addressMoved(s),
    ];
  }
  if (s.matches('editingHolidays')) {
    const added = s.context.declared.length > INPUT.declared.length;
    const events: ModelEvent[] = [{ type: 'holiday.added' }, { type: 'holidays.closed' }, addressMoved(s)];
    if (SUBSTITUTE && s.context.year === next.year) {
      if (s.context.substitutes.length > 0) events.push({ type: 'substitute.restored', for: SUBSTITUTE.for });
      else
        events.push(
          { type: 'substitute.changed', for: SUBSTITUTE.for, date: null },
          // A Sunday is refused with the reason, and nothing is saved.
          { type: 'substitute.changed', for: SUBSTITUTE.for, date: nextSunday(SUBSTITUTE.date) },
        );
    }
    if (added) events.push({ type: 'holiday.removed', date: HOLIDAY.date });
    else {
      if (s.context.draft.date === '') events.push({ type: 'holiday.drafted', field: 'date', value: HOLIDAY.date });
      if (s.context.draft.name === '') events.push({ type: 'holiday.drafted', field: 'name', value: HOLIDAY.name });
    }
    return events;
  }
  return [];
}

function nextSunday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

const paths = generatePaths(calendarPageMachine, { events: eventsFor, serialize, input: INPUT, extend: 'covering' });

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
      : e.type === 'holiday.drafted'
        ? `holiday.drafted(${String(e.field)})`
        : e.type === 'substitute.changed'
          ? `substitute.changed(${e.date === null ? 'removed' : 'moved to a Sunday'})`
          : nameOfEvent(e);

/** The deadline the wizard plans for, as the Agenda and the wizard name it. */
const titleOf = ({ deadline }: { deadline: Deadline }) => `${deadline.rule.jobTitle} ${deadline.periodLabel}`;

interface World {
  app: RenderedApp;
  jobs: QueuedHeldCall;
  /** The saves of the holidays list. */
  saves: QueuedHeldCall;
  /** The saves of the substitutes' overrides. */
  substituteSaves: QueuedHeldCall;
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
      if ((event.output as { created: number }).created > 0) {
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
    case 'holiday.drafted':
      return user.type(within(holidays()).getByLabelText(event.field === 'date' ? /^Date/ : /^Name/), String(event.value));
    case 'holiday.added':
      return user.click(within(holidays()).getByRole('button', { name: 'Add holiday' }));
    case 'holiday.removed':
      return user.click(within(holidays()).getByRole('button', { name: /^Remove Declared day on / }));
    case 'holidays.closed':
      return user.click(within(holidays()).getByRole('button', { name: 'Done' }));
    case 'substitute.changed': {
      const name = SUBSTITUTE!.name;
      if (event.date === null) return user.click(within(holidays()).getByRole('button', { name: `Remove ${name}` }));
      const form = within(holidays()).getByRole('form', { name: `Move ${name}` });
      const input = within(form).getByLabelText(new RegExp(`^New day for`));
      await user.clear(input);
      await user.type(input, String(event.date));
      return user.click(within(form).getByRole('button', { name: 'Move' }));
    }
    case 'substitute.restored':
      return user.click(within(holidays()).getByRole('button', { name: `Put back ${SUBSTITUTE!.name}` }));
    case 'xstate.done.actor.storeSubstitutes':
      return world.substituteSaves.passThrough();
    case 'xstate.error.actor.storeSubstitutes':
      return world.substituteSaves.fail(500);
    case 'xstate.done.actor.storeHolidays':
      return world.saves.passThrough();
    case 'xstate.error.actor.storeHolidays':
      return world.saves.fail(500);
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
      expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(s.context.draft.date);
      expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(s.context.draft.name);
      if (s.context.holidaysError) expect(within(dialog).getByRole('alert').textContent).toBe(HOLIDAYS_SAVE_FAILED);
      else expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(!s.matches({ editingHolidays: 'idle' }));
      if (s.context.substituteError) expect(within(dialog).getByText(SUBSTITUTE_MOVE_INVALID)).toBeTruthy();
      else expect(within(dialog).queryByText(SUBSTITUTE_MOVE_INVALID)).toBeNull();
      if (SUBSTITUTE && s.context.year === next.year)
        expect(within(dialog).queryByText(`${SUBSTITUTE.name} for ${formatCivil(SUBSTITUTE.for)}: removed`) !== null).toBe(
          s.context.substitutes.some((o) => o.date === null),
        );
      if (s.context.draftError) expect(within(dialog).getByText(s.context.draftError.message)).toBeTruthy();
      else expect(within(dialog).queryByText(/is required$/)).toBeNull();
      const added = s.context.declared.some((h) => h.date === HOLIDAY.date);
      expect(within(dialog).queryByRole('button', { name: /^Remove Declared day on / }) !== null).toBe(added);
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

describe('Compliance Calendar, walked with its wizard and holidays', () => {
  const name = (path: ModelPath<typeof calendarPageMachine>) => describePath(path.steps, nameOf);
  testEachPath(
    { machine: calendarPageMachine, paths, coverage: 'calendarPage', input: INPUT, name },
    async (path) => {
      const jobs = holdCall('get', apiPaths.jobs, (url) => url.searchParams.get('pageSize') === '500');
      // Planned tasks are assigned from each client's team: every client has one here (planJobs.test.tsx walks the empty ones).
      getDb().clientTeams = getDb().clients.map((c) => ({ id: c.id, preparerId: 3, reviewerId: 2, partnerId: 1 }));
      const app = await renderApp(`/calendar?month=${OPENED}`, { as: 'admin' });
      const world: World = {
        app,
        jobs,
        saves: holdCall('put', extensionPaths.holidays),
        substituteSaves: holdCall('put', extensionPaths.holidaySubstitutes),
      };
      await walkPath(
        path,
        (event, before) => execute(event, before, world),
        async (state) => {
          await expectScreen(state, app);
          // What the server keeps for the firm: the declared holidays the page holds, once no save is under way.
          if (!state.matches({ editingHolidays: 'saving' })) {
            const kept = getDb()
              .holidays.map(({ date, name }) => ({ date, name }))
              .sort((a, b) => a.date.localeCompare(b.date));
            expect(kept).toEqual(state.context.declared);
          }
          // And the substitutes' overrides, once no save of them is under way.
          if (!state.matches({ editingHolidays: 'savingSubstitutes' }))
            expect(getDb().holidaySubstitutes).toEqual(state.context.substitutes);
        },
      );
    },
    90_000,
  );
});
