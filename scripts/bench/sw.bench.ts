/**
 * `npm run bench sw`: what the shell worker costs each route (the budget: no more than 2 points
 * of Lighthouse performance, docs/decisions/058-the-shell-workers-cost.md). Lighthouse is not
 * installed, so Chromium measures instead: the build aimed at a real API (against
 * `npm run mock-server`), signed in as the admin, each route loaded in a fresh profile (first
 * load, nothing cached) and then reloaded (repeat load), with the worker and with service
 * workers blocked, RUNS times each. Per load: FCP and LCP (paint timings), TBT (long tasks
 * over 50 ms, summed beyond 50 ms, until the page is quiet) and CLS. The score is Lighthouse's
 * desktop scoring of those four (its log-normal curves and weights) with Speed Index taken as
 * FCP: an estimate to compare the two columns, not a Lighthouse score.
 */
import type { Browser } from 'playwright-core';
import { median } from './largeApp';
import { APP, openRealApiApp, signInThroughLoginPage, signedInBeforeStart, type StoredSignIn } from './realApiApp';

const RUNS = Number(process.env.SW_BENCH_RUNS ?? 5);
const ROUTES = ['/dashboard', '/my-jobs', '/my-jobs/pending', '/jobs/pending', '/jobs', '/jobs/1', '/clients', '/calendar', '/reports'];
/** Most a worker may cost a route, in score points. */
const BUDGET = 2;

/** Lighthouse 12's desktop curves (p10 and median, ms or unitless) and weights. */
const CURVES = {
  fcp: { p10: 934, median: 1600, weight: 0.1 },
  si: { p10: 1311, median: 2300, weight: 0.1 },
  lcp: { p10: 1200, median: 2400, weight: 0.25 },
  tbt: { p10: 150, median: 350, weight: 0.3 },
  cls: { p10: 0.1, median: 0.25, weight: 0.25 },
};

/** Abramowitz and Stegun 7.1.26, as Lighthouse's own statistics use. */
function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}

function logNormalScore({ p10, median: m }: { p10: number; median: number }, value: number): number {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / m) * 0.9061938024368232) / -Math.log(p10 / m);
  return Math.min(1, Math.max(0, (1 - erf(standardized)) / 2));
}

interface Load {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const score = (l: Load) =>
  100 *
  (CURVES.fcp.weight * logNormalScore(CURVES.fcp, l.fcp) +
    CURVES.si.weight * logNormalScore(CURVES.si, l.fcp) +
    CURVES.lcp.weight * logNormalScore(CURVES.lcp, l.lcp) +
    CURVES.tbt.weight * logNormalScore(CURVES.tbt, l.tbt) +
    CURVES.cls.weight * logNormalScore(CURVES.cls, l.cls));

/** Collects paints, long tasks and layout shifts from the start of every document. */
const instrument = `(() => {
  const m = (window.__m = { fcp: 0, lcp: 0, long: [], cls: 0 });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) m.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
})()`;

const readLoad = `(() => {
  const m = window.__m;
  const tbt = m.long.filter(([start]) => start >= m.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return { fcp: m.fcp, lcp: m.lcp || m.fcp, tbt, cls: m.cls };
})()`;

async function measureRoute(
  browser: Browser,
  route: string,
  worker: boolean,
  session: StoredSignIn,
): Promise<{ first: Load; repeat: Load }> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, serviceWorkers: worker ? 'allow' : 'block' });
  await context.addInitScript({ content: instrument });
  // Signed in before the app starts, as a returning user is.
  await context.addInitScript({ content: signedInBeforeStart(session) });
  const page = await context.newPage();
  const load = async (): Promise<Load> => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    return page.evaluate<Load>(readLoad);
  };
  await page.goto(`${APP}${route}`);
  const first = await load();
  if (worker) await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const repeat = await load();
  await context.close();
  return { first, repeat };
}

export default async function swBench(): Promise<boolean> {
  const { browser, close } = await openRealApiApp('sw');
  try {
    const signingIn = await browser.newContext();
    const session = await signInThroughLoginPage(await signingIn.newPage(), 'admin@example.com', 'Admin');
    await signingIn.close();
    let within = true;
    console.log(`  ${RUNS} runs per route and mode; medians. score = estimated Lighthouse performance (see the header)`);
    for (const route of ROUTES) {
      const runs: Record<'with' | 'without', { first: Load; repeat: Load }[]> = { with: [], without: [] };
      // Alternating, so a slow moment of the machine falls on both.
      for (let run = 0; run < RUNS; run++) {
        runs.without.push(await measureRoute(browser, route, false, session));
        runs.with.push(await measureRoute(browser, route, true, session));
      }
      for (const kind of ['first', 'repeat'] as const) {
        const line = (mode: 'with' | 'without') => {
          const loads = runs[mode].map((r) => r[kind]);
          const med = { lcp: median(loads.map((l) => l.lcp)), tbt: median(loads.map((l) => l.tbt)), s: median(loads.map(score)) };
          return { text: `LCP ${med.lcp.toFixed(0)} ms, TBT ${med.tbt.toFixed(0)} ms, score ${med.s.toFixed(1)}`, score: med.s };
        };
        const without = line('without');
        const withWorker = line('with');
        const loss = without.score - withWorker.score;
        if (loss > BUDGET) within = false;
        console.log(`  ${route} ${kind}: without ${without.text} | with ${withWorker.text} | loss ${loss.toFixed(1)}`);
      }
    }
    console.log(within ? `  every route within the ${BUDGET}-point budget` : `  OVER the ${BUDGET}-point budget on some route`);
    return within;
  } finally {
    await close();
  }
}
