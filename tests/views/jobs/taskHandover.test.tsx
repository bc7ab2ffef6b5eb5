/**
 * Change reviewer / Change assignee on Job Details (docs/behaviour.md §2, §4 "Nothing
 * stranded"): which tasks offer them, what the server stores, and what a failure shows.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { extensionPaths } from '../../../src/api/extensions';
import { TASK_HANDOVER_MESSAGES } from '../../../src/domain/handover';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { DEMO_IDS } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import type { TaskRecord } from '../../../mocks/db';
import { answerCall, failCall, type Failure } from '../../support/server';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { approveMade, assignMade, makeJob, makeTask, submitMade } from '../../support/factories';
import { choose } from './helpers';

/** A job with a task of each kind: never assigned, open, awaiting review, verified. */
function makeJobOfEveryKind() {
  const job = makeJob();
  const unassigned = makeTask(job, { taskName: 'Not yet assigned' });
  const open = assignMade(makeTask(job, { taskName: 'Still open' }), DEMO_IDS.staff);
  const inReview = submitMade(assignMade(makeTask(job, { taskName: 'Awaiting review' }), DEMO_IDS.staff));
  const verified = approveMade(submitMade(assignMade(makeTask(job, { taskName: 'Already verified' }), DEMO_IDS.staff)));
  return { job, unassigned, open, inReview, verified };
}

async function openDetails(jobId: number): Promise<RenderedApp> {
  const app = await renderApp(`/jobs/${jobId}`, { as: 'superadmin' });
  await screen.findByRole('heading', { name: 'Job Information' });
  return app;
}

const stored = (id: number): TaskRecord => getDb().tasks.find((t) => t.id === id)!;
const item = (name: string) => screen.getByRole('listitem', { name });

async function openChangeReviewer(app: RenderedApp, task: TaskRecord): Promise<HTMLElement> {
  await app.user.click(await screen.findByRole('button', { name: `Change reviewer of ${task.taskName}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Change reviewer' });
  await within(dialog).findByRole('checkbox', { name: 'Kemi Oladipo' });
  return dialog;
}

describe('Change reviewer and Change assignee', () => {
  it('are offered as the task allows: both on an open task, reviewers only while it awaits review, none before or after', async () => {
    const { job, unassigned, open, inReview, verified } = makeJobOfEveryKind();
    await openDetails(job.id);
    await screen.findByRole('button', { name: `Change reviewer of ${open.taskName}` });
    expect(within(item(open.taskName)).getByRole('button', { name: `Change assignee of ${open.taskName}` })).toBeTruthy();
    expect(within(item(inReview.taskName)).getByRole('button', { name: `Change reviewer of ${inReview.taskName}` })).toBeTruthy();
    expect(within(item(inReview.taskName)).queryByRole('button', { name: /^Change assignee/ })).toBeNull();
    for (const task of [unassigned, verified]) expect(within(item(task.taskName)).queryByRole('button', { name: /^Change / })).toBeNull();
    expect(screen.queryByText(TASK_HANDOVER_MESSAGES.unavailable)).toBeNull();
  });

  it('gives a task in review a new reviewer: the server stores it and the details show it', async () => {
    const { job, inReview } = makeJobOfEveryKind();
    const app = await openDetails(job.id);
    const dialog = await openChangeReviewer(app, inReview);
    expect((within(dialog).getByRole('checkbox', { name: 'Tunde Bakare' }) as HTMLInputElement).checked).toBe(true);
    // Staff are never offered as reviewers.
    expect(within(dialog).queryByRole('checkbox', { name: 'Funmilayo Adeyemi' })).toBeNull();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Tunde Bakare' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save reviewers' }));
    expect(await within(dialog).findByText(TASK_HANDOVER_MESSAGES.noReviewer)).toBeTruthy();
    expect(stored(inReview.id).reviewerIds).toEqual([DEMO_IDS.admin]);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Kemi Oladipo' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save reviewers' }));
    await within(dialog).findByText('Reviewers changed successfully');
    expect(stored(inReview.id).reviewerIds).toEqual([DEMO_IDS.admin2]);
    await app.user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app.user.click(within(item(inReview.taskName)).getByRole('button', { name: 'Show task details' }));
    await waitFor(() => expect(item(inReview.taskName).textContent).toContain('Kemi Oladipo'));
  });

  it('gives an open task a new assignee', async () => {
    const { job, open } = makeJobOfEveryKind();
    const app = await openDetails(job.id);
    await app.user.click(await screen.findByRole('button', { name: `Change assignee of ${open.taskName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Change assignee' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^New assignee/ })).toHaveProperty('disabled', false));
    await choose(app.user, 'New assignee', 'Funmilayo Adeyemi', dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save assignee' }));
    await within(dialog).findByText('Assignee changed successfully');
    expect(stored(open.id).assigneeId).toBe(DEMO_IDS.staff2);
    await waitFor(() => expect(item(open.taskName).textContent).toContain('Funmilayo Adeyemi'));
  });

  it("shows the server's refusal and keeps the choice: the task was verified meanwhile", async () => {
    const { job, inReview } = makeJobOfEveryKind();
    const app = await openDetails(job.id);
    const dialog = await openChangeReviewer(app, inReview);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Kemi Oladipo' }));
    approveMade(stored(inReview.id));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save reviewers' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This task has been verified and cannot be handed over.');
    expect((within(dialog).getByRole('checkbox', { name: 'Kemi Oladipo' }) as HTMLInputElement).checked).toBe(true);
    expect(stored(inReview.id).reviewerIds).toEqual([DEMO_IDS.admin]);
  });

  it.each<Failure>([500, 'network'])('a handover that fails (%s) says so and keeps the choice', async (failure) => {
    const { job, inReview } = makeJobOfEveryKind();
    const app = await openDetails(job.id);
    const dialog = await openChangeReviewer(app, inReview);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Kemi Oladipo' }));
    failCall('post', extensionPaths.taskHandover, failure);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save reviewers' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to hand over task');
    expect((within(dialog).getByRole('checkbox', { name: 'Kemi Oladipo' }) as HTMLInputElement).checked).toBe(true);
    expect(stored(inReview.id).reviewerIds).toEqual([DEMO_IDS.admin]);
  });

  it('a 401 on the handover signs the user out', async () => {
    const { job, inReview } = makeJobOfEveryKind();
    const app = await openDetails(job.id);
    const dialog = await openChangeReviewer(app, inReview);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Kemi Oladipo' }));
    failCall('post', extensionPaths.taskHandover, 401);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save reviewers' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor(`/jobs/${job.id}`)));
    expect(stored(inReview.id).reviewerIds).toEqual([DEMO_IDS.admin]);
  });

  it('on a server without the extension: no buttons, and one line says so', async () => {
    answerCall('get', extensionPaths.capabilities, {}, 404);
    const { job } = makeJobOfEveryKind();
    await openDetails(job.id);
    await screen.findByText(TASK_HANDOVER_MESSAGES.unavailable);
    expect(screen.queryByRole('button', { name: /^Change (reviewer|assignee) of / })).toBeNull();
  });
});
