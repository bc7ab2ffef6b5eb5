import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fetchComments } from '../api/tasks';
import type { Comment } from '../api/types';
import { visibleComments } from '../domain/comments';
import { untilAbandoned } from './untilAbandoned';
import { known } from './known';
import { loadFailure, type LoadMessages, type LoaderEvent } from './loader.machine';

export interface CommentsContext {
  taskId: number | null;
  taskName: string;
  comments: Comment[];
  error: string | null;
}

export type CommentsEvent = { type: 'comments.opened'; taskId: number; taskName: string } | LoaderEvent | { type: 'modal.closed' };

/** docs/behaviour.md §8: the server's refusal ('Failed to fetch comments' without words), else 'Failed to load comments'. */
const COMMENTS_MESSAGES: LoadMessages = { refused: 'Failed to fetch comments', failed: 'Failed to load comments' };

/** Task Comments & History: a task's thread, read each time the modal opens. */
export const commentsMachine = setup({
  types: {} as { context: CommentsContext; events: CommentsEvent },
  actors: {
    loadComments: fromPromise<Comment[], { taskId: number | null }>(async ({ input, signal }) =>
      untilAbandoned(fetchComments(known(input.taskId, 'task'), signal), signal),
    ),
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'comments.opened');
      return { taskId: event.taskId, taskName: event.taskName, comments: [], error: null };
    }),
    reset: assign({ taskId: null, taskName: '', comments: [], error: null }),
  },
}).createMachine({
  id: 'comments',
  context: { taskId: null, taskName: '', comments: [], error: null },
  initial: 'closed',
  states: {
    closed: { on: { 'comments.opened': { target: 'open', actions: 'open' } } },
    open: {
      initial: 'loading',
      on: { 'modal.closed': { target: 'closed', actions: 'reset', description: 'Closing drops a request still running' } },
      states: {
        loading: {
          invoke: {
            id: 'loadComments',
            src: 'loadComments',
            input: ({ context }) => ({ taskId: context.taskId }),
            onDone: { target: 'loaded', actions: assign(({ event }) => ({ comments: visibleComments(event.output) })) },
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: loadFailure(event.error, COMMENTS_MESSAGES) })) },
          },
        },
        loaded: {},
        failed: { on: { 'reload.requested': 'loading' } },
      },
    },
  },
});
