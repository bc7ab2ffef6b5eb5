/**
 * The live database the handlers read and write, its sessions and its upload bytes. In Node
 * (tests, `npm run mock-server`) they live in memory and every test resets to the seed; in the
 * browser a PersistentStore (persistentStore.ts) binds the data of the open tab, kept in
 * IndexedDB, before each request and writes what changed after it
 * (docs/decisions/013-indexeddb-for-the-browser-mock.md).
 */
import { contentTypeOf, safeFileName } from '../../src/domain/fileTypes';
import { auditBaseOf, recordActivity, type AuditBase } from './activityLog';
import { copyOnRead, stillAsSeeded } from './copyOnRead';
import { randomFileKey } from './fileKeys';
import { createSeedDb, seedFiles } from './seed';
import type { Db, MockScale, UploadRecord } from './schema';

/** A signed-in token: whose it is, and when it was last used (sessionLifetime.ts). */
export interface MockSession {
  userId: number;
  lastUsed: number;
}

/** Failed sign-ins: a key (`account:…` or `address:…`) -> when each failure happened (signInThrottle.ts). */
export type FailureLog = Map<string, number[]>;

/** What one tab (or one Node process) holds in memory. */
export interface LiveData {
  db: Db;
  /** token -> its session. */
  sessions: Map<string, MockSession>;
  /** Kept with the sessions, in memory and in the browser's storage alike. */
  signInFailures: FailureLog;
  /** Upload bytes not yet stored elsewhere: all of them in Node, this request's in the browser. */
  files: Map<number, Blob>;
  /** The logged tables as they were after the last write, for the activity log (activityLog.ts). */
  audit: { base: AuditBase };
}

/** The sessions as stored across reloads: `[token, userId, lastUsed]` each. */
export function storedSessions(sessions: Map<string, MockSession>): Array<[string, number, number]> {
  return [...sessions].map(([token, { userId, lastUsed }]) => [token, userId, lastUsed]);
}

/** The sign-in state as stored across reloads: the sessions, and the failed sign-ins as `[key, times]` each. */
export interface StoredSignIns {
  sessions: Array<[string, number, number]>;
  failures: Array<[string, number[]]>;
}

export function storedSignIns(sessions: Map<string, MockSession>, failures: FailureLog): StoredSignIns {
  return { sessions: storedSessions(sessions), failures: [...failures] };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The sessions of a stored value (persistentStore.ts, legacy.ts): a StoredSignIns, or the bare
 * list of sessions stored before failed sign-ins were kept. Entries that are not sessions are
 * dropped; one stored before sessions had a lifetime (`[token, userId]`) starts its day at `now`.
 */
export function sessionsFrom(value: unknown, now = Date.now()): Map<string, MockSession> {
  const sessions = new Map<string, MockSession>();
  const list = isObject(value) && !Array.isArray(value) ? value.sessions : value;
  if (!Array.isArray(list)) return sessions;
  for (const entry of list) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number') continue;
    const lastUsed = entry.length === 3 && typeof entry[2] === 'number' ? entry[2] : now;
    sessions.set(entry[0], { userId: entry[1], lastUsed });
  }
  return sessions;
}

/** The failed sign-ins of a stored value; anything else in it is dropped. */
export function failuresFrom(value: unknown): FailureLog {
  const failures: FailureLog = new Map();
  if (!isObject(value) || Array.isArray(value) || !Array.isArray(value.failures)) return failures;
  for (const entry of value.failures) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) continue;
    const times = entry[1].filter((time): time is number => typeof time === 'number');
    if (times.length > 0) failures.set(entry[0], times);
  }
  return failures;
}

export type StoredFileReader = (id: number) => Promise<Blob | undefined>;

export function freshLiveData(scale: MockScale): LiveData {
  const db = createSeedDb(scale);
  return { db, sessions: new Map(), signInFailures: new Map(), files: seedFiles(db), audit: { base: auditBaseOf(db) } };
}

let live: LiveData | null = null;
let readStoredFile: StoredFileReader = () => Promise.resolve(undefined);
let committed = false;
/** The signed-in user of the request whose handler is running (mocks/handlers/http.ts withCaller). */
let actor: number | null = null;

const current = (): LiveData => {
  live ??= freshLiveData('demo');
  return live;
};

export function getDb(): Db {
  return current().db;
}

/** A fresh seed for Node tests: every session and upload forgotten. */
export function resetMockDb(scale: MockScale = 'demo'): Db {
  live = freshLiveData(scale);
  readStoredFile = () => Promise.resolve(undefined);
  committed = false;
  actor = null;
  return live.db;
}

/**
 * A reset to one seed made now, for a Node test that resets hundreds of times (a property over
 * every endpoint, tests/mocks/everyEndpoint.test.ts): each call puts back a copy of the same
 * seed, as resetMockDb would, without building the seed and its activity-log base again. The
 * base is only ever replaced, never changed (recordActivity), and file bytes never change, so
 * both are shared; the tables, the sessions and the file list are each reset's own. A table is
 * copied when first read (copyOnRead.ts), and the activity log does not compare a table never
 * read since the reset, which still matches the seed's base.
 */
export function seedKeeper(scale: MockScale = 'demo'): () => Db {
  const seed = freshLiveData(scale);
  const kept = structuredClone(seed.db);
  return () => {
    live = {
      db: copyOnRead(kept),
      sessions: new Map(),
      signInFailures: new Map(),
      files: new Map(seed.files),
      audit: { base: seed.audit.base },
    };
    readStoredFile = () => Promise.resolve(undefined);
    committed = false;
    actor = null;
    return live.db;
  };
}

/**
 * Every handler that writes calls this, right after its writes: what changed is added to the
 * activity log as done by the request's user (activityLog.ts), and in the browser the change
 * is stored before the answer goes out.
 */
export function commit(now = new Date()): void {
  const data = current();
  data.audit.base = recordActivity(data.db, data.audit.base, actor, now, (key) => stillAsSeeded(data.db, key));
  committed = true;
}

/**
 * Names the user whose request runs now, for the activity log. Set where a handler resumes
 * before it writes (mocks/handlers/http.ts), so requests that overlap in Node are not mixed up.
 */
export function actAs(userId: number | null): void {
  actor = userId;
}

/** Makes `data` the live data (a PersistentStore before each request). */
export function bindLiveData(data: LiveData, reader: StoredFileReader): void {
  live = data;
  readStoredFile = reader;
  committed = false;
  actor = null;
}

/** Whether a handler committed since the last call; clears the mark. */
export function takeCommitted(): boolean {
  const was = committed;
  committed = false;
  return was;
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A token for `userId`, its day starting `now`. */
export function createSession(userId: number, now = Date.now()): string {
  const token = randomToken();
  current().sessions.set(token, { userId, lastUsed: now });
  return token;
}

/** The failed sign-ins of the live data; the throttle (signInThrottle.ts) reads and changes it. */
export function signInFailures(): FailureLog {
  return current().signInFailures;
}

export function sessionOf(token: string): MockSession | undefined {
  return current().sessions.get(token);
}

/** Records a use of the token; the browser store saves it with the request's changes. */
export function touchSession(token: string, at: number): void {
  const session = current().sessions.get(token);
  if (session) current().sessions.set(token, { ...session, lastUsed: at });
}

/** Keeps the bytes of a new upload with the db. */
export function putFile(id: number, blob: Blob): void {
  current().files.set(id, blob);
}

/**
 * A new upload by `uploadedBy`: its record in `db` (numbered there, named by a random key),
 * under a safe name (no path parts), its type sniffed from the bytes, never the one claimed
 * (src/domain/fileTypes.ts), and its bytes kept with it.
 */
export function addUpload(db: Db, fileName: string, bytes: Uint8Array<ArrayBuffer>, uploadedBy: number | null): UploadRecord {
  const name = safeFileName(fileName);
  const contentType = contentTypeOf(bytes, name);
  const upload: UploadRecord = {
    id: db.nextId.upload++,
    key: randomFileKey(),
    fileName: name,
    contentType,
    size: bytes.length,
    uploadedBy,
  };
  db.uploads.push(upload);
  putFile(upload.id, new Blob([bytes], { type: contentType }));
  return upload;
}

export async function readFile(id: number): Promise<Blob | undefined> {
  return current().files.get(id) ?? readStoredFile(id);
}

/** Forgets a token (sign-out, or a session past its lifetime: sessionLifetime.ts); the browser store saves the change. */
export function revokeSession(token: string): void {
  current().sessions.delete(token);
}

/**
 * Forgets every token of `userId`: a lock, deactivation, deletion or role change takes effect
 * on the next call, not at the next sign-in (docs/behaviour.md §6). The browser store saves it.
 */
export function revokeSessionsOf(userId: number): void {
  const { sessions } = current();
  for (const [token, session] of sessions) if (session.userId === userId) sessions.delete(token);
}
