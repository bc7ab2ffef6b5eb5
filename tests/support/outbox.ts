/**
 * The outbox's IndexedDB database for a screen test: a fresh fake one (fake-indexeddb), or
 * none at all, where keeping work fails as in a browser that refuses storage. The test files
 * share globals (vite.config.ts `isolate: false`), so each test sets it and `noOutbox` ends it.
 */
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { closeOutbox } from '../../src/api/outboxStore';

export async function freshOutbox(): Promise<void> {
  await closeOutbox();
  vi.stubGlobal('indexedDB', new IDBFactory());
}

/** No database: the outbox cannot keep anything (happy-dom has none of its own). */
export async function noOutbox(): Promise<void> {
  await closeOutbox();
  vi.stubGlobal('indexedDB', undefined);
}

/** After a test: the database closed, so no other test finds it open (vi.unstubAllGlobals restores the global). */
export const closeTheOutbox = (): Promise<void> => closeOutbox();
