import { assertEvent, assign, enqueueActions, fromCallback, sendTo, setup, type ActorRef, type Snapshot } from 'xstate';
import type { FormTag } from './modalStates';

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

/** What the guard reads of its form's machine: the tags of its states (modalStates.ts). */
export type ModalOwnerSnapshot = Snapshot<unknown> & { hasTag(tag: FormTag): boolean };

/** The form's machine whose modal it guards: watched for its status, told `modal.closed` when the modal may go. */
export type ModalOwner = ActorRef<ModalOwnerSnapshot, { type: 'modal.closed' }>;

export interface DiscardGuardInput {
  owner: ModalOwner;
}

const statusOf = (form: ModalOwnerSnapshot): DiscardGuardEvent => ({
  type: 'status.changed',
  unsaved: !form.hasTag('saved'),
  busy: form.hasTag('busy'),
});

/** The form's status now and at each change of its machine. */
const watchOwner = fromCallback<DiscardGuardEvent, DiscardGuardInput>(({ input, sendBack }) => {
  sendBack(statusOf(input.owner.getSnapshot()));
  const watching = input.owner.subscribe((form) => sendBack(statusOf(form)));
  return () => watching.unsubscribe();
});

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
  actors: { watchOwner },
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
  invoke: { src: 'watchOwner', input: ({ context }) => ({ owner: context.owner }) },
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
