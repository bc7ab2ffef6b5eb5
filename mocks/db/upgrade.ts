/**
 * Stored data of an earlier shape brought to the current one on load (persistentStore.ts,
 * legacy.ts), so nobody loses their demo data when the shape changes. Version 1 named a
 * comment's author by email; version 2 keeps the author's user id (schema.ts CommentRecord);
 * version 3 adds the firm activity log, empty (what changed before it was kept is not known),
 * the firm's declared holidays, the product's list (each browser kept its own before), and
 * each task's sign-off trail (upgradeTrail.ts); version 4 adds the compliance rules, which
 * clients owe what and the holiday substitutes' overrides (addComplianceData), and job
 * templates, client teams and the planning setting (addTemplates), and later the tasks of each
 * job made from a template that ask for files on submit (also addTemplates, within version 4).
 * Anything this cannot read is returned unchanged, for the strict check to report.
 */
import { COMPLIANCE_RULES, DEFAULT_DECLARED_HOLIDAYS } from '../../src/domain/compliance';
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

/** The product's 2026 Eid-el-Fitr estimate, corrected by the Government's declaration of 19 and 20 March (shared/COMPLIANCE.md). */
const OLD_EID_2026 = [
  { date: '2026-03-20', name: 'Eid al-Fitr' },
  { date: '2026-03-23', name: 'Eid al-Fitr holiday' },
];

/**
 * Data without the compliance data of version 4 gains it: every shipped rule as its first
 * version, no client owing anything, no substitute overridden; the product's 2026 Eid-el-Fitr
 * estimate, still as shipped, becomes the declared days. Tested by the fields, not the version,
 * so other version 4 steps chain with it in either order.
 */
function addComplianceData(value: unknown): Upgrade & { holidaysCorrected: boolean } {
  if (!isObject(value) || !Array.isArray(value.holidays) || !isObject(value.nextId))
    return { value, upgraded: false, holidaysCorrected: false };
  if (Array.isArray(value.complianceRules) && Array.isArray(value.clientObligations) && Array.isArray(value.holidaySubstitutes))
    return { value, upgraded: false, holidaysCorrected: false };
  const rows = value.holidays.filter(isObject);
  const old = OLD_EID_2026.map((eid) => rows.find((row) => row.date === eid.date && row.name === eid.name));
  const holidaysCorrected = old.every(Boolean) && !rows.some((row) => row.date === '2026-03-19');
  const holidays = holidaysCorrected
    ? value.holidays.map((row) =>
        isObject(row) && row === old[0]
          ? { ...row, date: '2026-03-19' }
          : isObject(row) && row === old[1]
            ? { ...row, date: '2026-03-20', name: 'Eid al-Fitr holiday' }
            : row,
      )
    : value.holidays;
  return {
    value: {
      ...value,
      version: DB_VERSION,
      holidays,
      complianceRules: Array.isArray(value.complianceRules) ? value.complianceRules : structuredClone(COMPLIANCE_RULES),
      clientObligations: Array.isArray(value.clientObligations) ? value.clientObligations : [],
      holidaySubstitutes: Array.isArray(value.holidaySubstitutes) ? value.holidaySubstitutes : [],
    },
    upgraded: true,
    holidaysCorrected,
  };
}

const optionList = (value: unknown): Array<{ id: number; name: string }> =>
  Array.isArray(value)
    ? value.filter((o): o is { id: number; name: string } => isObject(o) && typeof o.id === 'number' && typeof o.name === 'string')
    : [];

/**
 * A job made from a template before the tasks asking for files were kept names none of them: a
 * file is not asked of a hand-in that was not asked for one when it was planned (its
 * description still says so; docs/decisions/091-files-required-on-submit.md).
 */
const withFilesRequired = (row: unknown): unknown =>
  isObject(row) && !('filesRequiredTaskIds' in row) ? { ...row, filesRequiredTaskIds: [] } : row;

/** Data that already has templates, whose job-template rows may lack the tasks that ask for files. */
function addFilesRequired(value: Record<string, unknown>): Upgrade {
  if (!Array.isArray(value.jobTemplates) || value.jobTemplates.every((row) => !isObject(row) || 'filesRequiredTaskIds' in row)) {
    return { value, upgraded: false };
  }
  return { value: { ...value, jobTemplates: value.jobTemplates.map(withFilesRequired) }, upgraded: true };
}

/**
 * Data stored before templates were kept gains the product's templates, no client teams, the
 * default planning setting and the template counter. The test is for the table, not the
 * version number, so it chains with any other step that moves the version on.
 */
function addTemplates(value: unknown): Upgrade {
  if (!isObject(value) || !isObject(value.nextId)) return { value, upgraded: false };
  if (value.version !== 3 && value.version !== DB_VERSION) return { value, upgraded: false };
  if (typeof value.nextId.template === 'number') return addFilesRequired(value);
  const templates =
    Array.isArray(value.templates) && value.templates.length > 0 ? value.templates : defaultTemplateRows(optionList(value.jobTypes));
  const clientTeams = Array.isArray(value.clientTeams) ? value.clientTeams : [];
  const jobTemplates = Array.isArray(value.jobTemplates) ? value.jobTemplates.map(withFilesRequired) : [];
  const planning = isObject(value.planning) ? value.planning : defaultPlanning();
  const nextId = { ...value.nextId, template: templates.length + 1 };
  return { value: { ...value, version: DB_VERSION, templates, clientTeams, jobTemplates, planning, nextId }, upgraded: true };
}

/** Stored data brought to the current shape, and the tables that changed, to be stored again once. */
export interface StoredUpgrade {
  value: unknown;
  tables: TableName[];
}

/** Every upgrade in turn: comments by author id, the activity log, the sign-off trail (upgradeTrail.ts), uploads by key (upgradeUploads.ts), the compliance data, then the templates. */
export function upgradeDb(value: unknown): StoredUpgrade {
  const comments = upgradeComments(value);
  const activity = addActivity(comments.value);
  const trail = upgradeTrail(activity.value);
  const uploads = upgradeUploads(trail.value);
  const compliance = addComplianceData(uploads.value);
  const templates = addTemplates(compliance.value);
  const tables = new Set<TableName>([...trail.tables, ...uploads.changed.map((row) => row.table)]);
  // The new fields are with the firm's settings, written with any table; the holidays when corrected.
  if (compliance.upgraded) tables.add('holidays');
  if (comments.upgraded) tables.add('comments');
  // No rows to write, but the new version and id counter are stored with it.
  if (activity.upgraded) tables.add('activity');
  if (activity.holidaysAdded) tables.add('holidays');
  if (templates.upgraded) {
    tables.add('templates');
    tables.add('jobTemplates');
  }
  return { value: templates.value, tables: [...tables] };
}
