import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { setCallOutcomeHandler } from '../api/connectionReports';
import { foundBySystemId } from './appWide';

export interface ConnectionContext {
  /** The browser's own word, from its online / offline events: no probe is sent while it says offline. */
  browserOnline: boolean;
}

export type ConnectionEvent =
  /** The browser lost its network (its `offline` event). */
  | { type: 'connection.browserOffline' }
  /** The browser has a network again (its `online` event). */
  | { type: 'connection.browserOnline' }
  /** A call got no answer for want of a network. */
  | { type: 'connection.callFailed' }
  /** A call got no answer within its time limit. */
  | { type: 'connection.callTimedOut' }
  /** A call got an answer, whatever it said. */
  | { type: 'connection.callAnswered' };

/** While offline, the server is probed again this often, in case the browser's events lag. */
export const RETRY_INTERVAL_MS = 15_000;

/**
 * The connection as the app knows it (docs/architecture.md, "The connection actor"): online;
 * flaky while calls time out; offline when the browser says so or a call fails for want of a
 * network; reconnecting while a probe asks the server before declaring it online again. The
 * banner and the outbox follow it; it is started once for the whole app, beside the session.
 */
export const connectionMachine = setup({
  types: {} as { context: ConnectionContext; events: ConnectionEvent },
  actors: {
    /** The browser's online / offline events and every call's outcome, as this actor's events. */
    listen: fromCallback<ConnectionEvent>(({ sendBack }) => {
      const offline = () => sendBack({ type: 'connection.browserOffline' });
      const online = () => sendBack({ type: 'connection.browserOnline' });
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      // Started (or reloaded) without a network: say so at once.
      if (!navigator.onLine) offline();
      setCallOutcomeHandler((outcome) =>
        sendBack({
          type:
            outcome === 'answered'
              ? 'connection.callAnswered'
              : outcome === 'network'
                ? 'connection.callFailed'
                : 'connection.callTimedOut',
        }),
      );
      return () => {
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
        setCallOutcomeHandler(() => {});
      };
    }),
    probe: fromPromise<void>(async ({ signal }) => {
      const { probeServer } = await import('../api/connection');
      await probeServer(signal);
    }),
  },
  guards: {
    'the browser says online': ({ context }) => context.browserOnline,
  },
  actions: {
    noteBrowserOffline: assign({ browserOnline: false }),
    noteBrowserOnline: assign({ browserOnline: true }),
  },
  delays: { retryInterval: RETRY_INTERVAL_MS },
}).createMachine({
  id: 'connection',
  context: { browserOnline: true },
  invoke: { id: 'listen', src: 'listen' },
  initial: 'online',
  on: {
    'connection.browserOffline': { target: '.offline', actions: 'noteBrowserOffline' },
    'connection.callFailed': { target: '.offline', description: 'A call that failed for want of a network: the work it carried is kept' },
  },
  states: {
    online: {
      on: {
        'connection.browserOnline': { actions: 'noteBrowserOnline' },
        'connection.callTimedOut': { target: 'flaky' },
      },
    },
    flaky: {
      on: {
        'connection.browserOnline': { actions: 'noteBrowserOnline' },
        'connection.callAnswered': { target: 'online' },
      },
    },
    offline: {
      on: {
        'connection.browserOnline': { target: 'reconnecting', actions: 'noteBrowserOnline' },
        'connection.callAnswered': { target: 'online', description: 'A call got through: the server is there' },
      },
      after: { retryInterval: { guard: 'the browser says online', target: 'reconnecting' } },
    },
    reconnecting: {
      invoke: { id: 'probe', src: 'probe', onDone: 'online', onError: 'offline' },
      on: {
        'connection.browserOnline': { actions: 'noteBrowserOnline' },
        'connection.callAnswered': { target: 'online' },
      },
    },
  },
});

export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** Offline or still finding out: work is kept, not sent. */
export const isOffline = (snapshot: ConnectionSnapshot): boolean => snapshot.matches('offline') || snapshot.matches('reconnecting');

/** Calls may be sent (online, or flaky: they may time out). */
export const canSend = (snapshot: ConnectionSnapshot): boolean => snapshot.matches('online') || snapshot.matches('flaky');

/** docs/behaviour.md §2 "Connection banner": what the banner says in each state; null when online. */
export const CONNECTION_MESSAGES = {
  offline: 'You are offline. Your work is kept and will be sent when you reconnect.',
  flaky: 'The connection is slow. Work that does not get through is kept and sent again.',
  reconnecting: 'Reconnecting… Your work is kept and will be sent once the server answers.',
} as const;

export function bannerMessage(snapshot: ConnectionSnapshot): string | null {
  if (snapshot.matches('offline')) return CONNECTION_MESSAGES.offline;
  if (snapshot.matches('reconnecting')) return CONNECTION_MESSAGES.reconnecting;
  if (snapshot.matches('flaky')) return CONNECTION_MESSAGES.flaky;
  return null;
}

/** The system id the session runs the connection actor under (session.machine.ts). */
export const CONNECTION_SYSTEM_ID = 'connection';

/** The connection actor, as the outbox (or any actor) finds it: `sendTo(theConnection, …)` or `system.get`. */
export const theConnection = foundBySystemId(CONNECTION_SYSTEM_ID);
