/**
 * `npm run bench boot`: how soon a screen is drawn, in Chromium on the demo data, signed in as
 * the admin (docs/decisions/018-screens-drawn-without-waiting.md). For 5 reloads of each of three
 * screens, the time from navigation start to the screen's heading; and, on a freshly loaded
 * app left idle for a moment, the time from a sidebar click to the heading of a screen not
 * opened before; and from a click on Sign In to the dashboard's heading. Prints each run and
 * the median; no targets, the figures are for comparing.
 */
import { eachRun, median, openLargeApp } from './largeApp';

const PORT = 4191;
const RUNS = 5;
const RELOADED = ['/jobs', '/clients', '/dashboard'];
const FROM_THE_SIDEBAR = ['Clients', 'Users', 'Reports', 'All Jobs'];

/** Notes, in every document, when a heading first stands in the main region. */
const instrument = `(() => {
  window.__headingAt = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('main h1')) {
      window.__headingAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

/** Resolves with performance.now() once the main heading matches `pattern`. */
const headingMatches = (pattern: string) => `new Promise((resolve) => {
  const check = () => {
    const heading = document.querySelector('main h1');
    if (heading && new RegExp(${JSON.stringify(pattern)}).test(heading.textContent)) resolve(performance.now());
    else setTimeout(check, 2);
  };
  check();
})`;

export default async function bootBench(): Promise<boolean> {
  const { page, baseUrl, close } = await openLargeApp({ name: 'boot', port: PORT, instrument, scale: 'demo' });
  try {
    for (const route of RELOADED) {
      const ms: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(`${baseUrl}${route}`);
        await page.locator('main h1').first().waitFor();
        ms.push(await page.evaluate<number>('window.__headingAt'));
      }
      console.log(`  reload ${route} -> heading: median ${median(ms).toFixed(0)} ms (${eachRun(ms)})`);
    }
    const firstOpens: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${baseUrl}/dashboard`);
      await page.locator('main h1').first().waitFor();
      await page.waitForTimeout(1_000);
      for (const link of FROM_THE_SIDEBAR) {
        const clickedAt = await page.evaluate<number>('performance.now()');
        const shown = page.evaluate<number>(headingMatches(link === 'All Jobs' ? 'Jobs' : link.replace(/s$/, '')));
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
        firstOpens.push((await shown) - clickedAt);
      }
    }
    console.log(`  first open from the sidebar -> heading: median ${median(firstOpens).toFixed(0)} ms (${eachRun(firstOpens)})`);
    const signIns: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Signed out in a fresh document: none of the signed-in code has been fetched yet.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email address').fill('admin@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo1234');
      const clickedAt = await page.evaluate<number>('performance.now()');
      const shown = page.evaluate<number>(headingMatches('Welcome back'));
      await page.getByRole('button', { name: 'Sign In' }).click();
      signIns.push((await shown) - clickedAt);
    }
    console.log(`  Sign In -> the dashboard's heading: median ${median(signIns).toFixed(0)} ms (${eachRun(signIns)})`);
    return true;
  } finally {
    await close();
  }
}
