import { ApiError } from './client';
import { readStoredSession } from './sessionStore';
import { KEPT_READS_PREFIX } from './keptReadsKeys';

export { forgetKeptReads } from './keptReadsKeys';

/**
 * The last loaded answer of a few reads (My Jobs, Pending Jobs to Finish, the review queue,
 * Job Details), kept per signed-in user in local storage so they stay readable while the
 * connection is down (docs/decisions/057-last-loaded-lists-offline.md). Sign-out removes them.
 */

/** Enough for every list page and the jobs last opened; the oldest answer goes first. */
export const KEPT_READS_LIMIT = 30;

interface Entry {
  savedAt: number;
  /** The answer as JSON, read back only as the type its read promises. */
  json: string;
}

type Entries = Record<string, Entry>;

/**
 * The kept copies handed out, each with its time: the answer's own shape is unchanged, so a
 * machine reads the stamp beside it (keptAsOf) and every other reader is untouched.
 */
const stamps = new WeakMap<object, string>();

/** "HH:mm" when `answer` is a kept copy handed out while the connection is down; null for a fresh answer. */
export function keptAsOf(answer: unknown): string | null {
  return typeof answer === 'object' && answer !== null ? (stamps.get(answer) ?? null) : null;
}

/** `derived` (sorted or reshaped from `answer`) carries `answer`'s stamp, if it has one. */
export function sameStamp<T extends object>(answer: object, derived: T): T {
  const asOf = stamps.get(answer);
  if (asOf !== undefined) stamps.set(derived, asOf);
  return derived;
}

const storageKey = (userId: number) => `${KEPT_READS_PREFIX}${userId}`;

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'savedAt' in value &&
    typeof value.savedAt === 'number' &&
    'json' in value &&
    typeof value.json === 'string'
  );
}

function readEntries(userId: number): Entries {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => isEntry(entry)));
  } catch {
    return {};
  }
}

function keep(userId: number, key: string, value: unknown, savedAt: number): void {
  const entries = { ...readEntries(userId), [key]: { savedAt, json: JSON.stringify(value) } };
  const newestFirst = Object.entries(entries).sort(([, a], [, b]) => b.savedAt - a.savedAt);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(Object.fromEntries(newestFirst.slice(0, KEPT_READS_LIMIT))));
  } catch {
    // Storage full or refused: the answer is still shown, only not kept for offline reading.
  }
}

/** 24-hour "HH:mm" in the browser's own time zone. */
export function clockTime(at: number): string {
  const time = new Date(at);
  return `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
}

/** The call got no answer at all (docs/decisions/009-call-timeouts-and-retries.md): not a refusal. */
function noConnection(error: unknown): boolean {
  return error instanceof ApiError && (error.reason === 'network' || error.reason === 'timeout');
}

/**
 * Runs `load`; its answer is kept under `key` for the signed-in user. When the call gets no
 * answer (the connection is down) and an answer is kept, that answer comes back instead of the
 * failure, stamped with the time it was loaded (keptAsOf). A refusal, a 401 or a 500 still fails as before. `T` is the
 * type `load` promises: what is kept was that answer, already checked when it arrived.
 */
export async function readKept<T extends object>(key: string, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const owner = readStoredSession()?.id;
  try {
    const value = await load();
    if (owner !== undefined) keep(owner, key, value, now());
    return value;
  } catch (error) {
    const entry = owner !== undefined && noConnection(error) ? readEntries(owner)[key] : undefined;
    if (entry === undefined) throw error;
    const copy: T = JSON.parse(entry.json);
    stamps.set(copy, clockTime(entry.savedAt));
    return copy;
  }
}
