/**
 * The server agrees with the forms on dates and status (docs/behaviour.md §4 "Job status
 * options", §5 "Dates"): one date rule for every job and task date, an assignment ending in
 * the past refused with the Assign form's message, and a job's status that follows its tasks
 * whatever the edit body says (docs/decisions/030-job-status-follows-its-tasks.md).
 */
import { describe, expect, it } from 'vitest';
import type { Job, JobDetails, JobsPage, Task } from '../../src/api/types';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { DATE_MESSAGE } from '../../src/domain/schemas/fields';
import { ASSIGN_MESSAGES } from '../../src/domain/schemas/review';
import { envelope, json, tokenOf } from './api';
import { daysFromNow, jobUpdateBody, newJobBody } from './bodies';

const snapshot = (): string => JSON.stringify(getDb());

async function jobOf(token: string, jobId: number): Promise<Job | undefined> {
  return (await envelope<JobDetails>('/api/v1/task', { token, query: { jobId } })).response?.job;
}

describe('one date rule on the server', () => {
  it.each([
    ['an offset of 23 hours in year 9999', { dateIn: '9999-12-31T00:00-23:59' }],
    ['year 0000', { dateIn: '0000-01-01T00:00:00.000Z' }],
    ['an end in year 10000', { dateOut: '+010000-01-01T00:00:00.000Z' }],
  ])('job/add with %s is refused with the form message, nothing is stored, and later calls work', async (_, dates) => {
    const admin = await tokenOf('admin@example.com');
    const before = snapshot();
    const refused = await envelope<Job | null>('/api/v1/job/add', { token: admin, body: { ...newJobBody(DEMO_IDS.admin), ...dates } });
    expect(refused).toMatchObject({ responseCode: '400', responseDescription: DATE_MESSAGE, response: null });
    expect(snapshot()).toBe(before);

    const created = await envelope<Job>('/api/v1/job/add', {
      token: admin,
      body: { ...newJobBody(DEMO_IDS.admin), jobName: 'Audit after' },
    });
    expect(created.responseCode).toBe('CREATED');
    const page = await json<JobsPage>('/api/v1/job/get', { token: admin, query: { pageNumber: 1, pageSize: 1000 } });
    expect(page.items.map((j) => j.jobName)).toContain('Audit after');
    expect(page.items.every((j) => /^\d{4}-/.test(j.dateIn) && /^\d{4}-/.test(j.dateOut))).toBe(true);
  });

  it('job/update with a date out of the years is refused and the job keeps its dates', async () => {
    const admin = await tokenOf('admin@example.com');
    const job = getDb().jobs[0];
    const before = snapshot();
    const refused = await envelope<null>('/api/v1/job/update', {
      token: admin,
      body: { ...jobUpdateBody(job), dateOut: '2101-01-01T00:00:00.000Z' },
    });
    expect(refused.responseDescription).toBe(DATE_MESSAGE);
    expect(snapshot()).toBe(before);
  });
});

describe('assigning with an end date in the past', () => {
  it('is refused with the Assign form message and the task stays unassigned', async () => {
    const admin = await tokenOf('admin@example.com');
    const db = getDb();
    const task = db.tasks.find((t) => t.assigneeId === null && !t.isVerified)!;
    const body = {
      id: task.id,
      jobId: task.jobId,
      startDate: daysFromNow(-2),
      endDate: daysFromNow(-1),
      createdBy: DEMO_IDS.admin,
      userList: [{ id: DEMO_IDS.staff, name: 'Chinedu Eze' }],
      reviewerList: [{ id: DEMO_IDS.admin, name: 'Tunde Bakare' }],
    };
    const before = snapshot();
    const refused = await envelope<Task | null>('/api/v1/task/update', { token: admin, body });
    expect(refused).toMatchObject({ responseCode: '400', responseDescription: ASSIGN_MESSAGES.endInPast });
    expect(ASSIGN_MESSAGES.endInPast).toBe('End date cannot be in the past.');
    expect(snapshot()).toBe(before);
    expect(db.tasks.find((t) => t.id === task.id)?.assigneeId).toBeNull();
  });
});

describe('a job status set by hand', () => {
  it('is ignored: a job with unverified tasks stays Active, a job with all tasks verified stays Verified', async () => {
    const admin = await tokenOf('admin@example.com');
    const db = getDb();
    const open = db.jobs.find((j) => db.tasks.some((t) => t.jobId === j.id && !t.isVerified))!;
    expect(open.statusId).toBe(1);
    for (const statusId of [2, 3, 4]) {
      const answer = await envelope<null>('/api/v1/job/update', {
        token: admin,
        body: { ...jobUpdateBody(open), jobName: 'Renamed job', statusId },
      });
      expect(answer.responseCode).toBe('OK');
      expect(await jobOf(admin, open.id)).toMatchObject({ jobName: 'Renamed job', statusId: 1 });
    }

    const done = db.jobs.find((j) => {
      const tasks = db.tasks.filter((t) => t.jobId === j.id);
      return tasks.length > 0 && tasks.every((t) => t.isVerified);
    })!;
    const verifiedStatus = done.statusId;
    expect(verifiedStatus).not.toBe(1);
    await envelope<null>('/api/v1/job/update', { token: admin, body: { ...jobUpdateBody(done), statusId: 1 } });
    expect((await jobOf(admin, done.id))?.statusId).toBe(verifiedStatus);
  });
});
