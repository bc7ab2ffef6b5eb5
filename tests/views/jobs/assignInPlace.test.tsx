/**
 * Assign on Job Details (docs/behaviour.md "Job Details and History", §5 "Assign form"): which
 * tasks offer it, what the server stores, the Assign form's messages, and what a failure shows.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ASSIGN_MESSAGES, ASSIGN_SUCCESS_MESSAGE } from '../../../src/domain/assign';
import { partlyAssignedMessage } from '../../../src/domain/assignInPlace';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { DEMO_IDS } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import { RULE_MESSAGES } from '../../../mocks/db/rules';
import type { TaskRecord } from '../../../mocks/db';
import { failCall, type Failure } from '../../support/server';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { assignMade, makeJob, makeTask } from '../../support/factories';
import { choose, localDate } from './helpers';

const ASSIGN_PATH = '/api/v1/task/update';

function makeJobToAssign() {
  const job = makeJob();
  const unassigned = makeTask(job, { taskName: 'Not yet assigned' });
  const open = assignMade(makeTask(job, { taskName: 'Already with someone' }), DEMO_IDS.staff);
  return { job, unassigned, open };
}

const stored = (id: number): TaskRecord => getDb().tasks.find((t) => t.id === id)!;
const item = (name: string) => screen.getByRole('listitem', { name });

async function openAssign(jobId: number, task: TaskRecord): Promise<{ app: RenderedApp; dialog: HTMLElement }> {
  const app = await renderApp(`/jobs/${jobId}`, { as: 'superadmin' });
  await app.user.click(await screen.findByRole('button', { name: `Assign ${task.taskName}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign task' });
  await within(dialog).findByRole('checkbox', { name: 'Tunde Bakare' });
  return { app, dialog };
}

function setDate(dialog: HTMLElement, label: string, value: string): void {
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

/** Kemi Oladipo (an Admin) does it, Tunde Bakare reviews, tomorrow to the day after. */
async function fillEverything(app: RenderedApp, dialog: HTMLElement): Promise<void> {
  await choose(app.user, 'Assignee', 'Kemi Oladipo', dialog);
  await app.user.click(within(dialog).getByRole('checkbox', { name: 'Tunde Bakare' }));
  setDate(dialog, 'Task start', localDate(1));
  setDate(dialog, 'Task end', localDate(2));
}

function expectChoicesKept(dialog: HTMLElement): void {
  expect(within(dialog).getByRole('combobox', { name: /^Assignee/ }).textContent).toContain('Kemi Oladipo');
  expect((within(dialog).getByRole('checkbox', { name: 'Tunde Bakare' }) as HTMLInputElement).checked).toBe(true);
  expect((within(dialog).getByLabelText(/^Task start/) as HTMLInputElement).value).toBe(localDate(1));
  expect((within(dialog).getByLabelText(/^Task end/) as HTMLInputElement).value).toBe(localDate(2));
}

describe('Assign on Job Details', () => {
  it('is offered on each unassigned task only', async () => {
    const { job, unassigned, open } = makeJobToAssign();
    await renderApp(`/jobs/${job.id}`, { as: 'admin' });
    await screen.findByRole('button', { name: `Assign ${unassigned.taskName}` });
    expect(within(item(open.taskName)).queryByRole('button', { name: /^Assign/ })).toBeNull();
  });

  it('assigns the task in place: the server stores it, the success shows, and the details are read again', async () => {
    const { job, unassigned } = makeJobToAssign();
    const { app, dialog } = await openAssign(job.id, unassigned);
    // The assignee is never offered as reviewer.
    await fillEverything(app, dialog);
    expect(within(dialog).queryByRole('checkbox', { name: 'Kemi Oladipo' })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign Task' }));
    await within(dialog).findByText(ASSIGN_SUCCESS_MESSAGE);
    expect(stored(unassigned.id)).toMatchObject({
      assigneeId: DEMO_IDS.admin2,
      reviewerIds: [DEMO_IDS.admin],
      startDate: new Date(localDate(1)).toISOString(),
      endDate: new Date(localDate(2)).toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(item(unassigned.taskName).textContent).toContain('Kemi Oladipo'));
    expect(within(item(unassigned.taskName)).queryByRole('button', { name: /^Assign/ })).toBeNull();
  });

  it("shows the Assign form's messages one at a time, in its order, and sends nothing", async () => {
    const { job, unassigned } = makeJobToAssign();
    const { app, dialog } = await openAssign(job.id, unassigned);
    const send = () => app.user.click(within(dialog).getByRole('button', { name: 'Assign Task' }));
    await send();
    expect(await within(dialog).findByText(ASSIGN_MESSAGES.noAssignee)).toBeTruthy();
    await choose(app.user, 'Assignee', 'Kemi Oladipo', dialog);
    await send();
    expect(await within(dialog).findByText(ASSIGN_MESSAGES.missingDates)).toBeTruthy();
    setDate(dialog, 'Task start', localDate(2));
    setDate(dialog, 'Task end', localDate(1));
    await send();
    expect(await within(dialog).findByText(ASSIGN_MESSAGES.startAfterEnd)).toBeTruthy();
    setDate(dialog, 'Task start', localDate(1));
    setDate(dialog, 'Task end', localDate(2));
    await send();
    expect(await within(dialog).findByText(ASSIGN_MESSAGES.noReviewer)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Tunde Bakare' }));
    setDate(dialog, 'Task end', localDate(60));
    await send();
    expect(await within(dialog).findByText(ASSIGN_MESSAGES.afterJobEnd)).toBeTruthy();
    expect(stored(unassigned.id).assigneeId).toBeNull();
  });

  it('shows the refusal when someone assigned the task meanwhile, and keeps every choice', async () => {
    const { job, unassigned } = makeJobToAssign();
    const { app, dialog } = await openAssign(job.id, unassigned);
    await fillEverything(app, dialog);
    assignMade(stored(unassigned.id), DEMO_IDS.staff);
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign Task' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(RULE_MESSAGES.taskTaken);
    expectChoicesKept(dialog);
    expect(stored(unassigned.id).assigneeId).toBe(DEMO_IDS.staff);
  });

  it.each<Failure>([500, 'network'])('an assignment that fails (%s) says so and keeps every choice', async (failure) => {
    const { job, unassigned } = makeJobToAssign();
    const { app, dialog } = await openAssign(job.id, unassigned);
    await fillEverything(app, dialog);
    failCall('post', ASSIGN_PATH, failure);
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign Task' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to assign task');
    expectChoicesKept(dialog);
    expect(stored(unassigned.id).assigneeId).toBeNull();
  });

  it('a 401 on the assignment signs the user out', async () => {
    const { job, unassigned } = makeJobToAssign();
    const { app, dialog } = await openAssign(job.id, unassigned);
    await fillEverything(app, dialog);
    failCall('post', ASSIGN_PATH, 401);
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign Task' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor(`/jobs/${job.id}`)));
    expect(stored(unassigned.id).assigneeId).toBeNull();
  });
});

describe('Assign selected on Job Details', () => {
  /** A job with two unassigned tasks and one already with someone. */
  function makeJobWithTwo() {
    const job = makeJob();
    const first = makeTask(job, { taskName: 'Prepare the PAYE schedule' });
    const second = makeTask(job, { taskName: 'Reconcile the pension remittance' });
    assignMade(makeTask(job, { taskName: 'Already with someone' }), DEMO_IDS.staff);
    return { job, first, second };
  }

  async function openSelected(jobId: number, tasks: TaskRecord[]): Promise<{ app: RenderedApp; dialog: HTMLElement }> {
    const app = await renderApp(`/jobs/${jobId}`, { as: 'superadmin' });
    expect(within(await screen.findByRole('listitem', { name: 'Already with someone' })).queryByRole('checkbox')).toBeNull();
    for (const task of tasks) await app.user.click(await screen.findByRole('checkbox', { name: `Select ${task.taskName}` }));
    await app.user.click(screen.getByRole('button', { name: `Assign selected (${tasks.length})` }));
    const dialog = await screen.findByRole('dialog', { name: `Assign ${tasks.length} tasks` });
    await within(dialog).findByRole('checkbox', { name: 'Tunde Bakare' });
    return { app, dialog };
  }

  const send = (app: RenderedApp, dialog: HTMLElement) => app.user.click(within(dialog).getByRole('button', { name: 'Assign Tasks' }));

  it('assigns the selected tasks together: each stored with the same assignee, reviewers and dates', async () => {
    const { job, first, second } = makeJobWithTwo();
    const { app, dialog } = await openSelected(job.id, [first, second]);
    await fillEverything(app, dialog);
    await send(app, dialog);
    await within(dialog).findByText(ASSIGN_SUCCESS_MESSAGE);
    for (const task of [first, second])
      expect(stored(task.id)).toMatchObject({
        assigneeId: DEMO_IDS.admin2,
        reviewerIds: [DEMO_IDS.admin],
        startDate: new Date(localDate(1)).toISOString(),
        endDate: new Date(localDate(2)).toISOString(),
      });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(item(second.taskName).textContent).toContain('Kemi Oladipo'));
    // Nothing is left to select.
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Assign selected/ })).toBeNull();
  });

  it('stops at a refusal: the first stays assigned, the message says how far it got, a retry is for the rest', async () => {
    const { job, first, second } = makeJobWithTwo();
    const { app, dialog } = await openSelected(job.id, [first, second]);
    await fillEverything(app, dialog);
    assignMade(stored(second.id), DEMO_IDS.staff);
    await send(app, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(partlyAssignedMessage(1, 2, second, RULE_MESSAGES.taskTaken));
    expect(stored(first.id).assigneeId).toBe(DEMO_IDS.admin2);
    expect(stored(second.id).assigneeId).toBe(DEMO_IDS.staff);
    expectChoicesKept(dialog);
    // What is left to send is the refused task alone.
    expect(screen.getByRole('dialog', { name: 'Assign task' })).toBe(dialog);
    // Closing reads the job again: the first shows its assignee and leaves the selection.
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(item(first.taskName).textContent).toContain('Kemi Oladipo'));
    expect(screen.queryByRole('checkbox', { name: `Select ${first.taskName}` })).toBeNull();
  });

  it.each<Failure>([500, 'network'])('a failure (%s) says so, stores nothing and keeps every choice', async (failure) => {
    const { job, first, second } = makeJobWithTwo();
    const { app, dialog } = await openSelected(job.id, [first, second]);
    await fillEverything(app, dialog);
    failCall('post', ASSIGN_PATH, failure);
    await send(app, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(partlyAssignedMessage(0, 2, first, 'Failed to assign task'));
    expectChoicesKept(dialog);
    expect(screen.getByRole('dialog', { name: 'Assign 2 tasks' })).toBe(dialog);
    expect([stored(first.id).assigneeId, stored(second.id).assigneeId]).toEqual([null, null]);
  });

  it("a job's row in Jobs opens its Job Details with the unassigned tasks selected and Assign open", async () => {
    const { job, first, second } = makeJobWithTwo();
    const done = makeJob();
    assignMade(makeTask(done, { taskName: 'Nothing left here' }), DEMO_IDS.staff);
    const app = await renderApp('/jobs', { as: 'admin' });
    await screen.findByRole('link', { name: `View Job Details of ${done.jobName}` });
    expect(screen.queryByRole('link', { name: `Assign tasks of ${done.jobName}` })).toBeNull();
    await app.user.click(screen.getByRole('link', { name: `Assign tasks of ${job.jobName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 2 tasks' });
    expect(app.location()).toMatch(new RegExp(`^/jobs/${job.id}`));
    expect(within(dialog).getByText(`${first.taskName} (${first.taskNumber}), ${second.taskName} (${second.taskNumber})`)).toBeTruthy();
    for (const task of [first, second])
      expect((screen.getByRole('checkbox', { name: `Select ${task.taskName}`, hidden: true }) as HTMLInputElement).checked).toBe(true);
    await within(dialog).findByRole('checkbox', { name: 'Tunde Bakare' });
    await fillEverything(app, dialog);
    await send(app, dialog);
    await within(dialog).findByText(ASSIGN_SUCCESS_MESSAGE);
    expect([stored(first.id).assigneeId, stored(second.id).assigneeId]).toEqual([DEMO_IDS.admin2, DEMO_IDS.admin2]);
  });
});
