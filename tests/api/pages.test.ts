import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { fetchJobs, fetchMyJobs } from '../../src/api/jobs';
import { fetchTasksToReview } from '../../src/api/tasks';
import { answerAndRecord, signIn } from './helpers';

const items = [{ id: 1 }];
const pageOf = (response: string, responseDescription: string) => ({
  response,
  responseDescription,
  items,
  totalPages: 3,
  totalItems: 21,
  currentPage: 1,
});

const lists = [
  { name: 'fetchMyJobs', path: '/api/job', call: () => fetchMyJobs({ userId: 5 }), fallback: 'Failed to fetch my jobs' },
  { name: 'fetchJobs', path: '/api/v1/job/get', call: () => fetchJobs({ pageNumber: 1, pageSize: 10 }), fallback: 'Failed to fetch jobs' },
  {
    name: 'fetchTasksToReview',
    path: '/api/v1/task/reviewer',
    call: () => fetchTasksToReview({ reviewerId: 5, pageNumber: 1, pageSize: 10 }),
    fallback: 'Failed to fetch pending tasks',
  },
];

describe.each(lists)('$name (paged list with its own response field)', ({ path, call, fallback }) => {
  it("succeeds when response is 'OK'", async () => {
    signIn();
    server.use(http.get(`*${path}`, () => HttpResponse.json(pageOf('OK', ''))));
    await expect(call()).resolves.toMatchObject({ items, totalPages: 3, totalItems: 21 });
  });

  it("succeeds when responseDescription is 'SUCCESSFUL'", async () => {
    signIn();
    server.use(http.get(`*${path}`, () => HttpResponse.json(pageOf('00', 'SUCCESSFUL'))));
    await expect(call()).resolves.toMatchObject({ items });
  });

  it('fails with the description otherwise, or the screen message without one', async () => {
    signIn();
    server.use(http.get(`*${path}`, () => HttpResponse.json(pageOf('99', 'No access to these jobs'))));
    await expect(call()).rejects.toMatchObject({ reason: 'rejected', message: 'No access to these jobs' });
    server.use(http.get(`*${path}`, () => HttpResponse.json(pageOf('99', ''))));
    await expect(call()).rejects.toMatchObject({ reason: 'rejected', message: fallback });
    server.use(http.get(`*${path}`, () => new HttpResponse(null, { status: 204 })));
    await expect(call()).rejects.toMatchObject({ reason: 'rejected', message: fallback });
  });
});

describe('list queries', () => {
  it.each([
    {
      name: 'my jobs default to page 1 of 10 for the user',
      path: '/api/job',
      call: () => fetchMyJobs({ userId: 5 }),
      query: { pageNumber: '1', pageSize: '10', userId: '5' },
    },
    {
      name: 'the jobs list sends every filter',
      path: '/api/v1/job/get',
      call: () => fetchJobs({ pageNumber: 3, pageSize: 10, clientId: 2, statusId: 1, text: 'audit', jobTypeId: 4 }),
      query: { pageNumber: '3', pageSize: '10', clientId: '2', statusId: '1', text: 'audit', jobTypeId: '4' },
    },
    {
      name: 'the review list asks by reviewer and page',
      path: '/api/v1/task/reviewer',
      call: () => fetchTasksToReview({ reviewerId: 9, pageNumber: 2, pageSize: 10 }),
      query: { reviewerId: '9', pageNumber: '2', pageSize: '10' },
    },
  ])('$name', async ({ path, call, query }) => {
    signIn();
    const sent = answerAndRecord('get', path, pageOf('OK', ''));
    await call();
    expect(sent.map((request) => request.query)).toEqual([query]);
  });
});
