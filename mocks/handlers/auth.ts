/** Sign-in, sign-out and the profile call. */
import { http } from 'msw';
import type { LoginResult } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { loginSchema } from '../../src/domain/schemas/session';
import { getDb, createSession, commit } from '../db/store';
import { endSession } from '../db/sessionLifetime';
import { clearAccountFailures, recordSignInFailure, signInKeys, signInWait, throttledMessage } from '../db/signInThrottle';
import type { UserRecord } from '../db/schema';
import { toUser } from '../db/views';
import { bearerToken, envelope, forbidden, isAdmin, parseBody, refused, withCaller } from './http';

export const INVALID_LOGIN = 'Invalid email or password';
export const DEACTIVATED_LOGIN = 'Your account has been deactivated. Please contact your administrator.';
export const LOCKED_LOGIN = 'Your account is locked. Please contact your administrator.';
export const THROTTLED_CODE = 'THROTTLED';

const USER_ID = /^[1-9]\d{0,14}$/;

/**
 * What an attempt on an account that cannot sign in is told, whatever the password: the answer
 * never depends on the password unless the account could sign in with it, so a locked or
 * deactivated account confirms no password (docs/decisions/023-locked-account-answer.md).
 */
function standingRefusal(user: UserRecord): Response | null {
  if (!user.active) return refused(DEACTIVATED_LOGIN, 'DEACTIVATED');
  if (!user.isLocked) return null;
  const locked: LoginResult = { token: '', isLocked: true, id: user.id, email: user.email };
  return envelope(locked, 'LOCKED', LOCKED_LOGIN);
}

export const authHandlers = [
  http.post(`*${paths.login}`, async ({ request }) => {
    const body = await parseBody(request, loginSchema);
    if (!body.ok) return body.response;
    const now = Date.now();
    const email = body.value.email.toLowerCase();
    const keys = signInKeys(email, request);
    // Held attempts are refused before the account or the password is looked at (docs/behaviour.md §8).
    const wait = signInWait(keys, now);
    if (wait > 0) return refused(throttledMessage(wait), THROTTLED_CODE);
    const user = getDb().users.find((u) => !u.deleted && u.email.toLowerCase() === email);
    const standing = user ? standingRefusal(user) : null;
    if (standing) return standing;
    if (!user || user.password !== body.value.password) {
      recordSignInFailure(keys, now);
      return refused(INVALID_LOGIN, 'FAILED');
    }
    clearAccountFailures(keys);
    const token = createSession(user.id, now);
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
