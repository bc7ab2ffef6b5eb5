import { setup } from 'xstate';
import { CONNECTION_SYSTEM_ID, connectionMachine } from './connection.machine';
import { NOTIFICATIONS_SYSTEM_ID, notificationsMachine } from './notifications.machine';
import { OUTBOX_SYSTEM_ID, outboxMachine } from './outbox.machine';
import type { ChildRefs } from './screen';

export interface SignedInInput {
  /** The signed-in person: the header counts and the outbox are theirs. */
  userId: number;
  /** Their email, for the outbox (outbox.machine.ts). */
  email: string | null;
  /** Whether the header counts include the tasks waiting for their approval. */
  canApprove: boolean;
}

const children = {
  connection: connectionMachine,
  notifications: notificationsMachine,
  outbox: outboxMachine,
};

/**
 * The actors someone signed in has beside their screens (docs/architecture.md, "The actors of
 * the signed-in layout"): the connection, the header counts and the outbox, under the system ids
 * screens find them by. The signed-in layout runs it, as a screen actor of the session, for as
 * long as it is shown, so their code comes with the layout's and not with the login page's
 * (docs/decisions/082-login-code-against-bare-react.md). The connection is spawned first: the
 * outbox asks it whether calls may be sent as it starts.
 */
export const signedInMachine = setup({
  types: {} as { context: ChildRefs<typeof children>; input: SignedInInput },
  actors: children,
}).createMachine({
  id: 'signedIn',
  context: ({ spawn, input }) => ({
    connection: spawn('connection', { id: 'connection', systemId: CONNECTION_SYSTEM_ID }),
    notifications: spawn('notifications', {
      id: 'notifications',
      systemId: NOTIFICATIONS_SYSTEM_ID,
      input: { userId: input.userId, canApprove: input.canApprove },
    }),
    outbox: spawn('outbox', { id: 'outbox', systemId: OUTBOX_SYSTEM_ID, input: { userId: input.userId, email: input.email } }),
  }),
});
