import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { getDb } from '../../../mocks/db/store';
import { paths } from '../../../src/api/paths';
import { answerCall, expectCancelled, failCall, holdCall, recordRequests, type Failure } from '../../support/server';
import { refusedPage } from '../../support/answers';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { expectOpeningSignsOut } from '../../support/failedOpening';
import { choose, jobRows, jobsTable, localDate } from './helpers';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { STATUTORY_DUE_LABEL, statutoryDescription } from '../../../src/domain/compliance';
import { makeJob } from '../../support/factories';
import { replaceFields } from '../../support/fill';
import { onSimulatedTime, passTime } from '../../support/time';
import { SUCCESS_DELAY_MS } from '../../../src/machines/formModal.machine';

const newestJob = () => [...getDb().jobs].sort((a, b) => b.id - a.id)[0];
const firstClient = () =>
  getDb()
    .clients.filter((c) => c.active)
    .sort((a, b) => a.clientName.localeCompare(b.clientName))[0];

async function openJobs(): Promise<RenderedApp> {
  const app = await renderApp('/jobs', { as: 'admin' });
  await jobsTable();
  return app;
}

async function fillNewJob(app: RenderedApp): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: 'Create New Job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Job' });
  // Pasted: no test here is about these fields, they only complete the form.
  await replaceFields(app.user, dialog, { 'Job Name': 'Annual audit', 'Job Description': 'Audit the annual accounts' });
  await choose(app.user, 'Client', firstClient().clientName, dialog);
  await choose(app.user, 'Job Type', getDb().jobTypes[0].name, dialog);
  fireEvent.change(within(dialog).getByLabelText(/^Start Date/), { target: { value: localDate(1) } });
  fireEvent.change(within(dialog).getByLabelText(/^End Date/), { target: { value: localDate(9) } });
  return dialog;
}

async function openRowModal(app: RenderedApp, button: RegExp, name: string): Promise<HTMLElement> {
  await app.user.click(within(jobRows()[0]).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name });
}

/** Delete Job, once it has read the job's review history and offers its button. */
async function openDeleteJob(app: RenderedApp): Promise<HTMLElement> {
  const dialog = await openRowModal(app, /^Delete Job /, 'Delete Job');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete Job' })).toHaveProperty('disabled', false));
  return dialog;
}

async function fillNewTask(app: RenderedApp): Promise<HTMLElement> {
  const dialog = await openRowModal(app, /^Add Task to /, 'Add Task to Job');
  await replaceFields(app.user, dialog, { 'Task Name': 'Reconcile', 'Task Description': 'Reconcile the ledgers' });
  return dialog;
}

/** Each save of the jobs screen: the call it makes, how its modal is opened ready to send, and its send button. */
const SAVES = {
  create: { path: paths.jobAdd, open: fillNewJob, send: 'Create Job' },
  edit: { path: paths.jobUpdate, open: (app: RenderedApp) => openRowModal(app, /^Edit Job /, 'Edit Job'), send: 'Save Changes' },
  delete: { path: paths.jobDelete, open: openDeleteJob, send: 'Delete Job' },
  'add task': { path: paths.taskAdd, open: fillNewTask, send: 'Add Task' },
};

describe('Jobs Management list', () => {
  it('shows the columns, badges and count of docs/behaviour.md §2', async () => {
    await openJobs();
    const table = screen.getByRole('region', { name: 'Jobs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Job Details', 'Client', 'Type & Status', 'Timeline', 'Task Summary', 'Actions']);
    expect(jobRows()).toHaveLength(10);
    expect(screen.getByText(`Showing 10 of ${getDb().jobs.length} jobs`)).toBeTruthy();
    const job = newestJob();
    const row = jobRows()[0];
    expect(row.textContent).toContain(job.jobName);
    expect(row.textContent).toContain(job.jobNumber);
    expect(row.textContent).toMatch(/In: .*Out: /);
    expect(row.textContent).toMatch(/Total \d+ · Assigned \d+ · Pending \d+/);
    for (const name of ['Add Task to', 'Edit Job', 'Delete Job']) {
      expect(within(row).getByRole('button', { name: new RegExp(`^${name} `) })).toBeTruthy();
    }
    expect(within(row).getByRole('link', { name: /^View Job Details of / })).toBeTruthy();
    expect(within(table).getAllByText('Overdue').length).toBeGreaterThan(0);
    const pager = screen.getByRole('navigation', { name: 'Jobs pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
  });

  it('searches on Enter or the button, never per keystroke', async () => {
    const app = await openJobs();
    const seen = recordRequests();
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    await app.user.type(box, 'payroll');
    expect(seen.filter((r) => r.url.pathname === paths.jobs)).toHaveLength(0);
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(seen.filter((r) => r.url.pathname === paths.jobs)).toHaveLength(1));
    expect(seen.filter((r) => r.url.pathname === paths.jobs)[0].url.searchParams.get('text')).toBe('payroll');
    await waitFor(() => jobRows().forEach((row) => expect(row.textContent?.toLowerCase()).toContain('payroll')));
    await app.user.clear(box);
    await app.user.type(box, ' audit ');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.filter((r) => r.url.pathname === paths.jobs)).toHaveLength(2));
    expect(seen.filter((r) => r.url.pathname === paths.jobs)[1].url.searchParams.get('text')).toBe('audit');
  });

  it('a slower, older answer never replaces the newest one', async () => {
    // The search for "payroll" is held, still unanswered, while the user searches for "audit".
    const older = holdCall('get', paths.jobs, (url) => url.searchParams.get('text') === 'payroll');
    const app = await openJobs();
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    await app.user.type(box, 'payroll{Enter}');
    await older.request();
    // The newer search drops the older one: its answer can no longer reach the screen.
    await expectCancelled(older, async () => {
      await app.user.clear(box);
      await app.user.type(box, 'audit{Enter}');
    });
    await waitFor(() => jobRows().forEach((row) => expect(row.textContent?.toLowerCase()).toContain('audit')));
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveProperty('value', 'audit');
  });

  it('filters by client, job type and status, and clears them', async () => {
    const app = await openJobs();
    // Only the list's reads: the shell may read its own things (notifications) meanwhile.
    const sent = recordRequests();
    const lastRead = () => sent.filter((r) => r.url.pathname === paths.jobs).at(-1);
    await app.user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByRole('group', { name: 'Filters' });
    const client = firstClient();
    await choose(app.user, 'Client', client.clientName, filters);
    await waitFor(() => expect(lastRead()?.url.searchParams.get('clientId')).toBe(String(client.id)));
    await choose(app.user, 'Job Type', getDb().jobTypes[0].name, filters);
    await choose(app.user, 'Status', 'Active', filters);
    await waitFor(() => expect(lastRead()?.url.searchParams.get('statusId')).toBe('1'));
    expect(lastRead()?.url.searchParams.get('jobTypeId')).toBe(String(getDb().jobTypes[0].id));
    expect(lastRead()?.url.searchParams.get('pageNumber')).toBe('1');
    await app.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect([...(lastRead()?.url.searchParams.keys() ?? [])].sort()).toEqual(['pageNumber', 'pageSize']));
  });

  it('shows the empty state', async () => {
    answerCall('get', paths.jobs, { items: [], totalItems: 0, totalPages: 0, currentPage: 1, response: 'OK' });
    await renderApp('/jobs', { as: 'admin' });
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0 jobs')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Jobs pages' })).toBeNull();
  });

  it.each<[Failure]>([[500], ['network']])('a %s failure of the list shows its message and Retry', async (failure) => {
    failCall('get', paths.jobs, failure);
    const app = await renderApp('/jobs', { as: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load jobs');
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await jobsTable();
  });

  it('a refused list shows the server description', async () => {
    answerCall('get', paths.jobs, refusedPage('Jobs are being reindexed'));
    await renderApp('/jobs', { as: 'admin' });
    expect((await screen.findByRole('alert')).textContent).toContain('Jobs are being reindexed');
  });

  it('a 401 on the list signs the user out', async () => {
    await expectOpeningSignsOut('/jobs', 'admin', paths.jobs);
  });

  it('Staff reaching /jobs is denied', async () => {
    await renderApp('/jobs', { as: 'staff' });
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Jobs' })).toBeNull();
  });

  it('View Job Details is a link to /jobs/{id}, so it opens in a new tab too', async () => {
    const app = await openJobs();
    const link = within(jobRows()[0]).getByRole('link', { name: /^View Job Details of / });
    expect(link.getAttribute('href')).toBe(`/jobs/${newestJob().id}`);
    await app.user.click(link);
    expect(app.location()).toBe(`/jobs/${newestJob().id}`);
  });

  it("a statutory job's due date to the authority is its own labelled value on its row; another job shows none", async () => {
    const statutory = makeJob({
      jobDescription: statutoryDescription('PAYE remittance and monthly return', 'November 2026', '2026-12-10'),
    });
    const other = makeJob();
    await openJobs();
    const row = (name: string) => jobRows().find((r) => within(r).queryByRole('link', { name }))!;
    await waitFor(() => expect(row(statutory.jobName)).toBeTruthy());
    expect(within(row(statutory.jobName)).getByText(`${STATUTORY_DUE_LABEL}:`, { exact: false }).parentElement?.textContent).toBe(
      `${STATUTORY_DUE_LABEL}: Thu 10 Dec 2026`,
    );
    expect(within(row(other.jobName)).queryByText(STATUTORY_DUE_LABEL, { exact: false })).toBeNull();
  });

  it("a job's name is a link that opens its Job Details", async () => {
    const app = await openJobs();
    const job = newestJob();
    const name = within(jobRows()[0]).getByRole('link', { name: job.jobName });
    expect(name.getAttribute('href')).toBe(`/jobs/${job.id}`);
    await app.user.click(name);
    await screen.findByRole('heading', { name: 'Job Information' });
    expect(app.location()).toBe(`/jobs/${job.id}`);
    expect(screen.getByText(job.jobNumber)).toBeTruthy();
  });
});

describe('job modals against server failures', () => {
  // One form, filled once, failed each way in turn: what was typed is still there after each
  // (a fault on a freshly filled form, each first for some save, is tests/views/faultMatrixSaves).
  it('create: a 500, a network failure and a refusal in turn each show their message and keep the input', async () => {
    const app = await openJobs();
    const dialog = await fillNewJob(app);
    const seen = recordRequests();
    const sent = () => seen.filter((r) => r.method === 'POST' && r.url.pathname === paths.jobAdd).length;
    const faults: Array<[Failure | 'refused', string]> = [
      [500, 'Failed to create job'],
      ['network', 'Failed to create job'],
      ['refused', 'Client is inactive'],
    ];
    for (const [i, [fault, message]] of faults.entries()) {
      if (fault === 'refused')
        answerCall('post', paths.jobAdd, { responseCode: '400', responseDescription: 'Client is inactive', response: null });
      else failCall('post', paths.jobAdd, fault);
      await app.user.click(within(dialog).getByRole('button', { name: 'Create Job' }));
      // This send's own failure is read, not the one before it.
      await waitFor(() => expect(sent(), String(fault)).toBe(i + 1));
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent, String(fault)).toContain(message));
      expect((within(dialog).getByLabelText(/^Job Name/) as HTMLInputElement).value, String(fault)).toBe('Annual audit');
      expect((within(dialog).getByLabelText(/^End Date/) as HTMLInputElement).value, String(fault)).toBe(localDate(9));
    }
  });

  it('edit: shows the job with a read-only status, saves, and refreshes the list', async () => {
    // The success message's time is jumped over, not waited out.
    onSimulatedTime();
    const app = await openJobs();
    const job = newestJob();
    await app.user.click(within(jobRows()[0]).getByRole('button', { name: `Edit Job ${job.jobName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    expect((within(dialog).getByLabelText(/^Job Name/) as HTMLInputElement).value).toBe(job.jobName);
    expect(within(dialog).getByText('(cannot be changed here)')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /^Status/ })).toBeNull();
    const seen = recordRequests();
    const name = within(dialog).getByLabelText(/^Job Name/);
    await app.user.clear(name);
    await app.user.type(name, '  Renamed job  ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Job updated successfully')).toBeTruthy();
    const body = (await seen.find((r) => r.url.pathname === paths.jobUpdate)?.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: job.id,
      jobName: 'Renamed job',
      statusId: job.statusId,
      clientId: job.clientId,
      jobTypeId: job.jobTypeId,
    });
    await passTime(SUCCESS_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Job' })).toBeNull());
    await waitFor(() => expect(jobRows()[0].textContent).toContain('Renamed job'));
  });

  it('edit: a 500, then a network failure, each show Failed to update job and keep the input', async () => {
    const app = await openJobs();
    const dialog = await SAVES.edit.open(app);
    const name = within(dialog).getByLabelText(/^Job Name/);
    await app.user.clear(name);
    await app.user.type(name, 'Kept name');
    const seen = recordRequests();
    const sent = () => seen.filter((r) => r.method === 'POST' && r.url.pathname === paths.jobUpdate).length;
    for (const [i, failure] of ([500, 'network'] as const).entries()) {
      failCall('post', paths.jobUpdate, failure);
      await app.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(sent(), String(failure)).toBe(i + 1));
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent, String(failure)).toContain('Failed to update job'));
      expect((within(dialog).getByLabelText(/^Job Name/) as HTMLInputElement).value, String(failure)).toBe('Kept name');
    }
  });

  it('delete: asks first, then removes the job from the list', async () => {
    onSimulatedTime();
    const app = await openJobs();
    const job = newestJob();
    await app.user.click(within(jobRows()[0]).getByRole('button', { name: `Delete Job ${job.jobName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Job' });
    expect(dialog.textContent).toContain(job.jobName);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete Job' })).toHaveProperty('disabled', false));
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
    expect(await within(dialog).findByText('Job deleted successfully')).toBeTruthy();
    await passTime(SUCCESS_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Job' })).toBeNull());
    await waitFor(() => expect(jobRows()[0].textContent).not.toContain(job.jobNumber));
    expect(getDb().jobs.some((j) => j.id === job.id)).toBe(false);
  });

  it('delete: a 500, then a network failure, each show Failed to delete job', async () => {
    const app = await openJobs();
    for (const failure of [500, 'network'] as const) {
      failCall('post', paths.jobDelete, failure);
      // Opened afresh each time: the dialog closed after the last failure.
      const dialog = await SAVES.delete.open(app);
      await app.user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
      expect((await within(dialog).findByRole('alert')).textContent, String(failure)).toContain('Failed to delete job');
      await app.user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('add task: a 500, then a network failure, each show Failed to create task and keep the input', async () => {
    const app = await openJobs();
    const dialog = await fillNewTask(app);
    const seen = recordRequests();
    const sent = () => seen.filter((r) => r.method === 'POST' && r.url.pathname === paths.taskAdd).length;
    for (const [i, failure] of ([500, 'network'] as const).entries()) {
      failCall('post', paths.taskAdd, failure);
      await app.user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
      await waitFor(() => expect(sent(), String(failure)).toBe(i + 1));
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent, String(failure)).toContain('Failed to create task'));
      expect((within(dialog).getByLabelText(/^Task Name/) as HTMLInputElement).value, String(failure)).toBe('Reconcile');
    }
  });

  it('add task: a failed upload shows File upload failed and keeps the files', async () => {
    failCall('post', '/mock-files/:kind/upload', 500);
    const app = await openJobs();
    const dialog = await fillNewTask(app);
    await app.user.upload(within(dialog).getByLabelText(/^Attach Files/), new File(['x'], 'ledger.xlsx'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('File upload failed: HTTP error! status: 500');
    expect(within(within(dialog).getByRole('list', { name: 'Chosen files' })).getByText(/ledger\.xlsx/)).toBeTruthy();
  });

  it.each(Object.entries(SAVES))('%s: a 401 signs the user out', async (_name, save) => {
    failCall('post', save.path, 401);
    const app = await openJobs();
    const dialog = await save.open(app);
    await app.user.click(within(dialog).getByRole('button', { name: save.send }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/jobs')));
  });
});
