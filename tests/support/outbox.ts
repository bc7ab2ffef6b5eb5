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

/** An open request as the outbox uses it (src/api/outboxStore.ts). */
interface HeldOpening {
  onupgradeneeded: ((event: Event) => void) | null;
  onsuccess: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  readonly result: IDBDatabase | undefined;
  readonly transaction: IDBTransaction | null;
  readonly error: DOMException | null;
}

/**
 * An outbox whose storage answers only when the walk says: a machine walk holds the keeping of
 * work as it holds a call, then lets a fresh fake database open (`open`) or refuses it as a
 * browser without storage does (`refuse`), so the state between is seen.
 */
export async function heldOutbox(): Promise<{ open: () => void; refuse: () => void }> {
  await closeOutbox();
  const factory = new IDBFactory();
  const waiting: Array<(storage: boolean) => void> = [];
  let decided: boolean | null = null;
  vi.stubGlobal('indexedDB', {
    open(name: string, version?: number): HeldOpening {
      let real: IDBOpenDBRequest | null = null;
      const request: HeldOpening = {
        onupgradeneeded: null,
        onsuccess: null,
        onerror: null,
        get result() {
          return real?.result;
        },
        get transaction() {
          return real?.transaction ?? null;
        },
        get error() {
          return real?.error ?? null;
        },
      };
      const answer = (storage: boolean) => {
        if (!storage) {
          request.onerror?.(new Event('error'));
          return;
        }
        real = factory.open(name, version);
        real.onupgradeneeded = (event) => request.onupgradeneeded?.(event);
        real.onsuccess = (event) => request.onsuccess?.(event);
        real.onerror = (event) => request.onerror?.(event);
      };
      if (decided === null) waiting.push(answer);
      else answer(decided);
      return request;
    },
  });
  const decide = (storage: boolean) => {
    decided = storage;
    waiting.splice(0).forEach((answer) => answer(storage));
  };
  return { open: () => decide(true), refuse: () => decide(false) };
}
