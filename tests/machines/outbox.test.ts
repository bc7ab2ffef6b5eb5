/**
 * The outbox (docs/behaviour.md §4 "The outbox"), along paths generated from its machine: the
 * store read (with nothing, one or two waiting items, another person's, or unreadable), the
 * connection going and coming back, each send ending sent, refused by the server, in a
 * conflict, or without an answer, and items discarded. After every step the rules are
 * checked, and a reload in the middle: a new outbox reading what is stored then sends the same
 * oldest waiting item again, so nothing kept is lost.
 */
import { describe, expect } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/api/client';
import { OUTBOX_MESSAGES, type OutboxItem, type OutboxStatus } from '../../src/domain/outbox';
import { nextWaiting, outboxMachine, ownItems, waitingCount, type OutboxEvent } from '../../src/machines/outbox.machine';
import { generatePaths, type ModelEvent } from '../support/paths';
import { testEachPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof outboxMachine>;

const ME = 7;
const input = { userId: ME, email: 'preparer@example.com' };

function item(id: number, userId = ME): OutboxItem {
  return {
    id,
    kind: id % 2 === 0 ? 'approve' : 'submit',
    userId,
    taskId: 100 + id,
    taskName: `Task ${id}`,
    jobName: 'VAT return',
    comment: `Done ${id}`,
    reworkDate: null,
    files: [],
    key: `key-${id}`,
    keptAt: '2026-11-28T10:00:00.000Z',
    status: { state: 'waiting' },
  };
}

const STORES: OutboxItem[][] = [[], [item(1)], [item(1), item(2)], [item(3, 99), item(4)]];
const OUTCOMES: OutboxStatus[] = [
  { state: 'sent' },
  { state: 'refused', message: 'Task not found' },
  { state: 'conflict', reason: OUTBOX_MESSAGES.reviewGone },
];
const noNetwork = new ApiError('Failed to fetch', 'network');

function events(s: Snapshot): ModelEvent[] {
  const connection: ModelEvent[] = [{ type: 'connection.up' }, { type: 'connection.down' }];
  const first = ownItems(s)[0];
  const discard: ModelEvent[] = first && first.status.state !== 'waiting' ? [{ type: 'outbox.discarded', id: first.id }] : [];
  if (s.matches('reading'))
    return [
      ...STORES.map((output): ModelEvent => ({ type: 'xstate.done.actor.read', output })),
      { type: 'xstate.error.actor.read', error: new Error('blocked') },
      ...connection,
    ];
  if (s.matches('sending'))
    return [
      ...OUTCOMES.map((output): ModelEvent => ({ type: 'xstate.done.actor.send', output })),
      { type: 'xstate.error.actor.send', error: noNetwork },
      ...connection,
    ];
  return [{ type: 'outbox.changed' }, ...connection, ...discard];
}

const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.online, s.context.items.map((i) => [i.id, i.status.state])]);
const paths = generatePaths(outboxMachine, { events, serialize, input, extend: 'new transitions' });

const quiet = fromCallback<OutboxEvent>(() => () => {});
const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = outboxMachine.provide({
  actors: { watch: quiet, read: never<OutboxItem[]>(), send: never<OutboxStatus, { item: OutboxItem; email: string | null }>() },
  actions: { dropStored: () => {} },
});

/** A reload now: a new outbox reads what is stored and, online, sends the oldest waiting item of the person's. */
function afterReload(stored: OutboxItem[]): Snapshot {
  const reloaded = createActor(model, { input }).start();
  reloaded.send({ type: 'connection.up' });
  reloaded.send({ type: 'xstate.done.actor.read', output: stored } as never);
  const snapshot = reloaded.getSnapshot();
  reloaded.stop();
  return snapshot;
}

describe('the outbox (generated paths)', () => {
  testEachPath({ machine: outboxMachine, paths, coverage: 'outbox', input }, (path) => {
    const actor = createActor(model, { input }).start();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      const event = step.event as ModelEvent;
      actor.send(event as never);
      const after = actor.getSnapshot();
      const sending = nextWaiting(before.context);
      switch (event.type) {
        case 'xstate.done.actor.send': {
          // The oldest waiting item got its own outcome; the others are as they were.
          const sent = after.context.items.find((i) => i.id === sending?.id);
          expect(sent?.status).toEqual(event.output);
          expect(after.context.items.filter((i) => i.id !== sending?.id)).toEqual(before.context.items.filter((i) => i.id !== sending?.id));
          expect(after.matches('reading')).toBe(true);
          break;
        }
        case 'xstate.error.actor.send':
          // No answer: nothing is lost, the item waits for the connection.
          expect(after.context.items).toEqual(before.context.items);
          expect(after.matches('idle')).toBe(true);
          expect(after.context.online).toBe(false);
          break;
        case 'xstate.done.actor.read':
        case 'connection.up':
          if (!before.matches('sending') && !(event.type === 'connection.up' && before.matches('reading')))
            expect(after.matches('sending')).toBe(after.context.online && nextWaiting(after.context) !== undefined);
          break;
        case 'connection.down':
          expect(after.context.online).toBe(false);
          break;
        case 'outbox.discarded':
          expect(after.context.items.some((i) => i.id === event.id)).toBe(false);
          break;
        default:
          break;
      }
      // Another person's items are never sent under this session.
      if (after.matches('sending')) expect(nextWaiting(after.context)?.userId).toBe(ME);
      // Offline, no send is started (one under way ends by itself, answered or not).
      if (!after.context.online && after.matches('sending')) expect(before.matches('sending')).toBe(true);
      expect(waitingCount(after)).toBe(ownItems(after).filter((i) => i.status.state === 'waiting').length);
      // A reload in the middle sends the same oldest waiting item: nothing kept is lost or skipped.
      const reloaded = afterReload(after.context.items);
      expect(nextWaiting(reloaded.context)?.id).toBe(nextWaiting(after.context)?.id);
      expect(reloaded.matches('sending')).toBe(nextWaiting(after.context) !== undefined);
      expect(serialize(after)).toBe(serialize(step.state));
    }
    actor.stop();
  });
});
