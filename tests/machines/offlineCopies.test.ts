/**
 * The list machines read through the read cache (docs/decisions/057-last-loaded-lists-offline.md):
 * with the connection down they settle in `loaded` on the kept copy with its time in `asOf`,
 * not in `failed`; a fresh answer clears `asOf`. Real calls through msw/node.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { myJobsMachine } from '../../src/machines/myJobs.machine';
import { pendingApprovalMachine } from '../../src/machines/pendingApproval.machine';
import { pendingToFinishMachine } from '../../src/machines/pendingToFinish.machine';
import { signInAs } from '../support/session';

const STAMP = /^([01]\d|2[0-3]):[0-5]\d$/;

const connectionDown = () => server.use(http.all('*/api/*', () => HttpResponse.error()));

const settled = (actor: AnyActorRef) => waitFor(actor, (s) => s.matches('loaded') || s.matches('failed') || s.matches('empty'));

describe('list machines offline', () => {
  it('My Jobs: loaded on the kept page with its time, then fresh again', async () => {
    const me = await signInAs('staff');
    const actor = createActor(myJobsMachine, { input: { userId: me.id } }).start();
    const online = await settled(actor);
    expect(online.value).toBe('loaded');
    expect(online.context.asOf).toBeNull();

    connectionDown();
    actor.send({ type: 'reload.requested' });
    const offline = await waitFor(actor, (s) => s.matches('loaded') && s.context.asOf !== null);
    expect(offline.context.asOf).toMatch(STAMP);
    expect(offline.context.result).toEqual(online.context.result);
    expect(offline.context.error).toBeNull();

    // Another page was never loaded: it fails as before.
    actor.send({ type: 'page.selected', page: 9 });
    const other = await waitFor(actor, (s) => s.matches('failed'));
    expect(other.context.error).toBe('Failed to load my jobs');

    server.resetHandlers();
    actor.send({ type: 'page.selected', page: 1 });
    const back = await waitFor(actor, (s) => s.matches('loaded'));
    expect(back.context.asOf).toBeNull();
    actor.stop();
  });

  it('the review queue: the kept page keeps its order and its time', async () => {
    const me = await signInAs('admin');
    const actor = createActor(pendingApprovalMachine, { input: { reviewerId: me.id } }).start();
    const online = await settled(actor);
    expect(online.context.result?.items.length).toBeGreaterThan(0);

    connectionDown();
    actor.send({ type: 'reload.requested' });
    const offline = await waitFor(actor, (s) => s.matches('loaded') && s.context.asOf !== null);
    expect(offline.context.asOf).toMatch(STAMP);
    expect(offline.context.result).toEqual(online.context.result);
    actor.stop();
  });

  it('Pending Jobs to Finish: the loader keeps the tasks with their time', async () => {
    const me = await signInAs('staff');
    const actor = createActor(pendingToFinishMachine, { input: { userId: me.id } }).start();
    const online = await settled(actor);
    expect(online.context.asOf).toBeNull();

    connectionDown();
    actor.send({ type: 'reload.requested' });
    const offline = await waitFor(actor, (s) => !s.matches('loading') && s.context.asOf !== null);
    expect(offline.value).toBe(online.value);
    expect(offline.context.data).toEqual(online.context.data);
    expect(offline.context.asOf).toMatch(STAMP);
    actor.stop();
  });
});
