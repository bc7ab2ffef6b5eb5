import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { expectCancelled, failCall, holdCall, recordRequests, type Failure } from '../../support/server';
import { expectOpeningSignsOut } from '../../support/failedOpening';
import { ASSIGN_SUCCESS_MESSAGE } from '../../../src/domain/assign';
import { getDb } from '../../../mocks/db';
import { RULE_MESSAGES } from '../../../mocks/db/rules';
import { envelope, tokenOf } from '../../mocks/api';
import {
  SEED,
  type AssignableJob,
  assignButton,
  chooseUpToDates,
  chooseUpToJob,
  combobox,
  dateInput,
  expectChoicesKept,
  inputDaysFromNow,
  jobOptionName,
  makeAssignableJob,
  optionsOf,
  pick,
  pickFirst,
  reviewerBox,
  searchPayrollJobs,
  setDate,
  waitForForm,
} from './driver';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { USER_TYPE } from '../../../src/domain/roles';
import { assignMade, fullName, makeJob, makeTask } from '../../support/factories';
import { onSimulatedTime } from '../../support/time';

const ASSIGN_PATH = '/api/v1/task/update';

/** The task dates the form was given, read once, so a minute turning over cannot change them. */
const dates = { start: '', end: '' };

/** The Payroll job, with one unassigned task, that each test assigns from: made for it. */
let assignable: AssignableJob;
beforeEach(() => {
  assignable = makeAssignableJob();
});

async function fillEverything(user: Parameters<typeof chooseUpToDates>[0]) {
  await chooseUpToDates(user, assignable);
  dates.start = inputDaysFromNow(1);
  dates.end = inputDaysFromNow(2);
  setDate('Task start', dates.start);
  setDate('Task end', dates.end);
  await screen.findByText('Assignee', { selector: 'dt' });
}

/** Opens the page as an admin and searches Payroll jobs up to `daysAhead` days from now. */
async function openAndSearchPayrollJobs(daysAhead?: number): Promise<RenderedApp> {
  const app = await renderApp('/jobs/assign', { as: 'admin' });
  await waitForForm();
  await searchPayrollJobs(app.user, daysAhead);
  return app;
}

/**
 * The assigning cases share a filled form where they can: filling it is most of each case's time
 * (docs/testing.md "What a test costs"). A refused or failed assignment keeps every choice, which
 * each case checks, so the next one is sent from the form as freshly filled.
 */
describe('Assign Job Task: assigning', () => {
  it('sends the docs/behaviour.md §3 payload once however often pressed, says who is notified, refreshes the header counts; after 3 s clears the assignment but keeps job type, role and search period', async () => {
    // A second Payroll job with a task left, so the search still finds something once the first is fully assigned.
    const next = makeJob({ jobName: 'Payroll run still to assign', jobTypeId: assignable.job.jobTypeId });
    makeTask(next);
    const held = holdCall('post', ASSIGN_PATH);
    const { user, me } = await renderApp('/jobs/assign', { as: 'admin' });
    const sent = recordRequests();
    await fillEverything(user);
    const summary = screen.getByRole('region', { name: 'Assignment summary' });
    const { payrollStaff, admin } = assignable.people;
    expect(within(summary).getByText(fullName(payrollStaff))).toBeTruthy();
    expect(within(summary).getByText(fullName(admin))).toBeTruthy();
    const taskId = Number(new URL(sent.find((r) => r.url.pathname === '/api/v1/task/available')!.url).searchParams.get('jobId'));
    expect(taskId).toBe(assignable.job.id);
    const searchFrom = dateInput('Search jobs from').value;
    const searchTo = dateInput('Search jobs to').value;

    // It cannot be sent twice while the first assignment is on its way.
    await user.click(assignButton());
    await held.request();
    expect(assignButton().hasAttribute('disabled')).toBe(true);
    expect(assignButton().textContent).toContain('Assigning');
    await user.click(assignButton());
    expect(held.count()).toBe(1);
    // The success message's 3 s pass on fake time from here.
    onSimulatedTime();
    await held.passThrough();
    expect(await screen.findByText(ASSIGN_SUCCESS_MESSAGE)).toBeTruthy();
    expect(combobox('Job type').hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText(ASSIGN_SUCCESS_MESSAGE)).toBeTruthy();

    const update = sent.filter((r) => r.url.pathname === ASSIGN_PATH);
    expect(update).toHaveLength(1);
    const body = (await update[0].body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['createdBy', 'endDate', 'id', 'jobId', 'reviewerList', 'startDate', 'userList']);
    expect(body).toMatchObject({
      jobId: assignable.job.id,
      createdBy: me?.id,
      startDate: new Date(dates.start).toISOString(),
      endDate: new Date(dates.end).toISOString(),
      userList: [{ id: payrollStaff.id, name: fullName(payrollStaff) }],
      reviewerList: [{ id: admin.id, name: fullName(admin) }],
    });
    const assignedAt = sent.indexOf(update[0]);
    await waitFor(() =>
      expect(
        sent.slice(assignedAt).some((r) => r.url.pathname === '/api/v1/task/reviewer' && r.url.searchParams.get('pageSize') === '1'),
      ).toBe(true),
    );

    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText(ASSIGN_SUCCESS_MESSAGE)).toBeNull());
    expect(combobox('Job type').textContent).toContain(SEED.payroll);
    expect(combobox('Assignee role').textContent).toContain(SEED.staffRole);
    expect(dateInput('Search jobs from').value).toBe(searchFrom);
    expect(dateInput('Search jobs to').value).toBe(searchTo);
    expect(combobox('Assignee').textContent).toContain('Select who does the task');
    expect(dateInput('Task start').value).toBe('');
    expect(screen.getByText('The summary appears once every field is filled.')).toBeTruthy();
    // The jobs are searched again: the one whose only task was just assigned is no longer offered.
    await waitFor(() => expect(combobox('Job').hasAttribute('disabled')).toBe(false));
    expect(combobox('Job').textContent).toContain('Select a job');
    const jobs = await optionsOf(user, 'Job');
    expect(jobs.some((j) => jobOptionName(next).test(j))).toBe(true);
    expect(jobs.some((j) => jobOptionName(assignable.job).test(j))).toBe(false);
  }, 30_000);

  it("shows the server's description when it refuses, 'Failed to assign task' on 500 and on network, the refusal when another admin assigned the task meanwhile, each time keeping every choice; Reset Form then clears every choice", async () => {
    const held = holdCall('post', ASSIGN_PATH);
    const { user } = await renderApp('/jobs/assign', { as: 'admin' });
    await fillEverything(user);
    /** Sends the form, answers its call with `settle`, and resolves once the form is back from sending. */
    const sendAnswered = async (settle: () => Promise<void>) => {
      const before = held.count();
      await user.click(assignButton());
      await held.request();
      expect(held.count()).toBe(before + 1);
      // The message of the sending before is gone, so what is read next is this sending's.
      expect(screen.queryByRole('alert')).toBeNull();
      await settle();
      await waitFor(() => expect(assignButton().hasAttribute('disabled')).toBe(false));
    };

    await sendAnswered(() => held.respond({ responseCode: '99', responseDescription: 'This task was assigned meanwhile', response: null }));
    expect((await screen.findByRole('alert')).textContent).toBe('This task was assigned meanwhile');
    expectChoicesKept(dates, assignable);

    for (const failure of [500, 'network'] as const) {
      await sendAnswered(() => held.fail(failure));
      expect((await screen.findByRole('alert')).textContent, String(failure)).toBe('Failed to assign task');
      expectChoicesKept(dates, assignable);
      expect(assignButton().hasAttribute('disabled')).toBe(false);
    }

    // A second admin, on another screen, assigns the same task first.
    const { task, job } = assignable;
    const other = await tokenOf('superadmin@example.com');
    const first = await envelope<null>('/api/v1/task/update', {
      token: other,
      body: {
        id: task.id,
        jobId: job.id,
        startDate: job.dateIn,
        endDate: job.dateOut,
        createdBy: 1,
        userList: [{ id: assignable.people.payrollStaff.id, name: fullName(assignable.people.payrollStaff) }],
        reviewerList: [{ id: assignable.people.admin.id, name: fullName(assignable.people.admin) }],
      },
    });
    expect(first.responseCode).toBe('OK');
    await sendAnswered(() => held.passThrough());
    expect(await screen.findByText(RULE_MESSAGES.taskTaken)).toBeTruthy();
    expect(screen.queryByText(ASSIGN_SUCCESS_MESSAGE)).toBeNull();
    expect(combobox('Assignee').textContent).toContain(fullName(assignable.people.payrollStaff));
    expect((reviewerBox(fullName(assignable.people.admin)) as HTMLInputElement).checked).toBe(true);
    expect(getDb().tasks.find((t) => t.id === task.id)?.startDate).toBe(new Date(job.dateIn).toISOString());
    expectChoicesKept(dates, assignable);

    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(combobox('Job type').textContent).toContain('Select a job type');
    expect(combobox('Assignee role').hasAttribute('disabled')).toBe(true);
    expect(dateInput('Task end').value).toBe('');
  }, 30_000);

  it('signs out to /login when the assignment answers 401', async () => {
    failCall('post', ASSIGN_PATH, 401);
    const app = await renderApp('/jobs/assign', { as: 'admin' });
    await fillEverything(app.user);
    await app.user.click(assignButton());
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/jobs/assign')));
  }, 30_000);
});

describe('Assign Job Task: loading', () => {
  it.each<[string, Failure]>([
    ['/api/v1/dropdown/jobtype', 500],
    ['/api/userType', 'network'],
    ['/api/users/', 500],
  ])(
    "shows 'Failed to load initial data' and a Retry button when %s fails (%s)",
    async (path, failure) => {
      failCall('get', path, failure);
      await renderApp('/jobs/assign', { as: 'admin' });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Failed to load initial data');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Job type' })).toBeNull();
    },
    30_000,
  );

  it('loads the form on Retry once the server answers again', async () => {
    const held = holdCall('get', '/api/v1/dropdown/jobtype');
    const { user } = await renderApp('/jobs/assign', { as: 'admin' });
    await held.fail(500);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await held.passThrough();
    await waitForForm();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);

  it('signs out to /login when the first dropdowns answer 401', async () => {
    await expectOpeningSignsOut('/jobs/assign', 'admin', '/api/users/');
  }, 30_000);

  it.each<Failure>([500, 'network'])(
    'treats a failed job search (%s) as no jobs, silently',
    async (failure) => {
      failCall('get', '/api/v1/job/getjob', failure);
      await openAndSearchPayrollJobs();
      expect(await screen.findByText('No jobs of this type with a task to assign in this period. Try a wider search period.')).toBeTruthy();
      expect(combobox('Job').hasAttribute('disabled')).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    30_000,
  );

  it('cancels a search the user has already replaced and shows the new one', async () => {
    const held = holdCall('get', '/api/v1/job/getjob');
    const { user } = await openAndSearchPayrollJobs(300);
    await held.request();
    await expectCancelled(held, () => setDate('Search jobs to', inputDaysFromNow(365)), 1);
    await held.passThrough();
    await waitFor(() => expect(combobox('Job').hasAttribute('disabled')).toBe(false));
    const jobs = await optionsOf(user, 'Job');
    expect(jobs.some((j) => jobOptionName(assignable.job).test(j))).toBe(true);
  }, 30_000);

  it('signs out to /login when the job search answers 401', async () => {
    failCall('get', '/api/v1/job/getjob', 401);
    const app = await openAndSearchPayrollJobs();
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/jobs/assign')));
  }, 30_000);

  it.each<Failure>([500, 'network'])(
    "says 'Failed to load initial data' at the task when the tasks fail (%s)",
    async (failure) => {
      failCall('get', '/api/v1/task/available', failure);
      const { user } = await renderApp('/jobs/assign', { as: 'admin' });
      await chooseUpToJob(user, assignable);
      expect(await screen.findByText('Failed to load initial data')).toBeTruthy();
      expect(combobox('Task').hasAttribute('disabled')).toBe(true);
      expect(combobox('Job').textContent).toMatch(jobOptionName(assignable.job));
    },
    30_000,
  );

  it('signs out to /login when the task list answers 401', async () => {
    failCall('get', '/api/v1/task/available', 401);
    const app = await renderApp('/jobs/assign', { as: 'admin' });
    await chooseUpToJob(app.user, assignable);
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/jobs/assign')));
  }, 30_000);
});

describe('Assign Job Task: steps and options', () => {
  it('opens each step only when the ones before it are chosen, and lists only the tasks nobody is assigned to', async () => {
    const { user } = await renderApp('/jobs/assign', { as: 'admin' });
    await waitForForm();
    const disabled = () => ({
      role: combobox('Assignee role').hasAttribute('disabled'),
      search: dateInput('Search jobs from').disabled,
      job: combobox('Job').hasAttribute('disabled'),
      task: combobox('Task').hasAttribute('disabled'),
      assignee: combobox('Assignee').hasAttribute('disabled'),
      reviewers: (screen.getByRole('group', { name: /Reviewers/ }) as HTMLFieldSetElement).disabled,
      dates: dateInput('Task start').disabled,
    });
    expect(disabled()).toEqual({ role: true, search: true, job: true, task: true, assignee: true, reviewers: true, dates: true });
    await pick(user, 'Job type', SEED.payroll);
    expect(disabled()).toMatchObject({ role: false, search: true });
    await pick(user, 'Assignee role', SEED.staffRole);
    expect(disabled()).toMatchObject({ search: false, job: true });
    setDate('Search jobs from', inputDaysFromNow(-365));
    expect(disabled()).toMatchObject({ job: true });
    setDate('Search jobs to', inputDaysFromNow(365));
    await waitFor(() => expect(disabled()).toMatchObject({ job: false, task: true }));
    await pick(user, 'Job', jobOptionName(assignable.job));
    await waitFor(() => expect(disabled()).toMatchObject({ task: false, assignee: true }));
    // Only the tasks nobody is assigned to are listed.
    const tasks = await optionsOf(user, 'Task');
    expect(tasks).toHaveLength(1);
  }, 30_000);

  it('offers only Admins and Super Admins as reviewers (decision 006), and as assignee only people of the chosen role, Staff only of the chosen job type (decision 034)', async () => {
    const { user } = await renderApp('/jobs/assign', { as: 'admin' });
    await chooseUpToDates(user, assignable);
    const { payrollStaff, otherPayrollStaff, bookkeeper, admin, superAdmin } = assignable.people;
    // Every active Admin and Super Admin there is; the assignee (Staff) and every other Staff member are absent.
    const reviewers = getDb()
      .users.filter((u) => u.active && !u.isLocked && (u.userType === USER_TYPE.admin || u.userType === USER_TYPE.superAdmin))
      .map(fullName);
    expect(within(screen.getByRole('group', { name: /Reviewers/ })).getAllByRole('checkbox')).toHaveLength(reviewers.length);
    for (const name of reviewers) expect(reviewerBox(name)).not.toBeNull();
    for (const person of [superAdmin, admin]) expect(reviewerBox(fullName(person))).not.toBeNull();
    for (const person of [otherPayrollStaff, bookkeeper]) expect(reviewerBox(fullName(person))).toBeNull();
    const staffRole = await optionsOf(user, 'Assignee');
    expect(staffRole).toContain(fullName(payrollStaff));
    expect(staffRole).toContain(fullName(otherPayrollStaff));
    expect(staffRole).not.toContain(fullName(superAdmin));
    expect(staffRole).not.toContain(fullName(bookkeeper));
    expect(staffRole).not.toContain(fullName(admin));
    const everyStaffOfPayroll = getDb()
      .users.filter((u) => u.active && !u.isLocked && u.userType === USER_TYPE.staff && u.jobTypeId === assignable.job.jobTypeId)
      .map(fullName);
    expect([...staffRole].sort()).toEqual([...everyStaffOfPayroll].sort());

    const rolesOffer = async (role: string) => {
      await pick(user, 'Assignee role', role);
      setDate('Search jobs from', inputDaysFromNow(-365));
      setDate('Search jobs to', inputDaysFromNow(365));
      await pick(user, 'Job', jobOptionName(assignable.job));
      await waitFor(() => expect(combobox('Task').hasAttribute('disabled')).toBe(false));
      await pickFirst(user, 'Task');
      return optionsOf(user, 'Assignee');
    };
    const adminRole = await rolesOffer(SEED.adminRole);
    expect(adminRole).toContain(fullName(admin));
    expect(adminRole).not.toContain(fullName(payrollStaff));
    expect(adminRole).not.toContain(fullName(superAdmin));
    const superAdminRole = await rolesOffer(SEED.superAdminRole);
    expect(superAdminRole).toContain(fullName(superAdmin));
    expect(superAdminRole).not.toContain(fullName(admin));
    expect(superAdminRole).not.toContain(fullName(payrollStaff));
  }, 30_000);

  it('offers only jobs with a task still to assign', async () => {
    const taken = makeJob({ jobName: 'Payroll run all assigned', jobTypeId: assignable.job.jobTypeId });
    assignMade(makeTask(taken), assignable.people.payrollStaff.id);
    const empty = makeJob({ jobName: 'Payroll run with no tasks', jobTypeId: assignable.job.jobTypeId });
    const { user } = await openAndSearchPayrollJobs();
    await waitFor(() => expect(combobox('Job').hasAttribute('disabled')).toBe(false));
    const jobs = await optionsOf(user, 'Job');
    expect(jobs.some((j) => jobOptionName(assignable.job).test(j))).toBe(true);
    expect(jobs.some((j) => jobOptionName(taken).test(j))).toBe(false);
    expect(jobs.some((j) => jobOptionName(empty).test(j))).toBe(false);
  }, 30_000);

  it('narrows the job list to the name or number typed, keeping the chosen job', async () => {
    const other = makeJob({ jobName: 'Payroll Quokka bonus to assign', jobTypeId: assignable.job.jobTypeId });
    makeTask(other);
    const { user } = await openAndSearchPayrollJobs();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Find a job' }).hasAttribute('disabled')).toBe(false));
    const find = screen.getByRole('searchbox', { name: 'Find a job' });
    await user.type(find, assignable.job.jobNumber.toLowerCase());
    expect(await optionsOf(user, 'Job')).toEqual([expect.stringMatching(jobOptionName(assignable.job))]);
    await pick(user, 'Job', jobOptionName(assignable.job));
    await user.clear(find);
    await user.type(find, 'quokka');
    const shown = await optionsOf(user, 'Job');
    expect(shown).toEqual([expect.stringMatching(jobOptionName(assignable.job)), expect.stringMatching(jobOptionName(other))]);
    expect(combobox('Job').textContent).toMatch(jobOptionName(assignable.job));
    await user.clear(find);
    await user.type(find, 'no such job');
    expect(screen.getByText('No job matches "no such job".')).toBeTruthy();
    expect(combobox('Job').textContent).toMatch(jobOptionName(assignable.job));
  }, 30_000);

  it('never offers the assignee as reviewer, and drops them from reviewers picked before', async () => {
    const { user } = await renderApp('/jobs/assign', { as: 'admin' });
    await waitForForm();
    await searchPayrollJobs(user, 365, SEED.superAdminRole);
    await pick(user, 'Job', jobOptionName(assignable.job));
    await waitFor(() => expect(combobox('Task').hasAttribute('disabled')).toBe(false));
    await pickFirst(user, 'Task');
    // Another Super Admin is chosen first; the test's Super Admin reviews, then becomes the assignee.
    const other = getDb().users.find(
      (u) => u.active && !u.isLocked && u.userType === USER_TYPE.superAdmin && u.id !== assignable.people.superAdmin.id,
    );
    if (!other) throw new Error('the seed has no second Super Admin');
    const superAdmin = fullName(assignable.people.superAdmin);
    await pick(user, 'Assignee', fullName(other));
    expect(reviewerBox(fullName(other))).toBeNull();
    await user.click(reviewerBox(fullName(assignable.people.admin))!);
    await user.click(reviewerBox(superAdmin)!);
    expect((reviewerBox(superAdmin) as HTMLInputElement).checked).toBe(true);
    await pick(user, 'Assignee', superAdmin);
    expect((reviewerBox(fullName(other)) as HTMLInputElement).checked).toBe(false);
    expect(reviewerBox(superAdmin)).toBeNull();
    expect((reviewerBox(fullName(assignable.people.admin)) as HTMLInputElement).checked).toBe(true);
  }, 30_000);

  it('clears every later choice when an earlier one changes', async () => {
    const { user } = await renderApp('/jobs/assign', { as: 'admin' });
    await fillEverything(user);
    await pick(user, 'Assignee role', SEED.adminRole);
    expect(combobox('Job type').textContent).toContain(SEED.payroll);
    expect(combobox('Assignee role').textContent).toContain(SEED.adminRole);
    expect(dateInput('Search jobs from').value).toBe('');
    expect(combobox('Job').textContent).toContain('Select a job');
    expect(combobox('Assignee').textContent).toContain('Select who does the task');
    expect(dateInput('Task start').value).toBe('');
    expect(screen.getByText('The summary appears once every field is filled.')).toBeTruthy();

    await pick(user, 'Job type', 'Bookkeeping');
    expect(combobox('Assignee role').textContent).toContain("Select the assignee's role");
    expect(dateInput('Search jobs from').disabled).toBe(true);
  }, 30_000);
});
