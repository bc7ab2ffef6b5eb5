/**
 * The outbox's own IndexedDB database (not the mock's): what was kept survives a reload and a
 * closed tab (docs/behaviour.md §4 "The outbox"). File bytes are stored as ArrayBuffers in a
 * store of their own, under their item's id, and read only when that item is sent: the list is
 * read again after every change, and reading every item's bytes each time held the page's main
 * thread for over 50 ms (docs/decisions/054-the-outbox-drain-off-the-main-thread.md).
 */
import type { KeptFile, NewOutboxItem, OutboxItem, OutboxStatus } from '../domain/outbox';

const DB_NAME = 'workflow-outbox';
const STORE = 'items';
/** Each item's files' bytes (ArrayBuffer[] in the order of its `files`), keyed by the item's id. */
const FILES = 'files';
const VERSION = 2;

/** Version 1 kept the bytes inside each item: they move to their own store, and the item keeps the names. */
function moveBytesOut(transaction: IDBTransaction): void {
  const files = transaction.objectStore(FILES);
  const request = transaction.objectStore(STORE).openCursor();
  request.onsuccess = () => {
    const cursor = request.result;
    if (!cursor) return;
    const item = cursor.value as Omit<OutboxItem, 'files'> & { files: KeptFile[] };
    if (item.files.length > 0)
      files.put(
        item.files.map((file) => file.bytes),
        item.id,
      );
    cursor.update({ ...item, files: item.files.map(({ name, type }) => ({ name, type })) });
    cursor.continue();
  };
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    // No storage at all (a browser that refuses it): nothing is kept, and it is said so.
    if (typeof indexedDB === 'undefined' || !indexedDB) throw new Error('This browser keeps no outbox');
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = (event) => {
      const db = request.result;
      if (event.oldVersion < 1) db.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      db.createObjectStore(FILES);
      if (event.oldVersion === 1 && request.transaction) moveBytesOut(request.transaction);
    };
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

/** Resolves once `transaction` has written everything. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('The outbox could not be written'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The outbox could not be written'));
  });
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

/** Every item, oldest first, without its files' bytes. */
export async function readOutbox(): Promise<OutboxItem[]> {
  const items = await done<OutboxItem[]>((await store('readonly')).getAll());
  return items.sort((a, b) => a.id - b.id);
}

/** Keeps a new item, waiting, and its files' bytes beside it, in one transaction; its key is made here, once. */
export async function keepInOutbox(item: NewOutboxItem): Promise<void> {
  const kept: Omit<OutboxItem, 'id'> = {
    ...item,
    files: item.files.map(({ name, type }) => ({ name, type })),
    key: crypto.randomUUID(),
    keptAt: new Date().toISOString(),
    status: { state: 'waiting' },
  };
  const transaction = (await database()).transaction([STORE, FILES], 'readwrite');
  const written = committed(transaction);
  const added = transaction.objectStore(STORE).add(kept);
  added.onsuccess = () => {
    if (item.files.length > 0)
      transaction.objectStore(FILES).put(
        item.files.map((file) => file.bytes),
        added.result,
      );
  };
  await written;
  changed();
}

/** The item's files with their bytes, read when it is sent. */
export async function readKeptFiles(item: Pick<OutboxItem, 'id' | 'files'>): Promise<KeptFile[]> {
  if (item.files.length === 0) return [];
  const bytes = await done<ArrayBuffer[] | undefined>((await database()).transaction(FILES, 'readonly').objectStore(FILES).get(item.id));
  if (!bytes || bytes.length !== item.files.length) throw new Error('The outbox lost the files of this item');
  return item.files.map((file, at) => ({ ...file, bytes: bytes[at] }));
}

/** Records an item's outcome. */
export async function markOutboxItem(item: OutboxItem, status: OutboxStatus): Promise<void> {
  await done((await store('readwrite')).put({ ...item, status }));
  changed();
}

/** Drops an item (sent and seen, or discarded) with its files' bytes. */
export async function dropOutboxItem(id: number): Promise<void> {
  const transaction = (await database()).transaction([STORE, FILES], 'readwrite');
  const written = committed(transaction);
  transaction.objectStore(STORE).delete(id);
  transaction.objectStore(FILES).delete(id);
  await written;
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
