/**
 * `npm run bench requests`: what each screen asks its server for as it opens
 * (docs/decisions/103-one-read-in-flight.md). On the build aimed at a real API against
 * `npm run mock-server` (scripts/bench/realApiApp.ts), signed in as the admin through the login
 * page, each route of the route table is opened afresh and the calls it sends in its first
 * 2.5 s are counted. Prints each route's number of calls and any read it sent more than once;
 * fails when a read was sent while the same read was on its way, which the app shares.
 */
import type { Request } from 'playwright-core';
import { screenRoutes } from '../../src/app/routes';
import { API, APP, openRealApiApp, signInThroughLoginPage } from './realApiApp';

/** Long enough for every read a screen makes as it opens; the header counts poll far later. */
const OPENING_MS = 2_500;
/** A route's :id stands for a job of the demo data. */
const ROUTES = screenRoutes.map((route) => route.path.replace(':id', '1'));

export default async function requestsBench(): Promise<boolean> {
  const app = await openRealApiApp('requests');
  try {
    const page = await app.browser.newPage();
    await signInThroughLoginPage(page, 'admin@example.com', 'Admin');
    console.log(`  the calls each route sends to the server in its first ${OPENING_MS / 1000} s, signed in as Admin`);
    let noneShared = true;
    for (const route of ROUTES) {
      const sent: string[] = [];
      const inFlight = new Map<string, number>();
      /** Reads sent while the same read was on its way: what decision 103 shares. */
      const whileInFlight: string[] = [];
      const callOf = (request: Request) => `${request.method()} ${request.url().slice(API.length)}`;
      // A browser's CORS preflight is not a call the app makes.
      const ours = (request: Request) => request.url().startsWith(API) && request.method() !== 'OPTIONS';
      const started = (request: Request) => {
        if (!ours(request)) return;
        const call = callOf(request);
        if (request.method() === 'GET' && (inFlight.get(call) ?? 0) > 0) whileInFlight.push(call);
        inFlight.set(call, (inFlight.get(call) ?? 0) + 1);
        sent.push(call);
      };
      const ended = (request: Request) => {
        if (ours(request)) inFlight.set(callOf(request), (inFlight.get(callOf(request)) ?? 1) - 1);
      };
      page.on('request', started);
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      await page.goto(`${APP}${route}`);
      await page.waitForTimeout(OPENING_MS);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      // Asked again once the first had answered: allowed, as a read is never kept (decision 103).
      const again = [
        ...new Set(sent.filter((call, at) => call.startsWith('GET ') && sent.indexOf(call) !== at && !whileInFlight.includes(call))),
      ];
      if (whileInFlight.length > 0) noneShared = false;
      const notes = [
        ...(whileInFlight.length > 0 ? [`SENT WHILE ON ITS WAY: ${[...new Set(whileInFlight)].join(' | ')}`] : []),
        ...(again.length > 0 ? [`read again after its answer: ${again.join(' | ')}`] : []),
      ];
      console.log(`  ${route.padEnd(24)} ${String(sent.length).padStart(3)} calls${notes.length > 0 ? `  ${notes.join('; ')}` : ''}`);
    }
    if (!noneShared) console.log('  some route sent a read while the same read was on its way');
    return noneShared;
  } finally {
    await app.close();
  }
}
