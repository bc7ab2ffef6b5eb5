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
 * One test a path: the screen opened, then each step done and its state checked on screen;
 * once they have run, every state and transition of the model must have been taken.
 */
export function walkOnScreen<M extends AnyStateMachine>(title: string, machine: M, paths: Array<ModelPath<M>>, walk: ScreenWalk<M>): void {
  describe(`${title} (generated paths)`, () => {
    for (const path of paths) {
      it(describePath(path.steps), async () => {
        const user = await walk.open();
        for (const [i, step] of path.steps.entries()) {
          if (i > 0) await walk.execute(step.event as ModelEvent, path.steps[i - 1].state, user);
          await walk.expectScreen(step.state);
        }
      });
    }

    afterAll(() => {
      expectEverythingCovered(title, machineCoverage(machine, paths));
    });
  });
}
