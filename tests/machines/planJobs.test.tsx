/**
 * Model-based test of the Plan jobs wizard (docs/behaviour.md §2, Compliance Calendar): paths
 * generated from its machine, walked on the machine and on the rendered calendar against
 * msw/node. The likely-due clients have their teams; another client chosen by hand has none, so
 * its preparer and reviewer are filled in place (or it is skipped) before the preview, and the
 * plan creates each job with its PAYE tasks assigned from the client's team.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { templatesOf } from '../../mocks/db/templateRules';
import { extensionPaths } from '../../src/api/extensions';
import {
  DEFAULT_DECLARED_HOLIDAYS,
  MONTH_NAMES,
  PLAN_FAILED_MESSAGE,
  PLAN_NO_CLIENTS_MESSAGE,
  noTemplateMessage,
  teamFor,
  deadlinesBetween,
  holidaysAround,
  monthRange,
  parseComplianceName,
  shiftMonth,
  type Deadline,
} from '../../src/domain/compliance';
import { planJobsMachine, type PlanJobsInput } from '../../src/machines/planJobs.machine';
import { PLAN_OPTIONS_FAILED_MESSAGE } from '../../src/domain/compliance';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { DEFAULT_SIGN_OFF_SETTINGS } from '../../src/domain/signOff';
import type { ClientTeam } from '../../src/domain/templates';
import { TEAM_SAVE_FAILED } from '../../src/api/templates';
import { closeFromFooter } from '../support/modals';
import { pickWithKeyboard } from '../support/fill';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { gateCall, holdCall, type CallGate, type HeldCall } from '../support/server';
import { answerAsModelled, everyAndCovering, type ModelEvent } from '../support/paths';
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

/** Chinedu Eze (Staff) prepares, Tunde Bakare (Admin) reviews, Adaeze Okafor (Super Admin) is the partner. */
const PREPARER = { id: 3, name: 'Chinedu Eze' };
const REVIEWER = { id: 2, name: 'Tunde Bakare' };
const TEAMS: ClientTeam[] = LIKELY.map((c) => ({ clientId: c.clientId, preparerId: PREPARER.id, reviewerId: REVIEWER.id, partnerId: 1 }));

/** The likely-due clients have their teams before each walk; OTHER has none. */
function prepareTeams(): void {
  getDb().clientTeams = TEAMS.map(({ clientId, ...team }) => ({ id: clientId, ...team }));
}

/** How many of OTHER's two needed roles are filled. */
const filledOfOther = (s: Snapshot) => {
  const team = teamFor(s.context.teams, OTHER.id);
  return Number(team.preparerId !== 0) + Number(team.reviewerId !== 0);
};

const serialize = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.selected.length,
    s.context.error,
    s.context.filter !== '',
    s.context.gaps.length,
    s.context.edited.length,
    filledOfOther(s),
  ]);

/** What the wizard reads as it opens, as the mock answers it. */
const users = () => getDb().users.filter((u) => u.active && !u.isLocked && !u.deleted);
const OPTIONS = {
  clients: getDb()
    .clients.filter((c) => c.active)
    .map((c) => ({ value: c.id, label: c.clientName })),
  templates: templatesOf(getDb()),
  teams: TEAMS,
  people: users().map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, reviews: u.userType !== 1 })),
  signOff: DEFAULT_SIGN_OFF_SETTINGS,
};

/** The answer when the PAYE template was retired: Plan jobs has no template to use. */
const WITHOUT_PAYE = { ...OPTIONS, templates: OPTIONS.templates.map((t) => (t.obligation === 'paye' ? { ...t, retired: true } : t)) };
/** The options' loader (loader.machine.ts) ending in this state with these options. */
const optionsRead = (value: 'loaded' | 'failed', data: typeof OPTIONS | null): ModelEvent => ({
  type: 'xstate.snapshot.loadOptions',
  snapshot: { value, context: { data, error: value === 'failed' ? PLAN_OPTIONS_FAILED_MESSAGE : null } },
});
const withoutPaye = (event: ModelEvent): boolean => {
  const snapshot = event.type === 'xstate.snapshot.loadOptions' ? event.snapshot : null;
  const context: unknown = typeof snapshot === 'object' && snapshot !== null && 'context' in snapshot ? snapshot.context : null;
  return typeof context === 'object' && context !== null && 'data' in context && context.data === WITHOUT_PAYE;
};

/** Retires the PAYE template on the server before its read is answered, as the path's answer says. */
function retirePayeIf(event: ModelEvent): void {
  if (!withoutPaye(event)) return;
  const paye = getDb().templates.find((t) => t.obligation === 'paye');
  if (paye) paye.retired = true;
}

/** How a save child (a form-modal instance the wizard follows) ends: sent, or refused by the server. */
type SaveOutcome = 'saved' | 'refused';
/** The save child `id` ending as `label` says, as the wizard sees its snapshot. */
const saveEnded = (id: 'saveTeams' | 'submitPlan', label: SaveOutcome, result: unknown, failure: string): ModelEvent => ({
  type: `xstate.snapshot.${id}`,
  label,
  snapshot:
    label === 'saved'
      ? { value: 'succeeded', context: { result, error: null } }
      : { value: 'editing', context: { result: null, error: failure } },
});
/** The save's answers, or Cancel while it is out. */
const saveOutcomes = (id: 'saveTeams' | 'submitPlan', result: unknown, failure: string): ModelEvent[] => [
  saveEnded(id, 'saved', result, failure),
  saveEnded(id, 'refused', result, failure),
  { type: 'submission.cancelled' },
];
const outcomeOf = (event: ModelEvent): SaveOutcome | null =>
  /^xstate\.snapshot\.(saveTeams|submitPlan)$/.test(event.type) ? (event.label as SaveOutcome) : null;

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('loading')) return [optionsRead('loaded', OPTIONS), optionsRead('loaded', WITHOUT_PAYE), optionsRead('failed', null)];
  if (s.matches('failed')) return [{ type: 'reload.requested' }, { type: 'modal.closed' }];
  if (s.matches('noTemplate')) return [{ type: 'modal.closed' }];
  if (s.matches('teams')) {
    const events: ModelEvent[] = [
      { type: 'teams.confirmed' },
      { type: 'gaps.skipped' },
      { type: 'preview.left' },
      { type: 'modal.closed' },
    ];
    const team = teamFor(s.context.teams, OTHER.id);
    if (team.preparerId === 0) events.push({ type: 'role.filled', clientId: OTHER.id, role: 'preparer', userId: PREPARER.id });
    else if (team.reviewerId === 0) events.push({ type: 'role.filled', clientId: OTHER.id, role: 'reviewer', userId: REVIEWER.id });
    return events;
  }
  if (s.matches('savingTeams')) return saveOutcomes('saveTeams', [{ ...teamFor(s.context.teams, OTHER.id) }], TEAM_SAVE_FAILED);
  if (s.matches('choosing')) {
    const events: ModelEvent[] = [{ type: 'preview.requested' }, { type: 'modal.closed' }];
    if (s.context.selected.length > 0) events.push({ type: 'selection.cleared' });
    if (!s.context.selected.includes(OTHER.id)) events.push({ type: 'client.toggled', clientId: OTHER.id });
    if (s.context.filter === '' && s.context.selected.length === 0)
      events.push({ type: 'filter.changed', text: OTHER.clientName.slice(0, 6) });
    return events;
  }
  if (s.matches('previewing')) return [{ type: 'plan.confirmed' }, { type: 'preview.left' }, { type: 'modal.closed' }];
  if (s.matches('creating')) return saveOutcomes('submitPlan', [], PLAN_FAILED_MESSAGE);
  if (s.matches('done')) return [{ type: 'modal.closed' }];
  return [];
}

const paths = everyAndCovering(planJobsMachine, { events: eventsFor, serialize: serialize, input: INPUT });

/**
 * What the server stored: nothing until the plan is done, then one job per chosen client with
 * the PAYE template's tasks assigned from its team; a team filled in place is kept.
 */
function expectPlanStored(state: Snapshot, taken: ReadonlyArray<{ state: Snapshot }>): void {
  const made = getDb().jobs.filter((j) => j.jobName.startsWith(`${TITLE} – `));
  const planned = taken.find((step) => step.state.matches('done'))?.state;
  const otherTeam = getDb().clientTeams.find((t) => t.id === OTHER.id);
  if ((state.matches('previewing') || state.matches('done')) && state.context.selected.includes(OTHER.id)) {
    expect(otherTeam).toMatchObject({ preparerId: PREPARER.id, reviewerId: REVIEWER.id });
  }
  if (!planned) {
    expect(made).toEqual([]);
    return;
  }
  expect(made.map((j) => j.clientId).sort((a, b) => a - b)).toEqual([...planned.context.selected].sort((a, b) => a - b));
  for (const job of made) {
    const tasks = getDb().tasks.filter((t) => t.jobId === job.id);
    expect(tasks.map((t) => t.taskName)).toEqual(DEADLINE.rule.tasks);
    expect(tasks.every((t) => t.assigneeId === PREPARER.id && t.reviewerIds.join() === String(REVIEWER.id))).toBe(true);
  }
}

testEachPathOnMachine({
  machine: planJobsMachine,
  paths: paths.every,
  coverage: 'planJobs',
  input: INPUT,
  look: serialize,
  prepare: prepareTeams,
  execute: async (event, _, { backend }) => {
    retirePayeIf(event);
    return outcomeOf(event) === 'refused' && backend.failOne();
  },
  calls: { saveTeams: extensionPaths.clientTeams, submitPlan: extensionPaths.plan },
  expectStored: expectPlanStored,
});

const wizard = () => screen.getByRole('dialog', { name: `Plan jobs: ${TITLE}` });

interface World {
  app: RenderedApp;
  clients: HeldCall;
  /** Holds the team save until the path decides it. */
  teamGate: CallGate;
  /** Holds the plan until the path decides it. */
  gate: CallGate;
}

async function execute(event: ModelEvent, world: World, before?: Snapshot): Promise<void> {
  const { user } = world.app;
  switch (event.type) {
    case 'xstate.snapshot.loadOptions':
      retirePayeIf(event);
      return answerAsModelled(world.clients, event);
    case 'xstate.snapshot.saveTeams':
    case 'xstate.snapshot.submitPlan': {
      const gate = event.type === 'xstate.snapshot.saveTeams' ? world.teamGate : world.gate;
      (await gate.held())(outcomeOf(event) === 'refused');
      return;
    }
    case 'submission.cancelled':
      // Stopped while the call is out: that request is aborted, nothing more is sent.
      await (before?.matches('savingTeams') ? world.teamGate : world.gate).held();
      return user.click(within(wizard()).getByRole('button', { name: 'Cancel' }));
    case 'reload.requested':
      return user.click(within(wizard()).getByRole('button', { name: 'Try again' }));
    case 'role.filled': {
      const role = event.role === 'preparer' ? 'Preparer' : 'Reviewer';
      const person = event.role === 'preparer' ? PREPARER.name : REVIEWER.name;
      return pickWithKeyboard(user, `${role} for ${OTHER.clientName}`, person);
    }
    case 'teams.confirmed':
      world.teamGate.arm();
      return user.click(within(wizard()).getByRole('button', { name: 'Save teams' }));
    case 'gaps.skipped':
      return user.click(within(wizard()).getByRole('button', { name: 'Skip these clients' }));
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
    if (s.matches('noTemplate')) expect(within(dialog).getByText(noTemplateMessage('PAYE'))).toBeTruthy();
    if (s.matches('teams') || s.matches('savingTeams')) {
      const list = within(dialog).getByRole('list', { name: 'Clients with an empty role' });
      expect(within(list).getByText(OTHER.clientName)).toBeTruthy();
      if (s.context.error) expect(within(dialog).getByRole('alert').textContent).toBe(s.context.error);
      if (s.matches('teams') && s.context.error === null) expect(within(dialog).queryByRole('alert')).toBeNull();
    }
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
        expect(within(list).getByRole('list', { name: `Tasks of ${TITLE} – ${name}` }).textContent).toContain(
          `Compute PAYE: ${PREPARER.name}, reviewed by ${REVIEWER.name}`,
        );
      }
      if (s.context.error)
        expect(within(dialog).getByRole('alert').textContent).toBe(
          s.context.error === STOPPED_WAITING_MESSAGE ? STOPPED_WAITING_MESSAGE : PLAN_FAILED_MESSAGE,
        );
      else expect(within(dialog).queryByRole('alert')).toBeNull();
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
      prepareTeams();
      const gate = gateCall('post', extensionPaths.plan);
      const teamGate = gateCall('put', extensionPaths.clientTeams);
      const clients = holdCall('get', extensionPaths.templates);
      const app = await renderApp(`/calendar?month=${next.year}-${String(next.month).padStart(2, '0')}`, { as: 'admin' });
      const item = await screen.findByRole('listitem', { name: TITLE });
      await app.user.click(within(item).getByRole('button', { name: `Plan jobs for ${TITLE}` }));
      const world: World = { app, clients, gate, teamGate };
      await walkPath(
        path,
        (event, before) => execute(event, world, before),
        async (state, _, taken) => {
          await expectScreen(state);
          expectPlanStored(state, taken);
        },
      );
    },
    90_000,
  );
});
