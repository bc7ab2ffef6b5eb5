/**
 * Model-based test of the Plan jobs wizard (docs/behaviour.md §2, Compliance Calendar): paths
 * generated from its machine, walked on the rendered calendar against msw/node, with the
 * clients read held until the path decides it and the job creation failed when the path says so.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { paths as apiPaths } from '../../src/api/paths';
import {
  DEFAULT_DECLARED_HOLIDAYS,
  MONTH_NAMES,
  PLAN_FAILED_MESSAGE,
  PLAN_NO_CLIENTS_MESSAGE,
  deadlinesBetween,
  holidaysAround,
  monthRange,
  parseComplianceName,
  shiftMonth,
  type Deadline,
} from '../../src/domain/compliance';
import { planJobsMachine, type PlanJobsInput } from '../../src/machines/planJobs.machine';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { closeFromFooter } from '../support/modals';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { gateCall, holdCall, type CallGate, type HeldCall } from '../support/server';
import { answerAsModelled, everyAndCovering, type ModelEvent, callOutcomes } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof planJobsMachine>;

// The seed gives six clients last month's PAYE; this month's PAYE is due next month.
const now = new Date();
const next = shiftMonth(now.getFullYear(), now.getMonth() + 1, 1);
const { from, to } = monthRange(next.year, next.month);
const DEADLINE: Deadline = deadlinesBetween(from, to, holidaysAround(DEFAULT_DECLARED_HOLIDAYS, [next.year])).find(
  (d) => d.rule.id === 'paye',
)!;
const TITLE = `PAYE ${MONTH_NAMES[now.getMonth()]} ${now.getFullYear()}`;
/** The stored name of client `id`. */
const clientNameOf = (id: number): string => {
  const client = getDb().clients.find((c) => c.id === id);
  if (!client) throw new Error(`no client ${id}`);
  return client.clientName;
};
const LIKELY = getDb()
  .jobs.filter(
    (j) => parseComplianceName(j.jobName)?.ruleId === 'paye' && j.jobName.includes(`${MONTH_NAMES[(now.getMonth() + 11) % 12]} `),
  )
  .map((j) => ({ clientId: j.clientId, clientName: clientNameOf(j.clientId) }));
const OTHER = getDb().clients.find((c) => !LIKELY.some((l) => l.clientId === c.id))!;
const INPUT: PlanJobsInput = { deadline: DEADLINE, planned: [], likely: LIKELY, userId: 2 };

const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.selected.length, s.context.error, s.context.filter !== '']);

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('loading'))
    return [
      {
        type: 'xstate.done.actor.loadOptions',
        output: { clients: getDb().clients.map((c) => ({ value: c.id, label: c.clientName })), jobTypes: [{ value: 2, label: 'Payroll' }] },
      },
      { type: 'xstate.error.actor.loadOptions', error: new Error('500') },
    ];
  if (s.matches('failed')) return [{ type: 'plan.retried' }, { type: 'modal.closed' }];
  if (s.matches('choosing')) {
    const events: ModelEvent[] = [{ type: 'preview.requested' }, { type: 'modal.closed' }];
    if (s.context.selected.length > 0) events.push({ type: 'selection.cleared' });
    if (s.context.selected.length === 0) events.push({ type: 'client.toggled', clientId: OTHER.id });
    if (s.context.filter === '' && s.context.selected.length === 0)
      events.push({ type: 'filter.changed', text: OTHER.clientName.slice(0, 6) });
    return events;
  }
  if (s.matches('previewing')) return [{ type: 'plan.confirmed' }, { type: 'preview.left' }, { type: 'modal.closed' }];
  if (s.matches('creating')) return callOutcomes('createPlanned', []);
  if (s.matches('done')) return [{ type: 'modal.closed' }];
  return [];
}

const paths = everyAndCovering(planJobsMachine, { events: eventsFor, serialize: serialize, input: INPUT });

/** What the server stored once the plan is done: one job per chosen client, with the PAYE tasks, none assigned. */
function expectPlanStored(state: SnapshotFrom<typeof planJobsMachine>): void {
  if (!state.matches('done')) return;
  const made = getDb().jobs.filter((j) => j.jobName.startsWith(`${TITLE} – `));
  expect(made.map((j) => j.clientId).sort((a, b) => a - b)).toEqual([...state.context.selected].sort((a, b) => a - b));
  const tasks = getDb().tasks.filter((t) => t.jobId === made[0].id);
  expect(tasks.map((t) => t.taskName)).toEqual(DEADLINE.rule.tasks);
  expect(tasks.every((t) => t.assigneeId === null)).toBe(true);
}

testEachPathOnMachine({
  machine: planJobsMachine,
  paths: paths.every,
  coverage: 'planJobs',
  input: INPUT,
  look: serialize,
  expectStored: expectPlanStored,
});

const wizard = () => screen.getByRole('dialog', { name: `Plan jobs: ${TITLE}` });

interface World {
  app: RenderedApp;
  clients: HeldCall;
  /** Holds the first job creation until the path decides it. */
  gate: CallGate;
}

async function execute(event: ModelEvent, world: World): Promise<void> {
  const { user } = world.app;
  switch (event.type) {
    case 'xstate.done.actor.loadOptions':
    case 'xstate.error.actor.loadOptions':
      return answerAsModelled(world.clients, event);
    case 'plan.retried':
      return user.click(within(wizard()).getByRole('button', { name: 'Try again' }));
    case 'modal.closed':
      return closeFromFooter(user, wizard());
    case 'preview.requested':
      return user.click(within(wizard()).getByRole('button', { name: 'Preview jobs' }));
    case 'selection.cleared':
      return user.click(within(wizard()).getByRole('button', { name: 'Clear selection' }));
    case 'client.toggled':
      return user.click(within(wizard()).getByRole('checkbox', { name: OTHER.clientName }));
    case 'filter.changed':
      return user.type(within(wizard()).getByRole('searchbox', { name: 'Find a client' }), String(event.text));
    case 'preview.left':
      return user.click(within(wizard()).getByRole('button', { name: 'Back' }));
    case 'plan.confirmed':
      world.gate.arm();
      return user.click(within(wizard()).getByRole('button', { name: 'Create jobs' }));
    case 'submission.cancelled':
      // Stopped while the first job is being stored: that request is aborted, nothing more is sent.
      await world.gate.held();
      return user.click(within(wizard()).getByRole('button', { name: 'Cancel' }));
    case 'xstate.done.actor.createPlanned':
    case 'xstate.error.actor.createPlanned': {
      (await world.gate.held())(event.type === 'xstate.error.actor.createPlanned');
      return;
    }
  }
}

async function expectScreen(s: Snapshot): Promise<void> {
  await waitFor(() => {
    if (s.matches('closed')) {
      expect(screen.queryByRole('dialog')).toBeNull();
      return;
    }
    const dialog = wizard();
    if (s.matches('loading')) expect(within(dialog).getByText('Loading clients')).toBeTruthy();
    if (s.matches('failed'))
      expect(within(dialog).getByRole('alert').textContent).toBe('Failed to load form data. Please refresh and try again.');
    if (s.matches('choosing')) {
      expect(within(dialog).getByText(`${s.context.selected.length} chosen`)).toBeTruthy();
      if (s.context.error) expect(within(dialog).getByRole('alert').textContent).toBe(PLAN_NO_CLIENTS_MESSAGE);
      else expect(within(dialog).queryByRole('alert')).toBeNull();
      if (s.context.filter === '')
        for (const c of LIKELY)
          expect((within(dialog).getByRole('checkbox', { name: c.clientName }) as HTMLInputElement).checked).toBe(
            s.context.selected.includes(c.clientId),
          );
      else expect(within(dialog).getByRole('checkbox', { name: OTHER.clientName })).toBeTruthy();
    }
    if (s.matches('previewing') || s.matches('creating')) {
      const list = within(dialog).getByRole('list', { name: 'Jobs to create' });
      expect(
        within(list)
          .getAllByRole('listitem', { name: undefined })
          .filter((li) => li.parentElement === list),
      ).toHaveLength(s.context.selected.length);
      for (const id of s.context.selected) {
        const name = clientNameOf(id);
        expect(within(list).getByText(`${TITLE} – ${name}`)).toBeTruthy();
        expect(within(list).getByRole('list', { name: `Tasks of ${TITLE} – ${name}` }).textContent).toContain('Compute PAYE');
      }
      if (s.context.error)
        expect(within(dialog).getByRole('alert').textContent).toBe(
          s.context.error === STOPPED_WAITING_MESSAGE ? STOPPED_WAITING_MESSAGE : PLAN_FAILED_MESSAGE,
        );
      expect((within(dialog).getByRole('button', { name: 'Create jobs' }) as HTMLButtonElement).disabled).toBe(s.matches('creating'));
    }
    if (s.matches('done')) {
      expect(within(dialog).getByRole('status').textContent).toMatch(/^\d+ created, \d+ already there$/);
      expect(within(dialog).getByRole('list', { name: 'Planned jobs' })).toBeTruthy();
    }
  });
}

describe('Plan jobs wizard, walked on the rendered calendar', () => {
  testEachPath(
    { machine: planJobsMachine, paths: paths.covering, coverage: 'planJobs', input: INPUT, onScreen: true },
    async (path) => {
      const gate = gateCall('post', apiPaths.jobAdd);
      const clients = holdCall('get', apiPaths.dropdownClients);
      const app = await renderApp(`/calendar?month=${next.year}-${String(next.month).padStart(2, '0')}`, { as: 'admin' });
      const item = await screen.findByRole('listitem', { name: TITLE });
      await app.user.click(within(item).getByRole('button', { name: `Plan jobs for ${TITLE}` }));
      const world: World = { app, clients, gate };
      await walkPath(
        path,
        (event) => execute(event, world),
        async (state) => {
          await expectScreen(state);
          expectPlanStored(state);
        },
      );
    },
    90_000,
  );
});
