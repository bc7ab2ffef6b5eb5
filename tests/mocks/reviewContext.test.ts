/**
 * What the mock backend tells a reviewer and an assignee about a task's history: the hand-in
 * (when, its comment), each file's upload time, the reviewer's reason for a rework, the
 * commenters' names and roles; and that locked or inactive people are never offered or assigned.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Comment, Job, NewTaskPayload, PendingTaskItem, ReviewerPage, Task, UserOption } from '../../src/api/types';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { envelope, json, tokenOf } from './api';

const DAY = 86_400_000;

async function newAssignedTask(admin: string, assigneeId: number = DEMO_IDS.staff) {
  const now = Date.now();
  const job = await envelope<Job>('/api/v1/job/add', {
    token: admin,
    body: {
      jobName: 'Payroll March',
      jobDescription: 'Run and check the March payroll.',
      clientId: 1,
      jobTypeId: 1,
      dateIn: new Date(now - DAY).toISOString(),
      dateOut: new Date(now + 20 * DAY).toISOString(),
      id: DEMO_IDS.admin,
    },
  });
  const payload: NewTaskPayload = {
    taskName: 'Check payslips',
    taskDescription: 'Compare payslips with the payroll register.',
    startDate: null,
    endDate: null,
    userList: [],
    reviewerList: [],
    jobId: job.response.id,
    statusId: 1,
    default: true,
    taskFileList: [],
  };
  const task = await envelope<Task>('/api/v1/task/add', { token: admin, body: payload });
  const assigned = await envelope<Task>('/api/v1/task/update', {
    token: admin,
    body: {
      id: task.response.id,
      jobId: job.response.id,
      startDate: new Date(now).toISOString(),
      endDate: new Date(now + 5 * DAY).toISOString(),
      createdBy: DEMO_IDS.admin,
      userList: [{ id: assigneeId, name: 'x' }],
      reviewerList: [{ id: DEMO_IDS.admin, name: 'y' }],
    },
  });
  return { jobId: job.response.id, taskId: task.response.id, assigned };
}

const queueOf = async (admin: string) =>
  (await json<ReviewerPage>('/api/v1/task/reviewer', { token: admin, query: { reviewerId: DEMO_IDS.admin, pageNumber: 1, pageSize: 500 } }))
    .items;

describe('review context in the mock backend', () => {
  it('a reviewer sees the hand-in time and comment; files carry upload times; a rework carries the reason', async (test) => {
    const admin = await tokenOf('admin@example.com');
    const staff = await tokenOf('staff@example.com');
    const { taskId } = await newAssignedTask(admin);
    const submit = (comment: string, fileName: string) =>
      envelope<null>('/api/v1/task/finished', {
        token: staff,
        body: { comment, taskId, userId: DEMO_IDS.staff, taskFileList: [{ url: `/mock-files/files/9/${fileName}`, fileName }] },
      });

    expect((await submit('First pass done', 'v1.xlsx')).responseCode).toBe('OK');
    let item = (await queueOf(admin)).find((i) => i.taskId === taskId)!;
    expect(item).toMatchObject({ assignedTo: 'Chinedu Eze', submissionComment: 'First pass done', reworkReason: null });
    expect(item.dateSubmitted).toBe(getDb().tasks.find((t) => t.id === taskId)!.dateFinished);
    expect(item.taskFileList[0].dateUploaded).toBe(item.dateSubmitted);

    await envelope<null>('/api/v1/task/rework', {
      token: admin,
      query: { taskId },
      body: {
        comment: 'Payslip 4 is missing overtime',
        taskId,
        userId: DEMO_IDS.admin,
        isDateRework: false,
        reworkDate: null,
        taskFileList: [],
      },
    });
    const mine = await envelope<PendingTaskItem[]>('/api/task', { token: staff, query: { userId: DEMO_IDS.staff } });
    const returned = mine.response.find((i) => i.taskId === taskId)!;
    expect(returned).toMatchObject({
      reworkCount: 1,
      reworkReason: 'Payslip 4 is missing overtime',
      reworkedByName: 'Tunde Bakare',
      dateSubmitted: null,
    });
    expect(returned.dateReturned).not.toBeNull();

    // The second hand-in comes a minute later on the mock's clock, so its file's time tells it apart.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    test.onTestFinished(() => {
      vi.useRealTimers();
    });
    expect((await submit('Added the overtime', 'v2.xlsx')).responseCode).toBe('OK');
    item = (await queueOf(admin)).find((i) => i.taskId === taskId)!;
    expect(item).toMatchObject({ submissionComment: 'Added the overtime', reworkReason: null, reworkCount: 1 });
    const [first, second] = item.taskFileList;
    expect(Date.parse(first.dateUploaded!)).toBeLessThan(Date.parse(item.dateSubmitted!));
    expect(second.dateUploaded).toBe(item.dateSubmitted);

    const comments = await envelope<Comment[]>('/api/v1/task/comments', { token: admin, query: { taskId } });
    expect(comments.response.map((c) => [c.authorName, c.authorRole])).toEqual([
      ['Chinedu Eze', 'Staff'],
      ['Tunde Bakare', 'Admin'],
      ['Chinedu Eze', 'Staff'],
    ]);
  });

  it('Pending Jobs to Approve lists the oldest hand-in first', async () => {
    const admin = await tokenOf('admin@example.com');
    const times = (await queueOf(admin)).map((i) => Date.parse(i.dateSubmitted ?? ''));
    expect(times.length).toBeGreaterThan(1);
    expect(times.every((t) => !Number.isNaN(t))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('the people dropdown offers nobody locked, inactive or deleted', async () => {
    const admin = await tokenOf('admin@example.com');
    const people = await envelope<UserOption[]>('/api/users/', { token: admin });
    const ids = people.response.map((p) => p.id);
    expect(ids).toContain(DEMO_IDS.staff);
    expect(ids).not.toContain(DEMO_IDS.locked);
    expect(ids).not.toContain(DEMO_IDS.inactive);
    expect(people.response.every((p) => p.isLocked === false && p.active === 1)).toBe(true);
  });

  it.each([
    ['locked', DEMO_IDS.locked],
    ['inactive', DEMO_IDS.inactive],
  ] as const)('refuses to assign a task to a %s user, and to make them a reviewer', async (_, id) => {
    const admin = await tokenOf('admin@example.com');
    const { assigned, taskId } = await newAssignedTask(admin, id);
    expect(assigned.responseCode).not.toBe('OK');
    expect(assigned.responseDescription).toBe('You need to assign someone to the task.');
    expect(getDb().tasks.find((t) => t.id === taskId)).toMatchObject({ assigneeId: null, reviewerIds: [] });
    const job = getDb().tasks.find((t) => t.id === taskId)!.jobId;
    const now = Date.now();
    const asReviewer = await envelope<Task>('/api/v1/task/update', {
      token: admin,
      body: {
        id: taskId,
        jobId: job,
        startDate: new Date(now).toISOString(),
        endDate: new Date(now + DAY).toISOString(),
        createdBy: DEMO_IDS.admin,
        userList: [{ id: DEMO_IDS.staff, name: 'x' }],
        reviewerList: [{ id, name: 'y' }],
      },
    });
    expect(asReviewer.responseDescription).toBe('We need at least one reviewer for the task.');
  });
});
