import { sendParent, sendTo, setup } from 'xstate';
import { commentsMachine } from './comments.machine';
import { headerCounts } from './notifications.machine';
import { pendingToFinishMachine } from './pendingToFinish.machine';
import type { ChildRefs } from './screen';
import { submitTaskMachine } from './submitTask.machine';

export interface PendingToFinishScreenInput {
  userId: number;
}

const children = {
  list: pendingToFinishMachine,
  submit: submitTaskMachine.provide({
    actions: { announceSaved: sendParent({ type: 'task.submitted' }), announceCompletion: sendParent({ type: 'list.changed' }) },
  }),
  comments: commentsMachine,
};

/**
 * Pending Jobs to Finish (docs/architecture.md, "The actor tree of one screen"): the list,
 * Submit Task and the comments, as children of one actor. A handed-in task updates the header
 * counts at once and, once its message has shown, makes the list read again, because this
 * machine says so.
 */
export const pendingToFinishScreenMachine = setup({
  types: {} as {
    context: ChildRefs<typeof children>;
    events: { type: 'task.submitted' } | { type: 'list.changed' };
    input: PendingToFinishScreenInput;
  },
  actors: children,
}).createMachine({
  id: 'pendingToFinishScreen',
  context: ({ spawn, input }) => ({
    list: spawn('list', { id: 'list', input: { userId: input.userId } }),
    submit: spawn('submit', { id: 'submit' }),
    comments: spawn('comments', { id: 'comments' }),
  }),
  on: {
    'task.submitted': { actions: sendTo(headerCounts, { type: 'notifications.reloadRequested' }) },
    'list.changed': { actions: sendTo(({ context }) => context.list, { type: 'reload.requested' }) },
  },
});
