import { clientDeleteMachine, clientsMachine } from './clients.machine';
import { clientFormMachine } from './clientForm.machine';
import { listScreenMachine } from './screen';

/** The clients screen: the list, the create / edit modal and the delete confirmation. A saved or deleted client makes the list read again. */
export const clientsScreenMachine = listScreenMachine('clientsScreen', clientsMachine, {
  form: clientFormMachine,
  remover: clientDeleteMachine,
});
