/**
 * Model-based test of the Upload Files modal on job details: paths generated from its
 * machine. Every path is walked on the machine alone, each upload held until the path decides
 * it and what the file service kept checked after each step, and a covering set through the
 * rendered screen (docs/decisions/020-every-path-on-its-machine.md).
 */
import { describe, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { EMPTY_UPLOAD, uploadFilesMachine, type UploadFilesValues } from '../../src/machines/uploadFiles.machine';
import { saveAfterUpload, type StoredSaveInput } from '../../src/machines/uploadSequence.machine';
import type { FileRef, Task } from '../../src/api/types';
import { getDb } from '../../mocks/db/store';
import { DEMO_IDS } from '../../mocks/db/seed';
import { testEachPathOnMachine } from '../support/machineWalk';
import { makeJob, makeTask } from '../support/factories';
import { holdCall, recordRequests, type QueuedHeldCall } from '../support/server';
import { paths as apiPaths } from '../../src/api/paths';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { choose } from '../views/jobs/helpers';
import { everyAndCovering, type ModelEvent } from '../support/paths';
import { closeWithEscape, stopWaiting } from '../support/modals';
import { FILE_REFUSED, saveOutcomes, storeEachFile } from '../support/uploads';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof uploadFilesMachine>;

/**
 * The job and task the paths upload to: made for the model when the file loads, and again
 * before each walk on the database reset for it, where they get the same ids.
 */
function makeJobWithTask() {
  const job = makeJob({ jobName: 'Upload model job' });
  return { job, task: makeTask(job, { taskName: 'Upload model task' }) };
}
const { job: JOB, task: TASK } = makeJobWithTask();
const FILES = () => [
  new File(['%PDF-1.4'], 'trial-balance-q3.pdf', { type: 'application/pdf' }),
  new File(['notes'], 'notes.txt', { type: 'text/plain' }),
  new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
];

const serialize = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.values.taskId !== '',
    s.context.files.length,
    s.context.stored !== null,
    Object.keys(s.context.fieldErrors).sort(),
    s.context.error,
  ]);

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('closed')) return [{ type: 'modal.opened', values: EMPTY_UPLOAD, subject: [] }];
  if (s.matches('editing')) {
    const events: ModelEvent[] = [{ type: 'form.submitted' }, { type: 'modal.closed' }];
    if (s.context.values.taskId === '') events.push({ type: 'fields.changed', patch: { taskId: String(TASK.id) }, label: 'task' });
    if (s.context.files.length === 0) events.push({ type: 'files.chosen', files: FILES(), label: 'pdf, txt, exe' });
    if (s.context.files.length === 2 && !s.context.error) events.push({ type: 'file.removed', index: 0 });
    return events;
  }
  // Storing the files is the whole save: it has no call of its own to fail.
  if (s.matches('submitting')) return saveOutcomes(s, [], { uploadIsTheSave: true });
  return [{ type: 'xstate.after.successDelay.uploadFiles.succeeded' }, { type: 'modal.closed' }];
}

const paths = everyAndCovering(uploadFilesMachine, { events: eventsFor, serialize, extend: 'new transitions' });

/**
 * Once the files are stored the save has nothing left to ask anyone, and the modal would say
 * so at once: on the machine that last step is held, as a call is, until the path's
 * `done:save` lets it finish.
 */
let finishSave: () => void = () => {};
const heldToTheEnd = uploadFilesMachine.provide({
  actors: {
    save: saveAfterUpload(
      fromPromise<FileRef[], StoredSaveInput<UploadFilesValues, Task[]>>(
        ({ input }) =>
          new Promise<FileRef[]>((finish) => {
            finishSave = () => finish(input.stored);
          }),
      ),
    ),
  },
});
const isUpload = (request: Request) => new URL(request.url).pathname.startsWith('/mock-files/');
const FILE_NAMES = new Set(FILES().map((file) => file.name));

testEachPathOnMachine({
  machine: heldToTheEnd,
  paths: paths.every,
  coverage: 'uploadFiles',
  look: serialize,
  prepare: () => {
    const made = makeJobWithTask();
    expect([made.job.id, made.task.id]).toEqual([JOB.id, TASK.id]);
  },
  execute: async (event, before, { backend }) => {
    if (event.type === 'files.stored') {
      // The chosen files go to the file service one at a time.
      for (let stored = 0; stored < before.context.files.length; stored += 1) if (!(await backend.passOne(isUpload))) return false;
      return true;
    }
    if (event.type === 'xstate.error.actor.save' && event.label === FILE_REFUSED) return backend.failOne(isUpload);
    if (event.type === 'xstate.done.actor.save') {
      finishSave();
      return true;
    }
    return false;
  },
  expectStored: (_state, taken) => {
    // Each file the path stored is kept by the file service, under the Admin who sent it...
    const stores = taken.flatMap((step, i) =>
      step.event.type === 'files.stored' ? taken[i - 1].state.context.files.map((f) => f.name) : [],
    );
    const kept = getDb().uploads.filter((u) => FILE_NAMES.has(u.fileName) && u.uploadedBy === DEMO_IDS.admin);
    expect(kept.map((u) => u.fileName).sort()).toEqual(stores.sort());
    // ...and nothing is sent to the product server: the task's own files are as it was made (docs/behaviour.md §7).
    expect(getDb().tasks.find((t) => t.id === TASK.id)?.files).toEqual([]);
  },
});

const dialog = () => screen.getByRole('dialog', { name: 'Upload Files' });

async function execute(event: ModelEvent, before: Snapshot, app: RenderedApp, uploads: QueuedHeldCall): Promise<void> {
  const { user } = app;
  switch (event.type) {
    case 'modal.opened':
      await user.click(screen.getByRole('button', { name: 'Upload Files' }));
      await screen.findByRole('dialog', { name: 'Upload Files' });
      return;
    case 'fields.changed':
      await choose(user, 'Task', `${TASK.taskName} (${TASK.taskNumber})`, dialog());
      return;
    case 'files.chosen':
      await userEvent.setup({ applyAccept: false }).upload(within(dialog()).getByLabelText(/^Files/), FILES());
      return;
    case 'file.removed':
      await user.click(within(dialog()).getByRole('button', { name: 'Remove trial-balance-q3.pdf' }));
      return;
    case 'form.submitted':
      await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
      return;
    case 'modal.closed':
      await closeWithEscape(user);
      return;
    case 'files.stored':
      await storeEachFile(uploads, before.context.files.length, dialog);
      return;
    case 'xstate.done.actor.save':
      // Nothing is left to do once the files are stored: the modal is already saying so.
      return;
    case 'xstate.error.actor.save':
      await uploads.fail(500);
      return;
    case 'submission.cancelled':
      await stopWaiting(user, uploads, 'Escape');
      return;
    case 'xstate.after.successDelay.uploadFiles.succeeded':
      vi.advanceTimersByTime(1500);
      return;
  }
}

async function expectScreen(s: Snapshot, reloads: () => number, completed: boolean): Promise<void> {
  if (s.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Files' })).toBeNull());
    // After a finished upload the job is read again.
    if (completed) await waitFor(() => expect(reloads()).toBe(1));
    return;
  }
  const d = await screen.findByRole('dialog', { name: 'Upload Files' });
  if (s.matches('succeeded')) {
    expect(
      within(d).getByText(`${s.context.files.length} ${s.context.files.length === 1 ? 'file' : 'files'} uploaded successfully`),
    ).toBeTruthy();
    return;
  }
  if (s.matches('submitting')) {
    const expected = s.context.stored === null ? '0%' : '100%';
    await waitFor(() =>
      expect(within(d).getByRole('progressbar', { name: 'Uploading files' }).getAttribute('aria-valuetext')).toBe(expected),
    );
    return;
  }
  expect(within(d).getByRole('combobox', { name: /^Task/ }).textContent).toContain(
    s.context.values.taskId ? TASK.taskName : 'Select a task',
  );
  for (const message of Object.values(s.context.fieldErrors)) expect(within(d).getByText(message)).toBeTruthy();
  const chosen = within(d).queryByRole('list', { name: 'Chosen files' });
  expect(chosen ? within(chosen).getAllByRole('listitem').length : 0).toBe(s.context.files.length);
  if (s.context.notice) expect(within(d).getByText(/Not an accepted file type: tool\.exe/)).toBeTruthy();
  if (s.context.error)
    expect(
      within(d)
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain(s.context.error);
}

describe('Upload Files modal (generated paths)', () => {
  testEachPath({ machine: uploadFilesMachine, paths: paths.covering, coverage: 'uploadFiles', onScreen: true }, async (path) => {
    const made = makeJobWithTask();
    expect([made.job.id, made.task.id, made.task.taskNumber]).toEqual([JOB.id, TASK.id, TASK.taskNumber]);
    const uploads = holdCall('post', '/mock-files/:kind/upload');
    const app = await renderApp(`/jobs/${JOB.id}`, { as: 'admin' });
    await screen.findByRole('heading', { name: 'Job Information' });
    const seen = recordRequests();
    const reloads = () => seen.filter((r) => r.url.pathname === apiPaths.jobDetails).length;
    const completed = (state: Snapshot, before: Snapshot | null) => before?.matches('succeeded') === true && state.matches('closed');
    await walkPath(
      path,
      (event, before) => execute(event, before, app, uploads),
      (state, before) => expectScreen(state, reloads, completed(state, before)),
    );
  });
});
