import { assertEvent, assign, enqueueActions, sendTo, setup, type ActorRef, type Snapshot } from 'xstate';

/** How the user asked to throw the modal away: Escape, ×, a click outside, or the browser's Back. */
export type DismissalWay = 'close' | 'back';

export type DiscardGuardEvent =
  /** The user changed something in the form. */
  | { type: 'form.edited' }
  /** `unsaved`: what was changed is not saved yet; `busy`: a save is running. */
  | { type: 'status.changed'; unsaved: boolean; busy: boolean }
  | { type: 'dismiss.requested'; via: DismissalWay }
  | { type: 'discard.kept' }
  | { type: 'discard.confirmed' };

/** The machine whose modal it guards: told `modal.closed` when the modal may go. */
export type ModalOwner = ActorRef<Snapshot<unknown>, { type: 'modal.closed' }>;

export interface DiscardGuardInput {
  owner: ModalOwner;
}

/**
 * The effects on the browser's history the modal provides (`.provide({ actions })`), and
 * `close`, which tells the owner the modal may go; the machine decides when each runs.
 */
export type DiscardGuardEffect =
  | 'close'
  /** Holds the browser's Back, so a Back lands on the page again and the modal can ask. */
  | 'holdBack'
  /** Gives the held Back up: the modal goes some other way. */
  | 'releaseBack'
  /** Performs the Back the user asked for, after they chose to leave. */
  | 'goBack';

interface DiscardGuardContext {
  owner: ModalOwner;
  edited: boolean;
  unsaved: boolean;
  busy: boolean;
  via: DismissalWay;
}

/**
 * A modal with a form asks before what the user changed is thrown away, whichever way they
 * leave it (docs/behaviour.md §4 "A changed form asks before it is discarded"). One per open
 * modal: it starts afresh each time the modal opens.
 */
export const discardGuardMachine = setup({
  types: {} as { context: DiscardGuardContext; events: DiscardGuardEvent; input: DiscardGuardInput },
  guards: {
    'a save is running': ({ context }) => context.busy,
    'changes would be lost': ({ context }) => context.edited && context.unsaved,
  },
  actions: {
    close: sendTo(({ context }) => context.owner, { type: 'modal.closed' }),
    holdBack: () => {},
    releaseBack: () => {},
    goBack: () => {},
    noteEdit: assign({ edited: true }),
    noteStatus: assign(({ event }) => {
      assertEvent(event, 'status.changed');
      return { unsaved: event.unsaved, busy: event.busy };
    }),
    noteWay: assign(({ event }) => {
      assertEvent(event, 'dismiss.requested');
      return { via: event.via };
    }),
    holdBackWhileUnsaved: enqueueActions(({ context, enqueue }) => {
      if (context.unsaved) enqueue('holdBack');
    }),
    /** A Back that did not leave is held again for the next one. */
    stay: enqueueActions(({ context, enqueue }) => {
      if (context.via === 'back') enqueue('holdBack');
    }),
    leave: enqueueActions(({ context, enqueue }) => {
      enqueue(context.via === 'back' ? 'goBack' : 'releaseBack');
      enqueue('close');
    }),
  },
}).createMachine({
  id: 'discardGuard',
  context: ({ input }) => ({ owner: input.owner, edited: false, unsaved: true, busy: false, via: 'close' }),
  on: { 'status.changed': { actions: 'noteStatus' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.edited': { actions: ['noteEdit', 'holdBackWhileUnsaved'] },
        'dismiss.requested': [
          { guard: 'a save is running', actions: ['noteWay', 'stay'], description: 'Its outcome is never lost: the modal stays' },
          { guard: 'changes would be lost', target: 'asking', actions: 'noteWay' },
          { actions: ['noteWay', 'leave'], description: 'Nothing changed, or it is saved: it goes at once' },
        ],
      },
    },
    asking: {
      on: {
        'discard.kept': { target: 'editing', actions: 'stay' },
        'discard.confirmed': { target: 'editing', actions: 'leave' },
      },
    },
  },
});
