import { describe, expect, it } from 'vitest';
import type { Client, OptionItem, Paged, User, UserOption } from '../../src/api/types';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { envelope, login, tokenOf } from './api';
import { newUserBody } from './bodies';

const clientBody = {
  clientName: 'Ajah Fisheries Ltd',
  clientRepresentative: 'Bola Tinubu-Ade',
  email: 'Finance@AjahFish.NG',
  industry: 'Agriculture',
  designation: 'Finance Manager',
  services: 'Monthly bookkeeping',
  phone: '+234 802 555 1234',
  address: '12 Lekki-Epe Expressway, Lagos',
};

/** Page `pageNumber` of the list at `path` stands where `expected` says in the whole list and holds its number of rows. */
async function expectListPage(
  path: string,
  token: string,
  pageNumber: number,
  expected: { totalItems: number; totalPages: number; rows: number },
): Promise<void> {
  const page = await envelope<Paged<unknown>>(path, { token, query: { pageNumber } });
  expect(page.response).toMatchObject({ totalItems: expected.totalItems, totalPages: expected.totalPages, currentPage: pageNumber });
  expect(page.response.items).toHaveLength(expected.rows);
}

describe('short junk in a client or a user (docs/behaviour.md §5)', () => {
  it("is refused with the form's messages and stores nothing", async () => {
    const admin = await tokenOf('admin@example.com');
    const clientsBefore = JSON.stringify(getDb().clients);
    const usersBefore = JSON.stringify(getDb().users);
    const cases: [Partial<typeof clientBody>, string][] = [
      [{ phone: '123' }, 'Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits'],
      [{ phone: '+234 803 555 010' }, 'Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits'],
      [{ phone: '0803-CALL-NOW' }, 'Please enter a valid phone number'],
      [{ industry: 'x' }, 'Industry must be at least 2 characters'],
      [{ services: 'zz' }, 'Services description must be at least 3 characters'],
    ];
    for (const [change, message] of cases) {
      const created = await envelope<Client | null>('/api/client/create-client', { token: admin, body: { ...clientBody, ...change } });
      expect([created.responseCode, created.responseDescription]).toEqual(['400', message]);
      const updated = await envelope<Client | null>('/api/update-client', { token: admin, body: { ...clientBody, ...change, id: 1 } });
      expect([updated.responseCode, updated.responseDescription]).toEqual(['400', message]);
    }
    const user = await envelope<User | null>('/api/user/create-user', { token: admin, body: { ...newUserBody, phoneNumber: '123' } });
    expect(user.responseDescription).toBe('Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits');
    expect(JSON.stringify(getDb().clients)).toBe(clientsBefore);
    expect(JSON.stringify(getDb().users)).toBe(usersBefore);

    const kept = await envelope<Client>('/api/client/create-client', {
      token: admin,
      body: { ...clientBody, phone: '0803 555 0199', industry: 'IT', services: 'Tax' },
    });
    expect(kept.responseCode).toBe('201');
    expect(getDb().clients.at(-1)).toMatchObject({ phone: '0803 555 0199', industry: 'IT', services: 'Tax' });
  });
});

describe('clients management', () => {
  it('pages 10 at a time, searches, creates, updates and deactivates', async () => {
    const admin = await tokenOf('admin@example.com');
    await expectListPage('/api/clients', admin, 1, { totalItems: 25, totalPages: 3, rows: 10 });
    const last = await envelope<Paged<Client>>('/api/clients', { token: admin, query: { pageNumber: 3 } });
    expect(last.response.items).toHaveLength(5);
    const found = await envelope<Paged<Client>>('/api/clients', { token: admin, query: { pageNumber: 1, search: 'kano textiles' } });
    expect(found.response.items.map((c) => c.clientName)).toEqual(['Kano Textiles Nigeria Ltd']);

    const created = await envelope<Client>('/api/client/create-client', { token: admin, body: clientBody });
    expect(created.responseCode).toBe('201');
    expect(getDb().clients.at(-1)).toMatchObject({ clientName: 'Ajah Fisheries Ltd', email: 'finance@ajahfish.ng', active: true });
    const duplicate = await envelope<Client | null>('/api/client/create-client', { token: admin, body: clientBody });
    expect(duplicate.responseCode).not.toBe('201');

    const id = created.response.id;
    const updated = await envelope<Client>('/api/update-client', { token: admin, body: { ...clientBody, id, industry: 'Fisheries' } });
    expect(updated.responseCode).toBe('201');
    expect(getDb().clients.find((c) => c.id === id)?.industry).toBe('Fisheries');

    const removed = await envelope<null>('/api/deactivate-client', { method: 'POST', token: admin, query: { id } });
    expect(removed.responseCode).toBe('200');
    expect(getDb().clients.find((c) => c.id === id)?.active).toBe(false);
    const after = await envelope<Paged<Client>>('/api/clients', { token: admin, query: { pageNumber: 1, search: 'ajah' } });
    expect(after.response.totalItems).toBe(0);
    const options = await envelope<OptionItem[]>('/api/v1/dropdown/client', { token: admin });
    expect(options.response.some((o) => o.value === id)).toBe(false);
    expect(options.response).toHaveLength(25);
  });
});

describe('users management', () => {
  it('lists 10 per page with search and offers active users in the dropdown', async () => {
    const admin = await tokenOf('admin@example.com');
    await expectListPage('/api/users', admin, 2, { totalItems: 12, totalPages: 2, rows: 2 });
    const search = await envelope<Paged<User>>('/api/users', { token: admin, query: { pageNumber: 1, search: 'payroll' } });
    expect(search.response.items.map((u) => u.email).sort()).toEqual(['staff2@example.com', 'zainab.yusuf@example.com']);
    const dropdown = await envelope<UserOption[]>('/api/users/', { token: admin });
    // Only people who can be given work: neither the deactivated nor the locked account.
    expect(dropdown.response).toHaveLength(10);
    expect(dropdown.response.find((u) => u.id === DEMO_IDS.staff)).toEqual({
      id: DEMO_IDS.staff,
      name: 'Chinedu Eze',
      userType: 1,
      jobType: 'Bookkeeping',
      isLocked: false,
      active: 1,
    });
    expect(dropdown.response.some((u) => u.id === DEMO_IDS.inactive)).toBe(false);
    expect(dropdown.response.some((u) => u.id === DEMO_IDS.locked)).toBe(false);
  });

  it('creates a user who signs in with demo1234, updates, locks, unlocks and deactivates', async () => {
    const admin = await tokenOf('superadmin@example.com');
    const body = newUserBody;
    const created = await envelope<User>('/api/user/create-user', { token: admin, body });
    expect(created.responseCode).toBe('201');
    expect(created.response).toMatchObject({ jobType: 'Tax Filing', positionName: 'Tax Consultant', status: 1, isLocked: false });
    const id = created.response.id;
    expect((await login('yetunde.ogun@example.com')).responseCode).toBe('OK');

    const updated = await envelope<User>('/api/update-user', { token: admin, body: { ...body, id, positionId: 4 } });
    expect(updated.responseCode).toBe('201');
    expect(getDb().users.find((u) => u.id === id)?.positionId).toBe(4);

    expect((await envelope<null>('/api/lock-user', { method: 'PUT', token: admin, query: { id } })).responseCode).toBe('200');
    expect(getDb().users.find((u) => u.id === id)?.isLocked).toBe(true);
    const locked = await login('yetunde.ogun@example.com');
    expect(locked.responseCode).toBe('LOCKED');
    expect(locked.response?.isLocked).toBe(true);

    expect((await envelope<null>('/api/unlock-user', { method: 'PUT', token: admin, query: { id } })).responseCode).toBe('200');
    expect((await login('yetunde.ogun@example.com')).responseCode).toBe('OK');

    expect((await envelope<null>('/api/deactivate-user', { method: 'PUT', token: admin, query: { id } })).responseCode).toBe('200');
    expect(getDb().users.find((u) => u.id === id)?.active).toBe(false);
    expect((await login('yetunde.ogun@example.com')).responseCode).not.toBe('OK');

    const deleted = await envelope<null>('/api/user/deactivate-user', { method: 'POST', token: admin, query: { id } });
    expect(deleted.responseCode).toBe('200');
    expect(getDb().users.find((u) => u.id === id)).toMatchObject({ active: false, deleted: true });
    const listed = await envelope<Paged<User>>('/api/users', { method: 'GET', token: admin, query: { search: 'yetunde' } });
    expect(listed.response.totalItems).toBe(0);
    expect((await login('yetunde.ogun@example.com')).responseCode).not.toBe('OK');
    // Gone for the other account calls too.
    expect((await envelope<null>('/api/unlock-user', { method: 'PUT', token: admin, query: { id } })).responseCode).toBe('404');
  });

  it('refuses a duplicate email and an admin locking their own account', async () => {
    const admin = await tokenOf('admin@example.com');
    const dup = await envelope<User | null>('/api/user/create-user', {
      token: admin,
      body: {
        id: 0,
        firstName: 'Tunde',
        lastName: 'Copy',
        email: 'staff@example.com',
        phoneNumber: '0803 111 2222',
        userType: 1,
        jobTypeId: 1,
        positionId: 4,
        imageUrl: '',
      },
    });
    expect(dup.responseCode).not.toBe('201');
    expect(dup.responseDescription).toMatch(/email/i);
    expect(getDb().users).toHaveLength(12);
    const self = await envelope<null>('/api/lock-user', { method: 'PUT', token: admin, query: { id: DEMO_IDS.admin } });
    expect(self.responseCode).not.toBe('200');
    expect(getDb().users.find((u) => u.id === DEMO_IDS.admin)?.isLocked).toBe(false);
  });
});
