/**
 * Model-based tests of Approve / Reject: paths generated from the review decision machine.
 * Every path is walked on the machine alone over the mock backend, on a task of its own waiting
 * for the demo Admin's review, checking what the server and the outbox hold after each step; a
 * covering set is walked on the rendered Pending Jobs to Approve screen
 * (docs/decisions/020-every-path-on-its-machine.md).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import type { PendingTaskItem } from '../../src/api/types';
import { COMMENT_REQUIRED, USER_ID_MISSING } from '../../src/domain/review';
import { isoToInputDate } from '../../src/domain/assign';
import { ASSIGN_MESSAGES } from '../../src/domain/schemas/review';
import { DECISION_FAILURE, reviewDecisionMachine } from '../../src/machines/review.machine';
import { ApiError } from '../../src/api/client';
import { OUTBOX_MESSAGES } from '../../src/domain/outbox';
import { closeTheOutbox, freshOutbox, heldOutbox, noOutbox } from '../support/outbox';
import { renderApp } from '../support/renderApp';
import { holdCall, type QueuedHeldCall } from '../support/server';
import { closeFromFooter, stopWaiting } from '../support/modals';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { answerAsModelled, describePath, everyAndCovering, type ModelPath } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { readOutbox } from '../../src/api/outboxStore';
import { getDb, type TaskRecord } from '../../mocks/db';
import { assignMade, makeJob, makeTask, submitMade } from '../support/factories';
import { DEMO_IDS } from '../../mocks/db/seed';
import { testEachPath, walkPath } from '../support/walk';
import { replaceText } from '../support/fill';

type DecisionEvent = EventFromLogic<typeof reviewDecisionMachine>;
type DecisionSnapshot = SnapshotFrom<typeof reviewDecisionMachine>;

const COMMENT = 'Checked against the ledger';
const BLANK = '   ';
/** A new end date of yesterday: refused on every card, whatever its job's end (docs/behaviour.md §5). */
const PAST = isoToInputDate(new Date(Date.now() - 86_400_000).toISOString());
const task = { taskId: 0, taskName: 'model' } as PendingTaskItem;
const submitId: string = reviewDecisionMachine.root.states.submitting.invoke[0].id;

const events: DecisionEvent[] = [
  { type: 'modal.opened', values: { comment: '', reviewerId: 2, reworkDate: '' }, subject: { task, decision: 'approve' } },
  { type: 'modal.opened', values: { comment: '', reviewerId: 2, reworkDate: '' }, subject: { task, decision: 'reject' } },
  { type: 'fields.changed', patch: { comment: COMMENT } },
  { type: 'fields.changed', patch: { comment: BLANK } },
  { type: 'fields.changed', patch: { reworkDate: PAST } },
  { type: 'fields.changed', patch: { reworkDate: '' } },
  { type: 'form.submitted' },
  { type: 'modal.closed' },
  { type: 'error.dismissed' },
  { type: 'submission.cancelled' },
  { type: `xstate.done.actor.${submitId}`, output: undefined } as unknown as DecisionEvent,
  { type: `xstate.error.actor.${submitId}`, error: new Error('server down') } as unknown as DecisionEvent,
  { type: 'xstate.after.successDelay.reviewDecision.succeeded' } as unknown as DecisionEvent,
];

/** No answer for want of a network: the decision goes to the outbox (docs/behaviour.md §4 "The outbox"). */
const NO_NETWORK = 'no network';
/** The call's own failure under the decision's message, as the machine's call throws it. */
const noNetwork = (s: DecisionSnapshot) =>
  ({
    type: `xstate.error.actor.${submitId}`,
    error: new ApiError(DECISION_FAILURE[s.context.subject?.decision ?? 'approve'], 'rejected', undefined, {
      cause: new ApiError('Failed to fetch', 'network'),
    }),
    label: NO_NETWORK,
  }) as unknown as DecisionEvent;
const isNoNetwork = (event: unknown) => (event as { label?: string }).label === NO_NETWORK;
/** The outbox kept it, or could not (no storage): then the decision's own message shows. */
const kept = { type: 'xstate.done.actor.keep', output: undefined } as unknown as DecisionEvent;
const keepFailed = { type: 'xstate.error.actor.keep', error: new Error('no storage') } as unknown as DecisionEvent;

const serializeState = (s: DecisionSnapshot) =>
  JSON.stringify([s.value, s.context.values, s.context.subject?.decision ?? null, s.context.fieldErrors, s.context.error, s.context.kept]);

/**
 * The submit button is disabled while the comment is blank, so a user cannot send
 * form.submitted then; a failure's alert dialog is modal, so while it shows the user can only
 * close it. The model follows what the screen allows.
 */
const eventsFor = (s: DecisionSnapshot): DecisionEvent[] =>
  s.matches('keeping')
    ? [kept, keepFailed]
    : // Kept: the outbox sends it once the connection is back (tests/machines/outbox.test.ts); the walk ends here.
      s.context.kept
      ? []
      : [...modelled(s), ...(s.matches('submitting') ? [noNetwork(s)] : [])];

/** The server fails: the decision's own message (docs/behaviour.md §8), as the machine words it. */
const failed = (s: DecisionSnapshot) =>
  ({
    type: `xstate.error.actor.${submitId}`,
    error: new ApiError(DECISION_FAILURE[s.context.subject?.decision ?? 'approve'], 'rejected'),
  }) as unknown as DecisionEvent;

const modelled = (s: DecisionSnapshot): DecisionEvent[] =>
  events
    .map((e) => (e.type === `xstate.error.actor.${submitId}` ? failed(s) : e))
    .filter((e) => {
      const alerting = s.matches('editing') && s.context.error !== null;
      if (e.type === 'error.dismissed') return alerting;
      if (alerting) return e.type.startsWith('xstate.');
      if (e.type === 'fields.changed' && e.patch.reworkDate !== undefined) {
        // The date field is on Reject only.
        return s.context.subject?.decision === 'reject' && e.patch.reworkDate !== s.context.values.reworkDate;
      }
      if (e.type === 'fields.changed') return e.patch.comment !== s.context.values.comment;
      if (e.type === 'form.submitted') return s.context.values.comment.trim() !== '';
      return true;
    });

const decisionPaths = everyAndCovering(reviewDecisionMachine, { events: eventsFor, serialize: serializeState });
const allPaths = decisionPaths.every;

function name(e: DecisionEvent | { type: string }): string {
  const event = e as DecisionEvent;
  if (isNoNetwork(event)) return 'no network';
  if (e === kept) return 'kept';
  if (e === keepFailed) return 'not kept';
  if (event.type === 'modal.opened') return `open ${event.subject?.decision}`;
  if (event.type === 'fields.changed' && event.patch.reworkDate !== undefined)
    return event.patch.reworkDate ? 'past end date' : 'clear end date';
  if (event.type === 'fields.changed') return event.patch.comment?.trim() ? 'type comment' : 'type blank';
  return e.type
    .replace(/xstate\.done\.actor\..*/, 'done')
    .replace(/xstate\.error\.actor\..*/, 'server fails')
    .replace('submission.cancelled', 'stop waiting')
    .replace(/xstate\.after\..*/, 'after 1.5 s');
}

interface Harness {
  user: UserEvent;
  approve: QueuedHeldCall;
  reject: QueuedHeldCall;
  card: HTMLElement;
  alert: Mock<(message?: unknown) => void>;
  /** The path's event after the one being done. */
  nextEvent: () => DecisionEvent | undefined;
}

afterEach(async () => {
  await closeTheOutbox();
  vi.unstubAllGlobals();
});

async function start(): Promise<Harness> {
  await freshOutbox();
  // happy-dom has no browser alert; the app calls window.alert, so give it one to watch.
  const alert = vi.fn<(message?: unknown) => void>();
  vi.stubGlobal('alert', alert);
  window.alert = alert;
  // The screen walk decides a task of its own, handed in just now: the newest, on the last page.
  const { taskName } = submitMade(assignMade(makeTask(makeJob()), DEMO_IDS.staff, DEMO_IDS.admin));
  // Real time, unless the path waits out the success (simulateTimeFor): on fake time each
  // wait for the screen waits for the clock's next tick.
  const { user } = await renderApp('/jobs/pending', { as: 'admin' });
  await screen.findAllByRole('article');
  // Looked for within the pager: on the whole page, a role query names every card's buttons.
  const pager = () => screen.queryByRole('navigation', { name: 'Pending tasks pages' });
  const shownPager = pager();
  const last = shownPager && within(shownPager).queryByRole('button', { name: 'Last page' });
  if (last && !last.hasAttribute('disabled')) {
    await user.click(last);
    await waitFor(() =>
      expect(within(pager() ?? document.body).getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true),
    );
  }
  const approve = holdCall('post', apiPaths.taskValidate);
  const reject = holdCall('post', apiPaths.taskRework);
  const card = await screen.findByRole('article', { name: taskName });
  return { user, approve, reject, card, alert, nextEvent: () => undefined };
}

const dialog = () => screen.getByRole('dialog');

async function execute(event: DecisionEvent, before: DecisionSnapshot, h: Harness): Promise<void> {
  const type: string = event.type;
  const held = before.context.subject?.decision === 'reject' ? h.reject : h.approve;
  switch (event.type) {
    case 'modal.opened': {
      const verb = event.subject?.decision === 'reject' ? 'Reject' : 'Approve';
      await h.user.click(within(h.card).getByRole('button', { name: new RegExp(`^${verb} `) }));
      // It opens with focus in the comment box.
      const opened = await screen.findByRole('dialog');
      await waitFor(() => expect(document.activeElement).toBe(within(opened).getByLabelText(/Comment/)));
      return;
    }
    case 'fields.changed': {
      if (event.patch.reworkDate !== undefined) {
        fireEvent.change(within(dialog()).getByLabelText(/New end date/), { target: { value: event.patch.reworkDate } });
        return;
      }
      await replaceText(h.user, within(dialog()).getByLabelText(/Comment/), event.patch.comment ?? '');
      return;
    }
    case 'form.submitted':
      await h.user.click(within(dialog()).getByRole('button', { name: /^(Approve|Reject) Task$/ }));
      return;
    case 'modal.closed':
      await closeFromFooter(h.user, dialog());
      return;
    case 'error.dismissed':
      await h.user.keyboard('{Escape}');
      // Focus goes back to the comment box, ready to try again.
      await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText(/Comment/)));
      return;
    case 'submission.cancelled':
      await stopWaiting(h.user, held);
      return;
  }
  if (event === kept || event === keepFailed) return;
  if (isNoNetwork(event)) {
    // Whether the outbox can keep it is the next step's: storage is there or not as it starts.
    if (h.nextEvent() === keepFailed) await noOutbox();
    await held.fail('network');
    return;
  }
  if (type.startsWith('xstate.after.')) {
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
  } else await answerAsModelled(held, event);
}

async function expectScreenFor(state: DecisionSnapshot, h: Harness): Promise<void> {
  // A failure never reaches the browser's own alert: it shows in the app's alert dialog.
  expect(h.alert).not.toHaveBeenCalled();
  // Keeping the decision is over at once on screen: the outbox's storage opens or is refused as
  // the step is taken, and the screen already shows where that leads, which the next step checks.
  if (state.matches('keeping')) return;
  const approving = state.context.subject?.decision !== 'reject';
  if (state.matches('editing') && state.context.error) {
    const shown = await screen.findByRole('alertdialog');
    expect(shown.textContent).toContain(
      state.context.error === STOPPED_WAITING_MESSAGE
        ? STOPPED_WAITING_MESSAGE
        : `Error: ${approving ? 'Failed to approve task' : 'Failed to reject task'}`,
    );
    await waitFor(() => expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'OK' })));
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }
  if (state.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return;
  }
  const modal = await screen.findByRole('dialog', { hidden: true });
  within(modal).getByRole('heading', { name: approving ? 'Approve Task' : 'Reject Task', hidden: true });
  if (state.matches('succeeded') && state.context.kept) {
    await within(modal).findByText(OUTBOX_MESSAGES.kept);
    return;
  }
  if (state.matches('succeeded')) {
    await within(modal).findByText(approving ? 'Task approved' : 'Task rejected');
    return;
  }
  if (state.matches('submitting')) {
    await within(modal).findByRole('button', { name: approving ? 'Approving...' : 'Rejecting...' });
    const held = approving ? h.approve : h.reject;
    const body = (await (await held.request()).json()) as { comment: string; userId: number };
    expect(body).toMatchObject({ comment: state.context.values.comment.trim(), userId: 2 });
    // A date that passed the form never reaches here in the model: only the empty one is sent, as the spec's call.
    if (!approving) expect(body).toMatchObject({ isDateRework: false, reworkDate: null });
    return;
  }
  const box = within(modal).getByLabelText(/Comment/);
  expect(box.getAttribute('aria-required')).toBe('true');
  await waitFor(() => expect(box).toHaveProperty('value', state.context.values.comment));
  const button = within(modal).getByRole('button', { name: approving ? 'Approve Task' : 'Reject Task', hidden: true });
  expect(button).toHaveProperty('disabled', state.context.values.comment.trim() === '');
  const date = within(modal).queryByLabelText(/New end date/);
  if (approving) expect(date).toBeNull();
  else expect(date).toHaveProperty('value', state.context.values.reworkDate);
  if (state.context.fieldErrors.reworkDate) within(modal).getByText(ASSIGN_MESSAGES.endInPast);
  else expect(within(modal).queryByText(ASSIGN_MESSAGES.endInPast)).toBeNull();
  if (state.context.fieldErrors.reviewerId) within(modal).getByText(USER_ID_MISSING);
  else expect(within(modal).queryByText(USER_ID_MISSING)).toBeNull();
}

function awaitingCount(): number {
  const line = screen.getByText(/awaiting review$/, { ignore: 'script' });
  return Number(/^(\d+)/.exec(line.textContent ?? '')?.[1]);
}

/** The task the machine walk decides: Staff's, handed in and waiting for the demo Admin. */
let pending: TaskRecord;
let waitingStatus = '';
/** The outbox's storage, held until the path says whether it opens. */
let storage: Awaited<ReturnType<typeof heldOutbox>>;
const storedTask = () => getDb().tasks.find((t) => t.id === pending.id);
const decisionsOn = () =>
  getDb().trail.filter((entry) => entry.taskId === pending.id && (entry.kind === 'approved' || entry.kind === 'returned'));

testEachPathOnMachine({
  machine: reviewDecisionMachine,
  paths: decisionPaths.every,
  coverage: 'reviewDecision',
  look: serializeState,
  name: (path) => describePath(path.steps, name),
  prepare: async () => {
    storage = await heldOutbox();
    pending = submitMade(assignMade(makeTask(makeJob()), DEMO_IDS.staff, DEMO_IDS.admin));
    waitingStatus = pending.statusName;
  },
  execute: (event, _before, { actor, backend }) => {
    const step = event as unknown as DecisionEvent;
    if (step.type === 'modal.opened') {
      // The modelled card stands for the walk's own task.
      const task = { ...step.subject!.task, taskId: pending.id, taskName: pending.taskName };
      actor.send({ ...step, subject: { ...step.subject!, task } });
      return true;
    }
    if (isNoNetwork(event)) return backend.dropOne();
    // The outbox's storage opens, or the browser refuses it.
    if (event === kept) storage.open();
    else if (event === keepFailed) storage.refuse();
    return event === kept || event === keepFailed;
  },
  expectStored: async (state, taken) => {
    const decision = taken.find((step) => step.event.type === `xstate.done.actor.${submitId}`)?.state.context.subject?.decision;
    const task = storedTask();
    const decisions = decisionsOn();
    if (decision === undefined) {
      // Nothing decided on the server: the task still waits for review.
      expect(task?.statusName).toBe(waitingStatus);
      expect(decisions).toEqual([]);
    } else {
      // Decided once, with the reviewer's trimmed comment, by the signed-in reviewer.
      expect(decisions.map(({ kind, comment, by }) => ({ kind, comment, by }))).toEqual([
        { kind: decision === 'approve' ? 'approved' : 'returned', comment: COMMENT, by: DEMO_IDS.admin },
      ]);
      expect(task?.statusName).not.toBe(waitingStatus);
    }
    // Kept: the outbox holds the decision, with its comment, to send once the connection is back.
    if (state.context.kept) {
      const [item, ...others] = await readOutbox();
      expect(others).toEqual([]);
      expect(item).toMatchObject({ taskId: pending.id, comment: COMMENT, userId: DEMO_IDS.admin });
    }
  },
});

describe('approve / reject flow (generated paths)', () => {
  it('generates paths through server failures and both decisions', () => {
    const seen = new Set(allPaths.flatMap((p) => p.steps.map((s) => serializeState(s.state as DecisionSnapshot))));
    expect([...seen].some((k) => k.includes(ASSIGN_MESSAGES.endInPast))).toBe(true);
    expect(allPaths.some((p) => p.steps.some((s) => s.event.type.startsWith('xstate.error')))).toBe(true);
    expect(decisionPaths.covering.length).toBeLessThan(60);
    // The comment rule is reached through the modal's disabled button, checked on every editing step.
    expect(COMMENT_REQUIRED).toBe('Please enter a comment');
  });

  // The reviewer is the session's user, and a screen is only shown while there is one
  // (docs/architecture.md, "Who is signed in"): the missing user is checked on the machine alone.
  it('sends nothing and asks to sign in again when it is given no reviewer', () => {
    const actor = createActor(reviewDecisionMachine).start();
    actor.send({ type: 'modal.opened', values: { comment: '', reviewerId: null, reworkDate: '' }, subject: { task, decision: 'approve' } });
    actor.send({ type: 'fields.changed', patch: { comment: COMMENT } });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.fieldErrors.reviewerId).toBe(USER_ID_MISSING);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.stop();
  });

  const pathName = (path: ModelPath<typeof reviewDecisionMachine>) => describePath(path.steps, name);
  testEachPath(
    { machine: reviewDecisionMachine, paths: decisionPaths.covering, coverage: 'reviewDecision', onScreen: true, name: pathName },
    async (path) => {
      const h = await start();
      let taskName: string | null = null;
      let waiting = 0;
      let done = 0;
      h.nextEvent = () => path.steps[done + 1]?.event as DecisionEvent | undefined;
      await walkPath(
        path,
        (event, before) => {
          done += 1;
          return execute(event as DecisionEvent, before, h);
        },
        async (state, before, taken) => {
          await expectScreenFor(state, h);
          if (!before) {
            // The task and the grid's count before anything is decided.
            taskName = h.card.getAttribute('aria-label');
            waiting = awaitingCount();
          }
          const decided = taken.some((s) => s.event.type.startsWith('xstate.done.'));
          if (decided && state.matches('closed')) {
            // The grid refreshed: the reviewed task is no longer waiting.
            await waitFor(() => expect(awaitingCount()).toBe(waiting - 1));
          } else if (!decided) {
            expect(screen.getAllByRole('article', { hidden: true }).some((a) => a.getAttribute('aria-label') === taskName)).toBe(true);
          }
        },
      );
    },
  );
});
