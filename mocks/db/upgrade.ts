/**
 * Stored data of an earlier shape brought to the current one on load (persistentStore.ts,
 * legacy.ts), so nobody loses their demo data when the shape changes. Version 1 named a
 * comment's author by email; version 2 keeps the author's user id (schema.ts CommentRecord);
 * version 3 keeps each task's sign-off trail (upgradeTrail.ts).
 * Anything this cannot read is returned unchanged, for the strict check to report.
 */
import { DB_VERSION } from './schema';
import { upgradeTrail } from './upgradeTrail';
import { upgradeUploads } from './upgradeUploads';
import type { TableName } from './validate';

interface Upgrade {
  value: unknown;
  /** Whether anything changed, so the caller stores the upgraded data. */
  upgraded: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of the account an email belongs to (compared without case), 0 when none does. */
function authorIdOf(users: unknown[], email: string): number {
  const wanted = email.toLowerCase();
  const author = users.find((u) => isObject(u) && typeof u.email === 'string' && u.email.toLowerCase() === wanted);
  return isObject(author) && typeof author.id === 'number' ? author.id : 0;
}

/** A version 1 comment (`email`) as version 2 (`authorId`); one already upgraded is kept as it is. */
function upgradedComment(comment: unknown, users: unknown[]): unknown {
  if (!isObject(comment) || typeof comment.email !== 'string' || 'authorId' in comment) return comment;
  const { email, ...rest } = comment;
  return { ...rest, authorId: authorIdOf(users, email) };
}

function upgradeComments(value: unknown): Upgrade {
  if (!isObject(value) || value.version !== 1 || !Array.isArray(value.users) || !Array.isArray(value.comments)) {
    return { value, upgraded: false };
  }
  const users = value.users;
  const comments = value.comments.map((comment) => upgradedComment(comment, users));
  return { value: { ...value, version: DB_VERSION, comments }, upgraded: true };
}

/** Stored data brought to the current shape, and the tables that changed, to be stored again once. */
export interface StoredUpgrade {
  value: unknown;
  tables: TableName[];
}

/** Every upgrade in turn: comments by author id, the sign-off trail (upgradeTrail.ts), then uploads by key (upgradeUploads.ts). */
export function upgradeDb(value: unknown): StoredUpgrade {
  const comments = upgradeComments(value);
  const trail = upgradeTrail(comments.value);
  const uploads = upgradeUploads(trail.value);
  const tables = new Set<TableName>([...trail.tables, ...uploads.changed.map((row) => row.table)]);
  if (comments.upgraded) tables.add('comments');
  return { value: uploads.value, tables: [...tables] };
}
