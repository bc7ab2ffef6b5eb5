/**
 * The fault matrix for saves (docs/decisions/009-call-timeouts-and-retries.md): every write the
 * app makes, failed each way a real server or network fails — 500, no network, no answer in
 * time, 401, a body that is not JSON, and OK with nothing in it — through the real screens.
 * A failed save shows its docs/behaviour.md §8 message, leaves the form open with everything
 * typed still in it and ready to be sent again, and stores nothing; a 401 ends the session on a
 * login page that says so and keeps the page to come back to.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { FAULTS, faultyAnswer, type Fault } from '../support/faults';
import { getDb } from '../../mocks/db/store';
import type { Db } from '../../mocks/db/schema';
import { paths } from '../../src/api/paths';
import { LOGIN_MESSAGES } from '../../src/domain/session';
import { loginAddressFor } from '../../src/domain/signInReturn';
import { renderApp, type RenderedApp } from '../support/renderApp';
import type { DemoRole } from '../support/session';
import { choose, jobRows, jobsTable, localDate } from './jobs/helpers';
import { GOOD_CLIENT } from './clients/values';
import { SEED, assignButton, chooseUpToDates, expectChoicesKept, inputDaysFromNow, setDate } from './assign/driver';

// Time limits of a tenth of a second, so "no answer in time" is seen without waiting 15 s (a
// save) or 120 s (a file).
vi.mock('../../src/api/timeouts', async (original) => ({
  ...(await original<object>()),
  REQUEST_TIMEOUT_MS: 100,
  TRANSFER_TIMEOUT_MS: 100,
}));

/** The file service stands outside the product server: multipart, no session token. */
const FILE_SERVICE = '/mock-files/:kind/upload';

interface Save {
  name: string;
  route: string;
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
/** The task the files are for, as its option read. */
let chosenTask = '';

const firstClientName = () =>
  getDb()
    .clients.filter((c) => c.active)
    .sort((a, b) => a.clientName.localeCompare(b.clientName))[0].clientName;

/** Radix Select on the user form opens from the keyboard (its trigger is focused, then Enter). */
async function pickOnUserForm(app: RenderedApp, label: string, option: string): Promise<void> {
  screen.getByRole('combobox', { name: new RegExp(`^${label}`) }).focus();
  await app.user.keyboard('{Enter}');
  await app.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function userFormReady(form: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Position/ })).toHaveProperty('disabled', false));
  return form;
}

async function firstCard(): Promise<HTMLElement> {
  return (await screen.findAllByRole('article', undefined, { timeout: 5000 }))[0];
}

const button = (name: string | RegExp) => () => screen.getByRole('button', { name });

const SAVES: Save[] = [
  {
    name: 'create client',
    route: '/clients',
    as: 'admin',
    method: 'post',
    path: paths.clientCreate,
    async fill(app) {
      await screen.findAllByRole('button', { name: /^Edit / }, { timeout: 5000 });
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
      const edit = (await screen.findAllByRole('button', { name: /^Edit / }, { timeout: 5000 }))[0];
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
      return openDialog(app, within(jobRows()[0]).getByRole('button', { name: /^Delete Job / }), 'Delete Job');
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
    route: '/jobs/3',
    as: 'admin',
    method: 'post',
    path: FILE_SERVICE,
    async fill(app) {
      await screen.findByRole('heading', { name: 'Job Information' }, { timeout: 5000 });
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
    route: '/jobs/assign',
    as: 'admin',
    method: 'post',
    path: paths.taskUpdate,
    async fill(app) {
      await chooseUpToDates(app.user);
      assignDates.start = inputDaysFromNow(1);
      assignDates.end = inputDaysFromNow(2);
      setDate('Task start', assignDates.start);
      setDate('Task end', assignDates.end);
      await screen.findByText('Assignee', { selector: 'dt' });
      return screen.getByRole('main');
    },
    send: assignButton,
    failed: 'Failed to assign task',
    kept: () => expectChoicesKept(assignDates),
    sessionCall: true,
  },
  {
    name: 'create user',
    route: '/users',
    as: 'admin',
    method: 'post',
    path: paths.userCreate,
    async fill(app) {
      await screen.findAllByRole('button', { name: /^Edit / }, { timeout: 5000 });
      const form = await userFormReady(await openDialog(app, screen.getByRole('button', { name: 'Add User' }), 'Add New User'));
      for (const [label, value] of Object.entries(NEW_USER)) await enter(app, form, new RegExp(`^${label}`), value);
      await pickOnUserForm(app, 'User type', 'Staff');
      await pickOnUserForm(app, 'Job type', 'Payroll');
      await pickOnUserForm(app, 'Position', 'Payroll Officer');
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
    route: '/users',
    as: 'admin',
    method: 'post',
    path: paths.userUpdate,
    async fill(app) {
      const edit = await screen.findByRole('button', { name: `Edit ${SEED.staff2}` }, { timeout: 5000 });
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

/**
 * "OK but empty" for a save: HTTP 200 and an envelope with nothing in it, not even a code. (A
 * save's own success code with `response: null` is a success, since the screens reload after a
 * save rather than read its answer: tests/api/envelopes.test.ts.)
 */
const EMPTY_ANSWER = {};

/** Makes every call of the save fail the given way; tells how many times the app sent it. */
function breakSave(method: Save['method'], path: string, fault: Fault): () => number {
  let sent = 0;
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      sent += 1;
      return faultyAnswer(fault, request, EMPTY_ANSWER);
    }),
  );
  return () => sent;
}

/**
 * What the user reads in the form (or, for a decision, in the alert dialog they then close),
 * once it says the save failed.
 */
async function failureTold(save: Save, fault: Fault, form: HTMLElement, app: RenderedApp): Promise<string> {
  const failed = typeof save.failed === 'function' ? save.failed(fault) : save.failed;
  if (save.toldInAlertDialog) {
    const told = await screen.findByRole('alertdialog', { name: failed }, { timeout: 5000 });
    const text = told.textContent ?? '';
    // The user reads it, then closes it with Escape from its focused OK button.
    await waitFor(() => expect(document.activeElement).toBe(within(told).getByRole('button', { name: 'OK' })));
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    return text;
  }
  let text = '';
  await waitFor(
    () => {
      text = within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' | ');
      expect(text).toMatch(failed);
    },
    { timeout: 5000 },
  );
  return text;
}

/**
 * The request itself as the network layer words it ("[POST] "http://...": <no response> ..."):
 * a user is told what failed in the product's words, never this
 * (docs/decisions/009-call-timeouts-and-retries.md: a time-out shows the screen's own message).
 */
const REQUEST_LINE = /\[(GET|POST|PUT)\]|https?:\/\/|<no response>|TimeoutError/;

/** The whole mock database as it stands, to compare after a save that failed. */
const snapshotOf = (db: Db): Db => structuredClone(db);

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // A failure told with the browser's own alert would not be in the page; catch it here.
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

/**
 * Cases that fail today because of a product defect; each still asserts what the user should
 * see, and its name says it is a known defect so a failing run reads for what it is.
 */
const cases = SAVES.flatMap((save) => FAULTS.map((fault) => [`${save.name}, ${fault}`, fault, save] as const));

describe(`save fault matrix: ${SAVES.length} saves x ${FAULTS.length} faults = ${cases.length} cases`, () => {
  it.each(cases)(
    '%s',
    async (_case, fault, save) => {
      // No pause between the steps of each click and key press: what is under test is the answer
      // to the save, and 78 forms filled at a person's pace would take minutes.
      const app: RenderedApp = { ...(await renderApp(save.route, { as: save.as })), user: userEvent.setup({ delay: null }) };
      const form = await save.fill(app);
      const address = app.location();
      const before = snapshotOf(getDb());
      const sent = breakSave(save.method, save.path, fault);
      await app.user.click(save.send());

      if (fault === '401' && save.sessionCall) {
        await waitFor(() => expect(app.location()).toBe(loginAddressFor(address)), { timeout: 5000 });
        const notice = await screen.findByText(LOGIN_MESSAGES.sessionEnded, undefined, { timeout: 5000 });
        expect(notice.closest('[role="status"]')).not.toBeNull();
        expect(localStorage.getItem('workflow_token')).toBeNull();
        expect(sent()).toBe(1);
        expect(getDb()).toEqual(before);
        return;
      }

      const told = await failureTold(save, fault, form, app);
      expect(told).not.toMatch(REQUEST_LINE);
      // Still open, still on the page, still signed in, and what was typed is all there.
      expect(form.isConnected).toBe(true);
      expect(app.location()).toBe(address);
      expect(localStorage.getItem('workflow_token')).not.toBeNull();
      save.kept(form);
      // It can be sent again by the user, and was not sent again by itself: a save that got no
      // answer may have been stored, and a second one could store it twice.
      await waitFor(() => expect(save.send()).toHaveProperty('disabled', false));
      expect(sent()).toBe(1);
      // Nothing half-written.
      expect(getDb()).toEqual(before);
      expect(alert).not.toHaveBeenCalled();
    },
    30_000,
  );
});
