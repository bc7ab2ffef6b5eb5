import { expect } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { activeStateIds, microstepOf, stateIdsOf, transitionKeysOf } from './xstateInternals';
import { startAmongAppWide } from './appWide';

/**
 * State and transition coverage of a machine by a set of generated paths: which states the
 * paths visit and which transitions (each guarded candidate counted on its own, `always` and
 * delayed ones included) they take. Each path is replayed in a real actor whose invoked
 * actors never settle, so only the path's own events move it; the inspection API reports
 * every microstep's transitions.
 */

export interface PathLike {
  steps: ReadonlyArray<{ state: AnyMachineSnapshot; event: EventObject }>;
  state: AnyMachineSnapshot;
}

export interface Coverage {
  /** How many paths were replayed. */
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** `appWide`: the machine tells the app-wide actors (a screen's root), so it is replayed beside them. */
export function machineCoverage(
  machine: AnyStateMachine,
  paths: ReadonlyArray<PathLike & { input?: unknown }>,
  input?: unknown,
  appWide = false,
): Coverage {
  const { root, states: allStates } = stateIdsOf(machine);
  const allTransitions = new Set(transitionKeysOf(machine));

  const stubs = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  const replayable = machine.provide({ actors: stubs });
  const visited = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const inspect = (inspection: InspectionEvent) => {
      const microstep = microstepOf(inspection);
      if (!microstep) return;
      microstep.transitions.forEach((key) => taken.add(key));
      microstep.sources.forEach((id) => visited.add(id));
      microstep.states.forEach((id) => visited.add(id));
    };
    const { actor, stop } = appWide
      ? started(startAmongAppWide(replayable, path.input ?? input, inspect))
      : alone(replayable, path.input ?? input, inspect);
    activeStateIds(actor.getSnapshot()).forEach((id) => visited.add(id));
    for (const step of path.steps.slice(1)) actor.send(step.event);
    stop();
  }
  visited.delete(root);

  const missingStates = allStates.filter((id) => !visited.has(id));
  const missingTransitions = [...allTransitions].filter((k) => !taken.has(k));
  return {
    paths: paths.length,
    states: { covered: allStates.length - missingStates.length, total: allStates.length, missing: missingStates },
    transitions: { covered: allTransitions.size - missingTransitions.length, total: allTransitions.size, missing: missingTransitions },
  };
}

function alone(machine: AnyStateMachine, input: unknown, inspect: (inspection: InspectionEvent) => void) {
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, stop: () => actor.stop() };
}

const started = ({ screen, stop }: { screen: AnyActorRef; stop: () => void }) => ({ actor: screen, stop });

/** Prints coverage the way the suite reports it, one line per machine; `walks`: the tests that walked the paths. */
export function reportCoverage(name: string, coverage: Coverage, walks?: number): void {
  const pct = (c: { covered: number; total: number }) => (c.total ? ((c.covered / c.total) * 100).toFixed(0) : '100');
  const walked = walks === undefined ? '' : ` walked in ${walks} ${walks === 1 ? 'test' : 'tests'}`;
  console.log(
    `[coverage] ${name}: ${coverage.paths} paths${walked}, states ${coverage.states.covered}/${coverage.states.total} (${pct(coverage.states)}%), ` +
      `transitions ${coverage.transitions.covered}/${coverage.transitions.total} (${pct(coverage.transitions)}%)`,
  );
}

/** Prints a model's coverage and fails its file unless the paths took every state and transition. */
export function expectEverythingCovered(name: string, coverage: Coverage, walks?: number): void {
  reportCoverage(name, coverage, walks);
  expect(coverage.states.missing).toEqual([]);
  expect(coverage.transitions.missing).toEqual([]);
}
