import { sendParent, sendTo, setup, type ActorRefFrom } from 'xstate';
import { usersMachine, type UsersInput } from './users.machine';
import { userFormMachine } from './userForm.machine';

/**
 * The users screen (docs/architecture.md, "The actor tree of one screen"): the list and the create / edit modal, as children of one
 * actor. A saved user makes the list read again, because this machine says so.
 */
export const usersScreenMachine = setup({
  types: {} as {
    context: { list: ActorRefFrom<typeof usersMachine>; form: ActorRefFrom<typeof userFormMachine> };
    events: { type: 'list.changed' };
    input: UsersInput;
  },
  actors: {
    list: usersMachine,
    // The modal has saved and closed: what the list shows may have changed.
    form: userFormMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
  },
}).createMachine({
  id: 'usersScreen',
  context: ({ spawn, input }) => ({ list: spawn('list', { id: 'list', input }), form: spawn('form', { id: 'form' }) }),
  on: {
    'list.changed': { actions: sendTo(({ context }) => context.list, { type: 'list.reloadRequested' }) },
  },
});
