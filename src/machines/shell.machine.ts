import { sendParent, sendTo, setup } from 'xstate';
import { extensionsMachine } from './extensions.machine';
import type { ChildRefs } from './screen';
import { theSession } from './session.machine';
import { shortcutsMachine, type ShortcutsInput } from './shortcuts.machine';
import { signOutMachine } from './signOut.machine';

export type ShellInput = ShortcutsInput;

const children = {
  signOut: signOutMachine.provide({ actions: { announceCompletion: sendParent({ type: 'signOut.confirmed' }) } }),
  shortcuts: shortcutsMachine,
  /** What the server has beyond the firm's API: the sidebar links only to what it can show (docs/api-extensions.md). */
  extensions: extensionsMachine,
};

/**
 * The signed-in layout (docs/architecture.md, "The actor tree of one screen"): the Sign Out
 * confirmation and the keyboard shortcuts, as children of one actor. A confirmed sign-out ends
 * the session, because this machine says so.
 */
export const shellMachine = setup({
  types: {} as {
    context: ChildRefs<typeof children>;
    events: { type: 'signOut.confirmed' };
    input: ShellInput;
  },
  actors: children,
}).createMachine({
  id: 'shell',
  context: ({ spawn, input: { canApprove } }) => ({
    signOut: spawn('signOut', { id: 'signOut' }),
    shortcuts: spawn('shortcuts', { id: 'shortcuts', input: { canApprove } }),
    extensions: spawn('extensions', { id: 'extensions' }),
  }),
  on: {
    'signOut.confirmed': { actions: sendTo(theSession, { type: 'session.signedOut' }) },
  },
});
