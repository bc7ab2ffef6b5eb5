// @vitest-environment node
// Real sockets, as curl or another server would call them: no browser page, so no CORS of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, JobsPage, Paged, PendingTaskItem, ReviewerPage, Task } from '../../src/api/types';
import type { ActivityEntry } from '../../src/domain/activity';
import { server } from '../../mocks/node';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { connect } from 'node:net';
import { MAX_JSON_BYTES } from '../../mocks/handlers/http';
import { newClientBody } from './bodies';
import { call, dispositionName, envelope, json, login, readFileAt, tokenOf, uploadedLink } from './api';

const ACTIVITY = '/api/ext/v1/activity';
const SIGN_OFF_SETTING = '/api/ext/v1/settings/sign-off';
const SIGN_OFF_TRAIL = '/api/ext/v1/sign-off/trail';

let child: ChildProcess | undefined;
let base = '';

/** Starts `npm run mock-server`'s entry point on a free port and reads the port it reports. */
function startServer(): Promise<string> {
  const root = resolve(import.meta.dirname, '../..');
  const proc = spawn(resolve(root, 'node_modules/.bin/tsx'), ['mocks/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', CORS_ORIGINS: 'http://127.0.0.1:4999' },
  });
  child = proc;
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`mock server did not start: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    proc.stdout.on('data', read);
    proc.stderr.on('data', read);
    proc.on('exit', (code) => fail(new Error(`mock server exited with ${code}: ${output}`)));
  });
}

/**
 * Sends `text` as it is over a socket (requests fetch would refuse to send) and reads the answer's
 * head. `chunked`, when given, follows as a chunked body in pieces of 64 kB and is left
 * unfinished (a client still sending): a body just over the server's limit has then been read
 * to its last byte when the server refuses it. A byte it had not read when it closed would make
 * the close a reset, which can discard its answer before it is read.
 */
function raw(text: string, chunked?: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => {
      socket.write(text);
      for (let at = 0; chunked !== undefined && at < chunked.length; at += 65_536) {
        const piece = chunked.slice(at, at + 65_536);
        socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
      }
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => done(answer));
    socket.on('error', fail);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${text.split('\r\n')[0]}`)));
  });
}

beforeAll(async () => {
  // Real sockets: msw/node must not answer these requests itself.
  server.close();
  base = await startServer();
}, 30_000);

afterAll(() => {
  child?.kill('SIGTERM');
  server.listen({ onUnhandledRequest: 'error' });
});

describe('npm run mock-server', () => {
  it("answers CORS only for the app's own origins, echoing the one that asked", async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/v1/job/get`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
    const own = await preflight('http://localhost:4173');
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(own.headers.get('vary')).toBe('Origin');
    expect(own.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    // CORS_ORIGINS adds to the dev and preview origins.
    expect((await preflight('http://127.0.0.1:4999')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4999');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const denied = await fetch(`${base}/api/v1/job/get`, { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const upload = new FormData();
    upload.append('file', new File(['x'], 'x.txt'));
    upload.append('upload_preset', 'workflow');
    const posted = await fetch(`${base}/mock-files/auto/upload`, {
      method: 'POST',
      body: upload,
      headers: { Origin: 'https://evil.example' },
    });
    expect(posted.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('checks the token before reading a body, and refuses a body over the limit with 413', async () => {
    const admin = await tokenOf('admin@example.com', base);
    const jobsBefore = (await json<JobsPage>('/api/v1/job/get', { base, token: admin, query: { pageNumber: 1, pageSize: 1 } })).totalItems;
    const big = JSON.stringify({ jobName: 'x'.repeat(2 * 1024 * 1024) });
    // Declared over the limit: refused before a byte is read.
    expect(
      (
        await raw(
          `POST /api/v1/job/add HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin}\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n`,
        )
      ).split('\r\n')[0],
    ).toBe('HTTP/1.1 413 Payload Too Large');
    const upload = `POST /mock-files/raw/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${11 * 1024 * 1024}\r\n\r\n`;
    expect((await raw(upload)).split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    // Streamed without a length: cut off once it passes the limit, and answered while the client
    // is still sending.
    const streamed = await raw(
      `POST /api/v1/job/add HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      big.slice(0, MAX_JSON_BYTES + 1),
    );
    expect(streamed.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    // Without a token the body is never read: 401 at once.
    const anonymous = await raw(
      `POST /api/v1/job/add HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":`,
    );
    expect(anonymous.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    expect((await json<JobsPage>('/api/v1/job/get', { base, token: admin, query: { pageNumber: 1, pageSize: 1 } })).totalItems).toBe(
      jobsBefore,
    );
  });

  it('answers a malformed path or Host with 400 and an unexpected error never with its internal text', async () => {
    for (const request of [
      'GET /api/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET /mock-files/files/%ZZ/x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET http://[::1/api/v1/job/get HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET /api/v1/job/get HTTP/1.1\r\nHost: exa mple/../\r\n\r\n',
    ]) {
      const answer = await raw(request);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(answer).not.toMatch(/TypeError|URIError|Invalid URL|at /);
    }
  });

  it('serves the same backend: login, lists, 403, and a submit/approve that is stored', async () => {
    expect((await login('locked@example.com', 'demo1234', base)).responseCode).toBe('LOCKED');
    const admin = await tokenOf('admin@example.com', base);
    const staff = await tokenOf('staff@example.com', base);
    expect((await call('/api/clients', { base, token: staff })).status).toBe(403);

    const jobs = await json<JobsPage>('/api/v1/job/get', { base, token: admin, query: { pageNumber: 1, pageSize: 10 } });
    // The server process seeds the same deterministic data as this one.
    expect(jobs).toMatchObject({ response: 'OK', totalItems: getDb().jobs.length });

    const pending = await envelope<PendingTaskItem[]>('/api/task', { base, token: staff, query: { userId: DEMO_IDS.staff } });
    const item = pending.response.find((p) => p.taskEndDate !== null && Date.parse(p.taskEndDate) > Date.now()) ?? pending.response[0];
    const taskId = item.taskId;
    const submitted = await envelope<null>('/api/v1/task/finished', {
      base,
      token: staff,
      body: { comment: 'Sent over HTTP', taskId, userId: DEMO_IDS.staff, taskFileList: [] },
    });
    expect(submitted.responseCode).toBe('OK');
    const after = await envelope<PendingTaskItem[]>('/api/task', { base, token: staff, query: { userId: DEMO_IDS.staff } });
    expect(after.response.some((p) => p.taskId === taskId)).toBe(false);

    // Only the task's own reviewers decide on it (docs/decisions/006-reviewers-are-admins.md): find one.
    let reviewer = '';
    for (const email of ['admin@example.com', 'superadmin@example.com', 'kemi.oladipo@example.com']) {
      const token = await tokenOf(email, base);
      const queue = await json<ReviewerPage>('/api/v1/task/reviewer', { base, token, query: { pageNumber: 1, pageSize: 1000 } });
      expect(queue.response).toBe('OK');
      if (queue.items.some((t) => t.taskId === taskId)) reviewer = token;
    }
    expect(reviewer).not.toBe('');
    const approved = await envelope<null>('/api/v1/task/validate', {
      base,
      token: reviewer,
      query: { taskId },
      body: { comment: 'Approved over HTTP', taskFileList: [], taskId, userId: 0 },
    });
    expect(approved.responseCode).toBe('OK');

    const comments = await envelope<Comment[]>('/api/v1/task/comments', { base, token: staff, query: { taskId } });
    expect(comments.response.slice(-2).map((c) => c.comment)).toEqual(['Sent over HTTP', 'Approved over HTTP']);
    const available = await envelope<{ taskList: Task[] }>('/api/v1/task/available', { base, token: admin, query: { jobId: 1 } });
    expect(available.response.taskList.length).toBeGreaterThan(0);
  });

  it('refuses a second sign-off by the preparer or by the first signer over HTTP, storing nothing', async () => {
    const superAdmin = await tokenOf('superadmin@example.com', base);
    const staff = await tokenOf('staff@example.com', base);
    const setting = { secondLevelJobTypeIds: [1, 2, 3, 4], secondLevelRoles: [2, 3] };
    expect((await envelope(SIGN_OFF_SETTING, { base, token: superAdmin, method: 'PUT', body: setting })).responseCode).toBe('OK');
    const pending = await envelope<PendingTaskItem[]>('/api/task', { base, token: staff, query: { userId: DEMO_IDS.staff } });
    const taskId = pending.response[0].taskId;
    const handedIn = await envelope<null>('/api/v1/task/finished', {
      base,
      token: staff,
      body: { comment: 'Ready for two levels', taskId, userId: DEMO_IDS.staff, taskFileList: [] },
    });
    expect(handedIn.responseCode).toBe('OK');
    const people = ['admin@example.com', 'superadmin@example.com', 'kemi.oladipo@example.com'];
    const tokens = await Promise.all(people.map((email) => tokenOf(email, base)));
    const queues = await Promise.all(
      tokens.map((token) => json<ReviewerPage>('/api/v1/task/reviewer', { base, token, query: { pageNumber: 1, pageSize: 1000 } })),
    );
    const first = tokens[queues.findIndex((queue) => queue.items.some((t) => t.taskId === taskId))];
    const decide = (token: string, comment: string) =>
      envelope<null>('/api/v1/task/validate', { base, token, query: { taskId }, body: { comment, taskId, userId: 0 } });
    expect((await decide(first, 'First level')).responseDescription).toBe('Task approved successfully');
    const trail = async () =>
      (await envelope<{ state: string; entries: unknown[] }>(SIGN_OFF_TRAIL, { base, token: superAdmin, query: { taskId } })).response;
    const before = await trail();
    expect(before.state).toBe('awaitingSecondSignOff');
    expect(await decide(staff, 'My own')).toMatchObject({ responseCode: '400', responseDescription: 'You cannot review your own task.' });
    expect(await decide(first, 'Again')).toMatchObject({
      responseCode: '400',
      responseDescription: 'You signed the first sign-off of this submission. The second sign-off must be someone else.',
    });
    expect(await trail()).toEqual(before);
    const second = tokens.find((token) => token !== first)!;
    expect((await decide(second, 'Second level')).responseDescription).toBe('Task approved successfully');
    expect((await trail()).state).toBe('verified');
  });

  it('serves uploads over HTTP, to their uploader only while no task carries them', async () => {
    const staff = await tokenOf('staff@example.com', base);
    const link = await uploadedLink(new File(['hello payroll'], 'Client’s invoice €.txt', { type: 'text/plain' }), { token: staff, base });
    expect(link.startsWith(`${base}/mock-files/files/`)).toBe(true);
    const file = await readFileAt(link, staff);
    expect(await file.text()).toBe('hello payroll');
    expect(dispositionName(file.headers.get('content-disposition'))).toBe('Client’s invoice €.txt');
    expect((await readFileAt(link)).status).toBe(401);
    expect((await readFileAt(link, await tokenOf('staff2@example.com', base))).status).toBe(404);
  });
});

describe('the activity log over HTTP', () => {
  it('records a change with its author, refuses Staff, and has no call that edits or removes an entry', async () => {
    const admin = await tokenOf('admin@example.com', base);
    const created = await envelope<unknown>('/api/client/create-client', { token: admin, body: newClientBody, base });
    expect(created.responseCode).toBe('201');
    const read = () => envelope<Paged<ActivityEntry>>(ACTIVITY, { token: admin, base, query: { kind: 'client' } });
    const log = await read();
    expect(log.response.items[0]).toMatchObject({
      userName: 'Tunde Bakare',
      kind: 'client',
      action: 'created',
      recordName: 'Ajah Fisheries',
    });

    const staff = await tokenOf('staff@example.com', base);
    expect((await call(ACTIVITY, { token: staff, base })).status).toBe(403);
    expect((await call(ACTIVITY, { base })).status).toBe(401);

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const url = `${base}${ACTIVITY}?id=${log.response.items[0].id}`;
      const answer = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body: method === 'DELETE' ? undefined : JSON.stringify({ userName: 'Someone else' }),
      });
      expect(answer.status).toBe(404);
    }
    expect(await read()).toEqual(log);
  });
});
