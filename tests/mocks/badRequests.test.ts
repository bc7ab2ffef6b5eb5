/**
 * Property-based: generated bad bodies and queries sent to every path of the mock backend
 * (docs/decisions/011-one-schema-per-request.md). Whatever arrives, the answer is never a
 * 500; a refused request leaves the db exactly as it was; after an accepted one the db's
 * invariants still hold.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/api/paths';
import { MAX_LENGTH } from '../../src/domain/schemas/fields';
import { DEMO_IDS, getDb } from '../../mocks/db';
import type { Db } from '../../mocks/db/schema';
import { BASE, tokenOf } from './api';
import { daysFromNow, newClientBody, newJobBody } from './bodies';

type Role = 'admin' | 'staff' | 'none';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  role: Role;
  body?: object;
  query?: Record<string, string>;
}

const fileList = [{ url: 'https://files.example/a.pdf', fileName: 'a.pdf' }];
const userBody = {
  id: 4,
  firstName: 'Funmi',
  lastName: 'Adeyemi',
  email: 'staff2@example.com',
  phoneNumber: '0803 111 2222',
  userType: 1,
  jobTypeId: 2,
  positionId: 5,
  imageUrl: '',
};

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: paths.login, role: 'none', body: { email: 'admin@example.com', password: 'demo1234' } },
  { method: 'POST', path: paths.logout, role: 'none' },
  { method: 'GET', path: paths.user(2), role: 'admin' },
  { method: 'GET', path: paths.home, role: 'admin', query: { userId: '3' } },
  { method: 'GET', path: paths.homeDetailed, role: 'admin', query: { userId: '3' } },
  {
    method: 'GET',
    path: paths.jobs,
    role: 'admin',
    query: { pageNumber: '1', pageSize: '10', clientId: '1', statusId: '1', jobTypeId: '1', text: 'a' },
  },
  { method: 'GET', path: paths.myJobs, role: 'admin', query: { pageNumber: '1', pageSize: '10', userId: '3' } },
  { method: 'POST', path: paths.jobAdd, role: 'admin', body: newJobBody(2) },
  { method: 'POST', path: paths.jobDelete, role: 'admin', query: { id: '60' } },
  {
    method: 'POST',
    path: paths.jobUpdate,
    role: 'admin',
    body: {
      id: 1,
      jobName: 'Annual audit',
      jobDescription: 'Audit of the annual accounts',
      clientId: 1,
      jobTypeId: 1,
      statusId: 1,
      dateIn: daysFromNow(-400),
      dateOut: daysFromNow(400),
    },
  },
  { method: 'GET', path: paths.jobDetails, role: 'staff', query: { jobId: '1' } },
  { method: 'GET', path: paths.jobsByTypeAndDate, role: 'admin', query: { from: daysFromNow(-30), to: daysFromNow(30), jobTypeId: '1' } },
  {
    method: 'POST',
    path: paths.taskAdd,
    role: 'admin',
    body: { jobId: 1, taskName: 'Prepare schedules', taskDescription: 'Prepare the lead schedules', taskFileList: fileList },
  },
  { method: 'GET', path: paths.tasksToReview, role: 'admin', query: { reviewerId: '2', pageNumber: '1', pageSize: '10' } },
  { method: 'GET', path: paths.myPendingTasks, role: 'admin', query: { userId: '3' } },
  { method: 'POST', path: paths.taskFinished, role: 'staff', body: { comment: 'Done', taskId: 3, userId: 3, taskFileList: fileList } },
  {
    method: 'POST',
    path: paths.taskValidate,
    role: 'admin',
    query: { taskId: '4', userId: '2' },
    body: { comment: 'Fine', taskFileList: [], taskId: 4, userId: 2 },
  },
  {
    method: 'POST',
    path: paths.taskRework,
    role: 'admin',
    query: { taskId: '4' },
    body: { comment: 'Redo', taskId: 4, userId: 2, isDateRework: false, reworkDate: null, taskFileList: [] },
  },
  { method: 'GET', path: paths.taskComments, role: 'staff', query: { taskId: '3' } },
  {
    method: 'POST',
    path: paths.taskUpdate,
    role: 'admin',
    body: {
      id: 1,
      jobId: 1,
      startDate: daysFromNow(1),
      endDate: daysFromNow(2),
      createdBy: 2,
      userList: [{ id: 3, name: 'C' }],
      reviewerList: [{ id: 2, name: 'T' }],
    },
  },
  { method: 'GET', path: paths.tasksAvailable, role: 'admin', query: { jobId: '1' } },
  { method: 'GET', path: paths.dropdownClients, role: 'staff' },
  { method: 'GET', path: paths.dropdownJobTypes, role: 'staff' },
  { method: 'GET', path: paths.dropdownUserTypes, role: 'staff' },
  { method: 'GET', path: paths.dropdownUsers, role: 'staff' },
  { method: 'GET', path: paths.dropdownPositions, role: 'staff' },
  { method: 'GET', path: paths.clients, role: 'admin', query: { pageNumber: '1', search: 'a' } },
  { method: 'POST', path: paths.clientCreate, role: 'admin', body: newClientBody },
  { method: 'POST', path: paths.clientUpdate, role: 'admin', body: { ...newClientBody, id: 1 } },
  { method: 'POST', path: paths.clientDeactivate, role: 'admin', query: { id: '25' } },
  { method: 'GET', path: paths.users, role: 'admin', query: { pageNumber: '1', search: 'a' } },
  { method: 'POST', path: paths.userCreate, role: 'admin', body: { ...userBody, id: 0, email: 'new.person@example.com' } },
  { method: 'POST', path: paths.userUpdate, role: 'admin', body: userBody },
  { method: 'POST', path: paths.userDelete, role: 'admin', query: { id: '12' } },
  { method: 'PUT', path: paths.userLock, role: 'admin', query: { id: '4' } },
  { method: 'PUT', path: paths.userUnlock, role: 'admin', query: { id: '5' } },
  { method: 'PUT', path: paths.userDeactivate, role: 'admin', query: { id: '4' } },
  { method: 'GET', path: paths.reports, role: 'admin', query: { startDate: '2026-01-01', endDate: '2026-12-31' } },
  { method: 'POST', path: '/mock-files/raw/upload', role: 'none' },
];

/** Values that break a field: wrong types, loose numbers, impossible dates, oversized text. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1.9,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '0x10',
    '1e1',
    '2026-13-99',
    'abc',
    [],
    [null],
    {},
    '\u0000',
  ),
  fc.constant('x'.repeat(MAX_LENGTH.description + 1)),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }),
);

const badQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1.9',
    '0x10',
    '-1',
    '1e1',
    'abc',
    ' 1',
    '0',
    '99999999999999999999',
    'NaN',
    'Infinity',
    '2026-13-99',
    '2026-02-30',
    'x'.repeat(300),
  ),
  fc.string(),
);

/** A body: any JSON or junk text, or the good body with one field broken or missing. */
function badBody(base: object | undefined): fc.Arbitrary<string | undefined> {
  const junk = fc.oneof(
    fc.string(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.constant('{"a":'),
  );
  if (!base || Object.keys(base).length === 0) return fc.oneof(junk, fc.constant(undefined));
  const keys = Object.keys(base);
  const broken = fc.tuple(fc.constantFrom(...keys), badValue).map(([key, value]) => JSON.stringify({ ...base, [key]: value }));
  const missing = fc
    .constantFrom(...keys)
    .map((key) => JSON.stringify(Object.fromEntries(Object.entries(base).filter(([k]) => k !== key))));
  return fc.oneof(broken, broken, missing, junk);
}

function badQuery(base: Record<string, string> | undefined): fc.Arbitrary<Record<string, string>> {
  if (!base || Object.keys(base).length === 0) return fc.dictionary(fc.string(), badQueryValue, { maxKeys: 2 });
  const keys = Object.keys(base);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), badQueryValue).map(([key, value]) => ({ ...base, [key]: value })),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key))),
  );
}

/** What must hold of the db after any accepted request. */
function invariantProblems(db: Db): string[] {
  const problems: string[] = [];
  const records = { user: db.users, client: db.clients, job: db.jobs, task: db.tasks, comment: db.comments };
  for (const kind of ['user', 'client', 'job', 'task', 'comment'] as const) {
    const ids = records[kind].map((r) => r.id);
    if (new Set(ids).size !== ids.length) problems.push(`${kind} ids repeat`);
    if (ids.some((id) => id >= db.nextId[kind])) problems.push(`nextId.${kind} not above every ${kind} id`);
  }
  const jobs = new Map(db.jobs.map((j) => [j.id, j]));
  const taskIds = new Set(db.tasks.map((t) => t.id));
  for (const job of db.jobs) {
    if (!(Date.parse(job.dateIn) < Date.parse(job.dateOut))) problems.push(`job ${job.id} ends before it starts`);
    if (!db.clients.some((c) => c.id === job.clientId)) problems.push(`job ${job.id} has no client`);
    if (![1, 2, 3, 4].includes(job.statusId)) problems.push(`job ${job.id} status ${job.statusId}`);
    if (job.jobName.length > MAX_LENGTH.name || job.jobDescription.length > MAX_LENGTH.description)
      problems.push(`job ${job.id} text too long`);
  }
  for (const task of db.tasks) {
    if (!jobs.has(task.jobId)) problems.push(`task ${task.id} has no job`);
    if (typeof task.taskName !== 'string' || task.taskName.length > MAX_LENGTH.name) problems.push(`task ${task.id} name`);
    if (task.isVerified !== (task.statusName === 'Verified')) problems.push(`task ${task.id} verified flag and status disagree`);
    if (!['Active', 'Pending', 'Ongoing not done by user', 'Verified'].includes(task.statusName))
      problems.push(`task ${task.id} status ${task.statusName}`);
    const assigned = task.assigneeId !== null;
    if (assigned !== task.reviewerIds.length > 0 || assigned !== (task.startDate !== null)) problems.push(`task ${task.id} half assigned`);
    if (assigned && task.reviewerIds.includes(task.assigneeId ?? 0)) problems.push(`task ${task.id} assignee reviews`);
    if (new Set(task.reviewerIds).size !== task.reviewerIds.length) problems.push(`task ${task.id} reviewer twice`);
    if (task.statusName === 'Pending' && (!assigned || task.dateFinished === null))
      problems.push(`task ${task.id} pending without submission`);
    if (task.files.some((f) => typeof f.fileName !== 'string' || typeof f.url !== 'string')) problems.push(`task ${task.id} file`);
  }
  for (const comment of db.comments) {
    if (!taskIds.has(comment.taskId)) problems.push(`comment ${comment.id} has no task`);
    if (typeof comment.comment !== 'string' || comment.comment.trim() === '') problems.push(`comment ${comment.id} blank`);
  }
  const emails = db.users.map((u) => u.email.toLowerCase());
  if (new Set(emails).size !== emails.length) problems.push('user email repeats');
  for (const user of db.users)
    if (!db.userTypes.some((t) => t.id === user.userType)) problems.push(`user ${user.id} type ${user.userType}`);
  return problems;
}

const SUCCESS = ['OK', 'CREATED', '200', '201'];

/** Whether the answer accepted the request; refusals are 4xx statuses or refusing envelopes. */
async function accepted(response: Response): Promise<boolean> {
  if (response.status >= 400) return false;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return true;
  const body = (await response.json()) as { responseCode?: unknown; response?: unknown; secure_url?: unknown };
  if (typeof body.secure_url === 'string') return true;
  return SUCCESS.includes(String(body.responseCode)) || body.response === 'OK';
}

const tokens: Partial<Record<Role, string>> = {};

describe('generated bad requests to every path', () => {
  beforeAll(() => {
    expect(invariantProblems(getDb())).toEqual([]);
  });

  it('covers every path of src/api/paths.ts', () => {
    const covered = new Set(ENDPOINTS.map((e) => e.path));
    expect(
      Object.values(paths)
        .map((p) => (typeof p === 'function' ? p(2) : p))
        .filter((p) => !covered.has(p)),
    ).toEqual([]);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: never a 500, a refusal changes nothing, invariants hold`, async () => {
      tokens.admin = await tokenOf('admin@example.com');
      tokens.staff = await tokenOf('staff@example.com');
      const request = fc.record({
        body: endpoint.method === 'GET' ? fc.constant(undefined) : badBody(endpoint.body),
        query: endpoint.query ? fc.oneof(badQuery(endpoint.query), fc.constant(endpoint.query)) : fc.constant<Record<string, string>>({}),
      });
      // The db as text while nothing has been written since it was read: a refusal leaves it so,
      // and the next run starts from it without serialising the db again.
      let unwritten: string | undefined;
      await fc.assert(
        fc.asyncProperty(request, async ({ body, query }) => {
          const url = new URL(endpoint.path, BASE);
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
          const headers: Record<string, string> = { 'Content-Type': 'application/json' };
          const token = endpoint.role === 'none' ? undefined : tokens[endpoint.role];
          if (token) headers.Authorization = `Bearer ${token}`;
          const before = unwritten ?? JSON.stringify(getDb());
          unwritten = undefined;
          const response = await fetch(url, { method: endpoint.method, headers, body });
          expect(response.status, `${endpoint.path} ${url.search} ${body ?? ''}`).toBeLessThan(500);
          if (await accepted(response)) {
            expect(invariantProblems(getDb())).toEqual([]);
          } else {
            expect(JSON.stringify(getDb()) === before, `refused ${endpoint.path} ${url.search} ${body ?? ''} changed the db`).toBe(true);
            unwritten = before;
          }
        }),
        { numRuns: 40, seed: 20261126 + DEMO_IDS.admin },
      );
    }, 60_000);
  }
});
