import { sendParent, sendTo, setup } from 'xstate';
import type { ChildRefs } from './screen';
import type { SessionRef } from './session.machine';
import { shortcutsMachine, type ShortcutsInput } from './shortcuts.machine';
import { signOutMachine } from './signOut.machine';

export interface ShellInput extends ShortcutsInput {
  session: SessionRef;
}

const children = {
  signOut: signOutMachine.provide({ actions: { announceCompletion: sendParent({ type: 'signOut.confirmed' }) } }),
  shortcuts: shortcutsMachine,
};

/**
 * The signed-in layout (docs/architecture.md, "The actor tree of one screen"): the Sign Out
 * confirmation and the keyboard shortcuts, as children of one actor. A confirmed sign-out ends
 * the session, because this machine says so.
 */
export const shellMachine = setup({
  types: {} as {
    context: ChildRefs<typeof children> & { session: SessionRef };
    events: { type: 'signOut.confirmed' };
    input: ShellInput;
  },
  actors: children,
}).createMachine({
  id: 'shell',
  context: ({ spawn, input: { session, canApprove } }) => ({
    session,
    signOut: spawn('signOut', { id: 'signOut' }),
    shortcuts: spawn('shortcuts', { id: 'shortcuts', input: { canApprove } }),
  }),
  on: {
    'signOut.confirmed': { actions: sendTo(({ context }) => context.session, { type: 'session.signedOut' }) },
  },
});
