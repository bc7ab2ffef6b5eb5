import { describe, expect, it } from 'vitest';
import type {
  Comment,
  DashboardData,
  Job,
  JobDetails,
  JobSearchItem,
  NewJobPayload,
  NewTaskPayload,
  PendingTaskItem,
  ReviewerPage,
  Task,
} from '../../src/api/types';
import { toNewTaskPayload } from '../../src/domain/jobs';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { reworkCountOf } from '../../mocks/db/trail';
import { envelope, json, tokenOf } from './api';

const DAY = 86_400_000;

async function counts(token: string, userId: number): Promise<{ toApprove: number; toFinish: number }> {
  const reviewer = await json<ReviewerPage>('/api/v1/task/reviewer', { token, query: { reviewerId: userId, pageNumber: 1, pageSize: 1 } });
  const pending = await envelope<PendingTaskItem[]>('/api/task', { token, query: { userId } });
  return { toApprove: reviewer.totalItems, toFinish: pending.response.length };
}

describe('task lifecycle over HTTP', () => {
  it('add -> assign -> submit -> reject -> resubmit -> approve makes the job Verified', async () => {
    const admin = await tokenOf('admin@example.com');
    const staff = await tokenOf('staff@example.com');
    const now = Date.now();

    const newJob: NewJobPayload = {
      jobName: 'Quarterly VAT Review',
      jobDescription: 'Review VAT schedules for the quarter.',
      clientId: 1,
      jobTypeId: 1,
      dateIn: new Date(now - 2 * DAY).toISOString(),
      dateOut: new Date(now + 20 * DAY).toISOString(),
      id: DEMO_IDS.admin,
    };
    const created = await envelope<Job>('/api/v1/job/add', { token: admin, body: newJob });
    expect(created.responseCode).toBe('CREATED');
    const jobId = created.response.id;
    expect(getDb().jobs.find((j) => j.id === jobId)).toMatchObject({
      jobName: 'Quarterly VAT Review',
      statusId: 1,
      createdBy: DEMO_IDS.admin,
    });

    const newTask: NewTaskPayload = {
      ...toNewTaskPayload({ taskName: 'Reconcile VAT ledger', taskDescription: 'Match the VAT ledger to the filed returns.' }, jobId, [
        { url: '/mock-files/files/1/x.csv', fileName: 'x.csv' },
      ]),
      default: true,
    };
    const added = await envelope<Task>('/api/v1/task/add', { token: admin, body: newTask });
    expect(added.responseCode).toBe('OK');
    expect(added.response).toMatchObject({
      statusName: 'Active',
      startDate: null,
      endDate: null,
      isAssigned: false,
      userTasks: [],
      reworkCount: 0,
    });
    const taskId = added.response.id;

    const available = await envelope<{ taskList: Task[] }>('/api/v1/task/available', { token: admin, query: { jobId } });
    expect(available.response.taskList.map((t) => t.id)).toEqual([taskId]);
    const found = await envelope<JobSearchItem[]>('/api/v1/job/getjob', {
      token: admin,
      query: { from: new Date(now).toISOString(), to: new Date(now + DAY).toISOString(), jobTypeId: 1 },
    });
    // The search carries the job's counts, as the jobs list does (decision 034).
    expect(found.response.find((j) => j.id === jobId)).toMatchObject({ taskCount: 1, taskAssigned: 0 });

    const before = await counts(staff, DEMO_IDS.staff);
    const adminBefore = await counts(admin, DEMO_IDS.admin);

    const assigned = await envelope<Task>('/api/v1/task/update', {
      token: admin,
      body: {
        id: taskId,
        jobId,
        startDate: new Date(now).toISOString(),
        endDate: new Date(now + 5 * DAY).toISOString(),
        createdBy: DEMO_IDS.admin,
        userList: [{ id: DEMO_IDS.staff, name: 'Chinedu Eze' }],
        reviewerList: [{ id: DEMO_IDS.admin, name: 'Tunde Bakare' }],
      },
    });
    expect(assigned.responseCode).toBe('OK');
    expect(assigned.response).toMatchObject({ isAssigned: true, userTasks: [{ id: DEMO_IDS.staff, firstName: 'Chinedu' }] });
    expect(getDb().tasks.find((t) => t.id === taskId)).toMatchObject({ assigneeId: DEMO_IDS.staff, reviewerIds: [DEMO_IDS.admin] });
    expect(await counts(staff, DEMO_IDS.staff)).toEqual({ ...before, toFinish: before.toFinish + 1 });
    const searchedAgain = await envelope<JobSearchItem[]>('/api/v1/job/getjob', {
      token: admin,
      query: { from: new Date(now).toISOString(), to: new Date(now + DAY).toISOString(), jobTypeId: 1 },
    });
    expect(searchedAgain.response.find((j) => j.id === jobId)).toMatchObject({ taskCount: 1, taskAssigned: 1 });

    const submit = (comment: string) =>
      envelope<null>('/api/v1/task/finished', {
        token: staff,
        body: { comment, taskId, userId: DEMO_IDS.staff, taskFileList: [{ url: '/mock-files/files/2/y.pdf', fileName: 'y.pdf' }] },
      });
    expect((await submit('First pass done')).responseCode).toBe('OK');
    let task = getDb().tasks.find((t) => t.id === taskId);
    expect(task).toMatchObject({ statusName: 'Pending', finishedBy: DEMO_IDS.staff });
    expect(task?.dateFinished).not.toBeNull();
    expect(task?.files.map((f) => f.fileName)).toEqual(['x.csv', 'y.pdf']);
    expect(await counts(staff, DEMO_IDS.staff)).toEqual(before);
    expect(await counts(admin, DEMO_IDS.admin)).toEqual({ ...adminBefore, toApprove: adminBefore.toApprove + 1 });
    const home = await envelope<DashboardData>('/api/v1/home', { token: staff, query: { userId: DEMO_IDS.staff } });
    expect(home.response.todayTask.map((t) => t.task.id)).toContain(taskId);

    // Staff cannot review their own work; the reviewer sends it back.
    const selfReview = await envelope<null>('/api/v1/task/validate', {
      token: staff,
      query: { taskId, userId: DEMO_IDS.staff },
      body: { comment: 'ok', taskFileList: [], taskId, userId: DEMO_IDS.staff },
    });
    expect(selfReview.responseCode).not.toBe('OK');
    const rejected = await envelope<null>('/api/v1/task/rework', {
      token: admin,
      query: { taskId },
      body: {
        comment: 'Missing the March schedule',
        taskId,
        userId: DEMO_IDS.admin,
        isDateRework: false,
        reworkDate: null,
        taskFileList: [],
      },
    });
    expect(rejected.responseCode).toBe('OK');
    task = getDb().tasks.find((t) => t.id === taskId);
    expect(task).toMatchObject({ dateFinished: null, statusName: 'Ongoing not done by user' });
    expect(reworkCountOf(getDb(), taskId)).toBe(1);
    expect(await counts(staff, DEMO_IDS.staff)).toEqual({ ...before, toFinish: before.toFinish + 1 });
    expect(await counts(admin, DEMO_IDS.admin)).toEqual(adminBefore);
    const mine = await envelope<PendingTaskItem[]>('/api/task', { token: staff, query: { userId: DEMO_IDS.staff } });
    expect(mine.response.find((i) => i.taskId === taskId)).toMatchObject({ reworkCount: 1, jobName: 'Quarterly VAT Review' });

    expect((await submit('Added the March schedule')).responseCode).toBe('OK');
    const queue = await json<ReviewerPage>('/api/v1/task/reviewer', {
      token: admin,
      query: { reviewerId: DEMO_IDS.admin, pageNumber: 1, pageSize: 100 },
    });
    expect(queue.response).toBe('OK');
    expect(queue.items.find((i) => i.taskId === taskId)).toMatchObject({ assignedTo: 'Chinedu Eze', reworkCount: 1 });

    const approved = await envelope<null>('/api/v1/task/validate', {
      token: admin,
      query: { taskId, userId: DEMO_IDS.admin },
      body: { comment: 'All good now', taskFileList: [], taskId, userId: DEMO_IDS.admin },
    });
    expect(approved.responseCode).toBe('OK');
    const details = await envelope<JobDetails>('/api/v1/task', { token: admin, query: { jobId } });
    expect(details.response.taskList[0]).toMatchObject({
      isVerified: true,
      statusName: 'Verified',
      verifiedByName: 'Tunde Bakare',
      modifiedByName: 'Chinedu Eze',
      reworkCount: 1,
    });
    expect(details.response.taskList[0].dateVerified).not.toBeNull();
    expect(details.response.job).toMatchObject({ statusId: 3, statusName: 'Verified', isJobOverDue: false, taskCount: 1, taskAssigned: 1 });
    expect(details.response.job.dateFinished).not.toBeNull();
    expect(await counts(admin, DEMO_IDS.admin)).toEqual(adminBefore);
    expect(await counts(staff, DEMO_IDS.staff)).toEqual(before);

    const comments = await envelope<Comment[]>('/api/v1/task/comments', { token: staff, query: { taskId } });
    expect(comments.response.map((c) => [c.email, c.comment])).toEqual([
      ['staff@example.com', 'First pass done'],
      ['admin@example.com', 'Missing the March schedule'],
      ['staff@example.com', 'Added the March schedule'],
      ['admin@example.com', 'All good now'],
    ]);

    // A new task on a verified job makes it Active again.
    await envelope<Task>('/api/v1/task/add', { token: admin, body: { ...newTask, taskName: 'File the return' } });
    expect(getDb().jobs.find((j) => j.id === jobId)).toMatchObject({ statusId: 1, dateFinished: null });
  });

  it('refuses an assignment outside the job window or without a reviewer', async () => {
    const admin = await tokenOf('admin@example.com');
    const db = getDb();
    const task = db.tasks.find((t) => t.assigneeId === null && t.jobId === 1);
    const job = db.jobs[0];
    expect(task).toBeDefined();
    const body = {
      id: task?.id,
      jobId: 1,
      createdBy: DEMO_IDS.admin,
      userList: [{ id: DEMO_IDS.staff, name: 'Chinedu Eze' }],
      reviewerList: [{ id: DEMO_IDS.admin, name: 'Tunde Bakare' }],
      startDate: new Date(Date.parse(job.dateIn) - DAY).toISOString(),
      endDate: job.dateOut,
    };
    const early = await envelope<Task | null>('/api/v1/task/update', { token: admin, body });
    expect(early.responseDescription).toBe('Selected Date cannot be Before the Job Start Date');
    const noReviewer = await envelope<Task | null>('/api/v1/task/update', {
      token: admin,
      body: { ...body, startDate: job.dateIn, reviewerList: [] },
    });
    expect(noReviewer.responseDescription).toBe('We need at least one reviewer for the task.');
    expect(db.tasks.find((t) => t.id === task?.id)?.assigneeId).toBeNull();
  });
});
