/**
 * A rejection with a new end date (docs/behaviour.md §5 "Approve and reject",
 * docs/decisions/036-return-with-a-new-deadline.md), over fetch as a client calls it.
 */
import { describe, expect, it } from 'vitest';
import type { Job, JobDetails, PendingTaskItem, Task } from '../../src/api/types';
import { ASSIGN_MESSAGES, REWORK_DATE_MESSAGES } from '../../src/domain/schemas/review';
import { DATE_MESSAGE } from '../../src/domain/schemas/fields';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { reworkCountOf } from '../../mocks/db/trail';
import { envelope, tokenOf } from './api';

const DAY = 86_400_000;

interface Returned {
  admin: string;
  staff: string;
  jobId: number;
  taskId: number;
  jobEnd: number;
}

/** A job ending in 20 days with one task, assigned to Staff, reviewed by the Admin, and handed in. */
async function submittedTask(): Promise<Returned> {
  const admin = await tokenOf('admin@example.com');
  const staff = await tokenOf('staff@example.com');
  const now = Date.now();
  const jobEnd = now + 20 * DAY;
  const job = await envelope<Job>('/api/v1/job/add', {
    token: admin,
    body: {
      jobName: 'PAYE October',
      jobDescription: 'Monthly PAYE return.',
      clientId: 1,
      jobTypeId: 1,
      dateIn: new Date(now - 30 * DAY).toISOString(),
      dateOut: new Date(jobEnd).toISOString(),
      id: DEMO_IDS.admin,
    },
  });
  const jobId = job.response.id;
  const task = await envelope<Task>('/api/v1/task/add', {
    token: admin,
    body: { taskName: 'Compute PAYE', taskDescription: 'Schedules for October.', jobId, statusId: 1, taskFileList: [] },
  });
  const taskId = task.response.id;
  const assigned = await envelope<Task>('/api/v1/task/update', {
    token: admin,
    body: {
      id: taskId,
      jobId,
      startDate: new Date(now).toISOString(),
      endDate: new Date(now + 2 * DAY).toISOString(),
      userList: [{ id: DEMO_IDS.staff }],
      reviewerList: [{ id: DEMO_IDS.admin }],
    },
  });
  expect(assigned.responseCode).toBe('OK');
  const submitted = await envelope<null>('/api/v1/task/finished', {
    token: staff,
    body: { comment: 'Done', taskId, userId: DEMO_IDS.staff, taskFileList: [] },
  });
  expect(submitted.responseCode).toBe('OK');
  return { admin, staff, jobId, taskId, jobEnd };
}

/** The task's end date passed while it waited for review: "due 14 Oct" read on 28 Nov. */
function endedLongAgo(taskId: number, startedDaysAgo = 40): string {
  const task = getDb().tasks.find((t) => t.id === taskId);
  if (!task) throw new Error('no task');
  task.startDate = new Date(Date.now() - startedDaysAgo * DAY).toISOString();
  task.endDate = new Date(Date.now() - 10 * DAY).toISOString();
  return task.endDate;
}

function reject(r: Returned, extra: Record<string, unknown>) {
  return envelope<null>('/api/v1/task/rework', {
    token: r.admin,
    query: { taskId: r.taskId },
    body: { comment: 'Missing the leave allowances', taskId: r.taskId, userId: DEMO_IDS.admin, taskFileList: [], ...extra },
  });
}

async function staffSees(r: Returned): Promise<PendingTaskItem | undefined> {
  const mine = await envelope<PendingTaskItem[]>('/api/task', { token: r.staff, query: { userId: DEMO_IDS.staff } });
  return mine.response.find((i) => i.taskId === r.taskId);
}

async function jobTask(r: Returned): Promise<Task | undefined> {
  const details = await envelope<JobDetails>('/api/v1/task', { token: r.admin, query: { jobId: r.jobId } });
  return details.response.taskList.find((t) => t.id === r.taskId);
}

describe('rework with a new end date', () => {
  it('the spec call without a date keeps the old end date, so the returned task reads overdue', async () => {
    const r = await submittedTask();
    const oldEnd = endedLongAgo(r.taskId);
    expect((await reject(r, { isDateRework: false, reworkDate: null })).responseCode).toBe('OK');
    expect((await staffSees(r))?.taskEndDate).toBe(oldEnd);
    expect(await jobTask(r)).toMatchObject({ endDate: oldEnd, isTaskOverdue: true, reworkCount: 1 });
  });

  it('isDateRework with a date stores it as the end date; the task is overdue only against it', async () => {
    const r = await submittedTask();
    endedLongAgo(r.taskId);
    const newEnd = new Date(Date.now() + 5 * DAY).toISOString();
    const answer = await reject(r, { isDateRework: true, reworkDate: newEnd });
    expect(answer).toMatchObject({ responseCode: 'OK', responseDescription: 'Task sent back for rework' });
    expect(getDb().tasks.find((t) => t.id === r.taskId)).toMatchObject({
      endDate: newEnd,
      statusName: 'Ongoing not done by user',
    });
    expect(reworkCountOf(getDb(), r.taskId)).toBe(1);
    expect((await staffSees(r))?.taskEndDate).toBe(newEnd);
    expect(await jobTask(r)).toMatchObject({ endDate: newEnd, isTaskOverdue: false });
  });

  it('a date sent with isDateRework false is not read', async () => {
    const r = await submittedTask();
    const oldEnd = endedLongAgo(r.taskId);
    const answer = await reject(r, { isDateRework: false, reworkDate: new Date(Date.now() + 5 * DAY).toISOString() });
    expect(answer.responseCode).toBe('OK');
    expect(getDb().tasks.find((t) => t.id === r.taskId)?.endDate).toBe(oldEnd);
  });

  const refusals: Array<[string, (r: Returned) => Record<string, unknown>, string]> = [
    ['a date in the past', () => ({ isDateRework: true, reworkDate: new Date(Date.now() - DAY).toISOString() }), ASSIGN_MESSAGES.endInPast],
    [
      "a date after the job's end",
      (r) => ({ isDateRework: true, reworkDate: new Date(r.jobEnd + DAY).toISOString() }),
      ASSIGN_MESSAGES.afterJobEnd,
    ],
    ['isDateRework without a date', () => ({ isDateRework: true, reworkDate: null }), REWORK_DATE_MESSAGES.missing],
    ['isDateRework with no date field', () => ({ isDateRework: true }), REWORK_DATE_MESSAGES.missing],
    ['a date that is not one', () => ({ isDateRework: true, reworkDate: '2026-02-30T09:00:00Z' }), DATE_MESSAGE],
    ['isDateRework that is not true or false', () => ({ isDateRework: 'yes', reworkDate: null }), REWORK_DATE_MESSAGES.flag],
  ];

  it.each(refusals)('%s is refused with its message and changes nothing', async (_, body, message) => {
    const r = await submittedTask();
    const before = structuredClone(getDb().tasks.find((t) => t.id === r.taskId));
    const comments = getDb().comments.length;
    const answer = await reject(r, body(r));
    expect(answer.responseCode).not.toBe('OK');
    expect(answer.responseDescription).toBe(message);
    expect(getDb().tasks.find((t) => t.id === r.taskId)).toEqual(before);
    expect(getDb().comments).toHaveLength(comments);
  });

  it("a date before the task's start is refused and changes nothing", async () => {
    const r = await submittedTask();
    const task = getDb().tasks.find((t) => t.id === r.taskId);
    if (!task) throw new Error('no task');
    task.startDate = new Date(Date.now() + 3 * DAY).toISOString();
    task.endDate = new Date(Date.now() + 4 * DAY).toISOString();
    const before = structuredClone(task);
    const answer = await reject(r, { isDateRework: true, reworkDate: new Date(Date.now() + 2 * DAY).toISOString() });
    expect(answer.responseDescription).toBe(ASSIGN_MESSAGES.startAfterEnd);
    expect(getDb().tasks.find((t) => t.id === r.taskId)).toEqual(before);
  });

  it('the review rules come first: a date never returns a task that is not awaiting review', async () => {
    const r = await submittedTask();
    expect((await reject(r, {})).responseCode).toBe('OK');
    const before = structuredClone(getDb().tasks.find((t) => t.id === r.taskId));
    const again = await reject(r, { isDateRework: true, reworkDate: new Date(Date.now() + DAY).toISOString() });
    expect(again.responseDescription).toBe('This task is not awaiting review');
    expect(getDb().tasks.find((t) => t.id === r.taskId)).toEqual(before);
  });
});
