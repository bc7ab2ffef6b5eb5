/**
 * Stored data of an earlier shape brought to the current one on load (persistentStore.ts,
 * legacy.ts), so nobody loses their demo data when the shape changes. Version 1 named a
 * comment's author by email; version 2 keeps the author's user id (schema.ts CommentRecord);
 * version 3 adds the firm activity log, empty (what changed before it was kept is not known),
 * the firm's declared holidays, the product's list (each browser kept its own before), and
 * each task's sign-off trail (upgradeTrail.ts); version 4 adds job templates, client teams and
 * the planning setting (addTemplates).
 * Anything this cannot read is returned unchanged, for the strict check to report.
 */
import { DEFAULT_DECLARED_HOLIDAYS } from '../../src/domain/compliance';
import { DB_VERSION } from './schema';
import { upgradeTrail } from './upgradeTrail';
import { upgradeUploads } from './upgradeUploads';
import { defaultPlanning, defaultTemplateRows } from './seedTemplates';
import type { TableName } from './validate';

const DEFAULT_HOLIDAY_ROWS = DEFAULT_DECLARED_HOLIDAYS.map((holiday, i) => ({ id: i + 1, ...holiday }));

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
  return { value: { ...value, version: 2, comments }, upgraded: true };
}

/** Version 2 data gains an empty activity log, the product's holidays and their id counters (storage reads every table, so their lists may be there, empty). */
function addActivity(value: unknown): Upgrade & { holidaysAdded: boolean } {
  if (!isObject(value) || value.version !== 2 || !isObject(value.nextId)) return { value, upgraded: false, holidaysAdded: false };
  const activity = Array.isArray(value.activity) ? value.activity : [];
  const holidaysAdded = !Array.isArray(value.holidays) || value.holidays.length === 0;
  const holidays = holidaysAdded ? DEFAULT_HOLIDAY_ROWS : value.holidays;
  const nextId = { ...value.nextId, activity: 1, holiday: Array.isArray(holidays) ? holidays.length + 1 : 1 };
  return { value: { ...value, version: DB_VERSION, activity, holidays, nextId }, upgraded: true, holidaysAdded };
}

const optionList = (value: unknown): Array<{ id: number; name: string }> =>
  Array.isArray(value)
    ? value.filter((o): o is { id: number; name: string } => isObject(o) && typeof o.id === 'number' && typeof o.name === 'string')
    : [];

/**
 * Data stored before templates were kept gains the product's templates, no client teams, the
 * default planning setting and the template counter. The test is for the table, not the
 * version number, so it chains with any other step that moves the version on.
 */
function addTemplates(value: unknown): Upgrade {
  if (!isObject(value) || !isObject(value.nextId) || typeof value.nextId.template === 'number') return { value, upgraded: false };
  if (value.version !== 3 && value.version !== DB_VERSION) return { value, upgraded: false };
  const templates =
    Array.isArray(value.templates) && value.templates.length > 0 ? value.templates : defaultTemplateRows(optionList(value.jobTypes));
  const clientTeams = Array.isArray(value.clientTeams) ? value.clientTeams : [];
  const jobTemplates = Array.isArray(value.jobTemplates) ? value.jobTemplates : [];
  const planning = isObject(value.planning) ? value.planning : defaultPlanning();
  const nextId = { ...value.nextId, template: templates.length + 1 };
  return { value: { ...value, version: DB_VERSION, templates, clientTeams, jobTemplates, planning, nextId }, upgraded: true };
}

/** Stored data brought to the current shape, and the tables that changed, to be stored again once. */
export interface StoredUpgrade {
  value: unknown;
  tables: TableName[];
}

/** Every upgrade in turn: comments by author id, the activity log, the sign-off trail (upgradeTrail.ts), then uploads by key (upgradeUploads.ts). */
export function upgradeDb(value: unknown): StoredUpgrade {
  const comments = upgradeComments(value);
  const activity = addActivity(comments.value);
  const trail = upgradeTrail(activity.value);
  const uploads = upgradeUploads(trail.value);
  const templates = addTemplates(uploads.value);
  const tables = new Set<TableName>([...trail.tables, ...uploads.changed.map((row) => row.table)]);
  if (comments.upgraded) tables.add('comments');
  // No rows to write, but the new version and id counter are stored with it.
  if (activity.upgraded) tables.add('activity');
  if (activity.holidaysAdded) tables.add('holidays');
  if (templates.upgraded) tables.add('templates');
  return { value: templates.value, tables: [...tables] };
}
