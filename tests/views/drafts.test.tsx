/**
 * What was typed outlives a session that ends (docs/behaviour.md §4 "Nothing typed is lost"),
 * in the forms with files or a photo beside the text: Add Task, Submit Task and the user form.
 * The text comes back for the same person on the same record; a chosen file cannot be kept.
 * (The client form, the job forms and the review comment are covered beside their screens.)
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { readTable } from '../support/lists';
import { paths } from '../../src/api/paths';
import { loginAddressFor } from '../../src/domain/signInReturn';
import { DRAFT_RESTORED_MESSAGE } from '../../src/machines/formModal.machine';
import { getDb } from '../../mocks/db/store';
import { failCall } from '../support/server';
import { renderApp, type RenderedApp } from '../support/renderApp';
import type { DemoRole } from '../support/session';
import { signInOnTheLoginPage } from '../support/loginForm';
import { pickWithKeyboard } from '../support/fill';
import { jobRows } from './jobs/helpers';

interface DraftForm {
  name: string;
  route: string;
  as: DemoRole;
  /** Who else may sign in on the tab and must not get the draft. */
  other: DemoRole;
  /** Opens the form on the screen and answers its dialog. */
  open: (app: RenderedApp) => Promise<HTMLElement>;
  /** Label -> what is typed there. */
  typed: Record<string, string>;
  /** Choices a save needs beside the typing. */
  pick?: (app: RenderedApp) => Promise<void>;
  /** The save the session ends on, and its submit button. */
  save: { method: 'post'; path: string; button: string };
  /** Whether the save stored anything. */
  stored: () => boolean;
}

const FORMS: DraftForm[] = [
  {
    name: 'Add Task',
    route: '/jobs',
    as: 'admin',
    other: 'superadmin',
    open: async (app) => {
      await readTable('Jobs');
      await app.user.click(within(jobRows()[0]).getByRole('button', { name: /^Add Task to / }));
      return screen.findByRole('dialog', { name: 'Add Task to Job' });
    },
    typed: { 'Task Name': 'Reconcile the ledgers', 'Task Description': 'Match the bank lines to the ledger' },
    save: { method: 'post', path: paths.taskAdd, button: 'Add Task' },
    stored: () => getDb().tasks.some((t) => t.taskName === 'Reconcile the ledgers'),
  },
  {
    name: 'Submit Task',
    route: '/my-jobs/pending',
    as: 'staff',
    other: 'staff2',
    open: async (app) => {
      const card = (await screen.findAllByRole('article'))[0];
      await app.user.click(within(card).getByRole('button', { name: /^Submit Task/ }));
      return screen.findByRole('dialog', { name: 'Submit Task' });
    },
    typed: { Comment: 'All reconciled, see the notes' },
    save: { method: 'post', path: paths.taskFinished, button: 'Submit Task' },
    stored: () => getDb().comments.some((c) => c.comment === 'All reconciled, see the notes'),
  },
  {
    name: 'the user form',
    route: '/users',
    as: 'admin',
    other: 'superadmin',
    open: async (app) => {
      await screen.findAllByRole('button', { name: /^Edit / });
      await app.user.click(screen.getByRole('button', { name: 'Add User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
      await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^User type/ })).toHaveProperty('disabled', false));
      return dialog;
    },
    typed: { 'First name': 'Amaka', 'Last name': 'Eze', 'Email address': 'amaka@firm.ng', 'Phone number': '0803 555 0199' },
    pick: async (app) => {
      await pickWithKeyboard(app.user, 'User type', 'Staff');
      await pickWithKeyboard(app.user, 'Job type', 'Payroll');
      await pickWithKeyboard(app.user, 'Position', 'Payroll Officer');
    },
    save: { method: 'post', path: paths.userCreate, button: 'Create User' },
    stored: () => getDb().users.some((u) => u.email === 'amaka@firm.ng'),
  },
];

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

/** Types into the form, then the session ends on its save. */
async function loseTheSessionWhileSaving(app: RenderedApp, form: DraftForm): Promise<void> {
  const dialog = await form.open(app);
  for (const [label, value] of Object.entries(form.typed)) await app.user.type(field(dialog, label), value);
  await form.pick?.(app);
  failCall(form.save.method, form.save.path, 401);
  await app.user.click(within(dialog).getByRole('button', { name: form.save.button }));
  await waitFor(() => expect(app.location()).toBe(loginAddressFor(form.route)));
}

/** The session ends on the form's save; `role` signs in again on the same tab and opens the form. */
async function reopenAfterSigningIn(form: DraftForm, role: DemoRole): Promise<HTMLElement> {
  const app = await renderApp(form.route, { as: form.as });
  await loseTheSessionWhileSaving(app, form);
  await signInOnTheLoginPage(app.user, role);
  await waitFor(() => expect(app.location()).toBe(form.route));
  return form.open(app);
}

describe.each(FORMS)('$name keeps what was typed when the session ends', (form) => {
  it('signing in again and opening the same form brings the text back, marked as not saved', async () => {
    const dialog = await reopenAfterSigningIn(form, form.as);
    expect(within(dialog).getByText(DRAFT_RESTORED_MESSAGE)).toBeTruthy();
    for (const [label, value] of Object.entries(form.typed)) expect(field(dialog, label).value).toBe(value);
    expect(form.stored()).toBe(false);
  });

  it('someone else signing in on the same tab does not get it', async () => {
    const dialog = await reopenAfterSigningIn(form, form.other);
    expect(within(dialog).queryByText(DRAFT_RESTORED_MESSAGE)).toBeNull();
    for (const label of Object.keys(form.typed)) expect(field(dialog, label).value).toBe('');
  });
});
