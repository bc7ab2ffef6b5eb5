/**
 * The only place the tests read XState's internals. Coverage needs the tree of state nodes
 * with their transitions, the transitions each microstep took and the nodes a snapshot is in;
 * XState's public types expose none of these. tests/machines/xstateInternals.test.ts pins
 * what is read here on a small machine, so an upgrade that changes them fails there, loudly,
 * rather than making coverage quietly report nothing.
 */
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  invoke: Array<{ id: string }>;
}

interface TransitionLike {
  eventType: string;
  source: NodeLike;
  target?: ReadonlyArray<NodeLike>;
}

function* nodesUnder(node: NodeLike): Generator<NodeLike> {
  yield node;
  for (const child of Object.values(node.states)) yield* nodesUnder(child);
}

const rootOf = (machine: AnyStateMachine): NodeLike => machine.root as unknown as NodeLike;

function keyOf(t: TransitionLike): string {
  const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
  const index = Math.max(0, list?.indexOf(t) ?? 0);
  const targets = t.target?.map((n) => n.id).join(',') ?? '(stay)';
  return `${t.source.id} --${t.eventType || 'always'}[${index}]--> ${targets}`;
}

/** The machine's root id and the ids of every state under it. */
export function stateIdsOf(machine: AnyStateMachine): { root: string; states: string[] } {
  const root = rootOf(machine);
  return { root: root.id, states: [...nodesUnder(root)].filter((n) => n !== root).map((n) => n.id) };
}

/** Every transition of the machine, each guarded candidate on its own, `always` ones included. */
export function transitionKeysOf(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of nodesUnder(rootOf(machine))) {
    for (const list of node.transitions.values()) for (const t of list) keys.push(keyOf(t));
    for (const t of node.always ?? []) keys.push(keyOf(t));
  }
  return keys;
}

/** The transitions `event` would take from `snapshot`, named as transitionKeysOf names them. */
export function transitionKeysFor(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  return (machine.getTransitionData(snapshot, event) as unknown as TransitionLike[]).map(keyOf);
}

/** The ids of the states a snapshot is in. */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as Array<{ id: string }>).map((n) => n.id);
}

/** For a microstep inspection event, the transitions it took and the states it ended in; null for any other. */
export function microstepOf(inspection: InspectionEvent): { transitions: string[]; sources: string[]; states: string[] } | null {
  if (inspection.type !== '@xstate.microstep') return null;
  const microstep = inspection as unknown as { _transitions: TransitionLike[]; snapshot: AnyMachineSnapshot };
  return {
    transitions: microstep._transitions.map(keyOf),
    sources: microstep._transitions.map((t) => t.source.id),
    states: activeStateIds(microstep.snapshot),
  };
}

/** The id XState gives the first invoke of a top-level state that names none (for its done and error events). */
export function invokeIdOf(machine: AnyStateMachine, state: string): string {
  return rootOf(machine).states[state].invoke[0].id;
}

/**
 * The snapshot `event` leads to, computed as `getNextSnapshot` computes it (nothing is started
 * or run) but in the actor system of `host`, so what the machine finds there by system id (the
 * app-wide actors a screen tells) is found. XState builds that inert scope internally and
 * gives no way to choose its system.
 */
export function nextSnapshotIn<M extends AnyStateMachine>(
  host: AnyActorRef,
  machine: M,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyMachineSnapshot {
  const self = createActor(machine) as unknown as { system: unknown };
  self.system = host.system;
  const scope = {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: host.system,
    emit: () => {},
    actionExecutor: () => {},
  };
  const transition = machine.transition as unknown as (s: AnyMachineSnapshot, e: EventObject, scope: unknown) => AnyMachineSnapshot;
  return transition.call(machine, snapshot, event, scope);
}

/**
 * The states of `machine` that invoke an actor whose failure leads to a state named `failed`
 * (or `...Failed`): a read that writes its own failed state. A save fails back to the form.
 */
export function readsWithOwnFailure(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  for (const node of nodesUnder(rootOf(machine))) {
    for (const { id } of node.invoke) {
      const onError = node.transitions.get(`xstate.error.actor.${id}`) ?? [];
      if (onError.some((t) => t.target?.some((target) => /(^|\.)failed$|Failed$/.test(target.id)))) found.push(`${node.id} (${id})`);
    }
  }
  return found;
}
