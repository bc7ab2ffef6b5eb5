/** Sign-in and the profile call. */
import { http } from 'msw';
import type { LoginRequest, LoginResult } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { getDb, createSession, commit } from '../db/store';
import { toUser } from '../db/views';
import { envelope, jsonBody, refused, withCaller } from './http';

export const INVALID_LOGIN = 'Invalid email or password';
export const DEACTIVATED_LOGIN = 'Your account has been deactivated. Please contact your administrator.';
export const LOCKED_LOGIN = 'Your account is locked. Please contact your administrator.';

export const authHandlers = [
  http.post(`*${paths.login}`, async ({ request }) => {
    const body = await jsonBody<LoginRequest>(request);
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const user = getDb().users.find((u) => u.email.toLowerCase() === email);
    if (!user || !body || user.password !== body.password) return refused(INVALID_LOGIN, 'FAILED');
    if (!user.active) return refused(DEACTIVATED_LOGIN, 'DEACTIVATED');
    if (user.isLocked) {
      const locked: LoginResult = { token: '', isLocked: true, id: user.id, email: user.email };
      return envelope(locked, 'LOCKED', LOCKED_LOGIN);
    }
    const result: LoginResult = { token: createSession(user.id), isLocked: false, id: user.id, email: user.email };
    commit();
    return envelope(result, 'OK', 'Login successful');
  }),

  http.get('*/api/user/:id', ({ request, params }) =>
    withCaller(request, 'signed-in', ({ db }) => {
      const user = db.users.find((u) => u.id === Number(params.id));
      return user ? envelope(toUser(db, user)) : refused('User not found', '404');
    })),
];
