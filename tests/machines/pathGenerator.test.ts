/**
 * The path generator itself (tests/support/paths.ts), on a small machine: a counter that is
 * opened, counted up to two and submitted, and refuses a submit below two with a message.
 */
import { describe, expect, it } from 'vitest';
import { assign, getInitialSnapshot, getNextSnapshot, setup, type SnapshotFrom } from 'xstate';
import { machineCoverage } from '../support/coverage';
import { generatePaths, walksOf, type ModelEvent } from '../support/paths';

const counter = setup({
  types: {} as {
    context: { count: number; message: string | null };
    events: { type: 'opened' } | { type: 'counted' } | { type: 'submitted' };
  },
}).createMachine({
  id: 'counter',
  context: { count: 0, message: null },
  initial: 'closed',
  states: {
    closed: { on: { opened: 'open' } },
    open: {
      on: {
        counted: {
          guard: ({ context }) => context.count < 2,
          actions: assign({ count: ({ context }) => context.count + 1, message: null }),
        },
        submitted: [
          { guard: ({ context }) => context.count === 2, target: 'sent' },
          { actions: assign({ message: 'Count to two first' }) },
        ],
      },
    },
    sent: { type: 'final' },
  },
});

type CounterSnapshot = SnapshotFrom<typeof counter>;

const events = (s: CounterSnapshot): ModelEvent[] =>
  s.matches('closed')
    ? [{ type: 'opened' }]
    : s.matches('open')
      ? [...(s.context.count < 2 ? [{ type: 'counted' }] : []), { type: 'submitted' }]
      : [];

/**
 * Where it is and the count, not the message: a refused submit leads back to the look it left,
 * and the graph keeps a snapshot for a look from whichever route reached it last.
 */
const serialize = (s: CounterSnapshot) => JSON.stringify([s.value, s.context.count]);

/** An item to cover that no transition names: the refusal seen at each count below two. */
const refusalsOf = (path: { steps: ReadonlyArray<{ state: CounterSnapshot }> }) =>
  path.steps.flatMap((step) => (step.state.context.message ? [`${step.state.context.message} at ${step.state.context.count}`] : []));

function expectEverythingTaken(paths: ReturnType<typeof generatePaths<typeof counter>>): void {
  const coverage = machineCoverage(counter, paths);
  expect(coverage.states.missing).toEqual([]);
  expect(coverage.transitions.missing).toEqual([]);
}

describe('the path generator', () => {
  it("gives each step the state its own events reach, not another route's with the same look", () => {
    for (const path of generatePaths(counter, { events, serialize })) {
      let state = getInitialSnapshot(counter);
      for (const step of path.steps.slice(1)) {
        state = getNextSnapshot(counter, state, step.event as never);
        expect(step.state.context).toEqual(state.context);
      }
    }
  });

  it('drops a path with an event the model would not offer where its own events lead', () => {
    // Seen from the snapshot the graph kept for "idle" (after "shown"), "dismissed" is offered
    // at once; from the start it is not.
    const notice = setup({
      types: {} as { context: { shown: boolean }; events: { type: 'shown' } | { type: 'dismissed' } },
    }).createMachine({
      context: { shown: false },
      initial: 'idle',
      states: { idle: { on: { shown: { actions: assign({ shown: true }) }, dismissed: 'gone' } }, gone: {} },
    });
    const offered = (s: SnapshotFrom<typeof notice>): ModelEvent[] =>
      s.matches('idle') ? [s.context.shown ? { type: 'dismissed' } : { type: 'shown' }] : [];
    const paths = generatePaths(notice, { events: offered, serialize: (s) => JSON.stringify(s.value) });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      let state = getInitialSnapshot(notice);
      for (const step of path.steps.slice(1)) {
        expect(offered(state)).toContainEqual(step.event);
        state = getNextSnapshot(notice, state, step.event as never);
      }
    }
  });

  it('extends the shortest paths by every event, and covers every state and transition', () => {
    const paths = generatePaths(counter, { events, serialize });
    expectEverythingTaken(paths);
    expect(paths.map((p) => p.steps.map((s) => s.event.type).slice(1))).toContainEqual(['opened', 'counted', 'counted', 'submitted']);
  });

  it('walks an event the machine ignores only when asked to, so a walk can check that nothing happens', () => {
    // "counted" offered at two as well, where the machine ignores it.
    const offered = (s: CounterSnapshot): ModelEvent[] => (s.matches('open') ? [{ type: 'counted' }, { type: 'submitted' }] : events(s));
    const ignoredAtTwo = (path: { steps: ReadonlyArray<{ state: CounterSnapshot; event: { type: string } }> }) =>
      path.steps.some((step, i) => i > 0 && step.event.type === 'counted' && path.steps[i - 1].state.context.count === 2);
    expect(generatePaths(counter, { events: offered, serialize }).some(ignoredAtTwo)).toBe(false);
    expect(generatePaths(counter, { events: offered, serialize, walkIgnored: true }).some(ignoredAtTwo)).toBe(true);
  });

  it("'covering' keeps a shortest path to every look and adds only extra steps that take something new", () => {
    const every = generatePaths(counter, { events, serialize });
    const covering = generatePaths(counter, { events, serialize, extend: 'covering' });
    expectEverythingTaken(covering);
    expect(new Set(covering.map((p) => serialize(p.state)))).toEqual(new Set(every.map((p) => serialize(p.state))));
    expect(covering.length).toBeLessThan(every.length);
  });

  it("'fewest walks' takes every state, transition and item named by `covers`, in fewer paths", () => {
    const every = generatePaths(counter, { events, serialize });
    const fewest = generatePaths(counter, { events, serialize, extend: 'fewest walks', covers: refusalsOf });
    expectEverythingTaken(fewest);
    expect(new Set(fewest.flatMap(refusalsOf))).toEqual(new Set(['Count to two first at 0', 'Count to two first at 1']));
    expect(fewest.length).toBeLessThan(every.length);
    expect(walksOf(fewest).length).toBeLessThanOrEqual(walksOf(every).length);
  });
});
