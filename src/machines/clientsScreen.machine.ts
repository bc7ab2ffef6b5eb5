import { clientDeleteMachine, clientDetailsMachine, clientsMachine } from './clients.machine';
import { clientFormMachine } from './clientForm.machine';
import { listScreenMachine } from './screen';

/**
 * The clients screen: the list, the create / edit modal, the delete confirmation and the
 * details modal. A saved or deleted client makes the list read again.
 */
export const clientsScreenMachine = listScreenMachine('clientsScreen', clientsMachine, {
  form: clientFormMachine,
  remover: clientDeleteMachine,
  details: clientDetailsMachine,
});
