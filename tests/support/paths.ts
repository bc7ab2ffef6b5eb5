/**
 * The path generator of the model-based tests. A model is a machine, the events a user (or the
 * server, or a timer) can send in each of its states, and what makes two states different to
 * the eye. From it: the shortest path to every distinct state, each replayed from the start so
 * its steps are its own, then one more step for events those paths did not take, so that every
 * transition is taken; optionally only the greedy subset that takes every state, transition and
 * what the model names besides (its spec messages). One describer names each path.
 */
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { machineCoverage } from './coverage';
import type { HeldCall } from './server';
import { nextSnapshotIn, transitionKeysFor } from './xstateInternals';
import { startAppWide } from './appWide';

/** An event of a model: the machine's own, an actor's outcome (`xstate.done.actor.*`) or a timer. */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface ModelStep<M extends AnyStateMachine> {
  state: SnapshotFrom<M>;
  event: EventObject;
}

export interface ModelPath<M extends AnyStateMachine> {
  steps: Array<ModelStep<M>>;
  state: SnapshotFrom<M>;
  /** The machine's input, so coverage can replay the path. */
  input?: InputFrom<M>;
}

export interface PathOptions<M extends AnyStateMachine> {
  /** The events the screen offers in a state. */
  events: (snapshot: SnapshotFrom<M>) => readonly EventObject[];
  /** Two states with the same key look the same on the screen. */
  serialize: (snapshot: SnapshotFrom<M>) => string;
  input?: InputFrom<M>;
  /** The events tried for the extra step; by default `events`. */
  extendWith?: (snapshot: SnapshotFrom<M>) => readonly EventObject[];
  /**
   * Which extra steps are added to the shortest paths:
   * - 'every event' (the default): one for each (state, event) pair no path took;
   * - 'new transitions': only one that takes a transition no path took yet;
   * - 'covering': every event's, then only those that add something to cover (see `covers`),
   *   the one that adds most first;
   * - 'fewest walks': no path is kept as such: from the shortest paths and every event's
   *   extra step, the one that adds most to cover first, until none adds anything. For a model
   *   whose screen takes too long to walk every path of (the assign wizard's).
   */
  extend?: 'every event' | 'new transitions' | 'covering' | 'fewest walks';
  /**
   * An event the machine ignores where it is offered (it takes no transition) gets its extra
   * step too, so a walk checks that nothing happens: a shortcut key typed into a field.
   */
  walkIgnored?: boolean;
  /**
   * What a covering subset must take besides every state and transition: the spec messages a
   * path shows, a rule it exercises, each named by a string.
   */
  covers?: (path: ModelPath<M>) => Iterable<string>;
  /**
   * The machine tells the app-wide actors (a screen's root: the header counts, the session),
   * so each step is computed beside them (tests/support/appWide.ts); without them it throws.
   */
  appWide?: boolean;
}

type Step = <M extends AnyStateMachine>(machine: M, snapshot: SnapshotFrom<M>, event: EventObject) => SnapshotFrom<M>;

const plainStep: Step = (machine, snapshot, event) => getNextSnapshot(machine, snapshot, event as EventFromLogic<typeof machine>);

/** A step computed in a system of its own that holds the app-wide actors. */
const stepAmongAppWide: Step = (machine, snapshot, event) => {
  const host = startAppWide();
  try {
    return nextSnapshotIn(host, machine, snapshot, event) as SnapshotFrom<typeof machine>;
  } finally {
    host.stop();
  }
};

const stepOf = (options: { appWide?: boolean }): Step => (options.appWide ? stepAmongAppWide : plainStep);

/**
 * The machine as the traversal walks it: each step computed as `getNextSnapshot` computes it, on
 * an actor scope of its own. The traversal's own scope is one actor system for the whole walk,
 * where a child started under a system id (the session's header counts) could not start again
 * when a later step enters its state again.
 */
function stepByStep<M extends AnyStateMachine>(machine: M, step: Step): M {
  const transition = (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => step(machine, snapshot, event);
  return Object.assign(Object.create(machine) as M, { transition });
}

/**
 * The graph keeps one snapshot per serialized key, so a step may carry the context of another
 * route to the same key. Replaying the events from the start gives each step its own; a path
 * with an event the model does not offer at that point (on the replayed state) is dropped.
 */
function replayed<M extends AnyStateMachine>(machine: M, path: ModelPath<M>, options: PathOptions<M>): ModelPath<M> | null {
  let state = getInitialSnapshot(machine, options.input as InputFrom<M>) as SnapshotFrom<M>;
  const steps: Array<ModelStep<M>> = [{ event: path.steps[0].event, state }];
  for (const { event } of path.steps.slice(1)) {
    const key = valueKey(event);
    if (!options.events(state).some((offered) => valueKey(offered) === key)) return null;
    state = stepOf(options)(machine, state, event);
    steps.push({ event, state });
  }
  return { steps, state, input: options.input };
}

export function generatePaths<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): Array<ModelPath<M>> {
  return traversed(machine, options).paths(options.extend ?? 'every event');
}

/**
 * The shortest paths of a model, and, asked for, the extra steps and the items each path
 * covers: each computed once however many of the `extend` choices are asked of it. The
 * traversal and the coverage of every candidate were most of the time a file with a large
 * model took to collect (the assign wizard's: three choices, each computed from scratch).
 */
function traversed<M extends AnyStateMachine>(
  machine: M,
  options: PathOptions<M>,
): { paths: (extend: NonNullable<PathOptions<M>['extend']>) => Array<ModelPath<M>> } {
  const { events, serialize, input } = options;
  const extendWith = options.extendWith ?? events;
  const shortest = (
    getShortestPaths(stepByStep(machine, stepOf(options)), {
      input,
      // Actor outcomes and timers are events too, outside the machine's own event union.
      events: (s) => events(s as SnapshotFrom<M>) as unknown as Array<EventFromLogic<M>>,
      serializeState: (s) => serialize(s as SnapshotFrom<M>),
    }) as unknown as Array<ModelPath<M>>
  ).flatMap((path) => replayed(machine, path, options) ?? []);
  const next = (path: ModelPath<M>, event: EventObject): ModelPath<M> => {
    const state = stepOf(options)(machine, path.state, event);
    return { steps: [...path.steps, { state, event }], state, input };
  };

  const newTransitions = (): Array<ModelPath<M>> => {
    const taken = new Set<string>();
    const keysOf = (s: SnapshotFrom<M>, e: EventObject): string[] => transitionKeysFor(machine, s, e);
    for (const path of shortest)
      for (let i = 1; i < path.steps.length; i++) keysOf(path.steps[i - 1].state, path.steps[i].event).forEach((k) => taken.add(k));
    const extended = [...shortest];
    for (const path of [...shortest].sort((a, b) => a.steps.length - b.steps.length)) {
      for (const event of extendWith(path.state)) {
        const keys = keysOf(path.state, event);
        if (keys.length === 0 || keys.every((k) => taken.has(k))) continue;
        keys.forEach((k) => taken.add(k));
        extended.push(next(path, event));
      }
    }
    return extended;
  };

  const extraSteps = once((): Array<ModelPath<M>> => {
    const seen = new Set<string>();
    const pair = (s: SnapshotFrom<M>, e: EventObject) => `${serialize(s)}|${JSON.stringify(e)}`;
    for (const path of shortest) for (let i = 1; i < path.steps.length; i++) seen.add(pair(path.steps[i - 1].state, path.steps[i].event));
    const extensions: Array<ModelPath<M>> = [];
    for (const path of shortest) {
      for (const event of extendWith(path.state)) {
        if (seen.has(pair(path.state, event))) continue;
        if (!options.walkIgnored && machine.getTransitionData(path.state, event as EventFromLogic<M>).length === 0) continue;
        seen.add(pair(path.state, event));
        extensions.push(next(path, event));
      }
    }
    return extensions;
  });

  const itemsOf = once(() => {
    const items = coverageItems(machine, { ...options, covers: options.covers ?? messagesShown });
    const known = new Map<ModelPath<M>, Set<string>>();
    return (path: ModelPath<M>): Set<string> => {
      if (!known.has(path)) known.set(path, items(path));
      return known.get(path)!;
    };
  });

  const chosen = new Map<string, Array<ModelPath<M>>>();
  const choose = (extend: NonNullable<PathOptions<M>['extend']>): Array<ModelPath<M>> => {
    switch (extend) {
      case 'new transitions':
        return newTransitions();
      case 'every event':
        return [...shortest, ...extraSteps()];
      case 'covering':
        return [...shortest, ...greedyCover(extraSteps(), itemsOf(), shortest)];
      case 'fewest walks':
        return greedyCover([...shortest, ...extraSteps()], itemsOf());
    }
  };
  return {
    paths(extend) {
      if (!chosen.has(extend)) chosen.set(extend, choose(extend));
      return chosen.get(extend)!;
    },
  };
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/** Where a machine keeps what the screen says: its message, the fields' messages, a notice. */
const MESSAGE_KEYS = ['error', 'notice', 'message', 'fieldErrors'];

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) yield* stringsIn(inner);
}

/**
 * The messages a path shows (each step's `error`, `notice`, `message` and fields' messages), so
 * a covering subset shows each spec message at least once, as every state and transition.
 */
export function messagesShown(path: ModelPath<AnyStateMachine>): string[] {
  const shown = new Set<string>();
  for (const { state } of path.steps) {
    const context: unknown = state.context;
    if (!context || typeof context !== 'object') continue;
    for (const key of MESSAGE_KEYS)
      for (const message of stringsIn((context as Record<string, unknown>)[key])) shown.add(`message ${message}`);
  }
  return [...shown];
}

/**
 * A model's two sets of paths (decision 020): `every` generated path, walked on its machine
 * (tests/support/machineWalk.ts), and the `covering` set walked on the rendered screen: every
 * state, transition and message of them, in as few walks as the greedy choice finds (`extend:
 * 'covering'` or `'fewest walks'`), and never more than `every` itself.
 */
export function everyAndCovering<M extends AnyStateMachine>(
  machine: M,
  options: PathOptions<M>,
): { every: Array<ModelPath<M>>; covering: Array<ModelPath<M>> } {
  const traversal = traversed(machine, options);
  const every = traversal.paths(options.extend ?? 'every event');
  // The covering extra steps on the shortest paths, or, when the shortest paths alone are many
  // (a state for each filter a list can be in), the fewest paths from all of them that cover it.
  const [covering] = [every, traversal.paths('covering'), traversal.paths('fewest walks')]
    .map((paths) => ({ paths, walks: walksOf(paths).length }))
    .sort((a, b) => a.walks - b.walks);
  return { every, covering: covering.paths };
}

/** What one path takes that a covering subset must: its states, its transitions and what `covers` names. */
function coverageItems<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): (path: ModelPath<M>) => Set<string> {
  const none = machineCoverage(machine, [], options.input, options.appWide);
  return (path) => {
    const one = machineCoverage(machine, [path], options.input, options.appWide);
    const missing = new Set([...one.states.missing, ...one.transitions.missing]);
    return new Set([
      ...[...none.states.missing, ...none.transitions.missing].filter((item) => !missing.has(item)),
      ...(options.covers?.(path) ?? []),
    ]);
  };
}

/**
 * From `candidates`, greedily the path that adds most items not yet covered (by `kept` or by
 * a path chosen before it), the shorter one on a tie, until no candidate adds any.
 */
function greedyCover<P>(
  candidates: ReadonlyArray<P & { steps: readonly unknown[] }>,
  itemsOf: (path: P) => Set<string>,
  kept: readonly P[] = [],
): P[] {
  const covered = new Set(kept.flatMap((path) => [...itemsOf(path)]));
  const pending = candidates.map((path) => ({ path, items: [...itemsOf(path)] }));
  const chosen: P[] = [];
  for (;;) {
    const gain = (candidate: (typeof pending)[number]) => candidate.items.filter((item) => !covered.has(item)).length;
    pending.sort((a, b) => gain(b) - gain(a) || a.path.steps.length - b.path.steps.length);
    const best = pending.shift();
    if (!best || gain(best) === 0) return chosen;
    best.items.forEach((item) => covered.add(item));
    chosen.push(best.path);
  }
}

/** A form modal as its model sees it. */
interface FormModalSnapshot {
  value: unknown;
  context: { subject: unknown; values: unknown; error: string | null; fieldErrors: object };
}

/**
 * What sets a form modal's states apart on screen: where it is, creating or editing, the exact
 * values (not just their validity: the form shows them), its message and whether a field has one.
 */
export function formModalLook(s: FormModalSnapshot): unknown[] {
  return [s.value, s.context.subject !== null, s.context.values, s.context.error, Object.keys(s.context.fieldErrors).length > 0];
}

/**
 * What can happen while a call runs, as model events: the server answers (`output`), it fails
 * (a 500), or the user stops waiting (Cancel, Escape or ×).
 */
export function callOutcomes(actorId: string, output: unknown): ModelEvent[] {
  return [
    { type: `xstate.done.actor.${actorId}`, output },
    { type: `xstate.error.actor.${actorId}`, error: new Error('500') },
    { type: 'submission.cancelled' },
  ];
}

/** A loader's snapshot that says it failed. */
const isFailedSnapshot = (snapshot: unknown): boolean =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && snapshot.value === 'failed';

/**
 * Answers `held` as the model's outcome of a call says (see callOutcomes): the server's own
 * answer for its done event, a 500 for its error event.
 */
export async function answerAsModelled(held: HeldCall, event: EventObject): Promise<void> {
  // A loader's outcome (src/machines/loader.machine.ts) names the state it ended in.
  const loaderFailed = event.type.startsWith('xstate.snapshot.') && 'snapshot' in event && isFailedSnapshot(event.snapshot);
  if (event.type.startsWith('xstate.done.actor.') || (event.type.startsWith('xstate.snapshot.') && !loaderFailed)) await held.passThrough();
  else if (event.type.startsWith('xstate.error.actor.') || loaderFailed) await held.fail(500);
  else throw new Error(`${event.type} is not the outcome of a call`);
}

/** A readable test name: the path's events after the start, each with what sets it apart. */
export function describePath(steps: ReadonlyArray<{ event: EventObject }>, name: (event: ModelEvent) => string = nameOfEvent): string {
  return (
    steps
      .slice(1)
      .map((s) => name(s.event as ModelEvent))
      .join(' → ') || '(start)'
  );
}

/** The describer's name for one event, which a model's own describer can fall back on. */
export function nameOfEvent(e: ModelEvent): string {
  const type = e.type
    .replace(/^xstate\.done\.actor\./, 'done:')
    .replace(/^xstate\.error\.actor\./, 'error:')
    .replace(/^xstate\.after\.(\w+)\..*/, 'after:$1');
  const detail =
    'label' in e
      ? `(${String(e.label)})`
      : e.type === 'modal.opened' && 'subject' in e
        ? e.subject
          ? '(edit)'
          : '(create)'
        : 'search' in e
          ? `(${JSON.stringify(e.search)})`
          : 'page' in e
            ? `(${String(e.page)})`
            : 'patch' in e
              ? `(${Object.keys(e.patch as object).length > 1 ? 'valid' : 'invalid'})`
              : 'how' in e
                ? `(${String(e.how)})`
                : 'key' in e
                  ? `(${String(e.key)})`
                  : '';
  return type + detail;
}

/** A walk of the screen: one generated path, and the shorter generated paths it begins with. */
export interface PathWalk<M extends AnyStateMachine> {
  path: ModelPath<M>;
  /** The generated paths this one begins with, shortest first: each is walked as its beginning. */
  beginnings: Array<ModelPath<M>>;
}

/** Values compared by what they carry: a file by its name, size and type, an error by its message. */
function valueKey(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, value: unknown) =>
    value instanceof Blob
      ? { blob: value instanceof File ? value.name : '', size: value.size, type: value.type }
      : value instanceof Error
        ? { error: value.message }
        : value,
  );
}

const stepKey = (step: { state: { value: unknown }; event: EventObject }) => `${valueKey(step.event)}@${JSON.stringify(step.state.value)}`;

/** A path's steps as walksOf compares them, led by the input its machine starts with. */
const walkKeys = (path: ModelPath<AnyStateMachine>): string[] => [`input ${valueKey(path.input) ?? 'none'}`, ...path.steps.map(stepKey)];

/**
 * The walks that take every generated path once. A walk checks the state after each of its
 * steps, so a path that another path begins with is walked, step for step and check for check,
 * as that path's beginning; it needs no walk of its own. Every other path is a walk. The paths
 * from the start to each state are mostly such beginnings, of each other and of the extra steps
 * from their ends (see generatePaths).
 */
export function walksOf<M extends AnyStateMachine>(paths: ReadonlyArray<ModelPath<M>>): Array<PathWalk<M>> {
  const keys = paths.map(walkKeys);
  const begins = (longer: string[], shorter: string[]) => shorter.length < longer.length && shorter.every((key, i) => longer[i] === key);
  const walks = paths.map((path, i) => ({ path, keys: keys[i] })).filter(({ keys: mine }) => !keys.some((other) => begins(other, mine)));
  // A beginning shared by several walks is listed under the first of them.
  const listed = new Set<number>();
  return walks.map(({ path, keys: mine }) => {
    const beginnings: Array<ModelPath<M>> = [];
    for (const [i, shorter] of paths.entries()) {
      if (listed.has(i) || !begins(mine, keys[i])) continue;
      listed.add(i);
      beginnings.push(shorter);
    }
    return { path, beginnings: beginnings.sort((a, b) => a.steps.length - b.steps.length) };
  });
}
