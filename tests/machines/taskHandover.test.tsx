/**
 * Model-based test of Change reviewer / Change assignee on Job Details (docs/behaviour.md §4
 * "Nothing stranded"): paths generated from the handover modal's machine, walked through the
 * rendered screen against the mock backend, with the users dropdown and the handover held until
 * the path decides them. What the server stored after a save is what the modal said. Every
 * path is walked on the machine alone, checking what the server stored after each step, and a
 * covering set on the screen (docs/decisions/020-every-path-on-its-machine.md).
 */
import { describe, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { Task, UserOption } from '../../src/api/types';
import { extensionPaths } from '../../src/api/extensions';
import { paths as apiPaths } from '../../src/api/paths';
import { handoverValuesFor, type TaskHandoverMode } from '../../src/domain/handover';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { HANDOVER_FAILED, taskHandoverMachine } from '../../src/machines/taskHandover.machine';
import { DEMO_IDS } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { canBeChosen, findJob, toTask, toUserOption } from '../../mocks/db';
import { assignMade, makeJob, makeTask, submitMade } from '../support/factories';
import { holdCall, recordRequests, type QueuedHeldCall } from '../support/server';
import { closeWithEscape, stopWaiting } from '../support/modals';
import { callOutcomes, everyAndCovering, formModalLook, type ModelEvent, type ModelStep } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { choose } from '../views/jobs/helpers';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof taskHandoverMachine>;

/**
 * A job with a task awaiting review (its reviewers may change) and an open one (its assignee may
 * change), both the Staff demo account's and reviewed by the Admin: made for the model when the
 * file loads and again before each walk, with the same ids.
 */
function makeJobWithTasks(): { jobId: number; inReview: Task; open: Task } {
  const job = makeJob({ jobName: 'Handover model job' });
  const review = submitMade(assignMade(makeTask(job, { taskName: 'Reconcile the bank' }), DEMO_IDS.staff));
  const open = assignMade(makeTask(job, { taskName: 'File the VAT return' }), DEMO_IDS.staff);
  const db = getDb();
  const asTask = (id: number) =>
    toTask(
      db,
      db.tasks.find((t) => t.id === id)!,
      findJob(db, job.id),
      Date.now(),
    );
  return { jobId: job.id, inReview: asTask(review.id), open: asTask(open.id) };
}
const MADE = makeJobWithTasks();
const PEOPLE: UserOption[] = getDb()
  .users.filter(canBeChosen)
  .map((u) => toUserOption(getDb(), u));
const KEMI = PEOPLE.find((p) => p.id === DEMO_IDS.admin2)!;
const TUNDE = PEOPLE.find((p) => p.id === DEMO_IDS.admin)!;
const FUNMI = PEOPLE.find((p) => p.id === DEMO_IDS.staff2)!;
const AFTER = taskHandoverMachine.root.states.succeeded.after[0].eventType;

const opened = (mode: TaskHandoverMode): ModelEvent => {
  const task = mode === 'reviewers' ? MADE.inReview : MADE.open;
  return { type: 'modal.opened', values: handoverValuesFor(task, mode), subject: task, label: mode };
};

const serialize = (s: Snapshot) => JSON.stringify([...formModalLook(s), s.context.prepared !== null]);

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('closed')) return [opened('reviewers'), opened('assignee')];
  // The assignee form is walked along its main road; the branches are explored on the reviewers form.
  const reviewers = s.context.values.mode === 'reviewers';
  if (s.matches('preparing'))
    return reviewers
      ? [
          { type: 'xstate.done.actor.prepare', output: PEOPLE },
          { type: 'xstate.error.actor.prepare', error: new Error('500') },
          { type: 'modal.closed' },
        ]
      : [{ type: 'xstate.done.actor.prepare', output: PEOPLE }];
  if (s.matches('editing') && s.context.prepared === null) return [{ type: 'modal.closed' }];
  if (s.matches('editing')) {
    const events: ModelEvent[] = [{ type: 'form.submitted' }, { type: 'modal.closed' }];
    const { reviewerIds, assigneeId } = s.context.values;
    if (reviewers && reviewerIds.length === 1 && reviewerIds[0] === TUNDE.id)
      events.push({ type: 'fields.changed', patch: { reviewerIds: [] }, label: 'untick Tunde' });
    if (reviewers && reviewerIds.length === 0)
      events.push({ type: 'fields.changed', patch: { reviewerIds: [KEMI.id] }, label: 'tick Kemi' });
    if (!reviewers && assigneeId === '')
      events.push({ type: 'fields.changed', patch: { assigneeId: String(FUNMI.id) }, label: 'Funmilayo' });
    return events;
  }
  if (s.matches('submitting')) return reviewers ? callOutcomes('save', undefined) : [{ type: 'xstate.done.actor.save', output: undefined }];
  return [{ type: AFTER }, { type: 'modal.closed' }];
}

const paths = everyAndCovering(taskHandoverMachine, { events: eventsFor, serialize, extend: 'new transitions' });

interface Saved {
  reviewers: number[] | null;
  assignee: number | null;
}

/** What the saves the modal said were made changed: the reviewers, the assignee, or neither yet. */
function savedBy(taken: ReadonlyArray<ModelStep<typeof taskHandoverMachine>>): Saved {
  const saved: Saved = { reviewers: null, assignee: null };
  taken.forEach(({ state }, i) => {
    if (!taken[i - 1]?.state.matches('submitting') || !state.matches('succeeded')) return;
    if (state.context.values.mode === 'reviewers') saved.reviewers = state.context.values.reviewerIds;
    else saved.assignee = Number(state.context.values.assigneeId);
  });
  return saved;
}

testEachPathOnMachine({
  machine: taskHandoverMachine,
  paths: paths.every,
  coverage: 'taskHandover',
  look: serialize,
  as: 'superadmin',
  prepare: () => {
    const made = makeJobWithTasks();
    expect([made.jobId, made.inReview.id, made.open.id]).toEqual([MADE.jobId, MADE.inReview.id, MADE.open.id]);
  },
  calls: { prepare: apiPaths.dropdownUsers, save: extensionPaths.taskHandover },
  // While a save runs, its call is held: nothing is stored before the path's answer.
  expectStored: (_state, taken) => expectStored(savedBy(taken)),
});

interface Harness {
  app: RenderedApp;
  people: QueuedHeldCall;
  handover: QueuedHeldCall;
  reloads: () => number;
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const titleOf = (s: Snapshot) => (s.context.values.mode === 'reviewers' ? 'Change reviewer' : 'Change assignee');

async function execute(event: ModelEvent, h: Harness): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'modal.opened': {
      const task = event.label === 'reviewers' ? MADE.inReview : MADE.open;
      const button = event.label === 'reviewers' ? 'Change reviewer' : 'Change assignee';
      await user.click(await screen.findByRole('button', { name: `${button} of ${task.taskName}` }));
      await screen.findByRole('dialog', { name: button });
      return;
    }
    case 'xstate.done.actor.prepare':
      await h.people.passThrough();
      return;
    case 'xstate.error.actor.prepare':
      await h.people.fail(500);
      return;
    case 'fields.changed':
      if (event.label === 'untick Tunde') await user.click(within(dialog()).getByRole('checkbox', { name: TUNDE.name }));
      else if (event.label === 'tick Kemi') await user.click(within(dialog()).getByRole('checkbox', { name: KEMI.name }));
      else await choose(user, 'New assignee', FUNMI.name, dialog());
      return;
    case 'form.submitted':
      await user.click(within(dialog()).getByRole('button', { name: /^Save / }));
      return;
    case 'modal.closed':
      await closeWithEscape(user);
      return;
    case 'xstate.done.actor.save':
      await h.handover.passThrough();
      return;
    case 'xstate.error.actor.save':
      await h.handover.fail(500);
      return;
    case 'submission.cancelled':
      await stopWaiting(user, h.handover, 'Escape');
      return;
    case AFTER:
      vi.advanceTimersByTime(1500);
      return;
  }
}

/** What the server holds for the model's tasks: changed only by a save the modal said was made. */
function expectStored(saved: Saved): void {
  const db = getDb();
  const review = db.tasks.find((t) => t.id === MADE.inReview.id)!;
  const open = db.tasks.find((t) => t.id === MADE.open.id)!;
  expect(review.reviewerIds).toEqual(saved.reviewers ?? [DEMO_IDS.admin]);
  expect(open.assigneeId).toBe(saved.assignee ?? DEMO_IDS.staff);
}

async function expectScreen(s: Snapshot, h: Harness, saved: Saved, completed: number): Promise<void> {
  if (!s.matches('submitting')) expectStored(saved);
  if (s.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Each finished handover reads the job again.
    await waitFor(() => expect(h.reloads()).toBe(completed));
    return;
  }
  const d = await screen.findByRole('dialog', { name: titleOf(s) });
  if (s.matches('succeeded')) {
    expect(
      within(d).getByText(s.context.values.mode === 'reviewers' ? 'Reviewers changed successfully' : 'Assignee changed successfully'),
    ).toBeTruthy();
    return;
  }
  if (s.matches('preparing') || s.matches('submitting')) return;
  if (s.context.prepared === null) {
    expect(within(d).getByRole('alert').textContent).toBe('Failed to load form data. Please refresh and try again.');
    return;
  }
  if (s.context.values.mode === 'reviewers') {
    for (const person of [TUNDE, KEMI])
      expect((within(d).getByRole('checkbox', { name: person.name }) as HTMLInputElement).checked).toBe(
        s.context.values.reviewerIds.includes(person.id),
      );
    // The assignee is never offered as a reviewer; Staff are not offered at all.
    expect(within(d).queryByRole('checkbox', { name: FUNMI.name })).toBeNull();
  } else {
    expect(within(d).getByRole('combobox', { name: /^New assignee/ }).textContent).toContain(
      s.context.values.assigneeId ? FUNMI.name : 'Choose an assignee',
    );
  }
  for (const message of Object.values(s.context.fieldErrors)) expect(within(d).getByText(message)).toBeTruthy();
  if (s.context.error)
    expect(
      within(d)
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain(s.context.error === STOPPED_WAITING_MESSAGE ? STOPPED_WAITING_MESSAGE : HANDOVER_FAILED);
}

describe('Change reviewer / Change assignee (generated paths)', () => {
  testEachPath({ machine: taskHandoverMachine, paths: paths.covering, coverage: 'taskHandover', onScreen: true }, async (path) => {
    const made = makeJobWithTasks();
    expect([made.jobId, made.inReview.id, made.open.id]).toEqual([MADE.jobId, MADE.inReview.id, MADE.open.id]);
    const people = holdCall('get', apiPaths.dropdownUsers, (url) => url.pathname.endsWith('/'));
    const handover = holdCall('post', extensionPaths.taskHandover);
    const app = await renderApp(`/jobs/${MADE.jobId}`, { as: 'superadmin' });
    await screen.findByRole('heading', { name: 'Job Information' });
    await screen.findByRole('button', { name: `Change reviewer of ${MADE.inReview.taskName}` });
    const seen = recordRequests();
    const h: Harness = { app, people, handover, reloads: () => seen.filter((r) => r.url.pathname === apiPaths.jobDetails).length };
    let completed = 0;
    await walkPath(
      path,
      (event) => execute(event, h),
      (state, before, taken) => {
        if (before?.matches('succeeded') && state.matches('closed')) completed += 1;
        return expectScreen(state, h, savedBy(taken), completed);
      },
    );
  });
});
