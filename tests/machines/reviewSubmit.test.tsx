/**
 * Model-based tests of Submit Task: paths generated from the submit machine itself. Every path
 * is walked on the machine alone over the mock backend, on a task of its own assigned to Staff,
 * checking what the server (the hand-in, its files) and the outbox hold after each step; a
 * covering set is walked on the rendered Pending Jobs to Finish screen
 * (docs/decisions/020-every-path-on-its-machine.md).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import type { PendingTaskItem } from '../../src/api/types';
import { ApiError } from '../../src/api/client';
import { COMMENT_REQUIRED, SUBMIT_SUCCESS_MS, USER_DATA_MISSING } from '../../src/domain/review';
import { EMPTY_SUBMISSION, submitTaskMachine } from '../../src/machines/submitTask.machine';
import { UploadFailed } from '../../src/machines/uploadSequence.machine';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { describePath, everyAndCovering, nameOfEvent, type ModelEvent, type ModelPath } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { readOutbox } from '../../src/api/outboxStore';
import { getDb, type TaskRecord } from '../../mocks/db';
import { DEMO_IDS } from '../../mocks/db/seed';
import { assignMade, makeJob, makeTask } from '../support/factories';
import { renderApp } from '../support/renderApp';
import { holdCall, type QueuedHeldCall } from '../support/server';
import { closeFromFooter, stopWaiting } from '../support/modals';
import { testEachPath, walkPath } from '../support/walk';
import { replaceText } from '../support/fill';
import { onSimulatedTime, passTime } from '../support/time';
import { OUTBOX_MESSAGES } from '../../src/domain/outbox';
import { closeTheOutbox, freshOutbox, heldOutbox, noOutbox } from '../support/outbox';

type SubmitEvent = EventFromLogic<typeof submitTaskMachine>;
type SubmitSnapshot = SnapshotFrom<typeof submitTaskMachine>;

const COMMENT = 'Reconciled all accounts';
const BLANK = '   ';
const FILE_NAME = 'ledger.pdf';
const task: PendingTaskItem = {
  taskId: 0,
  taskName: 'model',
  taskDescription: '',
  jobName: '',
  jobDescription: '',
  jobStartDate: '',
  jobEndDate: '',
  tStartDate: null,
  taskEndDate: null,
  taskFileList: [],
};
const file = new File(['ledger'], FILE_NAME, { type: 'application/pdf' });

/** The file service got no answer through: the form's own "Failed to upload files". */
const uploadLost = new UploadFailed(new ApiError('File upload failed: network', 'network'));
const savedEvent = { type: 'xstate.done.actor.save', output: undefined } as unknown as SubmitEvent;
const saveFailed = { type: 'xstate.error.actor.save', error: new Error('server down') } as unknown as SubmitEvent;
const uploadFailed = { type: 'xstate.error.actor.save', error: uploadLost } as unknown as SubmitEvent;
/** With no network the hand-in goes to the outbox (docs/behaviour.md §4 "The outbox"), or cannot (no storage). */
const kept = { type: 'xstate.done.actor.keep', output: undefined } as unknown as SubmitEvent;
const keepFailed = { type: 'xstate.error.actor.keep', error: new Error('no storage') } as unknown as SubmitEvent;

const events: SubmitEvent[] = [
  { type: 'modal.opened', values: EMPTY_SUBMISSION, subject: task },
  { type: 'fields.changed', patch: { comment: COMMENT } },
  { type: 'fields.changed', patch: { comment: BLANK } },
  { type: 'files.chosen', files: [file] },
  { type: 'file.removed', index: 0 },
  // Who hands it in is the session's user; a screen is only shown while there is one
  // (docs/architecture.md, "Who is signed in"), so the missing user is checked on the machine alone below.
  { type: 'form.submitted', patch: { userId: 3 } },
  { type: 'modal.closed' },
  { type: 'submission.cancelled' },
  { type: 'files.stored', files: [{ url: 'u', fileName: FILE_NAME }] },
  uploadFailed,
  savedEvent,
  saveFailed,
  { type: 'xstate.after.successDelay.submitTask.succeeded' } as unknown as SubmitEvent,
];

/** The chosen files are on their way to the file service (not yet stored by this or an earlier try). */
const filesWaiting = (s: SubmitSnapshot) => s.context.files.length > 0 && s.context.stored === null;

/** The message the form shows: a failed call's, the comment's or the missing user's. */
const shownMessage = (s: SubmitSnapshot) => s.context.error ?? s.context.fieldErrors.comment ?? s.context.fieldErrors.userId ?? null;

const serializeState = (s: SubmitSnapshot) =>
  JSON.stringify([s.value, s.context.values.comment, s.context.files.length, s.context.stored !== null, shownMessage(s), s.context.kept]);

/**
 * One file at most, and typing only what is not there already, keep the model finite. While
 * the form sends, the files are stored or refused first; then the task is handed in or not.
 */
const eventsFor = (s: SubmitSnapshot): SubmitEvent[] =>
  s.matches('keeping')
    ? [kept, keepFailed]
    : // Kept: the outbox sends it once the connection is back (tests/machines/outbox.test.ts); the walk ends here.
      s.context.kept
      ? []
      : modelled(s);

const modelled = (s: SubmitSnapshot): SubmitEvent[] =>
  events.filter((e) => {
    if (e.type === 'files.chosen') return s.context.files.length === 0;
    if (e.type === 'fields.changed') return e.patch.comment !== s.context.values.comment;
    if (e.type === 'files.stored' || e === uploadFailed) return filesWaiting(s);
    if (e === savedEvent || e === saveFailed) return !filesWaiting(s);
    return true;
  });

const submitPaths = everyAndCovering(submitTaskMachine, { events: eventsFor, serialize: serializeState });
const allPaths = submitPaths.every;

function stepName(e: ModelEvent): string {
  const event = e as SubmitEvent;
  if (event.type === 'fields.changed') return event.patch.comment?.trim() ? 'type comment' : 'type blank';
  if (event.type === 'form.submitted') return 'submit';
  if (event === uploadFailed) return 'error:upload (no network)';
  if (event === kept) return 'kept';
  if (event === keepFailed) return 'not kept';
  if (event.type === 'submission.cancelled') return 'stop waiting';
  // The task the modal hands in, not a record it edits.
  if (event.type === 'modal.opened') return event.type;
  return nameOfEvent(e).replace(/^after:successDelay$/, 'after 2 s');
}

/** The task the machine walk hands in: assigned to Staff, who is signed in. */
let assigned: TaskRecord;
/** The outbox's storage, held until the path says whether it opens. */
let storage: Awaited<ReturnType<typeof heldOutbox>>;

const isUpload = (request: Request) => new URL(request.url).pathname.startsWith('/mock-files/');
const isSave = (request: Request) => request.method === 'POST' && !isUpload(request);

testEachPathOnMachine({
  machine: submitTaskMachine,
  paths: submitPaths.every,
  coverage: 'submitTask',
  look: serializeState,
  as: 'staff',
  name: (path) => describePath(path.steps, stepName),
  prepare: async () => {
    storage = await heldOutbox();
    assigned = assignMade(makeTask(makeJob()), DEMO_IDS.staff);
  },
  calls: { save: isSave },
  execute: async (event, before, { actor, backend }) => {
    const step = event as unknown as SubmitEvent;
    if (step.type === 'modal.opened') {
      // The modelled card stands for the walk's own task.
      actor.send({ ...step, subject: { ...task, taskId: assigned.id, taskName: assigned.taskName } });
      return true;
    }
    if (step.type === 'files.stored') {
      // The chosen files go to the file service one at a time.
      for (let stored = 0; stored < before.context.files.length; stored += 1) if (!(await backend.passOne(isUpload))) return false;
      return true;
    }
    if (step === uploadFailed) return backend.dropOne(isUpload);
    // The outbox's storage opens, or the browser refuses it.
    if (step === kept) storage.open();
    else if (step === keepFailed) storage.refuse();
    return step === kept || step === keepFailed;
  },
  expectStored: async (state, taken) => {
    const handedIn = getDb().trail.filter((entry) => entry.taskId === assigned.id && entry.kind === 'submitted');
    const submitted = taken.findIndex((step) => step.event === savedEvent);
    if (submitted < 0) expect(handedIn).toEqual([]);
    else {
      // Handed in once, by Staff, with the trimmed comment and the files stored on the way.
      const sent = taken[submitted - 1].state.context;
      expect(handedIn.map(({ by, comment, files }) => ({ by, comment, files: files.map((f) => f.fileName) }))).toEqual([
        { by: DEMO_IDS.staff, comment: COMMENT, files: sent.files.map((f) => f.name) },
      ]);
    }
    // Each file the path stored is kept by the file service, under Staff.
    const stores = taken.filter((step, i) => step.event.type === 'files.stored' && taken[i - 1].state.context.files.length > 0).length;
    expect(getDb().uploads.filter((u) => u.fileName === FILE_NAME && u.uploadedBy === DEMO_IDS.staff)).toHaveLength(stores);
    // Kept: the outbox holds the hand-in with its comment and files, to send once the connection is back.
    if (state.context.kept) {
      const [item, ...others] = await readOutbox();
      expect(others).toEqual([]);
      expect(item).toMatchObject({ kind: 'submit', taskId: assigned.id, comment: COMMENT, userId: DEMO_IDS.staff });
      expect(item.files.map((f) => f.name)).toEqual(state.context.files.map((f) => f.name));
    }
  },
});

interface Harness {
  user: UserEvent;
  uploads: QueuedHeldCall;
  submit: QueuedHeldCall;
  card: HTMLElement;
  taskName: string;
  /** The path's event after the one being done. */
  nextEvent: () => SubmitEvent | undefined;
}

afterEach(async () => {
  await closeTheOutbox();
  vi.unstubAllGlobals();
});

/** The screen walk hands in a task of its own, assigned to Staff, rather than the first demo card. */
async function start(): Promise<Harness> {
  await freshOutbox();
  const { taskName } = assignMade(makeTask(makeJob()), DEMO_IDS.staff);
  // Real time, unless the path waits out the success (simulateTimeFor): on fake time each
  // wait for the screen waits for the clock's next tick.
  const { user } = await renderApp('/my-jobs/pending', { as: 'staff' });
  const uploads = holdCall('post', '/mock-files/:kind/upload');
  const submit = holdCall('post', apiPaths.taskFinished);
  const card = await screen.findByRole('article', { name: taskName });
  return { user, uploads, submit, card, taskName, nextEvent: () => undefined };
}

const dialog = () => screen.getByRole('dialog');

async function execute(event: SubmitEvent, h: Harness, before: SubmitSnapshot): Promise<void> {
  const type: string = event.type;
  switch (event.type) {
    case 'modal.opened':
      await h.user.click(within(h.card).getByRole('button', { name: /^Submit Task/ }));
      await screen.findByRole('dialog');
      return;
    case 'fields.changed': {
      await replaceText(h.user, within(dialog()).getByLabelText(/Comment/), String(event.patch.comment));
      return;
    }
    case 'files.chosen':
      await h.user.upload(within(dialog()).getByLabelText(/Files/), file);
      return;
    case 'file.removed':
      await h.user.click(within(dialog()).getByRole('button', { name: `Remove ${FILE_NAME}` }));
      return;
    case 'form.submitted':
      await h.user.click(within(dialog()).getByRole('button', { name: 'Submit Task' }));
      return;
    case 'modal.closed':
      await closeFromFooter(h.user, dialog());
      return;
    case 'submission.cancelled':
      await stopWaiting(h.user, filesWaiting(before) ? h.uploads : h.submit, 'Escape');
      return;
    case 'files.stored':
      // The chosen files go to the file service one at a time.
      for (let stored = 0; stored < before.context.files.length; stored += 1) await h.uploads.passThrough();
      return;
  }
  if (event === kept || event === keepFailed) return;
  if (event === uploadFailed) {
    // Whether the outbox can keep it is the next step's: storage is there or not as it starts.
    if (h.nextEvent() === keepFailed) await noOutbox();
    await h.uploads.fail('network');
  } else if (event === savedEvent) await h.submit.passThrough();
  else if (event === saveFailed) await h.submit.fail(500);
  else if (type.startsWith('xstate.after.')) {
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
  }
}

/** What the user sees in each state of the flow, with what the server holds. */
async function expectScreenFor(state: SubmitSnapshot, h: Harness, sentBefore: number): Promise<void> {
  if (state.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return;
  }
  const modal = await screen.findByRole('dialog');
  if (state.matches('succeeded') && state.context.kept) {
    await within(modal).findByText(OUTBOX_MESSAGES.kept);
    // The card says where the work is, and the header counts it once the success has closed
    // (the open modal hides the rest of the page), its delay jumped when the path ends here.
    await within(h.card).findByText(OUTBOX_MESSAGES.waiting);
    if (h.nextEvent() === undefined) await passTime(SUBMIT_SUCCESS_MS);
    await screen.findByRole('button', { name: 'Waiting to send (1)' });
    return;
  }
  if (state.matches('succeeded')) {
    await within(modal).findByText('Task submitted');
    return;
  }
  if (state.matches('keeping')) return;
  if (state.matches('submitting') && filesWaiting(state)) {
    const button = await within(modal).findByRole('button', { name: 'Uploading files...' });
    expect(button).toHaveProperty('disabled', true);
    expect(h.submit.count()).toBe(sentBefore);
    return;
  }
  if (state.matches('submitting')) {
    await within(modal).findByRole('button', { name: 'Submitting...' });
    const body = (await (await h.submit.request()).json()) as { comment: string; taskFileList: unknown[] };
    expect(body.comment).toBe(state.context.values.comment.trim());
    expect(body.taskFileList).toHaveLength(state.context.files.length);
    return;
  }
  // editing: what was typed stays, the message of the context shows, nothing new was sent.
  const box = within(modal).getByLabelText(/Comment/);
  await waitFor(() => expect(box).toHaveProperty('value', state.context.values.comment));
  for (const f of state.context.files) within(modal).getByRole('button', { name: `Remove ${f.name}` });
  if (state.context.files.length === 0) expect(within(modal).queryByRole('list', { name: 'Files to upload' })).toBeNull();
  const message = shownMessage(state);
  if (message) await within(modal).findByText(message);
  else expect(within(modal).queryByRole('alert')).toBeNull();
  expect(within(modal).getByRole('button', { name: 'Submit Task' })).toHaveProperty('disabled', false);
}

describe('submit task flow (generated paths)', () => {
  it('generates paths that reach every message of the flow', () => {
    const messages = new Set(allPaths.map((p) => shownMessage(p.state as SubmitSnapshot)));
    for (const m of [COMMENT_REQUIRED, 'Failed to upload files', 'Failed to submit task', STOPPED_WAITING_MESSAGE])
      expect(messages).toContain(m);
    expect(submitPaths.covering.length).toBeLessThan(80);
  });

  it('sends nothing and asks to sign in again when it is given no user', () => {
    const actor = createActor(submitTaskMachine).start();
    actor.send({ type: 'modal.opened', values: EMPTY_SUBMISSION, subject: { taskId: 1, taskName: 'model' } as PendingTaskItem });
    actor.send({ type: 'fields.changed', patch: { comment: 'Done' } });
    actor.send({ type: 'form.submitted', patch: { userId: null } });
    expect(actor.getSnapshot().context.fieldErrors.userId).toBe(USER_DATA_MISSING);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.stop();
  });

  const pathName = (path: ModelPath<typeof submitTaskMachine>) => describePath(path.steps, stepName);
  testEachPath(
    { machine: submitTaskMachine, paths: submitPaths.covering, coverage: 'submitTask', onScreen: true, name: pathName },
    async (path) => {
      // A path whose work is kept sees the header after the success, on fake time (see expectScreenFor).
      if (path.steps.some((step) => step.event === kept)) onSimulatedTime();
      const h = await start();
      // How many submissions the server had before the step.
      let sentBefore = 0;
      let done = 0;
      h.nextEvent = () => path.steps[done + 1]?.event as SubmitEvent | undefined;
      await walkPath(
        path,
        (event, before) => {
          done += 1;
          sentBefore = h.submit.count();
          return execute(event as SubmitEvent, h, before);
        },
        async (state, _before, taken) => {
          await expectScreenFor(state, h, sentBefore);
          if (taken.some((s) => s.event === savedEvent)) {
            // The server stored the submission; after the 2 s success the card leaves the list.
            const card = h.card;
            if (state.matches('closed')) await waitFor(() => expect(card.isConnected).toBe(false));
          } else {
            // Nothing reached the server: the task is still waiting to be finished.
            expect(screen.getAllByRole('article', { hidden: true }).some((a) => a.getAttribute('aria-label') === h.taskName)).toBe(true);
          }
        },
      );
    },
  );
});
