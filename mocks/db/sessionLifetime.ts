/**
 * Mock sessions last one day from their last use (sliding) and end at sign-out
 * (docs/design.md §3 "Auth"). The token-to-user map lives in store.ts; this module keeps
 * when each token was last used and revokes the ones left unused for a day.
 */
import { revokeSession, sessionUserId } from './store';

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const lastUsed = new Map<string, number>();

/** A token just handed out at sign-in. */
export function startSession(token: string, now = Date.now()): void {
  lastUsed.set(token, now);
}

/**
 * The user of a live token, sliding its lifetime forward; undefined for an unknown, revoked
 * or expired token (an expired one is revoked on the way). A token first seen here (kept
 * across a reload) starts its day now.
 */
export function liveSessionUser(token: string, now = Date.now()): number | undefined {
  const userId = sessionUserId(token);
  if (userId === undefined) {
    lastUsed.delete(token);
    return undefined;
  }
  const last = lastUsed.get(token) ?? now;
  if (now - last > SESSION_LIFETIME_MS) {
    endSession(token);
    return undefined;
  }
  lastUsed.set(token, now);
  return userId;
}

/** Sign-out: the token stops working at once. */
export function endSession(token: string): void {
  lastUsed.delete(token);
  revokeSession(token);
}
