import type { AnyStateMachine, AnyMachineSnapshot, EventObject } from 'xstate';

/**
 * State and transition coverage of a machine by a set of generated paths: which states the
 * paths visit and which transitions (each guarded candidate counted on its own) they take.
 */

interface PathLike {
  steps: ReadonlyArray<{ state: AnyMachineSnapshot; event: EventObject }>;
}

interface NodeLike {
  id: string;
  type: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  initial?: { target: ReadonlyArray<NodeLike> };
}

interface TransitionLike {
  eventType: string;
  source: NodeLike;
  target?: ReadonlyArray<NodeLike>;
}

function* nodesOf(node: NodeLike): Generator<NodeLike> {
  yield node;
  for (const child of Object.values(node.states)) yield* nodesOf(child);
}

function transitionKey(t: TransitionLike, index: number): string {
  const targets = t.target?.map((n) => n.id).join(',') ?? '(stay)';
  return `${t.source.id} --${t.eventType || 'always'}[${index}]--> ${targets}`;
}

function keyOf(t: TransitionLike): string {
  const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
  return transitionKey(t, list?.indexOf(t) ?? 0);
}

export interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export function machineCoverage(machine: AnyStateMachine, paths: readonly PathLike[]): Coverage {
  const root = machine.root as unknown as NodeLike;
  const allStates = [...nodesOf(root)].filter((n) => n !== root).map((n) => n.id);
  const allTransitions = new Set<string>();
  for (const node of nodesOf(root)) {
    for (const list of node.transitions.values()) list.forEach((t, i) => allTransitions.add(transitionKey(t, i)));
    node.always?.forEach((t, i) => allTransitions.add(transitionKey(t, i)));
  }

  const visited = new Set<string>();
  const taken = new Set<string>();
  const markAlways = (entered: readonly NodeLike[], after: AnyMachineSnapshot) => {
    for (const node of entered) {
      for (const candidate of node.always ?? []) {
        const lands = candidate.target?.every((n) => after._nodes.some((m: { id: string }) => m.id === n.id));
        if (lands) {
          taken.add(keyOf(candidate));
          break;
        }
      }
    }
  };

  for (const path of paths) {
    let previous: AnyMachineSnapshot | null = null;
    for (const step of path.steps) {
      for (const node of step.state._nodes as Array<{ id: string }>) visited.add(node.id);
      if (previous) {
        const chosen = machine.getTransitionData(previous, step.event) as unknown as TransitionLike[];
        for (const t of chosen) {
          taken.add(keyOf(t));
          if (t.target) markAlways(t.target.flatMap((n) => [...nodesOf(n)]), step.state);
        }
      } else {
        markAlways([...nodesOf(root)], step.state);
      }
      previous = step.state;
    }
  }

  const missingStates = allStates.filter((id) => !visited.has(id));
  const missingTransitions = [...allTransitions].filter((k) => !taken.has(k));
  return {
    states: { covered: allStates.length - missingStates.length, total: allStates.length, missing: missingStates },
    transitions: {
      covered: allTransitions.size - missingTransitions.length,
      total: allTransitions.size,
      missing: missingTransitions,
    },
  };
}

/** Prints coverage the way the suite reports it, one line per machine. */
export function reportCoverage(name: string, coverage: Coverage): void {
  const pct = (c: { covered: number; total: number }) => (c.total ? ((c.covered / c.total) * 100).toFixed(0) : '100');
  console.log(
    `[coverage] ${name}: states ${coverage.states.covered}/${coverage.states.total} (${pct(coverage.states)}%), ` +
      `transitions ${coverage.transitions.covered}/${coverage.transitions.total} (${pct(coverage.transitions)}%)`,
  );
}
