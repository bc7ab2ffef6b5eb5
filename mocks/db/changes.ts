/**
 * What a request changed: every row is compared with the copy taken after the last write, so
 * the handlers only say "commit" and a write carries just the rows that differ.
 */
import type { Db, MockScale } from './schema';
import type { ChangeSet, DbMeta, StoredFile, StoredRecord } from './storage';
import { TABLES, type TableName } from './validate';

/** A row as it was stored: its fields, lists and objects among them as JSON. */
type RowCopy = Map<string, unknown>;

export interface Snapshot {
  meta: string;
  rows: Record<TableName, Map<number, RowCopy>>;
}

function metaOf(db: Db): DbMeta {
  const {
    users: _u,
    clients: _c,
    jobs: _j,
    tasks: _t,
    comments: _m,
    uploads: _f,
    trail: _s,
    activity: _a,
    holidays: _h,
    templates: _p,
    clientTeams: _e,
    jobTemplates: _l,
    ...meta
  } = db;
  return meta;
}

function rowsOf(db: Db, table: TableName): readonly StoredRecord[] {
  return db[table];
}

const fieldCopy = (value: unknown): unknown => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value);

/**
 * Field by field rather than one JSON string per row: on the large data set (about 125,000
 * rows) this keeps the check of a write well under the cost of serialising everything.
 */
function copyOf(record: StoredRecord): RowCopy {
  const copy: RowCopy = new Map();
  for (const [key, value] of Object.entries(record)) copy.set(key, fieldCopy(value));
  return copy;
}

function sameRow(copy: RowCopy, record: StoredRecord): boolean {
  const entries = Object.entries(record);
  if (entries.length !== copy.size) return false;
  return entries.every(([key, value]) => copy.has(key) && copy.get(key) === fieldCopy(value));
}

function rowMap(db: Db, table: TableName): Map<number, RowCopy> {
  return new Map(rowsOf(db, table).map((record) => [record.id, copyOf(record)]));
}

export function snapshotOf(db: Db): Snapshot {
  const rows: Record<TableName, Map<number, RowCopy>> = {
    users: rowMap(db, 'users'),
    clients: rowMap(db, 'clients'),
    jobs: rowMap(db, 'jobs'),
    tasks: rowMap(db, 'tasks'),
    comments: rowMap(db, 'comments'),
    uploads: rowMap(db, 'uploads'),
    trail: rowMap(db, 'trail'),
    activity: rowMap(db, 'activity'),
    holidays: rowMap(db, 'holidays'),
    templates: rowMap(db, 'templates'),
    clientTeams: rowMap(db, 'clientTeams'),
    jobTemplates: rowMap(db, 'jobTemplates'),
  };
  return { meta: JSON.stringify(metaOf(db)), rows };
}

/** The change from `before` to `db`, and the snapshot to keep once it is written. */
export function changesOf(before: Snapshot, db: Db, scale: MockScale, files: StoredFile[]): { change: ChangeSet; after: Snapshot } {
  const change: ChangeSet = { scale, replace: false, meta: null, puts: [], deletes: [], files, sessions: undefined };
  const meta = JSON.stringify(metaOf(db));
  if (meta !== before.meta) change.meta = metaOf(db);
  const after: Snapshot = { meta, rows: { ...before.rows } };
  for (const table of TABLES) {
    const old = before.rows[table];
    const now = new Map<number, RowCopy>();
    for (const record of rowsOf(db, table)) {
      const copy = old.get(record.id);
      if (copy && sameRow(copy, record)) {
        now.set(record.id, copy);
      } else {
        now.set(record.id, copyOf(record));
        change.puts.push({ table, record });
      }
    }
    for (const id of old.keys()) if (!now.has(id)) change.deletes.push({ table, id });
    after.rows[table] = now;
  }
  return { change, after };
}

/** A change that replaces the whole scale with `db` (first start, reset). */
export function replacementOf(db: Db, files: StoredFile[]): ChangeSet {
  const puts = TABLES.flatMap((table) => rowsOf(db, table).map((record) => ({ table, record })));
  return { scale: db.scale, replace: true, meta: metaOf(db), puts, deletes: [], files, sessions: undefined };
}

/** A change that rewrites the meta and every row of `tables`: stored data brought to a new shape (upgrade.ts). */
export function rewriteOf(db: Db, tables: readonly TableName[]): ChangeSet {
  const puts = tables.flatMap((table) => rowsOf(db, table).map((record) => ({ table, record })));
  return { scale: db.scale, replace: false, meta: metaOf(db), puts, deletes: [], files: [], sessions: undefined };
}
