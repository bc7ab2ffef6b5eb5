/**
 * The connection actor (docs/architecture.md, "The connection actor"), along paths generated
 * from its machine: the browser going offline and back, calls failing, timing out and
 * answering, the probe answering or not; and a reload without a network. Each step is checked against what the rules say the app then
 * knows and what the banner says (docs/behaviour.md §2 "Connection banner").
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { reportCallOutcome } from '../../src/api/connectionReports';
import {
  bannerMessage,
  canSend,
  CONNECTION_MESSAGES,
  connectionMachine,
  isOffline,
  type ConnectionEvent,
} from '../../src/machines/connection.machine';
import { generatePaths, type ModelEvent } from '../support/paths';
import { testEachPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof connectionMachine>;

const heard: ModelEvent[] = [
  { type: 'connection.browserOffline' },
  { type: 'connection.browserOnline' },
  { type: 'connection.callFailed' },
  { type: 'connection.callTimedOut' },
  { type: 'connection.callAnswered' },
];

function events(s: Snapshot): ModelEvent[] {
  if (s.matches('reconnecting'))
    return [...heard, { type: 'xstate.done.actor.probe' }, { type: 'xstate.error.actor.probe', error: new TypeError('Failed to fetch') }];
  if (s.matches('offline')) return [...heard, { type: 'xstate.after.retryInterval.connection.offline' }];
  return heard;
}

const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.browserOnline]);

/** What the app knows after `event`, by the rules, from what it knew before. */
function expectedState(before: Snapshot, event: ModelEvent): string {
  const now = String(before.value);
  switch (event.type) {
    case 'connection.browserOffline':
    case 'connection.callFailed':
    case 'xstate.error.actor.probe':
      return 'offline';
    case 'connection.browserOnline':
      return now === 'offline' ? 'reconnecting' : now;
    case 'connection.callTimedOut':
      return now === 'online' ? 'flaky' : now;
    case 'connection.callAnswered':
    case 'xstate.done.actor.probe':
      return 'online';
    case 'xstate.after.retryInterval.connection.offline':
      return before.context.browserOnline ? 'reconnecting' : 'offline';
    default:
      throw new Error(`no rule for ${event.type}`);
  }
}

const quiet = fromCallback<ConnectionEvent>(() => () => {});
const never = fromPromise<void>(() => new Promise<void>(() => {}));
const model = connectionMachine.provide({ actors: { listen: quiet, probe: never } });

const paths = generatePaths(connectionMachine, { events, serialize, extend: 'every event' });

describe('the connection actor (generated paths)', () => {
  testEachPath({ machine: connectionMachine, paths, coverage: 'connection' }, (path) => {
    const actor = createActor(model).start();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      const event = step.event as ModelEvent;
      actor.send(event as never);
      const after = actor.getSnapshot();
      expect(String(after.value)).toBe(expectedState(before, event));
      expect(isOffline(after)).toBe(after.matches('offline') || after.matches('reconnecting'));
      expect(canSend(after)).toBe(!isOffline(after));
      const banner = bannerMessage(after);
      if (after.matches('online')) expect(banner).toBeNull();
      else expect(banner).toMatch(/Your work is kept|Work that does not get through is kept/);
      expect(serialize(after)).toBe(serialize(step.state));
    }
    actor.stop();
  });
});

describe('the connection actor hears the browser and the calls', () => {
  it('follows the browser events and what each call reports, and probes before going online', async () => {
    let probes = 0;
    const actor = createActor(
      connectionMachine.provide({
        actors: {
          probe: fromPromise<void>(async () => {
            probes += 1;
          }),
        },
      }),
    ).start();
    reportCallOutcome('timeout');
    expect(bannerMessage(actor.getSnapshot())).toBe(CONNECTION_MESSAGES.flaky);
    reportCallOutcome('answered');
    expect(bannerMessage(actor.getSnapshot())).toBeNull();
    window.dispatchEvent(new Event('offline'));
    expect(bannerMessage(actor.getSnapshot())).toBe('You are offline. Your work is kept and will be sent when you reconnect.');
    window.dispatchEvent(new Event('online'));
    expect(bannerMessage(actor.getSnapshot())).toBe(CONNECTION_MESSAGES.reconnecting);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probes).toBe(1);
    expect(actor.getSnapshot().value).toBe('online');
    reportCallOutcome('network');
    expect(isOffline(actor.getSnapshot())).toBe(true);
    actor.stop();
    // Stopped, it hears nothing more.
    reportCallOutcome('answered');
    expect(actor.getSnapshot().value).toBe('offline');
  });

  it('a reload without a network starts offline and says so', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      const actor = createActor(connectionMachine).start();
      expect(bannerMessage(actor.getSnapshot())).toBe(CONNECTION_MESSAGES.offline);
      actor.stop();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });
});
