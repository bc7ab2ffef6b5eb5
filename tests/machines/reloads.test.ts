/**
 * Every reload is honoured (docs/behaviour.md §2 "Lists keep their place", §9 "Modal flows"):
 * a save that lands while a list reads, or while a search waits for typing to pause, is shown
 * at once, and an approval during a poll of the header counts is counted at once. The two
 * reproductions run against the mock backend as the screens call it; the last test sends a
 * reload to each list while it reads.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyStateMachine } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import { getDb } from '../../mocks/db/store';
import { usersMachine } from '../../src/machines/users.machine';
import { itemsOf } from '../../src/machines/list.machine';
import { notificationsMachine, POLL_INTERVAL_MS } from '../../src/machines/notifications.machine';
import { pendingToFinishMachine } from '../../src/machines/pendingToFinish.machine';
import { myJobsMachine } from '../../src/machines/myJobs.machine';
import { clientsMachine } from '../../src/machines/clients.machine';
import { jobDetailsMachine } from '../../src/machines/jobDetails.machine';
import { jobsListMachine } from '../../src/machines/jobsList.machine';
import { pendingApprovalMachine } from '../../src/machines/pendingApproval.machine';
import { holdCall } from '../support/server';
import { signInAs } from '../support/session';
import { envelope } from '../mocks/api';
import { newUserBody } from '../mocks/bodies';

const NEW_USER = newUserBody;

describe('the users list takes a save made while it reads or waits for typing to pause', () => {
  it('a save that lands while the list loads: the read starts again and shows it', async () => {
    const me = await signInAs('superadmin');
    const list = holdCall('get', apiPaths.users);
    const actor = createActor(usersMachine, { input: { search: 'q=Yetunde' } }).start();
    await list.request();

    const saved = await envelope('/api/user/create-user', { token: me.token, body: NEW_USER });
    expect(saved.responseCode).toBe('201');
    actor.send({ type: 'reload.requested' });

    // The read under way may have been answered before the save: it is dropped for a new one.
    await vi.waitFor(() => expect(list.count()).toBe(2));
    expect(list.waiting()).toBe(1);
    await list.passThrough();
    const shown = await waitFor(actor, (s) => s.matches('loaded'));
    expect(itemsOf(shown.context.result).map((u) => u.email)).toEqual([NEW_USER.email]);
    actor.stop();
  });

  it('a save that lands while a search waits for typing to pause: read at once, with the search as typed', async () => {
    const me = await signInAs('superadmin');
    const clock = new SimulatedClock();
    const actor = createActor(usersMachine, { clock, input: {} }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'search.typed', text: 'Yetunde ' });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);

    await envelope('/api/user/create-user', { token: me.token, body: NEW_USER });
    actor.send({ type: 'reload.requested' });

    // No time passes on this clock: the reload itself reads the list.
    const shown = await waitFor(actor, (s) => s.matches('loaded'));
    expect(shown.context).toMatchObject({ typed: 'Yetunde ', query: { search: 'Yetunde', page: 1 } });
    expect(itemsOf(shown.context.result).map((u) => u.email)).toEqual([NEW_USER.email]);
    actor.stop();
  });
});

describe('the header counts take an approval made during a poll', () => {
  it('the poll under way starts again and the approval is counted at once', async () => {
    const me = await signInAs('admin');
    const pending = getDb().tasks.find((t) => t.statusName === 'Pending' && t.reviewerIds.includes(me.id) && t.assigneeId !== me.id);
    if (!pending) throw new Error('the seed has a task awaiting this admin');
    const toReview = holdCall('get', apiPaths.tasksToReview);
    const clock = new SimulatedClock();
    const actor = createActor(notificationsMachine, { clock, input: { userId: me.id, canApprove: true } }).start();
    await toReview.passThrough();
    const before = (await waitFor(actor, (s) => s.matches('waiting'))).context.counts.pendingToApprove;
    expect(before).toBeGreaterThan(0);

    clock.increment(POLL_INTERVAL_MS);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await toReview.request();
    const approved = await envelope('/api/v1/task/validate', {
      token: me.token,
      query: { taskId: pending.id },
      body: { comment: 'Checked' },
    });
    expect(approved.responseCode).toBe('OK');
    actor.send({ type: 'notifications.reloadRequested' });

    await vi.waitFor(() => expect(toReview.count()).toBe(3));
    expect(toReview.waiting()).toBe(1);
    await toReview.passThrough();
    const after = await waitFor(actor, (s) => s.matches('waiting'));
    expect(after.context.counts.pendingToApprove).toBe(before - 1);
    actor.stop();
  });
});

describe('Pending Jobs to Finish takes a hand-in made while it reads', () => {
  it('the read starts again and the task handed in leaves the list', async () => {
    const me = await signInAs('staff');
    const task = getDb().tasks.find((t) => t.assigneeId === me.id && t.statusName !== 'Pending' && !t.isVerified);
    if (!task) throw new Error('the seed has a task for staff to hand in');
    const reads = holdCall('get', apiPaths.myPendingTasks);
    const actor = createActor(pendingToFinishMachine, { input: { userId: me.id } }).start();
    await reads.request();
    const handedIn = await envelope('/api/v1/task/finished', { token: me.token, body: { taskId: task.id, comment: 'Done' } });
    expect(handedIn.responseCode).toBe('OK');
    actor.send({ type: 'reload.requested' });

    await vi.waitFor(() => expect(reads.count()).toBe(2));
    expect(reads.waiting()).toBe(1);
    await reads.passThrough();
    const shown = await waitFor(actor, (s) => !s.matches('loading'));
    expect(shown.context.data?.map((t) => t.taskId)).not.toContain(task.id);
    actor.stop();
  });
});

/** Each list as it reads, with the read it starts counted and never answered. */
function startReading(machine: AnyStateMachine, read: string, input: unknown) {
  let reads = 0;
  const never = fromPromise(() => {
    reads += 1;
    return new Promise<never>(() => {});
  });
  const actor = createActor(machine.provide({ actors: { [read]: never } }), { input }).start();
  return { actor, reads: () => reads };
}

describe('a reload while a list reads starts the read again', () => {
  it.each([
    ['Jobs Management', jobsListMachine, 'read', {}, 'reload.requested'],
    ['My Jobs', myJobsMachine, 'read', { userId: 3 }, 'reload.requested'],
    ['Pending Jobs to Approve', pendingApprovalMachine, 'read', { reviewerId: 2 }, 'reload.requested'],
    ['Clients', clientsMachine, 'read', {}, 'reload.requested'],
    ['Job Details', jobDetailsMachine, 'read', { jobId: 1 }, 'reload.requested'],
  ] as const)('%s', (_, machine, read, input, reload) => {
    const { actor, reads } = startReading(machine, read, input);
    expect(reads()).toBe(1);
    actor.send({ type: reload });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(reads()).toBe(2);
    actor.stop();
  });
});
