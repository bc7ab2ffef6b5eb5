/**
 * The role matrix (docs/behaviour.md §6, docs/decisions/006-reviewers-are-admins.md): every
 * path of src/api/paths.ts called as Super Admin, Admin and Staff, with what each must get.
 * The rows of issue items 8-12 (roles, own tasks, reviewers, Staff reads, sessions) come last.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/api/paths';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { RULE_MESSAGES, hasReviewHistory } from '../../mocks/db/rules';
import { ROLE_MESSAGES } from '../../mocks/handlers/users';
import type { Db, TaskRecord } from '../../mocks/db/schema';
import { call, tokenOf, type CallOptions } from './api';
import { jobUpdateBody, newClientBody, newJobBody, newUserBody, userUpdateBody } from './bodies';

type Role = 'superAdmin' | 'admin' | 'staff';
const ROLES: readonly Role[] = ['superAdmin', 'admin', 'staff'];
const EMAIL: Record<Role, string> = { superAdmin: 'superadmin@example.com', admin: 'admin@example.com', staff: 'staff@example.com' };
const ID: Record<Role, number> = { superAdmin: DEMO_IDS.superAdmin, admin: DEMO_IDS.admin, staff: DEMO_IDS.staff };

/** ok: HTTP 200 with a success code; 403/401: that HTTP status; any other text: a refusal with that description. */
type Expect = 'ok' | 403 | 401 | string;
const SUCCESS = ['OK', 'CREATED', '200', '201'];
const DAY = 86_400_000;

interface Ctx {
  db: Db;
  role: Role;
  me: number;
  token: string;
}

interface Row {
  name: string;
  /** The request; it may prepare the db first. */
  request: (ctx: Ctx) => { path: string } & CallOptions;
  expect: Record<Role, Expect>;
}

const all = (e: Expect): Record<Role, Expect> => ({ superAdmin: e, admin: e, staff: e });
const adminOnly: Record<Role, Expect> = { superAdmin: 'ok', admin: 'ok', staff: 403 };

const pendingReviewedBy = (db: Db, id: number): TaskRecord =>
  db.tasks.find((t) => t.statusName === 'Pending' && t.reviewerIds.includes(id))!;
const unassigned = (db: Db): TaskRecord => db.tasks.find((t) => t.jobId === 1 && t.assigneeId === null)!;
const staffActive = (db: Db): TaskRecord => db.tasks.find((t) => t.assigneeId === DEMO_IDS.staff && t.statusName === 'Active')!;
const foreignJob = (db: Db): number =>
  db.jobs.find(
    (j) => !db.tasks.some((t) => t.jobId === j.id && (t.assigneeId === DEMO_IDS.staff || t.reviewerIds.includes(DEMO_IDS.staff))),
  )!.id;

function assignment(db: Db, reviewerId: number) {
  const task = unassigned(db);
  const job = db.jobs.find((j) => j.id === task.jobId)!;
  const start = Math.max(Date.now(), Date.parse(job.dateIn));
  return {
    id: task.id,
    jobId: job.id,
    startDate: new Date(start).toISOString(),
    endDate: new Date(Math.min(start + DAY, Date.parse(job.dateOut))).toISOString(),
    createdBy: 2,
    userList: [{ id: DEMO_IDS.staff2, name: 'F' }],
    reviewerList: [{ id: reviewerId, name: 'R' }],
  };
}

const user = (db: Db, id: number) => userUpdateBody(db.users.find((r) => r.id === id)!);
/** The deletes, locks and deactivations: the record's id in the query, nothing in the body. */
const jobWithoutHistory = (db: Db): number => db.jobs.find((j) => !db.tasks.some((t) => t.jobId === j.id && hasReviewHistory(db, t)))!.id;

const byId =
  (path: string, method: 'POST' | 'PUT', id: number): Row['request'] =>
  () => ({ path, method, query: { id } });

/** Approve and reject: the first submitted task Admin reviews, decided with a comment. */
const decisionOnTaskAdminReviews =
  (path: string, comment: string): Row['request'] =>
  ({ db }) => ({ path, query: { taskId: pendingReviewedBy(db, DEMO_IDS.admin).id }, body: { comment } });
const onlyItsReviewerDecides: Record<Role, Expect> = {
  superAdmin: RULE_MESSAGES.notReviewer,
  admin: 'ok',
  staff: RULE_MESSAGES.ownTask,
};

const rows: Row[] = [
  // ---- every path, as each role would call it ----
  {
    name: 'POST sign in (public)',
    request: ({ role }) => ({ path: paths.login, body: { email: EMAIL[role], password: 'demo1234' } }),
    expect: all('ok'),
  },
  { name: 'GET own profile', request: ({ me }) => ({ path: paths.user(me) }), expect: all('ok') },
  { name: 'GET dashboard', request: () => ({ path: paths.home }), expect: all('ok') },
  { name: 'GET dashboard detail', request: () => ({ path: paths.homeDetailed }), expect: all('ok') },
  { name: 'GET firm jobs', request: () => ({ path: paths.jobs, query: { pageNumber: 1, pageSize: 10 } }), expect: adminOnly },
  { name: 'GET my jobs', request: () => ({ path: paths.myJobs, query: { pageNumber: 1, pageSize: 10 } }), expect: all('ok') },
  { name: 'POST add job', request: ({ db }) => ({ path: paths.jobAdd, body: newJobBody(db.users[0].id) }), expect: adminOnly },
  // A job with review history is kept (docs/decisions/028-jobs-with-review-history-are-kept.md): one without it.
  {
    name: 'POST delete job',
    request: ({ db }) => ({ path: paths.jobDelete, method: 'POST', query: { id: jobWithoutHistory(db) } }),
    expect: adminOnly,
  },
  {
    name: 'POST update job',
    request: ({ db }) => ({ path: paths.jobUpdate, body: { ...jobUpdateBody(db.jobs[0]), jobName: 'Renamed' } }),
    expect: adminOnly,
  },
  {
    name: 'GET job details of own job',
    request: ({ db }) => ({ path: paths.jobDetails, query: { jobId: staffActive(db).jobId } }),
    expect: all('ok'),
  },
  { name: 'GET jobs by type and date', request: () => ({ path: paths.jobsByTypeAndDate, query: { jobTypeId: 1 } }), expect: adminOnly },
  {
    name: 'POST add task',
    request: () => ({
      path: paths.taskAdd,
      body: { jobId: 1, taskName: 'Prepare schedules', taskDescription: 'Prepare the lead schedules', taskFileList: [] },
    }),
    expect: adminOnly,
  },
  {
    name: 'GET tasks to review',
    request: () => ({ path: paths.tasksToReview, query: { pageNumber: 1, pageSize: 10 } }),
    expect: all('ok'),
  },
  { name: 'GET my pending tasks', request: () => ({ path: paths.myPendingTasks }), expect: all('ok') },
  {
    name: "POST submit Staff's task",
    request: ({ db }) => ({ path: paths.taskFinished, body: { taskId: staffActive(db).id, comment: 'Done', userId: 3, taskFileList: [] } }),
    expect: { superAdmin: RULE_MESSAGES.notYourTask, admin: RULE_MESSAGES.notYourTask, staff: 'ok' },
  },
  {
    name: 'POST approve a task Admin reviews (no Super Admin bypass, item 9)',
    request: decisionOnTaskAdminReviews(paths.taskValidate, 'Fine'),
    // The seed's first such task is Staff's own: their answer is the own-task refusal.
    expect: onlyItsReviewerDecides,
  },
  {
    name: 'POST reject a task Admin reviews',
    request: decisionOnTaskAdminReviews(paths.taskRework, 'Redo'),
    expect: onlyItsReviewerDecides,
  },
  {
    name: 'GET comments of own task',
    request: ({ db }) => ({ path: paths.taskComments, query: { taskId: staffActive(db).id } }),
    expect: all('ok'),
  },
  {
    name: 'POST assign a task',
    request: ({ db }) => ({ path: paths.taskUpdate, body: assignment(db, DEMO_IDS.admin) }),
    expect: adminOnly,
  },
  { name: "GET a job's tasks", request: () => ({ path: paths.tasksAvailable, query: { jobId: 1 } }), expect: adminOnly },
  { name: 'GET client options', request: () => ({ path: paths.dropdownClients }), expect: all('ok') },
  { name: 'GET job type options', request: () => ({ path: paths.dropdownJobTypes }), expect: all('ok') },
  { name: 'GET user type options', request: () => ({ path: paths.dropdownUserTypes }), expect: all('ok') },
  { name: 'GET user options', request: () => ({ path: paths.dropdownUsers }), expect: all('ok') },
  { name: 'GET position options', request: () => ({ path: paths.dropdownPositions }), expect: all('ok') },
  { name: 'GET clients', request: () => ({ path: paths.clients, query: { pageNumber: 1 } }), expect: adminOnly },
  { name: 'POST create client', request: () => ({ path: paths.clientCreate, body: newClientBody }), expect: adminOnly },
  {
    name: 'POST update client',
    request: ({ db }) => ({ path: paths.clientUpdate, body: { ...newClientBody, id: db.clients[0].id, email: db.clients[0].email } }),
    expect: adminOnly,
  },
  { name: 'POST delete client', request: byId(paths.clientDeactivate, 'POST', 25), expect: adminOnly },
  { name: 'GET users', request: () => ({ path: paths.users, query: { pageNumber: 1 } }), expect: adminOnly },
  {
    name: 'POST create Staff user',
    request: () => ({
      path: paths.userCreate,
      body: newUserBody,
    }),
    expect: adminOnly,
  },
  {
    name: 'POST update Staff user',
    request: ({ db }) => ({ path: paths.userUpdate, body: { ...user(db, DEMO_IDS.staff2), positionId: 4 } }),
    expect: adminOnly,
  },
  // The locked demo account holds no work, so nothing needs handing over first (docs/behaviour.md §4 "Nothing stranded").
  { name: 'POST delete Staff user', request: byId(paths.userDelete, 'POST', DEMO_IDS.locked), expect: adminOnly },
  { name: 'PUT lock Staff user', request: byId(paths.userLock, 'PUT', DEMO_IDS.staff2), expect: adminOnly },
  { name: 'PUT unlock Staff user', request: byId(paths.userUnlock, 'PUT', DEMO_IDS.locked), expect: adminOnly },
  { name: 'PUT deactivate Staff user', request: byId(paths.userDeactivate, 'PUT', DEMO_IDS.locked), expect: adminOnly },
  {
    name: 'GET reports',
    request: () => ({ path: paths.reports, query: { startDate: '2026-01-01', endDate: '2026-12-31' } }),
    expect: adminOnly,
  },
  { name: 'POST sign out', request: () => ({ path: paths.logout, method: 'POST' }), expect: all('ok') },

  // ---- item 8: Super Admin is granted and changed by Super Admins only ----
  {
    name: 'item 8: make oneself Super Admin',
    request: ({ db, me }) => ({ path: paths.userUpdate, body: { ...user(db, me), userType: 3 } }),
    expect: { superAdmin: 'ok', admin: ROLE_MESSAGES.ownRole, staff: 403 },
  },
  {
    name: 'item 8: make a Staff member Super Admin',
    request: ({ db }) => ({ path: paths.userUpdate, body: { ...user(db, DEMO_IDS.staff2), userType: 3 } }),
    expect: { superAdmin: 'ok', admin: ROLE_MESSAGES.grantSuperAdmin, staff: 403 },
  },
  {
    name: 'item 8: create a Super Admin',
    request: () => ({
      path: paths.userCreate,
      body: {
        id: 0,
        firstName: 'New',
        lastName: 'Boss',
        email: 'boss@example.com',
        phoneNumber: '0803 111 2222',
        userType: 3,
        jobTypeId: 1,
        positionId: 1,
        imageUrl: '',
      },
    }),
    expect: { superAdmin: 'ok', admin: ROLE_MESSAGES.grantSuperAdmin, staff: 403 },
  },
  {
    name: 'item 8: lock the Super Admin',
    request: byId(paths.userLock, 'PUT', DEMO_IDS.superAdmin),
    expect: { superAdmin: ROLE_MESSAGES.ownStatus, admin: ROLE_MESSAGES.touchSuperAdmin, staff: 403 },
  },
  {
    name: 'item 8: edit the Super Admin',
    request: ({ db }) => ({ path: paths.userUpdate, body: { ...user(db, DEMO_IDS.superAdmin), positionId: 2 } }),
    expect: { superAdmin: 'ok', admin: ROLE_MESSAGES.touchSuperAdmin, staff: 403 },
  },
  {
    name: 'item 8: delete the Super Admin',
    request: byId(paths.userDelete, 'POST', DEMO_IDS.superAdmin),
    expect: { superAdmin: ROLE_MESSAGES.ownStatus, admin: ROLE_MESSAGES.touchSuperAdmin, staff: 403 },
  },

  // ---- item 9: nobody approves their own task ----
  {
    name: 'item 9: approve a task one is the assignee of',
    request: ({ db, me }) => {
      const task = db.tasks.find((t) => t.statusName === 'Pending')!;
      // The caller's own submitted task, reviewed by them too: the one case a reviewer list cannot prevent.
      task.assigneeId = me;
      task.reviewerIds = [me, DEMO_IDS.admin2];
      return { path: paths.taskValidate, query: { taskId: task.id }, body: { comment: 'Mine, approved' } };
    },
    expect: all(RULE_MESSAGES.ownTask),
  },

  // ---- item 10: reviewers are Admins and Super Admins ----
  {
    name: 'item 10: assign with a Staff reviewer',
    request: ({ db }) => ({ path: paths.taskUpdate, body: assignment(db, DEMO_IDS.staff) }),
    expect: { superAdmin: RULE_MESSAGES.reviewerNotAdmin, admin: RULE_MESSAGES.reviewerNotAdmin, staff: 403 },
  },
  {
    name: 'item 10: assign with a Super Admin reviewer',
    request: ({ db }) => ({ path: paths.taskUpdate, body: assignment(db, DEMO_IDS.superAdmin) }),
    expect: adminOnly,
  },

  // ---- item 11: Staff read only what concerns them ----
  { name: "item 11: GET another user's profile", request: () => ({ path: paths.user(DEMO_IDS.staff2) }), expect: adminOnly },
  {
    name: "item 11: GET details of a job that is not one's own",
    request: ({ db }) => ({ path: paths.jobDetails, query: { jobId: foreignJob(db) } }),
    expect: adminOnly,
  },
  {
    name: "item 11: GET comments of a task that is not one's own",
    request: ({ db }) => ({ path: paths.taskComments, query: { taskId: db.tasks.find((t) => t.assigneeId === DEMO_IDS.staff2)!.id } }),
    expect: adminOnly,
  },

  // ---- item 12: sessions end ----
  {
    name: 'item 12: a call after signing out',
    request: ({ token }) => ({ path: paths.home, before: () => call(paths.logout, { method: 'POST', token }) }),
    expect: all(401),
  },
];

/** A row may need a call made first (signing out). */
type Prepared = { path: string; before?: () => Promise<Response> } & CallOptions;

describe('role matrix: 3 roles x every path', () => {
  it('covers every path of src/api/paths.ts', () => {
    const covered = new Set(rows.map((r) => r.request({ db: getDb(), role: 'admin', me: 2, token: '' }).path.replace(/\/\d+$/, '/:id')));
    const every = Object.values(paths).map((p) => (typeof p === 'function' ? p(1).replace(/\/\d+$/, '/:id') : p));
    expect(every.filter((p) => !covered.has(p))).toEqual([]);
  });

  for (const row of rows) {
    for (const role of ROLES) {
      it(`${row.name} as ${role} -> ${String(row.expect[role])}`, async () => {
        const token = await tokenOf(EMAIL[role]);
        const db = getDb();
        const { path, before, ...options }: Prepared = row.request({ db, role, me: ID[role], token });
        if (before) await before();
        const response = await call(path, { ...options, token });
        const expected = row.expect[role];
        if (typeof expected === 'number') {
          expect(response.status).toBe(expected);
          return;
        }
        expect(response.status).toBe(200);
        if (response.headers.get('content-type')?.includes('text/csv')) {
          expect(expected).toBe('ok');
          return;
        }
        const body = (await response.json()) as { responseCode?: string; response?: unknown; responseDescription?: string };
        if (expected === 'ok') {
          const passed = SUCCESS.includes(String(body.responseCode)) || body.response === 'OK';
          expect(passed, `${body.responseCode} ${body.responseDescription}`).toBe(true);
        } else {
          expect(body.responseDescription).toBe(expected);
        }
      });
    }
  }
});
