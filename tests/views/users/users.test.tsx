import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../src/api/paths';
import { USER_TYPE } from '../../../src/domain/roles';
import { getDb } from '../../../mocks/db/store';
import { failCall, recordRequests, type Failure } from '../../support/server';
import { expectOpeningSignsOut } from '../../support/failedOpening';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { pickWithKeyboard, replaceFields } from '../../support/fill';
import type { DemoRole } from '../../support/session';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { writeSearchedListAddress } from '../../../src/domain/listAddress';
import { deactivateMade, fullName, makeUser } from '../../support/factories';
import type { UserRecord } from '../../../mocks/db';
import { onSimulatedTime, passTime } from '../../support/time';
import { SUCCESS_DELAY_MS } from '../../../src/machines/formModal.machine';
import { SEARCH_DEBOUNCE_MS } from '../../../src/machines/users.machine';
import { padlockOf, statusOf } from '../../support/padlock';
import { tableRegion } from '../../support/lists';

/** The table row of `account`, found by its email within the table. */
const rowOf = (account: UserRecord): HTMLElement =>
  within(tableRegion('Users table'))
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(account.email))!;

/** The button `name` in `account`'s row. */
const rowButton = (account: UserRecord, name: string): HTMLElement => within(rowOf(account)).getByRole('button', { name });

async function openUsers(as: DemoRole = 'admin'): Promise<RenderedApp> {
  const app = await renderApp('/users', { as });
  await screen.findAllByRole('button', { name: /^Edit / });
  return app;
}

/** The users list searched for `account`'s last name, its row drawn. */
async function openOn(account: UserRecord, as: DemoRole = 'admin'): Promise<RenderedApp> {
  const app = await renderApp(`/users?${writeSearchedListAddress({ search: account.lastName, page: 1 })}`, { as });
  await screen.findByRole('button', { name: `View ${fullName(account)}` });
  return app;
}

async function openCreate(app: RenderedApp): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^User type/ })).toHaveProperty('disabled', false));
  return dialog;
}

const TEXT = { 'First name': 'Amaka', 'Last name': 'Eze', 'Email address': 'amaka@firm.ng', 'Phone number': '0803 555 0199' };
type TextLabel = keyof typeof TEXT;

const ROLES = ['Staff', 'Admin', 'Super Admin'];

/** The roles the User type picker offers, read by opening it and closing it again. */
async function rolesOffered(app: RenderedApp): Promise<string[]> {
  screen.getByRole('combobox', { name: /^User type/ }).focus();
  await app.user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  const names = ROLES.filter((role) => within(listbox).queryByRole('option', { name: role }));
  expect(within(listbox).getAllByRole('option')).toHaveLength(names.length);
  await app.user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

async function openEdit(app: RenderedApp, name: string): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Job type/ })).toHaveProperty('disabled', false));
  return dialog;
}

/** Closes the open form, nothing changed in it, with its footer's Cancel. */
async function cancelDialog(app: RenderedApp): Promise<void> {
  await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** `name`, editing their own record, sees their role `role`, fixed, and why. */
async function expectOwnRoleFixed(app: RenderedApp, name: string, role: string): Promise<void> {
  const dialog = await openEdit(app, name);
  const userType = within(dialog).getByRole('combobox', { name: /^User type/ });
  expect(userType).toHaveProperty('disabled', true);
  expect(userType.textContent).toContain(role);
  expect(within(dialog).getByText('You cannot change your own role.')).toBeTruthy();
}

const SUPER_ADMIN = 'Adaeze Okafor';
const OTHER_ADMIN = 'Kemi Oladipo';
const MANAGING_ACTIONS = ['Edit', 'Lock', 'Unlock', 'Deactivate', 'Delete'];

/** The labels of the account actions shown for one user, without the name. */
function actionsOn(name: string): string[] {
  return screen
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? '')
    .filter((label) => label.endsWith(` ${name}`))
    .map((label) => label.slice(0, -name.length - 1));
}

/** Fills the text fields: those in `typed` (by default every one) key by key, the others pasted. */
async function fillText(
  app: RenderedApp,
  dialog: HTMLElement,
  values: Partial<Record<TextLabel, string>>,
  typed: readonly TextLabel[] = Object.keys(values) as TextLabel[],
): Promise<void> {
  await replaceFields(app.user, dialog, values, typed);
}

/**
 * Fills the whole form: the text fields named in `typed` key by key (those the test is about),
 * the others pasted, as they only complete the form; then the three pickers.
 */
async function fillAll(
  app: RenderedApp,
  dialog: HTMLElement,
  text: Partial<Record<TextLabel, string>> = {},
  typed: readonly TextLabel[] = [],
): Promise<void> {
  await fillText(app, dialog, { ...TEXT, ...text }, typed);
  await pickWithKeyboard(app.user, 'User type', 'Staff');
  await pickWithKeyboard(app.user, 'Job type', 'Payroll');
  await pickWithKeyboard(app.user, 'Position', 'Payroll Officer');
}

/** Each text field's rules (docs/behaviour.md §5): the value that breaks one, and its message. */
const TEXT_RULES: Array<[TextLabel, string, string]> = [
  ['First name', '', 'First name is required'],
  ['First name', 'A', 'First name must be at least 2 characters'],
  ['Last name', '', 'Last name is required'],
  ['Last name', 'E', 'Last name must be at least 2 characters'],
  ['Email address', '', 'Email address is required'],
  ['Email address', 'amaka.firm.ng', 'Please enter a valid email address'],
  ['Phone number', '', 'Phone number is required'],
  ['Phone number', '0803 555 01x9', 'Please enter a valid phone number'],
  ['Phone number', '123', 'Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits'],
];

describe('Users screen', () => {
  it('names each role in a badge on its row (its colour is checked in Chromium: clients-users.e2e.ts)', async () => {
    await openUsers();
    const rows = screen.getAllByRole('row').slice(1);
    for (const role of ['Super Admin', 'Admin', 'Staff'] as const) {
      expect(rows.some((row) => within(row).queryByText(role, { selector: 'span' }) !== null)).toBe(true);
    }
  });

  // One form, filled once: each rule is broken in turn with the other fields valid, and put
  // right again before the next, its message then gone, so each message shown is that rule's own
  // (filling a form was most of these tests' time: docs/testing.md "What a test costs").
  it('names each picker left empty, and each text field broken in turn shows its message; nothing is sent', async () => {
    const app = await openUsers();
    const requests = recordRequests();
    const dialog = await openCreate(app);
    const create = () => app.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await fillText(app, dialog, TEXT, []);
    await create();
    for (const message of ['User type is required', 'Job type is required', 'Position is required'])
      expect(within(dialog).getByText(message)).toBeTruthy();
    for (const [label, value, message] of TEXT_RULES) {
      const rule = `${label} ${JSON.stringify(value)}`;
      await fillText(app, dialog, { [label]: value }, [label]);
      await create();
      expect(within(dialog).queryByText(message), rule).not.toBeNull();
      expect(requests.filter((r) => r.method === 'POST').length, rule).toBe(0);
      await fillText(app, dialog, { [label]: TEXT[label] }, []);
      expect(within(dialog).queryByText(message), `${rule} put right`).toBeNull();
    }
  });

  it('refuses a photo that is not an image or is 5MB or more', async () => {
    const app = await openUsers();
    const dialog = await openCreate(app);
    const picker = userEvent.setup({ applyAccept: false });
    const photo = within(dialog).getByLabelText(/^Photo/);
    expect(photo.getAttribute('accept')).toBe('image/*');
    expect(within(dialog).getByText('JPG, PNG, GIF (under 5MB)')).toBeTruthy();
    await picker.upload(photo, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText('Please select a valid image file')).toBeTruthy();
    await picker.upload(photo, new File([new Uint8Array(5 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).getByText('Image size should be less than 5MB')).toBeTruthy();
    await picker.upload(photo, new File([new Uint8Array(10)], 'me.gif', { type: 'image/gif' }));
    expect(within(dialog).queryByText('Image size should be less than 5MB')).toBeNull();
  });

  it('creates a user with id 0, trimmed and lower-cased, who then appears in the list', async () => {
    // The success message's time is jumped over, not waited out.
    onSimulatedTime();
    const app = await openUsers();
    const requests = recordRequests();
    const dialog = await openCreate(app);
    await fillAll(app, dialog, { 'First name': '  Amaka ', 'Email address': 'Amaka@Firm.NG' }, ['First name', 'Email address']);
    await app.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await within(dialog).findByText('User created successfully');
    const sent = (await requests.find((r) => r.url.pathname === paths.userCreate)?.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 0, firstName: 'Amaka', email: 'amaka@firm.ng', userType: 1, jobTypeId: 2, positionId: 5 });
    await passTime(SUCCESS_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getDb().users.some((u) => u.email === 'amaka@firm.ng')).toBe(true);
  });

  it.each<Failure>([500, 'network'])('option lists that fail (%s) say so; the form cannot be sent', async (failure) => {
    const app = await openUsers();
    failCall('get', paths.dropdownPositions, failure);
    await app.user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to load form data. Please refresh and try again.');
    expect(within(dialog).getByRole('button', { name: 'Create User' })).toHaveProperty('disabled', true);
  });

  it.each<[Failure, string]>([
    [500, 'Failed to load users'],
    ['network', 'Failed to load users'],
  ])('a list that cannot be read (%s) shows %j', async (failure, message) => {
    failCall('get', paths.users, failure);
    await renderApp('/users', { as: 'admin' });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('a search that fails shows "Search failed" and keeps the search text', async () => {
    // The pause after typing that sends the search is jumped over, not waited out.
    onSimulatedTime();
    const app = await openUsers();
    failCall('get', paths.users, 500);
    await app.user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'payroll');
    await passTime(SEARCH_DEBOUNCE_MS);
    expect((await screen.findByRole('alert')).textContent).toContain('Search failed');
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('payroll');
  });

  it('a 401 signs the user out', async () => {
    await expectOpeningSignsOut('/users', 'admin', paths.users);
  });

  // One form, filled once, sent three times: refused, then failed each way (each fault on a
  // freshly filled form is tests/views/faultMatrixSaves), each send's own answer read once sent.
  it("shows the server's reason when it refuses a save; a save that fails (500, network) shows the message and keeps what was typed", async () => {
    const app = await openUsers();
    const dialog = await openCreate(app);
    const requests = recordRequests();
    const sent = () => requests.filter((r) => r.method === 'POST' && r.url.pathname === paths.userCreate).length;
    const send = async (times: number, message: string) => {
      await app.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
      await waitFor(() => expect(sent()).toBe(times));
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(message));
    };
    await fillAll(app, dialog, { 'Email address': 'staff@example.com' });
    await send(1, 'A user with this email already exists');
    await fillText(app, dialog, { 'Email address': TEXT['Email address'] }, []);
    for (const [i, failure] of ([500, 'network'] as const).entries()) {
      failCall('post', paths.userCreate, failure);
      await send(i + 2, 'Failed to create or update user');
      for (const [label, value] of Object.entries(TEXT))
        expect((within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value, String(failure)).toBe(value);
      expect(within(dialog).getByRole('combobox', { name: /^Position/ }).textContent, String(failure)).toContain('Payroll Officer');
    }
  });

  it('a lock that fails (500, then network) says so and the row stays unlocked', async () => {
    const account = makeUser();
    const app = await openOn(account);
    const requests = recordRequests();
    const sent = () => requests.filter((r) => r.method === 'PUT' && r.url.pathname === paths.userLock).length;
    for (const [i, failure] of ([500, 'network'] as const).entries()) {
      failCall('put', paths.userLock, failure);
      await app.user.click(rowButton(account, `Lock ${fullName(account)}`));
      await waitFor(() => expect(sent()).toBe(i + 1));
      expect((await screen.findByRole('alert')).textContent, String(failure)).toContain('Failed to lock, unlock or deactivate user');
      expect(rowButton(account, `Lock ${fullName(account)}`)).toBeTruthy();
      expect(getDb().users.find((u) => u.id === account.id)?.isLocked).toBe(false);
      expect(screen.queryByText('User locked successfully')).toBeNull();
      // Dismissed, so the failure the next lock shows is its own.
      await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    }
  });

  it('Lock and Unlock each say what they did, announced, for 3 seconds, and the row read again reads one word for the state', async () => {
    onSimulatedTime();
    const account = makeUser();
    const name = fullName(account);
    const app = await openOn(account);
    expect(statusOf(rowOf(account))).toBe('Active');
    expect(padlockOf(rowButton(account, `Lock ${name}`))).toBe('open');

    await app.user.click(rowButton(account, `Lock ${name}`));
    const locked = await screen.findByText('User locked successfully');
    expect(locked.closest('[role="status"]')).not.toBeNull();
    expect(getDb().users.find((u) => u.id === account.id)?.isLocked).toBe(true);
    await waitFor(() => expect(statusOf(rowOf(account))).toBe('Locked'));
    expect(padlockOf(rowButton(account, `Unlock ${name}`))).toBe('closed');
    await passTime(2900);
    expect(screen.getByText('User locked successfully')).toBeTruthy();
    await passTime(100);
    expect(screen.queryByText('User locked successfully')).toBeNull();

    await app.user.click(rowButton(account, `Unlock ${name}`));
    const unlocked = await screen.findByText('User unlocked successfully');
    expect(unlocked.closest('[role="status"]')).not.toBeNull();
    expect(getDb().users.find((u) => u.id === account.id)?.isLocked).toBe(false);
    await waitFor(() => expect(statusOf(rowOf(account))).toBe('Active'));
    expect(padlockOf(rowButton(account, `Lock ${name}`))).toBe('open');
    await passTime(3000);
    expect(screen.queryByText('User unlocked successfully')).toBeNull();
  });

  it('a locked user reads Locked alone, in the table and in the details', async () => {
    const locked = makeUser();
    getDb().users.find((u) => u.id === locked.id)!.isLocked = true;
    const app = await openOn(locked);
    expect(statusOf(rowOf(locked))).toBe('Locked');
    expect(padlockOf(rowButton(locked, `Unlock ${fullName(locked)}`))).toBe('closed');
    await app.user.click(rowButton(locked, `View ${fullName(locked)}`));
    const details = await screen.findByRole('dialog', { name: 'User Details' });
    expect(within(details).getByText('Locked')).toBeTruthy();
    expect(within(details).queryByText('Active')).toBeNull();
  });

  it('a deactivated user reads Inactive alone, even when also locked', async () => {
    const gone = deactivateMade(makeUser());
    getDb().users.find((u) => u.id === gone.id)!.isLocked = true;
    await openOn(gone);
    expect(statusOf(rowOf(gone))).toBe('Inactive');
    expect(padlockOf(rowButton(gone, `Unlock ${fullName(gone)}`))).toBe('closed');
  });

  it('offers nobody Lock, Deactivate or Delete on their own account, only View and Edit', async () => {
    await openUsers();
    expect(screen.getByRole('button', { name: 'View Tunde Bakare' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Tunde Bakare' })).toBeTruthy();
    for (const action of ['Lock', 'Unlock', 'Deactivate', 'Delete'])
      expect(screen.queryByRole('button', { name: `${action} Tunde Bakare` })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lock Funmilayo Adeyemi' })).toBeTruthy();
  });

  it('a deactivated user can be deleted: they leave the list, and the server keeps them deleted', async () => {
    const inactive = deactivateMade(makeUser());
    const name = fullName(inactive);
    const app = await openOn(inactive);
    expect(within(rowOf(inactive)).queryByRole('button', { name: `Deactivate ${name}` })).toBeNull();
    await app.user.click(rowButton(inactive, `Delete ${name}`));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog.textContent).toContain(name);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: `View ${name}` })).toBeNull());
    expect(getDb().users.find((u) => u.id === inactive.id)?.deleted).toBe(true);
  });

  it('a delete that fails (500, then network) says so in the dialog and the user stays listed', async () => {
    const inactive = deactivateMade(makeUser());
    const name = fullName(inactive);
    const app = await openOn(inactive);
    for (const failure of [500, 'network'] as const) {
      failCall('post', paths.userDelete, failure);
      await app.user.click(rowButton(inactive, `Delete ${name}`));
      const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
      await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect((await within(dialog).findByRole('alert')).textContent, String(failure)).toBe('Failed to delete user');
      await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(rowButton(inactive, `Delete ${name}`)).toBeTruthy();
      expect(getDb().users.find((u) => u.id === inactive.id)?.deleted).toBeFalsy();
    }
  });

  it('a 401 on an account action signs the user out', async () => {
    const app = await openUsers();
    failCall('put', paths.userUnlock, 401);
    await app.user.click(screen.getByRole('button', { name: 'Unlock Ibrahim Musa' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/users')));
  });

  describe('role rules (docs/behaviour.md §6)', () => {
    // One screen for each role: what it offers on each row and in each form, a form closed
    // before the next opens (rendering the screen again for each was most of these tests' time).
    it("an Admin can only view a Super Admin's account, still manages another Admin's, offers Staff or Admin only adding a user or editing another, and sees their own role fixed, and why", async () => {
      const superAdmin = getDb().users.find((u) => u.userType === USER_TYPE.superAdmin)!;
      superAdmin.isLocked = true;
      const app = await openUsers('admin');
      expect(actionsOn(SUPER_ADMIN)).toEqual(['View']);
      for (const action of MANAGING_ACTIONS) expect(screen.queryByRole('button', { name: `${action} ${SUPER_ADMIN}` })).toBeNull();
      expect(actionsOn(OTHER_ADMIN)).toEqual(['View', 'Edit', 'Lock', 'Deactivate']);
      await openCreate(app);
      expect(await rolesOffered(app), 'adding a user').toEqual(['Staff', 'Admin']);
      await cancelDialog(app);
      await openEdit(app, OTHER_ADMIN);
      expect(await rolesOffered(app), 'editing another Admin').toEqual(['Staff', 'Admin']);
      await cancelDialog(app);
      await expectOwnRoleFixed(app, 'Tunde Bakare', 'Admin');
    });

    it('a Super Admin is offered Super Admin and manages another Super Admin', async () => {
      const other = makeUser({ userType: USER_TYPE.superAdmin });
      const app = await openOn(other, 'superadmin');
      expect(actionsOn(fullName(other))).toEqual(['View', 'Edit', 'Lock', 'Deactivate']);
      await openEdit(app, fullName(other));
      expect(await rolesOffered(app)).toEqual(['Staff', 'Admin', 'Super Admin']);
    });

    it('a Super Admin may make someone a Super Admin when adding a user, and sees their own role fixed, and why', async () => {
      const app = await openUsers('superadmin');
      await openCreate(app);
      expect(await rolesOffered(app)).toEqual(['Staff', 'Admin', 'Super Admin']);
      await cancelDialog(app);
      await expectOwnRoleFixed(app, SUPER_ADMIN, 'Super Admin');
    });
  });
});
