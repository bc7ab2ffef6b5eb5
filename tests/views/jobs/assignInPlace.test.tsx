/**
 * Assign on Job Details (docs/behaviour.md "Job Details and History", §5 "Assign form"): which
 * tasks offer it, what the server stores, the Assign form's messages, and what a failure shows.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ASSIGN_MESSAGES, ASSIGN_SUCCESS_MESSAGE } from '../../../src/domain/assign';
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
