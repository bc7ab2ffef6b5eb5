/**
 * A read asked for while the same read is on its way shares its answer (src/api/readsInFlight.ts,
 * docs/decisions/103-one-read-in-flight.md): what the server saw, and what each caller got.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ApiError, request } from '../../src/api/client';
import { holdCall } from '../support/server';
import { signIn, TEST_TOKEN } from './helpers';

const PATH = '/api/ext/v1/shared-read';
const WRITE = '/api/ext/v1/shared-write';

interface Answer {
  rows: Array<{ id: number; name: string }>;
}

const answerNumber = (n: number): Answer => ({ rows: [{ id: n, name: `answer ${n}` }] });

beforeEach(() => signIn());

describe('a read asked for while the same one is on its way', () => {
  it('is sent once, and every caller gets the answer, each its own copy', async () => {
    const held = holdCall('get', PATH);
    const first = request<Answer>(PATH, { query: { page: 1 } });
    const second = request<Answer>(PATH, { query: { page: 1 } });
    await held.respond(answerNumber(1));
    const [a, b] = await Promise.all([first, second]);
    expect(held.count()).toBe(1);
    expect(a).toEqual(answerNumber(1));
    expect(b).toEqual(answerNumber(1));
    a.rows[0].name = 'changed by the first caller';
    expect(b.rows[0].name).toBe('answer 1');
  });

  it('is sent again when it differs in its query, or once the first has answered', async () => {
    const held = holdCall('get', PATH);
    const one = request<Answer>(PATH, { query: { page: 1 } });
    const other = request<Answer>(PATH, { query: { page: 2 } });
    await held.respond(answerNumber(1));
    await held.respond(answerNumber(2));
    expect(await one).toEqual(answerNumber(1));
    expect(await other).toEqual(answerNumber(2));
    const again = request<Answer>(PATH, { query: { page: 1 } });
    await held.respond(answerNumber(3));
    expect(await again).toEqual(answerNumber(3));
    expect(held.count()).toBe(3);
  });

  it('is sent afresh after a write, so what the write changed is read', async () => {
    const held = holdCall('get', PATH);
    server.use(http.put(`*${WRITE}`, () => HttpResponse.json({ responseCode: 'OK' })));
    const before = request<Answer>(PATH);
    await request(WRITE, { method: 'PUT', body: {} });
    const after = request<Answer>(PATH);
    await held.respond(answerNumber(1));
    await held.respond(answerNumber(2));
    expect(await before).toEqual(answerNumber(1));
    expect(await after).toEqual(answerNumber(2));
    expect(held.count()).toBe(2);
  });

  it('is sent afresh under another session’s token', async () => {
    const sentWith: Array<string | null> = [];
    server.use(
      http.get(`*${PATH}`, ({ request: sent }) => {
        sentWith.push(sent.headers.get('Authorization'));
        return HttpResponse.json({ rows: [{ id: sentWith.length, name: sent.headers.get('Authorization') }] });
      }),
    );
    const mine = request<Answer>(PATH);
    signIn('another-token');
    const theirs = request<Answer>(PATH);
    expect((await mine).rows[0].name).toBe(`Bearer ${TEST_TOKEN}`);
    expect((await theirs).rows[0].name).toBe('Bearer another-token');
    expect(sentWith.sort()).toEqual(['Bearer another-token', `Bearer ${TEST_TOKEN}`]);
  });

  it('tells a caller that gives up at once, and still answers the others', async () => {
    const held = holdCall('get', PATH);
    const leaving = new AbortController();
    const gaveUp = request<Answer>(PATH, { signal: leaving.signal });
    const stays = request<Answer>(PATH);
    leaving.abort();
    await expect(gaveUp).rejects.toBeInstanceOf(ApiError);
    await held.respond(answerNumber(1));
    expect(await stays).toEqual(answerNumber(1));
    expect(held.count()).toBe(1);
  });

  it('fails unheard when its only caller had already given up as it asked', async () => {
    const held = holdCall('get', PATH);
    const gone = new AbortController();
    gone.abort();
    await expect(request<Answer>(PATH, { signal: gone.signal })).rejects.toBeInstanceOf(ApiError);
    // The call, abandoned, fails too; nobody hears it, and it is not an unhandled failure.
    await new Promise((settle) => setTimeout(settle, 20));
    const next = request<Answer>(PATH);
    await held.respond(answerNumber(2));
    expect(await next).toEqual(answerNumber(2));
  });

  it('is abandoned once every caller has given up, and the next one is sent afresh', async () => {
    const held = holdCall('get', PATH);
    const callers = [new AbortController(), new AbortController()];
    const reads = callers.map((caller) => request<Answer>(PATH, { signal: caller.signal }));
    await held.request();
    callers.forEach((caller) => caller.abort());
    await Promise.all(reads.map((read) => expect(read).rejects.toBeInstanceOf(ApiError)));
    const next = request<Answer>(PATH);
    await held.respond(answerNumber(2));
    expect(await next).toEqual(answerNumber(2));
    expect(held.count()).toBe(2);
  });
});
