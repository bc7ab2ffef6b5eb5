/** Sign-in, sign-out and the profile call. */
import { http } from 'msw';
import type { LoginResult } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { loginSchema } from '../../src/domain/schemas/session';
import { getDb, createSession, commit } from '../db/store';
import { endSession } from '../db/sessionLifetime';
import { toUser } from '../db/views';
import { bearerToken, envelope, forbidden, isAdmin, parseBody, refused, withCaller } from './http';

export const INVALID_LOGIN = 'Invalid email or password';
export const DEACTIVATED_LOGIN = 'Your account has been deactivated. Please contact your administrator.';
export const LOCKED_LOGIN = 'Your account is locked. Please contact your administrator.';

const USER_ID = /^[1-9]\d{0,14}$/;

export const authHandlers = [
  http.post(`*${paths.login}`, async ({ request }) => {
    const body = await parseBody(request, loginSchema);
    if (!body.ok) return body.response;
    const email = body.value.email.toLowerCase();
    const user = getDb().users.find((u) => u.email.toLowerCase() === email);
    if (!user || user.password !== body.value.password) return refused(INVALID_LOGIN, 'FAILED');
    if (!user.active) return refused(DEACTIVATED_LOGIN, 'DEACTIVATED');
    if (user.isLocked) {
      const locked: LoginResult = { token: '', isLocked: true, id: user.id, email: user.email };
      return envelope(locked, 'LOCKED', LOCKED_LOGIN);
    }
    const token = createSession(user.id);
    const result: LoginResult = { token, isLocked: false, id: user.id, email: user.email };
    commit();
    return envelope(result, 'OK', 'Login successful');
  }),

  // Sign-out ends the token at once; a token already gone signs out just the same.
  http.post(`*${paths.logout}`, ({ request }) => {
    const token = bearerToken(request);
    if (token) endSession(token);
    return envelope(null, 'OK', 'Signed out');
  }),

  // Staff read only their own profile (docs/behaviour.md §6).
  http.get('*/api/user/:id', ({ request, params }) =>
    withCaller(request, 'signed-in', ({ db, user: caller }) => {
      const raw = String(params.id);
      if (!USER_ID.test(raw)) return refused('User not found', '404');
      const id = Number(raw);
      if (id !== caller.id && !isAdmin(caller)) return forbidden();
      const user = db.users.find((u) => u.id === id);
      return user ? envelope(toUser(db, user)) : refused('User not found', '404');
    }),
  ),
];
