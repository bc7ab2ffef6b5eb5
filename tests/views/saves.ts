/**
 * Every save the app makes, as a user makes it: open the form, fill it in, send it, and what
 * they then see. The save fault matrix fails each of them every way a call fails; the stop
 * test stops waiting for each (docs/decisions/009-call-timeouts-and-retries.md).
 */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserRecord } from '../../mocks/db';
import { getDb } from '../../mocks/db/store';
import { paths } from '../../src/api/paths';
import { REQUEST_TIMEOUT_MS, TRANSFER_TIMEOUT_MS } from '../../src/api/timeouts';
import { fullName, makeJob, makeTask, makeUser } from '../support/factories';
import { writeSearchedListAddress } from '../../src/domain/listAddress';
import { pickWithKeyboard } from '../support/fill';
import type { Fault } from '../support/faults';
import type { RenderedApp } from '../support/renderApp';
import type { DemoRole } from '../support/session';
import { choose, jobRows, jobsTable, localDate } from './jobs/helpers';
import { GOOD_CLIENT } from './clients/values';
import {
  assignButton,
  chooseUpToDates,
  expectChoicesKept,
  inputDaysFromNow,
  makeAssignableJob,
  setDate,
  type AssignableJob,
} from './assign/driver';

/** The file service stands outside the product server: multipart, no session token. */
const FILE_SERVICE = '/mock-files/:kind/upload';

export interface Save {
  name: string;
  /** Where the form is, or a function that makes the record the save acts on and says where it is. */
  route: string | (() => string);
  as: DemoRole;
  method: 'post' | 'put';
  /** The write call that fails. */
  path: string;
  /** Opens the form and fills it in as a user would; resolves with the form (a dialog, or the page). */
  fill: (app: RenderedApp) => Promise<HTMLElement>;
  /** The button that sends the save. */
  send: () => HTMLElement;
  /** What the user reads when the save failed (docs/behaviour.md §8); a function when it differs by fault. */
  failed: string | RegExp | ((fault: Fault) => string | RegExp);
  /**
   * The failure is told in an alert dialog the user closes first (Approve / Reject), not inline
   * in the form.
   */
  toldInAlertDialog?: boolean;
  /** Everything typed and chosen is still there. */
  kept: (form: HTMLElement) => void;
  /**
   * Whether a 401 from this call ends the session: the file service is not the product server
   * and is sent no token, so its 401 says nothing about the user's session.
   */
  sessionCall: boolean;
}

/** The address a save's form opens at, once what it acts on is made. */
export const routeOf = (save: Save): string => (typeof save.route === 'string' ? save.route : save.route());

/** How long the app waits for the save's answer (docs/decisions/009-call-timeouts-and-retries.md): a file gets longer. */
export const timeLimitOf = (save: Save): number => (save.path === FILE_SERVICE ? TRANSFER_TIMEOUT_MS : REQUEST_TIMEOUT_MS);

const valueOf = (form: HTMLElement, label: RegExp) => (within(form).getByLabelText(label) as HTMLInputElement).value;

async function openDialog(app: RenderedApp, opener: HTMLElement, name: string): Promise<HTMLElement> {
  await app.user.click(opener);
  return screen.findByRole('dialog', { name });
}

/**
 * Puts `value` in the field as one paste: what is under test is what happens to it after a failed
 * save, and typing it key by key would only make the matrix slow.
 */
async function enter(app: RenderedApp, form: HTMLElement, label: RegExp, value: string): Promise<void> {
  await app.user.clear(within(form).getByLabelText(label));
  await app.user.paste(value);
}

const NEW_CLIENT = GOOD_CLIENT;

const NEW_USER = { 'First name': 'Amaka', 'Last name': 'Eze', 'Email address': 'amaka@firm.ng', 'Phone number': '0803 555 0199' };

const NEW_JOB = { name: 'Annual audit', description: 'Audit the annual accounts' };
/** Read once per case, so a minute turning over between typing and checking cannot move them. */
const jobDates = { start: '', end: '' };
const assignDates = { start: '', end: '' };
/** The job the assign save picks; made by its `route`, before the screen opens. */
let assignFrom: AssignableJob;
/** The account the user edit acts on: one the test makes, found by its name. */
let edited: UserRecord;
/** The task the files are for, as its option read. */
let chosenTask = '';

const firstClientName = () =>
  getDb()
    .clients.filter((c) => c.active)
    .sort((a, b) => a.clientName.localeCompare(b.clientName))[0].clientName;

async function userFormReady(form: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Position/ })).toHaveProperty('disabled', false));
  return form;
}

async function firstCard(): Promise<HTMLElement> {
  return (await screen.findAllByRole('article'))[0];
}

const button = (name: string | RegExp) => () => screen.getByRole('button', { name });

export const SAVES: Save[] = [
  {
    name: 'create client',
    route: '/clients',
    as: 'admin',
    method: 'post',
    path: paths.clientCreate,
    async fill(app) {
      await screen.findAllByRole('button', { name: /^Edit / });
      const form = await openDialog(app, screen.getByRole('button', { name: 'Add Client' }), 'Add New Client');
      for (const [label, value] of Object.entries(NEW_CLIENT)) await enter(app, form, new RegExp(`^${label}`), value);
      return form;
    },
    send: button('Create Client'),
    failed: 'Failed to create or update client',
    kept(form) {
      for (const [label, value] of Object.entries(NEW_CLIENT)) expect(valueOf(form, new RegExp(`^${label}`))).toBe(value);
    },
    sessionCall: true,
  },
  {
    name: 'edit client',
    route: '/clients',
    as: 'admin',
    method: 'post',
    path: paths.clientUpdate,
    async fill(app) {
      const edit = (await screen.findAllByRole('button', { name: /^Edit / }))[0];
      const form = await openDialog(app, edit, 'Edit Client');
      await enter(app, form, /^Client representative/, 'Zainab Lawal');
      return form;
    },
    send: button('Update Client'),
    failed: 'Failed to create or update client',
    kept: (form) => expect(valueOf(form, /^Client representative/)).toBe('Zainab Lawal'),
    sessionCall: true,
  },
  {
    name: 'create job',
    route: '/jobs',
    as: 'admin',
    method: 'post',
    path: paths.jobAdd,
    async fill(app) {
      await jobsTable();
      const form = await openDialog(app, screen.getByRole('button', { name: 'Create New Job' }), 'Create New Job');
      await enter(app, form, /^Job Name/, NEW_JOB.name);
      await enter(app, form, /^Job Description/, NEW_JOB.description);
      await choose(app.user, 'Client', firstClientName(), form);
      await choose(app.user, 'Job Type', getDb().jobTypes[0].name, form);
      jobDates.start = localDate(1);
      jobDates.end = localDate(9);
      fireEvent.change(within(form).getByLabelText(/^Start Date/), { target: { value: jobDates.start } });
      fireEvent.change(within(form).getByLabelText(/^End Date/), { target: { value: jobDates.end } });
      return form;
    },
    send: button('Create Job'),
    failed: 'Failed to create job',
    kept(form) {
      expect(valueOf(form, /^Job Name/)).toBe(NEW_JOB.name);
      expect(valueOf(form, /^Job Description/)).toBe(NEW_JOB.description);
      expect(within(form).getByRole('combobox', { name: /^Client/ }).textContent).toContain(firstClientName());
      expect(within(form).getByRole('combobox', { name: /^Job Type/ }).textContent).toContain(getDb().jobTypes[0].name);
      expect(valueOf(form, /^Start Date/)).toBe(jobDates.start);
      expect(valueOf(form, /^End Date/)).toBe(jobDates.end);
    },
    sessionCall: true,
  },
  {
    name: 'edit job',
    route: '/jobs',
    as: 'admin',
    method: 'post',
    path: paths.jobUpdate,
    async fill(app) {
      await jobsTable();
      const form = await openDialog(app, within(jobRows()[0]).getByRole('button', { name: /^Edit Job / }), 'Edit Job');
      await enter(app, form, /^Job Name/, 'Renamed job');
      return form;
    },
    send: button('Save Changes'),
    failed: 'Failed to update job',
    kept: (form) => expect(valueOf(form, /^Job Name/)).toBe('Renamed job'),
    sessionCall: true,
  },
  {
    name: 'delete job',
    route: '/jobs',
    as: 'admin',
    method: 'post',
    path: paths.jobDelete,
    async fill(app) {
      await jobsTable();
      const form = await openDialog(app, within(jobRows()[0]).getByRole('button', { name: /^Delete Job / }), 'Delete Job');
      // It reads the job's review history as it opens (docs/decisions/028-jobs-with-review-history-are-kept.md).
      await waitFor(() => expect(within(form).getByRole('button', { name: 'Delete Job' })).toHaveProperty('disabled', false));
      return form;
    },
    send: () => within(screen.getByRole('dialog', { name: 'Delete Job' })).getByRole('button', { name: 'Delete Job' }),
    failed: 'Failed to delete job',
    // Nothing is typed: the question still names the job, so it can be asked again.
    kept: (form) => expect(form.textContent).toContain('Are you sure you want to delete'),
    sessionCall: true,
  },
  {
    name: 'add task',
    route: '/jobs',
    as: 'admin',
    method: 'post',
    path: paths.taskAdd,
    async fill(app) {
      await jobsTable();
      const form = await openDialog(app, within(jobRows()[0]).getByRole('button', { name: /^Add Task to / }), 'Add Task to Job');
      await enter(app, form, /^Task Name/, 'Reconcile');
      await enter(app, form, /^Task Description/, 'Reconcile the ledgers');
      return form;
    },
    send: button('Add Task'),
    failed: 'Failed to create task',
    kept(form) {
      expect(valueOf(form, /^Task Name/)).toBe('Reconcile');
      expect(valueOf(form, /^Task Description/)).toBe('Reconcile the ledgers');
    },
    sessionCall: true,
  },
  {
    name: 'upload files',
    // A job of its own with one task to upload to, not a seeded one.
    route: () => `/jobs/${makeTask(makeJob()).jobId}`,
    as: 'admin',
    method: 'post',
    path: FILE_SERVICE,
    async fill(app) {
      await screen.findByRole('heading', { name: 'Job Information' });
      const form = await openDialog(app, screen.getByRole('button', { name: 'Upload Files' }), 'Upload Files');
      await app.user.click(within(form).getByRole('combobox', { name: /^Task/ }));
      const task = (await within(await screen.findByRole('listbox')).findAllByRole('option'))[0];
      chosenTask = task.textContent?.replace('✓', '').trim() ?? '';
      await app.user.click(task);
      await app.user.upload(within(form).getByLabelText(/^Files/), new File(['minutes'], 'memo.docx'));
      return form;
    },
    send: button('Upload'),
    // An answer is told in the file service's words (docs/behaviour.md §8 "File upload failed:
    // {message}"); no answer at all in the screen's own.
    failed: (fault) => (fault === 'network' || fault === 'timeout' ? 'Failed to upload files' : /^File upload failed: /),
    kept(form) {
      expect(chosenTask).not.toBe('');
      expect(within(form).getByRole('combobox', { name: /^Task/ }).textContent).toContain(chosenTask);
      expect(within(within(form).getByRole('list', { name: 'Chosen files' })).getByText(/memo\.docx/)).toBeTruthy();
    },
    sessionCall: false,
  },
  {
    name: 'submit task',
    route: '/my-jobs/pending',
    as: 'staff',
    method: 'post',
    path: paths.taskFinished,
    async fill(app) {
      const form = await openDialog(app, within(await firstCard()).getByRole('button', { name: /^Submit Task/ }), 'Submit Task');
      await enter(app, form, /Comment/, 'Done, figures reconciled');
      return form;
    },
    send: () => within(screen.getByRole('dialog', { name: 'Submit Task' })).getByRole('button', { name: 'Submit Task' }),
    failed: 'Failed to submit task',
    kept: (form) => expect(valueOf(form, /Comment/)).toBe('Done, figures reconciled'),
    sessionCall: true,
  },
  ...(['Approve', 'Reject'] as const).map((verb): Save => ({
    name: `${verb.toLowerCase()} task`,
    route: '/jobs/pending',
    as: 'admin',
    method: 'post',
    path: verb === 'Approve' ? paths.taskValidate : paths.taskRework,
    async fill(app) {
      const form = await openDialog(app, within(await firstCard()).getByRole('button', { name: new RegExp(`^${verb} `) }), `${verb} Task`);
      await enter(app, form, /Comment/, 'Checked against the ledger');
      return form;
    },
    send: button(`${verb} Task`),
    failed: verb === 'Approve' ? 'Error: Failed to approve task' : 'Error: Failed to reject task',
    toldInAlertDialog: true,
    kept: (form) => expect(valueOf(form, /Comment/)).toBe('Checked against the ledger'),
    sessionCall: true,
  })),
  {
    name: 'assign task',
    // A Payroll job of its own with one unassigned task, not a seeded one.
    route: () => {
      assignFrom = makeAssignableJob();
      return '/jobs/assign';
    },
    as: 'admin',
    method: 'post',
    path: paths.taskUpdate,
    async fill(app) {
      await chooseUpToDates(app.user, assignFrom);
      assignDates.start = inputDaysFromNow(1);
      assignDates.end = inputDaysFromNow(2);
      setDate('Task start', assignDates.start);
      setDate('Task end', assignDates.end);
      await screen.findByText('Assignee', { selector: 'dt' });
      return screen.getByRole('main');
    },
    send: assignButton,
    failed: 'Failed to assign task',
    kept: () => expectChoicesKept(assignDates, assignFrom),
    sessionCall: true,
  },
  {
    name: 'create user',
    route: '/users',
    as: 'admin',
    method: 'post',
    path: paths.userCreate,
    async fill(app) {
      await screen.findAllByRole('button', { name: /^Edit / });
      const form = await userFormReady(await openDialog(app, screen.getByRole('button', { name: 'Add User' }), 'Add New User'));
      for (const [label, value] of Object.entries(NEW_USER)) await enter(app, form, new RegExp(`^${label}`), value);
      await pickWithKeyboard(app.user, 'User type', 'Staff');
      await pickWithKeyboard(app.user, 'Job type', 'Payroll');
      await pickWithKeyboard(app.user, 'Position', 'Payroll Officer');
      return form;
    },
    send: button('Create User'),
    failed: 'Failed to create or update user',
    kept(form) {
      for (const [label, value] of Object.entries(NEW_USER)) expect(valueOf(form, new RegExp(`^${label}`))).toBe(value);
      expect(within(form).getByRole('combobox', { name: /^User type/ }).textContent).toContain('Staff');
      expect(within(form).getByRole('combobox', { name: /^Job type/ }).textContent).toContain('Payroll');
      expect(within(form).getByRole('combobox', { name: /^Position/ }).textContent).toContain('Payroll Officer');
    },
    sessionCall: true,
  },
  {
    name: 'edit user',
    route: () => {
      edited = makeUser();
      return `/users?${writeSearchedListAddress({ search: edited.lastName, page: 1 })}`;
    },
    as: 'admin',
    method: 'post',
    path: paths.userUpdate,
    async fill(app) {
      const edit = await screen.findByRole('button', { name: `Edit ${fullName(edited)}` });
      const form = await userFormReady(await openDialog(app, edit, 'Edit User'));
      await enter(app, form, /^Phone number/, '0803 555 0142');
      return form;
    },
    send: button('Update User'),
    failed: 'Failed to create or update user',
    kept: (form) => expect(valueOf(form, /^Phone number/)).toBe('0803 555 0142'),
    sessionCall: true,
  },
];
