/**
 * The Users screen before an account leaves (docs/behaviour.md §4 "Nothing stranded"): the
 * deactivate and delete dialogs say what the user holds and hand it over in the same flow;
 * a deactivated account comes back with Reactivate (docs/decisions/027-reactivating-an-account.md).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { extensionPaths } from '../../../src/api/extensions';
import { HANDOVER_UNAVAILABLE } from '../../../src/domain/handover';
import { USER_TYPE } from '../../../src/domain/roles';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { writeSearchedListAddress } from '../../../src/domain/listAddress';
import { DEMO_IDS, type TaskRecord, type UserRecord } from '../../../mocks/db';
import { getDb } from '../../../mocks/db/store';
import { answerCall, failCall, type Failure } from '../../support/server';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { pickWithKeyboard } from '../../support/fill';
import { assignMade, deactivateMade, fullName, makeJob, makeTask, makeUser } from '../../support/factories';

const REVIEWER = 'Kemi Oladipo';
const ASSIGNEE = 'Funmilayo Adeyemi';

/** An Admin who is the only reviewer of one task and the assignee of one open task. */
function adminHoldingWork(): { leaving: UserRecord; reviewed: TaskRecord; owned: TaskRecord } {
  const leaving = makeUser({ userType: USER_TYPE.admin });
  const job = makeJob();
  const reviewed = assignMade(makeTask(job), DEMO_IDS.staff, leaving.id);
  const owned = assignMade(makeTask(job), leaving.id, DEMO_IDS.admin);
  return { leaving, reviewed, owned };
}

async function openOn(account: UserRecord): Promise<RenderedApp> {
  const app = await renderApp(`/users?${writeSearchedListAddress({ search: account.lastName, page: 1 })}`, { as: 'admin' });
  await screen.findByRole('button', { name: `View ${fullName(account)}` });
  return app;
}

async function askToDeactivate(app: RenderedApp, account: UserRecord): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: `Deactivate ${fullName(account)}` }));
  return screen.findByRole('dialog', { name: 'Deactivate User' });
}

const stored = (id: number): TaskRecord => getDb().tasks.find((t) => t.id === id)!;
const account = (id: number): UserRecord => getDb().users.find((u) => u.id === id)!;

/** Both new people chosen in the dialog. */
async function chooseBoth(app: RenderedApp, dialog: HTMLElement): Promise<void> {
  await within(dialog).findByText(/Only reviewer of 1 task, assignee of 1 open task/);
  await pickWithKeyboard(app.user, 'New reviewer', REVIEWER);
  await pickWithKeyboard(app.user, 'New assignee', ASSIGNEE);
}

describe('deactivating someone who holds work', () => {
  it('says what they hold, hands it over and then deactivates them', async () => {
    const { leaving, reviewed, owned } = adminHoldingWork();
    const app = await openOn(leaving);
    const dialog = await askToDeactivate(app, leaving);
    await within(dialog).findByText(/Only reviewer of 1 task, assignee of 1 open task/);
    const confirm = within(dialog).getByRole('button', { name: 'Deactivate' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain('Choose who takes it over before going on.');
    // The one leaving is never offered to take over their own work.
    screen.getByRole('combobox', { name: /^New reviewer/ }).focus();
    await app.user.keyboard('{Enter}');
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).not.toContain(fullName(leaving));
    expect(options).not.toContain(ASSIGNEE);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await pickWithKeyboard(app.user, 'New reviewer', REVIEWER);
    expect(confirm).toHaveProperty('disabled', true);
    await pickWithKeyboard(app.user, 'New assignee', ASSIGNEE);
    expect(confirm).toHaveProperty('disabled', false);
    await app.user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(stored(reviewed.id).reviewerIds).toEqual([DEMO_IDS.admin2]);
    expect(stored(owned.id).assigneeId).toBe(DEMO_IDS.staff2);
    expect(account(leaving.id).active).toBe(false);
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(leaving.email))!;
    expect(row.textContent).toContain('Inactive');
  });

  it('is the dialog of before when they hold nothing', async () => {
    const quiet = makeUser();
    const app = await openOn(quiet);
    const dialog = await askToDeactivate(app, quiet);
    await waitFor(() => expect(dialog.textContent).not.toContain('Checking what they hold'));
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(dialog.textContent).toBe(
      `Deactivate UserDeactivate ${fullName(quiet)}? They will no longer be able to use the system.CancelDeactivate`,
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(account(quiet.id).active).toBe(false));
  });

  it.each<Failure>([500, 'network'])('a handover that fails (%s) says so, keeps the choices and changes nothing', async (failure) => {
    const { leaving, reviewed, owned } = adminHoldingWork();
    const app = await openOn(leaving);
    const dialog = await askToDeactivate(app, leaving);
    await chooseBoth(app, dialog);
    failCall('post', extensionPaths.userHandover, failure);
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to lock, unlock or deactivate user');
    expect(within(dialog).getByRole('combobox', { name: /^New reviewer/ }).textContent).toContain(REVIEWER);
    expect(within(dialog).getByRole('combobox', { name: /^New assignee/ }).textContent).toContain(ASSIGNEE);
    expect(stored(reviewed.id).reviewerIds).toEqual([leaving.id]);
    expect(stored(owned.id).assigneeId).toBe(leaving.id);
    expect(account(leaving.id).active).toBe(true);
  });

  it("shows the server's refusal of the handover, naming the task, and keeps the choices", async () => {
    const { leaving, owned } = adminHoldingWork();
    const app = await openOn(leaving);
    const dialog = await askToDeactivate(app, leaving);
    await within(dialog).findByText(/Only reviewer of 1 task, assignee of 1 open task/);
    await pickWithKeyboard(app.user, 'New reviewer', REVIEWER);
    // Tunde Bakare reviews the open task, so he cannot become its assignee.
    await pickWithKeyboard(app.user, 'New assignee', 'Tunde Bakare');
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`The assignee cannot review their own task: "${owned.taskName}".`);
    expect(within(dialog).getByRole('combobox', { name: /^New reviewer/ }).textContent).toContain(REVIEWER);
    expect(within(dialog).getByRole('combobox', { name: /^New assignee/ }).textContent).toContain('Tunde Bakare');
    expect(stored(owned.id).assigneeId).toBe(leaving.id);
    expect(account(leaving.id).active).toBe(true);
  });

  it('drops a chosen reviewer who can no longer be offered once the dialog reads again', async () => {
    const { leaving } = adminHoldingWork();
    const app = await openOn(leaving);
    const dialog = await askToDeactivate(app, leaving);
    await chooseBoth(app, dialog);
    // Kemi is locked after the dialog offered her: refused, and no longer offered.
    account(DEMO_IDS.admin2).isLocked = true;
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Reviewers must be active, unlocked users.');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^New reviewer/ }).textContent).toBe('Choose a reviewer'));
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toHaveProperty('disabled', true);
    expect(account(leaving.id).active).toBe(true);
  });

  it('a 401 on the handover signs the user out', async () => {
    const { leaving } = adminHoldingWork();
    const app = await openOn(leaving);
    const dialog = await askToDeactivate(app, leaving);
    await chooseBoth(app, dialog);
    failCall('post', extensionPaths.userHandover, 401);
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(app.location()).toBe(loginAddressFor(`/users?${writeSearchedListAddress({ search: leaving.lastName, page: 1 })}`)),
    );
    expect(account(leaving.id).active).toBe(true);
  });

  it.each<Failure>([500, 'network'])(
    'what they hold cannot be read (%s): the dialog says so, and the server still refuses to strand the work',
    async (failure) => {
      const { leaving } = adminHoldingWork();
      failCall('get', extensionPaths.userHoldings, failure);
      const app = await openOn(leaving);
      const dialog = await askToDeactivate(app, leaving);
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to read what this user holds');
      await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
      await within(dialog).findByText('This user is the only reviewer of 1 task and the assignee of 1 open task. Hand them over first.');
      expect(account(leaving.id).active).toBe(true);
    },
  );

  it('on a server without the extension, the dialog says so in one line and offers no Reactivate', async () => {
    answerCall('get', extensionPaths.capabilities, {}, 404);
    const inactive = deactivateMade(makeUser());
    const quiet = makeUser();
    const app = await openOn(quiet);
    const dialog = await askToDeactivate(app, quiet);
    await within(dialog).findByText(HANDOVER_UNAVAILABLE);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    app.navigate(`/users?${writeSearchedListAddress({ search: inactive.lastName, page: 1 })}`);
    await screen.findByRole('button', { name: `Delete ${fullName(inactive)}` });
    expect(screen.queryByRole('button', { name: `Reactivate ${fullName(inactive)}` })).toBeNull();
  });
});

describe('reactivating an account', () => {
  it('brings a deactivated user back: the row reads Active and they can be chosen again', async () => {
    const inactive = deactivateMade(makeUser());
    const app = await openOn(inactive);
    await app.user.click(await screen.findByRole('button', { name: `Reactivate ${fullName(inactive)}` }));
    await screen.findByRole('button', { name: `Deactivate ${fullName(inactive)}` });
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(inactive.email))!;
    expect(row.textContent).toContain('Active');
    expect(account(inactive.id).active).toBe(true);
  });

  it.each<Failure>([500, 'network'])('a reactivation that fails (%s) says so and the row stays inactive', async (failure) => {
    const inactive = deactivateMade(makeUser());
    const app = await openOn(inactive);
    failCall('put', extensionPaths.userReactivate, failure);
    await app.user.click(await screen.findByRole('button', { name: `Reactivate ${fullName(inactive)}` }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to reactivate user');
    expect(screen.getByRole('button', { name: `Delete ${fullName(inactive)}` })).toBeTruthy();
    expect(account(inactive.id).active).toBe(false);
  });
});

describe('making an Admin Staff', () => {
  /** An Admin who is the only reviewer of one task. */
  function adminReviewing(): { admin: UserRecord; reviewed: TaskRecord } {
    const admin = makeUser({ userType: USER_TYPE.admin });
    const reviewed = assignMade(makeTask(makeJob()), DEMO_IDS.staff, admin.id);
    return { admin, reviewed };
  }

  async function editToStaff(app: RenderedApp, admin: UserRecord): Promise<HTMLElement> {
    await app.user.click(screen.getByRole('button', { name: `Edit ${fullName(admin)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^User type/ })).toHaveProperty('disabled', false));
    await pickWithKeyboard(app.user, 'User type', 'Staff');
    return dialog;
  }

  it('says what they hold, hands their reviews over, then saves the new role', async () => {
    const { admin, reviewed } = adminReviewing();
    const app = await openOn(admin);
    const dialog = await editToStaff(app, admin);
    await within(dialog).findByText(/Only reviewer of 1 task/);
    const update = within(dialog).getByRole('button', { name: 'Update User' });
    expect(update).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain('Choose who takes it over before going on.');
    await pickWithKeyboard(app.user, 'New reviewer', REVIEWER);
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    await app.user.click(update);
    await within(dialog).findByText('User updated successfully');
    expect(stored(reviewed.id).reviewerIds).toEqual([DEMO_IDS.admin2]);
    expect(account(admin.id).userType).toBe(USER_TYPE.staff);
  });

  it('asks nothing more when the role stays an admin one, or they hold nothing', async () => {
    const { admin } = adminReviewing();
    const quiet = makeUser({ userType: USER_TYPE.admin });
    const app = await openOn(admin);
    await app.user.click(screen.getByRole('button', { name: `Edit ${fullName(admin)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update User' })).toHaveProperty('disabled', false));
    expect(within(dialog).queryByRole('combobox', { name: /^New reviewer/ })).toBeNull();
    await app.user.keyboard('{Escape}');
    app.navigate(`/users?${writeSearchedListAddress({ search: quiet.lastName, page: 1 })}`);
    await screen.findByRole('button', { name: `Edit ${fullName(quiet)}` });
    const other = await editToStaff(app, quiet);
    await waitFor(() => expect(within(other).getByRole('button', { name: 'Update User' })).toHaveProperty('disabled', false));
    expect(within(other).queryByRole('combobox', { name: /^New reviewer/ })).toBeNull();
  });

  it.each<Failure>([500, 'network'])('a handover that fails (%s) keeps the form and changes nothing', async (failure) => {
    const { admin, reviewed } = adminReviewing();
    const app = await openOn(admin);
    const dialog = await editToStaff(app, admin);
    await within(dialog).findByText(/Only reviewer of 1 task/);
    await pickWithKeyboard(app.user, 'New reviewer', REVIEWER);
    failCall('post', extensionPaths.userHandover, failure);
    await app.user.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create or update user');
    expect(within(dialog).getByRole('combobox', { name: /^New reviewer/ }).textContent).toContain(REVIEWER);
    expect(within(dialog).getByRole('combobox', { name: /^User type/ }).textContent).toContain('Staff');
    expect(stored(reviewed.id).reviewerIds).toEqual([admin.id]);
    expect(account(admin.id).userType).toBe(USER_TYPE.admin);
  });

  it('on a server without the extension, says so in one line; the server still refuses to strand the reviews', async () => {
    answerCall('get', extensionPaths.userHoldings, {}, 404);
    const { admin } = adminReviewing();
    const app = await openOn(admin);
    const dialog = await editToStaff(app, admin);
    await within(dialog).findByText(HANDOVER_UNAVAILABLE);
    await app.user.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This user is the only reviewer of 1 task. Hand them over first.');
    expect(account(admin.id).userType).toBe(USER_TYPE.admin);
  });
});
