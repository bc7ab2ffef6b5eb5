import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { searchJobsByTypeAndDate, deleteJob } from '../../src/api/jobs';
import { approveTask, fetchAvailableTasks, rejectTask, type ReviewDecision as Decision } from '../../src/api/tasks';
import { createUser, lockUser } from '../../src/api/users';
import { deactivateClient } from '../../src/api/clients';
import { fetchDashboard } from '../../src/api/dashboard';
import { answerAndRecord, envelope, signIn } from './helpers';
import { newUser } from './payloads';

describe('what each call sends', () => {
  it.each([
    {
      name: 'approve sends taskId and userId in the query and an empty file list in the body',
      decide: approveTask,
      path: '/api/v1/task/validate',
      query: { taskId: '11', userId: '9' },
      body: { comment: 'Checked the totals', taskFileList: [], taskId: 11, userId: 9 },
    },
    {
      name: 'reject sends taskId in the query and a rework without a new date',
      decide: (decision: Decision) => rejectTask({ ...decision, reworkDate: null }),
      path: '/api/v1/task/rework',
      query: { taskId: '11' },
      body: { comment: 'Checked the totals', taskId: 11, userId: 9, isDateRework: false, reworkDate: null, taskFileList: [] },
    },
    {
      name: 'reject with a new end date sends isDateRework true and the date',
      decide: (decision: Decision) => rejectTask({ ...decision, reworkDate: '2026-12-05T17:00:00.000Z' }),
      path: '/api/v1/task/rework',
      query: { taskId: '11' },
      body: {
        comment: 'Checked the totals',
        taskId: 11,
        userId: 9,
        isDateRework: true,
        reworkDate: '2026-12-05T17:00:00.000Z',
        taskFileList: [],
      },
    },
  ])('$name', async ({ decide, path, query, body }) => {
    signIn();
    const sent = answerAndRecord('post', path, envelope('OK', null));
    await decide({ taskId: 11, userId: 9, comment: 'Checked the totals' });
    expect(sent).toEqual([{ method: 'POST', query, body }]);
  });

  it('a new user is sent with id 0', async () => {
    signIn();
    const sent = answerAndRecord('post', '/api/user/create-user', envelope('201', { id: 44 }));
    await createUser(newUser);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ id: 0, firstName: 'Ada', email: 'ada@example.com' });
  });

  it('lock is a PUT by id; deletes are POSTs by id', async () => {
    signIn();
    const locks = answerAndRecord('put', '/api/lock-user', envelope('200', null));
    const clientDeletes = answerAndRecord('post', '/api/deactivate-client', envelope('200', null));
    const jobDeletes = answerAndRecord('post', '/api/v1/job/delete', envelope('OK', null));
    await lockUser(5);
    await deactivateClient(6);
    await deleteJob(7);
    expect([locks, clientDeletes, jobDeletes]).toEqual([
      [{ method: 'PUT', query: { id: '5' }, body: undefined }],
      [{ method: 'POST', query: { id: '6' }, body: undefined }],
      [{ method: 'POST', query: { id: '7' }, body: undefined }],
    ]);
  });

  it('the dashboard asks for the user', async () => {
    signIn();
    const sent = answerAndRecord('get', '/api/v1/home', envelope('OK', { overDueJob: 1, todayJob: [], todayTask: [] }));
    await expect(fetchDashboard(12)).resolves.toEqual({ overDueJob: 1, todayJob: [], todayTask: [] });
    expect(sent.map((request) => request.query)).toEqual([{ userId: '12' }]);
  });
});

describe('what each call gives back', () => {
  it('job search maps items to options carrying number and dates', async () => {
    signIn();
    const sent = answerAndRecord(
      'get',
      '/api/v1/job/getjob',
      envelope('OK', [{ id: 3, jobName: 'Payroll March', jobNumber: 'JOB-003', dateIn: '2026-03-01', dateOut: '2026-03-31' }]),
    );
    await expect(searchJobsByTypeAndDate({ from: '2026-03-01', to: '2026-03-31', jobTypeId: 2 })).resolves.toEqual([
      { value: 3, label: 'Payroll March', jobNumber: 'JOB-003', dateIn: '2026-03-01', dateOut: '2026-03-31' },
    ]);
    expect(sent.map((request) => request.query)).toEqual([{ from: '2026-03-01', to: '2026-03-31', jobTypeId: '2' }]);
  });

  it('job search leaves out the jobs whose counts say every task is assigned (decision 034)', async () => {
    signIn();
    const job = (id: number, counts: object) => ({
      id,
      jobName: `Job ${id}`,
      jobNumber: `JOB-00${id}`,
      dateIn: '2026-03-01',
      dateOut: '2026-03-31',
      ...counts,
    });
    answerAndRecord(
      'get',
      '/api/v1/job/getjob',
      envelope('OK', [
        job(1, { taskCount: 2, taskAssigned: 2 }),
        job(2, { taskCount: 2, taskAssigned: 1 }),
        job(3, {}),
        job(4, { taskCount: 0, taskAssigned: 0 }),
      ]),
    );
    const found = await searchJobsByTypeAndDate({ from: '2026-03-01', to: '2026-03-31', jobTypeId: 2 });
    expect(found.map((j) => j.value)).toEqual([2, 3]);
  });

  it('a failed job search yields an empty list', async () => {
    signIn();
    server.use(http.get('*/api/v1/job/getjob', () => new HttpResponse(null, { status: 500 })));
    await expect(searchJobsByTypeAndDate({ from: '2026-03-01', to: '2026-03-31', jobTypeId: 2 })).resolves.toEqual([]);
  });

  it('available tasks keep only those not yet assigned', async () => {
    signIn();
    server.use(
      http.get('*/api/v1/task/available', () =>
        HttpResponse.json(
          envelope('OK', {
            taskList: [
              { id: 1, taskName: 'Open', isAssigned: false },
              { id: 2, taskName: 'Taken', isAssigned: true },
              { id: 3, taskName: 'Also open', isAssigned: false },
            ],
          }),
        ),
      ),
    );
    const tasks = await fetchAvailableTasks(4);
    expect(tasks.map((t) => t.id)).toEqual([1, 3]);
  });
});
