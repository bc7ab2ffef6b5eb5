/**
 * The one live database and its sessions. In the browser both survive a reload through
 * localStorage (versioned keys, debounced writes); in Node every test resets to the seed.
 */
import { createSeedDb } from './seed';
import type { Db, MockScale } from './schema';

export const STORAGE_KEY = 'workflow_mock_db_v1';
export const SESSIONS_KEY = 'workflow_mock_sessions_v1';
const SAVE_DELAY_MS = 150;

let current: Db | null = null;
let sessions = new Map<string, number>();
let persistent = false;
let saveTimer: ReturnType<typeof setTimeout> | null = null;

export function getDb(): Db {
  current ??= createSeedDb('demo');
  return current;
}

/** A fresh seed for Node tests: no storage involved, every session forgotten. */
export function resetMockDb(scale: MockScale = 'demo'): Db {
  cancelSave();
  current = createSeedDb(scale);
  sessions = new Map();
  return current;
}

/** The "Reset demo data" action: back to the seed (same scale), kept signed in. */
export function resetDemoData(): Db {
  current = createSeedDb(getDb().scale);
  saveDb(current);
  return current;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Writes the db now. The large seed is rebuilt on start instead of stored (it would not fit). */
export function saveDb(db: Db = getDb()): void {
  const store = storage();
  if (!store) return;
  try {
    if (db.scale === 'large') store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify({ ...db, uploads: db.uploads.filter((u) => u.base64.length < 1_400_000) }));
    store.setItem(SESSIONS_KEY, JSON.stringify([...sessions]));
  } catch {
    // A full storage keeps the in-memory db working; only the reload copy is lost.
  }
}

export function loadDb(): Db | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDb(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function loadSessions(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SESSIONS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    return new Map(parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number'));
  } catch {
    return new Map();
  }
}

function isDb(value: unknown): value is Db {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof Db, unknown>>;
  return v.version === 1 && v.scale === 'demo' && Array.isArray(v.users) && Array.isArray(v.jobs) && Array.isArray(v.tasks)
    && Array.isArray(v.clients) && Array.isArray(v.comments) && Array.isArray(v.uploads) && typeof v.nextId === 'object';
}

/** Browser start: the saved db when there is one (demo scale), else a fresh seed; then keep saving. */
export function startPersistentDb(scale: MockScale): Db {
  const saved = scale === 'demo' ? loadDb() : null;
  current = saved ?? createSeedDb(scale);
  sessions = loadSessions();
  persistent = true;
  if (!saved) saveDb(current);
  // A write still waiting for its debounce is not lost when the page goes away.
  globalThis.addEventListener?.('pagehide', () => {
    if (saveTimer !== null) {
      cancelSave();
      saveDb();
    }
  });
  return current;
}

/** Every handler that writes calls this; the browser copy follows shortly after. */
export function commit(): void {
  if (!persistent) return;
  cancelSave();
  saveTimer = setTimeout(() => {
    saveTimer = null;
    saveDb();
  }, SAVE_DELAY_MS);
}

function cancelSave(): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createSession(userId: number): string {
  const token = randomToken();
  sessions.set(token, userId);
  // Saved at once: the app may reload the page right after signing in.
  if (persistent) saveDb();
  return token;
}

export function sessionUserId(token: string): number | undefined {
  return sessions.get(token);
}

/** Forgets a token (sign-out, or a session past its lifetime: sessionLifetime.ts). */
export function revokeSession(token: string): void {
  if (!sessions.delete(token)) return;
  if (persistent) saveDb();
}
