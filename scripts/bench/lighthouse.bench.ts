/**
 * `npm run bench lighthouse`: Lighthouse's mobile preset (slow 4G, 4x CPU, simulated) on every
 * route of the route table and on /login, on the build aimed at a real API against
 * `npm run mock-server` (scripts/bench/realApiApp.ts). /login is measured signed out, every other
 * route signed in as the admin through the login page (the session is kept in the browser's
 * storage, which Lighthouse is told to leave alone). /login is measured once as a first visit
 * (nothing cached, no shell worker); then every route as a returning visitor's, with the shell
 * worker and the HTTP cache kept. Prints each route's score, LCP, TBT and CLS (medians of
 * LIGHTHOUSE_RUNS runs, 1 by default) against the budgets of
 * docs/decisions/081-screen-code-fetched-not-run.md.
 *
 * Lighthouse is not one of the app's dependencies: it is installed on first use into a cache
 * folder outside node_modules (LIGHTHOUSE_DIR, ~/.cache/workflow-bench by default).
 * LIGHTHOUSE_ROUTES=/jobs,/clients measures only those; LIGHTHOUSE_REPORTS=<folder> keeps each
 * run's report there (JSON, for its long tasks and network). LIGHTHOUSE_THROTTLING=devtools throttles
 * the browser for real instead of simulating it from an unthrottled load
 * (docs/decisions/108-the-login-page-drawn-before-its-code.md says when the two differ).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { screenRoutes } from '../../src/app/routes';
import { median } from './largeApp';
import { APP, signInThroughLoginPage, startRealApiServers } from './realApiApp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const BUDGET = { score: 98, tbt: 100, lcp: 1_800 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 9334);
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? join(homedir(), '.cache', 'workflow-bench');
/** A route's :id stands for a job of the demo data. */
const SIGNED_IN_ROUTES = screenRoutes.map((route) => route.path.replace(':id', '1'));
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? ['/login', ...SIGNED_IN_ROUTES];
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** Keeps a run's report when asked to (LIGHTHOUSE_REPORTS). */
function keep(route: string, run: number, result: unknown): unknown {
  if (REPORTS && isRecord(result) && typeof result.report === 'string') {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${route.replace(/\W+/g, '_') || 'root'}-${run}.json`), result.report);
  }
  return result;
}

interface Measure {
  score: number;
  lcp: number;
  tbt: number;
  /** Cumulative layout shift: not a budget of its own, but a score below 98 with a low TBT is often this. */
  cls: number;
  /** Where the page ended up: a guard that led elsewhere shows here. */
  url: string;
}

type RunLighthouse = (url: string, flags: object) => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isRunner = (value: unknown): value is RunLighthouse => typeof value === 'function';

/** Lighthouse's default export, installed into LIGHTHOUSE_DIR when it is not there yet. */
async function loadLighthouse(): Promise<RunLighthouse> {
  const packageDir = join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse');
  if (!existsSync(packageDir)) {
    console.log(`  installing Lighthouse 13 into ${LIGHTHOUSE_DIR}`);
    execFileSync('npm', ['install', '--prefix', LIGHTHOUSE_DIR, '--no-audit', '--no-fund', '--no-save', 'lighthouse@13'], {
      stdio: 'inherit',
    });
  }
  const manifest: unknown = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const main = isRecord(manifest) && typeof manifest.main === 'string' ? manifest.main : 'core/index.js';
  const module: unknown = await import(pathToFileURL(join(packageDir, main)).href);
  if (!isRecord(module) || !isRunner(module.default)) throw new Error('Lighthouse exports no runner');
  return module.default;
}

/** The figures of one report (its `lhr`). */
function figures(result: unknown): Measure {
  const lhr = isRecord(result) && isRecord(result.lhr) ? result.lhr : {};
  const categories = isRecord(lhr.categories) ? lhr.categories : {};
  const audits = isRecord(lhr.audits) ? lhr.audits : {};
  const performance = isRecord(categories.performance) ? categories.performance : {};
  const numeric = (id: string) => {
    const audit = audits[id];
    return isRecord(audit) && typeof audit.numericValue === 'number' ? audit.numericValue : NaN;
  };
  return {
    score: typeof performance.score === 'number' ? Math.round(performance.score * 100) : NaN,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    url: typeof lhr.finalDisplayedUrl === 'string' ? new URL(lhr.finalDisplayedUrl).pathname : '?',
  };
}

export default async function lighthouseBench(): Promise<boolean> {
  const lighthouse = await loadLighthouse();
  const servers = await startRealApiServers('lighthouse');
  // A persistent profile is the browser's default context, the one Lighthouse opens its tab in,
  // so the session written here is the one it sees.
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'lighthouse-bench-')), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const flags = {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      ...(process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
    };
    console.log(
      `  Lighthouse mobile preset, ${RUNS} run(s) per route, medians; budgets: score >= ${BUDGET.score}, TBT <= ${BUDGET.tbt} ms, LCP <= ${BUDGET.lcp} ms`,
    );
    let within = true;
    const measure = async (label: string, route: string, runs: number) => {
      const measured: Measure[] = [];
      for (let run = 0; run < runs; run++) measured.push(figures(keep(label, run, await lighthouse(`${APP}${route}`, flags))));
      const score = median(measured.map((r) => r.score));
      const lcp = median(measured.map((r) => r.lcp));
      const tbt = median(measured.map((r) => r.tbt));
      const cls = median(measured.map((r) => r.cls));
      const landed = measured.map((r) => r.url).find((url) => url !== route);
      const ok = score >= BUDGET.score && tbt <= BUDGET.tbt && lcp <= BUDGET.lcp && !landed;
      if (!ok) within = false;
      const each = runs > 1 ? ` (${measured.map((r) => r.score).join(', ')})` : '';
      console.log(
        `  ${label.padEnd(24)} score ${score}${each}  LCP ${lcp.toFixed(0)} ms  TBT ${tbt.toFixed(0)} ms  CLS ${cls.toFixed(3)}${landed ? `  ended on ${landed}` : ''}${ok ? '' : '  OVER BUDGET'}`,
      );
    };
    // A first visit: nothing cached, no shell worker yet. Then, as the issue's figures were
    // taken, a returning visitor: the shell worker (registered 3 s after a load) and the HTTP
    // cache are kept between runs, signed out for /login and signed in for the rest.
    if (ROUTES.includes('/login')) await measure('/login (first visit)', '/login', 1);
    await page.goto(`${APP}/login`);
    await page.waitForTimeout(4_000);
    let signedIn = false;
    for (const route of [...ROUTES].sort((a, b) => Number(b === '/login') - Number(a === '/login'))) {
      if (route !== '/login' && !signedIn) {
        await signInThroughLoginPage(page, 'admin@example.com', 'Admin');
        signedIn = true;
      }
      await measure(route, route, RUNS);
    }
    console.log(within ? '  every route within the budgets' : '  some route OVER the budgets');
    return within;
  } finally {
    await context.close();
    servers.close();
  }
}
