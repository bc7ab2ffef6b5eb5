import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { TestProject } from 'vitest/node';

/**
 * Builds the app twice — mock mode, and aimed at a real API — and serves both:
 *  - mock build (MSW in the browser) on MOCK_PORT,
 *  - real-API build on REAL_PORT, calling `npm run mock-server` on API_PORT.
 * E2E_PORT_BASE=N serves them on N, N+1 and N+2 instead, so two checkouts can run side by side.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 0);
const MOCK_PORT = portBase || 4173;
const REAL_PORT = portBase ? portBase + 1 : 4174;
const API_PORT = portBase ? portBase + 2 : 8787;

const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

async function serve(command: string, args: string[], url: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${url} is already served by another process`);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env }, detached: true });
  children.push(child);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export default async function setup(project: TestProject) {
  const realApi = `http://127.0.0.1:${API_PORT}`;
  // Vitest runs this with NODE_ENV=test, and Vite builds what NODE_ENV names: the journeys would
  // drive React's development build, not the bundle people get, and at several times the CPU.
  const production = { NODE_ENV: 'production' };
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], production);
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-real-api'], {
    ...production,
    VITE_API_BASE_URL: realApi,
    VITE_DASHBOARD_API_BASE_URL: realApi,
    VITE_UPLOAD_URL: `${realApi}/mock-files`,
  });
  await serve(
    'npx',
    ['vite', 'preview', '--port', String(MOCK_PORT), '--strictPort', '--host', '127.0.0.1'],
    `http://127.0.0.1:${MOCK_PORT}/login`,
  );
  // The real-API build is served on REAL_PORT, an origin the mock server allows only when told (mocks/server.ts).
  await serve('npx', ['tsx', 'mocks/server.ts'], `${realApi}/api/v1/dropdown/jobtype`, {
    PORT: String(API_PORT),
    CORS_ORIGINS: `http://127.0.0.1:${REAL_PORT},http://localhost:${REAL_PORT}`,
  });
  await serve(
    'npx',
    ['vite', 'preview', '--port', String(REAL_PORT), '--strictPort', '--host', '127.0.0.1', '--outDir', 'dist-real-api'],
    `http://127.0.0.1:${REAL_PORT}/login`,
  );
  project.provide('mockAppUrl', `http://127.0.0.1:${MOCK_PORT}`);
  project.provide('realAppUrl', `http://127.0.0.1:${REAL_PORT}`);
  project.provide('apiUrl', realApi);

  return async () => {
    for (const child of children) {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
    await Promise.all(children.map((c) => (c.exitCode === null ? once(c, 'exit') : undefined)));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    mockAppUrl: string;
    realAppUrl: string;
    apiUrl: string;
  }
}
