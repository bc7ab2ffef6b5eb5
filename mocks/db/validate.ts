/**
 * The strict check of a stored db. Storage can be cut short or hold an older or foreign shape;
 * a loose check (arrays present) let `nextId: null` or `tasks: [null]` through and every later
 * call threw. Every record and field is checked here, so damage is found when the data is read
 * and the user is told (docs/decisions/013-indexeddb-for-the-browser-mock.md).
 */
import { isDateText, isDayText } from '../../src/domain/schemas/fields';
import { FILE_KEY } from './fileKeys';
import { DB_VERSION, type Db, type JobRecord, type MockScale, type TaskRecord } from './schema';

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId: Check = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isText: Check = (value) => typeof value === 'string';
const isCount: Check = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isFlag: Check = (value) => typeof value === 'boolean';
/** An ISO date as the db stores them; a pattern, not Date.parse, to keep the large data set's check quick. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const isDate: Check = (value) => typeof value === 'string' && ISO_DATE.test(value);
/**
 * A job's or a task's own dates: any text passes the shape check, and the one date rule
 * (isDateText) flags those it cannot read, record by record (see unreadableDates), so one bad
 * date never blocks the other records (docs/decisions/029-a-stored-date-that-cannot-be-read.md).
 */
const isWorkDate: Check = isText;
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const oneOf =
  (...allowed: unknown[]): Check =>
  (value) =>
    allowed.includes(value);

type Shape = Record<string, Check>;

const shaped =
  (shape: Shape): Check =>
  (value) =>
    isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));

const option = shaped({ id: isId, name: isText });
const fileRef = shaped({ id: isId, fileName: isText, url: isText });

export type TableName =
  | 'users'
  | 'clients'
  | 'jobs'
  | 'tasks'
  | 'comments'
  | 'uploads'
  | 'trail'
  | 'activity'
  | 'holidays'
  | 'templates'
  | 'clientTeams'
  | 'jobTemplates';
export const TABLES: readonly TableName[] = [
  'users',
  'clients',
  'jobs',
  'tasks',
  'comments',
  'uploads',
  'trail',
  'activity',
  'holidays',
  'templates',
  'clientTeams',
  'jobTemplates',
];

const isFields: Check = (value) => value === null || isRecord(value);

export const RECORD_SHAPES: Record<TableName, Check> = {
  users: shaped({
    id: isId,
    firstName: isText,
    lastName: isText,
    email: isText,
    phoneNumber: isText,
    userType: isCount,
    jobTypeId: isCount,
    positionId: isCount,
    imageUrl: isText,
    active: isFlag,
    isLocked: isFlag,
    deleted: optional(isFlag),
    dateRegistered: isDate,
    password: isText,
  }),
  clients: shaped({
    id: isId,
    clientName: isText,
    clientRepresentative: isText,
    email: isText,
    industry: isText,
    designation: isText,
    services: isText,
    phone: isText,
    address: isText,
    dateCreated: isDate,
    active: isFlag,
  }),
  jobs: shaped({
    id: isId,
    jobName: isText,
    jobNumber: isText,
    jobDescription: isText,
    clientId: isCount,
    jobTypeId: isCount,
    statusId: isCount,
    dateIn: isWorkDate,
    dateOut: isWorkDate,
    dateCreated: isDate,
    dateFinished: orNull(isDate),
    createdBy: isCount,
    lastModifiedBy: isCount,
  }),
  tasks: shaped({
    id: isId,
    taskName: isText,
    taskNumber: isText,
    taskDescription: isText,
    jobId: isId,
    statusName: oneOf('Active', 'Pending', 'Ongoing not done by user', 'Verified'),
    startDate: orNull(isWorkDate),
    endDate: orNull(isWorkDate),
    dateCreated: isDate,
    dateAssigned: orNull(isDate),
    dateFinished: orNull(isDate),
    dateVerified: orNull(isDate),
    isVerified: isFlag,
    createdBy: isCount,
    assignedBy: orNull(isCount),
    assigneeId: orNull(isId),
    reviewerIds: listOf(isId),
    finishedBy: orNull(isCount),
    verifiedBy: orNull(isCount),
    files: listOf(fileRef),
  }),
  comments: shaped({ id: isId, taskId: isId, comment: isText, authorId: isCount, dateCreated: isDate }),
  uploads: shaped({
    id: isId,
    key: (value) => typeof value === 'string' && FILE_KEY.test(value),
    fileName: isText,
    contentType: isText,
    size: isCount,
    uploadedBy: orNull(isId),
  }),
  trail: shaped({
    id: isId,
    taskId: isId,
    kind: oneOf('assigned', 'handedOver', 'submitted', 'approved', 'returned'),
    at: isDate,
    by: isCount,
    submission: orNull(isId),
    level: orNull(isId),
    levels: orNull(isId),
    comment: isText,
    files: listOf(fileRef),
    assigneeId: orNull(isId),
    reviewerIds: listOf(isId),
  }),
  activity: shaped({
    id: isId,
    at: isDate,
    actorId: orNull(isCount),
    kind: isText,
    recordId: isCount,
    label: isText,
    clientId: orNull(isCount),
    jobId: orNull(isCount),
    action: oneOf('created', 'changed', 'deleted'),
    before: isFields,
    after: isFields,
    hidden: listOf(isText),
    hash: (value) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value),
  }),
  holidays: shaped({ id: isId, date: (value) => typeof value === 'string' && isDayText(value), name: isText }),
  templates: shaped({
    id: isId,
    name: isText,
    jobTypeId: isId,
    description: isText,
    obligation: isText,
    retired: isFlag,
    tasks: listOf(
      shaped({
        name: isText,
        offsetDays: (value) => typeof value === 'number' && Number.isSafeInteger(value),
        from: oneOf('deadline', 'start'),
        role: oneOf('preparer', 'reviewer', 'secondSignOff'),
        filesRequired: isFlag,
      }),
    ),
  }),
  clientTeams: shaped({ id: isId, preparerId: isCount, reviewerId: isCount, partnerId: isCount }),
  jobTemplates: shaped({ id: isId, templateId: isId, filesRequiredTaskIds: listOf(isId) }),
};

const signOffSetting = shaped({ secondLevelJobTypeIds: listOf(isId), secondLevelRoles: listOf(isId) });
const planningSetting = shaped({ daysAhead: isCount });

const isDay: Check = (value) => typeof value === 'string' && isDayText(value);
/** A compliance rule version as `compliance-rules` keeps it (src/domain/compliance/rules.ts). */
const complianceRule = shaped({
  id: isText,
  obligation: isText,
  jobTitle: isText,
  due: isText,
  frequency: oneOf('monthly', 'annual', 'event'),
  authority: isText,
  confidence: oneOf('V', 'V2', 'I', 'U'),
  source: isText,
  dueRule: (value) => isRecord(value) && typeof value.kind === 'string',
  effective: isDay,
  effectiveTo: orNull(isDay),
  stateOverrides: listOf(shaped({ state: isText, period: isText, date: isDay, source: isText })),
  jobType: isText,
  tasks: listOf(isText),
});
const clientObligations = shaped({ clientId: isId, owes: listOf(isText), yearEnd: orNull(isText), incorporated: orNull(isDay) });
const substituteOverride = shaped({ for: isDay, date: orNull(isDay) });

const NEXT_ID_KEYS: Record<keyof Db['nextId'], TableName> = {
  user: 'users',
  client: 'clients',
  job: 'jobs',
  task: 'tasks',
  comment: 'comments',
  upload: 'uploads',
  trail: 'trail',
  activity: 'activity',
  holiday: 'holidays',
  template: 'templates',
};

/** What is wrong with a stored db, or null when it can be used as it is. */
export function problemOf(value: unknown, scale: MockScale): string | null {
  if (!isRecord(value)) return 'the saved data is not a database';
  if (value.version !== DB_VERSION) return `the saved data has version ${String(value.version)}, not ${DB_VERSION}`;
  if (value.scale !== scale) return `the saved data is of scale ${String(value.scale)}, not ${scale}`;
  if (!isDate(value.seededAt)) return 'the seed date is missing';
  for (const key of ['jobTypes', 'userTypes', 'positions'] as const) {
    if (!listOf(option)(value[key])) return `the ${key} list is damaged`;
  }
  if (!signOffSetting(value.signOff)) return 'the sign-off setting is damaged';
  if (!listOf(complianceRule)(value.complianceRules)) return 'the compliance rules are damaged';
  if (!listOf(clientObligations)(value.clientObligations)) return 'the client obligations are damaged';
  if (!listOf(substituteOverride)(value.holidaySubstitutes)) return 'the holiday substitutes are damaged';
  if (!planningSetting(value.planning)) return 'the planning setting is damaged';
  const nextId = value.nextId;
  if (!isRecord(nextId)) return 'the id counters are missing';
  for (const table of TABLES) {
    const list = value[table];
    if (!Array.isArray(list)) return `the ${table} list is missing`;
    const index = list.findIndex((record) => !RECORD_SHAPES[table](record));
    if (index >= 0) return `record ${index + 1} of ${table} is damaged`;
  }
  for (const [key, table] of Object.entries(NEXT_ID_KEYS)) {
    const next = nextId[key];
    if (!isId(next)) return `the ${key} id counter is damaged`;
    const list = value[table];
    // Ids already given out must never be given again, or a new record would overwrite one.
    if (Array.isArray(list) && list.some((record) => isRecord(record) && typeof record.id === 'number' && record.id >= Number(next))) {
      return `the ${key} id counter is behind the saved ${table}`;
    }
  }
  return null;
}

/** The db when every part of it is sound (see problemOf). */
export function isSoundDb(value: unknown, scale: MockScale): value is Db {
  return problemOf(value, scale) === null;
}

export const jobDateNotice = (jobNumber: string): string =>
  `Job ${jobNumber} has a date that cannot be read. Edit the job to fix its dates, or Reset demo data.`;

/** A task's dates are set once, when it is assigned, so only a reset puts them right. */
export const taskDateNotice = (taskNumber: string): string =>
  `Task ${taskNumber} has a date that cannot be read. Use Reset demo data to put it right.`;

const readable = (date: string | null): boolean => date === null || isDateText(date);

/**
 * One notice for each job or task (of a sound db) whose own dates break the one date rule,
 * such as year 10000 stored as `+010000-…` before the rule; empty when every date is readable.
 */
export function unreadableDates(db: Pick<Db, 'jobs' | 'tasks'>): string[] {
  const jobs = db.jobs.filter((job: JobRecord) => !readable(job.dateIn) || !readable(job.dateOut));
  const tasks = db.tasks.filter((task: TaskRecord) => !readable(task.startDate) || !readable(task.endDate));
  return [...jobs.map((job) => jobDateNotice(job.jobNumber)), ...tasks.map((task) => taskDateNotice(task.taskNumber))];
}
