/**
 * What the browser mock needs from a place that keeps its data across reloads and tabs, kept
 * small so the db logic never depends on one kind of storage: IndexedDB in the browser
 * (indexedDbStorage.ts), the same code over fake-indexeddb in Node tests
 * (docs/decisions/013-indexeddb-for-the-browser-mock.md).
 */
import type { Db, MockScale } from './schema';
import type { TableName } from './validate';

/** Counters bumped by every write: a tab whose counters differ reads the data again. */
export interface Revisions {
  data: number;
  sessions: number;
}

/** The bytes of one upload with what is needed to serve it without the db. */
export interface StoredFile {
  id: number;
  scale: MockScale;
  fileName: string;
  contentType: string;
  blob: Blob;
}

/** Everything of a db except its record lists. */
export type DbMeta = Omit<Db, TableName>;

export type StoredRecord = Db[TableName][number];

/** One write, applied all or nothing. */
export interface ChangeSet {
  scale: MockScale;
  /** Remove every record and file of the scale first (a fresh seed or a reset). */
  replace: boolean;
  meta: DbMeta | null;
  puts: Array<{ table: TableName; record: StoredRecord }>;
  deletes: Array<{ table: TableName; id: number }>;
  files: StoredFile[];
  /** The whole sessions value when it changed; undefined leaves it as it is. */
  sessions: unknown;
}

export interface Loaded {
  /** The stored value as found (checked by the caller), undefined when nothing is stored. */
  value: unknown;
  revision: number;
}

export type WriteFailure = 'full' | 'conflict' | 'failed';

/** A write that did not happen; nothing of it was kept. */
export class StorageWriteError extends Error {
  readonly failure: WriteFailure;

  constructor(failure: WriteFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageWriteError';
    this.failure = failure;
  }
}

export interface DbStorage {
  revisions(scale: MockScale): Promise<Revisions>;
  loadDb(scale: MockScale): Promise<Loaded>;
  loadSessions(): Promise<Loaded>;
  /** Applies the change when the stored revisions still equal `expected`; rejects with StorageWriteError. */
  write(change: ChangeSet, expected: Revisions): Promise<Revisions>;
  readFile(id: number): Promise<StoredFile | undefined>;
}
