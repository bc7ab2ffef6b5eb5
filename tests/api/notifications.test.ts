import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { fetchNotificationCounts } from '../../src/api/notifications';
import { answerAndRecord, envelope, signIn } from './helpers';

const reviewPage = {
  response: 'OK',
  responseDescription: 'SUCCESSFUL',
  items: [{ taskId: 1 }],
  totalPages: 7,
  totalItems: 7,
  currentPage: 1,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchNotificationCounts', () => {
  it('counts tasks to approve from one-item page totals and tasks to finish from the pending list', async () => {
    signIn();
    const reviewLists = answerAndRecord('get', '/api/v1/task/reviewer', reviewPage);
    const pendingLists = answerAndRecord('get', '/api/task', envelope('OK', [{ taskId: 1 }, { taskId: 2 }, { taskId: 3 }]));
    await expect(fetchNotificationCounts(9)).resolves.toEqual({ pendingToApprove: 7, pendingToFinish: 3 });
    expect(reviewLists.map((request) => request.query)).toEqual([{ reviewerId: '9', pageNumber: '1', pageSize: '1' }]);
    expect(pendingLists.map((request) => request.query)).toEqual([{ userId: '9' }]);
  });

  it('falls back to 0 for the count whose call fails, keeping the other, and logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn();
    server.use(
      http.get('*/api/v1/task/reviewer', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/task', () => HttpResponse.json(envelope('OK', [{ taskId: 1 }]))),
    );
    await expect(fetchNotificationCounts(9)).resolves.toEqual({ pendingToApprove: 0, pendingToFinish: 1 });

    server.use(
      http.get('*/api/v1/task/reviewer', () => HttpResponse.json(reviewPage)),
      http.get('*/api/task', () => HttpResponse.json(envelope('FAILED', null, 'No tasks'))),
    );
    await expect(fetchNotificationCounts(9)).resolves.toEqual({ pendingToApprove: 7, pendingToFinish: 0 });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives 0 and 0 without a token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchNotificationCounts(9)).resolves.toEqual({ pendingToApprove: 0, pendingToFinish: 0 });
  });

  it('a count given up on is never taken as zero: the call fails, so the caller can drop it', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    await expect(fetchNotificationCounts(2, controller.signal)).rejects.toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });
});
