import type { UserEvent } from '@testing-library/user-event';
import { afterAll, describe, it } from 'vitest';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { expectEverythingCovered, machineCoverage } from './coverage';
import { describePath, type ModelEvent, type ModelPath } from './paths';

/** How a model's paths are walked through a rendered screen. */
export interface ScreenWalk<M extends AnyStateMachine> {
  /** Renders the screen every path starts on; resolves with the user who acts on it. */
  open: () => Promise<UserEvent>;
  /** Does what a step's event stands for, from the state before it. */
  execute: (event: ModelEvent, before: SnapshotFrom<M>, user: UserEvent) => Promise<void>;
  /** Checks what the screen shows in a state. */
  expectScreen: (state: SnapshotFrom<M>) => Promise<void>;
}

/**
 * The one way a model test walks a generated path: the start state checked, then each step's
 * event done from the state before it and the state it reaches checked (with the one before).
 */
export async function walkPath<M extends AnyStateMachine>(
  path: ModelPath<M>,
  execute: (event: ModelEvent, before: SnapshotFrom<M>) => Promise<void>,
  check: (state: SnapshotFrom<M>, before: SnapshotFrom<M> | null) => Promise<void>,
): Promise<void> {
  for (const [i, step] of path.steps.entries()) {
    const before = i > 0 ? path.steps[i - 1].state : null;
    if (before) await execute(step.event as ModelEvent, before);
    await check(step.state, before);
  }
}

/**
 * One test a path: the screen opened, then each step done and its state checked on screen;
 * once they have run, every state and transition of the model must have been taken.
 */
export function walkOnScreen<M extends AnyStateMachine>(title: string, machine: M, paths: Array<ModelPath<M>>, walk: ScreenWalk<M>): void {
  describe(`${title} (generated paths)`, () => {
    for (const path of paths) {
      it(describePath(path.steps), async () => {
        const user = await walk.open();
        await walkPath(
          path,
          (event, before) => walk.execute(event, before, user),
          (state) => walk.expectScreen(state),
        );
      });
    }

    afterAll(() => {
      expectEverythingCovered(title, machineCoverage(machine, paths));
    });
  });
}
