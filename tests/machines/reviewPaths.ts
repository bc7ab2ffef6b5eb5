import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { machineCoverage, withEveryTransition } from '../support/coverage';

interface PathLike {
  steps: ReadonlyArray<{ state: AnyMachineSnapshot; event: EventObject }>;
  state: AnyMachineSnapshot;
}

function coveredBy(machine: AnyStateMachine, paths: readonly PathLike[], input?: unknown): Set<string> {
  const coverage = machineCoverage(machine, paths, input);
  const missing = new Set(coverage.transitions.missing);
  const all = machineCoverage(machine, [], input).transitions.missing;
  return new Set(all.filter((key) => !missing.has(key)));
}

/**
 * The shortest paths to every state, plus only those one-step extensions that take a
 * transition no path took yet: full transition coverage with as few rendered walks as the
 * model allows.
 */
export function coveringPaths<P extends PathLike>(
  machine: AnyStateMachine,
  shortest: readonly P[],
  events: readonly EventObject[],
  serialize: (snapshot: AnyMachineSnapshot) => string,
  input?: unknown,
  /** Whether the screen lets the user send this event in this state; by default always. */
  allowed: (state: AnyMachineSnapshot, event: EventObject) => boolean = () => true,
): PathLike[] {
  const extended = (withEveryTransition(machine, shortest, events, serialize) as unknown as PathLike[]).filter((path) =>
    path.steps.every((step, i) => i === 0 || allowed(path.steps[i - 1].state, step.event)),
  );
  const chosen: PathLike[] = [...shortest];
  const covered = coveredBy(machine, chosen, input);
  for (const candidate of extended.slice(shortest.length)) {
    const adds = [...coveredBy(machine, [candidate], input)].some((key) => !covered.has(key));
    if (!adds) continue;
    chosen.push(candidate);
    for (const key of coveredBy(machine, [candidate], input)) covered.add(key);
  }
  return chosen;
}

/** Short, readable test names: the events of a path after the start. */
export function describeSteps(steps: ReadonlyArray<{ event: EventObject }>, name: (event: EventObject) => string): string {
  return (
    steps
      .slice(1)
      .map((s) => name(s.event))
      .join(' → ') || '(start)'
  );
}
