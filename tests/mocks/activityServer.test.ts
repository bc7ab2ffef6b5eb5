// @vitest-environment node
// Real sockets, as another program would call `npm run mock-server`: the activity log over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/api/types';
import type { ActivityEntry } from '../../src/domain/activity';
import { server } from '../../mocks/node';
import { newClientBody } from './bodies';
import { call, envelope, tokenOf } from './api';

const ACTIVITY = '/api/ext/v1/activity';
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
