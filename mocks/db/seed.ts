/**
 * The deterministic demo database. A fixed PRNG seed gives the same firm every time, and every
 * date is placed relative to `now`, so overdue work, work finished today and the last 30 days
 * of reports always exist whenever the demo is opened.
 */
import { createRng, type Rng } from './prng';
import { addStatutoryJobs, seedClientObligations } from './seedStatutory';
import { appendTrail, type NewTrailEntry } from './trail';
import { DEFAULT_SIGN_OFF_SETTINGS } from '../../src/domain/signOff';
import { defaultPlanning, defaultTemplateRows } from './seedTemplates';
import {
  APPROVE_COMMENTS,
  CITIES,
  CLIENT_NAMES,
  DESIGNATIONS,
  INDUSTRIES,
  JOB_TEMPLATES,
  JOB_TYPES,
  POSITIONS,
  REJECT_COMMENTS,
  REPRESENTATIVES,
  SUBMIT_COMMENTS,
  TASK_TEMPLATES,
  USERS,
  USER_TYPES,
} from './seedData';
import {
  DB_VERSION,
  DEMO_PASSWORD,
  type ClientRecord,
  type CommentRecord,
  type Db,
  type JobRecord,
  type MockScale,
  type TaskRecord,
  type UploadRecord,
  type UserRecord,
} from './schema';
import { civilFromDays } from '../../src/domain/dayNumbers';
import { COMPLIANCE_RULES, DEFAULT_DECLARED_HOLIDAYS } from '../../src/domain/compliance';
import { CONTENT_TYPES } from '../../src/domain/fileTypes';
import { USER_TYPE } from '../../src/domain/roles';
import { jobNumberOf, taskNumberOf } from './recordNumbers';
import { uploadPath } from './views';
import { seededFileKey } from './fileKeys';

const SEED = 20240611;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const SIZES: Record<MockScale, { clients: number; jobs: number; tasks: number }> = {
  demo: { clients: 25, jobs: 60, tasks: 200 },
  large: { clients: 2000, jobs: 10000, tasks: 50000 },
};

/**
 * Both data sets are kept side by side in the browser and their upload bytes are stored by
 * upload id, so the two number their uploads in ranges that never meet
 * (docs/decisions/013-indexeddb-for-the-browser-mock.md). A link names an upload by its random
 * key, never by this number (docs/decisions/021-files-served-as-attachments.md).
 */
export const FIRST_UPLOAD_ID: Record<MockScale, number> = { demo: 1, large: 1_000_000_000 };

/** Demo user ids, fixed by the order of USERS. */
export const DEMO_IDS = { superAdmin: 1, admin: 2, staff: 3, staff2: 4, locked: 5, inactive: 6, admin2: 7 } as const;

export type TaskState = 'unassigned' | 'active' | 'overdue' | 'pending' | 'reworked' | 'verifiedEarly' | 'verifiedLate';
type JobKind = 'window' | 'overdue' | 'verified' | 'verifiedToday' | 'done' | 'completed';

interface ForcedJob {
  jobTypeId: number;
  kind: JobKind;
  tasks: Array<[TaskState, number | null]>;
}

const { admin, staff, staff2, superAdmin } = DEMO_IDS;

/** Hand-placed work so every demo account has something on each screen. */
const FORCED_JOBS: ForcedJob[] = [
  {
    jobTypeId: 1,
    kind: 'window',
    tasks: [
      ['unassigned', null],
      ['unassigned', null],
      ['active', staff],
      ['pending', staff],
    ],
  },
  {
    jobTypeId: 1,
    kind: 'window',
    tasks: [
      ['active', staff],
      ['reworked', staff],
      ['overdue', staff],
      ['verifiedEarly', staff],
    ],
  },
  {
    jobTypeId: 1,
    kind: 'overdue',
    tasks: [
      ['overdue', staff],
      ['pending', staff],
      ['reworked', staff],
      ['verifiedLate', staff],
    ],
  },
  {
    jobTypeId: 2,
    kind: 'window',
    tasks: [
      ['active', staff2],
      ['pending', staff2],
      ['unassigned', null],
      ['reworked', staff2],
    ],
  },
  {
    jobTypeId: 1,
    kind: 'verifiedToday',
    tasks: [
      ['verifiedEarly', staff],
      ['verifiedLate', staff],
      ['verifiedEarly', superAdmin],
    ],
  },
];

const KIND_CYCLE: JobKind[] = ['window', 'window', 'window', 'window', 'window', 'overdue', 'overdue', 'verified', 'done', 'completed'];

interface Clock {
  now: number;
  startOfToday: number;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * Date.prototype.toISOString without the Date: the large seed formats ~300k dates and the
 * built-in dominated its build time.
 */
function iso(ms: number): string {
  const days = Math.floor(ms / DAY);
  let rest = ms - days * DAY;
  const { year, month, day } = civilFromDays(days);
  const hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  const msText = millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : String(millis);
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${msText}Z`;
}

function between(rng: Rng, lo: number, hi: number): number {
  return hi <= lo ? lo : lo + Math.floor(rng.next() * (hi - lo));
}

export function createSeedDb(scale: MockScale = 'demo', now: Date = new Date()): Db {
  const rng = createRng(SEED);
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const clock: Clock = { now: now.getTime(), startOfToday: today.getTime() };
  const size = SIZES[scale];

  const users = buildUsers(clock);
  const clients = buildClients(rng, clock, size.clients);
  const templates = defaultTemplateRows(JOB_TYPES);
  const db: Db = {
    version: DB_VERSION,
    scale,
    seededAt: iso(clock.now),
    jobTypes: JOB_TYPES,
    userTypes: USER_TYPES,
    positions: POSITIONS,
    users,
    clients,
    jobs: [],
    tasks: [],
    comments: [],
    uploads: [],
    trail: [],
    signOff: structuredClone(DEFAULT_SIGN_OFF_SETTINGS),
    activity: [],
    holidays: DEFAULT_DECLARED_HOLIDAYS.map((holiday, i) => ({ id: i + 1, ...holiday })),
    complianceRules: structuredClone(COMPLIANCE_RULES),
    clientObligations: [],
    holidaySubstitutes: [],
    templates,
    clientTeams: [],
    planning: defaultPlanning(),
    jobTemplates: [],
    nextId: {
      user: users.length + 1,
      client: clients.length + 1,
      job: 1,
      task: 1,
      comment: 1,
      upload: FIRST_UPLOAD_ID[scale],
      trail: 1,
      activity: 1,
      holiday: DEFAULT_DECLARED_HOLIDAYS.length + 1,
      template: templates.length + 1,
    },
  };

  const forcedTasks = FORCED_JOBS.reduce((sum, job) => sum + job.tasks.length, 0);
  const freeJobs = size.jobs - FORCED_JOBS.length;
  const freeTasks = size.tasks - forcedTasks;
  for (let i = 0; i < size.jobs; i += 1) {
    const forced = FORCED_JOBS[i];
    if (forced) {
      addJob(db, rng, clock, forced.jobTypeId, forced.kind, forced.tasks);
      continue;
    }
    const f = i - FORCED_JOBS.length;
    const taskCount = Math.floor(freeTasks / freeJobs) + (f < freeTasks % freeJobs ? 1 : 0);
    const kind: JobKind = f % 20 === 7 ? 'verifiedToday' : KIND_CYCLE[f % KIND_CYCLE.length];
    const jobTypeId = rng.int(1, JOB_TYPES.length);
    const plan: Array<[TaskState, number | null]> = [];
    for (let t = 0; t < taskCount; t += 1) plan.push([pickState(rng, kind), null]);
    addJob(db, rng, clock, jobTypeId, kind, plan);
  }
  addStatutoryJobs(db, now, admin);
  db.clientObligations = seedClientObligations(db);
  return db;
}

function buildUsers(clock: Clock): UserRecord[] {
  return USERS.map((u, index) => ({
    id: index + 1,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    // +234 and 10 digits, the phone rule of docs/behaviour.md §5.
    phoneNumber: `+234 80${3 + (index % 6)} ${String(100 + index * 67)} ${String(2000 + index * 71)}`,
    userType: u.userType,
    jobTypeId: u.jobTypeId,
    positionId: u.positionId,
    imageUrl: '',
    active: !u.inactive,
    isLocked: Boolean(u.isLocked),
    dateRegistered: iso(clock.startOfToday - (400 - index * 20) * DAY),
    password: DEMO_PASSWORD,
  }));
}

function buildClients(rng: Rng, clock: Clock, count: number): ClientRecord[] {
  const clients: ClientRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const base = CLIENT_NAMES[i % CLIENT_NAMES.length];
    const round = Math.floor(i / CLIENT_NAMES.length);
    const clientName = round === 0 ? base : `${base} ${round + 1}`;
    const slug = base
      .toLowerCase()
      .replace(/[^a-z]+/g, '')
      .slice(0, 16);
    const city = rng.pick(CITIES);
    clients.push({
      id: i + 1,
      clientName,
      clientRepresentative: rng.pick(REPRESENTATIVES),
      email: `accounts${round === 0 ? '' : round + 1}@${slug}.ng`,
      industry: rng.pick(INDUSTRIES),
      designation: rng.pick(DESIGNATIONS),
      services: rng.pick(['Bookkeeping and payroll', 'Tax filing', 'Statutory audit', 'Full outsourced accounting']),
      phone: `+234 ${rng.int(700, 909)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      address: `${rng.int(1, 250)} ${rng.pick(['Adeola Odeku Street', 'Ahmadu Bello Way', 'Aminu Kano Crescent', 'Herbert Macaulay Way', 'Ogui Road'])}, ${city}`,
      dateCreated: iso(clock.startOfToday - rng.int(60, 900) * DAY),
      active: true,
    });
  }
  return clients;
}

function pickState(rng: Rng, kind: JobKind): TaskState {
  if (kind !== 'window' && kind !== 'overdue') return rng.chance(0.7) ? 'verifiedEarly' : 'verifiedLate';
  const states: TaskState[] =
    kind === 'window'
      ? ['unassigned', 'active', 'active', 'overdue', 'pending', 'reworked', 'verifiedEarly', 'verifiedLate']
      : ['unassigned', 'overdue', 'overdue', 'pending', 'reworked', 'verifiedEarly', 'verifiedLate'];
  return rng.pick(states);
}

function jobWindow(rng: Rng, clock: Clock, kind: JobKind): { dateIn: number; dateOut: number } {
  const { now } = clock;
  if (kind === 'window') return { dateIn: now - rng.int(6, 50) * DAY, dateOut: now + rng.int(5, 45) * DAY };
  if (kind === 'overdue') return { dateIn: now - rng.int(40, 90) * DAY, dateOut: now - rng.int(1, 20) * DAY };
  const dateIn = now - rng.int(30, 120) * DAY;
  return { dateIn, dateOut: dateIn + rng.int(15, 60) * DAY };
}

function addJob(db: Db, rng: Rng, clock: Clock, jobTypeId: number, kind: JobKind, plan: Array<[TaskState, number | null]>): void {
  const client = rng.pick(db.clients);
  const template = rng.pick(JOB_TEMPLATES[jobTypeId]);
  const { dateIn, dateOut } = jobWindow(rng, clock, kind);
  const id = db.nextId.job++;
  const creator = rng.chance(0.6) ? admin : rng.pick([superAdmin, DEMO_IDS.admin2]);
  const job: JobRecord = {
    id,
    jobName: `${template} – ${client.clientName}`,
    jobNumber: jobNumberOf(id),
    jobDescription: `${template} for ${client.clientName}, covering the period agreed in the engagement letter.`,
    clientId: client.id,
    jobTypeId,
    statusId: 1,
    dateIn: iso(dateIn),
    dateOut: iso(dateOut),
    dateCreated: iso(dateIn - rng.int(1, 5) * DAY),
    dateFinished: null,
    createdBy: creator,
    lastModifiedBy: creator,
  };
  db.jobs.push(job);

  const tasks = plan.map(([state, assignee], index) =>
    addTask(db, rng, clock, job, { dateIn, dateOut }, state, assignee, index === plan.length - 1 && kind === 'verifiedToday'),
  );
  if (kind === 'window' || kind === 'overdue') return;
  job.statusId = kind === 'done' ? 2 : kind === 'completed' ? 4 : 3;
  const lastVerified = Math.max(...tasks.map((t) => (t.dateVerified ? Date.parse(t.dateVerified) : dateIn)));
  job.dateFinished = iso(lastVerified);
}

function staffFor(db: Db, rng: Rng, jobTypeId: number): number {
  const pool = db.users.filter(
    (u) =>
      u.active && !u.isLocked && ((u.userType === USER_TYPE.staff && u.jobTypeId === jobTypeId) || u.userType === USER_TYPE.superAdmin),
  );
  return rng.pick(pool).id;
}

function reviewersFor(rng: Rng, assigneeId: number): number[] {
  const first =
    assigneeId !== admin && rng.chance(0.75) ? admin : rng.pick([superAdmin, DEMO_IDS.admin2].filter((id) => id !== assigneeId));
  const second = rng.chance(0.25) ? [superAdmin, DEMO_IDS.admin2, admin].find((id) => id !== first && id !== assigneeId) : undefined;
  return second ? [first, second] : [first];
}

function addTask(
  db: Db,
  rng: Rng,
  clock: Clock,
  job: JobRecord,
  window: { dateIn: number; dateOut: number },
  state: TaskState,
  forcedAssignee: number | null,
  finishToday: boolean,
): TaskRecord {
  const { now, startOfToday } = clock;
  const id = db.nextId.task++;
  const [taskName, taskDescription] = rng.pick(TASK_TEMPLATES[job.jobTypeId]);
  const task: TaskRecord = {
    id,
    taskName,
    taskDescription,
    jobId: job.id,
    statusName: 'Active',
    taskNumber: taskNumberOf(id),
    startDate: null,
    endDate: null,
    dateCreated: job.dateCreated,
    dateAssigned: null,
    dateFinished: null,
    dateVerified: null,
    isVerified: false,
    createdBy: job.createdBy,
    assignedBy: null,
    assigneeId: null,
    reviewerIds: [],
    finishedBy: null,
    verifiedBy: null,
    files: [],
  };
  db.tasks.push(task);
  if (state === 'unassigned') return task;

  const assignee = forcedAssignee ?? staffFor(db, rng, job.jobTypeId);
  const lastStart = Math.min(now - 3 * DAY, window.dateOut - 2 * DAY);
  const start = between(rng, window.dateIn, Math.max(window.dateIn, lastStart));
  const pastEnd = (): number => between(rng, start + DAY, Math.min(now - HOUR, window.dateOut));
  const futureEnd = (): number => between(rng, Math.max(now + DAY, start + DAY), Math.max(now + DAY, window.dateOut));
  const endPast =
    state === 'overdue' || state === 'verifiedLate' || window.dateOut < now + 2 * DAY || (state === 'pending' && rng.chance(0.3));
  const end = endPast ? pastEnd() : futureEnd();
  Object.assign(task, {
    assigneeId: assignee,
    reviewerIds: reviewersFor(rng, assignee),
    assignedBy: job.createdBy,
    startDate: iso(start),
    endDate: iso(end),
    dateAssigned: iso(start - rng.int(1, 24) * HOUR),
  });
  // The trail tells the same story as the task's state (docs/behaviour.md §4 "Sign-off trail").
  const record = (entry: Omit<NewTrailEntry, 'taskId'>, at: number | string): void =>
    void appendTrail(db, { ...entry, taskId: task.id }, typeof at === 'string' ? at : iso(at));
  record({ kind: 'assigned', by: job.createdBy, assigneeId: assignee, reviewerIds: task.reviewerIds }, task.dateAssigned ?? iso(start));
  let submissions = 0;

  const submit = (at: number): void => {
    task.dateFinished = iso(at);
    task.finishedBy = assignee;
    const comment = rng.pick(SUBMIT_COMMENTS);
    addComment(db, task.id, comment, assignee, at);
    submissions += 1;
    record({ kind: 'submitted', by: assignee, submission: submissions, levels: 1, comment }, at);
  };
  const giveBack = (at: number): void => {
    const comment = rng.pick(REJECT_COMMENTS);
    addComment(db, task.id, comment, reviewer, at);
    record({ kind: 'returned', by: reviewer, submission: submissions, level: 1, comment }, at);
  };
  const reviewer = task.reviewerIds[0];
  /** The seed attaches the working papers after the hand-in is written; its entry lists them too. */
  const withFiles = (): void => {
    const handIn = db.trail.at(-1);
    if (handIn?.kind === 'submitted' && handIn.taskId === task.id) handIn.files = [...task.files];
  };
  if (state === 'pending') {
    submit(rng.chance(0.4) ? between(rng, Math.max(start, startOfToday), now) : between(rng, Math.max(start, now - 5 * DAY), now));
    task.statusName = 'Pending';
    attachFiles(db, rng, task);
    withFiles();
  } else if (state === 'reworked') {
    const rounds = rng.chance(0.7) ? 1 : 2;
    let at = between(rng, start, now - 2 * DAY);
    for (let r = 0; r < rounds; r += 1) {
      submit(at);
      at += between(rng, HOUR, 6 * HOUR);
      giveBack(at);
      at += between(rng, HOUR, 12 * HOUR);
    }
    task.dateFinished = null;
    task.finishedBy = null;
    task.statusName = 'Ongoing not done by user';
  } else if (state === 'verifiedEarly' || state === 'verifiedLate') {
    const limit = Math.min(now - HOUR, end);
    let finished: number;
    let verified: number;
    if (finishToday) {
      finished = between(rng, startOfToday, now - 30 * 60_000);
      verified = between(rng, finished, now);
    } else if (state === 'verifiedEarly') {
      finished = between(rng, start + HOUR, limit - 2 * HOUR);
      verified = between(rng, finished + HOUR, limit);
    } else {
      const lateFinish = rng.chance(0.6);
      finished = lateFinish ? between(rng, end, now - 2 * HOUR) : between(rng, start + HOUR, end);
      verified = between(rng, Math.max(finished, end) + HOUR, now);
    }
    if (rng.chance(0.2)) {
      const rejectedAt = between(rng, start + 2 * HOUR, finished - HOUR);
      submit(rejectedAt - HOUR);
      giveBack(rejectedAt);
    }
    submit(finished);
    attachFiles(db, rng, task);
    withFiles();
    task.isVerified = true;
    task.statusName = 'Verified';
    task.dateVerified = iso(verified);
    task.verifiedBy = reviewer;
    const comment = rng.pick(APPROVE_COMMENTS);
    addComment(db, task.id, comment, reviewer, verified);
    record({ kind: 'approved', by: reviewer, submission: submissions, level: 1, comment }, verified);
  }
  return task;
}

function addComment(db: Db, taskId: number, comment: string, userId: number, at: number): void {
  const record: CommentRecord = { id: db.nextId.comment++, taskId, comment, authorId: userId, dateCreated: iso(at) };
  db.comments.push(record);
}

/** Working papers attached to submitted work; the large seed skips file bodies to stay fast. */
function attachFiles(db: Db, rng: Rng, task: TaskRecord): void {
  if (db.scale === 'large' || !rng.chance(0.5)) return;
  const fileName = `${task.taskNumber.toLowerCase()}-schedule.csv`;
  const body = seededFileBody(task);
  const id = db.nextId.upload++;
  const upload: UploadRecord = {
    id,
    key: seededFileKey(id),
    fileName,
    contentType: CONTENT_TYPES.csv,
    size: new TextEncoder().encode(body).length,
    uploadedBy: task.assigneeId,
  };
  db.uploads.push(upload);
  task.files.push({ id: upload.id, fileName, url: uploadPath(upload), dateUploaded: task.dateFinished });
}

const seededFileBody = (task: TaskRecord): string => `Task,Status,Reviewed\n"${task.taskName}",Submitted,No\n`;

/** The bytes of the seeded uploads of a fresh seed, by upload id (held beside the db). */
export function seedFiles(db: Db): Map<number, Blob> {
  const uploadIds = new Set(db.uploads.map((u) => u.id));
  const files = new Map<number, Blob>();
  for (const task of db.tasks) {
    for (const file of task.files) {
      if (uploadIds.has(file.id)) files.set(file.id, new Blob([seededFileBody(task)], { type: CONTENT_TYPES.csv }));
    }
  }
  return files;
}
