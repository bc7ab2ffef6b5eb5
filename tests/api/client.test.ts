import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ApiError, toUserMessage } from '../../src/api/client';
import { setSessionEndedHandler } from '../../src/api/sessionEnded';
import { login, fetchProfile } from '../../src/api/auth';
import { fetchDashboard } from '../../src/api/dashboard';
import { createJob, fetchJobs } from '../../src/api/jobs';
import type { NewJobPayload } from '../../src/api/types';
import { READ_RETRIES, REQUEST_TIMEOUT_MS } from '../../src/api/timeouts';
import { envelope, recordRequests, signIn, stopRecording, TEST_TOKEN } from './helpers';
import { sentByAnEarlierTest } from '../support/server';

afterEach(() => {
  vi.useRealTimers();
  stopRecording();
  setSessionEndedHandler(() => {});
});

const profile = { id: 7, firstName: 'Ada', lastName: 'Obi' };

describe('authenticated calls', () => {
  it('send the stored token as a Bearer header and JSON headers', async () => {
    signIn();
    let seen: Headers | undefined;
    server.use(
      http.get('*/api/user/7', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(envelope('OK', profile));
      }),
    );
    await expect(fetchProfile(7)).resolves.toEqual(profile);
    expect(seen?.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(seen?.get('content-type')).toBe('application/json');
    expect(seen?.get('accept')).toBe('application/json');
  });

  it("fail with 'No authentication token found' and send nothing without a token", async () => {
    const requests = recordRequests();
    const spy = vi.fn(() => HttpResponse.json(envelope('OK', profile)));
    server.use(http.get('*/api/user/7', spy), http.get('*/api/v1/home', spy));
    const failure = fetchProfile(7);
    await expect(failure).rejects.toThrow('No authentication token found');
    await expect(failure).rejects.toMatchObject({ reason: 'no-token' });
    await expect(fetchDashboard(7)).rejects.toThrow('No authentication token found');
    expect(spy).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);

    // The same count sees a request once there is a token, so the zero above is real.
    signIn();
    await fetchProfile(7);
    expect(requests).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("fail with 'HTTP error! status: 500' on a server error", async () => {
    signIn();
    server.use(http.get('*/api/v1/home', () => new HttpResponse('boom', { status: 500 })));
    const failure = fetchDashboard(1);
    await expect(failure).rejects.toThrow('HTTP error! status: 500');
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', reason: 'http', status: 500 });
  });

  it('show the screen message, not the HTTP text, for a server error', async () => {
    signIn();
    server.use(http.get('*/api/v1/home', () => new HttpResponse(null, { status: 500 })));
    const error = await fetchDashboard(1).catch((e: unknown) => e);
    expect(toUserMessage(error, 'Failed to fetch dashboard data')).toBe('Failed to fetch dashboard data');
  });

  it('end the session on 401 through the registered handler', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    setSessionEndedHandler(onUnauthorized);
    server.use(http.get('*/api/v1/job/get', () => new HttpResponse(null, { status: 401 })));
    await expect(fetchJobs({ pageNumber: 1, pageSize: 10 })).rejects.toMatchObject({
      reason: 'unauthorized',
      message: 'HTTP error! status: 401',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('do not end a newer session on the late 401 of a call sent with an earlier token', async () => {
    signIn('earlier-token');
    const onUnauthorized = vi.fn();
    setSessionEndedHandler(onUnauthorized);
    server.use(
      http.get('*/api/v1/job/get', () => {
        // Signed out and in again while this call was on its way.
        signIn('newer-token');
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await expect(fetchJobs({ pageNumber: 1, pageSize: 10 })).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('do not end the session on 403 or 500', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    setSessionEndedHandler(onUnauthorized);
    server.use(http.get('*/api/v1/home', () => new HttpResponse(null, { status: 403 })));
    await expect(fetchDashboard(1)).rejects.toMatchObject({ reason: 'forbidden', status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('report a lost connection as a network failure', async () => {
    signIn();
    server.use(http.get('*/api/v1/home', () => HttpResponse.error()));
    const error = await fetchDashboard(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ reason: 'network' });
  });

  it('leave unset query values out of the URL', async () => {
    signIn();
    let url: URL | undefined;
    server.use(
      http.get('*/api/v1/job/get', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ response: 'OK', items: [], totalPages: 0, totalItems: 0, currentPage: 1 });
      }),
    );
    await fetchJobs({ pageNumber: 2, pageSize: 10, text: '', clientId: 4 });
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ pageNumber: '2', pageSize: '10', clientId: '4' });
  });
});

describe('time limits and retries', () => {
  const newJob: NewJobPayload = {
    jobName: 'Yearly audit',
    jobDescription: 'The yearly audit of the accounts',
    clientId: 1,
    jobTypeId: 1,
    dateIn: '2026-01-01T09:00:00.000Z',
    dateOut: '2026-02-01T17:00:00.000Z',
    id: 2,
  };

  /** A server that never answers; the count says how many attempts reached it. */
  function stall(method: 'get' | 'post', path: string): { attempts: () => number } {
    let attempts = 0;
    server.use(
      // Only this test's calls count: an earlier test's app, in this worker, may still read.
      http[method](path, ({ request }) => {
        if (sentByAnEarlierTest(request)) return undefined;
        attempts += 1;
        return new Promise<never>(() => {});
      }),
    );
    return { attempts: () => attempts };
  }

  /**
   * Waits, without moving the fake clock (vi.waitFor would), until the requests have arrived.
   * setImmediate is not among the faked timers.
   */
  async function arrived(count: () => number, expected: number): Promise<void> {
    for (let i = 0; i < 200 && count() < expected; i += 1) await new Promise((wake) => setImmediate(wake));
    expect(count()).toBe(expected);
  }

  it('give up on a read after the time limit, once more, then fail as a time-out', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const home = stall('get', '*/api/v1/home');
    const failure = fetchDashboard(1).catch((e: unknown) => e);
    await arrived(home.attempts, 1);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(home.attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await arrived(home.attempts, 1 + READ_RETRIES);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(toUserMessage(error, 'Failed to fetch dashboard data')).toBe('Failed to fetch dashboard data');
    expect(home.attempts()).toBe(2);
  });

  it('never send a save twice: a stalled POST fails after one time limit', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const add = stall('post', '*/api/v1/job/add');
    const failure = createJob(newJob).catch((e: unknown) => e);
    await arrived(add.attempts, 1);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await failure).toMatchObject({ reason: 'timeout' });
    expect(add.attempts()).toBe(1);
  });

  it('ask a read once more after a lost connection, and succeed if the second answers', async () => {
    signIn();
    let attempts = 0;
    server.use(
      http.get('*/api/user/7', ({ request }) => {
        if (sentByAnEarlierTest(request)) return undefined;
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json(envelope('OK', profile));
      }),
    );
    await expect(fetchProfile(7)).resolves.toEqual(profile);
    expect(attempts).toBe(2);
  });

  it('do not ask again after an answer (500) or for a save', async () => {
    signIn();
    let reads = 0;
    let saves = 0;
    server.use(
      http.get('*/api/v1/home', ({ request }) => {
        if (sentByAnEarlierTest(request)) return undefined;
        reads += 1;
        return new HttpResponse(null, { status: 500 });
      }),
      http.post('*/api/v1/job/add', ({ request }) => {
        if (sentByAnEarlierTest(request)) return undefined;
        saves += 1;
        return HttpResponse.error();
      }),
    );
    await expect(fetchDashboard(1)).rejects.toMatchObject({ reason: 'http' });
    await expect(createJob(newJob)).rejects.toMatchObject({ reason: 'network' });
    expect({ reads, saves }).toEqual({ reads: 1, saves: 1 });
  });

  it('do not ask again when the screen gave up on the call', async () => {
    signIn();
    const jobs = stall('get', '*/api/v1/job/get');
    const controller = new AbortController();
    const failure = fetchJobs({ pageNumber: 1, pageSize: 10 }, controller.signal).catch((e: unknown) => e);
    await vi.waitFor(() => expect(jobs.attempts()).toBe(1));
    controller.abort();
    expect(await failure).toMatchObject({ reason: 'network' });
    expect(jobs.attempts()).toBe(1);
  });

  it('end the session when the token is gone (signed out in another tab)', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    await expect(fetchProfile(7)).rejects.toMatchObject({ reason: 'no-token' });
    expect(ended).toHaveBeenCalledWith('no-token');
  });
});

describe('login', () => {
  it('posts email and password without a token and hands back the envelope as is', async () => {
    let body: unknown;
    let authorization: string | null = 'unset';
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('authorization');
        return HttpResponse.json(envelope('LOCKED', null, 'Account locked'));
      }),
    );
    await expect(login({ email: 'a@b.co', password: 'pw' })).resolves.toEqual(envelope('LOCKED', null, 'Account locked'));
    expect(body).toEqual({ email: 'a@b.co', password: 'pw' });
    expect(authorization).toBeNull();
  });

  it('returns an OK answer with its token', async () => {
    const result = { token: 't', isLocked: false, id: 3, email: 'a@b.co' };
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.json(envelope('OK', result))));
    await expect(login({ email: 'a@b.co', password: 'pw' })).resolves.toMatchObject({ responseCode: 'OK', response: result });
  });
});
