import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, JobsPage, PendingTaskItem, ReviewerPage, Task } from '../../src/api/types';
import { server } from '../../mocks/node';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { call, envelope, json, login, tokenOf } from './api';

let child: ChildProcess | undefined;
let base = '';

/** Starts `npm run mock-server`'s entry point on a free port and reads the port it reports. */
function startServer(): Promise<string> {
  const root = resolve(import.meta.dirname, '../..');
  const proc = spawn(resolve(root, 'node_modules/.bin/tsx'), ['mocks/server.ts'], { cwd: root, env: { ...process.env, PORT: '0' } });
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
  it('answers CORS preflights for any origin with the Authorization header allowed', async () => {
    const preflight = await fetch(`${base}/api/v1/job/get`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    const denied = await call('/api/v1/job/get', { base });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
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

  it('serves uploads over HTTP', async () => {
    const form = new FormData();
    form.append('file', new File(['hello payroll'], 'note.txt', { type: 'text/plain' }));
    form.append('upload_preset', 'workflow');
    const uploaded: { secure_url: string } = await (await fetch(`${base}/mock-files/auto/upload`, { method: 'POST', body: form })).json();
    expect(uploaded.secure_url.startsWith(`${base}/mock-files/files/`)).toBe(true);
    expect(await (await fetch(uploaded.secure_url)).text()).toBe('hello payroll');
  });
});
