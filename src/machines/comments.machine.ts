import { assertEvent, assign, setup } from 'xstate';
import { fetchComments } from '../api/tasks';
import { visibleComments } from '../domain/comments';
import { createLoaderMachine } from './loader.machine';

export type CommentsEvent = { type: 'comments.opened'; taskId: number; taskName: string } | { type: 'modal.closed' };

/** One task's thread, newest first: a loader (docs/behaviour.md §8 messages). */
export const commentThreadMachine = createLoaderMachine('commentThread', {
  load: async ({ taskId }: { taskId: number }, signal) => visibleComments(await fetchComments(taskId, signal)),
  isEmpty: (comments) => comments.length === 0,
  messages: { refused: 'Failed to fetch comments', failed: 'Failed to load comments' },
  // A thread is read each time the modal opens; only a failure offers to read it again.
  reload: 'after a failure',
});

/**
 * Task Comments & History: the modal names its task and reads the thread each time it opens
 * (the `thread` child); closing it stops the thread, which drops a read still running.
 */
export const commentsMachine = setup({
  types: {} as { context: { taskName: string }; events: CommentsEvent; children: { thread: 'thread' } },
  actors: { thread: commentThreadMachine },
}).createMachine({
  id: 'comments',
  context: { taskName: '' },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'comments.opened': {
          target: 'open',
          actions: assign(({ event }) => ({ taskName: event.taskName })),
        },
      },
    },
    open: {
      invoke: {
        id: 'thread',
        src: 'thread',
        input: ({ event }) => {
          assertEvent(event, 'comments.opened');
          return { taskId: event.taskId };
        },
      },
      on: { 'modal.closed': { target: 'closed', description: 'Closing drops a read still running' } },
    },
  },
});
