import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../../mocks/node';
import { ApiError, toUserMessage } from '../../src/api/client';
import { fetchProfile } from '../../src/api/auth';
import { fetchDashboard, fetchDashboardDetails } from '../../src/api/dashboard';
import { createJob, deleteJob, fetchJobDetails, updateJob } from '../../src/api/jobs';
import {
  addTask,
  approveTask,
  assignTask,
  fetchAvailableTasks,
  fetchComments,
  fetchMyPendingTasks,
  rejectTask,
  submitTask,
} from '../../src/api/tasks';
import {
  fetchClientOptions,
  fetchJobTypeOptions,
  fetchPositionOptions,
  fetchUserOptions,
  fetchUserTypeOptions,
} from '../../src/api/dropdowns';
import { createClient, deactivateClient, fetchClientsPage, updateClient } from '../../src/api/clients';
import { createUser, deactivateUser, deleteUser, fetchUsers, lockUser, unlockUser, updateUser } from '../../src/api/users';
import { fetchReports } from '../../src/api/reports';
import type { ClientPayload, JobUpdatePayload, NewJobPayload, NewTaskPayload, UserPayload } from '../../src/api/types';
import { envelope, signIn } from './helpers';
import { newUser } from './payloads';

type Method = 'get' | 'post' | 'put';

interface Case {
  name: string;
  method: Method;
  path: string;
  call: () => Promise<unknown>;
  /** Every code the call accepts as success. */
  okCodes: string[];
  /** A code the server uses elsewhere for success, refused here. */
  refusedCode: string;
  fallback: string;
  /** What `response` holds on success. */
  response?: JsonBodyType;
}

const job: NewJobPayload = {
  jobName: 'Audit',
  jobDescription: 'Year-end audit',
  clientId: 1,
  jobTypeId: 2,
  dateIn: '2026-01-01T00:00:00Z',
  dateOut: '2026-02-01T00:00:00Z',
  id: 9,
};
const jobUpdate: JobUpdatePayload = { ...job, id: 4, statusId: 1 };
const task: NewTaskPayload = {
  taskName: 'Count',
  taskDescription: 'Count the stock',
  startDate: null,
  endDate: null,
  userList: [],
  reviewerList: [],
  jobId: 4,
  statusId: 1,
  default: false,
  taskFileList: [],
};
const client: ClientPayload = {
  clientName: 'Acme',
  clientRepresentative: 'Bola',
  email: 'acme@example.com',
  industry: 'Retail',
  designation: 'CFO',
  services: 'Tax',
  phone: '0800 123 4567',
  address: '1 Marina Road, Lagos',
};
const user: UserPayload = { id: 5, ...newUser };
const page = { items: [], totalPages: 0, totalItems: 0, currentPage: 1 };
const decision = { taskId: 11, userId: 9, comment: 'Looks right' };
const assignment = {
  id: 11,
  jobId: 4,
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2026-01-05T00:00:00Z',
  createdBy: 9,
  userList: [{ id: 5, name: 'Ada Obi' }] as [{ id: number; name: string }],
  reviewerList: [{ id: 9, name: 'Admin' }],
};

/** How a kind of call is answered: its method, the codes it takes as success, one it refuses, and what a success holds. */
type Contract = Pick<Case, 'method' | 'okCodes' | 'refusedCode' | 'response'>;

const OPTION_LIST: Contract = { method: 'get', okCodes: ['OK', '200'], refusedCode: 'FAILED', response: [] };
const SERVER_PAGE: Contract = { method: 'get', okCodes: ['OK', '200'], refusedCode: '404', response: page };
const CREATED_WITH_201: Contract = { method: 'post', okCodes: ['201'], refusedCode: 'OK', response: {} };
const UPDATED_WITH_201: Contract = { method: 'post', okCodes: ['201'], refusedCode: '200', response: {} };
const REMOVED_WITH_200: Contract = { method: 'post', okCodes: ['200'], refusedCode: '201', response: null };
const USER_STATUS_CHANGE: Contract = { method: 'put', okCodes: ['200', '201'], refusedCode: 'OK', response: null };

const FORM_DATA_FAILED = 'Failed to load form data. Please refresh and try again.';
const USER_STATUS_FAILED = 'Failed to lock, unlock or deactivate user';

const caseOf = (contract: Contract, name: string, path: string, call: () => Promise<unknown>, fallback: string): Case => ({
  ...contract,
  name,
  path,
  call,
  fallback,
});

const cases: Case[] = [
  {
    name: 'fetchProfile',
    method: 'get',
    path: '/api/user/5',
    call: () => fetchProfile(5),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'User data not found',
    response: { id: 5, firstName: 'Ada' },
  },
  {
    name: 'fetchDashboard',
    method: 'get',
    path: '/api/v1/home',
    call: () => fetchDashboard(5),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to fetch dashboard data',
    response: { overDueJob: 1, ongoingJob: 0, taskInReview: 0, taskToReview: 0, todayJob: [], todayTask: [] },
  },
  {
    name: 'fetchDashboardDetails',
    method: 'get',
    path: '/api/v1/home/detailed',
    call: () => fetchDashboardDetails(5),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to fetch detailed data',
    response: { overDuetasks: [], onGoingTasks: [], tasksInReview: [], tasksToReview: [] },
  },
  {
    name: 'createJob',
    method: 'post',
    path: '/api/v1/job/add',
    call: () => createJob(job),
    okCodes: ['CREATED'],
    refusedCode: 'OK',
    fallback: 'Failed to create job',
    response: {},
  },
  {
    name: 'updateJob',
    method: 'post',
    path: '/api/v1/job/update',
    call: () => updateJob(jobUpdate),
    okCodes: ['OK'],
    refusedCode: 'CREATED',
    fallback: 'Failed to update job',
    response: {},
  },
  {
    name: 'deleteJob',
    method: 'post',
    path: '/api/v1/job/delete',
    call: () => deleteJob(4),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to delete job',
    response: null,
  },
  {
    name: 'fetchJobDetails',
    method: 'get',
    path: '/api/v1/task',
    call: () => fetchJobDetails(4),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to fetch job details',
    response: { job: {}, taskList: [] },
  },
  {
    name: 'addTask',
    method: 'post',
    path: '/api/v1/task/add',
    call: () => addTask(task),
    okCodes: ['OK', 'CREATED'],
    refusedCode: '201',
    fallback: 'Failed to create task',
    response: {},
  },
  {
    name: 'fetchMyPendingTasks',
    method: 'get',
    path: '/api/task',
    call: () => fetchMyPendingTasks(5),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to fetch pending tasks',
    response: [],
  },
  {
    name: 'submitTask',
    method: 'post',
    path: '/api/v1/task/finished',
    call: () => submitTask({ comment: 'done', taskId: 11, userId: 5, taskFileList: [] }),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to submit task',
    response: null,
  },
  {
    name: 'approveTask',
    method: 'post',
    path: '/api/v1/task/validate',
    call: () => approveTask(decision),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to approve task',
    response: null,
  },
  {
    name: 'rejectTask',
    method: 'post',
    path: '/api/v1/task/rework',
    call: () => rejectTask({ ...decision, reworkDate: null }),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to reject task',
    response: null,
  },
  {
    name: 'fetchComments',
    method: 'get',
    path: '/api/v1/task/comments',
    call: () => fetchComments(11),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to fetch comments',
    response: [],
  },
  {
    name: 'assignTask',
    method: 'post',
    path: '/api/v1/task/update',
    call: () => assignTask(assignment),
    okCodes: ['OK'],
    refusedCode: 'CREATED',
    fallback: 'Failed to assign task',
    response: {},
  },
  {
    name: 'fetchAvailableTasks',
    method: 'get',
    path: '/api/v1/task/available',
    call: () => fetchAvailableTasks(4),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to load initial data',
    response: { taskList: [] },
  },
  caseOf(OPTION_LIST, 'fetchClientOptions', '/api/v1/dropdown/client', fetchClientOptions, FORM_DATA_FAILED),
  caseOf(OPTION_LIST, 'fetchJobTypeOptions', '/api/v1/dropdown/jobtype', fetchJobTypeOptions, FORM_DATA_FAILED),
  caseOf(OPTION_LIST, 'fetchUserTypeOptions', '/api/userType', fetchUserTypeOptions, FORM_DATA_FAILED),
  caseOf(OPTION_LIST, 'fetchUserOptions', '/api/users/', fetchUserOptions, FORM_DATA_FAILED),
  caseOf(OPTION_LIST, 'fetchPositionOptions', '/api/position', fetchPositionOptions, FORM_DATA_FAILED),
  caseOf(SERVER_PAGE, 'fetchClientsPage', '/api/clients', () => fetchClientsPage({ pageNumber: 1 }), 'Failed to load clients'),
  caseOf(CREATED_WITH_201, 'createClient', '/api/client/create-client', () => createClient(client), 'Failed to create or update client'),
  caseOf(
    UPDATED_WITH_201,
    'updateClient',
    '/api/update-client',
    () => updateClient({ ...client, id: 3 }),
    'Failed to create or update client',
  ),
  caseOf(REMOVED_WITH_200, 'deactivateClient', '/api/deactivate-client', () => deactivateClient(3), 'Failed to delete client'),
  caseOf(SERVER_PAGE, 'fetchUsers', '/api/users', () => fetchUsers({ pageNumber: 1 }), 'Failed to load users'),
  caseOf(CREATED_WITH_201, 'createUser', '/api/user/create-user', () => createUser(user), 'Failed to create or update user'),
  caseOf(UPDATED_WITH_201, 'updateUser', '/api/update-user', () => updateUser(user), 'Failed to create or update user'),
  caseOf(REMOVED_WITH_200, 'deleteUser', '/api/user/deactivate-user', () => deleteUser(5), 'Failed to delete user'),
  caseOf(USER_STATUS_CHANGE, 'lockUser', '/api/lock-user', () => lockUser(5), USER_STATUS_FAILED),
  caseOf(USER_STATUS_CHANGE, 'unlockUser', '/api/unlock-user', () => unlockUser(5), USER_STATUS_FAILED),
  caseOf(USER_STATUS_CHANGE, 'deactivateUser', '/api/deactivate-user', () => deactivateUser(5), USER_STATUS_FAILED),
  {
    name: 'fetchReports',
    method: 'get',
    path: '/api/v1/report/get',
    call: () => fetchReports({ startDate: '2026-01-01', endDate: '2026-01-31' }),
    okCodes: ['OK'],
    refusedCode: '200',
    fallback: 'Failed to fetch reports',
    response: [],
  },
];

function answerWith(c: Case, body: JsonBodyType): void {
  server.use(http[c.method](`*${c.path}`, () => HttpResponse.json(body)));
}

describe.each(cases)('$name', (c) => {
  it.each(c.okCodes)(`succeeds on responseCode %s with ${c.method.toUpperCase()} ${c.path}`, async (code) => {
    signIn();
    answerWith(c, envelope(code, c.response, 'SUCCESSFUL'));
    const result = await c.call();
    // Reads hand back what the server sent; saves hand back nothing (the screen reloads).
    if (c.method === 'get') expect(result).toEqual(c.name === 'fetchAvailableTasks' ? [] : c.response);
    else expect(result).toBeUndefined();
  });

  if (c.method === 'get') {
    it.each([
      ['null', null],
      ['a text', 'OK'],
      ['the other shape', Array.isArray(c.response) ? {} : []],
    ])(`refuses an OK answer whose response is %s as '${c.fallback}', never handing it on`, async (_, response) => {
      signIn();
      answerWith(c, envelope(c.okCodes[0], response, 'SUCCESSFUL'));
      const error = await c.call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ name: 'ApiError', reason: 'malformed', message: c.fallback });
      expect(toUserMessage(error, c.fallback)).toBe(c.fallback);
    });
  } else {
    it('takes an OK answer with response null as done: nothing in it is read', async () => {
      signIn();
      answerWith(c, envelope(c.okCodes[0], null, ''));
      await expect(c.call()).resolves.toBeUndefined();
    });
  }

  it(`refuses responseCode ${c.refusedCode} with the server's description`, async () => {
    signIn();
    answerWith(c, envelope(c.refusedCode, null, 'Refused by the server'));
    const error = await c.call().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ reason: 'rejected', message: 'Refused by the server' });
    expect(toUserMessage(error, c.fallback)).toBe('Refused by the server');
  });

  it(`refuses without a description as '${c.fallback}'`, async () => {
    signIn();
    answerWith(c, envelope(c.refusedCode, null, ''));
    await expect(c.call()).rejects.toMatchObject({ reason: 'rejected', message: c.fallback });
  });
});

describe('an answer without a body', () => {
  it('is a refusal with the screen message, not a crash', async () => {
    signIn();
    server.use(http.post('*/api/v1/job/add', () => new HttpResponse(null, { status: 200 })));
    await expect(createJob(job)).rejects.toMatchObject({ name: 'ApiError', reason: 'rejected', message: 'Failed to create job' });
  });
});

describe('a body that is not JSON', () => {
  it('is a refusal with the screen message', async () => {
    signIn();
    server.use(
      http.get('*/api/v1/task/comments', () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(fetchComments(11)).rejects.toMatchObject({ name: 'ApiError', message: 'Failed to fetch comments' });
  });

  it('is refused for a page whose items are not a list', async () => {
    signIn();
    server.use(
      http.get('*/api/clients', () => HttpResponse.json(envelope('OK', { items: null, totalPages: 1, totalItems: 1, currentPage: 1 }))),
    );
    await expect(fetchClientsPage({ pageNumber: 1 })).rejects.toMatchObject({ reason: 'malformed', message: 'Failed to load clients' });
  });
});
