/**
 * The task's review flow (docs/behaviour.md §4) as two people drive it: paths generated from the review
 * machine, each step done on the real screens — the assignee on Pending Jobs to Finish, the
 * reviewer on Pending Jobs to Approve — and checked against what the server stored. The flow
 * has no one machine in the product, so its every path is walked on the model alone with each
 * step done by the mock backend's own rules, what the server then holds checked after every
 * step; the screens walk a covering set
 * (docs/decisions/020-every-path-on-its-machine.md).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { reworkCountOf } from '../../mocks/db/trail';
import { DEMO_IDS } from '../../mocks/db/seed';
import { reviewStageOf } from '../../src/domain/review';
import { taskReviewMachine } from './taskReview.model';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { describePath, everyAndCovering } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { approveMade, assignMade, makeJob, makeTask, reworkMade, submitMade } from '../support/factories';
import { testEachPath, walkPath } from '../support/walk';
import { replaceText } from '../support/fill';

type LoopEvent = EventFromLogic<typeof taskReviewMachine>;
type LoopSnapshot = SnapshotFrom<typeof taskReviewMachine>;

const TASK_NAME = 'Quarterly VAT reconciliation (model)';
const events: LoopEvent[] = [{ type: 'task.submitted' }, { type: 'task.approved' }, { type: 'task.rejected' }];
const input = { reworkCount: 0 };
const serializeState = (s: LoopSnapshot) => JSON.stringify([s.value, s.context.reworkCount]);
// Rework once is enough to see the count go up and the task come back.
const eventsFor = (s: LoopSnapshot) => events.filter((e) => e.type !== 'task.rejected' || s.context.reworkCount === 0);
// The shortest paths already take every transition: a path costs two people's screens per step.
const loopPaths = everyAndCovering(taskReviewMachine, { input, events: eventsFor, serialize: serializeState, extend: 'new transitions' });
const allPaths = loopPaths.covering;

/** A task made for the walk, in progress with staff@ and reviewed by admin@, with a name no other task has. */
function prepareTask(): number {
  return assignMade(makeTask(makeJob(), { taskName: TASK_NAME }), DEMO_IDS.staff, DEMO_IDS.admin).id;
}

/** What the server holds for the task: the stage and rework count the model is in. */
function expectStored(state: LoopSnapshot, taskId: number) {
  const stored = getDb().tasks.find((t) => t.id === taskId)!;
  expect(reviewStageOf(stored)).toBe(state.value);
  expect(reworkCountOf(getDb(), stored.id)).toBe(state.context.reworkCount);
  return stored;
}

let walked = 0;
testEachPathOnMachine({
  machine: taskReviewMachine,
  paths: loopPaths.every,
  coverage: 'taskReview',
  look: serializeState,
  input,
  as: null,
  name: (path) => describePath(path.steps, (e) => e.type.replace('task.', '')),
  prepare: () => {
    walked = prepareTask();
  },
  // Each step is the mock backend's own rule, done as its person (tests/support/factories.ts); the model then follows.
  execute: (event) => {
    const task = getDb().tasks.find((t) => t.id === walked)!;
    if (event.type === 'task.submitted') submitMade(task);
    else if (event.type === 'task.approved') approveMade(task);
    else reworkMade(task);
    return false;
  },
  expectStored: (state) => {
    expectStored(state, walked);
  },
});

async function asStaff(): Promise<RenderedApp> {
  cleanup();
  const app = await renderApp('/my-jobs/pending', { as: 'staff' });
  await screen.findAllByRole('article');
  return app;
}

async function asAdmin(): Promise<RenderedApp> {
  cleanup();
  const app = await renderApp('/jobs/pending', { as: 'admin' });
  await screen.findAllByRole('article');
  const last = screen.queryByRole('button', { name: 'Last page' });
  // A task handed in just now is the newest, on the last page.
  if (last && !last.hasAttribute('disabled')) {
    await app.user.click(last);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true));
    await screen.findAllByRole('article');
  }
  return app;
}

async function execute(event: LoopEvent, round: number): Promise<void> {
  if (event.type === 'task.submitted') {
    const app = await asStaff();
    const card = screen.getByRole('article', { name: TASK_NAME });
    await app.user.click(within(card).getByRole('button', { name: /^Submit Task/ }));
    const dialog = await screen.findByRole('dialog');
    await replaceText(app.user, within(dialog).getByLabelText(/Comment/), `Done, round ${round}`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
    await within(dialog).findByText('Task submitted');
    return;
  }
  const app = await asAdmin();
  const card = await screen.findByRole('article', { name: TASK_NAME });
  const verb = event.type === 'task.approved' ? 'Approve' : 'Reject';
  await app.user.click(within(card).getByRole('button', { name: new RegExp(`^${verb} `) }));
  const dialog = await screen.findByRole('dialog');
  await replaceText(
    app.user,
    within(dialog).getByLabelText(/Comment/),
    event.type === 'task.approved' ? 'Approved, thanks' : `Fix the totals, round ${round}`,
  );
  await app.user.click(within(dialog).getByRole('button', { name: `${verb} Task` }));
  await within(dialog).findByText(event.type === 'task.approved' ? 'Task approved' : 'Task rejected');
}

/** What each person sees, and what the server holds, in each stage of the flow. */
async function expectStage(state: LoopSnapshot, taskId: number, round: number): Promise<void> {
  const stored = expectStored(state, taskId);
  if (state.matches('inProgress')) {
    const app = await asStaff();
    const card = screen.getByRole('article', { name: TASK_NAME });
    if (state.context.reworkCount > 0) {
      within(card).getByText('Rework');
      // Returned: badged so, first in the list, with the reviewer's words on the card itself.
      within(card).getByText('Returned for rework');
      const returned = screen.getAllByRole('article').map((a) => within(a).queryByText('Returned for rework') !== null);
      expect(returned.slice(0, returned.lastIndexOf(true) + 1).every(Boolean)).toBe(true);
      within(card).getByText(`Fix the totals, round ${round}`);
      // The reviewer's words are the newest comment under View Chats.
      await app.user.click(within(card).getByRole('button', { name: /^View Chats/ }));
      const dialog = await screen.findByRole('dialog');
      const first = (await within(dialog).findAllByRole('listitem'))[0];
      within(first).getByText(`Fix the totals, round ${round}`);
      expect(first.textContent).toContain('Tunde Bakare (Admin)');
    }
    return;
  }
  if (state.matches('pendingReview')) {
    await asAdmin();
    const card = await screen.findByRole('article', { name: TASK_NAME });
    within(card).getByText(/^(Pending Review|Overdue)$/);
    return;
  }
  // Verified: in neither list any more.
  await asStaff();
  expect(screen.queryByRole('article', { name: TASK_NAME })).toBeNull();
  expect(stored.isVerified).toBe(true);
}

describe('task review flow across assignee and reviewer (generated paths)', () => {
  it('generates a path where a rejected task is resubmitted and verified', () => {
    expect(loopPaths.every.some((p) => p.state.matches('verified') && p.state.context.reworkCount === 1)).toBe(true);
  });

  testEachPath(
    {
      machine: taskReviewMachine,
      paths: allPaths,
      coverage: 'taskReview',
      input,
      onScreen: true,
      name: (path) => describePath(path.steps, (e) => e.type.replace('task.', '')),
    },
    async (path) => {
      const taskId = prepareTask();
      let round = 0;
      await walkPath(
        path,
        async (event) => {
          round += event.type === 'task.rejected' ? 1 : 0;
          await execute(event as LoopEvent, round);
        },
        (state) => expectStage(state, taskId, round),
      );
    },
    // One walk through both people's screens at every step: longer than a test's usual limit on a busy machine.
    60_000,
  );
});
