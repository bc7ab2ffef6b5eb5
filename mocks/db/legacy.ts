/**
 * Demo data saved by earlier versions in localStorage (one JSON value, uploads as base64) is
 * moved into IndexedDB once, so nobody loses their demo on upgrade. A copy that is cut short
 * or of another shape is reported as damaged rather than silently replaced by a fresh seed.
 */
import type { Db, UploadRecord } from './schema';
import { sessionsFrom, type MockSession } from './store';
import { upgradeDb } from './upgrade';
import { isSoundDb, problemOf } from './validate';

export const LEGACY_DB_KEY = 'workflow_mock_db_v1';
export const LEGACY_SESSIONS_KEY = 'workflow_mock_sessions_v1';

export interface LegacyCopy {
  db: string | null;
  sessions: string | null;
  clear(): void;
}

export function localStorageCopy(storage: Storage | undefined): LegacyCopy | undefined {
  if (!storage) return undefined;
  return {
    db: storage.getItem(LEGACY_DB_KEY),
    sessions: storage.getItem(LEGACY_SESSIONS_KEY),
    clear() {
      storage.removeItem(LEGACY_DB_KEY);
      storage.removeItem(LEGACY_SESSIONS_KEY);
    },
  };
}

export type LegacyImport =
  { ok: true; db: Db; files: Map<number, Blob>; sessions: Map<string, MockSession> } | { ok: false; problem: string };

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Uploads of the old shape carried their bytes; they move beside the db. */
function splitUploads(value: Record<string, unknown>): { value: Record<string, unknown>; files: Map<number, Blob> } | null {
  const files = new Map<number, Blob>();
  if (!Array.isArray(value.uploads)) return { value, files };
  const uploads: Array<Omit<UploadRecord, 'key' | 'uploadedBy'>> = [];
  for (const upload of value.uploads) {
    if (
      !isObject(upload) ||
      typeof upload.id !== 'number' ||
      typeof upload.base64 !== 'string' ||
      typeof upload.fileName !== 'string' ||
      typeof upload.contentType !== 'string'
    )
      return null;
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = bytesOf(upload.base64);
    } catch {
      return null;
    }
    // Given its key and unknown uploader by upgradeUploads (upgradeUploads.ts) below.
    uploads.push({ id: upload.id, fileName: upload.fileName, contentType: upload.contentType, size: bytes.length });
    files.set(upload.id, new Blob([bytes], { type: upload.contentType }));
  }
  return { value: { ...value, uploads }, files };
}

function sessionsOf(text: string | null): Map<string, MockSession> {
  const value = text === null ? null : parsed(text);
  return value?.ok ? sessionsFrom(value.value) : new Map();
}

export function importLegacy(copy: LegacyCopy): LegacyImport | null {
  if (copy.db === null) return null;
  const json = parsed(copy.db);
  if (!json.ok) return { ok: false, problem: 'the saved data is cut short' };
  if (!isObject(json.value)) return { ok: false, problem: 'the saved data is not a database' };
  const split = splitUploads(json.value);
  if (!split) return { ok: false, problem: 'the saved uploads are damaged' };
  const db = upgradeDb(split.value).value;
  if (!isSoundDb(db, 'demo')) return { ok: false, problem: problemOf(db, 'demo') ?? 'the saved data is not a database' };
  return { ok: true, db, files: split.files, sessions: sessionsOf(copy.sessions) };
}
