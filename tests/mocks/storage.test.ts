// Node's Blob, which IndexedDB (fake-indexeddb over structuredClone) stores as a browser does.
// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Comment, Job, JobDetails, JobsPage } from '../../src/api/types';
import { createSeedDb } from '../../mocks/db/seed';
import { LEGACY_DB_KEY, localStorageCopy } from '../../mocks/db/legacy';
import { CHUNK } from '../../mocks/db/indexedDbStorage';
import { STORAGE_FULL_MESSAGE, storageDamagedMessage, storageUnusableMessage, type PersistentStore } from '../../mocks/db/persistentStore';
import { StorageWriteError, type DbStorage } from '../../mocks/db/storage';
import type { Db, JobRecord, MockScale } from '../../mocks/db/schema';
import { jobDateNotice, taskDateNotice } from '../../mocks/db/validate';
import { SESSION_LIFETIME_MS } from '../../mocks/db/sessionLifetime';
import { ACCOUNT_FAILURE_LIMIT } from '../../mocks/db/signInThrottle';
import { freshLiveData, sessionsFrom, type LiveData } from '../../mocks/db/store';
import { reworkCountOf } from '../../mocks/db/trail';
import type { SignOffTrail } from '../../src/api/signOff';
import { newBrowser, openTab, readFileIn, send, signIn, tabEnvelope, upload, type Browser } from './tabs';

const DAY = 86_400_000;

function newJob(name: string) {
  return {
    jobName: name,
    jobDescription: 'Annual accounts and tax return',
    clientId: 1,
    jobTypeId: 1,
    dateIn: new Date(Date.now() - DAY).toISOString(),
    dateOut: new Date(Date.now() + 30 * DAY).toISOString(),
  };
}

const jobsRequest = (token: string) =>
  new Request('http://localhost/api/v1/job/get?pageNumber=1&pageSize=500', { headers: { Authorization: `Bearer ${token}` } });

async function jobNames(tab: PersistentStore, token: string): Promise<string[]> {
  const answer = await send(tab, jobsRequest(token));
  const page: JobsPage = await answer.json();
  return page.items.map((j) => j.jobName);
}

/** A storage that fails every write after the first seed once `budget` bytes were stored, as a full disk does. */
function limitedTo(budget: number | { bytes: number }): (storage: DbStorage) => DbStorage {
  const quota = typeof budget === 'number' ? { bytes: budget } : budget;
  let used = 0;
  return (storage) => ({
    ...storage,
    async write(change, expected) {
      if (change.replace) return storage.write(change, expected);
      const bytes = change.files.reduce((sum, f) => sum + f.blob.size, 0) + JSON.stringify(change.puts).length;
      if (used + bytes > quota.bytes) throw new StorageWriteError('full', 'QuotaExceededError');
      const written = await storage.write(change, expected);
      used += bytes;
      return written;
    },
  });
}

async function putRaw(browser: Browser, key: IDBValidKey, value: unknown, store = 'records'): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = browser.factory.open('workflow-mock');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction([store, 'meta'], 'readwrite');
    tx.objectStore(store).put(value, key);
    // Bump the revision as a write of the app would, so open tabs read the data again.
    const meta = tx.objectStore('meta');
    const rev = meta.get('rev:demo');
    rev.onsuccess = () => meta.put(Number(rev.result ?? 0) + 1, 'rev:demo');
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

async function getRaw(browser: Browser, key: IDBValidKey): Promise<unknown> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = browser.factory.open('workflow-mock');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const value = await new Promise<unknown>((resolve, reject) => {
    const request = db.transaction('records').objectStore('records').get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return value;
}

/** Stores a job as an earlier version could have, with one of its own fields changed. */
async function storeJobAsBefore(browser: Browser, jobId: number, change: Partial<JobRecord>): Promise<void> {
  const key = ['demo', 'jobs', Math.floor(jobId / 256)];
  const rows = (await getRaw(browser, key)) as JobRecord[];
  await putRaw(
    browser,
    key,
    rows.map((row) => (row.id === jobId ? { ...row, ...change } : row)),
  );
}

/** A storage wrapper that counts the rows each write puts, so a test can tell an upgrade is stored once. */
function countingWrites(): { writes: number[]; counted: (storage: DbStorage) => DbStorage } {
  const writes: number[] = [];
  const counted = (storage: DbStorage): DbStorage => ({
    ...storage,
    write: (change, expected) => {
      writes.push(change.puts.length);
      return storage.write(change, expected);
    },
  });
  return { writes, counted };
}

describe('browser mock storage (IndexedDB)', () => {
  it('keeps changes across a reload, and a change in one tab is seen by the other without a reload', async () => {
    const browser = newBrowser();
    const first = await openTab(browser);
    const second = await openTab(browser);
    const admin = await signIn(first, 'admin@example.com');
    const created = await tabEnvelope<Job>(first, '/api/v1/job/add', { token: admin, body: newJob('Seen in the other tab') });
    expect(created.responseCode).toBe('CREATED');

    // The sign-in of the first tab is known to the second, and so is the new job.
    expect(await jobNames(second, admin)).toContain('Seen in the other tab');
    const reloaded = await openTab(browser);
    expect(await jobNames(reloaded, admin)).toContain('Seen in the other tab');
  });

  it("a session's day of use survives a reload: unused for a day, it has ended in a newly opened tab", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const browser = newBrowser();
      const admin = await signIn(await openTab(browser), 'admin@example.com');
      vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS / 2);
      // A use half a day later slides the day forward, and the reopened tab knows it.
      expect(await jobNames(await openTab(browser), admin)).not.toHaveLength(0);
      vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS - 60_000);
      expect((await send(await openTab(browser), jobsRequest(admin))).status).toBe(200);
      vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS + 60_000);
      expect((await send(await openTab(browser), jobsRequest(admin))).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads sessions stored before they had a lifetime: their day starts when first read', async () => {
    const sessions = sessionsFrom([['old-token', 2], ['kept-token', 3, 1_000], 'not a session', [4, 'x']], 5_000);
    expect([...sessions]).toEqual([
      ['old-token', { userId: 2, lastUsed: 5_000 }],
      ['kept-token', { userId: 3, lastUsed: 1_000 }],
    ]);
  });

  it('two tabs creating jobs at the same moment keep both, with different ids', async () => {
    const browser = newBrowser();
    const [left, right] = [await openTab(browser), await openTab(browser)];
    const admin = await signIn(left, 'admin@example.com');
    const [a, b] = await Promise.all([
      tabEnvelope<Job>(left, '/api/v1/job/add', { token: admin, body: newJob('Left tab job') }),
      tabEnvelope<Job>(right, '/api/v1/job/add', { token: admin, body: newJob('Right tab job') }),
    ]);
    expect(a.response?.id).toBeDefined();
    expect(a.response?.id).not.toBe(b.response?.id);
    const names = await jobNames(await openTab(browser), admin);
    expect(names).toEqual(expect.arrayContaining(['Left tab job', 'Right tab job']));
  });

  it('keeps an upload of any size and serves it after a reload', async () => {
    const browser = newBrowser();
    const tab = await openTab(browser);
    const staff = await signIn(tab, 'staff@example.com');
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    bytes.set(new TextEncoder().encode('%PDF-1.7'));
    const answer = await upload(tab, staff, 'working papers.pdf', bytes);
    expect(answer.status).toBe(200);
    const { secure_url: url }: { secure_url: string } = await answer.json();
    expect(url).toMatch(/\/mock-files\/files\/[0-9a-f]{32}\/working%20papers\.pdf$/);

    const reloaded = await openTab(browser);
    const file = await readFileIn(reloaded, url, staff);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const served = Buffer.from(await file.arrayBuffer());
    expect(served.length).toBe(bytes.length);
    expect(served.equals(Buffer.from(bytes))).toBe(true);
  });

  it('a full storage refuses the change with a clear message and loses nothing stored before', async () => {
    const browser = newBrowser();
    const quota = { bytes: 2_500_000 };
    const wrap = limitedTo(quota);
    const tab = await openTab(browser, { wrap });
    const admin = await signIn(tab, 'admin@example.com');
    const kept = await upload(tab, admin, 'first.pdf', new Uint8Array(1_000_000));
    expect(kept.status).toBe(200);
    const full = await upload(tab, admin, 'second.pdf', new Uint8Array(2_000_000));
    expect(full.status).toBe(507);
    expect(await full.json()).toEqual({ error: { message: STORAGE_FULL_MESSAGE } });

    // The storage fills up completely: not even one more job fits.
    quota.bytes = 0;
    const job = await tabEnvelope<Job>(tab, '/api/v1/job/add', { token: admin, body: newJob('Too much') });
    expect(job).toEqual({ responseCode: '507', responseDescription: STORAGE_FULL_MESSAGE, response: null });
    // Undone in this tab too: the refused job is not listed, the earlier upload still opens.
    expect(await jobNames(tab, admin)).not.toContain('Too much');
    const reloaded = await openTab(browser);
    expect(await jobNames(reloaded, admin)).not.toContain('Too much');
    const { secure_url: url }: { secure_url: string } = await kept.json();
    expect((await readFileIn(reloaded, url, admin)).status).toBe(200);
  });

  it('a sign-in that cannot be stored is refused, not forgotten on reload', async () => {
    const browser = newBrowser();
    const tab = await openTab(browser, { wrap: limitedTo(0) });
    const answer = await tabEnvelope(tab, '/api/v1/auth/login', { body: { email: 'admin@example.com', password: 'demo1234' } });
    expect(answer).toMatchObject({ responseCode: '507', responseDescription: STORAGE_FULL_MESSAGE });
  });

  it('a storage too full for the first copy says so on every call', async () => {
    const tab = await openTab(newBrowser(), {
      wrap: (storage) => ({ ...storage, write: () => Promise.reject(new StorageWriteError('full', 'QuotaExceededError')) }),
    });
    const message = storageUnusableMessage(STORAGE_FULL_MESSAGE);
    expect(tab.damage()).toBe(message);
    const answer = await tabEnvelope(tab, '/api/v1/auth/login', { body: { email: 'admin@example.com', password: 'demo1234' } });
    expect(answer).toEqual({ responseCode: '503', responseDescription: message, response: null });
  });

  it('keeps the large data set beside the demo data', async () => {
    const browser = newBrowser();
    const demo = await openTab(browser);
    const admin = await signIn(demo, 'admin@example.com');
    await tabEnvelope(demo, '/api/v1/job/add', { token: admin, body: newJob('Demo work to keep') });

    // The large seed itself takes minutes in an IndexedDB written in JavaScript: a smaller one
    // stands in for it here; the Chromium journey opens the real one.
    const large = await openTab(browser, { scale: 'large', seed: smallLargeSeed });
    const largeNames = await jobNames(large, admin);
    expect(largeNames).not.toContain('Demo work to keep');
    await tabEnvelope(large, '/api/v1/job/add', { token: admin, body: newJob('Large work') });

    const demoAgain = await openTab(browser);
    expect(await jobNames(demoAgain, admin)).toContain('Demo work to keep');
    expect(await jobNames(demoAgain, admin)).not.toContain('Large work');
    expect((await jobNames(demoAgain, admin)).length).toBe(createSeedDb('demo').jobs.length + 1);
    expect(await jobNames(await openTab(browser, { scale: 'large', seed: smallLargeSeed }), admin)).toContain('Large work');
  });

  it.each([
    ['a task that is null', ['demo', 'tasks', 0], [null], 'record 1 of tasks is damaged'],
    ['id counters that are null', 'db:demo', { ...withoutTables(), nextId: null }, 'the id counters are missing'],
  ])('reports damaged storage (%s) and Reset demo data repairs it', async (_name, key, value, detail) => {
    const browser = newBrowser();
    const tab = await openTab(browser);
    await putRaw(browser, key, value, key === 'db:demo' ? 'meta' : 'records');
    const message = storageDamagedMessage(detail);

    const answer = await tabEnvelope(tab, '/api/v1/auth/login', { body: { email: 'admin@example.com', password: 'demo1234' } });
    expect(answer).toEqual({ responseCode: '503', responseDescription: message, response: null });
    const reloaded = await openTab(browser);
    expect(reloaded.damage()).toBe(message);

    await reloaded.reset();
    expect(reloaded.damage()).toBeNull();
    // The other tab reads the repaired data on its next request.
    const admin = await signIn(tab, 'admin@example.com');
    expect(await jobNames(tab, admin)).toHaveLength(createSeedDb('demo').jobs.length);
  });

  it('a job stored with a date that cannot be read is named once, with what to do, and blocks nothing else', async () => {
    const browser = newBrowser();
    const tab = await openTab(browser);
    const seed = createSeedDb('demo');
    const job = seed.jobs[0];
    await storeJobAsBefore(browser, job.id, { dateIn: '+010000-12-31T23:59:00.000Z' });

    // Every call is served: sign-in, the jobs list with the job in it, another record's change.
    const admin = await signIn(tab, 'admin@example.com');
    expect(await jobNames(tab, admin)).toHaveLength(seed.jobs.length);
    const created = await tabEnvelope<Job>(tab, '/api/v1/job/add', { token: admin, body: newJob('Work goes on') });
    expect(created.responseCode).toBe('CREATED');
    expect(tab.damage()).toBeNull();
    expect(tab.notices()).toEqual([jobDateNotice(job.jobNumber)]);
    expect(jobDateNotice(job.jobNumber)).toBe(
      `Job ${job.jobNumber} has a date that cannot be read. Edit the job to fix its dates, or Reset demo data.`,
    );
    const reloaded = await openTab(browser);
    expect(reloaded.notices()).toEqual([jobDateNotice(job.jobNumber)]);

    // Editing the job with readable dates puts it right, for this tab and the next.
    const details = await tabEnvelope<JobDetails>(tab, '/api/v1/task', { token: admin, query: { jobId: job.id } });
    const stored = details.response?.job;
    expect(stored?.dateIn).toBe('+010000-12-31T23:59:00.000Z');
    const fixed = await tabEnvelope<null>(reloaded, '/api/v1/job/update', {
      token: admin,
      body: {
        id: job.id,
        jobName: job.jobName,
        jobDescription: job.jobDescription,
        clientId: job.clientId,
        jobTypeId: job.jobTypeId,
        dateIn: job.dateIn,
        dateOut: job.dateOut,
      },
    });
    expect(fixed.responseDescription).toBe('Job updated successfully');
    expect(reloaded.notices()).toEqual([]);
    expect((await openTab(browser)).notices()).toEqual([]);
  });

  it('a task stored with a date that cannot be read is named too, and Reset demo data clears it', async () => {
    const browser = newBrowser();
    const tab = await openTab(browser);
    const task = createSeedDb('demo').tasks.find((t) => t.endDate !== null);
    if (!task) throw new Error('the seed has an assigned task');
    const key = ['demo', 'tasks', Math.floor(task.id / 256)];
    const rows = (await getRaw(browser, key)) as Array<{ id: number }>;
    await putRaw(
      browser,
      key,
      rows.map((row) => (row.id === task.id ? { ...row, endDate: '0000-01-01T00:00:00.000Z' } : row)),
    );

    const admin = await signIn(tab, 'admin@example.com');
    expect(await jobNames(tab, admin)).toHaveLength(createSeedDb('demo').jobs.length);
    expect(tab.notices()).toEqual([taskDateNotice(task.taskNumber)]);
    await tab.reset();
    expect(tab.notices()).toEqual([]);
  });

  it('moves demo data of the earlier localStorage format in, and reports a copy that was cut short', async () => {
    const saved = createSeedDb('demo');
    saved.clients[0].clientName = 'Saved Before Upgrade Ltd';
    // That format numbered its file links; the task's link is moved to the file's new key.
    const numbered = `/mock-files/files/${saved.nextId.upload}/a.txt`;
    saved.tasks[0].files.push({ id: saved.nextId.upload, fileName: 'a.txt', url: numbered, dateUploaded: null });
    const legacyDb = {
      ...saved,
      uploads: [{ id: saved.nextId.upload, fileName: 'a.txt', contentType: 'text/plain', base64: btoa('hello') }],
    };
    legacyDb.nextId = { ...saved.nextId, upload: saved.nextId.upload + 1 };
    const storage = memoryStorage();
    storage.setItem(LEGACY_DB_KEY, JSON.stringify(legacyDb));
    const browser = newBrowser();
    const tab = await openTab(browser, { legacy: localStorageCopy(storage) });
    const admin = await signIn(tab, 'admin@example.com');
    const clients = await tabEnvelope<{ items: Array<{ clientName: string }> }>(tab, '/api/clients', {
      token: admin,
      query: { pageNumber: 1, pageSize: 100 },
    });
    expect(JSON.stringify(clients)).toContain('Saved Before Upgrade Ltd');
    expect(storage.getItem(LEGACY_DB_KEY)).toBeNull();
    expect((await readFileIn(tab, numbered, admin)).status).toBe(404);
    const details = await tabEnvelope<JobDetails>(tab, '/api/v1/task', { token: admin, query: { jobId: saved.tasks[0].jobId } });
    const task = details.response.taskList.find((t) => t.id === saved.tasks[0].id);
    const link = task?.taskFileList.find((f) => f.fileName === 'a.txt')?.url ?? '';
    expect(link).toMatch(/^\/mock-files\/files\/[0-9a-f]{32}\/a\.txt$/);
    const file = await readFileIn(tab, link, admin);
    expect(await file.text()).toBe('hello');

    storage.setItem(LEGACY_DB_KEY, JSON.stringify(saved).slice(0, 5000));
    const other = newBrowser();
    const cut = await openTab(other, { legacy: localStorageCopy(storage) });
    expect(cut.damage()).toBe(storageDamagedMessage('the saved data is cut short'));
    await cut.reset();
    expect(cut.damage()).toBeNull();
    expect(storage.getItem(LEGACY_DB_KEY)).toBeNull();
  });

  it('upgrades stored data whose comments name their author by email, once, and keeps every author', async () => {
    const browser = newBrowser();
    const fresh = freshLiveData('demo');
    const seeded: Db = JSON.parse(JSON.stringify(fresh.db));
    const first = await openTab(browser, { seed: () => fresh });
    // The stored data as the earlier version wrote it: version 1, each comment with its author's email.
    const { users: _u, clients: _c, jobs: _j, tasks: _t, comments: _m, uploads: _f, ...meta } = seeded;
    await putRaw(browser, 'db:demo', { ...meta, version: 1 }, 'meta');
    const oldComments = seeded.comments.map(({ authorId, ...rest }) => ({
      ...rest,
      email: seeded.users[authorId - 1].email.toUpperCase(),
    }));
    for (let chunk = 0; chunk <= Math.floor(seeded.nextId.comment / CHUNK); chunk += 1) {
      await putRaw(
        browser,
        ['demo', 'comments', chunk],
        oldComments.filter((c) => Math.floor(c.id / CHUNK) === chunk),
      );
    }
    const task = seeded.tasks.find((t) => t.statusName === 'Pending')!;
    const comments = seeded.comments.filter((c) => c.taskId === task.id);
    const { writes, counted } = countingWrites();
    const reloaded = await openTab(browser, { wrap: counted });
    expect(reloaded.damage()).toBeNull();
    // The upgrade is stored at once: every comment rewritten in the new shape.
    expect(writes).toEqual([seeded.comments.length]);
    const admin = await signIn(first, 'admin@example.com');
    const answer = await tabEnvelope<Comment[]>(reloaded, '/api/v1/task/comments', { token: admin, query: { taskId: task.id } });
    const authors = comments.map((c) => seeded.users[c.authorId - 1]);
    expect(answer.response.map((c) => c.authorName).sort()).toEqual(authors.map((u) => `${u.firstName} ${u.lastName}`).sort());
    // A tab opened later reads the upgraded data, with nothing more to upgrade.
    const later = await openTab(browser, { wrap: counted });
    expect(later.damage()).toBeNull();
    expect(writes).toHaveLength(1);
  });

  it('gives stored data of version 2 a sign-off trail on load, once, telling each rework count', async () => {
    const browser = newBrowser();
    const fresh = freshLiveData('demo');
    const seeded: Db = JSON.parse(JSON.stringify(fresh.db));
    const counts = new Map(seeded.tasks.map((t) => [t.id, reworkCountOf(seeded, t.id)]));
    fresh.db.trail = [];
    const first = await openTab(browser, { seed: () => fresh });
    // As version 2 stored it: a rework count on each task, no trail, no setting.
    const { users: _u, clients: _c, jobs: _j, tasks: _t, comments: _m, uploads: _f, trail: _s, signOff: _o, nextId, ...meta } = seeded;
    const { trail: _next, ...counters } = nextId;
    await putRaw(browser, 'db:demo', { ...meta, version: 2, nextId: counters }, 'meta');
    for (let chunk = 0; chunk <= Math.floor(seeded.nextId.task / CHUNK); chunk += 1) {
      const tasks = seeded.tasks.filter((t) => Math.floor(t.id / CHUNK) === chunk).map((t) => ({ ...t, reworkCount: counts.get(t.id) }));
      await putRaw(browser, ['demo', 'tasks', chunk], tasks);
    }
    const { writes, counted } = countingWrites();
    const reloaded = await openTab(browser, { wrap: counted });
    expect(reloaded.damage()).toBeNull();
    expect(writes).toHaveLength(1);
    const admin = await signIn(first, 'admin@example.com');
    const reworked = seeded.tasks.find((t) => (counts.get(t.id) ?? 0) > 0)!;
    const trail = await tabEnvelope<SignOffTrail>(reloaded, '/api/ext/v1/sign-off/trail', { token: admin, query: { taskId: reworked.id } });
    expect(trail.response.reworkCount).toBe(counts.get(reworked.id));
    const later = await openTab(browser, { wrap: counted });
    expect(later.damage()).toBeNull();
    expect(writes).toHaveLength(1);
  });

  it("a role change ends the user's sessions in storage too: a reloaded tab refuses the old token", async () => {
    const browser = newBrowser();
    const tab = await openTab(browser);
    const staff = await signIn(tab, 'staff@example.com');
    const superAdmin = await signIn(tab, 'superadmin@example.com');
    const promoted = await tabEnvelope(tab, '/api/update-user', {
      token: superAdmin,
      body: {
        id: 3,
        firstName: 'Chinedu',
        lastName: 'Eze',
        email: 'staff@example.com',
        phoneNumber: '08030000000',
        userType: 2,
        jobTypeId: 1,
        positionId: 4,
      },
    });
    expect(promoted.responseCode).toBe('201');
    const reloaded = await openTab(browser);
    expect((await send(reloaded, jobsRequest(staff))).status).toBe(401);
    expect((await send(reloaded, jobsRequest(superAdmin))).status).toBe(200);
  });

  it('moves a localStorage copy of version 1 in, its comments upgraded to their authors', async () => {
    const saved = createSeedDb('demo');
    const legacy = {
      ...saved,
      version: 1,
      uploads: [],
      comments: saved.comments.map(({ authorId, ...c }) => ({ ...c, email: saved.users[authorId - 1].email })),
    };
    const storage = memoryStorage();
    storage.setItem(LEGACY_DB_KEY, JSON.stringify(legacy));
    const tab = await openTab(newBrowser(), { legacy: localStorageCopy(storage) });
    expect(tab.damage()).toBeNull();
    const admin = await signIn(tab, 'admin@example.com');
    const task = saved.tasks.find((t) => t.statusName === 'Pending')!;
    const answer = await tabEnvelope<Comment[]>(tab, '/api/v1/task/comments', { token: admin, query: { taskId: task.id } });
    const authors = saved.comments.filter((c) => c.taskId === task.id).map((c) => saved.users[c.authorId - 1]);
    expect(answer.response.map((c) => c.email).sort()).toEqual(authors.map((u) => u.email).sort());
    expect(answer.response.every((c) => c.authorName)).toBe(true);
  });

  it('failed sign-ins are kept with the sessions: a reload does not clear the hold', async () => {
    const browser = newBrowser();
    const tab = await openTab(browser);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      await tabEnvelope(tab, '/api/v1/auth/login', { body: { email: 'staff@example.com', password: 'wrong' } });
    }
    const reloaded = await openTab(browser);
    const answer = await tabEnvelope(reloaded, '/api/v1/auth/login', { body: { email: 'staff@example.com', password: 'demo1234' } });
    expect(answer.responseDescription).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(await signIn(reloaded, 'admin@example.com')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('writes only the rows a request changed', async () => {
    const browser = newBrowser();
    const writes: number[] = [];
    const tab = await openTab(browser, {
      wrap: (storage) => ({
        ...storage,
        write: (change, expected) => {
          writes.push(change.puts.length);
          return storage.write(change, expected);
        },
      }),
    });
    const admin = await signIn(tab, 'admin@example.com');
    await tabEnvelope(tab, '/api/v1/job/add', { token: admin, body: newJob('One row') });
    // Seed (every row), the sign-in (no rows), the new job (its row and its activity log entry).
    expect(writes.slice(1)).toEqual([0, 2]);
  });
});

function smallLargeSeed(scale: MockScale): LiveData {
  const data = freshLiveData('demo');
  data.db.scale = scale;
  data.db.jobs = data.db.jobs.slice(0, 10);
  return data;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

function withoutTables() {
  const { users: _u, clients: _c, jobs: _j, tasks: _t, comments: _m, uploads: _f, ...meta } = createSeedDb('demo');
  return meta;
}
