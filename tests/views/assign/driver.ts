import { fireEvent, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { getDb, type JobRecord, type TaskRecord, type UserRecord } from '../../../mocks/db';
import { isoToInputDate } from '../../../src/domain/assign';
import { USER_TYPE } from '../../../src/domain/roles';
import { fullName, makeJob, makeTask, makeUser } from '../../support/factories';

/** The job type and roles the assign screen offers, as the mock backend names them (mocks/README.md). */
export const SEED = {
  payroll: 'Payroll',
  bookkeeping: 'Bookkeeping',
  staffRole: 'Staff',
  adminRole: 'Admin',
  superAdminRole: 'Super Admin',
} as const;

const DAY = 86_400_000;

/** The people an assign test chooses among, made for it with names no seeded account has. */
export interface AssignPeople {
  /** Payroll Staff: offered to do a Payroll task when the role is Staff; assigns in the tests. */
  payrollStaff: UserRecord;
  /** A second Payroll Staff member. */
  otherPayrollStaff: UserRecord;
  /** Bookkeeping Staff: never offered for a Payroll job. */
  bookkeeper: UserRecord;
  /** An Admin: offered to do a task only when the role is Admin; reviews in the tests. */
  admin: UserRecord;
  /** A Super Admin: offered to do a task of any job type when the role is Super Admin; reviews too. */
  superAdmin: UserRecord;
}

/** A Payroll job of the test's own, running from yesterday for a month, with one unassigned task, and its people. */
export interface AssignableJob {
  job: JobRecord;
  task: TaskRecord;
  people: AssignPeople;
}

function jobTypeId(name: string): number {
  const type = getDb().jobTypes.find((t) => t.name === name);
  if (!type) throw new Error(`the seed has no ${name} job type`);
  return type.id;
}

/**
 * Made at load for a model and again in each test: the database is reset before each test, so
 * the job, its task and the people come back with the same ids.
 */
export function makeAssignableJob(): AssignableJob {
  const payroll = jobTypeId(SEED.payroll);
  const job = makeJob({ jobName: 'Payroll run to assign', jobTypeId: payroll });
  const person = (firstName: string, userType: number, jobType: number) =>
    makeUser({ firstName, lastName: 'Assignworth', userType, jobTypeId: jobType });
  return {
    job,
    task: makeTask(job),
    people: {
      payrollStaff: person('Ebere', USER_TYPE.staff, payroll),
      otherPayrollStaff: person('Folake', USER_TYPE.staff, payroll),
      bookkeeper: person('Gbenga', USER_TYPE.staff, jobTypeId(SEED.bookkeeping)),
      admin: person('Hauwa', USER_TYPE.admin, payroll),
      superAdmin: person('Ikenna', USER_TYPE.superAdmin, payroll),
    },
  };
}

/** The job's option in the Job select, which names it with its number. */
export const jobOptionName = (job: Pick<JobRecord, 'jobNumber'>): RegExp => new RegExp(job.jobNumber);

/** A datetime-local value `days` from now (local time, minute precision). */
export function inputDaysFromNow(days: number): string {
  return isoToInputDate(new Date(Date.now() + days * DAY).toISOString());
}

/** A datetime-local value `days` after an ISO date. */
export function inputDaysFrom(iso: string, days: number): string {
  return isoToInputDate(new Date(Date.parse(iso) + days * DAY).toISOString());
}

/**
 * The wizard's form: the driver's steps and checks look within it rather than through the
 * whole app's page, which costs each query far more.
 */
export const assignForm = () => within(formNamed('Assign a task'));

/**
 * The form that names itself `label` (its aria-label), found by that attribute: a label query
 * of the whole page reads every label and labelled element there, once per step and check.
 */
function formNamed(label: string): HTMLElement {
  const forms = document.querySelectorAll<HTMLElement>(`form[aria-label="${label}"]`);
  if (forms.length !== 1) throw new Error(`Found ${forms.length} forms labelled "${label}"`);
  return forms[0];
}

export const combobox = (label: string) => assignForm().getByRole('combobox', { name: label });

/** An open select's options, drawn apart from the form: the list the select says it controls. */
async function optionsList(select: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const controlled = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (controlled?.getAttribute('role') !== 'listbox') throw new Error(`The options of ${select.textContent} are not open`);
    return controlled;
  });
}

/**
 * No list of options is open anywhere on the page. Radix draws its listbox with an explicit role,
 * so a selector finds it without computing the role of every element (docs/testing.md "What a
 * test costs"), and finds a hidden one too.
 */
async function optionsClosed(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
}

export async function pick(user: UserEvent, label: string, option: string | RegExp): Promise<void> {
  const select = combobox(label);
  await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
  await user.click(select);
  await user.click(within(await optionsList(select)).getByRole('option', { name: option }));
  await optionsClosed();
}

/** Opens a select and picks its first option. */
export async function pickFirst(user: UserEvent, label: string): Promise<void> {
  const select = combobox(label);
  await user.click(select);
  await user.click(within(await optionsList(select)).getAllByRole('option')[0]);
}

/** The options a select offers now (opens and closes it). */
export async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  const select = combobox(label);
  await user.click(select);
  const names = within(await optionsList(select))
    .getAllByRole('option')
    .map((o) => o.textContent?.replace('✓', '').trim() ?? '');
  await user.keyboard('{Escape}');
  await optionsClosed();
  return names;
}

export function setDate(label: string, value: string): void {
  fireEvent.change(dateInput(label), { target: { value } });
}

/** Labels carry a hidden required star, so match on how they start. */
export function dateInput(label: string): HTMLInputElement {
  return assignForm().getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
}

export const reviewerBox = (name: string) =>
  within(assignForm().getByRole('group', { name: /Reviewers/ })).queryByRole('checkbox', { name });

export async function waitForForm(): Promise<void> {
  await waitFor(() => combobox('Job type'));
}

/** Payroll jobs for a role (Staff unless told), searched from a year ago to `daysAhead` days from now. */
export async function searchPayrollJobs(user: UserEvent, daysAhead = 365, role: string = SEED.staffRole): Promise<void> {
  await pick(user, 'Job type', SEED.payroll);
  await pick(user, 'Assignee role', role);
  setDate('Search jobs from', inputDaysFromNow(-365));
  setDate('Search jobs to', inputDaysFromNow(daysAhead));
}

/** Job type, role (Staff unless told) and a wide search window: the job list for Payroll arrives, and `job` is chosen. */
export async function chooseUpToJob(user: UserEvent, { job }: Pick<AssignableJob, 'job'>, role: string = SEED.staffRole): Promise<void> {
  await waitForForm();
  await searchPayrollJobs(user, 365, role);
  await pick(user, 'Job', jobOptionName(job));
}

/** Everything up to the dates: the Payroll Staff member does the job's unassigned task, the Admin reviews it. */
export async function chooseUpToDates(user: UserEvent, assignable: AssignableJob): Promise<void> {
  await chooseUpToJob(user, assignable);
  await waitFor(() => expect(combobox('Task').hasAttribute('disabled')).toBe(false));
  await pickFirst(user, 'Task');
  await pick(user, 'Assignee', fullName(assignable.people.payrollStaff));
  await user.click(reviewerBox(fullName(assignable.people.admin))!);
}

export const assignButton = () => assignForm().getByRole('button', { name: /Assign Task|Assigning/ });

/** What the user chose is still on screen: the choices the tests make, and the task dates they gave. */
export function expectChoicesKept(dates: { start: string; end: string }, { job, people }: AssignableJob): void {
  expect(combobox('Job type').textContent).toContain(SEED.payroll);
  expect(combobox('Assignee role').textContent).toContain(SEED.staffRole);
  expect(combobox('Job').textContent).toMatch(jobOptionName(job));
  expect(combobox('Assignee').textContent).toContain(fullName(people.payrollStaff));
  expect((reviewerBox(fullName(people.admin)) as HTMLInputElement).checked).toBe(true);
  expect(dateInput('Task start').value).toBe(dates.start);
  expect(dateInput('Task end').value).toBe(dates.end);
}
