import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/App';
import { writeStoredSession } from '../../../src/api/sessionStore';
import { signInAs } from '../../support/session';
import { fetchDashboard, fetchDashboardDetails } from '../../../src/api/dashboard';
import type { DashboardData, Job } from '../../../src/api/types';
import { paths } from '../../../src/api/paths';
import { categoryPercentages, completionRate, detailSummary } from '../../../src/domain/dashboard';
import { renderApp } from '../../support/renderApp';
import { answerCall, failCall, gateCall, holdCall, recordRequests } from '../../support/server';
import { extensionPaths } from '../../../src/api/extensions';
import { findDetailTable } from './detailModal';
import { getDb } from '../../../mocks/db/store';
import { CHOOSE_JOB_PROMPT } from '../../../src/domain/jobPicker';
import { STAFF_CREATE_NOTE } from '../../../src/views/dashboard/DashboardPage';
import { choose } from '../jobs/helpers';

const empty: DashboardData = { overDueJob: 0, ongoingJob: 0, taskInReview: 0, taskToReview: 0, todayJob: [], todayTask: [] };
const ok = <T,>(response: T) => ({ responseCode: 'OK', responseDescription: 'SUCCESSFUL', response });

function statCard(label: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${label}`) });
}

async function loaded(): Promise<void> {
  await screen.findByRole('region', { name: 'Workload counts' });
}

describe('dashboard', () => {
  it('greets the admin, shows the counts the server holds, and its today lists', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    const me = app.me!;
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome back, ${me.firstName}!` })).toBeTruthy();
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Admin')).toBeTruthy();
    expect(me.position).toBeTruthy();
    expect(within(header).getByText(me.position!)).toBeTruthy();
    await loaded();
    const data = await fetchDashboard(me.id);
    expect(within(statCard('Overdue Jobs')).getByText(String(data.overDueJob))).toBeTruthy();
    expect(within(statCard('Ongoing Jobs')).getByText(String(data.ongoingJob))).toBeTruthy();
    expect(within(statCard('Tasks in Review')).getByText(String(data.taskInReview))).toBeTruthy();
    expect(within(statCard('Tasks to Review')).getByText(String(data.taskToReview))).toBeTruthy();

    const jobs = screen.getByRole('region', { name: "Today's Completed Jobs" });
    const tasks = screen.getByRole('region', { name: "Today's Completed Tasks" });
    expect(within(jobs).getByText(`${data.todayJob.length} completed`)).toBeTruthy();
    expect(within(tasks).getByText(`${data.todayTask.length} completed`)).toBeTruthy();
    for (const job of data.todayJob) expect(within(jobs).getAllByText(job.jobName).length).toBeGreaterThan(0);
    for (const { task } of data.todayTask) expect(within(tasks).getAllByText(task.taskName).length).toBeGreaterThan(0);

    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getAllByRole('listitem').length).toBe(Math.min(10, data.todayJob.length + data.todayTask.length));
    expect(document.title).toBe('Dashboard · WorkflowPro');
  });

  it('opens with each read sent once, though the sidebar, the header, the counts and both deadline panels read as they start', async () => {
    const sent = recordRequests();
    // msw/node answers at once, so reads would overlap only by chance: the first read of the
    // capabilities is held, as a network would hold it, until every piece of the dashboard is
    // drawn and has started (the dashboard's own read is sent and React has nothing left to do).
    const capabilities = gateCall('get', extensionPaths.capabilities);
    capabilities.arm();
    await renderApp('/dashboard', { as: 'admin' });
    const settle = await capabilities.held();
    await waitFor(() => expect(sent.some((request) => request.url.pathname === paths.home)).toBe(true));
    await act(async () => {});
    settle(false);
    await loaded();
    await screen.findByRole('list', { name: 'Upcoming deadlines' });
    const reads = sent.filter((request) => request.method === 'GET').map((request) => `${request.url.pathname}${request.url.search}`);
    expect(reads.some((read) => read.startsWith(paths.home))).toBe(true);
    expect(reads.filter((read, at) => reads.indexOf(read) !== at)).toEqual([]);
  });

  it('greets a user without a known first name as User', async () => {
    const { firstName: _known, ...withoutName } = await signInAs('staff2');
    writeStoredSession(withoutName);
    render(<App location={memoryLocation({ path: '/dashboard' })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, User!' })).toBeTruthy();
  });

  it('draws the workload chart from the counts, with the numbers as text', async () => {
    answerCall('get', paths.home, ok({ ...empty, overDueJob: 1, ongoingJob: 1, taskInReview: 1, taskToReview: 0 }));
    await renderApp('/dashboard', { as: 'admin' });
    await loaded();
    const chart = screen.getByRole('img', { name: /Workload chart, 3 total items/ });
    expect(chart.querySelectorAll('circle[data-testid^="arc-"]')).toHaveLength(3);
    expect(chart.querySelector('desc')?.textContent).toBe(
      'Overdue Jobs: 1 (34%), Ongoing Jobs: 1 (33%), Tasks in Review: 1 (33%), Tasks to Review: 0 (0%).',
    );
    expect(within(chart).getByText('Total Items')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Chart legend' });
    const overdue = within(legend).getByText('Overdue Jobs').closest('li')!;
    expect(overdue.textContent).toBe('Overdue Jobs134%');
    const summary = screen.getByLabelText('Workload summary');
    expect(within(summary).getByText('Completion Rate').nextElementSibling?.textContent).toBe(
      `${completionRate({ overdue: 1, ongoing: 1, inReview: 1, toReview: 0 })}%`,
    );
    expect(within(summary).getByText('Completion Rate').nextElementSibling?.textContent).toBe('33%');

    const distribution = screen.getByRole('region', { name: 'Workload Distribution' });
    const p = categoryPercentages({ overdue: 1, ongoing: 1, inReview: 1, toReview: 0 });
    expect(within(distribution).getByRole('img').getAttribute('aria-label')).toBe(
      `Distribution: Overdue Jobs ${p.overdue}%, Ongoing Jobs ${p.ongoing}%, Tasks in Review ${p.inReview}%, Tasks to Review ${p.toReview}%`,
    );
    const insights = screen.getByRole('region', { name: 'Productivity Insights' });
    expect(within(insights).getByText('1 job is past the due date and needs attention.')).toBeTruthy();
  });

  it('with no work says All Clear! and Excellent Work!, an empty ring and a 100% completion rate', async () => {
    answerCall('get', paths.home, ok(empty));
    await renderApp('/dashboard', { as: 'staff' });
    await loaded();
    expect(screen.getByRole('heading', { name: 'All Clear!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Excellent Work!' })).toBeTruthy();
    expect(screen.getByText('No jobs completed today yet.')).toBeTruthy();
    expect(screen.getByText('No tasks completed today yet.')).toBeTruthy();
    const chart = screen.getByRole('img', { name: /0 total items/ });
    expect(chart.querySelectorAll('circle[data-testid^="arc-"]')).toHaveLength(0);
    expect(chart.querySelectorAll('circle')).toHaveLength(1);
    const summary = screen.getByLabelText('Workload summary');
    expect(within(summary).getByText('Completion Rate').nextElementSibling?.textContent).toBe('100%');
  });

  it('orders the insights high first', async () => {
    answerCall('get', paths.home, ok({ ...empty, overDueJob: 3, taskToReview: 2, todayJob: [] }));
    await renderApp('/dashboard', { as: 'admin' });
    await loaded();
    const insights = screen.getByRole('region', { name: 'Productivity Insights' });
    const titles = [...insights.querySelectorAll('[role="alert"], [role="status"]')].map((el) => el.querySelector('strong')?.textContent);
    expect(titles).toEqual(['Overdue Jobs · High priority', 'Pending Review · Medium priority']);
  });

  it("an admin's Create New Job goes to /jobs; Create New Task asks for the job, then adds the task to it", async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    await app.user.click(await screen.findByRole('button', { name: 'Create New Job' }));
    await waitFor(() => expect(app.location()).toBe('/jobs'));
    app.navigate('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Create New Task' }));
    const picker = await screen.findByRole('dialog', { name: 'Create New Task' });
    expect(picker.textContent).toContain(CHOOSE_JOB_PROMPT);
    expect(app.location()).toBe('/dashboard');
    const continueButton = within(picker).getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveProperty('disabled', true);
    // Only unfinished jobs are offered; words typed narrow them by name, number or client.
    const job = getDb().jobs.find((j) => j.statusId === 1)!;
    await within(picker).findByRole('combobox', { name: 'Job' });
    await app.user.type(within(picker).getByLabelText('Find a job'), job.jobNumber);
    await choose(app.user, 'Job', new RegExp(job.jobNumber), picker);
    await app.user.click(continueButton);
    const addTask = await screen.findByRole('dialog', { name: 'Add Task to Job' });
    expect(addTask.textContent).toContain(`New task for ${job.jobName}`);
    await waitFor(() => expect(document.activeElement).toBe(within(addTask).getByLabelText(/^Task Name/)));
    await app.user.keyboard('Reconcile the bank');
    await app.user.type(within(addTask).getByLabelText(/^Task Description/), 'Match every line of the statement');
    await app.user.click(within(addTask).getByRole('button', { name: 'Add Task' }));
    await within(addTask).findByText('Task created successfully');
    expect(getDb().tasks.find((t) => t.taskName === 'Reconcile the bank')?.jobId).toBe(job.id);
  });

  it('the job picker says when nothing matches and drops a choice the words hide', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    await app.user.click(await screen.findByRole('button', { name: 'Create New Task' }));
    const picker = await screen.findByRole('dialog', { name: 'Create New Task' });
    const job = getDb().jobs.find((j) => j.statusId === 1)!;
    await within(picker).findByRole('combobox', { name: 'Job' });
    await choose(app.user, 'Job', new RegExp(job.jobNumber), picker);
    expect(within(picker).getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
    await app.user.type(within(picker).getByLabelText('Find a job'), 'zzzz no such job');
    await within(picker).findByText('No unfinished job matches “zzzz no such job”.');
    expect(within(picker).getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    await app.user.click(within(picker).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Create New Task and Create New Job go to /my-jobs for staff, and quick buttons stay on staff screens', async () => {
    const app = await renderApp('/dashboard', { as: 'staff' });
    const header = (await screen.findByRole('heading', { level: 1, name: `Welcome back, ${app.me!.firstName}!` })).parentElement!;
    expect(within(header).getByText('Staff')).toBeTruthy();
    // Not a silent dead end: the buttons say where they lead and why (docs/decisions/032).
    for (const name of ['Create New Task', 'Create New Job']) {
      const button = screen.getByRole('button', { name });
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(STAFF_CREATE_NOTE);
    }
    screen.getByText(STAFF_CREATE_NOTE);
    await app.user.click(await screen.findByRole('button', { name: 'Create New Task' }));
    await waitFor(() => expect(app.location()).toBe('/my-jobs'));
    app.navigate('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Create New Job' }));
    await waitFor(() => expect(app.location()).toBe('/my-jobs'));
    app.navigate('/dashboard');
    await loaded();
    await app.user.click(screen.getByRole('button', { name: 'Tasks to Finish' }));
    await waitFor(() => expect(app.location()).toBe('/my-jobs/pending'));
  });

  it('an admin quick button opens the overdue jobs filter', async () => {
    const app = await renderApp('/dashboard', { as: 'superadmin' });
    await loaded();
    expect(within(screen.getByRole('heading', { level: 1 }).parentElement!).getByText('Super Admin')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'View Overdue Jobs' }));
    await waitFor(() => expect(app.location()).toBe('/jobs?filter=overdue'));
  });

  it('each stat card opens the large detail modal with its jobs and summary', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    await loaded();
    const report = await fetchDashboardDetails(app.me!.id);
    const cases: Array<[string, Job[]]> = [
      ['Overdue Jobs', report.overDuetasks],
      ['Ongoing Jobs', report.onGoingTasks],
      ['Tasks in Review', report.tasksInReview],
      ['Tasks to Review', report.tasksToReview],
    ];
    for (const [label, rows] of cases) {
      await app.user.click(statCard(label));
      const dialog = await screen.findByRole('dialog', { name: `${label} Details` });
      const table = await findDetailTable(dialog);
      const summary = detailSummary(rows);
      const figures = within(dialog).getByLabelText('Summary');
      expect(within(figures).getByText('Total Items').nextElementSibling?.textContent).toBe(String(summary.totalItems));
      expect(within(figures).getByText('Completed').nextElementSibling?.textContent).toBe(String(summary.completed));
      expect(within(figures).getByText('Active').nextElementSibling?.textContent).toBe(String(summary.active));
      expect(within(figures).getByText('Total Tasks').nextElementSibling?.textContent).toBe(String(summary.totalTasks));
      if (rows.length) expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
      else expect(within(table).getByText('No items in this category.')).toBeTruthy();
      if (rows[0]) expect(within(table).getAllByText(rows[0].jobName).length).toBeGreaterThan(0);
      await app.user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});

describe('dashboard failures (docs/behaviour.md §8)', () => {
  for (const failure of [500, 'network'] as const) {
    it(`a ${failure} failure shows Error Loading Dashboard with the default message, and Retry loads it`, async () => {
      failCall('get', paths.home, failure);
      const app = await renderApp('/dashboard', { as: 'admin' });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Error Loading Dashboard')).toBeTruthy();
      expect(within(alert).getByText('Failed to load dashboard data')).toBeTruthy();
      const held = holdCall('get', paths.home);
      await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Loading dashboard...')).toBeTruthy();
      await held.passThrough();
      await loaded();
      expect(screen.queryByText('Error Loading Dashboard')).toBeNull();
    });
  }

  it('a refusal shows the server description, or Failed to fetch dashboard data without one', async () => {
    answerCall('get', paths.home, { responseCode: 'FAILED', responseDescription: 'Dashboard is resting', response: null });
    const app = await renderApp('/dashboard', { as: 'admin' });
    expect(await screen.findByText('Dashboard is resting')).toBeTruthy();
    answerCall('get', paths.home, { responseCode: 'FAILED', responseDescription: '', response: null });
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to fetch dashboard data')).toBeTruthy();
  });

  it('a 401 ends the session and goes to /login', async () => {
    failCall('get', paths.home, 401);
    const app = await renderApp('/dashboard', { as: 'admin' });
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(localStorage.getItem('workflow_token')).toBeNull();
  });

  for (const failure of [500, 'network'] as const) {
    it(`the detail modal shows Failed to load detailed data on a ${failure} failure, and Retry loads it`, async () => {
      const app = await renderApp('/dashboard', { as: 'admin' });
      await loaded();
      failCall('get', paths.homeDetailed, failure);
      await app.user.click(statCard('Ongoing Jobs'));
      const dialog = await screen.findByRole('dialog', { name: 'Ongoing Jobs Details' });
      expect(await within(dialog).findByText('Failed to load detailed data')).toBeTruthy();
      const held = holdCall('get', paths.homeDetailed);
      await app.user.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByText('Loading detailed data...')).toBeTruthy();
      await held.passThrough();
      expect(await within(dialog).findByRole('table')).toBeTruthy();
      // The page behind keeps its counts.
      expect(screen.getByRole('region', { name: 'Workload counts', hidden: true })).toBeTruthy();
    });
  }

  it('the detail modal shows Failed to fetch detailed data when the server refuses without a reason', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    await loaded();
    answerCall('get', paths.homeDetailed, { responseCode: 'FAILED', responseDescription: '', response: null });
    await app.user.click(statCard('Tasks to Review'));
    const dialog = await screen.findByRole('dialog', { name: 'Tasks to Review Details' });
    expect(await within(dialog).findByText('Failed to fetch detailed data')).toBeTruthy();
  });

  it('a 401 from the detail modal ends the session', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    await loaded();
    failCall('get', paths.homeDetailed, 401);
    await app.user.click(statCard('Overdue Jobs'));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});
