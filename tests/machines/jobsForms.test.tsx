/**
 * Model-based tests of the Create New Job modal and the Add Task to Job modal: paths generated
 * from their machines. Every path is walked on its machine alone over the mock backend,
 * checking what the server stored after each step, and a covering set through the rendered Jobs
 * screen against msw/node (docs/decisions/020-every-path-on-its-machine.md). Each save and
 * upload is held until the path decides whether it succeeds or fails.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import {
  EMPTY_JOB_FORM,
  EMPTY_TASK_FORM,
  isTaskFormIncomplete,
  validateJob,
  validateTask,
  type JobFormValues,
  type TaskFormValues,
} from '../../src/domain/jobs';
import { createJobMachine } from '../../src/machines/jobForm.machine';
import { addTaskMachine } from '../../src/machines/addTask.machine';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { getDb } from '../../mocks/db/store';
import type { JobRecord } from '../../mocks/db';
import { DEMO_IDS } from '../../mocks/db/seed';
import { makeJob } from '../support/factories';
import { holdCall, type QueuedHeldCall } from '../support/server';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { choose, localDate } from '../views/jobs/helpers';
import { everyAndCovering, type ModelEvent, callOutcomes } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { FILE_REFUSED, saveOutcomes, storeEachFile } from '../support/uploads';
import { closeWithEscape, stopWaiting } from '../support/modals';
import { invokeIdOf } from '../support/xstateInternals';
import { replaceFields } from '../support/fill';
import { testEachPath, walkPath } from '../support/walk';

const firstClient = () =>
  getDb()
    .clients.filter((c) => c.active)
    .sort((a, b) => a.clientName.localeCompare(b.clientName))[0];
const firstJobType = () => getDb().jobTypes[0];

/* ---------------- Create New Job ---------------- */

type JobSnapshot = SnapshotFrom<typeof createJobMachine>;
const SUBMIT_ID = invokeIdOf(createJobMachine, 'submitting');

const SHORT: JobFormValues = {
  jobName: 'ab',
  jobDescription: 'too short',
  clientId: '1',
  jobTypeId: '1',
  dateIn: localDate(3),
  dateOut: localDate(2),
};
const VALID: JobFormValues = {
  jobName: '  Quarterly VAT review  ',
  jobDescription: ' Review and file the quarterly VAT returns ',
  clientId: '1',
  jobTypeId: '1',
  dateIn: localDate(1),
  dateOut: localDate(20),
};

const jobClass = (v: JobFormValues) => (v.jobName === '' ? 'empty' : Object.keys(validateJob(v)).length === 0 ? 'valid' : 'short');

const serializeJob = (s: JobSnapshot) =>
  JSON.stringify([s.value, jobClass(s.context.values), Object.keys(s.context.fieldErrors).sort(), s.context.error]);

function jobEvents(s: JobSnapshot): ModelEvent[] {
  // Opened by the signed-in admin, as Jobs opens it with the session's user.
  if (s.matches('closed')) return [{ type: 'modal.opened', values: EMPTY_JOB_FORM, subject: { createdBy: DEMO_IDS.admin } }];
  if (s.matches('editing')) {
    const events: ModelEvent[] = [{ type: 'form.submitted' }, { type: 'modal.closed' }];
    const kind = jobClass(s.context.values);
    if (kind === 'empty') events.push({ type: 'fields.changed', patch: SHORT, label: 'short' });
    if (kind !== 'valid') events.push({ type: 'fields.changed', patch: VALID, label: 'valid' });
    return events;
  }
  if (s.matches('submitting')) {
    return callOutcomes(SUBMIT_ID, null);
  }
  return [{ type: 'xstate.after.successDelay.createJob.succeeded' }, { type: 'modal.closed' }];
}

const jobPaths = everyAndCovering(createJobMachine, { events: jobEvents, serialize: serializeJob, extend: 'new transitions' });

testEachPathOnMachine({
  machine: createJobMachine,
  paths: jobPaths.every,
  coverage: 'createJob',
  look: serializeJob,
  // The job is stored, its name trimmed, once it was saved, and not before.
  expectStored: (_s, taken) =>
    expect(getDb().jobs.filter((j) => j.jobName === VALID.jobName.trim())).toHaveLength(
      taken.some(({ state }) => state.matches('succeeded')) ? 1 : 0,
    ),
});

interface JobHarness {
  app: RenderedApp;
  save: QueuedHeldCall;
  created: boolean;
}

const jobDialog = () => screen.getByRole('dialog', { name: 'Create New Job' });

async function fillJob(h: JobHarness, values: JobFormValues): Promise<void> {
  const { user } = h.app;
  const dialog = jobDialog();
  await replaceFields(user, dialog, { 'Job Name': values.jobName, 'Job Description': values.jobDescription });
  const client = within(dialog).getByRole('combobox', { name: /^Client/ });
  if (!client.textContent?.includes(firstClient().clientName)) await choose(user, 'Client', firstClient().clientName, dialog);
  const type = within(dialog).getByRole('combobox', { name: /^Job Type/ });
  if (!type.textContent?.includes(firstJobType().name)) await choose(user, 'Job Type', firstJobType().name, dialog);
  fireEvent.change(within(dialog).getByLabelText(/^Start Date/), { target: { value: values.dateIn } });
  fireEvent.change(within(dialog).getByLabelText(/^End Date/), { target: { value: values.dateOut } });
}

async function executeJob(event: ModelEvent, h: JobHarness): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'modal.opened':
      await user.click(await screen.findByRole('button', { name: 'Create New Job' }));
      await screen.findByRole('dialog', { name: 'Create New Job' });
      return;
    case 'fields.changed':
      await fillJob(h, event.patch as JobFormValues);
      return;
    case 'form.submitted':
      await user.click(within(jobDialog()).getByRole('button', { name: 'Create Job' }));
      return;
    case 'modal.closed':
      await closeWithEscape(user);
      return;
    case `xstate.done.actor.${SUBMIT_ID}`: {
      // What the server is asked to store: trimmed values, ISO dates, the current user's id.
      const body = (await (await h.save.request()).json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        jobName: 'Quarterly VAT review',
        jobDescription: 'Review and file the quarterly VAT returns',
        clientId: firstClient().id,
        jobTypeId: firstJobType().id,
        dateIn: new Date(VALID.dateIn).toISOString(),
        dateOut: new Date(VALID.dateOut).toISOString(),
        id: h.app.me?.id,
      });
      await h.save.passThrough();
      h.created = true;
      return;
    }
    case `xstate.error.actor.${SUBMIT_ID}`:
      await h.save.fail(500);
      return;
    case 'submission.cancelled':
      await stopWaiting(user, h.save, 'Close');
      return;
    case 'xstate.after.successDelay.createJob.succeeded':
      vi.advanceTimersByTime(1500);
      return;
  }
}

const JOB_FIELD_LABELS: Record<keyof JobFormValues, RegExp> = {
  jobName: /^Job Name/,
  jobDescription: /^Job Description/,
  clientId: /^Client/,
  jobTypeId: /^Job Type/,
  dateIn: /^Start Date/,
  dateOut: /^End Date/,
};

async function expectJob(s: JobSnapshot, h: JobHarness): Promise<void> {
  if (s.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Job' })).toBeNull());
    if (h.created) {
      const table = await screen.findByRole('region', { name: 'Jobs' });
      await within(table).findByText('Quarterly VAT review');
    }
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: 'Create New Job' });
  if (s.matches('succeeded')) {
    expect(within(dialog).getByText('Job created successfully')).toBeTruthy();
    return;
  }
  if (s.matches('submitting')) {
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create Job' }).getAttribute('aria-busy')).toBe('true'));
    return;
  }
  // Editing: what was typed is kept, and exactly the spec's messages are shown.
  expect((within(dialog).getByLabelText(/^Job Name/) as HTMLInputElement).value).toBe(s.context.values.jobName);
  expect((within(dialog).getByLabelText(/^Job Description/) as HTMLTextAreaElement).value).toBe(s.context.values.jobDescription);
  for (const [field, message] of Object.entries(s.context.fieldErrors) as Array<[keyof JobFormValues, string]>) {
    const control = within(dialog).getAllByLabelText(JOB_FIELD_LABELS[field])[0];
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(message)).toBeTruthy();
  }
  if (s.context.error)
    expect(within(dialog).getByRole('alert').textContent).toContain(
      s.context.error === STOPPED_WAITING_MESSAGE ? STOPPED_WAITING_MESSAGE : 'Failed to create job',
    );
  else expect(within(dialog).queryByText('Failed to create job')).toBeNull();
  // The date pickers start at now on create.
  const min = (within(dialog).getByLabelText(/^Start Date/) as HTMLInputElement).min;
  expect(Date.parse(min)).toBeLessThanOrEqual(Date.now());
  expect(Date.parse(min)).toBeGreaterThan(Date.now() - 5 * 60_000);
}

describe('Create New Job modal (generated paths)', () => {
  testEachPath({ machine: createJobMachine, paths: jobPaths.covering, coverage: 'createJob', onScreen: true }, async (path) => {
    const save = holdCall('post', apiPaths.jobAdd);
    const app = await renderApp('/jobs', { as: 'admin' });
    await screen.findByRole('region', { name: 'Jobs' });
    const h: JobHarness = { app, save, created: false };
    await walkPath(
      path,
      (event) => executeJob(event, h),
      async (state, _before, taken) => {
        await expectJob(state, h);
        // Until a job is created, the server was asked once each time the form was sent.
        if (!h.created) await waitFor(() => expect(save.count()).toBe(taken.filter((s) => s.state.matches('submitting')).length));
      },
    );
  });

  // One form, opened once: the rules are broken in turn, each case's fields set whole before it is
  // sent, its messages its own (none of them is shown by the case before it), and nothing is sent.
  it('sends nothing while the input breaks a rule: empty, then every message that applies at once (a short name and reversed dates, docs/behaviour.md §5), then an end date past 2100 with the one date rule message (§5 "Dates")', async () => {
    const save = holdCall('post', apiPaths.jobAdd);
    const app = await renderApp('/jobs', { as: 'admin' });
    await app.user.click(await screen.findByRole('button', { name: 'Create New Job' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Create New Job' })).getByRole('button', { name: 'Create Job' }));
    for (const message of [
      'Job name is required',
      'Job description is required',
      'Please select a client',
      'Please select a job type',
      'Start date is required',
      'End date is required',
    ]) {
      expect(within(jobDialog()).getByText(message)).toBeTruthy();
    }
    expect(save.count()).toBe(0);

    const h = { app, save, created: false };
    await fillJob(h, { ...VALID, jobName: 'ab', dateIn: localDate(20), dateOut: localDate(1) });
    await app.user.click(within(jobDialog()).getByRole('button', { name: 'Create Job' }));
    expect(within(jobDialog()).getByText('Job name must be at least 3 characters')).toBeTruthy();
    expect(within(jobDialog()).getByText('End date must be after start date')).toBeTruthy();
    expect(save.count()).toBe(0);

    await fillJob(h, { ...VALID, dateOut: '2101-01-02T09:00' });
    expect(within(jobDialog()).queryByText('Enter a real date between 2000 and 2100')).toBeNull();
    await app.user.click(within(jobDialog()).getByRole('button', { name: 'Create Job' }));
    expect(within(jobDialog()).getByText('Enter a real date between 2000 and 2100')).toBeTruthy();
    expect(
      within(jobDialog())
        .getAllByLabelText(/^End Date/)[0]
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(save.count()).toBe(0);
  });
});

/* ---------------- Add Task to Job ---------------- */

type TaskSnapshot = SnapshotFrom<typeof addTaskMachine>;

const BLANK: TaskFormValues = { taskName: '   ', taskDescription: '   ' };
const SHORT_TASK: TaskFormValues = { taskName: 'ab', taskDescription: 'too short' };
const VALID_TASK: TaskFormValues = { taskName: '  Prepare schedules ', taskDescription: ' Prepare the lead schedules for review ' };
const FILES = () => [
  new File(['%PDF-1.4 working paper'], 'working-paper-schedule.pdf', { type: 'application/pdf' }),
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'scan.png', { type: 'image/png' }),
  new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
];

const taskClass = (v: TaskFormValues) =>
  v.taskName === '' ? 'empty' : v.taskName.trim() === '' ? 'blank' : Object.keys(validateTask(v)).length === 0 ? 'valid' : 'short';

const serializeTask = (s: TaskSnapshot) =>
  JSON.stringify([
    s.value,
    taskClass(s.context.values),
    Object.keys(s.context.fieldErrors).sort(),
    s.context.error,
    s.context.files.length,
    s.context.stored !== null,
  ]);

const job = { id: 0, jobName: '' };

function taskEvents(s: TaskSnapshot): ModelEvent[] {
  if (s.matches('closed')) return [{ type: 'modal.opened', values: EMPTY_TASK_FORM, subject: job }];
  if (s.matches('editing')) {
    const events: ModelEvent[] = [{ type: 'modal.closed' }];
    const kind = taskClass(s.context.values);
    if (!isTaskFormIncomplete(s.context.values)) events.push({ type: 'form.submitted' });
    if (kind === 'empty')
      events.push({ type: 'fields.changed', patch: BLANK, label: 'blank' }, { type: 'fields.changed', patch: SHORT_TASK, label: 'short' });
    if (kind !== 'valid' && kind !== 'empty') events.push({ type: 'fields.changed', patch: VALID_TASK, label: 'valid' });
    if (kind === 'valid' && s.context.files.length === 0 && !s.context.error)
      events.push({ type: 'files.chosen', files: FILES(), label: 'pdf, png, exe' });
    if (s.context.files.length === 2 && !s.context.error) events.push({ type: 'file.removed', index: 0 });
    return events;
  }
  if (s.matches('submitting')) return saveOutcomes(s, null);
  return [{ type: 'xstate.after.successDelay.addTask.succeeded' }, { type: 'modal.closed' }];
}

const taskPaths = everyAndCovering(addTaskMachine, { events: taskEvents, serialize: serializeTask, extend: 'new transitions' });

/** The job the machine walk adds its task to: the model's job 0 is one the server refuses. */
let taskJob: JobRecord;
const isUpload = (request: Request) => new URL(request.url).pathname.startsWith('/mock-files/');
const isSave = (request: Request) => request.method === 'POST' && !isUpload(request);

testEachPathOnMachine({
  machine: addTaskMachine,
  paths: taskPaths.every,
  coverage: 'addTask',
  look: serializeTask,
  prepare: () => {
    taskJob = makeJob();
  },
  calls: { save: isSave },
  execute: async (event, before, { actor, backend }) => {
    if (event.type === 'modal.opened') {
      actor.send({ ...event, subject: { id: taskJob.id, jobName: taskJob.jobName } });
      return true;
    }
    if (event.type === 'files.stored') {
      // The chosen files go to the file service one at a time.
      for (let stored = 0; stored < before.context.files.length; stored += 1) if (!(await backend.passOne(isUpload))) return false;
      return true;
    }
    if (event.type === 'xstate.error.actor.save' && event.label === FILE_REFUSED) return backend.failOne(isUpload);
    return false;
  },
  expectStored: (_state, taken) => {
    const tasks = getDb().tasks.filter((t) => t.jobId === taskJob.id);
    const saved = taken.findIndex((step) => step.event.type === 'xstate.done.actor.save');
    if (saved < 0) expect(tasks).toEqual([]);
    else {
      // Stored once, trimmed, unassigned, with the files stored on the way.
      const sent = taken[saved - 1].state.context;
      expect(
        tasks.map(({ taskName, taskDescription, assigneeId, files }) => ({
          taskName,
          taskDescription,
          assigneeId,
          files: files.map((f) => f.fileName),
        })),
      ).toEqual([
        {
          taskName: 'Prepare schedules',
          taskDescription: 'Prepare the lead schedules for review',
          assigneeId: null,
          files: sent.files.map((f) => f.name),
        },
      ]);
    }
    // Each file the path stored is kept by the file service, under the Admin who added it.
    const stores = taken.flatMap((step, i) =>
      step.event.type === 'files.stored' ? taken[i - 1].state.context.files.map((f) => f.name) : [],
    );
    const names = new Set(FILES().map((f) => f.name));
    expect(
      getDb()
        .uploads.filter((u) => names.has(u.fileName) && u.uploadedBy === DEMO_IDS.admin)
        .map((u) => u.fileName)
        .sort(),
    ).toEqual(stores.sort());
  },
});

interface TaskHarness {
  app: RenderedApp;
  save: QueuedHeldCall;
  uploads: QueuedHeldCall;
  jobName: string;
  created: boolean;
}

const taskDialog = () => screen.getByRole('dialog', { name: 'Add Task to Job' });

async function executeTask(event: ModelEvent, h: TaskHarness, before: TaskSnapshot): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'modal.opened': {
      // The first job's row, once the jobs are drawn in place of the rows that stand while they are read.
      const table = await screen.findByRole('region', { name: 'Jobs' });
      const [button] = await within(table).findAllByRole('button', { name: /^Add Task to / });
      h.jobName = (button.getAttribute('aria-label') ?? '').replace('Add Task to ', '');
      await user.click(button);
      await screen.findByRole('dialog', { name: 'Add Task to Job' });
      return;
    }
    case 'fields.changed': {
      const patch = event.patch as TaskFormValues;
      await replaceFields(user, taskDialog(), { 'Task Name': patch.taskName, 'Task Description': patch.taskDescription });
      return;
    }
    case 'files.chosen':
      // The file dialog offers only the listed types, but a user can still pick "All files":
      // the picker then refuses the others by name.
      await userEvent.setup({ applyAccept: false }).upload(within(taskDialog()).getByLabelText(/^Attach Files/), FILES());
      return;
    case 'file.removed':
      await user.click(within(taskDialog()).getByRole('button', { name: 'Remove working-paper-schedule.pdf' }));
      return;
    case 'form.submitted':
      await user.click(within(taskDialog()).getByRole('button', { name: 'Add Task' }));
      return;
    case 'modal.closed':
      await closeWithEscape(user);
      return;
    case 'files.stored':
      await storeEachFile(h.uploads, before.context.files.length, taskDialog);
      return;
    case 'xstate.done.actor.save': {
      const body = (await (await h.save.request()).json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        taskName: 'Prepare schedules',
        taskDescription: 'Prepare the lead schedules for review',
        startDate: null,
        endDate: null,
        userList: [],
        reviewerList: [],
        statusId: 1,
      });
      const files = body.taskFileList as Array<{ fileName: string; url: string }>;
      expect(files.map((f) => f.fileName)).toEqual(
        FILES()
          .slice(0, 2)
          .slice(2 - files.length)
          .map((f) => f.name),
      );
      await h.save.passThrough();
      h.created = true;
      return;
    }
    case 'xstate.error.actor.save':
      if (event.label === FILE_REFUSED) {
        await h.uploads.fail(500);
        return;
      }
      await h.save.fail(500);
      return;
    case 'submission.cancelled':
      // Files waiting to be stored are on their way; otherwise the task is being created.
      await stopWaiting(user, before.context.files.length > 0 && before.context.stored === null ? h.uploads : h.save);
      return;
    case 'xstate.after.successDelay.addTask.succeeded':
      vi.advanceTimersByTime(1500);
      return;
  }
}

async function expectTask(s: TaskSnapshot, h: TaskHarness): Promise<void> {
  if (s.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Task to Job' })).toBeNull());
    if (h.created) {
      // The list is read again: the job now counts one more task.
      const table = await screen.findByRole('region', { name: 'Jobs' });
      const row = within(table).getAllByRole('row')[1];
      // The first listed job, as the server now counts its tasks (the seed's newest job may be any).
      const job = getDb().jobs.find((j) => row.textContent?.includes(j.jobName));
      const total = getDb().tasks.filter((t) => t.jobId === job?.id).length;
      expect(job).toBeDefined();
      await waitFor(() => expect(row.textContent).toMatch(new RegExp(`Total ${total} · Assigned \\d+ · Pending \\d+`)));
    }
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: 'Add Task to Job' });
  expect(within(dialog).getByText(`New task for ${h.jobName}`)).toBeTruthy();
  if (s.matches('succeeded')) {
    expect(within(dialog).getByText('Task created successfully')).toBeTruthy();
    return;
  }
  const progress = within(dialog).queryByRole('progressbar', { name: 'Uploading files' });
  if (s.matches('submitting')) {
    // Files waiting to be stored are on their way first: none stored yet.
    if (s.context.files.length > 0 && s.context.stored === null)
      await waitFor(() =>
        expect(within(dialog).getByRole('progressbar', { name: 'Uploading files' }).getAttribute('aria-valuetext')).toBe('0%'),
      );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Task' }).getAttribute('aria-busy')).toBe('true'));
    return;
  }
  expect(progress).toBeNull();
  expect((within(dialog).getByLabelText(/^Task Name/) as HTMLInputElement).value).toBe(s.context.values.taskName);
  expect((within(dialog).getByLabelText(/^Task Description/) as HTMLTextAreaElement).value).toBe(s.context.values.taskDescription);
  const submit = within(dialog).getByRole('button', { name: 'Add Task' }) as HTMLButtonElement;
  expect(submit.disabled).toBe(isTaskFormIncomplete(s.context.values));
  for (const message of Object.values(s.context.fieldErrors)) expect(within(dialog).getByText(message)).toBeTruthy();
  if (s.context.error === STOPPED_WAITING_MESSAGE) expect(within(dialog).getByRole('alert').textContent).toContain(STOPPED_WAITING_MESSAGE);
  else if (s.context.error) {
    // The file service's refusal ('File upload failed: HTTP error! status: 500') or 'Failed to create task'.
    const alert = within(dialog)
      .getAllByRole('alert')
      .map((a) => a.textContent ?? '')
      .join(' ');
    expect(alert).toContain(s.context.error);
  }
  if (s.context.notice) expect(within(dialog).getByText(/Not an accepted file type: setup\.exe/)).toBeTruthy();
  const chosen = within(dialog).queryByRole('list', { name: 'Chosen files' });
  expect(chosen ? within(chosen).getAllByRole('listitem').length : 0).toBe(s.context.files.length);
  if (s.context.files.length === 2) expect(within(chosen!).getByText('working-paper-s...')).toBeTruthy();
}

describe('Add Task to Job modal (generated paths)', () => {
  testEachPath({ machine: addTaskMachine, paths: taskPaths.covering, coverage: 'addTask', onScreen: true }, async (path) => {
    const save = holdCall('post', apiPaths.taskAdd);
    const uploads = holdCall('post', '/mock-files/:kind/upload');
    const app = await renderApp('/jobs', { as: 'admin' });
    await screen.findByRole('region', { name: 'Jobs' });
    const h: TaskHarness = { app, save, uploads, jobName: '', created: false };
    await walkPath(
      path,
      (event, before) => executeTask(event, h, before),
      (state) => expectTask(state, h),
    );
  });
});
