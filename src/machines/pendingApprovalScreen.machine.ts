import { sendParent, sendTo, setup } from 'xstate';
import { commentsMachine } from './comments.machine';
import { headerCounts } from './notifications.machine';
import { pendingApprovalMachine, type PendingApprovalInput } from './pendingApproval.machine';
import { reviewDecisionMachine } from './review.machine';
import type { ChildRefs } from './screen';
import { signOffOfferMachine } from './signOffOffer.machine';
import { signOffTrailMachine } from './signOffTrail.machine';

type ScreenEvent =
  | { type: 'decision.stored' }
  /** The decision's message has shown for the reviewed task. */
  | { type: 'decision.completed'; taskId: number }
  /** A decision closed without telling which task it was about: the grid reads again as it is. */
  | { type: 'list.changed' };

const children = {
  list: pendingApprovalMachine,
  decision: reviewDecisionMachine.provide({
    actions: {
      announceSaved: sendParent({ type: 'decision.stored' }),
      announceCompletion: sendParent(({ context }) =>
        context.result === null ? { type: 'list.changed' } : { type: 'decision.completed', taskId: context.result },
      ),
    },
  }),
  comments: commentsMachine,
  trail: signOffTrailMachine,
  signOff: signOffOfferMachine,
};

/**
 * Pending Jobs to Approve (docs/architecture.md, "The actor tree of one screen"): the grid,
 * Approve / Reject, the comments, the sign-off trail and the level each card asks
 * (docs/behaviour.md §4 "Sign-off levels"), as children of one actor. A stored decision updates the
 * header counts at once; once its message has shown, the grid reads again knowing which card
 * was reviewed, because this machine says so.
 */
export const pendingApprovalScreenMachine = setup({
  types: {} as {
    context: ChildRefs<typeof children>;
    events: ScreenEvent;
    input: PendingApprovalInput;
  },
  actors: children,
}).createMachine({
  id: 'pendingApprovalScreen',
  context: ({ spawn, input: list }) => ({
    list: spawn('list', { id: 'list', input: list }),
    decision: spawn('decision', { id: 'decision' }),
    comments: spawn('comments', { id: 'comments' }),
    trail: spawn('trail', { id: 'trail' }),
    signOff: spawn('signOff', { id: 'signOff' }),
  }),
  on: {
    'decision.stored': { actions: sendTo(headerCounts, { type: 'notifications.reloadRequested' }) },
    'decision.completed': {
      actions: sendTo(
        ({ context }) => context.list,
        ({ event }) => ({ type: 'row.changed' as const, id: event.taskId }),
      ),
    },
    'list.changed': { actions: sendTo(({ context }) => context.list, { type: 'reload.requested' }) },
  },
});
