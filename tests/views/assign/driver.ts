import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { getDb, type JobRecord, type TaskRecord } from '../../../mocks/db';
import { isoToInputDate } from '../../../src/domain/assign';
import { makeJob, makeTask } from '../../support/factories';

/** What the seeded mock backend holds for the assign screen: its job types, roles and demo people (mocks/README.md). */
export const SEED = {
  payroll: 'Payroll',
  staffRole: 'Staff',
  adminRole: 'Admin',
  staff2: 'Funmilayo Adeyemi',
  /** Another Payroll staff member. */
  zainab: 'Zainab Yusuf',
  /** Bookkeeping staff: never offered for a Payroll job. */
  staff: 'Chinedu Eze',
  /** Super Admin (type 3): offered for every job type. */
  superAdmin: 'Adaeze Okafor',
  admin: 'Tunde Bakare',
  staff2Id: 4,
  adminId: 2,
  zainabId: 11,
  superAdminId: 1,
} as const;

const DAY = 86_400_000;

/** A Payroll job of the test's own, running from yesterday for a month, with one unassigned task. */
export interface AssignableJob {
  job: JobRecord;
  task: TaskRecord;
}

export function makeAssignableJob(): AssignableJob {
  const payroll = getDb().jobTypes.find((type) => type.name === SEED.payroll);
  if (!payroll) throw new Error('the seed has no Payroll job type');
  const job = makeJob({ jobName: 'Payroll run to assign', jobTypeId: payroll.id });
  return { job, task: makeTask(job) };
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

export const combobox = (label: string) => screen.getByRole('combobox', { name: label });

export async function pick(user: UserEvent, label: string, option: string | RegExp): Promise<void> {
  await waitFor(() => expect(combobox(label).hasAttribute('disabled')).toBe(false));
  await user.click(combobox(label));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The options a select offers now (opens and closes it). */
export async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  await user.click(combobox(label));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent?.replace('✓', '').trim() ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

export function setDate(label: string, value: string): void {
  fireEvent.change(dateInput(label), { target: { value } });
}

/** Labels carry a hidden required star, so match on how they start. */
export function dateInput(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
}

export const reviewerBox = (name: string) => within(screen.getByRole('group', { name: /Reviewers/ })).queryByRole('checkbox', { name });

export async function waitForForm(): Promise<void> {
  await screen.findByRole('combobox', { name: 'Job type' });
}

/** Job type, role and a wide search window: the job list for Payroll arrives, and `job` is chosen. */
export async function chooseUpToJob(user: UserEvent, job: Pick<JobRecord, 'jobNumber'>): Promise<void> {
  await waitForForm();
  await pick(user, 'Job type', SEED.payroll);
  await pick(user, 'Assignee role', SEED.staffRole);
  setDate('Search jobs from', inputDaysFromNow(-365));
  setDate('Search jobs to', inputDaysFromNow(365));
  await pick(user, 'Job', jobOptionName(job));
}

/** Everything up to the reviewers: staff2 does `job`'s unassigned task, admin reviews it. */
export async function chooseUpToDates(user: UserEvent, job: Pick<JobRecord, 'jobNumber'>): Promise<void> {
  await chooseUpToJob(user, job);
  await waitFor(() => expect(combobox('Task').hasAttribute('disabled')).toBe(false));
  await user.click(combobox('Task'));
  await user.click((await screen.findAllByRole('option'))[0]);
  await pick(user, 'Assignee', SEED.staff2);
  await user.click(reviewerBox(SEED.admin)!);
}

export const assignButton = () => screen.getByRole('button', { name: /Assign Task|Assigning/ });

/** What the user chose is still on screen: the choices the tests make, and the task dates they gave. */
export function expectChoicesKept(dates: { start: string; end: string }, job: Pick<JobRecord, 'jobNumber'>): void {
  expect(combobox('Job type').textContent).toContain(SEED.payroll);
  expect(combobox('Assignee role').textContent).toContain(SEED.staffRole);
  expect(combobox('Job').textContent).toMatch(jobOptionName(job));
  expect(combobox('Assignee').textContent).toContain(SEED.staff2);
  expect((reviewerBox(SEED.admin) as HTMLInputElement).checked).toBe(true);
  expect(dateInput('Task start').value).toBe(dates.start);
  expect(dateInput('Task end').value).toBe(dates.end);
}
