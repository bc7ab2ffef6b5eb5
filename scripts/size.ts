/**
 * `npm run size`: the gzipped JavaScript that /login loads in Chromium, next to a bare
 * React + ReactDOM page built by the same Vite in the same run, and their ratio against the goal
 * of 1.3x (docs/decisions/082-login-code-against-bare-react.md).
 * Measured on a build aimed at a real API, which is what ships; also checks that build
 * carries no MSW code and no worker file. With `--modules` (`npm run size -- --modules`) it also
 * prints which modules those bytes come from (scripts/sizeModules.ts), from source maps kept
 * beside the build (hidden: the scripts measured are the same bytes).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveStatic } from './staticServer';
import { groupShares, moduleShares, type ModuleShare } from './sizeModules';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { MOCK_WORKER_FILES } from '../mocks/workerFiles';

const root = resolve(import.meta.dirname, '..');
const appOut = join(root, 'dist-size-app');
const bareRoot = join(root, '.tmp', 'bare-react');
const bareOut = join(root, 'dist-size-bare');
const TARGET_RATIO = 1.3;
const byModule = process.argv.includes('--modules');
const TOP = 25;

function vite(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  execFileSync(join(root, 'node_modules/.bin/vite'), args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

function buildApp() {
  rmSync(appOut, { recursive: true, force: true });
  vite(['build', '--logLevel', 'warn', '--outDir', appOut, ...(byModule ? ['--sourcemap', 'hidden'] : [])], root, {
    VITE_API_BASE_URL: 'https://api.example.invalid',
    VITE_DASHBOARD_API_BASE_URL: 'https://dashboard.example.invalid',
  });
}

function buildBareReact() {
  rmSync(bareRoot, { recursive: true, force: true });
  mkdirSync(bareRoot, { recursive: true });
  writeFileSync(
    join(bareRoot, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(bareRoot, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
  );
  writeFileSync(
    join(bareRoot, 'vite.config.ts'),
    "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ plugins: [react()] });\n",
  );
  rmSync(bareOut, { recursive: true, force: true });
  vite(['build', '--logLevel', 'warn', '--outDir', bareOut, '--emptyOutDir'], bareRoot);
}

/** Loads `path` in Chromium and sums the gzipped size of every script it fetched. */
async function measureScripts(dir: string, path: string): Promise<{ gzip: number; files: string[] }> {
  const { server, url } = await serveStatic(dir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(url + path, { waitUntil: 'networkidle' });
  await browser.close();
  server.close();
  let gzip = 0;
  for (const file of scripts) gzip += gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  return { gzip, files: [...scripts] };
}

function containsMsw(dir: string): boolean {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .some((f) => /mockServiceWorker|setupWorker|\[MSW\]/.test(readFileSync(join(assets, f), 'utf8')));
}

buildApp();
buildBareReact();
const login = await measureScripts(appOut, '/login');
const bare = await measureScripts(bareOut, '/');
const ratio = login.gzip / bare.gzip;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log(`/login loads ${login.files.length} scripts: ${kb(login.gzip)} gzip (${login.files.join(', ')})`);
console.log(`bare React + ReactDOM page: ${kb(bare.gzip)} gzip`);
console.log(
  `ratio: ${ratio.toFixed(2)}x, goal <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : `OVER by ${kb(login.gzip - bare.gzip * TARGET_RATIO)}`}`,
);
if (byModule) {
  const row = (share: ModuleShare) =>
    `${kb(share.gzip).padStart(9)} ${((100 * share.gzip) / login.gzip).toFixed(1).padStart(5)}%  ${share.module} (${kb(share.minified)} minified)`;
  const shares = moduleShares(appOut, login.files);
  console.log(`\nlargest of /login's ${shares.length} modules, gzip share:`);
  for (const share of shares.slice(0, TOP)) console.log(row(share));
  console.log('\nby package or app folder:');
  for (const share of groupShares(shares)) console.log(row(share));
}
const workerShipped = MOCK_WORKER_FILES.some((worker) => existsSync(join(appOut, worker)));
const mswShipped = containsMsw(appOut);
console.log(`real-API build: mock worker file ${workerShipped ? 'PRESENT' : 'absent'}, MSW code ${mswShipped ? 'PRESENT' : 'absent'}`);
rmSync(appOut, { recursive: true, force: true });
rmSync(bareOut, { recursive: true, force: true });
rmSync(join(root, '.tmp'), { recursive: true, force: true });
if (ratio > TARGET_RATIO || workerShipped || mswShipped) process.exit(1);
