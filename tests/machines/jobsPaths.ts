/**
 * Path generation for the jobs model tests: shortest paths to every distinct state, then one
 * more step for every event a state can take that no path took yet, with the events offered
 * depending on what the screen lets a user (or the server) do in that state.
 */
import { getNextSnapshot, type AnyStateMachine, type EventFromLogic, type EventObject, type InputFrom, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { transitionKeysFor } from '../support/xstateInternals';

export interface JobsStep<M extends AnyStateMachine> {
  state: SnapshotFrom<M>;
  event: EventObject;
}

export interface JobsPath<M extends AnyStateMachine> {
  steps: Array<JobsStep<M>>;
  state: SnapshotFrom<M>;
  /** The machine's input, so coverage can replay the path. */
  input?: InputFrom<M>;
}

export function jobsPaths<M extends AnyStateMachine>(
  machine: M,
  eventsFor: (snapshot: SnapshotFrom<M>) => EventObject[],
  serialize: (snapshot: SnapshotFrom<M>) => string,
  input?: InputFrom<M>,
): Array<JobsPath<M>> {
  const shortest = getShortestPaths(machine, {
    input,
    // Actor outcomes and timers are events too, outside the machine's own event union.
    events: (s) => eventsFor(s as SnapshotFrom<M>) as unknown as Array<EventFromLogic<M>>,
    serializeState: (s) => serialize(s as SnapshotFrom<M>),
  }).map((path) => ({ ...path, input })) as unknown as Array<JobsPath<M>>;
  const taken = new Set<string>();
  const keysOf = (s: SnapshotFrom<M>, e: EventObject): string[] => transitionKeysFor(machine, s, e);
  for (const path of shortest)
    for (let i = 1; i < path.steps.length; i++) keysOf(path.steps[i - 1].state, path.steps[i].event).forEach((k) => taken.add(k));
  const extended = [...shortest];
  // Shortest paths reach every state; one more step is added only for a transition none took.
  for (const path of [...shortest].sort((a, b) => a.steps.length - b.steps.length)) {
    for (const event of eventsFor(path.state)) {
      const keys = keysOf(path.state, event);
      if (keys.length === 0 || keys.every((k) => taken.has(k))) continue;
      keys.forEach((k) => taken.add(k));
      const next = getNextSnapshot(machine, path.state, event as EventFromLogic<M>) as SnapshotFrom<M>;
      extended.push({ steps: [...path.steps, { state: next, event }], state: next, input });
    }
  }
  return extended;
}

/** A readable test name: the events of the path. */
export function pathName(steps: ReadonlyArray<{ event: EventObject }>): string {
  return (
    steps
      .slice(1)
      .map((s) => {
        const e = s.event as EventObject & Record<string, unknown>;
        const name = e.type
          .replace(/^xstate\.done\.actor\.(.*)$/, 'done:$1')
          .replace(/^xstate\.error\.actor\.(.*)$/, 'error:$1')
          .replace(/^xstate\.after\.(\w+)\..*/, 'after:$1');
        const detail = 'label' in e ? `(${String(e.label)})` : 'page' in e ? `(${String(e.page)})` : '';
        return name + detail;
      })
      .join(' → ') || '(start)'
  );
}
