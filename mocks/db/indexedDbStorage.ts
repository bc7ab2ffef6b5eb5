/**
 * DbStorage over IndexedDB: rows in small chunks so a change writes only near what changed, one
 * transaction per change, the bytes of uploads as Blobs (room for real files, read lazily by
 * the browser) (docs/decisions/013-indexeddb-for-the-browser-mock.md).
 */
import type { MockScale } from './schema';
import {
  StorageWriteError,
  type ChangeSet,
  type DbStorage,
  type Loaded,
  type Revisions,
  type StoredFile,
  type StoredRecord,
} from './storage';
import { TABLES, type TableName } from './validate';

export const IDB_NAME = 'workflow-mock';
const IDB_VERSION = 1;
/**
 * Rows of every table of both scales in chunks of CHUNK ids, keyed [scale, table, floor(id /
 * CHUNK)]: the large data set is about 125,000 rows, and a few hundred values store and load
 * many times faster than one value per row, while a change still rewrites only its chunks.
 */
const RECORDS = 'records';
export const CHUNK = 256;
/** `db:<scale>` the rest of a db; `sessions`; `rev:<scale>` and `rev:sessions` the revisions. */
const META = 'meta';
/** Upload bytes by upload id (ids of the two scales never meet, see seed.ts FIRST_UPLOAD_ID). */
const FILES = 'files';

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = (event) => event.preventDefault();
  });
}

const tableRange = (scale: MockScale, table: TableName): IDBKeyRange => IDBKeyRange.bound([scale, table], [scale, table, []]);
const scaleRange = (scale: MockScale): IDBKeyRange => IDBKeyRange.bound([scale], [scale, []]);

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, IDB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(RECORDS);
      db.createObjectStore(META);
      db.createObjectStore(FILES, { keyPath: 'id' }).createIndex('scale', 'scale');
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version in another tab must not wait for this one to close.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is held by an older version in another tab'));
  });
}

/** Rewrites every chunk a change touches, in the transaction of the change. */
async function writeChunks(records: IDBObjectStore, change: ChangeSet): Promise<void> {
  const touched = new Map<string, { key: [MockScale, TableName, number]; puts: StoredRecord[]; deletes: Set<number> }>();
  const chunkOf = (table: TableName, id: number) => {
    const key: [MockScale, TableName, number] = [change.scale, table, Math.floor(id / CHUNK)];
    const name = key.join(':');
    let entry = touched.get(name);
    if (!entry) {
      entry = { key, puts: [], deletes: new Set() };
      touched.set(name, entry);
    }
    return entry;
  };
  for (const { table, record } of change.puts) chunkOf(table, record.id).puts.push(record);
  for (const { table, id } of change.deletes) chunkOf(table, id).deletes.add(id);
  await Promise.all(
    [...touched.values()].map(async ({ key, puts, deletes }) => {
      const stored = change.replace ? undefined : await requested<unknown>(records.get(key));
      const rows = new Map<number, unknown>();
      if (Array.isArray(stored)) {
        for (const row of stored)
          if (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number') rows.set(row.id, row);
      }
      for (const id of deletes) rows.delete(id);
      for (const record of puts) rows.set(record.id, record);
      if (rows.size === 0) records.delete(key);
      else
        records.put(
          [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row),
          key,
        );
    }),
  );
}

const asRevision = (value: unknown): number => (typeof value === 'number' ? value : 0);

function failureOf(error: unknown): StorageWriteError {
  if (error instanceof StorageWriteError) return error;
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  return new StorageWriteError(name === 'QuotaExceededError' ? 'full' : 'failed', detail, { cause: error });
}

export function indexedDbStorage(factory: IDBFactory, name = IDB_NAME): DbStorage {
  let connection: Promise<IDBDatabase> | null = null;
  const database = (): Promise<IDBDatabase> => {
    connection ??= open(factory, name).catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };

  async function readRevisions(meta: IDBObjectStore, scale: MockScale): Promise<Revisions> {
    const [data, sessions] = await Promise.all([requested(meta.get(`rev:${scale}`)), requested(meta.get('rev:sessions'))]);
    return { data: asRevision(data), sessions: asRevision(sessions) };
  }

  return {
    async revisions(scale) {
      const tx = (await database()).transaction(META, 'readonly');
      return readRevisions(tx.objectStore(META), scale);
    },

    async loadDb(scale): Promise<Loaded> {
      const tx = (await database()).transaction([RECORDS, META], 'readonly');
      const records = tx.objectStore(RECORDS);
      const meta = tx.objectStore(META);
      const [head, revision, ...lists] = await Promise.all([
        requested<unknown>(meta.get(`db:${scale}`)),
        requested<unknown>(meta.get(`rev:${scale}`)),
        ...TABLES.map((table) => requested<unknown[]>(records.getAll(tableRange(scale, table)))),
      ]);
      if (head === undefined && lists.every((list) => list.length === 0)) return { value: undefined, revision: asRevision(revision) };
      const value: Record<string, unknown> = typeof head === 'object' && head !== null ? { ...head } : { head };
      // A chunk that is not a list shows up as a damaged row for the check to report.
      TABLES.forEach((table, i) => {
        value[table] = lists[i].flatMap((chunk) => (Array.isArray(chunk) ? chunk : [chunk]));
      });
      return { value, revision: asRevision(revision) };
    },

    async loadSessions(): Promise<Loaded> {
      const tx = (await database()).transaction(META, 'readonly');
      const meta = tx.objectStore(META);
      const [value, revision] = await Promise.all([requested<unknown>(meta.get('sessions')), requested<unknown>(meta.get('rev:sessions'))]);
      return { value, revision: asRevision(revision) };
    },

    async write(change: ChangeSet, expected: Revisions): Promise<Revisions> {
      let tx: IDBTransaction;
      try {
        tx = (await database()).transaction([RECORDS, META, FILES], 'readwrite');
      } catch (error) {
        throw failureOf(error);
      }
      const done = finished(tx);
      // Rejections are read through `done`; this keeps an early one from going unhandled.
      done.catch(() => undefined);
      const records = tx.objectStore(RECORDS);
      const meta = tx.objectStore(META);
      const files = tx.objectStore(FILES);
      try {
        const stored = await readRevisions(meta, change.scale);
        if (stored.data !== expected.data || stored.sessions !== expected.sessions) {
          tx.abort();
          throw new StorageWriteError('conflict', 'the data was changed by another tab');
        }
        if (change.replace) {
          records.delete(scaleRange(change.scale));
          const old = await requested(files.index('scale').getAllKeys(change.scale));
          for (const key of old) files.delete(key);
        }
        await writeChunks(records, change);
        for (const file of change.files) files.put(file);
        const next: Revisions = { data: stored.data, sessions: stored.sessions };
        if (change.replace || change.meta || change.puts.length || change.deletes.length || change.files.length) {
          if (change.meta) meta.put(change.meta, `db:${change.scale}`);
          next.data += 1;
          meta.put(next.data, `rev:${change.scale}`);
        }
        if (change.sessions !== undefined) {
          meta.put(change.sessions, 'sessions');
          next.sessions += 1;
          meta.put(next.sessions, 'rev:sessions');
        }
        await done;
        return next;
      } catch (error) {
        try {
          tx.abort();
        } catch {
          // Already aborted (by the browser, e.g. over quota): `error` is its reason.
        }
        throw failureOf(error);
      }
    },

    async readFile(id): Promise<StoredFile | undefined> {
      const tx = (await database()).transaction(FILES, 'readonly');
      return requested<StoredFile | undefined>(tx.objectStore(FILES).get(id));
    },
  };
}
