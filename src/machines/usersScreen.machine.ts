import { sendParent, sendTo, setup } from 'xstate';
import type { ChildRefs } from './screen';
import { usersMachine, type UsersInput } from './users.machine';
import { userFormMachine } from './userForm.machine';

const children = {
  list: usersMachine,
  // The modal has saved and closed: what the list shows may have changed.
  form: userFormMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
};

/**
 * The users screen (docs/architecture.md, "The actor tree of one screen"): the list and the
 * create / edit modal, as children of one actor. A saved user makes the list read again,
 * because this machine says so.
 */
export const usersScreenMachine = setup({
  types: {} as { context: ChildRefs<typeof children>; events: { type: 'list.changed' }; input: UsersInput },
  actors: children,
}).createMachine({
  id: 'usersScreen',
  context: ({ spawn, input }) => ({ list: spawn('list', { id: 'list', input }), form: spawn('form', { id: 'form' }) }),
  on: {
    'list.changed': { actions: sendTo(({ context }) => context.list, { type: 'list.reloadRequested' }) },
  },
});
