/**
 * The browser mock's data, kept in a DbStorage and shared by every tab
 * (docs/decisions/013-indexeddb-for-the-browser-mock.md). Each request runs under one lock for
 * all tabs: read the stored revision (and the data again when another tab changed it), run the
 * handler on the live data, store what changed in one transaction, then answer. A write that
 * fails is undone in memory too and answered with a message the screen shows; stored data that
 * fails the strict check is reported, never replaced, until the user resets it. A job or task
 * whose own date cannot be read is served as it is and named once in the notices, never a
 * reason to refuse the rest (docs/decisions/029-a-stored-date-that-cannot-be-read.md).
 */
import { auditBaseOf, type AuditBase } from './activityLog';
import { changesOf, replacementOf, rewriteOf, snapshotOf, type Snapshot } from './changes';
import { importLegacy, type LegacyCopy } from './legacy';
import type { Lock } from './locks';
import type { Db, MockScale } from './schema';
import { StorageWriteError, type ChangeSet, type DbStorage, type Revisions, type StoredFile } from './storage';
import {
  bindLiveData,
  failuresFrom,
  freshLiveData,
  sessionsFrom,
  storedSignIns,
  takeCommitted,
  type FailureLog,
  type LiveData,
  type MockSession,
} from './store';
import { upgradeDb } from './upgrade';
import { isSoundDb, problemOf, unreadableDates, type TableName } from './validate';

export const STORAGE_FULL_MESSAGE =
  'Not saved: the browser storage for the demo data is full. Nothing else was changed. Free some space for this site or use Reset demo data.';
export const STORAGE_CONFLICT_MESSAGE = 'Not saved: the demo data was changed in another tab at the same moment. Please try again.';

export const storageFailedMessage = (detail: string): string => `Not saved: the browser could not store the demo data (${detail}).`;

export const storageDamagedMessage = (detail: string): string =>
  `The saved demo data is damaged (${detail}) and cannot be used. Use Reset demo data on the sign-in page to start again.`;

/** The first copy of the data could not be stored (a storage already full, or none at all). */
export const storageUnusableMessage = (reason: string): string => `The demo data cannot be kept in this browser. ${reason}`;

/** How a refusal is answered on one route group (an envelope on /api, the file service's shape on /mock-files). */
export type Refusal = (message: string, code: string) => Response;

/** On /api a refusing envelope the screen shows (docs/decisions/001-http-200-envelopes.md). */
export const apiRefusal: Refusal = (message, code) => Response.json({ responseCode: code, responseDescription: message, response: null });

/** On the file service its own error shape, which an upload shows as "File upload failed: …". */
export const fileRefusal: Refusal = (message, code) => Response.json({ error: { message } }, { status: Number(code) || 500 });

export interface PersistentStoreOptions {
  storage: DbStorage;
  scale: MockScale;
  lock: Lock;
  /** Demo data of earlier versions, moved in on first start (demo scale only). */
  legacy?: LegacyCopy;
  /** A fresh data set of a scale; the seed unless a test needs a smaller one. */
  seed?: (scale: MockScale) => LiveData;
}

const UNKNOWN: Revisions = { data: -1, sessions: -1 };

function messageOf(error: unknown): { message: string; code: string } {
  if (error instanceof StorageWriteError && error.failure === 'full') return { message: STORAGE_FULL_MESSAGE, code: '507' };
  if (error instanceof StorageWriteError && error.failure === 'conflict') return { message: STORAGE_CONFLICT_MESSAGE, code: '409' };
  return { message: storageFailedMessage(error instanceof Error ? error.message : String(error)), code: '500' };
}

function storedFiles(db: Db, files: Map<number, Blob>): StoredFile[] {
  return db.uploads.flatMap((upload) => {
    const blob = files.get(upload.id);
    return blob ? [{ id: upload.id, scale: db.scale, fileName: upload.fileName, contentType: upload.contentType, blob }] : [];
  });
}

export class PersistentStore {
  private readonly options: PersistentStoreOptions;
  private db: Db | null = null;
  private snapshot: Snapshot | null = null;
  /** The logged tables as last stored, for the activity log; a request's commit moves it on. */
  private audit: { base: AuditBase } = { base: new Map() };
  private sessions = new Map<string, MockSession>();
  /** Failed sign-ins, stored with the sessions (signInThrottle.ts). */
  private signInFailures: FailureLog = new Map();
  /** The sessions and failed sign-ins as last stored, to tell whether a request changed them. */
  private sessionsJson = '';
  /** Bytes of uploads made by the request under way, stored with its change. */
  private readonly staged = new Map<number, Blob>();
  private revisions: Revisions = UNKNOWN;
  /** What the user is told while the data cannot be used. */
  private problem: string | null = null;

  constructor(options: PersistentStoreOptions) {
    this.options = options;
  }

  /** Reads (or first seeds) the stored data; safe to call more than once. */
  start(): Promise<void> {
    return this.options.lock(() => this.sync());
  }

  /** What the user is told when the stored data cannot be used (damaged, or not storable), null when it can. */
  damage(): string | null {
    return this.problem;
  }

  /** Records the data can be used with but should be put right (a date that cannot be read), one line each, as they are now. */
  notices(): string[] {
    return this.db ? unreadableDates(this.db) : [];
  }

  /** Runs one request on the shared data; `handle` answers undefined for a request no handler takes. */
  serve(handle: () => Promise<Response | undefined>, refuse: Refusal): Promise<Response | undefined> {
    return this.options.lock(async () => {
      try {
        await this.sync();
      } catch (error) {
        return refuse(storageFailedMessage(error instanceof Error ? error.message : String(error)), '500');
      }
      const db = this.db;
      if (this.problem !== null || db === null) return refuse(this.problem ?? storageDamagedMessage('nothing could be read'), '503');
      bindLiveData({ db, sessions: this.sessions, signInFailures: this.signInFailures, files: this.staged, audit: this.audit }, (id) =>
        this.readFile(id),
      );
      let response: Response | undefined;
      try {
        response = await handle();
      } catch (error) {
        await this.rollback();
        throw error;
      }
      try {
        await this.flush(takeCommitted());
      } catch (error) {
        await this.rollback();
        const { message, code } = messageOf(error);
        return refuse(message, code);
      }
      return response;
    });
  }

  /** "Reset demo data": this scale back to its seed, sessions kept; repairs damaged data too. */
  reset(): Promise<void> {
    return this.options.lock(async () => {
      const fresh = this.seed(this.options.scale);
      const stored = await this.options.storage.revisions(this.options.scale);
      this.revisions = await this.options.storage.write(replacementOf(fresh.db, storedFiles(fresh.db, fresh.files)), stored);
      if (this.options.scale === 'demo') this.options.legacy?.clear();
      this.useDb(fresh.db);
      this.staged.clear();
    });
  }

  private seed(scale: MockScale): LiveData {
    return (this.options.seed ?? freshLiveData)(scale);
  }

  private async readFile(id: number): Promise<Blob | undefined> {
    return (await this.options.storage.readFile(id))?.blob;
  }

  private useDb(db: Db): void {
    this.db = db;
    this.snapshot = snapshotOf(db);
    this.audit = { base: auditBaseOf(db) };
    this.problem = null;
  }

  private async sync(): Promise<void> {
    const { storage, scale } = this.options;
    const stored = await storage.revisions(scale);
    if (stored.sessions !== this.revisions.sessions) {
      const loaded = await storage.loadSessions();
      this.sessions = sessionsFrom(loaded.value);
      this.signInFailures = failuresFrom(loaded.value);
      this.sessionsJson = this.signInsJson();
      this.revisions = { ...this.revisions, sessions: loaded.revision };
    }
    if (stored.data === this.revisions.data) return;
    const loaded = await storage.loadDb(scale);
    this.revisions = { ...this.revisions, data: loaded.revision };
    if (loaded.value === undefined) {
      await this.firstStart();
      return;
    }
    const { value, tables } = upgradeDb(loaded.value);
    if (!isSoundDb(value, scale)) {
      this.db = null;
      this.problem = storageDamagedMessage(problemOf(value, scale) ?? 'unknown damage');
      return;
    }
    if (tables.length > 0) await this.storeUpgrade(value, tables);
    this.useDb(value);
  }

  /** Data of an earlier shape, upgraded on load, is stored in the new shape once (upgrade.ts), so every tab reads the same. */
  private async storeUpgrade(db: Db, tables: TableName[]): Promise<void> {
    try {
      this.revisions = await this.options.storage.write(rewriteOf(db, tables), this.revisions);
    } catch (error) {
      // Read everything again next time rather than trust data that was not stored.
      this.revisions = UNKNOWN;
      throw error;
    }
  }

  /** Nothing stored for this scale yet: the demo data of an earlier version, else the seed. */
  private async firstStart(): Promise<void> {
    const { storage, scale, legacy } = this.options;
    const imported = scale === 'demo' && legacy ? importLegacy(legacy) : null;
    if (imported && !imported.ok) {
      this.db = null;
      this.problem = storageDamagedMessage(imported.problem);
      return;
    }
    const start = imported ?? { ...this.seed(scale), sessions: undefined };
    const change: ChangeSet = replacementOf(start.db, storedFiles(start.db, start.files));
    if (start.sessions) change.sessions = storedSignIns(new Map([...this.sessions, ...start.sessions]), this.signInFailures);
    try {
      this.revisions = await storage.write(change, this.revisions);
    } catch (error) {
      this.db = null;
      this.problem = storageUnusableMessage(messageOf(error).message);
      return;
    }
    if (imported) legacy?.clear();
    if (start.sessions) {
      this.sessions = sessionsFrom(change.sessions);
      this.sessionsJson = this.signInsJson();
    }
    this.useDb(start.db);
  }

  private signInsJson(): string {
    return JSON.stringify(storedSignIns(this.sessions, this.signInFailures));
  }

  private async flush(committed: boolean): Promise<void> {
    if (!this.db || !this.snapshot) return;
    const sessionsJson = this.signInsJson();
    const sessionsChanged = sessionsJson !== this.sessionsJson;
    if (!committed && !sessionsChanged && this.staged.size === 0) return;
    const { change, after } = changesOf(this.snapshot, this.db, this.options.scale, storedFiles(this.db, this.staged));
    if (sessionsChanged) change.sessions = storedSignIns(this.sessions, this.signInFailures);
    this.revisions = await this.options.storage.write(change, this.revisions);
    this.snapshot = after;
    this.sessionsJson = sessionsJson;
    this.staged.clear();
  }

  /** Forgets what the failed request did in memory: the stored data is read again. */
  private async rollback(): Promise<void> {
    this.staged.clear();
    this.db = null;
    this.revisions = UNKNOWN;
    try {
      await this.sync();
    } catch {
      // The next request reads again and reports what it finds.
    }
  }
}
