/**
 * The rules of issue-level decisions held by the mock: assigning once (docs/behaviour.md §4
 * "Assignment"), jobs of deleted clients and job dates (docs/decisions/012-*), sessions that
 * lapse after a day and end at sign-out (docs/design.md §3 "Auth"), strict ids and a
 * malformed submit that writes nothing (docs/decisions/011-one-schema-per-request.md).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope, Task } from '../../src/api/types';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { RULE_MESSAGES } from '../../mocks/db/rules';
import { SESSION_LIFETIME_MS } from '../../mocks/db/sessionLifetime';
import { call, envelope, tokenOf } from './api';
import { jobUpdateBody } from './bodies';

const DAY = 24 * 60 * 60 * 1000;
const snapshot = (): string => JSON.stringify(getDb());

function assignmentOf(task: { id: number; jobId: number }, job: { dateIn: string; dateOut: string }) {
  const start = Math.max(Date.now(), Date.parse(job.dateIn));
  const end = Math.min(start + DAY, Date.parse(job.dateOut));
  return {
    id: task.id,
    jobId: task.jobId,
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
    createdBy: DEMO_IDS.admin,
    userList: [{ id: DEMO_IDS.staff, name: 'Chinedu Eze' }],
    reviewerList: [{ id: DEMO_IDS.admin, name: 'Tunde Bakare' }],
  };
}

describe('assigning a task (item 6)', () => {
  it('assigns an unassigned task once; a second assignment, a verified or a pending task is refused and nothing changes', async () => {
    const admin = await tokenOf('admin@example.com');
    const other = await tokenOf('superadmin@example.com');
    const db = getDb();
    const job = db.jobs.find((j) => j.id === 1)!;
    const task = db.tasks.find((t) => t.jobId === 1 && t.assigneeId === null)!;
    const body = assignmentOf(task, job);
    expect((await envelope<Task>('/api/v1/task/update', { token: admin, body })).responseCode).toBe('OK');

    // A second admin still holding the old list of unassigned tasks.
    const before = snapshot();
    const late = await envelope<Task | null>('/api/v1/task/update', {
      token: other,
      body: { ...body, userList: [{ id: DEMO_IDS.staff2, name: 'Funmilayo Adeyemi' }] },
    });
    expect(late).toMatchObject({ responseCode: '400', responseDescription: RULE_MESSAGES.taskTaken });
    expect(snapshot()).toBe(before);
    expect(db.tasks.find((t) => t.id === task.id)?.assigneeId).toBe(DEMO_IDS.staff);

    for (const [status, message] of [
      ['Verified', RULE_MESSAGES.taskVerified],
      ['Pending', RULE_MESSAGES.taskInReview],
    ] as const) {
      const held = db.tasks.find((t) => t.statusName === status)!;
      const heldJob = db.jobs.find((j) => j.id === held.jobId)!;
      const frozen = snapshot();
      const answer = await envelope<Task | null>('/api/v1/task/update', { token: admin, body: assignmentOf(held, heldJob) });
      expect(answer.responseDescription).toBe(message);
      expect(snapshot()).toBe(frozen);
    }
  });

  it('refuses a Staff reviewer and the assignee as reviewer', async () => {
    const admin = await tokenOf('admin@example.com');
    const db = getDb();
    const job = db.jobs.find((j) => j.id === 1)!;
    const task = db.tasks.find((t) => t.jobId === 1 && t.assigneeId === null)!;
    const body = assignmentOf(task, job);
    const staffReviewer = await envelope<null>('/api/v1/task/update', {
      token: admin,
      body: { ...body, reviewerList: [{ id: DEMO_IDS.staff2, name: 'F' }] },
    });
    expect(staffReviewer.responseDescription).toBe(RULE_MESSAGES.reviewerNotAdmin);
    const selfReview = await envelope<null>('/api/v1/task/update', {
      token: admin,
      body: { ...body, userList: [{ id: DEMO_IDS.admin, name: 'T' }], reviewerList: [{ id: DEMO_IDS.admin, name: 'T' }] },
    });
    expect(selfReview.responseDescription).toBe(RULE_MESSAGES.assigneeReviews);
    expect(db.tasks.find((t) => t.id === task.id)?.assigneeId).toBeNull();
  });
});

describe('jobs (item 14)', () => {
  it('edits a job whose client was deleted, keeping that client; moving it to another deleted client is refused', async () => {
    const admin = await tokenOf('admin@example.com');
    const db = getDb();
    const job = db.jobs[0];
    const client = db.clients.find((c) => c.id === job.clientId)!;
    expect((await envelope<null>('/api/deactivate-client', { method: 'POST', token: admin, query: { id: client.id } })).responseCode).toBe(
      '200',
    );
    const edit = { ...jobUpdateBody(job), jobName: 'Still running' };
    const answer = await envelope<unknown>('/api/v1/job/update', { token: admin, body: edit });
    expect(answer.responseCode).toBe('OK');
    expect(db.jobs.find((j) => j.id === job.id)).toMatchObject({ jobName: 'Still running', clientId: client.id });

    const another = db.clients.find((c) => c.id !== client.id)!;
    await envelope<null>('/api/deactivate-client', { method: 'POST', token: admin, query: { id: another.id } });
    const moved = await envelope<null>('/api/v1/job/update', { token: admin, body: { ...edit, clientId: another.id } });
    expect(moved.responseDescription).toBe('Please select a client');
    const created = await envelope<null>('/api/v1/job/add', { token: admin, body: { ...edit, id: DEMO_IDS.admin } });
    expect(created.responseDescription).toBe('Please select a client');
  });

  it('refuses dates that would leave an assigned task outside the job, and takes dates that hold them', async () => {
    const admin = await tokenOf('admin@example.com');
    const db = getDb();
    const task = db.tasks.find((t) => t.startDate !== null && t.endDate !== null)!;
    const job = db.jobs.find((j) => j.id === task.jobId)!;
    const edit = jobUpdateBody(job);
    const before = snapshot();
    const shrunk = await envelope<null>('/api/v1/job/update', {
      token: admin,
      body: { ...edit, dateOut: new Date(Date.parse(task.endDate!) - 60_000).toISOString() },
    });
    expect(shrunk.responseDescription).toBe(RULE_MESSAGES.tasksOutsideDates);
    expect(snapshot()).toBe(before);
    const widened = await envelope<null>('/api/v1/job/update', {
      token: admin,
      body: { ...edit, dateOut: new Date(Date.parse(job.dateOut) + DAY).toISOString() },
    });
    expect(widened.responseCode).toBe('OK');
  });
});

describe('sessions (item 12)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('slides for a day of use, lapses after a day unused, and ends at sign-out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await tokenOf('staff@example.com');
    const profile = () => call(`/api/user/${DEMO_IDS.staff}`, { token });
    vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS - 60_000);
    expect((await profile()).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS - 60_000);
    expect((await profile()).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS + 60_000);
    expect((await profile()).status).toBe(401);

    const fresh = await tokenOf('staff@example.com');
    expect((await call(`/api/user/${DEMO_IDS.staff}`, { token: fresh })).status).toBe(200);
    const out = await call('/api/v1/auth/logout', { method: 'POST', token: fresh });
    const answer = (await out.json()) as Envelope<null>;
    expect(answer.responseCode).toBe('OK');
    expect((await call(`/api/user/${DEMO_IDS.staff}`, { token: fresh })).status).toBe(401);
  });
});

describe('bad input (items 5 and 13)', () => {
  it('refuses loose ids: ?id=1.9 and ?id=0x10 delete nothing', async () => {
    const admin = await tokenOf('admin@example.com');
    const before = snapshot();
    for (const id of ['1.9', '0x10', '1e1', '-1', ' 1', '016x']) {
      const answer = await envelope<null>(`/api/v1/job/delete?id=${encodeURIComponent(id)}`, { method: 'POST', token: admin });
      expect(answer).toMatchObject({ responseCode: '400', responseDescription: 'Job not found' });
    }
    expect(snapshot()).toBe(before);
  });

  it('a submit with taskFileList: 5 is refused before anything is written', async () => {
    const staff = await tokenOf('staff@example.com');
    const task = getDb().tasks.find((t) => t.assigneeId === DEMO_IDS.staff && t.statusName === 'Active' && !t.isVerified)!;
    const before = snapshot();
    const answer = await envelope<null>('/api/v1/task/finished', {
      token: staff,
      body: { comment: 'Done', taskId: task.id, userId: DEMO_IDS.staff, taskFileList: 5 },
    });
    expect(answer).toMatchObject({ responseCode: '400', responseDescription: 'Each file needs a name and a link' });
    expect(snapshot()).toBe(before);
  });

  it('answers a wrongly typed field with the form message, and refuses what the form refuses', async () => {
    const admin = await tokenOf('admin@example.com');
    const job = {
      jobName: 'Annual audit',
      jobDescription: 'Audit of the annual accounts',
      clientId: 1,
      jobTypeId: 1,
      dateIn: new Date().toISOString(),
      dateOut: new Date(Date.now() + DAY).toISOString(),
      id: 2,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...job, jobName: 123 }, 'Job name is required'],
      [{ ...job, jobName: 'ab' }, 'Job name must be at least 3 characters'],
      [{ ...job, jobName: 'x'.repeat(101) }, 'Job name must be at most 100 characters'],
      [{ ...job, clientId: '1' }, 'Please select a client'],
      [{ ...job, dateOut: '2026-13-99' }, 'Enter a real date between 2000 and 2100'],
      [{ ...job, dateOut: '' }, 'End date is required'],
      [{ ...job, dateOut: job.dateIn }, 'End date must be after start date'],
    ];
    const before = snapshot();
    for (const [body, message] of cases) {
      expect((await envelope<null>('/api/v1/job/add', { token: admin, body })).responseDescription).toBe(message);
    }
    const phone = await envelope<null>('/api/client/create-client', {
      token: admin,
      body: {
        clientName: 'Abc Ltd',
        clientRepresentative: 'Ada',
        email: 'a@b.co',
        industry: 'x',
        designation: 'y',
        services: 'z',
        phone: 'abc',
        address: '12 Long Street',
      },
    });
    expect(phone.responseDescription).toBe('Please enter a valid phone number');
    const report = await envelope<null>('/api/v1/report/get', { token: admin, query: { startDate: '2026-05-02', endDate: '2026-05-01' } });
    expect(report.responseDescription).toBe('Start date cannot be after end date');
    expect(snapshot()).toBe(before);
  });
});
