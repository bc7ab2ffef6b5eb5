import { assign, sendParent, sendTo, setup, type ActorRefFromLogic, type SnapshotFrom } from 'xstate';
import { readSearchedListAddress, writeSearchedListAddress, type SearchedListQuery } from '../domain/listAddress';
import { userAccountsMachine } from './userAccounts.machine';
import { userDeactivateMachine, userDeleteMachine } from './userLeave.machine';
import { usersMachine, type UsersInput } from './users.machine';
import { userFormMachine } from './userForm.machine';

/**
 * The rows the list answers (its search and page, as the address writes them); null for a
 * snapshot without a query (a list not yet running), which changes nothing.
 */
const rowsAsked = (list: { context?: { query?: SearchedListQuery } }): string | null =>
  list.context?.query ? writeSearchedListAddress(list.context.query) : null;

/**
 * The users screen (docs/architecture.md, "The actor tree of one screen"): the list (`list`),
 * the create / edit modal (`form`), the deactivate and delete dialogs (`deactivate`, `remove`,
 * form-modal instances) and what a row changes at once (`accounts`: details, Lock, Unlock,
 * Reactivate). Whatever any of them changed makes the list read again. The list's snapshots
 * come to the screen, so when it reads other rows (another page, another search) the account
 * message about the rows before goes. The view replaces the list's logic by name to bind it
 * to the address bar.
 */
export const usersScreenMachine = setup({
  types: {} as {
    context: {
      list: ActorRefFromLogic<typeof usersMachine>;
      form: ActorRefFromLogic<typeof userFormMachine>;
      deactivate: ActorRefFromLogic<typeof userDeactivateMachine>;
      remove: ActorRefFromLogic<typeof userDeleteMachine>;
      accounts: ActorRefFromLogic<typeof userAccountsMachine>;
      /** The rows the list answers now (its search and page as the address writes them). */
      rows: string;
    };
    events: { type: 'list.changed' } | { type: 'xstate.snapshot.list'; snapshot: SnapshotFrom<typeof usersMachine> };
    input: UsersInput;
  },
  actors: {
    list: usersMachine,
    form: userFormMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
    deactivate: userDeactivateMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
    remove: userDeleteMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
    accounts: userAccountsMachine.provide({ actions: { announceChanged: sendParent({ type: 'list.changed' }) } }),
  },
}).createMachine({
  id: 'usersScreen',
  context: ({ spawn, input }) => ({
    list: spawn('list', { id: 'list', input, syncSnapshot: true }),
    form: spawn('form', { id: 'form' }),
    deactivate: spawn('deactivate', { id: 'deactivate' }),
    remove: spawn('remove', { id: 'remove' }),
    accounts: spawn('accounts', { id: 'accounts' }),
    // The list starts on the rows its address asks for.
    rows: writeSearchedListAddress(readSearchedListAddress(input.search ?? '')),
  }),
  on: {
    'list.changed': { actions: sendTo('list', { type: 'reload.requested' }) },
    'xstate.snapshot.list': {
      guard: ({ context, event }) => {
        const rows = rowsAsked(event.snapshot);
        return rows !== null && rows !== context.rows;
      },
      actions: [
        assign({ rows: ({ context, event }) => rowsAsked(event.snapshot) ?? context.rows }),
        sendTo('accounts', { type: 'rows.replaced' }),
      ],
      description: 'The list reads other rows: a message about the rows before goes',
    },
  },
});
