import { listScreenMachine } from './screen';
import { usersMachine } from './users.machine';
import { userFormMachine } from './userForm.machine';

/** The users screen: the list and the create / edit modal. A saved user makes the list read again. */
export const usersScreenMachine = listScreenMachine('usersScreen', usersMachine, { form: userFormMachine });
