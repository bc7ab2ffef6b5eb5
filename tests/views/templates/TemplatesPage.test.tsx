/**
 * The Templates screen (docs/behaviour.md §2 "Templates") as a user sees it: failures say so and
 * keep what was typed, refused input saves nothing, a session that ends keeps the typing, and
 * each client's team is edited in its own modal.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { extensionPaths } from '../../../src/api/extensions';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { TEAM_MESSAGES, TEMPLATE_MESSAGES } from '../../../src/domain/templates';
import { DRAFT_RESTORED_MESSAGE } from '../../../src/machines/formModal.machine';
import { expectOpeningSignsOut } from '../../support/failedOpening';
import { pickWithKeyboard, replaceText } from '../../support/fill';
import { signInOnTheLoginPage } from '../../support/loginForm';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { failCall, recordRequests, type Failure } from '../../support/server';

const NAME = 'Monthly payroll close';

async function openTemplates(): Promise<RenderedApp> {
  const app = await renderApp('/templates', { as: 'admin' });
  await screen.findByRole('button', { name: 'Edit PAYE' });
  return app;
}

/** Opens New template and types a whole one: name, job type and one task three days before the deadline. */
async function typeNewTemplate(app: RenderedApp): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: 'New template' }));
  const dialog = screen.getByRole('dialog', { name: 'New template' });
  await replaceText(app.user, within(dialog).getByLabelText(/^Template name/), NAME);
  await pickWithKeyboard(app.user, 'Job type', 'Payroll');
  const task = within(dialog).getByRole('group', { name: 'Task 1' });
  await replaceText(app.user, within(task).getByLabelText(/^Name/), 'Collect changes');
  await replaceText(app.user, within(task).getByLabelText(/^Due, days/), '-3');
  return dialog;
}

function expectTyped(dialog: HTMLElement): void {
  expect((within(dialog).getByLabelText(/^Template name/) as HTMLInputElement).value).toBe(NAME);
  const task = within(dialog).getByRole('group', { name: 'Task 1' });
  expect((within(task).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Collect changes');
  expect((within(task).getByLabelText(/^Due, days/) as HTMLInputElement).value).toBe('-3');
}

describe('Templates', () => {
  it('Staff get Access Denied', async () => {
    await renderApp('/templates', { as: 'staff' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it.each<Failure>([500, 'network'])('a list that cannot be read (%s) says so and can be read again', async (failure) => {
    failCall('get', extensionPaths.templates, failure);
    const app = await renderApp('/templates', { as: 'admin' });
    const alert = await screen.findByText('Failed to load templates');
    // The server answers again.
    server.resetHandlers();
    await app.user.click(within(alert.closest('[role="alert"]') ?? document.body).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Edit PAYE' });
  });

  it('a 401 on the list signs the user out', async () => {
    await expectOpeningSignsOut('/templates', 'admin', extensionPaths.templates);
  });

  it('creates a template: stored with its checklist, listed', async () => {
    const app = await openTemplates();
    const dialog = await typeNewTemplate(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    await within(dialog).findByText('Template created');
    expect(getDb().templates.find((t) => t.name === NAME)?.tasks).toEqual([
      { name: 'Collect changes', offsetDays: -3, from: 'deadline', role: 'preparer', filesRequired: false },
    ]);
    await screen.findByRole('button', { name: `Edit ${NAME}` });
  });

  it.each<Failure>([500, 'network'])('a save that fails (%s) says so and keeps what was typed', async (failure) => {
    const app = await openTemplates();
    failCall('post', extensionPaths.templates, failure);
    const dialog = await typeNewTemplate(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to save template');
    expectTyped(dialog);
    expect(getDb().templates.some((t) => t.name === NAME)).toBe(false);
  });

  it('refuses a duplicate name and a task after the deadline before sending anything', async () => {
    const app = await openTemplates();
    const sent = recordRequests();
    const dialog = await typeNewTemplate(app);
    await replaceText(app.user, within(dialog).getByLabelText(/^Template name/), 'paye');
    await replaceText(app.user, within(within(dialog).getByRole('group', { name: 'Task 1' })).getByLabelText(/^Due, days/), '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    await within(dialog).findByText(TEMPLATE_MESSAGES.duplicateName);
    expect(within(dialog).getByText('"Collect changes" would be due after its job\'s end. Move its offset earlier.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a 401 on save signs the user out; signing in again brings the typing back, not saved', async () => {
    const app = await openTemplates();
    failCall('post', extensionPaths.templates, 401);
    const dialog = await typeNewTemplate(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/templates')));
    await signInOnTheLoginPage(app.user, 'admin');
    await waitFor(() => expect(app.location()).toBe('/templates'));
    await app.user.click(await screen.findByRole('button', { name: 'New template' }));
    const again = screen.getByRole('dialog', { name: 'New template' });
    expect(within(again).getByText(DRAFT_RESTORED_MESSAGE)).toBeTruthy();
    expectTyped(again);
  });

  it('a template jobs were made from cannot be deleted; retiring it keeps it listed as Retired', async () => {
    const paye = getDb().templates.find((t) => t.obligation === 'paye')!;
    getDb().jobTemplates.push({ id: getDb().jobs[0].id, templateId: paye.id, filesRequiredTaskIds: [] });
    const app = await openTemplates();
    await app.user.click(screen.getByRole('button', { name: 'Delete PAYE' }));
    const remove = screen.getByRole('dialog', { name: 'Delete template' });
    expect(within(remove).getByText(TEMPLATE_MESSAGES.inUse)).toBeTruthy();
    expect(within(remove).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    await app.user.click(within(remove).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Retire PAYE' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'Retire template' })).getByRole('button', { name: 'Retire' }));
    await screen.findByText('Template retired');
    expect(getDb().templates.find((t) => t.id === paye.id)?.retired).toBe(true);
    await screen.findByRole('button', { name: 'Bring back PAYE' });
  });

  it("edits a client's team; the preparer as reviewer is refused and nothing saved", async () => {
    const app = await openTemplates();
    const client = getDb().clients.find((c) => c.active)!;
    await app.user.click(await screen.findByRole('button', { name: `Edit the team of ${client.clientName}` }));
    const dialog = screen.getByRole('dialog', { name: /^Client team/ });
    await pickWithKeyboard(app.user, 'Preparer', 'Tunde Bakare');
    await pickWithKeyboard(app.user, 'Reviewer', 'Tunde Bakare');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    await within(dialog).findByText(TEAM_MESSAGES.samePerson);
    expect(getDb().clientTeams).toEqual([]);
    await pickWithKeyboard(app.user, 'Preparer', 'Chinedu Eze');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    await within(dialog).findByText(TEAM_MESSAGES.saved);
    expect(getDb().clientTeams).toEqual([{ id: client.id, preparerId: 3, reviewerId: 2, partnerId: 0 }]);
  });
});

describe('New job from a template', () => {
  const local = (days: number): string => {
    const d = new Date(Date.now() + days * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
  };

  async function fillJob(app: RenderedApp, clientName: string, jobName: string): Promise<HTMLElement> {
    await app.user.click(screen.getByRole('button', { name: 'New job from PAYE' }));
    const dialog = await screen.findByRole('dialog', { name: /^New job from template/ });
    await within(dialog).findByRole('combobox', { name: /^Client/ });
    await pickWithKeyboard(app.user, 'Client', clientName);
    await replaceText(app.user, within(dialog).getByLabelText(/^Job name/), jobName);
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: local(1) } });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: local(9) } });
    return dialog;
  }

  it("makes the job with the template's tasks, assigned from the client's team", async () => {
    const [client] = getDb().clients.filter((c) => c.active);
    getDb().clientTeams.push({ id: client.id, preparerId: 3, reviewerId: 2, partnerId: 0 });
    const app = await openTemplates();
    const dialog = await fillJob(app, client.clientName, 'PAYE for the new hire');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create job' }));
    await within(dialog).findByText('Job created with 5 tasks: PAYE for the new hire');
    const job = getDb().jobs.find((j) => j.jobName === 'PAYE for the new hire')!;
    const tasks = getDb().tasks.filter((t) => t.jobId === job.id);
    expect(tasks.map((t) => t.taskName)).toEqual(
      getDb()
        .templates.find((t) => t.obligation === 'paye')!
        .tasks.map((t) => t.name),
    );
    expect(tasks.every((t) => t.assigneeId === 3 && t.reviewerIds.join() === '2')).toBe(true);
  });

  it('a client without a team is refused by name, what was typed is kept and nothing is made', async () => {
    const [client] = getDb().clients.filter((c) => c.active);
    const app = await openTemplates();
    const dialog = await fillJob(app, client.clientName, 'PAYE for the new hire');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create job' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `Fill in the team of these clients first: ${client.clientName} (Preparer, Reviewer)`,
    );
    expect((within(dialog).getByLabelText(/^Job name/) as HTMLInputElement).value).toBe('PAYE for the new hire');
    expect(getDb().jobs.some((j) => j.jobName === 'PAYE for the new hire')).toBe(false);
  });
});
