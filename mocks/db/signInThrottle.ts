/**
 * Sign-in throttling (docs/behaviour.md §8, docs/decisions/024-sign-in-throttling.md): failed
 * sign-ins are counted per account (the email as typed, lower-cased) and per client address;
 * once either has too many within the window, further attempts are refused without the
 * password being checked, until the oldest of those failures leaves the window. The failures
 * live with the sessions (store.ts), so the browser mock keeps them across reloads.
 */
import { signInFailures, type FailureLog } from './store';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account within the window before its sign-ins are held. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failures from one address within the window: higher, as several people may share one office address. */
export const ADDRESS_FAILURE_LIMIT = 20;

/** The address key is cut to this length, so a long header cannot grow the stored state. */
const ADDRESS_MAX = 64;

export interface SignInKeys {
  account: string;
  address: string;
}

/**
 * The keys of one attempt. The mock sees no socket address, so the client address is the first
 * entry of X-Forwarded-For as a proxy in front of it would set it, else one fixed 'local' key:
 * every caller without the header shares one address.
 */
export function signInKeys(email: string, request: Request): SignInKeys {
  const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',')[0].trim().slice(0, ADDRESS_MAX);
  return { account: `account:${email.toLowerCase()}`, address: `address:${forwarded || 'local'}` };
}

const recent = (log: FailureLog, key: string, now: number): number[] =>
  (log.get(key) ?? []).filter((at) => at > now - SIGN_IN_WINDOW_MS && at <= now);

/** How long until `key` may try again, or 0 when it has fewer than `limit` recent failures. */
function waitOf(log: FailureLog, key: string, limit: number, now: number): number {
  const times = recent(log, key, now);
  if (times.length < limit) return 0;
  // The attempt is allowed again once enough of the failures have left the window.
  const freeing = times.sort((a, b) => a - b)[times.length - limit];
  return freeing + SIGN_IN_WINDOW_MS - now;
}

/** How long the attempt must wait (the longer of the account's and the address's), 0 when it may go ahead. */
export function signInWait(keys: SignInKeys, now = Date.now()): number {
  const log = signInFailures();
  return Math.max(waitOf(log, keys.account, ACCOUNT_FAILURE_LIMIT, now), waitOf(log, keys.address, ADDRESS_FAILURE_LIMIT, now));
}

/** Counts a failed sign-in against the account and the address; failures out of the window are forgotten on the way. */
export function recordSignInFailure(keys: SignInKeys, now = Date.now()): void {
  const log = signInFailures();
  for (const key of [...log.keys()]) {
    const times = recent(log, key, now);
    if (times.length === 0) log.delete(key);
    else log.set(key, times);
  }
  for (const key of [keys.account, keys.address]) log.set(key, [...(log.get(key) ?? []), now]);
}

/** A successful sign-in clears its account's failures; the address keeps its count. */
export function clearAccountFailures(keys: SignInKeys): void {
  signInFailures().delete(keys.account);
}

/** The refusal while held: the wait in whole minutes, rounded up. */
export function throttledMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
