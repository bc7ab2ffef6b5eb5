// @vitest-environment node
// As curl or another server calls the mock: multipart names are sent as UTF-8.
/**
 * One property over every endpoint (the firm's calls and those of docs/api-extensions.md), every
 * kind of caller and generated text (docs/behaviour.md §7 "Over HTTP"): whatever text lands in
 * whichever field, the mock never answers 500, a refusal changes nothing it stores, and a stored
 * file reaches only someone who may see a task that carries it. The text is what a careless or curious user types: invisible and bidi characters,
 * look-alike letters from other alphabets, very long text, any Unicode, and HTML.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/api/paths';
import { extensionPaths } from '../../src/api/extensions';
import { DEMO_IDS, createSession, getDb, seedKeeper } from '../../mocks/db';
import type { Db, UploadRecord } from '../../mocks/db/schema';
import { call, readFileAt, upload, type CallOptions } from './api';
import { daysFromNow, jobUpdateBody, newClientBody, newJobBody, newUserBody, userUpdateBody } from './bodies';

/** Who calls: nobody signed in, each role, and a user locked after signing in. */
const CALLERS = ['none', 'staff', 'staff2', 'admin', 'superAdmin', 'locked'] as const;
type Caller = (typeof CALLERS)[number];

const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u200E', '\u202E', '\u2066', '\u061C', '\u00AD'];

/** What a person may paste into any field. */
const anyText = fc.oneof(
  fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 6 }).map((chars) => chars.join('')),
  fc
    .tuple(fc.constantFrom('Ada', 'Lekki ledger', 'admin@example.com'), fc.constantFrom(...INVISIBLE))
    .map(([text, invisible]) => `${invisible}${text}${invisible}`),
  fc.constantFrom('аdmin@example.com', 'Аdа Okafor', 'stаff@example.com', 'Ｐａｙｒｏｌｌ'),
  fc.integer({ min: 300, max: 20_000 }).map((length) => 'Lorem ipsum '.repeat(Math.ceil(length / 12)).slice(0, length)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '<script>alert(document.cookie)</script>',
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    '"; filename*=UTF-8\'\'evil.html; x="',
    '../../../etc/passwd',
    'Client’s invoice € 📄.pdf',
    '=HYPERLINK("http://x")',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '9999-12-31T00:00-23:59',
    '0000-01-01T00:00:00Z',
    '-1',
    '1e309',
    '%00',
  ),
);

interface Ctx {
  db: Db;
  /** The id a demo role's record has. */
  me: number;
}

interface Endpoint {
  name: string;
  /** The request with `text` in its `slot`th text field (each field takes a turn). */
  request: (ctx: Ctx, text: string, slot: number) => { path: string } & CallOptions;
}

/** `text` in the `slot`th of `fields` of `body`, the others as they are. */
function withText<T extends object>(body: T, fields: ReadonlyArray<keyof T>, text: string, slot: number): T {
  return { ...body, [fields[slot % fields.length]]: text };
}

const pendingFor = (db: Db, reviewerId: number) => db.tasks.find((t) => t.statusName === 'Pending' && t.reviewerIds.includes(reviewerId));
const activeOf = (db: Db, assigneeId: number) => db.tasks.find((t) => t.assigneeId === assigneeId && t.statusName === 'Active');
const unassigned = (db: Db) => db.tasks.find((t) => t.jobId === 1 && t.assigneeId === null);

const clientFields = ['clientName', 'clientRepresentative', 'email', 'industry', 'designation', 'services', 'phone', 'address'] as const;
const userFields = ['firstName', 'lastName', 'email', 'phoneNumber', 'imageUrl'] as const;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'sign in',
    request: (_, text, slot) => ({
      path: paths.login,
      body: withText({ email: 'staff@example.com', password: 'demo1234' }, ['email', 'password'], text, slot),
    }),
  },
  { name: 'profile', request: (_, text) => ({ path: `/api/user/${encodeURIComponent(text) || '%20'}` }) },
  { name: 'dashboard', request: (_, text) => ({ path: paths.home, query: { userId: text } }) },
  { name: 'dashboard detail', request: (_, text) => ({ path: paths.homeDetailed, query: { userId: text } }) },
  {
    name: 'firm jobs',
    request: (_, text, slot) => ({
      path: paths.jobs,
      query: withText(
        { pageNumber: '1', pageSize: '10', text: '', dueFrom: '', clientId: '' },
        ['text', 'pageNumber', 'dueFrom', 'clientId'],
        text,
        slot,
      ),
    }),
  },
  { name: 'my jobs', request: (_, text) => ({ path: paths.myJobs, query: { pageNumber: text, pageSize: 10 } }) },
  {
    name: 'add job',
    request: ({ me }, text, slot) => ({
      path: paths.jobAdd,
      body: withText(newJobBody(me), ['jobName', 'jobDescription', 'dateIn', 'dateOut'], text, slot),
    }),
  },
  {
    name: 'update job',
    request: ({ db }, text, slot) => ({
      path: paths.jobUpdate,
      body: withText(jobUpdateBody(db.jobs[0]), ['jobName', 'jobDescription', 'dateIn', 'dateOut'], text, slot),
    }),
  },
  { name: 'delete job', request: (_, text) => ({ path: paths.jobDelete, method: 'POST', query: { id: text } }) },
  { name: 'job details', request: (_, text) => ({ path: paths.jobDetails, query: { jobId: text } }) },
  { name: 'jobs by type and date', request: (_, text) => ({ path: paths.jobsByTypeAndDate, query: { jobTypeId: 1, from: text } }) },
  {
    name: 'add task',
    request: (_, text, slot) => {
      const file = { url: '/mock-files/files/00000000000000000000000000000000/a.pdf', fileName: 'a.pdf' };
      const fields = [
        { taskName: text },
        { taskDescription: text },
        { taskFileList: [{ ...file, url: text }] },
        { taskFileList: [{ ...file, fileName: text }] },
      ];
      return {
        path: paths.taskAdd,
        body: {
          jobId: 1,
          taskName: 'Prepare schedules',
          taskDescription: 'Prepare the lead schedules',
          taskFileList: [],
          ...fields[slot % fields.length],
        },
      };
    },
  },
  {
    name: 'assign a task',
    request: ({ db }, text, slot) => {
      const task = unassigned(db)!;
      const job = db.jobs.find((j) => j.id === task.jobId)!;
      const body = {
        id: task.id,
        jobId: job.id,
        startDate: daysFromNow(0.01),
        endDate: new Date(Math.min(Date.now() + 86_400_000, Date.parse(job.dateOut))).toISOString(),
        createdBy: DEMO_IDS.admin,
        userList: [{ id: DEMO_IDS.staff2, name: 'F' }],
        reviewerList: [{ id: DEMO_IDS.admin, name: 'R' }],
      };
      return { path: paths.taskUpdate, body: withText(body, ['startDate', 'endDate'], text, slot) };
    },
  },
  {
    name: 'tasks to review',
    // The spec's reviewerId, and the queue's own filters (docs/decisions/036-return-with-a-new-deadline.md).
    request: (_, text, slot) => ({
      path: paths.tasksToReview,
      query: withText(
        { pageNumber: '1', pageSize: '10', reviewerId: '', assigneeId: '', clientId: '', overdue: '' },
        ['reviewerId', 'assigneeId', 'clientId', 'overdue'],
        text,
        slot,
      ),
    }),
  },
  { name: 'my pending tasks', request: (_, text) => ({ path: paths.myPendingTasks, query: { userId: text } }) },
  {
    name: 'submit a task',
    request: ({ db, me }, text, slot) => {
      const task = activeOf(db, me) ?? activeOf(db, DEMO_IDS.staff)!;
      const fields = [
        { comment: text },
        { taskFileList: [{ url: text, fileName: 'a.pdf' }] },
        { taskFileList: [{ url: '/mock-files/files/00000000000000000000000000000000/a.pdf', fileName: text }] },
      ];
      return {
        path: paths.taskFinished,
        body: { taskId: task.id, userId: me, comment: 'Done', taskFileList: [], ...fields[slot % fields.length] },
      };
    },
  },
  {
    name: 'approve',
    request: ({ db, me }, text) => ({
      path: paths.taskValidate,
      query: { taskId: (pendingFor(db, me) ?? pendingFor(db, DEMO_IDS.admin)!).id },
      body: { comment: text },
    }),
  },
  {
    name: 'return for rework',
    request: ({ db, me }, text, slot) => ({
      path: paths.taskRework,
      query: { taskId: (pendingFor(db, me) ?? pendingFor(db, DEMO_IDS.admin)!).id },
      // The comment, or the new end date the rework call may carry.
      body: slot % 2 === 0 ? { comment: text } : { comment: 'Fix the totals.', isDateRework: true, reworkDate: text },
    }),
  },
  { name: 'comments', request: (_, text) => ({ path: paths.taskComments, query: { taskId: text } }) },
  { name: "a job's tasks", request: (_, text) => ({ path: paths.tasksAvailable, query: { jobId: text } }) },
  { name: 'client options', request: () => ({ path: paths.dropdownClients }) },
  { name: 'user options', request: () => ({ path: paths.dropdownUsers }) },
  { name: 'clients', request: (_, text) => ({ path: paths.clients, query: { pageNumber: 1, search: text } }) },
  {
    name: 'create client',
    request: (_, text, slot) => ({ path: paths.clientCreate, body: withText(newClientBody, clientFields, text, slot) }),
  },
  {
    name: 'update client',
    request: ({ db }, text, slot) => ({
      path: paths.clientUpdate,
      body: withText({ ...newClientBody, id: db.clients[0].id, email: db.clients[0].email }, clientFields, text, slot),
    }),
  },
  { name: 'delete client', request: (_, text) => ({ path: paths.clientDeactivate, method: 'POST', query: { id: text } }) },
  { name: 'users', request: (_, text) => ({ path: paths.users, query: { pageNumber: 1, search: text } }) },
  {
    name: 'create user',
    request: (_, text, slot) => ({
      path: paths.userCreate,
      body: withText(newUserBody, userFields, text, slot),
    }),
  },
  {
    name: 'update user',
    request: ({ db }, text, slot) => ({
      path: paths.userUpdate,
      body: withText(userUpdateBody(db.users.find((u) => u.id === DEMO_IDS.staff2)!), userFields, text, slot),
    }),
  },
  { name: 'delete user', request: (_, text) => ({ path: paths.userDelete, method: 'POST', query: { id: text } }) },
  { name: 'lock user', request: (_, text) => ({ path: paths.userLock, method: 'PUT', query: { id: text } }) },
  { name: 'unlock user', request: (_, text) => ({ path: paths.userUnlock, method: 'PUT', query: { id: text } }) },
  { name: 'deactivate user', request: (_, text) => ({ path: paths.userDeactivate, method: 'PUT', query: { id: text } }) },
  { name: 'extensions', request: () => ({ path: extensionPaths.capabilities }) },
  {
    name: 'hand a task over',
    request: ({ db }, text, slot) => {
      const task = pendingFor(db, DEMO_IDS.admin)!;
      const fields = [{ reviewerIds: [text] }, { assigneeId: text }, { taskId: text }];
      return {
        path: extensionPaths.taskHandover,
        body: { taskId: task.id, reviewerIds: [DEMO_IDS.superAdmin], ...fields[slot % fields.length] },
      };
    },
  },
  { name: "a user's holdings", request: (_, text) => ({ path: extensionPaths.userHoldings, query: { id: text } }) },
  {
    name: "hand a user's work over",
    request: (_, text, slot) => ({
      path: extensionPaths.userHandover,
      body: withText(
        { userId: DEMO_IDS.staff2, reviewerId: DEMO_IDS.admin, assigneeId: DEMO_IDS.staff },
        ['userId', 'reviewerId', 'assigneeId'],
        text,
        slot,
      ),
    }),
  },
  { name: 'reactivate a user', request: (_, text) => ({ path: extensionPaths.userReactivate, method: 'PUT', query: { id: text } }) },
  { name: "a task's sign-off trail", request: (_, text) => ({ path: extensionPaths.signOffTrail, query: { taskId: text } }) },
  { name: 'sign-off levels awaited', request: (_, text) => ({ path: extensionPaths.signOffLevels, query: { taskIds: text } }) },
  { name: "a job's sign-off record", request: (_, text) => ({ path: extensionPaths.jobSignOff, query: { jobId: text } }) },
  { name: 'the sign-off setting', request: () => ({ path: extensionPaths.signOffSettings }) },
  {
    name: 'change the sign-off setting',
    request: (_, text, slot) => ({
      path: extensionPaths.signOffSettings,
      method: 'PUT',
      body: withText({ secondLevelJobTypeIds: [3], secondLevelRoles: [2, 3] }, ['secondLevelJobTypeIds', 'secondLevelRoles'], text, slot),
    }),
  },
  { name: 'the holiday substitutes', request: () => ({ path: extensionPaths.holidaySubstitutes }) },
  {
    name: 'change the holiday substitutes',
    request: (_, text, slot) => ({
      path: extensionPaths.holidaySubstitutes,
      method: 'PUT',
      body: { substitutes: [withText({ for: '2027-05-01', date: '2027-05-04' }, ['for', 'date'], text, slot)] },
    }),
  },
  { name: 'the compliance rules', request: () => ({ path: extensionPaths.complianceRules }) },
  {
    name: 'save a compliance rule version',
    request: (_, text, slot) => ({
      path: extensionPaths.complianceRules,
      body: withText(
        {
          id: 'vat',
          obligation: 'VAT',
          authority: 'NRS',
          due: '25th',
          dueRule: { kind: 'day-of-month', day: 25 },
          source: 'NTAA s. 22',
          confidence: 'V2',
          effective: '2027-03-01',
          assumption: '',
          exemption: '',
          stateOverrides: [],
        },
        ['obligation', 'authority', 'due', 'source', 'confidence', 'effective', 'id', 'assumption'],
        text,
        slot,
      ),
    }),
  },
  { name: 'the client obligations', request: () => ({ path: extensionPaths.clientObligations }) },
  {
    name: 'save client obligations',
    request: (_, text, slot) => ({
      path: extensionPaths.clientObligations,
      method: 'PUT',
      body: {
        rows: [
          withText(
            { clientId: 9, owes: ['vat'], yearEnd: '03-31', incorporated: '2025-01-01' },
            ['yearEnd', 'incorporated', 'clientId'],
            text,
            slot,
          ),
        ],
      },
    }),
  },
  {
    name: 'reports',
    request: (_, text, slot) => ({
      path: paths.reports,
      query: withText({ startDate: '2026-01-01', endDate: '2026-12-31' }, ['startDate', 'endDate'], text, slot),
    }),
  },
];

const SUCCESS = ['OK', 'CREATED', '200', '201'];

/** A refusal: an HTTP error, or an envelope whose code is not a success. */
async function isRefusal(response: Response): Promise<boolean> {
  if (response.status >= 400) return true;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('responseCode' in body)) return false;
  return !SUCCESS.includes(String(body.responseCode));
}

/** The seed each run starts from, made once: a run puts back a copy rather than seeding again (most of a run's time). */
const resetToSeed = seedKeeper();

/** A fresh seed with a token for each caller; the locked user signed in before the lock. */
function freshStart(): Record<Caller, string | undefined> {
  resetToSeed();
  const db = getDb();
  const tokens: Record<Caller, string | undefined> = {
    none: undefined,
    staff: createSession(DEMO_IDS.staff),
    staff2: createSession(DEMO_IDS.staff2),
    admin: createSession(DEMO_IDS.admin),
    superAdmin: createSession(DEMO_IDS.superAdmin),
    locked: createSession(DEMO_IDS.locked),
  };
  const locked = db.users.find((u) => u.id === DEMO_IDS.locked);
  if (locked) locked.isLocked = true;
  return tokens;
}

const idOf = (caller: Caller): number => (caller === 'none' ? 0 : DEMO_IDS[caller]);

describe('every endpoint, every caller, any text', () => {
  it('never answers 500, and a refusal (or any read) changes nothing stored', async () => {
    // Every run starts from the same seed, so from the same text: serialised once, not per run.
    let startText: string | undefined;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fc.constantFrom(...CALLERS),
        anyText,
        fc.nat(7),
        async (endpoint, caller, text, slot) => {
          const tokens = freshStart();
          const db = getDb();
          const before = (startText ??= JSON.stringify(db));
          const { path, ...options } = endpoint.request({ db, me: idOf(caller) || DEMO_IDS.staff }, text, slot);
          const response = await call(path, { ...options, token: tokens[caller] });
          expect(response.status, `${endpoint.name} as ${caller}`).toBeLessThan(500);
          const reads = (options.method ?? (options.body === undefined ? 'GET' : 'POST')) === 'GET';
          if (reads || (await isRefusal(response))) expect(JSON.stringify(getDb()), `${endpoint.name} as ${caller}`).toBe(before);
        },
      ),
      { numRuns: 600 },
    );
  }, 120_000);

  it('never answers 500 to an upload, whatever its name and bytes, and a refused one stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLERS),
        fc.constantFrom('image', 'raw', 'auto'),
        anyText,
        anyText,
        async (caller, kind, name, content) => {
          const tokens = freshStart();
          const before = getDb().uploads.length;
          const response = await upload(new File([content], name, { type: 'text/html' }), { token: tokens[caller], kind });
          expect(response.status).toBeLessThan(500);
          if (!response.ok) expect(getDb().uploads).toHaveLength(before);
          if (caller === 'none' || caller === 'locked') expect(response.status).toBe(401);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('serves a stored file only to someone who may see a task carrying it', async () => {
    const carriers = (db: Db, upload: UploadRecord) => db.tasks.filter((t) => t.files.some((f) => f.url.includes(`/${upload.key}/`)));
    /** Who may read it, worked out from the tasks alone: admins any, Staff the tasks they are the assignee or a reviewer of. */
    const mayRead = (db: Db, upload: UploadRecord, caller: Caller): boolean => {
      if (caller === 'admin' || caller === 'superAdmin') return true;
      if (caller !== 'staff' && caller !== 'staff2') return false;
      const id = DEMO_IDS[caller];
      return carriers(db, upload).some((t) => t.assigneeId === id || t.reviewerIds.includes(id));
    };
    const uploads = getDb().uploads.length;
    expect(uploads).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLERS), fc.nat(uploads - 1), async (caller, index) => {
        const tokens = freshStart();
        const db = getDb();
        const stored = db.uploads[index];
        const response = await readFileAt(`/mock-files/files/${stored.key}/${encodeURIComponent(stored.fileName)}`, tokens[caller]);
        expect(response.status).toBe(mayRead(db, stored, caller) ? 200 : caller === 'none' || caller === 'locked' ? 401 : 404);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
