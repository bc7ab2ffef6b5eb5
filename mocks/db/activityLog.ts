/**
 * The firm activity log (docs/api-extensions.md `activity-log`,
 * docs/decisions/045-the-firm-activity-log.md): after every write (store.ts `commit`) each
 * logged table is compared with its copy from the write before, and each record created,
 * changed or deleted becomes one entry with the fields before and after. It is generic: a table
 * added to the db is logged as it is, unless it is named in NOT_LOGGED.
 */
import type { ActivityAction, ActivityRecord, Db } from './schema';
import { sha256Hex } from './sha256';
import { TABLES, type TableName } from './validate';

/** Tables that are not the firm's records: the file service's own rows and the log itself. */
export const NOT_LOGGED: ReadonlySet<TableName> = new Set<TableName>(['uploads', 'activity']);

/** A field whose name says it holds a secret: a change to it is noted by name, its values never written. */
const SECRET_FIELD = /password|token|secret/i;

/**
 * Fields that are bookkeeping, not the firm's work: left out, and a change to them alone is no
 * entry. `id` is the entry's own recordId; `lastModifiedBy` repeats the entry's own who. Session
 * tokens, their last use and the sign-in throttle's counters are kept apart from the db
 * (store.ts), so no entry ever sees them.
 */
export const NOISE_FIELDS: ReadonlySet<string> = new Set(['id', 'lastModifiedBy']);

export const GENESIS_HASH = '0'.repeat(64);

/** A field's value as copied: objects and lists as their JSON, so a later change to them shows. */
class Json {
  constructor(readonly text: string) {}
}

type RowCopy = Map<string, unknown>;

/**
 * The firm's settings kept beside the tables (schema.ts `Db.signOff`, `Db.planning`) are logged
 * like a table's rows, one a setting, of kind `setting`: a change to how the firm signs off, or
 * to how far ahead its work is planned, is a change to its records too.
 */
const SETTINGS = 'settings';

/** Where logged records come from: a table, or the firm's settings. */
type Source = TableName | typeof SETTINGS;

/** A logged record: a row of a table, or one setting. */
interface LoggedRow {
  readonly id: number;
}

/** Every logged source's rows as they were after the last write. */
export type AuditBase = Map<Source, Map<number, RowCopy>>;

const copyField = (value: unknown): unknown => (typeof value === 'object' && value !== null ? new Json(JSON.stringify(value)) : value);

const sameField = (copy: unknown, value: unknown): boolean =>
  copy instanceof Json ? typeof value === 'object' && value !== null && copy.text === JSON.stringify(value) : copy === value;

const valueOf = (copy: unknown): unknown => (copy instanceof Json ? JSON.parse(copy.text) : copy);

/** The keys of the db a source's rows come from. */
const keysOf = (source: Source): Array<keyof Db> => (source === SETTINGS ? ['signOff', 'planning'] : [source]);

function rowsOf(db: Db, source: Source): readonly LoggedRow[] {
  if (source !== SETTINGS) return db[source];
  const signOff = { id: 1, name: 'Sign-off levels', ...db.signOff };
  const planning = { id: 2, name: 'Planning', ...db.planning };
  return [signOff, planning];
}

/** One field of a record of any table. */
const fieldOf = (record: LoggedRow, key: string): unknown => (Object.hasOwn(record, key) ? Reflect.get(record, key) : undefined);

function copyOf(record: LoggedRow): RowCopy {
  const copy: RowCopy = new Map();
  for (const [key, value] of Object.entries(record)) copy.set(key, copyField(value));
  return copy;
}

/** Whether the record still matches its copy; field by field, as changes.ts does, to keep a write quick on the large data set. */
function sameRow(copy: RowCopy, record: LoggedRow): boolean {
  const keys = Object.keys(record);
  return keys.length === copy.size && keys.every((key) => copy.has(key) && sameField(copy.get(key), fieldOf(record, key)));
}

const loggedSources = (): Source[] => [...TABLES.filter((table) => !NOT_LOGGED.has(table)), SETTINGS];

export function auditBaseOf(db: Db): AuditBase {
  return new Map(loggedSources().map((source) => [source, new Map(rowsOf(db, source).map((record) => [record.id, copyOf(record)]))]));
}

/** The kind of record a source holds: its name in the singular. */
export const kindOf = (table: Source): string => table.replace(/ies$/, 'y').replace(/s$/, '');

interface Change {
  table: Source;
  id: number;
  action: ActivityAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  hidden: string[];
  /** The record as it is now, or as it was when deleted. */
  row: Record<string, unknown>;
}

/** The fields of a change that may be written, and the secret ones that changed. */
function split(fields: string[], read: (field: string) => { before: unknown; after: unknown }, action: ActivityAction) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const hidden: string[] = [];
  for (const field of fields) {
    if (NOISE_FIELDS.has(field)) continue;
    if (SECRET_FIELD.test(field)) {
      hidden.push(field);
      continue;
    }
    const values = read(field);
    if (action !== 'created') before[field] = values.before;
    if (action !== 'deleted') after[field] = values.after;
  }
  return { before: action === 'created' ? null : before, after: action === 'deleted' ? null : after, hidden };
}

function changesIn(db: Db, base: AuditBase, table: Source): { changes: Change[]; rows: Map<number, RowCopy> } {
  const old = base.get(table) ?? new Map<number, RowCopy>();
  const now = new Map<number, RowCopy>();
  const changes: Change[] = [];
  for (const record of rowsOf(db, table)) {
    const copy = old.get(record.id);
    if (copy && sameRow(copy, record)) {
      now.set(record.id, copy);
      continue;
    }
    const row: Record<string, unknown> = Object.fromEntries(Object.entries(record));
    now.set(record.id, copyOf(record));
    if (!copy) {
      const fields = split(Object.keys(row), (field) => ({ before: undefined, after: row[field] }), 'created');
      changes.push({ table, id: record.id, action: 'created', ...fields, row });
      continue;
    }
    const keys = new Set([...copy.keys(), ...Object.keys(row)]);
    const differing = [...keys].filter((key) => !sameField(copy.get(key), row[key]));
    const fields = split(differing, (field) => ({ before: valueOf(copy.get(field)) ?? null, after: row[field] ?? null }), 'changed');
    // A change to bookkeeping alone is no entry; a secret that changed is still named.
    if (Object.keys(fields.after ?? {}).length > 0 || fields.hidden.length > 0) {
      changes.push({ table, id: record.id, action: 'changed', ...fields, row });
    }
  }
  for (const [id, copy] of old) {
    if (now.has(id)) continue;
    const row = Object.fromEntries([...copy].map(([key, value]) => [key, valueOf(value)]));
    const fields = split([...copy.keys()], (field) => ({ before: row[field], after: undefined }), 'deleted');
    changes.push({ table, id, action: 'deleted', ...fields, row });
  }
  return { changes, rows: now };
}

const positiveId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** The job and client a record belongs to, for filtering: its own id, the ids it names, or those of its task or job. */
function linksOf(db: Db, table: Source, id: number, row: Record<string, unknown>): { jobId: number | null; clientId: number | null } {
  let jobId = table === 'jobs' ? id : positiveId(row.jobId);
  const taskId = table === 'tasks' ? null : positiveId(row.taskId);
  if (jobId === null && taskId !== null) jobId = db.tasks.find((task) => task.id === taskId)?.jobId ?? null;
  let clientId = table === 'clients' ? id : positiveId(row.clientId);
  if (clientId === null && jobId !== null) clientId = positiveId(db.jobs.find((job) => job.id === jobId)?.clientId);
  return { jobId, clientId };
}

/** What the record was called: its name field, a person's full name, or the start of its text. */
function labelOf(row: Record<string, unknown>): string {
  const text = (key: string): string => (typeof row[key] === 'string' ? String(row[key]) : '');
  const person = [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  const name = text('jobName') || text('taskName') || text('clientName') || text('name') || person || text('comment');
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}

/** The text an entry's hash covers: the previous hash, then every fact of the entry in a fixed order. */
export function hashedText(previous: string, entry: Omit<ActivityRecord, 'hash'>): string {
  const facts = [
    entry.id,
    entry.at,
    entry.actorId,
    entry.kind,
    entry.recordId,
    entry.label,
    entry.clientId,
    entry.jobId,
    entry.action,
    entry.before,
    entry.after,
    entry.hidden,
  ];
  return `${previous}\n${JSON.stringify(facts)}`;
}

export const hashOf = (previous: string, entry: Omit<ActivityRecord, 'hash'>): string => sha256Hex(hashedText(previous, entry));

/**
 * Adds an entry to `db.activity` for every record changed since `base`, made by `actorId` at
 * `at`, and answers the base for the next write. A key `untouched` says was not even read since
 * the base was taken (a test's copy of the seed, copyOnRead.ts) is not compared again.
 */
export function recordActivity(
  db: Db,
  base: AuditBase,
  actorId: number | null,
  at: Date,
  untouched: (key: keyof Db) => boolean = () => false,
): AuditBase {
  const next: AuditBase = new Map();
  const stamp = at.toISOString();
  for (const table of loggedSources()) {
    const kept = base.get(table);
    if (kept && keysOf(table).every(untouched)) {
      next.set(table, kept);
      continue;
    }
    const { changes, rows } = changesIn(db, base, table);
    next.set(table, rows);
    for (const change of changes) {
      const previous = db.activity.at(-1)?.hash ?? GENESIS_HASH;
      const entry: Omit<ActivityRecord, 'hash'> = {
        id: db.nextId.activity++,
        at: stamp,
        actorId,
        kind: kindOf(change.table),
        recordId: change.id,
        label: labelOf(change.row),
        ...linksOf(db, change.table, change.id, change.row),
        action: change.action,
        before: change.before,
        after: change.after,
        hidden: change.hidden,
      };
      db.activity.push({ ...entry, hash: hashOf(previous, entry) });
    }
  }
  return next;
}

/** The id of the first entry that does not match its hash (changed, removed or reordered), or null when the chain holds. */
export function firstBrokenEntry(entries: readonly ActivityRecord[]): number | null {
  let previous = GENESIS_HASH;
  for (const entry of entries) {
    const { hash, ...facts } = entry;
    if (hashOf(previous, facts) !== hash) return entry.id;
    previous = hash;
  }
  return null;
}
