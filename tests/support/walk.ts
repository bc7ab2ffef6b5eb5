import type { UserEvent } from '@testing-library/user-event';
import { afterAll, describe, it, type TestContext } from 'vitest';
import { assign, setup, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import { expectEverythingCovered, machineCoverage } from './coverage';
import { simulateTimeFor } from './time';
import { describePath, walksOf, type ModelEvent, type ModelPath, type ModelStep } from './paths';

declare module 'vitest' {
  interface TaskMeta {
    /** The describer lines of the generated paths a test walks on its way (see walksOf). */
    beginnings?: string[];
  }
}

/** How a model's paths are walked through a rendered screen. */
export interface ScreenWalk<M extends AnyStateMachine> {
  /** Renders the screen every path starts on; resolves with the user who acts on it. */
  open: () => Promise<UserEvent>;
  /** Does what a step's event stands for, from the state before it. */
  execute: (event: ModelEvent, before: SnapshotFrom<M>, user: UserEvent) => Promise<void>;
  /** Checks what the screen shows in a state. */
  expectScreen: (state: SnapshotFrom<M>) => Promise<void>;
}

/** Where along a walk a step is: its number, its event and the state it reached. */
const whereAlong = (i: number, step: ModelStep<AnyStateMachine>) =>
  `after step ${i} (${step.event.type}) in ${JSON.stringify(step.state.value)}`;

/**
 * The one way a model test walks a generated path: the start state checked, then each step's
 * event done from the state before it and the state it reaches checked (with the one before,
 * and the steps taken so far). Every check is made after every step, never only at a path's
 * end: a walk also stands for the shorter paths it begins with (see walksOf).
 */
export async function walkPath<M extends AnyStateMachine>(
  path: ModelPath<M>,
  execute: (event: ModelEvent, before: SnapshotFrom<M>) => Promise<void>,
  check: (state: SnapshotFrom<M>, before: SnapshotFrom<M> | null, taken: ReadonlyArray<ModelStep<M>>) => Promise<void>,
): Promise<void> {
  for (const [i, step] of path.steps.entries()) {
    const before = i > 0 ? path.steps[i - 1].state : null;
    if (before) await execute(step.event as ModelEvent, before);
    try {
      await check(step.state, before, path.steps.slice(0, i + 1));
    } catch (error) {
      // A walk stands for every shorter path it begins with: say where along it the screen was wrong.
      if (error instanceof Error) error.message = `${whereAlong(i, step)}: ${error.message}`;
      throw error;
    }
  }
}

/** A machine's generated paths, as one model test walks them. */
export interface PathModel<M extends AnyStateMachine> {
  machine: M;
  paths: Array<ModelPath<M>>;
  /** The name its coverage line is printed under. */
  coverage: string;
  /** The machine's input, when its paths were generated with one. */
  input?: InputFrom<M>;
  /** A path's test name; by default its events. */
  name?: (path: ModelPath<M>) => string;
  /** The machine tells the app-wide actors (a screen's root): replayed beside them (tests/support/appWide.ts). */
  appWide?: boolean;
  /**
   * The paths are the covering set walked on the rendered screen, while every path is walked on
   * the machine (tests/support/machineWalk.ts): the coverage line says `(on screen)`.
   */
  onScreen?: boolean;
}

/**
 * Every path walked by `walk`, one test a walk (see walksOf: a path another one begins with is
 * walked as its beginning, and listed under it), on simulated time when the path waits out a
 * delay (see simulateTimeFor); once they have run, the model's coverage is printed and every
 * state and transition of the machine must have been taken.
 */
export function testEachPath<M extends AnyStateMachine>(
  model: PathModel<M>,
  walk: (path: ModelPath<M>, test: TestContext) => Promise<void> | void,
  timeout?: number,
): void {
  const name = (path: ModelPath<M>) => (model.name ? model.name(path) : describePath(path.steps));
  const walks = walksOf(model.paths);
  for (const { path, beginnings } of walks) {
    it(name(path), { timeout, meta: { beginnings: beginnings.map(name) } }, (test) => {
      simulateTimeFor(path.steps);
      return walk(path, test);
    });
  }
  afterAll(() => {
    expectEverythingCovered(
      model.onScreen ? `${model.coverage} (on screen)` : model.coverage,
      machineCoverage(model.machine, model.paths, model.input, model.appWide),
      walks.length,
    );
  });
}

/**
 * One test a path: the screen opened, then each step done and its state checked on screen;
 * once they have run, every state and transition of the model must have been taken.
 */
export function walkOnScreen<M extends AnyStateMachine>(title: string, machine: M, paths: Array<ModelPath<M>>, walk: ScreenWalk<M>): void {
  describe(`${title} (generated paths)`, () => {
    testEachPath({ machine, paths, coverage: title }, async (path) => {
      const user = await walk.open();
      await walkPath(
        path,
        (event, before) => walk.execute(event, before, user),
        (state) => walk.expectScreen(state),
      );
    });
  });
}

/**
 * A model of `count` records a user deals with one after the other (hands in, uploads,
 * approves...): each `next` event deals with the next one, `how` saying in which way, so a
 * model offered two ways walks each order of them. `done` counts those dealt with.
 */
export function oneAfterAnother(id: string, count: number) {
  return setup({
    types: {} as { context: { ways: string[] }; events: { type: 'next'; how: string } },
  }).createMachine({
    id,
    context: { ways: [] },
    initial: 'open',
    states: {
      open: {
        on: {
          next: [
            {
              guard: ({ context }) => context.ways.length < count - 1,
              actions: assign({ ways: ({ context, event }) => [...context.ways, event.how] }),
            },
            { target: 'done', actions: assign({ ways: ({ context, event }) => [...context.ways, event.how] }) },
          ],
        },
      },
      done: {},
    },
  });
}

/** How many records a `oneAfterAnother` model has dealt with in this state. */
export const dealtWith = (state: { context: { ways: readonly string[] } }): number => state.context.ways.length;
