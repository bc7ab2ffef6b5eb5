import type { EventObject } from 'xstate';

/**
 * The events of a loader's model (src/machines/loader.machine.ts): Refresh or Try again, an
 * answer with something to show, an answer with nothing, and a failed read. The model's
 * `events` may offer fewer in a state, as its screen does.
 */
export function loaderEvents(something: unknown, nothing: unknown): EventObject[] {
  return [
    { type: 'reload.requested' },
    { type: 'xstate.done.actor.load', output: something },
    { type: 'xstate.done.actor.load', output: nothing },
    { type: 'xstate.error.actor.load', error: new Error('500') },
  ] as EventObject[];
}

/**
 * The events a loader's screen offers in a state: its Refresh is busy while reading, so a
 * reload then comes only from a save elsewhere (walked by tests/machines/reloads.test.ts).
 */
export function offeredWhile<E extends EventObject>(reading: boolean, events: readonly E[]): E[] {
  return reading ? events.filter((e) => e.type !== 'reload.requested') : [...events];
}
