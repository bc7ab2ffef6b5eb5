/**
 * What a test acts on, made through the mock backend's own rules (mocks/db/rules.ts) in the
 * database the next request reads, so a test does not lean on a seeded record keeping its id
 * or its contents. Each factory returns the stored record.
 */
import {
  DEMO_IDS,
  addClient,
  addJob,
  addUpload,
  addTask,
  addUser,
  approveTask,
  assignTask,
  changeAccount,
  getDb,
  reworkTask,
  submitTask,
  type ClientRecord,
  type JobRecord,
  type Outcome,
  type TaskRecord,
  type UserRecord,
} from '../../mocks/db';
import { uploadPath } from '../../mocks/db/views';
import type { ClientInput, UserInput } from '../../src/domain/schemas/people';

const DAY = 24 * 60 * 60 * 1000;
let made = 0;

function stored<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`the mock backend refused the test's record: ${outcome.message}`);
  return outcome.value;
}

function admin(): UserRecord {
  const user = getDb().users.find((u) => u.id === DEMO_IDS.admin);
  if (!user) throw new Error('the seed has no admin');
  return user;
}

/**
 * A job of the first active client (or `clientId`), of the first job type unless told, running
 * from yesterday for a month (or `days` days, or from `dateIn` to `dateOut`), with no tasks.
 */
export function makeJob(
  fields: Partial<{
    jobName: string;
    jobDescription: string;
    jobTypeId: number;
    days: number;
    clientId: number;
    dateIn: string;
    dateOut: string;
  }> = {},
): JobRecord {
  const db = getDb();
  const client = db.clients.find((c) => (fields.clientId === undefined ? c.active : c.id === fields.clientId));
  if (!client) throw new Error(`the seed has no ${fields.clientId === undefined ? 'active client' : `client ${fields.clientId}`}`);
  made += 1;
  return stored(
    addJob(
      db,
      {
        jobName: fields.jobName ?? `Test job ${made}`,
        jobDescription: fields.jobDescription ?? 'Made by a test for this test alone.',
        clientId: client.id,
        jobTypeId: fields.jobTypeId ?? db.jobTypes[0].id,
        dateIn: fields.dateIn ?? new Date(Date.now() - DAY).toISOString(),
        dateOut: fields.dateOut ?? new Date(Date.now() + (fields.days ?? 30) * DAY).toISOString(),
      },
      admin(),
    ),
  );
}

/** A task of `job`, not yet assigned, with the files named in `files` uploaded to it (a small CSV each). */
export function makeTask(job: JobRecord, fields: Partial<{ taskName: string; taskDescription: string; files: string[] }> = {}): TaskRecord {
  made += 1;
  return stored(
    addTask(
      getDb(),
      {
        jobId: job.id,
        taskName: fields.taskName ?? `Test task ${made}`,
        taskDescription: fields.taskDescription ?? 'Made by a test for this test alone.',
        taskFileList: (fields.files ?? []).map((fileName) => {
          const upload = addUpload(getDb(), fileName, new TextEncoder().encode('Account,Amount\nCash,100\n'), admin().id);
          return { fileName, url: uploadPath(upload) };
        }),
      },
      admin(),
    ),
  );
}

/**
 * An active, unlocked Staff account, last of the list, whose name and email no seeded account
 * has (`fields` replace any of them, its role too: the demo Super Admin makes it, who may give
 * any). Made again after the database is reset, it gets the same id and values, so a model can
 * name it before its tests make it.
 */
export function makeUser(fields: Partial<UserInput> = {}): UserRecord {
  const db = getDb();
  const number = db.nextId.user;
  return stored(
    addUser(
      db,
      {
        firstName: 'Ngozi',
        lastName: `Testuser${number}`,
        email: `ngozi.testuser${number}@example.com`,
        phoneNumber: `+234 803 555 ${String(1000 + number)}`,
        userType: 1,
        jobTypeId: db.jobTypes[0].id,
        positionId: db.positions[0].id,
        imageUrl: '',
        ...fields,
      },
      userOf(DEMO_IDS.superAdmin),
    ),
  );
}

/** How an account is named on the screens: first and last name. */
export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`;

/**
 * An active client, last of the list, whose name, email and address no seeded client has
 * (`fields` replace any of them).
 */
export function makeClient(fields: Partial<ClientInput> = {}): ClientRecord {
  const db = getDb();
  const number = db.nextId.client;
  const outcome = addClient(db, {
    clientName: `Zaria Test Traders ${number}`,
    clientRepresentative: 'Hauwa Musa',
    email: `accounts${number}@zaria-test-traders.ng`,
    phone: `+234 805 555 ${String(1000 + number)}`,
    industry: 'Agro-processing',
    designation: 'Finance Manager',
    services: 'Bookkeeping and payroll',
    address: `${number} Kachia Road, Sabon Gari`,
    ...fields,
  });
  if (!outcome.ok) throw new Error(`the mock backend refused the test's client: ${outcome.message}`);
  return outcome.value;
}

function userOf(id: number): UserRecord {
  const user = getDb().users.find((u) => u.id === id);
  if (!user) throw new Error(`no user ${id}`);
  return user;
}

/**
 * `task` assigned to `assigneeId` with the demo Admin (or `reviewers`, one id or several)
 * reviewing it, due a day from now (within its job's dates).
 */
export function assignMade(task: TaskRecord, assigneeId: number, reviewers: number | readonly number[] = DEMO_IDS.admin): TaskRecord {
  const db = getDb();
  const job = db.jobs.find((j) => j.id === task.jobId);
  if (!job) throw new Error(`no job ${task.jobId}`);
  const assignee = userOf(assigneeId);
  const reviewerList = (typeof reviewers === 'number' ? [reviewers] : reviewers).map(userOf);
  return stored(
    assignTask(
      db,
      {
        id: task.id,
        jobId: job.id,
        startDate: new Date(Math.max(Date.now(), Date.parse(job.dateIn))).toISOString(),
        endDate: new Date(Date.now() + DAY).toISOString(),
        createdBy: DEMO_IDS.admin,
        userList: [{ id: assignee.id, name: `${assignee.firstName} ${assignee.lastName}` }],
        reviewerList: reviewerList.map((reviewer) => ({ id: reviewer.id, name: `${reviewer.firstName} ${reviewer.lastName}` })),
      },
      admin(),
    ),
  );
}

/** An assigned `task` handed in by its assignee with `comment`, so it waits for its reviewer. */
export function submitMade(task: TaskRecord, comment = 'Done, ready for review.'): TaskRecord {
  if (task.assigneeId === null) throw new Error(`task ${task.id} is not assigned`);
  return stored(submitTask(getDb(), { taskId: task.id, userId: task.assigneeId, comment, taskFileList: [] }, userOf(task.assigneeId)));
}

/** A handed-in `task` its first reviewer returns for rework with `comment`: its rework count goes up by one. */
export function reworkMade(task: TaskRecord, comment = 'Fix the totals, please.'): TaskRecord {
  return stored(reworkTask(getDb(), task.id, comment, userOf(task.reviewerIds[0])));
}

/** A handed-in `task` its first reviewer approves: verified, and its job finished once every task is. */
export function approveMade(task: TaskRecord, comment = 'Approved, thanks.'): TaskRecord {
  return stored(approveTask(getDb(), task.id, comment, userOf(task.reviewerIds[0])));
}

/** `user` deactivated by the demo Super Admin, as an Admin does from the users list. */
export function deactivateMade(user: UserRecord): UserRecord {
  const outcome = changeAccount(user, 'deactivate', userOf(DEMO_IDS.superAdmin));
  if (!outcome.ok) throw new Error(`the mock backend refused to deactivate the test's user: ${outcome.message}`);
  return outcome.value;
}
