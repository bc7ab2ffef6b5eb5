/**
 * What the coverage reads from XState's internals (tests/support/xstateInternals.ts), pinned on a
 * small machine with every kind of transition the product's machines use. If an XState upgrade
 * moves any of it, this fails and names what moved, instead of coverage counting nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, setup } from 'xstate';
import { activeStateIds, invokeIdOf, microstepOf, stateIdsOf, transitionKeysFor, transitionKeysOf } from '../support/xstateInternals';

const probe = setup({
  types: {} as { context: { ready: boolean }; events: { type: 'go' } | { type: 'back' } },
  actors: { load: fromPromise(() => new Promise<never>(() => {})) },
  guards: { ready: ({ context }) => context.ready },
  delays: { soon: 10 },
}).createMachine({
  id: 'probe',
  context: { ready: false },
  initial: 'idle',
  states: {
    idle: { on: { go: [{ guard: 'ready', target: 'busy' }, { target: 'routing' }] } },
    routing: { always: { target: 'busy' } },
    busy: {
      invoke: { src: 'load' },
      initial: 'first',
      states: { first: { after: { soon: 'second' } }, second: {} },
      on: { back: 'idle' },
    },
  },
});

describe('the XState internals coverage reads', () => {
  it('lists every state under the root', () => {
    expect(stateIdsOf(probe)).toEqual({
      root: 'probe',
      states: ['probe.idle', 'probe.routing', 'probe.busy', 'probe.busy.first', 'probe.busy.second'],
    });
  });

  it('lists every transition, each guarded candidate, always and delayed ones included', () => {
    expect(transitionKeysOf(probe).sort()).toEqual(
      [
        'probe.idle --go[0]--> probe.busy',
        'probe.idle --go[1]--> probe.routing',
        'probe.routing --always[0]--> probe.busy',
        'probe.busy --back[0]--> probe.idle',
        'probe.busy.first --xstate.after.soon.probe.busy.first[0]--> probe.busy.second',
      ].sort(),
    );
  });

  it('names the transitions an event would take from a snapshot', () => {
    const start = createActor(probe).getSnapshot();
    expect(transitionKeysFor(probe, start, { type: 'go' })).toEqual(['probe.idle --go[1]--> probe.routing']);
    expect(transitionKeysFor(probe, start, { type: 'back' })).toEqual([]);
    const busy = getNextSnapshot(probe, start, { type: 'go' });
    expect(activeStateIds(busy)).toEqual(['probe', 'probe.busy', 'probe.busy.first']);
  });

  it('reads the transitions and states of each microstep from the inspection events', () => {
    const microsteps: Array<NonNullable<ReturnType<typeof microstepOf>>> = [];
    const actor = createActor(probe, {
      inspect: (inspection) => {
        const step = microstepOf(inspection);
        if (step) microsteps.push(step);
      },
    });
    actor.start();
    actor.send({ type: 'go' });
    expect(microsteps.map((m) => m.transitions)).toEqual([
      ['probe.idle --go[1]--> probe.routing'],
      ['probe.routing --always[0]--> probe.busy'],
    ]);
    expect(microsteps.at(-1)?.states).toEqual(['probe', 'probe.busy', 'probe.busy.first']);
    actor.stop();
  });

  it('finds the id of an invoke that names none, as its done and error events carry it', () => {
    expect(invokeIdOf(probe, 'busy')).toBe('0.probe.busy');
  });
});
