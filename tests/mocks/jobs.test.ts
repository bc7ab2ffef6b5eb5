import { describe, expect, it } from 'vitest';
import type { DashboardData, DetailedReport, Job, JobsPage, MyJobsPage, NewJobPayload, ReportRow, Task } from '../../src/api/types';
import { toNewTaskPayload } from '../../src/domain/jobs';
import { DEMO_IDS, getDb, hasReviewHistory } from '../../mocks/db';
import { envelope, json, readFileAt, tokenOf, upload } from './api';

const ymd = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('jobs', () => {
  it('pages, searches and filters the firm-wide list', async () => {
    const admin = await tokenOf('admin@example.com');
    const page = await json<JobsPage>('/api/v1/job/get', { token: admin, query: { pageNumber: 2, pageSize: 25 } });
    // 60 jobs and 28 statutory ones (mocks/db/seedStatutory.ts).
    expect(page).toMatchObject({ response: 'OK', totalItems: 60 + 28, totalPages: 4, currentPage: 2 });
    expect(page.items).toHaveLength(25);

    const verified = await json<JobsPage>('/api/v1/job/get', { token: admin, query: { pageNumber: 1, pageSize: 100, statusId: 3 } });
    expect(verified.items.length).toBeGreaterThan(0);
    expect(verified.items.every((j) => j.statusId === 3 && j.statusName === 'Verified' && j.dateFinished !== null)).toBe(true);

    const client = getDb().clients[getDb().jobs[0].clientId - 1];
    const byClient = await json<JobsPage>('/api/v1/job/get', {
      token: admin,
      query: { pageNumber: 1, pageSize: 100, clientId: client.id, jobTypeId: 1 },
    });
    expect(byClient.items.every((j) => j.clientId === client.id && j.jobTypeId === 1 && j.clientName === client.clientName)).toBe(true);
    const byText = await json<JobsPage>('/api/v1/job/get', {
      token: admin,
      query: { pageNumber: 1, pageSize: 100, text: client.clientName.toUpperCase() },
    });
    expect(byText.totalItems).toBe(getDb().jobs.filter((j) => j.clientId === client.id).length);
    const byNumber = await json<JobsPage>('/api/v1/job/get', { token: admin, query: { pageNumber: 1, pageSize: 10, text: 'JOB-00007' } });
    expect(byNumber.items.map((j) => j.id)).toEqual([7]);

    const overdue = page.items.concat(verified.items).filter((j) => j.isJobOverDue);
    expect(overdue.every((j) => j.dateFinished === null && Date.parse(j.dateOut) < Date.now())).toBe(true);
  });

  it('deletes a job with its tasks and updates one', async () => {
    const admin = await tokenOf('admin@example.com');
    // A job none of whose tasks was handed in, decided or commented on (docs/behaviour.md §4 "Deleting a job").
    const db = getDb();
    const job = db.jobs.find(
      (j) => db.tasks.some((t) => t.jobId === j.id) && !db.tasks.some((t) => t.jobId === j.id && hasReviewHistory(db, t)),
    )!;
    const updated = await envelope<unknown>('/api/v1/job/update', {
      token: admin,
      body: { ...job, jobName: 'Renamed engagement', statusId: job.statusId },
    });
    expect(updated.responseCode).toBe('OK');
    expect(getDb().jobs.find((j) => j.id === job.id)?.jobName).toBe('Renamed engagement');

    expect((await envelope<null>('/api/v1/job/delete', { method: 'POST', token: admin, query: { id: job.id } })).responseCode).toBe('OK');
    expect(getDb().jobs.some((j) => j.id === job.id)).toBe(false);
    expect(getDb().tasks.some((t) => t.jobId === job.id)).toBe(false);
    expect((await envelope<null>('/api/v1/task', { token: admin, query: { jobId: job.id } })).responseCode).not.toBe('OK');
  });

  it("lists a staff member's own jobs only", async () => {
    const staff = await tokenOf('staff@example.com');
    const mine = await json<MyJobsPage>('/api/job', { token: staff, query: { pageNumber: 1, pageSize: 100, userId: DEMO_IDS.admin } });
    expect(mine.response).toBe('OK');
    const expected = new Set(
      getDb()
        .tasks.filter((t) => t.assigneeId === DEMO_IDS.staff)
        .map((t) => t.jobId),
    );
    expect(new Set(mine.items.map((j) => j.id))).toEqual(expected);
  });
});

describe('dashboard', () => {
  it('counts firm-wide for admins and own work for staff', async () => {
    const admin = await tokenOf('admin@example.com');
    const staff = await tokenOf('staff@example.com');
    const db = getDb();
    const firm = await envelope<DashboardData>('/api/v1/home', { token: admin, query: { userId: DEMO_IDS.admin } });
    const now = Date.now();
    expect(firm.response.overDueJob).toBe(db.jobs.filter((j) => !j.dateFinished && Date.parse(j.dateOut) < now).length);
    expect(firm.response.taskInReview).toBe(db.tasks.filter((t) => t.statusName === 'Pending').length);
    expect(firm.response.taskToReview).toBe(
      db.tasks.filter((t) => t.statusName === 'Pending' && t.reviewerIds.includes(DEMO_IDS.admin)).length,
    );
    expect(firm.response.overDueJob).toBeGreaterThan(0);
    expect(firm.response.todayJob.length).toBeGreaterThan(0);
    expect(firm.response.todayTask.length).toBeGreaterThan(0);

    const own = await envelope<DashboardData>('/api/v1/home', { token: staff, query: { userId: DEMO_IDS.staff } });
    expect(own.response.taskInReview).toBe(db.tasks.filter((t) => t.statusName === 'Pending' && t.assigneeId === DEMO_IDS.staff).length);
    expect(own.response.todayTask.every((t) => t.task.userTasks[0]?.id === DEMO_IDS.staff)).toBe(true);
    expect(own.response.ongoingJob + own.response.overDueJob).toBeGreaterThan(0);

    const detail = await envelope<DetailedReport>('/api/v1/home/detailed', { token: staff, query: { userId: DEMO_IDS.staff } });
    expect(detail.response.overDuetasks).toHaveLength(own.response.overDueJob);
    expect(detail.response.onGoingTasks).toHaveLength(own.response.ongoingJob);
    expect(detail.response.overDuetasks.every((j) => j.isJobOverDue)).toBe(true);
  });
});

describe('reports', () => {
  it('answers rows for tasks assigned in the inclusive range and the same rows as CSV', async () => {
    const admin = await tokenOf('admin@example.com');
    const now = Date.now();
    const query = { startDate: ymd(now - 30 * 86_400_000), endDate: ymd(now) };
    const rows = await envelope<ReportRow[]>('/api/v1/report/get', { token: admin, query });
    expect(rows.responseCode).toBe('OK');
    const start = new Date(`${query.startDate}T00:00:00`).getTime();
    const expected = getDb().tasks.filter(
      (t) => t.dateAssigned && Date.parse(t.dateAssigned) >= start && Date.parse(t.dateAssigned) <= now,
    );
    expect(rows.response).toHaveLength(expected.length);
    expect(rows.response.length).toBeGreaterThan(20);
    expect(rows.response.some((r) => r.reworkCount > 0 && r.taskStatus === 'Ongoing not done by user')).toBe(true);
    expect(rows.response.some((r) => r.taskStatus === 'Verified' && r.verifier !== null && r.dateAproved !== null)).toBe(true);

    const none = await envelope<ReportRow[]>('/api/v1/report/get', {
      token: admin,
      query: { startDate: '2001-01-01', endDate: '2001-01-31' },
    });
    expect(none.response).toEqual([]);
    const bad = await envelope<ReportRow[] | null>('/api/v1/report/get', { token: admin, query: { startDate: '', endDate: '2001-01-31' } });
    expect(bad.responseCode).not.toBe('OK');
  });
});

describe("a report row's dates", () => {
  it("serves the task's own start as startDate, beside the job's start", async () => {
    const admin = await tokenOf('admin@example.com');
    const now = Date.now();
    const day = 86_400_000;
    const newJob: NewJobPayload = {
      jobName: 'December payroll',
      jobDescription: 'Payroll for the month of December.',
      clientId: 1,
      jobTypeId: 1,
      dateIn: new Date(now - 2 * day).toISOString(),
      dateOut: new Date(now + 20 * day).toISOString(),
      id: DEMO_IDS.admin,
    };
    const job = await envelope<Job>('/api/v1/job/add', { token: admin, body: newJob });
    const task = await envelope<Task>('/api/v1/task/add', {
      token: admin,
      body: toNewTaskPayload(
        { taskName: 'Compute December PAYE', taskDescription: 'Work out PAYE for every employee.' },
        job.response.id,
        [],
      ),
    });
    const taskStart = new Date(now + 7 * day).toISOString();
    const assigned = await envelope<Task>('/api/v1/task/update', {
      token: admin,
      body: {
        id: task.response.id,
        jobId: job.response.id,
        startDate: taskStart,
        endDate: new Date(now + 8 * day).toISOString(),
        createdBy: DEMO_IDS.admin,
        userList: [{ id: DEMO_IDS.staff, name: 'Chinedu Eze' }],
        reviewerList: [{ id: DEMO_IDS.admin, name: 'Tunde Bakare' }],
      },
    });
    expect(assigned.responseCode).toBe('OK');

    const rows = await envelope<ReportRow[]>('/api/v1/report/get', { token: admin, query: { startDate: ymd(now), endDate: ymd(now) } });
    const row = rows.response.find((r) => r.taskName === 'Compute December PAYE');
    expect(row?.startDate).toBe(taskStart);
    expect(row?.jobStartDate).toBe(newJob.dateIn);
  });
});

describe('uploads', () => {
  it('stores a multipart file and serves it back at its url', async () => {
    const staff = await tokenOf('staff@example.com');
    const response = await upload(new File(['ledger,total\nMarch,15000\n'], 'march-ledger.csv', { type: 'text/csv' }), {
      token: staff,
      kind: 'raw',
    });
    const answer: { secure_url: string; url: string; original_filename: string } = await response.json();
    expect(answer.original_filename).toBe('march-ledger');
    expect(answer.secure_url).toMatch(/^http:\/\/localhost\/mock-files\/files\/[0-9a-f]{32}\/march-ledger\.csv$/);
    const file = await readFileAt(answer.secure_url, staff);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await file.text()).toBe('ledger,total\nMarch,15000\n');

    const noPreset = new FormData();
    noPreset.append('file', new File(['x'], 'x.txt', { type: 'text/plain' }));
    const headers = { Authorization: `Bearer ${staff}` };
    expect((await fetch('http://localhost/mock-files/auto/upload', { method: 'POST', body: noPreset, headers })).status).toBe(400);
  });

  it('serves the seeded working papers attached to tasks', async () => {
    const task = getDb().tasks.find((t) => t.files.length > 0);
    expect(task).toBeDefined();
    const file = await readFileAt(task?.files[0].url ?? '', await tokenOf('admin@example.com'));
    expect(file.status).toBe(200);
    expect(await file.text()).toContain(task?.taskName);
  });
});
