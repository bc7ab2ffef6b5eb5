/**
 * Model-based test of Assign on Job Details (docs/behaviour.md "Job Details and History", §5
 * "Assign form"): paths generated from the assign modal's machine, walked through the rendered
 * screen against the mock backend, with the users dropdown and the assignment held until the
 * path decides them. What the server stored after a save is what the modal said. A second
 * model assigns three selected tasks together, the second refused by the server: the first stays
 * assigned, the modal keeps the choices and retries only the rest. Every path of both is walked
 * on the machine alone, checking what the server stored after each step, and a covering set of
 * each on the screen (docs/decisions/020-every-path-on-its-machine.md).
 */
import { describe, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { NamedRef, UserOption } from '../../src/api/types';
import { paths as apiPaths } from '../../src/api/paths';
import { ASSIGN_FAILED, ASSIGN_SUCCESS_MESSAGE } from '../../src/domain/assign';
import {
  EMPTY_ASSIGN_IN_PLACE,
  assignSubject,
  assignTitle,
  partlyAssignedMessage,
  type AssignInPlaceSubject,
} from '../../src/domain/assignInPlace';
import { STOPPED_WAITING_MESSAGE, StoppedPartWay } from '../../src/machines/formModal.machine';
import { assignTaskModalMachine } from '../../src/machines/assignTaskModal.machine';
import { DEMO_IDS } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { canBeChosen, toUserOption } from '../../mocks/db';
import { makeJob, makeTask } from '../support/factories';
import { holdCall, recordRequests, type QueuedHeldCall } from '../support/server';
import { closeWithEscape, stopWaiting } from '../support/modals';
import { callOutcomes, everyAndCovering, formModalLook, type ModelEvent, type ModelStep } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { choose, localDate } from '../views/jobs/helpers';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof assignTaskModalMachine>;

/**
 * A job with three unassigned tasks: made for the models when the file loads and again before
 * each walk, with the same ids. The first model assigns the first task alone, the second all three.
 */
function makeJobToAssign(): AssignInPlaceSubject {
  const job = makeJob({ jobName: 'Assign in place model job' });
  const tasks = ['Prepare the PAYE schedule', 'Reconcile the pension remittance', 'File the NHF return'].map((taskName) =>
    makeTask(job, { taskName }),
  );
  return assignSubject({ ...job, jobTypeName: '' }, tasks, DEMO_IDS.superAdmin);
}
const ALL = makeJobToAssign();
const MADE: AssignInPlaceSubject = { ...ALL, tasks: ALL.tasks.slice(0, 1) };
const FIRST = ALL.tasks[0];
/** Why the server refuses the second of the three. */
const REFUSAL = 'Task is already assigned';
const PEOPLE: UserOption[] = getDb()
  .users.filter(canBeChosen)
  .map((u) => toUserOption(getDb(), u));
const ref = (id: number): NamedRef => {
  const person = PEOPLE.find((p) => p.id === id)!;
  return { id: person.id, name: person.name };
};
const KEMI = ref(DEMO_IDS.admin2);
const TUNDE = ref(DEMO_IDS.admin);
const DATES = { startDate: localDate(1), endDate: localDate(2) };
const AFTER = assignTaskModalMachine.root.states.succeeded.after[0].eventType;

const serialize = (s: Snapshot) =>
  JSON.stringify([...formModalLook(s), s.context.prepared !== null, s.context.subject?.tasks.length, s.context.partlySaved]);

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('closed')) return [{ type: 'modal.opened', values: EMPTY_ASSIGN_IN_PLACE, subject: MADE }];
  if (s.matches('preparing'))
    return [
      { type: 'xstate.done.actor.prepare', output: PEOPLE },
      { type: 'xstate.error.actor.prepare', error: new Error('500') },
      { type: 'modal.closed' },
    ];
  if (s.matches('editing') && s.context.prepared === null) return [{ type: 'modal.closed' }];
  if (s.matches('editing')) {
    // The choices are made in the form's order; sending between them shows each message in turn.
    const events: ModelEvent[] = [{ type: 'form.submitted' }, { type: 'modal.closed' }];
    const { assignee, reviewers, startDate } = s.context.values;
    if (assignee === null) events.push({ type: 'fields.changed', patch: { assignee: KEMI, reviewers: [] }, label: 'Kemi' });
    else if (reviewers.length === 0) events.push({ type: 'fields.changed', patch: { reviewers: [TUNDE] }, label: 'Tunde' });
    else if (!startDate) events.push({ type: 'fields.changed', patch: DATES, label: 'dates' });
    return events;
  }
  if (s.matches('submitting')) return callOutcomes('save', undefined);
  return [{ type: AFTER }, { type: 'modal.closed' }];
}

/** Three tasks together: filled at once, sent, and the second refused; a retry sends the other two. */
function severalEventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('closed')) return [{ type: 'modal.opened', values: EMPTY_ASSIGN_IN_PLACE, subject: ALL, label: 'several' }];
  if (s.matches('preparing')) return [{ type: 'xstate.done.actor.prepare', output: PEOPLE }];
  if (s.matches('editing') && s.context.partlySaved) return [{ type: 'form.submitted' }, { type: 'modal.closed' }];
  if (s.matches('editing') && s.context.values.assignee === null)
    return [{ type: 'fields.changed', patch: { assignee: KEMI, reviewers: [TUNDE], ...DATES }, label: 'everything' }];
  if (s.matches('editing')) return [{ type: 'form.submitted' }];
  if (s.matches('submitting')) {
    const left = s.context.subject?.tasks ?? [];
    const done: ModelEvent = { type: 'xstate.done.actor.save', output: undefined };
    if (left.length < ALL.tasks.length) return [done];
    const message = partlyAssignedMessage(1, left.length, left[1], REFUSAL);
    return [done, { type: 'xstate.error.actor.save', error: new StoppedPartWay(message, 1), label: 'second refused' }];
  }
  return [{ type: AFTER }];
}

const one = everyAndCovering(assignTaskModalMachine, { events: eventsFor, serialize, extend: 'new transitions' });
const several = everyAndCovering(assignTaskModalMachine, { events: severalEventsFor, serialize, extend: 'new transitions' });
const longer = (path: { steps: readonly unknown[] }) => path.steps.length > 1;
const paths = { every: [...one.every, ...several.every.filter(longer)], covering: [...one.covering, ...several.covering.filter(longer)] };

/** The tasks each save stored: all it was given, or those it dropped when it stopped part way. */
function savedBy(taken: ReadonlyArray<ModelStep<typeof assignTaskModalMachine>>): Set<number> {
  const saved = new Set<number>();
  taken.forEach(({ state }, i) => {
    const before = taken[i - 1]?.state;
    if (!before?.matches('submitting')) return;
    const left = new Set(state.matches('succeeded') ? [] : state.context.subject?.tasks.map((t) => t.id));
    for (const task of before.context.subject?.tasks ?? []) if (!left.has(task.id)) saved.add(task.id);
  });
  return saved;
}

/** What the server stored for each of the three tasks: the saved ones assigned as chosen, the others not at all. */
function expectStoredAssignments(saved: ReadonlySet<number>): void {
  for (const task of ALL.tasks) {
    const stored = getDb().tasks.find((t) => t.id === task.id)!;
    expect(stored.assigneeId).toBe(saved.has(task.id) ? KEMI.id : null);
    if (saved.has(task.id)) expect(stored).toMatchObject({ reviewerIds: [TUNDE.id], startDate: new Date(DATES.startDate).toISOString() });
  }
}

testEachPathOnMachine({
  machine: assignTaskModalMachine,
  paths: paths.every,
  coverage: 'assignTaskModal',
  look: serialize,
  as: 'superadmin',
  prepare: () => {
    const made = makeJobToAssign();
    expect([made.job.id, ...made.tasks.map((t) => t.id)]).toEqual([ALL.job.id, ...ALL.tasks.map((t) => t.id)]);
  },
  calls: { prepare: apiPaths.dropdownUsers, save: apiPaths.taskUpdate },
  execute: async (event, _before, { backend }) => {
    if (event.type !== 'xstate.error.actor.save' || event.label !== 'second refused') return false;
    // The first is stored; the server refuses the second in its own words.
    return (await backend.passOne()) && backend.respondOne({ responseCode: '400', responseDescription: REFUSAL, response: null });
  },
  // While a save runs, its calls are held: nothing it sends is stored before its step.
  expectStored: (_state, taken) => expectStoredAssignments(savedBy(taken)),
});

interface Harness {
  app: RenderedApp;
  people: QueuedHeldCall;
  assign: QueuedHeldCall;
  reloads: () => number;
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const setDate = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

async function execute(event: ModelEvent, before: Snapshot, h: Harness): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'modal.opened':
      if (event.label === 'several') {
        for (const task of ALL.tasks) await user.click(await screen.findByRole('checkbox', { name: `Select ${task.taskName}` }));
        await user.click(screen.getByRole('button', { name: `Assign selected (${ALL.tasks.length})` }));
        await screen.findByRole('dialog', { name: assignTitle(ALL.tasks.length) });
        return;
      }
      await user.click(await screen.findByRole('button', { name: `Assign ${FIRST.taskName}` }));
      await screen.findByRole('dialog', { name: 'Assign task' });
      return;
    case 'xstate.done.actor.prepare':
      await h.people.passThrough();
      return;
    case 'xstate.error.actor.prepare':
      await h.people.fail(500);
      return;
    case 'fields.changed':
      if (event.label === 'everything') {
        await choose(user, 'Assignee', KEMI.name, dialog());
        await user.click(within(dialog()).getByRole('checkbox', { name: TUNDE.name }));
        setDate('Task start', DATES.startDate);
        setDate('Task end', DATES.endDate);
      } else if (event.label === 'Kemi') await choose(user, 'Assignee', KEMI.name, dialog());
      else if (event.label === 'Tunde') await user.click(within(dialog()).getByRole('checkbox', { name: TUNDE.name }));
      else {
        setDate('Task start', DATES.startDate);
        setDate('Task end', DATES.endDate);
      }
      return;
    case 'form.submitted':
      await user.click(within(dialog()).getByRole('button', { name: /^Assign Tasks?$/ }));
      return;
    case 'modal.closed':
      await closeWithEscape(user);
      return;
    case 'xstate.done.actor.save':
      // One call a task, in list order: each answered as the server would.
      for (let i = 0; i < before.context.subject!.tasks.length; i++) await h.assign.passThrough();
      return;
    case 'xstate.error.actor.save':
      if (event.label === 'second refused') {
        await h.assign.passThrough();
        await h.assign.respond({ responseCode: '400', responseDescription: REFUSAL, response: null });
      } else await h.assign.fail(500);
      return;
    case 'submission.cancelled':
      await stopWaiting(user, h.assign, 'Escape');
      return;
    case AFTER:
      vi.advanceTimersByTime(1500);
      return;
  }
}

async function expectScreen(s: Snapshot, h: Harness, saved: ReadonlySet<number>, completed: number): Promise<void> {
  if (!s.matches('submitting')) expectStoredAssignments(saved);
  if (s.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Each finished assignment reads the job again.
    await waitFor(() => expect(h.reloads()).toBe(completed));
    return;
  }
  const d = await screen.findByRole('dialog', { name: assignTitle(s.context.subject?.tasks.length ?? 1) });
  if (s.matches('succeeded')) {
    expect(within(d).getByText(ASSIGN_SUCCESS_MESSAGE)).toBeTruthy();
    return;
  }
  if (s.matches('preparing') || s.matches('submitting')) return;
  if (s.context.prepared === null) {
    expect(within(d).getByRole('alert').textContent).toBe('Failed to load initial data');
    return;
  }
  const { assignee, reviewers, startDate, endDate } = s.context.values;
  expect(within(d).getByRole('combobox', { name: /^Assignee/ }).textContent).toContain(assignee ? KEMI.name : 'Select who does the task');
  // The assignee is never offered as a reviewer.
  if (assignee) expect(within(d).queryByRole('checkbox', { name: KEMI.name })).toBeNull();
  expect((within(d).getByRole('checkbox', { name: TUNDE.name }) as HTMLInputElement).checked).toBe(reviewers.length > 0);
  expect((within(d).getByLabelText(/^Task start/) as HTMLInputElement).value).toBe(startDate);
  expect((within(d).getByLabelText(/^Task end/) as HTMLInputElement).value).toBe(endDate);
  for (const message of Object.values(s.context.fieldErrors)) expect(within(d).getByText(message)).toBeTruthy();
  if (s.context.error)
    expect(
      within(d)
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain(s.context.error === STOPPED_WAITING_MESSAGE || s.context.partlySaved ? s.context.error : ASSIGN_FAILED);
}

describe('Assign on Job Details (generated paths)', () => {
  testEachPath({ machine: assignTaskModalMachine, paths: paths.covering, coverage: 'assignTaskModal', onScreen: true }, async (path) => {
    const made = makeJobToAssign();
    expect([made.job.id, ...made.tasks.map((t) => t.id)]).toEqual([ALL.job.id, ...ALL.tasks.map((t) => t.id)]);
    const people = holdCall('get', apiPaths.dropdownUsers, (url) => url.pathname.endsWith('/'));
    const assign = holdCall('post', apiPaths.taskUpdate);
    const app = await renderApp(`/jobs/${MADE.job.id}`, { as: 'superadmin' });
    await screen.findByRole('heading', { name: 'Job Information' });
    await screen.findByRole('button', { name: `Assign ${FIRST.taskName}` });
    const seen = recordRequests();
    const h: Harness = { app, people, assign, reloads: () => seen.filter((r) => r.url.pathname === apiPaths.jobDetails).length };
    const saved = new Set<number>();
    let completed = 0;
    await walkPath(
      path,
      (event, before) => execute(event, before, h),
      (state, before) => {
        // What each save stored: all it was given, or those it dropped when it stopped part way.
        if (before?.matches('submitting')) {
          const left = new Set(state.matches('succeeded') ? [] : state.context.subject?.tasks.map((t) => t.id));
          for (const task of before.context.subject?.tasks ?? []) if (!left.has(task.id)) saved.add(task.id);
        }
        // Each finished assignment, and closing after one that stopped part way, reads the job again.
        if (before && !before.matches('closed') && state.matches('closed') && (before.matches('succeeded') || before.context.partlySaved))
          completed += 1;
        return expectScreen(state, h, saved, completed);
      },
    );
  });
});
