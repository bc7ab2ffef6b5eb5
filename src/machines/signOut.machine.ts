import { createFormModalMachine } from './formModal.machine';

/**
 * Spec §6: Sign Out asks 'Are you sure you want to sign out?' first. Confirming ends the
 * session at once; there is nothing to show in between.
 */
export const signOutMachine = createFormModalMachine<Record<string, never>, never, null>(
  'signOut',
  { submit: async () => null, failureMessage: 'Sign out failed' },
  {},
).provide({ delays: { successDelay: 0 } });
