import { assertEvent, assign, setup } from 'xstate';
import { fetchSignOffTrail, type SignOffTrail } from '../api/signOff';
import type { SignOffStateName } from '../domain/signOff';
import { createLoaderMachine } from './loader.machine';
import { signOffStateOf } from './signOff.machine';

/** A trail as the modal shows it: with where the task stands, replayed through the sign-off lifecycle. */
export interface ShownTrail extends SignOffTrail {
  lifecycle: SignOffStateName;
}

export type SignOffTrailEvent = { type: 'trail.opened'; taskId: number; taskName: string } | { type: 'modal.closed' };

/** One task's sign-off trail, oldest entry first: a loader (docs/behaviour.md §4 "Sign-off trail"). */
export const trailReadMachine = createLoaderMachine('signOffTrailRead', {
  load: async ({ taskId }: { taskId: number }, signal): Promise<ShownTrail> => {
    const trail = await fetchSignOffTrail(taskId, signal);
    return { ...trail, lifecycle: signOffStateOf(trail.entries) };
  },
  isEmpty: () => false,
  messages: { refused: 'Failed to load the sign-off trail', failed: 'Failed to load the sign-off trail' },
  // Read each time the modal opens; only a failure offers to read it again.
  reload: 'after a failure',
});

/**
 * The Sign-off trail modal of Job Details and the review cards: it names its task and reads the
 * trail each time it opens (the `trail` child); closing it drops a read still running.
 */
export const signOffTrailMachine = setup({
  types: {} as { context: { taskName: string }; events: SignOffTrailEvent; children: { trail: 'trail' } },
  actors: { trail: trailReadMachine },
}).createMachine({
  id: 'signOffTrail',
  context: { taskName: '' },
  initial: 'closed',
  states: {
    closed: {
      on: { 'trail.opened': { target: 'open', actions: assign(({ event }) => ({ taskName: event.taskName })) } },
    },
    open: {
      invoke: {
        id: 'trail',
        src: 'trail',
        input: ({ event }) => {
          assertEvent(event, 'trail.opened');
          return { taskId: event.taskId };
        },
      },
      on: { 'modal.closed': { target: 'closed', description: 'Closing drops a read still running' } },
    },
  },
});
