/**
 * What a request changed: every row is compared with the copy taken after the last write, so
 * the handlers only say "commit" and a write carries just the rows that differ.
 */
import type { Db, MockScale } from './schema';
import type { ChangeSet, DbMeta, StoredFile, StoredRecord } from './storage';
import { TABLES, type TableName } from './validate';

export interface Snapshot {
  meta: string;
  rows: Record<TableName, Map<number, string>>;
}

function metaOf(db: Db): DbMeta {
  const { users: _u, clients: _c, jobs: _j, tasks: _t, comments: _m, uploads: _f, ...meta } = db;
  return meta;
}

function rowsOf(db: Db, table: TableName): readonly StoredRecord[] {
  return db[table];
}

function rowMap(db: Db, table: TableName): Map<number, string> {
  return new Map(rowsOf(db, table).map((record) => [record.id, JSON.stringify(record)]));
}

export function snapshotOf(db: Db): Snapshot {
  const rows: Record<TableName, Map<number, string>> = {
    users: rowMap(db, 'users'), clients: rowMap(db, 'clients'), jobs: rowMap(db, 'jobs'),
    tasks: rowMap(db, 'tasks'), comments: rowMap(db, 'comments'), uploads: rowMap(db, 'uploads'),
  };
  return { meta: JSON.stringify(metaOf(db)), rows };
}

/** The change from `before` to `db`, and the snapshot to keep once it is written. */
export function changesOf(before: Snapshot, db: Db, scale: MockScale, files: StoredFile[]): { change: ChangeSet; after: Snapshot } {
  const after = snapshotOf(db);
  const change: ChangeSet = { scale, replace: false, meta: null, puts: [], deletes: [], files, sessions: undefined };
  if (after.meta !== before.meta) change.meta = metaOf(db);
  for (const table of TABLES) {
    const old = before.rows[table];
    const now = after.rows[table];
    for (const record of rowsOf(db, table)) {
      if (old.get(record.id) !== now.get(record.id)) change.puts.push({ table, record });
    }
    for (const id of old.keys()) if (!now.has(id)) change.deletes.push({ table, id });
  }
  return { change, after };
}

/** A change that replaces the whole scale with `db` (first start, reset). */
export function replacementOf(db: Db, files: StoredFile[]): ChangeSet {
  const puts = TABLES.flatMap((table) => rowsOf(db, table).map((record) => ({ table, record })));
  return { scale: db.scale, replace: true, meta: metaOf(db), puts, deletes: [], files, sessions: undefined };
}
