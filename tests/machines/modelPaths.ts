/**
 * Path generation shared by the clients and users model tests: shortest paths to every
 * distinct state, then one more step for every event a state can take that no path took yet,
 * with the events offered depending on what the screen shows in that state.
 */
import { getNextSnapshot, type AnyStateMachine, type EventFromLogic, type EventObject, type InputFrom, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

export type AnyEvent = EventObject & Record<string, unknown>;

export interface Step<M extends AnyStateMachine> {
  state: SnapshotFrom<M>;
  event: EventObject;
}

export interface ModelPath<M extends AnyStateMachine> {
  steps: Array<Step<M>>;
  state: SnapshotFrom<M>;
}

export function generatePaths<M extends AnyStateMachine>(
  machine: M,
  eventsFor: (snapshot: SnapshotFrom<M>) => AnyEvent[],
  serialize: (snapshot: SnapshotFrom<M>) => string,
  input?: InputFrom<M>,
): Array<ModelPath<M>> {
  const shortest = getShortestPaths(machine, {
    input,
    // Actor outcomes and timers are events too, outside the machine's own event union.
    events: (s) => eventsFor(s as SnapshotFrom<M>) as unknown as Array<EventFromLogic<M>>,
    serializeState: (s) => serialize(s as SnapshotFrom<M>),
  }) as unknown as Array<ModelPath<M>>;
  const seen = new Set<string>();
  const key = (s: SnapshotFrom<M>, e: EventObject) => `${serialize(s)}|${JSON.stringify(e)}`;
  for (const path of shortest) for (let i = 1; i < path.steps.length; i++) seen.add(key(path.steps[i - 1].state, path.steps[i].event));
  const extended = [...shortest];
  for (const path of shortest) {
    for (const event of eventsFor(path.state)) {
      if (seen.has(key(path.state, event))) continue;
      if (machine.getTransitionData(path.state, event as EventFromLogic<M>).length === 0) continue;
      seen.add(key(path.state, event));
      const next = getNextSnapshot(machine, path.state, event as EventFromLogic<M>) as SnapshotFrom<M>;
      extended.push({ steps: [...path.steps, { state: next, event }], state: next });
    }
  }
  return extended;
}

export function describePath(steps: ReadonlyArray<{ event: EventObject }>): string {
  return (
    steps
      .slice(1)
      .map((s) => {
        const e = s.event as EventObject & Record<string, unknown>;
        const name = e.type
          .replace('xstate.done.actor.', 'done:')
          .replace('xstate.error.actor.', 'error:')
          .replace(/^xstate\.after\.(\w+)\..*/, 'after:$1');
        const detail =
          e.type === 'modal.opened'
            ? e.subject
              ? '(edit)'
              : '(create)'
            : 'search' in e
              ? `(${JSON.stringify(e.search)})`
              : 'page' in e
                ? `(${String(e.page)})`
                : 'patch' in e
                  ? `(${Object.keys(e.patch as object).length > 1 ? 'valid' : 'invalid'})`
                  : '';
        return name + detail;
      })
      .join(' → ') || '(start)'
  );
}
