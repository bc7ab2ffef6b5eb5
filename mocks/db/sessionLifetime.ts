/**
 * Mock sessions last one day from their last use (sliding) and end at sign-out
 * (docs/design.md §3 "Auth"). Each session keeps when it was last used (store.ts), so the
 * day survives a reload of the browser mock as the token does.
 */
import { revokeSession, sessionOf, touchSession } from './store';

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * How far a use must move the last-use time before it is recorded: the browser mock then
 * stores a busy session's time about once a minute, not on every call. A session can so end
 * up to this much before a full day unused.
 */
export const SESSION_TOUCH_MS = 60 * 1000;

/**
 * The user of a live token, sliding its lifetime forward; undefined for an unknown, revoked
 * or expired token (an expired one is revoked on the way).
 */
export function liveSessionUser(token: string, now = Date.now()): number | undefined {
  const session = sessionOf(token);
  if (session === undefined) return undefined;
  if (now - session.lastUsed > SESSION_LIFETIME_MS) {
    endSession(token);
    return undefined;
  }
  if (now - session.lastUsed >= SESSION_TOUCH_MS) touchSession(token, now);
  return session.userId;
}

/** Sign-out: the token stops working at once. */
export function endSession(token: string): void {
  revokeSession(token);
}
