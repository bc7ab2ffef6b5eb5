/**
 * The app as a real-API build talks to its server: built aimed at `npm run mock-server`, served
 * by `vite preview`, beside the mock server over HTTP, with Chromium to drive it. The benchmarks
 * that need a server worker or a dropped connection (sw, outbox) start it here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { roleOf, type RoleName } from '../../src/domain/roles';
import { TOKEN_KEY, USER_KEY } from '../../src/api/storageKeys';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

// Other ports through the environment, so two checkouts on one machine can run their benches at once.
export const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4187);
export const API_PORT = Number(process.env.BENCH_API_PORT ?? 4188);
export const APP = `http://127.0.0.1:${APP_PORT}`;
export const API = `http://127.0.0.1:${API_PORT}`;

export interface RealApiApp {
  browser: Browser;
  close: () => Promise<void>;
}

/** Waits until `url` answers at all (30 s at most). */
async function up(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds the real-API app into a folder of its own (`name`), starts both servers and waits until they answer; `close` stops them. */
export async function startRealApiServers(name: string): Promise<{ close: () => void }> {
  const outDir = join(tmpdir(), `${name}-bench-dist`);
  const env = { ...process.env, VITE_API_BASE_URL: API, VITE_DASHBOARD_API_BASE_URL: API, VITE_UPLOAD_URL: `${API}/mock-files` };
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit', env });
  if (build.status !== 0) throw new Error('build failed');
  const apiServer = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server.ts'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(API_PORT), CORS_ORIGINS: APP },
  });
  const appServer = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', outDir, '--port', String(APP_PORT), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore' },
  );
  const close = () => {
    appServer.kill();
    apiServer.kill();
  };
  try {
    await up(`${APP}/login`);
    await up(`${API}/api/v1/dropdown/jobtype`);
  } catch (error) {
    close();
    throw error;
  }
  return { close };
}

/** The real-API app's servers (startRealApiServers) and a headless Chromium to drive it. */
export async function openRealApiApp(name: string): Promise<RealApiApp> {
  const servers = await startRealApiServers(name);
  const browser = await chromium
    .launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    })
    .catch((error: unknown) => {
      servers.close();
      throw error;
    });
  const close = async () => {
    await browser.close();
    servers.close();
  };
  return { browser, close };
}

/** What the app keeps in local storage for a signed-in user: the token and the user record, as the session writes them. */
export interface StoredSignIn {
  token: string;
  user: string;
}

/**
 * Signs `email` in through the login page, as a person does, and returns what the app stored.
 * A session written by hand from the login call alone lacks the user's type, which the profile
 * adds: the app then takes the user for Staff and shows Access Denied on every admin route.
 * Throws unless the stored user has `role`, so a bench never measures the wrong page.
 */
export async function signInThroughLoginPage(page: Page, email: string, role: RoleName): Promise<StoredSignIn> {
  await page.goto(`${APP}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  const stored = await page.evaluate(
    ([tokenKey, userKey]) => ({ token: localStorage.getItem(tokenKey), user: localStorage.getItem(userKey) }),
    [TOKEN_KEY, USER_KEY],
  );
  if (!stored.token || !stored.user) throw new Error(`signing ${email} in stored no session`);
  const signedInAs = roleOf(JSON.parse(stored.user) as { userType?: number; userTypeName?: string });
  if (signedInAs !== role) throw new Error(`${email} was signed in as ${signedInAs}, not ${role}`);
  return { token: stored.token, user: stored.user };
}

/**
 * An init script that puts `stored` in a context's storage before the app starts, as a returning
 * user's is; a document of the context that already holds a session keeps its own.
 */
export function signedInBeforeStart(stored: StoredSignIn): string {
  const [tokenKey, userKey] = [JSON.stringify(TOKEN_KEY), JSON.stringify(USER_KEY)];
  return `(() => { if (localStorage.getItem(${tokenKey})) return; localStorage.setItem(${tokenKey}, ${JSON.stringify(stored.token)}); localStorage.setItem(${userKey}, ${JSON.stringify(stored.user)}); })()`;
}
