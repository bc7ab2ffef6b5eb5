/**
 * What the browser benchmarks share: the app built with the large seed (VITE_MOCK_SCALE=large)
 * into its own folder, served on its own port, and a headless Chromium signed in as the admin.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export interface LargeApp {
  baseUrl: string;
  /** On /dashboard, signed in as admin@example.com. */
  page: Page;
  close: () => Promise<void>;
}

export interface LargeAppOptions {
  /** Names the build folder and the browser profile. */
  name: string;
  port: number;
  /**
   * Script text run before the app in every document. A string, so the bench runner's
   * transpiler never adds helpers the page does not have.
   */
  instrument: string;
  /** The data set the app opens: the large seed unless told otherwise. */
  scale?: 'large' | 'demo';
}

export async function openLargeApp({ name, port, instrument, scale = 'large' }: LargeAppOptions): Promise<LargeApp> {
  const outDir = join(tmpdir(), `${name}-bench-dist`);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_MOCK_SCALE: scale },
  });
  if (build.status !== 0) throw new Error('build failed');
  // Node runs vite itself (no npx in between), so stopping this one process stops the server.
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: 'ignore',
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), `${name}-bench-`)), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1440, height: 900 },
    args: CHROMIUM_ARGS,
  });
  const close = async () => {
    await context.close();
    server.kill();
  };
  try {
    for (let i = 0; i < 150; i++) {
      const up = await fetch(`${baseUrl}/login`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript({ content: instrument });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email address').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard', { timeout: 60_000 });
    return { baseUrl, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** 'median 12.3 ms, max 45.6 ms' of a run's times, to `digits` decimals. */
export const spread = (ms: number[], digits: number): string =>
  `median ${median(ms).toFixed(digits)} ms, max ${Math.max(...ms).toFixed(digits)} ms`;

/** Each run's time in whole milliseconds: '12, 13, 46'. */
export const eachRun = (ms: number[]): string => ms.map((m) => m.toFixed(0)).join(', ');

/**
 * Starts the page's installed `probe` (a window function that resolves once the screen shows
 * something other than `before`), does `act`, and resolves with what the probe measured.
 */
export async function measureChange<T>(page: Page, probe: string, before: string, act: () => Promise<void>): Promise<T> {
  const pending: Promise<T> = page.evaluate(`window.${probe}(${JSON.stringify(before)})`);
  await act();
  return pending;
}

/** Leaves the measured screen, so that the next run opens it afresh. */
export async function backToDashboard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/dashboard');
}
