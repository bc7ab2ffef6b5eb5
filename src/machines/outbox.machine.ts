import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { OutboxItem, OutboxStatus } from '../domain/outbox';
import { canSend, CONNECTION_SYSTEM_ID, type connectionMachine } from './connection.machine';

export interface OutboxInput {
  /** The signed-in person: only their own items are sent under their session. */
  userId: number;
  /** Their email, to know their own comment in a task's thread. */
  email: string | null;
}

export interface OutboxContext extends OutboxInput {
  /** Every item kept in this browser, oldest first. */
  items: OutboxItem[];
  /** What the connection actor says: calls may be sent. */
  online: boolean;
}

export type OutboxEvent =
  /** The stored outbox changed (an item kept, sent, discarded). */
  | { type: 'outbox.changed' }
  /** The connection actor says calls may be sent again. */
  | { type: 'connection.up' }
  /** The connection actor says they may not. */
  | { type: 'connection.down' }
  /** The person discards an item (copied, or no longer wanted) or clears one that was sent. */
  | { type: 'outbox.discarded'; id: number };

/** The next item to send: the person's oldest waiting one. */
export const nextWaiting = (context: Pick<OutboxContext, 'items' | 'userId'>): OutboxItem | undefined =>
  context.items.find((item) => item.userId === context.userId && item.status.state === 'waiting');

/**
 * The outbox (docs/behaviour.md §4 "The outbox"): reads what this browser kept, and while the
 * connection actor says calls may be sent, sends the person's waiting items one by one, oldest
 * first, each to its own outcome. A send that fails for want of a network leaves the item
 * waiting for the connection to come back. The session runs it while someone is signed in.
 */
export const outboxMachine = setup({
  types: {} as { context: OutboxContext; events: OutboxEvent; input: OutboxInput },
  actors: {
    read: fromPromise<OutboxItem[]>(async () => {
      const { readOutbox } = await import('../api/outboxStore');
      return readOutbox();
    }),
    send: fromPromise<OutboxStatus, { item: OutboxItem; email: string | null }>(async ({ input, signal }) => {
      const [{ sendOutboxItem }, { markOutboxItem }] = await Promise.all([import('../api/outboxSend'), import('../api/outboxStore')]);
      const status = await sendOutboxItem(input.item, input.email, signal);
      await markOutboxItem(input.item, status);
      return status;
    }),
    /** The store's changes and the connection actor's state, as this actor's events. */
    watch: fromCallback<OutboxEvent>(({ sendBack, system }) => {
      const connection: ActorRefFrom<typeof connectionMachine> | undefined = system.get(CONNECTION_SYSTEM_ID);
      const tell = (snapshot: SnapshotFrom<typeof connectionMachine>) =>
        sendBack({ type: canSend(snapshot) ? 'connection.up' : 'connection.down' });
      const subscription = connection?.subscribe(tell);
      if (connection) tell(connection.getSnapshot());
      let stopWatchingStore = () => {};
      let stopped = false;
      void import('../api/outboxStore').then(({ onOutboxChanged }) => {
        if (!stopped) stopWatchingStore = onOutboxChanged(() => sendBack({ type: 'outbox.changed' }));
      });
      return () => {
        stopped = true;
        subscription?.unsubscribe();
        stopWatchingStore();
      };
    }),
  },
  guards: {
    'an item waits and calls may be sent': ({ context }) => context.online && nextWaiting(context) !== undefined,
  },
  actions: {
    noteUp: assign({ online: true }),
    noteDown: assign({ online: false }),
    recordOutcome: assign(({ context }, params: { id: number; status: OutboxStatus }) => ({
      items: context.items.map((item) => (item.id === params.id ? { ...item, status: params.status } : item)),
    })),
    /** The store then changes, and the outbox reads it again. */
    dropStored: (_, params: { id: number }) => {
      // A store that cannot be written keeps the item: the next read shows it again.
      import('../api/outboxStore').then(({ dropOutboxItem }) => dropOutboxItem(params.id)).catch(() => {});
    },
    forgetItem: assign(({ context }, params: { id: number }) => ({ items: context.items.filter((item) => item.id !== params.id) })),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ ...input, items: [], online: false }),
  invoke: { id: 'watch', src: 'watch' },
  initial: 'reading',
  on: {
    'connection.down': { actions: 'noteDown' },
    'outbox.discarded': {
      actions: [
        { type: 'forgetItem', params: ({ event }) => ({ id: event.id }) },
        { type: 'dropStored', params: ({ event }) => ({ id: event.id }) },
      ],
    },
  },
  states: {
    reading: {
      invoke: {
        id: 'read',
        src: 'read',
        onDone: { target: 'deciding', actions: assign({ items: ({ event }) => event.output }) },
        onError: { target: 'idle', description: 'An outbox that cannot be read keeps nothing new and sends nothing' },
      },
      on: { 'connection.up': { actions: 'noteUp' } },
    },
    deciding: {
      always: [{ guard: 'an item waits and calls may be sent', target: 'sending' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'outbox.changed': 'reading',
        'connection.up': { target: 'deciding', actions: 'noteUp' },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => {
          const item = nextWaiting(context);
          if (!item) throw new Error('No item waits');
          return { item, email: context.email };
        },
        onDone: {
          target: 'reading',
          actions: {
            type: 'recordOutcome',
            params: ({ context, event }) => ({ id: nextWaiting(context)?.id ?? -1, status: event.output }),
          },
          description: 'Each item to its own outcome; then the next, read afresh with any kept meanwhile',
        },
        onError: { target: 'idle', actions: 'noteDown', description: 'No answer: the item stays waiting until the connection is back' },
      },
      on: { 'connection.up': { actions: 'noteUp' } },
    },
  },
});

export type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>;

/** The person's own items, oldest first. */
export const ownItems = (snapshot: OutboxSnapshot): OutboxItem[] =>
  snapshot.context.items.filter((item) => item.userId === snapshot.context.userId);

/** How many of them wait to be sent. */
export const waitingCount = (snapshot: OutboxSnapshot): number =>
  ownItems(snapshot).filter((item) => item.status.state === 'waiting').length;

/** The system id the session runs the outbox under (session.machine.ts). */
export const OUTBOX_SYSTEM_ID = 'outbox';
