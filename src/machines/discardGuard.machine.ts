import { assertEvent, assign, emit, setup } from 'xstate';

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

export type DiscardGuardEmitted =
  /** The modal may go; after a Back the page the user asked for follows. */
  | { type: 'dismissed'; via: DismissalWay }
  /** The user keeps editing; a Back they pressed did not leave. */
  | { type: 'kept'; via: DismissalWay };

interface DiscardGuardContext {
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
  types: {} as { context: DiscardGuardContext; events: DiscardGuardEvent; emitted: DiscardGuardEmitted },
  guards: {
    'a save is running': ({ context }) => context.busy,
    'changes would be lost': ({ context }) => context.edited && context.unsaved,
  },
  actions: {
    noteEdit: assign({ edited: true }),
    noteStatus: assign(({ event }) => {
      assertEvent(event, 'status.changed');
      return { unsaved: event.unsaved, busy: event.busy };
    }),
    stay: emit(({ event }) => {
      assertEvent(event, 'dismiss.requested');
      return { type: 'kept' as const, via: event.via };
    }),
    noteWay: assign(({ event }) => {
      assertEvent(event, 'dismiss.requested');
      return { via: event.via };
    }),
    dismissAsRequested: emit(({ event }) => {
      assertEvent(event, 'dismiss.requested');
      return { type: 'dismissed' as const, via: event.via };
    }),
    dismissAsAsked: emit(({ context }) => ({ type: 'dismissed' as const, via: context.via })),
    keep: emit(({ context }) => ({ type: 'kept' as const, via: context.via })),
  },
}).createMachine({
  id: 'discardGuard',
  context: { edited: false, unsaved: true, busy: false, via: 'close' },
  on: { 'status.changed': { actions: 'noteStatus' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.edited': { actions: 'noteEdit' },
        'dismiss.requested': [
          { guard: 'a save is running', actions: 'stay', description: 'Its outcome is never lost: the modal stays' },
          { guard: 'changes would be lost', target: 'asking', actions: 'noteWay' },
          { actions: 'dismissAsRequested', description: 'Nothing changed, or it is saved: it goes at once' },
        ],
      },
    },
    asking: {
      on: {
        'discard.kept': { target: 'editing', actions: 'keep' },
        'discard.confirmed': { target: 'editing', actions: 'dismissAsAsked' },
      },
    },
  },
});
