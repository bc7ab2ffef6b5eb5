import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api/types';
import { DEMO_IDS } from '../../mocks/db';
import { call, envelope, login, tokenOf } from './api';

describe('mock auth', () => {
  it('signs in a demo account with a fresh random token', async () => {
    const first = await login('staff@example.com');
    const second = await login('STAFF@example.com');
    expect(first.responseCode).toBe('OK');
    expect(first.response).toMatchObject({ id: DEMO_IDS.staff, email: 'staff@example.com', isLocked: false });
    expect(first.response?.token).toMatch(/^[0-9a-f]{48}$/);
    expect(second.response?.token).not.toBe(first.response?.token);
  });

  it('refuses a wrong password, answers LOCKED for a locked user and refuses a deactivated one', async () => {
    const wrong = await login('admin@example.com', 'nope');
    expect(wrong.responseCode).not.toBe('OK');
    expect(wrong.responseDescription).toBe('Invalid email or password');
    const unknown = await login('nobody@example.com');
    expect(unknown.responseDescription).toBe('Invalid email or password');

    const locked = await login('locked@example.com');
    expect(locked.responseCode).toBe('LOCKED');
    expect(locked.response?.isLocked).toBe(true);
    expect(locked.response?.token).toBe('');

    const inactive = await login('inactive@example.com');
    expect(inactive.responseCode).not.toBe('OK');
    expect(inactive.responseCode).not.toBe('LOCKED');
    expect(inactive.responseDescription).toMatch(/deactivated/);
    expect(inactive.response).toBeNull();
  });

  it('answers 401 without a token, with an unknown token, and once the user is deactivated', async () => {
    expect((await call(`/api/user/${DEMO_IDS.staff}`)).status).toBe(401);
    expect((await call(`/api/user/${DEMO_IDS.staff}`, { token: 'not-a-token' })).status).toBe(401);

    const staff = await tokenOf('staff2@example.com');
    const profile = await envelope<User>(`/api/user/${DEMO_IDS.staff2}`, { token: staff });
    expect(profile.response).toMatchObject({ firstName: 'Funmilayo', userType: 1, jobType: 'Payroll', userTypeName: 'Staff' });

    const admin = await tokenOf('admin@example.com');
    // Their open tasks go to someone else first (docs/behaviour.md §4 "Nothing stranded").
    const handed = await envelope<unknown>('/api/ext/v1/users/handover', {
      token: admin,
      body: { userId: DEMO_IDS.staff2, assigneeId: DEMO_IDS.staff },
    });
    expect(handed.responseCode).toBe('OK');
    const done = await envelope<null>('/api/deactivate-user', { method: 'PUT', token: admin, query: { id: DEMO_IDS.staff2 } });
    expect(done.responseCode).toBe('200');
    expect((await call(`/api/user/${DEMO_IDS.staff2}`, { token: staff })).status).toBe(401);
    expect((await login('staff2@example.com')).responseCode).not.toBe('OK');
  });

  it('answers 403 to Staff on admin-only calls and lets admins through', async () => {
    const staff = await tokenOf('staff@example.com');
    const admin = await tokenOf('admin@example.com');
    const adminOnly = [
      '/api/v1/job/get?pageNumber=1&pageSize=10',
      '/api/clients?pageNumber=1',
      '/api/users?pageNumber=1',
      '/api/v1/report/get?startDate=2020-01-01&endDate=2030-01-01',
      '/api/v1/task/available?jobId=1',
    ];
    for (const path of adminOnly) {
      expect((await call(path, { token: staff })).status, path).toBe(403);
      expect((await call(path, { token: admin })).status, path).toBe(200);
    }
    expect((await call('/api/v1/job/add', { token: staff, body: {} })).status).toBe(403);
    expect((await call('/api/lock-user', { method: 'PUT', token: staff, query: { id: 4 } })).status).toBe(403);
    // Calls every role makes stay open to Staff.
    for (const path of ['/api/v1/home?userId=3', '/api/task?userId=3', '/api/job?pageNumber=1&pageSize=10&userId=3', '/api/users/']) {
      expect((await call(path, { token: staff })).status, path).toBe(200);
    }
  });
});
