import { logout } from '../api/auth';
import { createFormModalMachine } from './formModal.machine';

/**
 * docs/behaviour.md §6: Sign Out asks 'Are you sure you want to sign out?' first. Confirming revokes the
 * token on the server, then ends the session; there is nothing to show in between.
 */
export const signOutMachine = createFormModalMachine<Record<string, never>, never, null>(
  'signOut',
  {
    submit: async (_input, signal) => {
      await logout(signal);
      return null;
    },
    // logout() settles every error itself: the token goes from this browser either way.
    failureMessage: null,
  },
  {},
).provide({ delays: { successDelay: 0 } });
