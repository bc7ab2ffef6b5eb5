import { assign, fromPromise, setup } from 'xstate';
import { EXTENSIONS, fetchExtensions, hasExtension, lastKnownExtensions, type Extensions } from '../api/extensions';

/** The one read of what the server has beyond the firm's API (docs/api-extensions.md), for any machine to invoke. */
export const detectExtensions = fromPromise<Extensions>(({ signal }) => fetchExtensions(signal));

/** The server can hand a task, or what a user holds, to someone else. */
export const offersHandover = (context: { extensions: Extensions }): boolean => hasExtension(context.extensions, EXTENSIONS.handover);

/** The server can bring a deactivated account back. */
export const offersReactivation = (context: { extensions: Extensions }): boolean =>
  hasExtension(context.extensions, EXTENSIONS.reactivation);

/** The server keeps sign-off trails, second sign-offs and the firm's sign-off setting. */
export const offersSignOff = (context: { extensions: Extensions }): boolean => hasExtension(context.extensions, EXTENSIONS.signOff);

/**
 * A screen's knowledge of the server's extensions (docs/api-extensions.md): `detecting` as the
 * screen opens, then `known`. A screen spawns it and its view reads it, offering a feature only
 * when its extension is there and saying so in one line once it is known to be missing. While
 * detecting it holds what the server said last time in this browser, so the sidebar's links and
 * a screen's buttons are drawn at once rather than added under a person's pointer
 * (docs/decisions/101-nothing-jumps-while-a-page-loads.md); the read then has the last word.
 */
export const extensionsMachine = setup({
  types: {} as { context: { extensions: Extensions } },
  actors: { detectExtensions },
}).createMachine({
  id: 'extensions',
  context: () => ({ extensions: lastKnownExtensions() }),
  initial: 'detecting',
  states: {
    detecting: {
      invoke: {
        src: 'detectExtensions',
        // fetchExtensions never fails: a server without the call has none.
        onDone: { target: 'known', actions: assign({ extensions: ({ event }) => event.output }) },
      },
    },
    known: {},
  },
});
