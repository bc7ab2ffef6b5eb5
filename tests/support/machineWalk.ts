/**
 * Every generated path of a model walked on its machine alone: the machine runs as an actor
 * with its real actors, which call the real mock backend (msw/node over the mock db), and no
 * screen is drawn. Each call the machine sends is held until the path decides its answer: the
 * mock backend's own for an `xstate.done.actor.*` step, a 500 for an `xstate.error.actor.*`
 * one; a loader's outcome (`xstate.snapshot.*`, src/machines/loader.machine.ts) is answered
 * alike: a 500 when it says `failed`, the backend's own otherwise. A timer's step moves XState's simulated clock. After every step the actor must be in the
 * modelled state, look the same by the model's own `serialize`, and the server must hold what
 * the model's `expectStored` says (docs/decisions/020-every-path-on-its-machine.md).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { server } from '../../mocks/node';
import { answer } from '../../mocks/handlers';
import { readToken } from '../../src/api/client';
import { expectEverythingCovered, machineCoverage } from './coverage';
import { describePath, walksOf, type ModelEvent, type ModelPath, type ModelStep } from './paths';
import { startAmongAppWide } from './appWide';
import { signInAs, type DemoRole } from './session';

/** Every call the machine sends, held in the order sent until the walk answers it. */
export interface HeldBackend {
  /** Resolves once a call waits (true), or after `ms` with none (false). */
  arrived(ms?: number): Promise<boolean>;
  /** Lets the mock backend answer the newest waiting call (the oldest that `picks`); false when none came. */
  passOne(picks?: Picks): Promise<boolean>;
  /** Answers the newest waiting call (the oldest that `picks`) with this JSON, as the model's page; false when none came. */
  respondOne(body: unknown, picks?: Picks): Promise<boolean>;
  /** Fails the newest waiting call (the oldest that `picks`) with a 500; false when none came. */
  failOne(picks?: Picks): Promise<boolean>;
  /** Drops the newest waiting call (the oldest that `picks`) as a lost connection does: no answer at all; false when none came. */
  dropOne(picks?: Picks): Promise<boolean>;
  /** How many calls (that `picks`) wait now. */
  waiting(picks?: Picks): number;
}

/** Which held calls a step answers: by the call's method and address. */
export type Picks = (request: Request) => boolean;

/** A call sent under an earlier test's token is not this walk's to hold (see server.ts). */
const sentByAnEarlierTest = (request: Request) => {
  const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  return sent !== undefined && sent !== readToken();
};

function holdEveryCall(): HeldBackend {
  const waiting: Array<{ request: Request; answer: (response: Response) => void }> = [];
  const arrivals: Array<() => void> = [];
  server.use(
    http.all('*', async ({ request }) => {
      if (sentByAnEarlierTest(request)) return (await answer(request.clone())) ?? new HttpResponse(null, { status: 404 });
      if (request.signal.aborted) return HttpResponse.error();
      return new Promise<Response>((answer) => {
        const held = { request: request.clone(), answer };
        waiting.push(held);
        // A call the machine gave up on (it left the state that sent it) waits no more.
        request.signal.addEventListener('abort', () => {
          const index = waiting.indexOf(held);
          if (index >= 0) waiting.splice(index, 1);
        });
        arrivals.splice(0).forEach((wake) => wake());
      });
    }),
  );
  const arrived = async (ms = 1000, picks: Picks = () => true): Promise<boolean> => {
    const end = Date.now() + ms;
    while (!waiting.some((held) => picks(held.request))) {
      const left = end - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, left);
        arrivals.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
    return true;
  };
  // Without a pick, the newest call: the one the state just entered sent, rather than a read
  // another part of the machine still waits on. An actor's own calls are answered in the order
  // sent, as pages of one read are.
  const take = async (picks?: Picks) => {
    if (!(await arrived(1000, picks))) return null;
    const index = picks ? waiting.findIndex((held) => picks(held.request)) : waiting.length - 1;
    return waiting.splice(index, 1)[0];
  };
  return {
    arrived: (ms) => arrived(ms),
    async passOne(picks) {
      const held = await take(picks);
      if (!held) return false;
      held.answer((await answer(held.request)) ?? new HttpResponse(null, { status: 404 }));
      return true;
    },
    async respondOne(body, picks) {
      const held = await take(picks);
      if (!held) return false;
      held.answer(HttpResponse.json(body as Record<string, unknown>));
      return true;
    },
    async failOne(picks) {
      const held = await take(picks);
      if (!held) return false;
      held.answer(new HttpResponse(null, { status: 500 }));
      return true;
    },
    async dropOne(picks) {
      const held = await take(picks);
      if (!held) return false;
      held.answer(HttpResponse.error());
      return true;
    },
    waiting: (picks) => waiting.filter((held) => !picks || picks(held.request)).length,
  };
}

/** Resolves once `met` holds, or after `ms` whether or not it does. */
async function until(met: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!met() && Date.now() < end) await new Promise<void>((wake) => setTimeout(wake, 2));
}

/** What a machine walk is given to run a step or check a state. */
export interface MachineStepContext<M extends AnyStateMachine> {
  actor: AnyActorRef;
  backend: HeldBackend;
  clock: SimulatedClock;
  /** The modelled state this step must reach. */
  target: SnapshotFrom<M>;
}

/** How a model's every path is walked on its machine. */
export interface MachineWalk<M extends AnyStateMachine> {
  machine: M;
  paths: Array<ModelPath<M>>;
  /** The name its coverage line is printed under, as on screen. */
  coverage: string;
  /** What sets two states apart (the model's own `serialize`): the actor must match the path's. */
  look: (snapshot: SnapshotFrom<M>) => unknown;
  /** The machine's input, when its paths were generated with one; by default the model's. */
  input?: InputFrom<M> | (() => InputFrom<M>);
  /** Who is signed in while it walks, as the calls need a token the mock backend accepts. */
  as?: DemoRole | null;
  /**
   * Which calls each invoked actor sends, by its id (`loadUsers`) and a part of the address
   * (`/api/users`), when the machine has more than one call out at a time: a step answers that
   * actor's call, not merely the newest.
   */
  calls?: Record<string, string | ((request: Request) => boolean)>;
  /** Makes what the paths name before each walk (the database is reset before each test). */
  prepare?: () => Promise<void> | void;
  /** A step the backend takes other than a call's whole answer (one page of a read...): true if it did it. */
  execute?: (event: ModelEvent, before: SnapshotFrom<M>, walk: MachineStepContext<M>) => Promise<boolean> | boolean;
  /** What the server stored, checked after every step (with the steps taken so far). */
  expectStored?: (actual: SnapshotFrom<M>, taken: ReadonlyArray<ModelStep<M>>) => Promise<void> | void;
  /** A path's test name; by default its events. */
  name?: (path: ModelPath<M>) => string;
  /** The machine tells the app-wide actors (a screen's root): it runs beside them. */
  appWide?: boolean;
  timeout?: number;
}

/** The longest a walk waits for the machine to reach the modelled state after a call's answer. */
const SETTLE_MS = 2000;
/** A timer's step moves the clock in steps this long until the modelled state is reached. */
const TICK_MS = 100;
/** ...and gives up after this long: longer than any of the machines' delays (docs/behaviour.md §9). */
const LONGEST_DELAY_MS = 10 * 60_000;

function start<M extends AnyStateMachine>(walk: MachineWalk<M>, input: unknown, clock: SimulatedClock) {
  if (walk.appWide) {
    const { screen, stop } = startAmongAppWide(walk.machine, input, undefined, clock);
    return { actor: screen, stop };
  }
  const machine: AnyStateMachine = walk.machine;
  const actor = createActor(machine, { input, clock }).start();
  return { actor: actor as AnyActorRef, stop: () => actor.stop() };
}

/** The calls an actor's outcome answers: those the model names for it, or any. */
function picksFor(event: EventObject, calls: MachineWalk<AnyStateMachine>['calls']): Picks | undefined {
  const id = event.type.replace(/^xstate\.((done|error)\.actor|snapshot)\./, '');
  const named = calls?.[id];
  if (named === undefined) return undefined;
  return typeof named === 'string' ? (request) => new URL(request.url).pathname.includes(named) : named;
}

/** The state a loader's snapshot event names (`loaded`, `empty`, `failed`). */
function loaderValue(event: ModelEvent): unknown {
  const snapshot = event.snapshot;
  return typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot ? snapshot.value : undefined;
}

/** Does a step the default way: a call answered or failed, a timer run out, or the event sent. */
async function doStep<M extends AnyStateMachine>(
  event: ModelEvent,
  walk: MachineStepContext<M>,
  reached: () => boolean,
  calls: MachineWalk<AnyStateMachine>['calls'],
): Promise<void> {
  const { actor, backend, clock } = walk;
  const picks = picksFor(event, calls);
  const loaderFailed = event.type.startsWith('xstate.snapshot.') && loaderValue(event) === 'failed';
  if (event.type.startsWith('xstate.done.actor.') || (event.type.startsWith('xstate.snapshot.') && !loaderFailed)) {
    // The call's answer, and any call it leads to (the next page), until the modelled state.
    while (!reached()) {
      if (!(await backend.passOne(picks))) break;
      await until(() => reached() || backend.waiting(picks) > 0, SETTLE_MS);
      if (!reached() && backend.waiting(picks) === 0) break;
    }
    return;
  }
  if (event.type.startsWith('xstate.error.actor.') || loaderFailed) {
    await backend.failOne(picks);
    await until(reached, SETTLE_MS);
    return;
  }
  if (event.type.startsWith('xstate.after.')) {
    for (let ms = 0; !reached() && ms < LONGEST_DELAY_MS; ms += TICK_MS) clock.increment(TICK_MS);
    return;
  }
  actor.send(event);
  await until(reached, 0);
}

/**
 * Every generated path of the model walked on its machine (see the module comment), one test a
 * walk as on screen (a path another begins with is walked as its beginning, see walksOf); once
 * they have run, the coverage line `<name> (on its machine)` is printed and every state and
 * transition must have been taken.
 */
export function testEachPathOnMachine<M extends AnyStateMachine>(walk: MachineWalk<M>): void {
  const name = (path: ModelPath<M>) => (walk.name ? walk.name(path) : describePath(path.steps));
  const walks = walksOf(walk.paths);
  const inputOf = (path: ModelPath<M>) =>
    typeof walk.input === 'function' ? (walk.input as () => InputFrom<M>)() : (walk.input ?? path.input);
  describe(`${walk.coverage} (every path on its machine)`, () => {
    for (const { path, beginnings } of walks) {
      it(name(path), { timeout: walk.timeout ?? 30_000, meta: { beginnings: beginnings.map(name) } }, async () => {
        if (walk.as !== null) await signInAs(walk.as ?? 'admin');
        await walk.prepare?.();
        const backend = holdEveryCall();
        const clock = new SimulatedClock();
        const { actor, stop } = start(walk, inputOf(path), clock);
        const failures: unknown[] = [];
        const subscription = actor.subscribe({ error: (error) => failures.push(error) });
        try {
          for (const [i, step] of path.steps.entries()) {
            const target = step.state;
            const modelled: AnyMachineSnapshot = target;
            const looks = () => JSON.stringify(walk.look(actor.getSnapshot() as SnapshotFrom<M>)) === JSON.stringify(walk.look(target));
            const reached = () => JSON.stringify(actor.getSnapshot().value) === JSON.stringify(modelled.value) && looks();
            const context: MachineStepContext<M> = { actor, backend, clock, target };
            if (i > 0) {
              const event = step.event as ModelEvent;
              const before = path.steps[i - 1].state;
              if (!(await walk.execute?.(event, before, context))) await doStep(event, context, reached, walk.calls);
              else await until(reached, SETTLE_MS);
            }
            const where = `after step ${i} (${step.event.type})`;
            const actual = actor.getSnapshot() as SnapshotFrom<M>;
            expect(failures, where).toEqual([]);
            expect(actor.getSnapshot().value, where).toEqual(modelled.value);
            expect(walk.look(actual), where).toEqual(walk.look(target));
            await walk.expectStored?.(actual, path.steps.slice(0, i + 1));
          }
        } finally {
          subscription.unsubscribe();
          stop();
        }
      });
    }
    afterAll(() => {
      expectEverythingCovered(
        `${walk.coverage} (on its machine)`,
        machineCoverage(walk.machine, walk.paths, typeof walk.input === 'function' ? undefined : walk.input, walk.appWide),
        walks.length,
      );
    });
  });
}
