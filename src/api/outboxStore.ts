/**
 * The outbox's own IndexedDB database (not the mock's): what was kept survives a reload and a
 * closed tab (docs/behaviour.md §4 "The outbox"). File bytes are stored as ArrayBuffers.
 */
import type { KeptFile, NewOutboxItem, OutboxItem, OutboxStatus } from '../domain/outbox';

const DB_NAME = 'workflow-outbox';
const STORE = 'items';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    // No storage at all (a browser that refuses it): nothing is kept, and it is said so.
    if (typeof indexedDB === 'undefined' || !indexedDB) throw new Error('This browser keeps no outbox');
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The outbox could not be opened'));
  }).catch((error: unknown) => {
    // Tried again on the next use: storage may come back (a private window, a full disk).
    opened = null;
    throw error;
  });
  return opened;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The outbox could not be read'));
  });
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(STORE, mode).objectStore(STORE);
}

const listeners = new Set<() => void>();

/** Any change to the outbox, in this tab: the outbox actor reads it again. */
export function onOutboxChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Every item, oldest first. */
export async function readOutbox(): Promise<OutboxItem[]> {
  const items = await done<OutboxItem[]>((await store('readonly')).getAll());
  return items.sort((a, b) => a.id - b.id);
}

/** Keeps a new item, waiting; its key is made here, once. */
export async function keepInOutbox(item: NewOutboxItem): Promise<void> {
  const kept: Omit<OutboxItem, 'id'> = {
    ...item,
    key: crypto.randomUUID(),
    keptAt: new Date().toISOString(),
    status: { state: 'waiting' },
  };
  await done((await store('readwrite')).add(kept));
  changed();
}

/** Records an item's outcome. */
export async function markOutboxItem(item: OutboxItem, status: OutboxStatus): Promise<void> {
  await done((await store('readwrite')).put({ ...item, status }));
  changed();
}

/** Drops an item (sent and seen, or discarded). */
export async function dropOutboxItem(id: number): Promise<void> {
  await done((await store('readwrite')).delete(id));
  changed();
}

/** Closes the database, so a test can delete it. */
export async function closeOutbox(): Promise<void> {
  const open = opened;
  opened = null;
  // A database that never opened has nothing to close.
  if (open) (await open.catch(() => null))?.close();
}

/** The chosen files with their bytes, as the outbox keeps them. */
export async function keptFiles(files: readonly File[]): Promise<KeptFile[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, type: file.type, bytes: await file.arrayBuffer() })));
}
