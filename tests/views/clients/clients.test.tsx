import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../src/api/paths';
import { getDb } from '../../../mocks/db/store';
import type { ClientRecord } from '../../../mocks/db';
import { failCall, holdCall, recordRequests, type Failure } from '../../support/server';
import { expectOpeningSignsOut } from '../../support/failedOpening';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { DRAFT_RESTORED_MESSAGE, SUCCESS_DELAY_MS } from '../../../src/machines/formModal.machine';
import type { DemoRole } from '../../support/session';
import { signInOnTheLoginPage } from '../../support/loginForm';
import { makeClient } from '../../support/factories';
import { GOOD_CLIENT } from './values';
import { replaceFields, replaceText } from '../../support/fill';
import { onSimulatedTime, passTime } from '../../support/time';

async function openClients(): Promise<RenderedApp> {
  const app = await renderApp('/clients', { as: 'admin' });
  await screen.findAllByRole('button', { name: /^Edit / });
  return app;
}

/** A client made for the test, on the screen narrowed to it (the search box reads names, addresses, services...). */
async function openOnNewClient(): Promise<{ app: RenderedApp; client: ClientRecord }> {
  const client = makeClient();
  const app = await openClients();
  await replaceText(app.user, screen.getByRole('searchbox', { name: 'Search clients' }), client.clientName);
  await screen.findByRole('button', { name: `View ${client.clientName}` });
  return { app, client };
}

const GOOD = GOOD_CLIENT;
type Label = keyof typeof GOOD;

/** docs/behaviour.md §5: each field's bad values and the spec's message for each. */
const BAD_VALUES: ReadonlyArray<[Label, string, string]> = [
  ['Client name', '', 'Client name is required'],
  ['Client name', 'A', 'Client name must be at least 2 characters'],
  ['Client representative', '', 'Client representative is required'],
  ['Client representative', 'B', 'Representative name must be at least 2 characters'],
  ['Email address', '', 'Email address is required'],
  ['Email address', 'finance@harmattan', 'Please enter a valid email address'],
  ['Phone number', '', 'Phone number is required'],
  ['Phone number', '0803-CALL-NOW', 'Please enter a valid phone number'],
  ['Phone number', '123', 'Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits'],
  ['Industry', '   ', 'Industry is required'],
  ['Industry', 'A', 'Industry must be at least 2 characters'],
  ['Designation', '', 'Designation is required'],
  ['Services', '', 'Services description is required'],
  ['Services', 'Tx', 'Services description must be at least 3 characters'],
  ['Address', '', 'Address is required'],
  ['Address', 'Lagos', 'Please provide a more complete address'],
];

/** Fills the open form: the fields in `typed` (by default every one) key by key, the others pasted. */
async function fill(app: RenderedApp, values: Partial<Record<Label, string>>, typed: readonly Label[] = Object.keys(values) as Label[]) {
  await replaceFields(app.user, screen.getByRole('dialog'), values, typed);
}

describe('Clients screen', () => {
  it('reads the first page, then asks for all the others at once', async () => {
    const held = holdCall('get', paths.clients);
    await renderApp('/clients', { as: 'admin' });
    await held.passThrough();
    const pages = Math.ceil(getDb().clients.length / 10);
    // Every remaining page is asked for before any of them is answered.
    await waitFor(() => expect(held.count()).toBe(pages));
    for (let i = 1; i < pages; i++) await held.passThrough();
    await screen.findByText(`${getDb().clients.length} of ${getDb().clients.length} clients`);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('searches addresses and services too, and pages what it finds', async () => {
    const client = makeClient();
    const app = await openClients();
    await replaceText(app.user, screen.getByRole('searchbox', { name: 'Search clients' }), client.address);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(1));
    expect(screen.getByRole('button', { name: `View ${client.clientName}` })).toBeTruthy();
    await replaceText(app.user, screen.getByRole('searchbox', { name: 'Search clients' }), 'no client is called this');
    expect(await screen.findByText('No matching clients')).toBeTruthy();
  });

  // One form for every case: each bad value typed into a form otherwise valid, then the field put right.
  it('each bad value shows its message beside its field, marks it invalid and sends nothing', async () => {
    const app = await openClients();
    const requests = recordRequests();
    await app.user.click(screen.getByRole('button', { name: 'Add Client' }));
    await fill(app, GOOD, []);
    const dialog = screen.getByRole('dialog', { name: 'Add New Client' });
    for (const [label, value, message] of BAD_VALUES) {
      const input = within(dialog).getByLabelText(new RegExp(`^${label}`));
      await fill(app, { [label]: value });
      await app.user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
      const shown = `${label} ${JSON.stringify(value)}`;
      expect(within(dialog).queryByText(message), shown).not.toBeNull();
      expect(input.getAttribute('aria-invalid'), shown).toBe('true');
      await fill(app, { [label]: GOOD[label] }, []);
    }
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each<Failure>([500, 'network'])('a list that cannot be read (%s) says so in a red alert and can be retried', async (failure) => {
    failCall('get', paths.clients, failure);
    const app = await renderApp('/clients', { as: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load clients');
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toBeTruthy();
    expect(app.location()).toBe('/clients');
  });

  it('a 401 on the list signs the user out', async () => {
    await expectOpeningSignsOut('/clients', 'admin', paths.clients);
  });

  it.each<Failure>([500, 'network'])('a save that fails (%s) shows the message and keeps what was typed', async (failure) => {
    const app = await openClients();
    failCall('post', paths.clientCreate, failure);
    await app.user.click(screen.getByRole('button', { name: 'Add Client' }));
    await fill(app, GOOD, []);
    await app.user.click(screen.getByRole('button', { name: 'Create Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Client' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create or update client');
    for (const [label, value] of Object.entries(GOOD))
      expect((within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value).toBe(value);
    expect(within(dialog).getByRole('button', { name: 'Create Client' })).toHaveProperty('disabled', false);
  });

  it("shows the server's own reason when it refuses a save", async () => {
    const taken = makeClient().email;
    const app = await openClients();
    await app.user.click(screen.getByRole('button', { name: 'Add Client' }));
    await fill(app, { ...GOOD, 'Email address': taken.toUpperCase() }, ['Email address']);
    await app.user.click(screen.getByRole('button', { name: 'Create Client' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('A client with this email already exists');
  });

  it('a 401 on save signs the user out', async () => {
    const app = await openClients();
    failCall('post', paths.clientUpdate, 401);
    await app.user.click(screen.getAllByRole('button', { name: /^Edit / })[0]);
    await app.user.click(screen.getByRole('button', { name: 'Update Client' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/clients')));
  });

  it.each<Failure>([500, 'network'])('a delete that fails (%s) says so and leaves the client listed', async (failure) => {
    const { app, client } = await openOnNewClient();
    failCall('post', paths.clientDeactivate, failure);
    await app.user.click(screen.getByRole('button', { name: `Delete ${client.clientName}` }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('Failed to delete client');
    expect(getDb().clients.find((c) => c.id === client.id)?.active).toBe(true);
  });

  it('edits a client: the form starts from the stored values and the table shows the change', async () => {
    // The success message's time is jumped over, not waited out.
    onSimulatedTime();
    const { app, client } = await openOnNewClient();
    await app.user.click(screen.getByRole('button', { name: `Edit ${client.clientName}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Client' });
    expect((within(dialog).getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe(client.phone);
    await fill(app, { 'Client representative': '  Zainab Lawal  ' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Client' }));
    await within(dialog).findByText('Client updated successfully');
    await passTime(SUCCESS_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getDb().clients.find((c) => c.id === client.id)?.clientRepresentative).toBe('Zainab Lawal');
    await screen.findByText('Zainab Lawal');
  });

  it('shows every detail of a client', async () => {
    const { app, client } = await openOnNewClient();
    await app.user.click(screen.getByRole('button', { name: `View ${client.clientName}` }));
    const dialog = screen.getByRole('dialog', { name: 'Client Details' });
    for (const value of [
      client.clientName,
      client.clientRepresentative,
      client.designation,
      client.email,
      client.phone,
      client.industry,
      client.services,
      client.address,
    ]) {
      expect(dialog.textContent).toContain(value);
    }
  });
});

describe('what was typed outlives a session that ends (docs/behaviour.md §4 "Nothing typed is lost")', () => {
  async function loseTheSessionWhileSaving(app: RenderedApp): Promise<void> {
    await app.user.click(screen.getByRole('button', { name: 'Add Client' }));
    await fill(app, GOOD, []);
    failCall('post', paths.clientCreate, 401);
    await app.user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/clients')));
  }

  /** The session ends on saving a new client; `role` signs in again and opens Add Client. */
  async function reopenAfterSigningIn(role: DemoRole): Promise<HTMLElement> {
    const app = await openClients();
    await loseTheSessionWhileSaving(app);
    await signInOnTheLoginPage(app.user, role);
    await waitFor(() => expect(app.location()).toBe('/clients'));
    await app.user.click(await screen.findByRole('button', { name: 'Add Client' }));
    return screen.getByRole('dialog', { name: 'Add New Client' });
  }

  it('signing in again and opening the same form brings the typing back, marked as not saved', async () => {
    const dialog = await reopenAfterSigningIn('admin');
    expect(within(dialog).getByRole('status').textContent).toBe(DRAFT_RESTORED_MESSAGE);
    for (const [label, value] of Object.entries(GOOD))
      expect((within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value).toBe(value);
    // Nothing was stored by the refused save.
    expect(getDb().clients.some((c) => c.clientName === GOOD['Client name'])).toBe(false);
  });

  it('someone else signing in on the same tab does not get it', async () => {
    const dialog = await reopenAfterSigningIn('superadmin');
    expect(within(dialog).queryByText(DRAFT_RESTORED_MESSAGE)).toBeNull();
    expect((within(dialog).getByLabelText(/^Client name/) as HTMLInputElement).value).toBe('');
  });

  it('closing the form on purpose forgets it', async () => {
    const app = await openClients();
    await app.user.click(screen.getByRole('button', { name: 'Add Client' }));
    await fill(app, { 'Client name': 'Harmattan Breweries' });
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Client' })).toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Add Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Client' });
    expect(within(dialog).queryByText(DRAFT_RESTORED_MESSAGE)).toBeNull();
    expect((within(dialog).getByLabelText(/^Client name/) as HTMLInputElement).value).toBe('');
  });
});
