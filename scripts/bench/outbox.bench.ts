/**
 * `npm run bench outbox`: an outbox of 50 waiting hand-ins holding 20 MB of files in all drains
 * against `npm run mock-server` without a main-thread task over 50 ms (the budget of issue 39,
 * docs/decisions/054-the-outbox-drain-off-the-main-thread.md). In Chromium, the build aimed at a
 * real API, signed in as Staff: 50 tasks of the run's own are assigned to them, the outbox is
 * filled while offline (its IndexedDB database, as src/api/outboxStore.ts keeps it) and the
 * page reloaded, then the connection comes back. From then until the header says nothing
 * waits: the longest main-thread task ('longtask' entries), how many went over 50 ms and the
 * drain's time. RUNS runs, each in a fresh profile; medians.
 */
import type { Browser } from 'playwright-core';
import { toNewTaskPayload } from '../../src/domain/jobs';
import { eachRun, median } from './largeApp';
import { API, APP, openRealApiApp, signInThroughLoginPage, signedInBeforeStart, type StoredSignIn } from './realApiApp';

const RUNS = Number(process.env.OUTBOX_BENCH_RUNS ?? 3);
const ITEMS = 50;
const TOTAL_BYTES = 20 * 1024 * 1024;
/** The longest main-thread task allowed while the outbox drains. */
const BUDGET_MS = 50;
const DAY = 86_400_000;

interface Session {
  id: number;
  token: string;
}

interface Drain {
  longest: number;
  longTasks: number;
  ms: number;
}

async function call<T>(token: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.json() as Promise<T>;
}

async function signIn(email: string): Promise<Session> {
  const res = await fetch(`${API}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await res.json()) as { response: Session }).response;
}

/** As the Admin: one job with ITEMS tasks, each assigned to `staff`; their ids and names. */
async function makeTasks(admin: Session, staff: Session, run: number): Promise<{ taskId: number; taskName: string; jobName: string }[]> {
  const jobName = `Outbox bench ${run} ${Date.now().toString(36)}`;
  const jobTypes = await call<{ response: { value: number; label: string }[] }>(admin.token, '/api/v1/dropdown/jobtype');
  const clients = await call<{ response: { value: number }[] }>(admin.token, '/api/v1/dropdown/client');
  await call(admin.token, '/api/v1/job/add', {
    jobName,
    jobDescription: 'Made for the outbox benchmark',
    clientId: clients.response[0]?.value,
    jobTypeId: jobTypes.response.find((type) => type.label === 'Bookkeeping')?.value,
    dateIn: new Date(Date.now() - DAY).toISOString(),
    dateOut: new Date(Date.now() + 30 * DAY).toISOString(),
    id: admin.id,
  });
  const found = await call<{ items: { id: number }[] }>(
    admin.token,
    `/api/v1/job/get?pageNumber=1&pageSize=10&text=${encodeURIComponent(jobName)}`,
  );
  const jobId = found.items[0]?.id;
  if (jobId === undefined) throw new Error('the benchmark could not make its job');
  const tasks = [];
  for (let i = 0; i < ITEMS; i++) {
    const taskName = `Schedule ${i + 1}`;
    const added = await call<{ response: { id: number } }>(
      admin.token,
      '/api/v1/task/add',
      toNewTaskPayload({ taskName, taskDescription: 'Benchmark task' }, jobId, []),
    );
    const taskId = added.response.id;
    await call(admin.token, '/api/v1/task/update', {
      id: taskId,
      jobId,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 5 * DAY).toISOString(),
      createdBy: admin.id,
      userList: [{ id: staff.id, name: 'Chinedu Eze' }],
      reviewerList: [{ id: admin.id, name: 'Tunde Bakare' }],
    });
    tasks.push({ taskId, taskName, jobName });
  }
  return tasks;
}

/** Long tasks from the start of every document, each as [start, duration]. */
const instrument = `(() => {
  const long = (window.__long = []);
  new PerformanceObserver((l) => { for (const e of l.getEntries()) long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
})()`;

async function drainOnce(browser: Browser, admin: Session, staff: Session, staffInBrowser: StoredSignIn, run: number): Promise<Drain> {
  const tasks = await makeTasks(admin, staff, run);
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript({ content: instrument });
  await context.addInitScript({ content: signedInBeforeStart(staffInBrowser) });
  const page = await context.newPage();
  await page.goto(`${APP}/my-jobs/pending`);
  await page.getByRole('article').first().waitFor({ timeout: 30_000 });
  // The shell comes from the worker after the reload below.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  const perItem = Math.floor(TOTAL_BYTES / ITEMS);
  await page.evaluate(
    async ({ tasks, userId, perItem }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('workflow-outbox');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const [i, task] of tasks.entries()) {
        // Bytes that do not compress, as a scanned PDF's would not.
        const bytes = new Uint8Array(perItem);
        for (let at = 0; at < perItem; at += 65_536) crypto.getRandomValues(bytes.subarray(at, Math.min(perItem, at + 65_536)));
        const item = {
          kind: 'submit',
          userId,
          taskId: task.taskId,
          taskName: task.taskName,
          jobName: task.jobName,
          comment: `Schedule ${i + 1} reconciled and attached`,
          reworkDate: null,
          files: [{ name: `schedule-${i + 1}.pdf`, type: 'application/pdf' }],
          key: crypto.randomUUID(),
          keptAt: new Date().toISOString(),
          status: { state: 'waiting' },
        };
        await new Promise<void>((resolve, reject) => {
          // The item names its files; their bytes are kept beside it under its id.
          const tx = db.transaction(['items', 'files'], 'readwrite');
          const added = tx.objectStore('items').add(item);
          added.onsuccess = () => tx.objectStore('files').put([bytes.buffer], added.result);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
    },
    { tasks, userId: staff.id, perItem },
  );
  await page.reload();
  const header = page.getByRole('navigation', { name: 'Notifications' });
  await header.getByRole('button', { name: `Waiting to send (${ITEMS})` }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1_000);

  const start = await page.evaluate(() => performance.now());
  await context.setOffline(false);
  await header.getByRole('button', { name: 'Waiting to send (0)' }).waitFor({ timeout: 300_000 });
  const drain = await page.evaluate((from) => {
    const long = (window as unknown as { __long: [number, number][] }).__long.filter(([at]) => at >= from);
    return { longest: Math.max(0, ...long.map(([, d]) => d)), longTasks: long.length, ms: performance.now() - from };
  }, start);
  await context.close();

  // The server holds every hand-in: none of the run's tasks is still to finish.
  const left = await call<{ response: { taskId: number }[] }>(staff.token, `/api/task?userId=${staff.id}`);
  const ids = new Set(tasks.map((t) => t.taskId));
  const unsent = left.response.filter((t) => ids.has(t.taskId)).length;
  if (unsent > 0) throw new Error(`${unsent} of the run's hand-ins did not reach the server`);
  return drain;
}

export default async function outboxBench(): Promise<boolean> {
  const { browser, close } = await openRealApiApp('outbox');
  try {
    const admin = await signIn('admin@example.com');
    const staff = await signIn('staff@example.com');
    const signingIn = await browser.newContext();
    const staffInBrowser = await signInThroughLoginPage(await signingIn.newPage(), 'staff@example.com', 'Staff');
    await signingIn.close();
    const runs: Drain[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await drainOnce(browser, admin, staff, staffInBrowser, run));
    const longest = runs.map((r) => r.longest);
    console.log(`  ${ITEMS} hand-ins, ${TOTAL_BYTES / 1024 / 1024} MB of files; ${RUNS} runs, medians`);
    // The 'longtask' entries are only the tasks over 50 ms: none in a run shows as 0.
    console.log(`  longest main-thread task over 50 ms: ${median(longest).toFixed(0)} ms (runs: ${eachRun(longest)}; 0 = none)`);
    console.log(`  tasks over 50 ms: ${median(runs.map((r) => r.longTasks))} (runs: ${runs.map((r) => r.longTasks).join(', ')})`);
    console.log(`  drain time: ${(median(runs.map((r) => r.ms)) / 1000).toFixed(1)} s (runs: ${eachRun(runs.map((r) => r.ms))} ms)`);
    const within = Math.max(...longest) <= BUDGET_MS;
    console.log(within ? `  within the ${BUDGET_MS} ms budget in every run` : `  OVER the ${BUDGET_MS} ms budget`);
    return within;
  } finally {
    await close();
  }
}
