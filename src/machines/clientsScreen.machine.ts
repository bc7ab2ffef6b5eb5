import { sendParent, sendTo, setup } from 'xstate';
import { clientDeleteMachine, clientsMachine, type ClientsInput } from './clients.machine';
import { clientFormMachine } from './clientForm.machine';
import type { ChildRefs } from './screen';

const children = {
  list: clientsMachine,
  // A modal that has saved and closed tells the screen that what the list shows may have changed.
  form: clientFormMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
  remover: clientDeleteMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
};

/**
 * The clients screen (docs/architecture.md, "The actor tree of one screen"): the list and its
 * two modals, as children of one actor. A saved client or a deleted one makes the list read
 * again, because this machine says so.
 */
export const clientsScreenMachine = setup({
  types: {} as { context: ChildRefs<typeof children>; events: { type: 'list.changed' }; input: ClientsInput },
  actors: children,
}).createMachine({
  id: 'clientsScreen',
  context: ({ spawn, input }) => ({
    list: spawn('list', { id: 'list', input }),
    form: spawn('form', { id: 'form' }),
    remover: spawn('remover', { id: 'remover' }),
  }),
  on: {
    'list.changed': { actions: sendTo(({ context }) => context.list, { type: 'list.reloadRequested' }) },
  },
});
