/**
 * Nothing stranded (docs/behaviour.md §4 "Nothing stranded", docs/api-extensions.md) and jobs
 * with review history kept, over fetch as a real client calls them.
 */
import { describe, expect, it } from 'vitest';
import type { Holdings } from '../../src/api/extensions';
import type { Paged, Task, User } from '../../src/api/types';
import { DEMO_IDS, getDb, hasReviewHistory } from '../../mocks/db';
import { RULE_MESSAGES } from '../../mocks/db/rules';
import { STRANDED_MESSAGES, assigneeReviewsTask } from '../../mocks/db/handoverRules';
import type { Db, TaskRecord } from '../../mocks/db/schema';
import { call, envelope, tokenOf } from './api';

const HANDOVER = '/api/ext/v1/task/handover';
const HOLDINGS = '/api/ext/v1/users/holdings';
const USER_HANDOVER = '/api/ext/v1/users/handover';
const REACTIVATE = '/api/ext/v1/users/reactivate';
const { superAdmin, admin, staff, staff2, admin2, locked } = DEMO_IDS;

const snapshot = (): string =>
  JSON.stringify({ tasks: getDb().tasks, users: getDb().users, jobs: getDb().jobs, comments: getDb().comments });

/** A task awaiting review whose only working reviewer is `reviewer`. */
function pendingOnlyReviewedBy(db: Db, reviewer: number): TaskRecord {
  const task = db.tasks.find((t) => t.statusName === 'Pending' && t.reviewerIds.length === 1 && t.reviewerIds[0] === reviewer);
  if (!task) throw new Error('the seed has no such task');
  return task;
}

async function adminToken(): Promise<string> {
  return tokenOf('admin@example.com');
}

describe('extension detection', () => {
  it('names the extensions to a signed-in user and answers 401 without a token', async () => {
    const staffToken = await tokenOf('staff@example.com');
    const answer = await envelope<string[]>('/api/ext/v1/capabilities', { token: staffToken });
    expect(answer.response).toEqual(expect.arrayContaining(['task-handover', 'user-reactivation']));
    expect((await call('/api/ext/v1/capabilities')).status).toBe(401);
  });
});

describe('handing a task over', () => {
  it('gives a task in review to a new reviewer, who then approves it', async () => {
    const token = await tokenOf('superadmin@example.com');
    const task = pendingOnlyReviewedBy(getDb(), admin);
    const answer = await envelope<Task>(HANDOVER, { token, body: { taskId: task.id, reviewerIds: [admin2] } });
    expect(answer.responseCode).toBe('OK');
    expect(answer.response.reviewerList).toEqual([{ id: admin2, name: 'Kemi Oladipo' }]);
    expect(getDb().tasks.find((t) => t.id === task.id)?.reviewerIds).toEqual([admin2]);

    const kemi = await tokenOf('kemi.oladipo@example.com');
    const approved = await envelope<null>('/api/v1/task/validate', {
      token: kemi,
      query: { taskId: task.id },
      body: { comment: 'Checked, thank you' },
    });
    expect(approved.responseDescription).toBe('Task approved successfully');
    expect(getDb().tasks.find((t) => t.id === task.id)?.isVerified).toBe(true);
    // The old reviewer is no longer asked.
    const old = await envelope<null>('/api/v1/task/validate', {
      token: await adminToken(),
      query: { taskId: task.id },
      body: { comment: 'x' },
    });
    expect(old.responseCode).not.toBe('OK');
  });

  it('gives an open task to a new assignee, whose pending list then holds it', async () => {
    const token = await adminToken();
    const task = getDb().tasks.find((t) => t.assigneeId === staff2 && t.statusName === 'Active' && !t.isVerified)!;
    const answer = await envelope<Task>(HANDOVER, { token, body: { taskId: task.id, assigneeId: staff } });
    expect(answer.responseCode).toBe('OK');
    const mine = await envelope<{ taskId: number }[]>('/api/task', { token: await tokenOf('staff@example.com') });
    expect(mine.response.map((t) => t.taskId)).toContain(task.id);
  });

  it.each([
    [
      'a verified task',
      (db: Db) => ({ taskId: db.tasks.find((t) => t.isVerified)!.id, reviewerIds: [admin2] }),
      STRANDED_MESSAGES.verified,
    ],
    [
      'a new assignee for a task in review',
      (db: Db) => ({ taskId: pendingOnlyReviewedBy(db, admin).id, assigneeId: staff }),
      STRANDED_MESSAGES.assigneeInReview,
    ],
    [
      'a Staff reviewer',
      (db: Db) => ({ taskId: pendingOnlyReviewedBy(db, admin).id, reviewerIds: [staff2] }),
      RULE_MESSAGES.reviewerNotAdmin,
    ],
    [
      'the assignee as reviewer',
      (db: Db) => {
        const task = db.tasks.find((t) => !t.isVerified && t.assigneeId === superAdmin)!;
        return { taskId: task.id, reviewerIds: [superAdmin] };
      },
      RULE_MESSAGES.assigneeReviews,
    ],
    [
      'a locked reviewer',
      (db: Db) => ({ taskId: pendingOnlyReviewedBy(db, admin).id, reviewerIds: [locked] }),
      STRANDED_MESSAGES.reviewerNotWorking,
    ],
    [
      'a deactivated assignee',
      (db: Db) => ({
        taskId: db.tasks.find((t) => t.assigneeId === staff && t.statusName === 'Active')!.id,
        assigneeId: DEMO_IDS.inactive,
      }),
      STRANDED_MESSAGES.assigneeNotWorking,
    ],
    [
      'an unassigned task',
      (db: Db) => ({ taskId: db.tasks.find((t) => t.assigneeId === null)!.id, reviewerIds: [admin2] }),
      STRANDED_MESSAGES.notAssigned,
    ],
    ['nothing chosen', (db: Db) => ({ taskId: db.tasks[0].id }), 'Choose a new assignee or new reviewers.'],
  ])('refuses %s and changes nothing', async (_name, body, message) => {
    const token = await adminToken();
    const before = snapshot();
    const answer = await envelope<null>(HANDOVER, { token, body: body(getDb()) });
    expect(answer.responseCode).not.toBe('OK');
    expect(answer.responseDescription).toBe(message);
    expect(snapshot()).toBe(before);
  });

  it('answers 403 to Staff and changes nothing', async () => {
    const token = await tokenOf('staff@example.com');
    const before = snapshot();
    const task = pendingOnlyReviewedBy(getDb(), admin);
    for (const [path, body] of [
      [HANDOVER, { taskId: task.id, reviewerIds: [admin2] }],
      [USER_HANDOVER, { userId: admin, reviewerId: admin2 }],
    ] as const) {
      expect((await call(path, { token, body })).status).toBe(403);
    }
    expect((await call(HOLDINGS, { token, query: { id: admin } })).status).toBe(403);
    expect((await call(REACTIVATE, { method: 'PUT', token, query: { id: DEMO_IDS.inactive } })).status).toBe(403);
    expect(snapshot()).toBe(before);
  });

  it('leaves the Assign screen’s call as it was: a task in review is still not assigned again', async () => {
    const token = await adminToken();
    const task = pendingOnlyReviewedBy(getDb(), admin);
    const job = getDb().jobs.find((j) => j.id === task.jobId)!;
    const answer = await envelope<null>('/api/v1/task/update', {
      token,
      body: {
        id: task.id,
        jobId: task.jobId,
        startDate: job.dateIn,
        endDate: job.dateOut,
        userList: [{ id: staff, name: 'x' }],
        reviewerList: [{ id: admin2, name: 'x' }],
      },
    });
    expect(answer.responseDescription).toBe(RULE_MESSAGES.taskInReview);
  });
});

describe('an account does not leave work stranded', () => {
  it('refuses to deactivate the only reviewer, names what they hold, and deactivates once it is handed over', async () => {
    const token = await tokenOf('superadmin@example.com');
    const holdings = await envelope<Holdings>(HOLDINGS, { token, query: { id: admin2 } });
    const reviewing = holdings.response.onlyReviewerOf.length;
    expect(reviewing).toBeGreaterThan(0);
    expect(holdings.response.assigneeOf).toEqual([]);

    const before = snapshot();
    const refused = await envelope<null>('/api/deactivate-user', { method: 'PUT', token, query: { id: admin2 } });
    expect(refused.responseCode).toBe('409');
    expect(refused.responseDescription).toBe(`This user is the only reviewer of ${reviewing} tasks. Hand them over first.`);
    expect(snapshot()).toBe(before);

    const handed = await envelope<{ reviewerTasks: number }>(USER_HANDOVER, { token, body: { userId: admin2, reviewerId: admin } });
    expect(handed.response.reviewerTasks).toBe(reviewing);
    const moved = holdings.response.onlyReviewerOf.map((h) => getDb().tasks.find((t) => t.id === h.taskId)!);
    expect(moved.every((t) => t.reviewerIds.includes(admin) && !t.reviewerIds.includes(admin2))).toBe(true);
    expect((await envelope<Holdings>(HOLDINGS, { token, query: { id: admin2 } })).response).toEqual({ onlyReviewerOf: [], assigneeOf: [] });

    const done = await envelope<null>('/api/deactivate-user', { method: 'PUT', token, query: { id: admin2 } });
    expect(done.responseCode).toBe('200');
    // Every moved task awaiting review is now on the new reviewer's list.
    const list = await envelope<unknown>('/api/v1/task/reviewer', {
      token: await adminToken(),
      query: { reviewerId: admin, pageNumber: 1, pageSize: 1000 },
    });
    const ids = (list as unknown as Paged<{ taskId: number }>).items.map((i) => i.taskId);
    for (const task of moved.filter((t) => t.statusName === 'Pending')) expect(ids).toContain(task.id);
  });

  it('refuses to delete an assignee with an open task until their work is handed over', async () => {
    const token = await adminToken();
    const open = getDb().tasks.filter((t) => t.assigneeId === staff2 && !t.isVerified && t.statusName !== 'Pending').length;
    // An account deactivated before this rule, still holding work, cannot be deleted either.
    getDb().users.find((u) => u.id === staff2)!.active = false;
    const before = snapshot();
    const refused = await envelope<null>('/api/user/deactivate-user', { method: 'POST', token, query: { id: staff2 } });
    expect(refused.responseDescription).toBe(`This user is the assignee of ${open} open tasks. Hand them over first.`);
    expect(snapshot()).toBe(before);

    expect((await envelope<null>(USER_HANDOVER, { token, body: { userId: staff2, assigneeId: staff } })).responseCode).toBe('OK');
    expect((await envelope<null>('/api/user/deactivate-user', { method: 'POST', token, query: { id: staff2 } })).responseCode).toBe('200');
    expect(getDb().tasks.some((t) => t.assigneeId === staff2 && !t.isVerified && t.statusName !== 'Pending')).toBe(false);
  });

  it('refuses to make the only reviewer Staff until their reviews are handed over', async () => {
    const token = await tokenOf('superadmin@example.com');
    const kemi = getDb().users.find((u) => u.id === admin2)!;
    const { password: _p, active: _a, isLocked: _l, deleted: _d, dateRegistered: _r, ...fields } = kemi;
    const before = snapshot();
    const refused = await envelope<User | null>('/api/update-user', { token, body: { ...fields, userType: 1 } });
    expect(refused.responseDescription).toMatch(/^This user is the only reviewer of \d+ tasks\. Hand them over first\.$/);
    expect(snapshot()).toBe(before);

    expect((await envelope<null>(USER_HANDOVER, { token, body: { userId: admin2, reviewerId: admin } })).responseCode).toBe('OK');
    expect((await envelope<User | null>('/api/update-user', { token, body: { ...fields, userType: 1 } })).responseCode).toBe('201');
    expect(getDb().users.find((u) => u.id === admin2)?.userType).toBe(1);
  });

  it('refuses a handover that would make an assignee review their own task, naming it, and changes nothing', async () => {
    const token = await adminToken();
    const db = getDb();
    const task = db.tasks.find((t) => !t.isVerified && t.assigneeId === superAdmin && t.reviewerIds.length === 1)!;
    const reviewer = task.reviewerIds[0];
    const before = snapshot();
    const answer = await envelope<null>(USER_HANDOVER, { token, body: { userId: reviewer, reviewerId: superAdmin } });
    expect(answer.responseDescription).toBe(assigneeReviewsTask(task.taskName));
    expect(snapshot()).toBe(before);
  });

  it('brings a deactivated account back, which can sign in and be chosen again', async () => {
    const token = await adminToken();
    const answer = await envelope<null>(REACTIVATE, { method: 'PUT', token, query: { id: DEMO_IDS.inactive } });
    expect(answer.responseCode).toBe('200');
    expect(
      (await envelope<unknown>('/api/v1/auth/login', { body: { email: 'inactive@example.com', password: 'demo1234' } })).responseCode,
    ).toBe('OK');
    const options = await envelope<{ id: number }[]>('/api/users/', { token });
    expect(options.response.map((o) => o.id)).toContain(DEMO_IDS.inactive);
    const again = await envelope<null>(REACTIVATE, { method: 'PUT', token, query: { id: DEMO_IDS.inactive } });
    expect(again.responseDescription).toBe(STRANDED_MESSAGES.notDeactivated);
  });

  it('does not let an Admin reactivate a Super Admin', async () => {
    getDb().users.find((u) => u.id === superAdmin)!.active = false;
    const answer = await envelope<null>(REACTIVATE, { method: 'PUT', token: await adminToken(), query: { id: superAdmin } });
    expect(answer.responseDescription).toBe("Only a Super Admin can change a Super Admin's account.");
    expect(getDb().users.find((u) => u.id === superAdmin)?.active).toBe(false);
  });
});

describe('deleting a job with review history', () => {
  it('is refused and nothing changes; a job without it is deleted', async () => {
    const token = await adminToken();
    const db = getDb();
    const reviewed = db.jobs.find((j) => db.tasks.some((t) => t.jobId === j.id && t.statusName === 'Pending'))!;
    const before = snapshot();
    const answer = await envelope<null>('/api/v1/job/delete', { method: 'POST', token, query: { id: reviewed.id } });
    expect(answer.responseCode).toBe('409');
    expect(answer.responseDescription).toBe('This job has review history and cannot be deleted.');
    expect(snapshot()).toBe(before);

    const quiet = db.jobs.find((j) => !db.tasks.some((t) => t.jobId === j.id && hasReviewHistory(db, t)))!;
    expect((await envelope<null>('/api/v1/job/delete', { method: 'POST', token, query: { id: quiet.id } })).responseCode).toBe('OK');
  });
});
