/**
 * The read cache (src/api/readCache.ts, docs/decisions/057-last-loaded-lists-offline.md):
 * real calls through msw/node as the app makes them; the connection drops by the handler
 * answering with a network error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { DEMO_IDS } from '../../mocks/db/seed';
import { fetchMyJobs } from '../../src/api/jobs';
import { fetchMyPendingTasks } from '../../src/api/tasks';
import { forgetKeptReads, keptAsOf, KEPT_READS_LIMIT, readKept, sameStamp } from '../../src/api/readCache';
import { clearStoredSession } from '../../src/api/sessionStore';
import { signInAs } from '../support/session';
import { envelope, stopRecording } from './helpers';

afterEach(stopRecording);

/** 14:05 on a day in the browser's own time zone, the moment an answer was loaded. */
const AT_14_05 = () => new Date(2026, 10, 28, 14, 5, 42).getTime();

const connectionDown = () => server.use(http.get('*/api/*', () => HttpResponse.error()));

const myJobs = (userId: number) => () => fetchMyJobs({ userId, pageNumber: 1, pageSize: 10 });

describe('the read cache', () => {
  it('answers the server fresh, unstamped, while the connection is up', async () => {
    const me = await signInAs('staff');
    const page = await readKept('myJobs:1', myJobs(me.id), AT_14_05);
    expect(page.items.length).toBeGreaterThan(0);
    expect(keptAsOf(page)).toBeNull();
  });

  it('answers the last loaded copy, stamped "14:05", when the call gets no answer', async () => {
    const me = await signInAs('staff');
    const fresh = await readKept('myJobs:1', myJobs(me.id), AT_14_05);
    connectionDown();
    const kept = await readKept('myJobs:1', myJobs(me.id));
    expect(kept).toEqual(fresh);
    expect(keptAsOf(kept)).toBe('14:05');
  });

  it('keeps each read under its own key: another page, never loaded, still fails', async () => {
    const me = await signInAs('staff');
    await readKept('myJobs:1', myJobs(me.id), AT_14_05);
    connectionDown();
    await expect(readKept('myJobs:2', myJobs(me.id))).rejects.toMatchObject({ reason: 'network' });
  });

  it('does not stand in for an answer the server gave: a refusal or a 500 fails as before', async () => {
    const me = await signInAs('staff');
    await readKept('pending', () => fetchMyPendingTasks(me.id), AT_14_05);
    server.use(http.get('*/api/task', () => HttpResponse.json(envelope('FAILED', null, 'Not allowed'))));
    await expect(readKept('pending', () => fetchMyPendingTasks(me.id))).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Not allowed',
    });
    server.use(http.get('*/api/task', () => new HttpResponse(null, { status: 500 })));
    await expect(readKept('pending', () => fetchMyPendingTasks(me.id))).rejects.toMatchObject({ reason: 'http', status: 500 });
  });

  it('never shows one user what another loaded in this browser', async () => {
    const staff = await signInAs('staff');
    await readKept('myJobs:1', myJobs(staff.id), AT_14_05);
    await signInAs('staff2');
    connectionDown();
    await expect(readKept('myJobs:1', myJobs(staff.id))).rejects.toMatchObject({ reason: 'network' });
  });

  it('is gone after sign-out, for every user', async () => {
    const staff = await signInAs('staff');
    await readKept('myJobs:1', myJobs(staff.id), AT_14_05);
    forgetKeptReads();
    clearStoredSession();
    await signInAs('staff');
    connectionDown();
    await expect(readKept('myJobs:1', myJobs(staff.id))).rejects.toMatchObject({ reason: 'network' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('workflow_offline_reads_'))).toEqual([]);
  });

  it(`keeps the ${KEPT_READS_LIMIT} answers loaded last, dropping the oldest`, async () => {
    await signInAs('staff');
    for (let i = 0; i <= KEPT_READS_LIMIT; i++)
      await readKept(
        `job:${i}`,
        async () => ({ i }),
        () => AT_14_05() + i * 60_000,
      );
    connectionDown();
    const unreachable = () => fetchMyPendingTasks(DEMO_IDS.staff).then(() => ({ i: -1 }));
    await expect(readKept('job:0', unreachable)).rejects.toMatchObject({ reason: 'network' });
    const last = await readKept(`job:${KEPT_READS_LIMIT}`, unreachable);
    expect(last).toEqual({ i: KEPT_READS_LIMIT });
    expect(keptAsOf(last)).toBe('14:35');
  });

  it('lets a list sorted from a kept copy carry its stamp', async () => {
    const me = await signInAs('staff');
    await readKept('pending', () => fetchMyPendingTasks(me.id), AT_14_05);
    connectionDown();
    const kept = await readKept('pending', () => fetchMyPendingTasks(me.id));
    expect(keptAsOf(sameStamp(kept, [...kept].reverse()))).toBe('14:05');
    expect(keptAsOf([...kept])).toBeNull();
  });
});
