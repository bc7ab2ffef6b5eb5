import { createClient, updateClient } from '../api/clients';
import type { Client } from '../api/types';
import { emptyClientValues, normaliseClientValues, validateClient, type ClientFormValues } from '../domain/clients';
import { createFormModalMachine } from './formModal.machine';

export const CLIENT_SAVE_FAILED = 'Failed to create or update client';

/**
 * Create (no subject) or edit (subject = the client) one client. Values are checked by the
 * docs/behaviour.md §5 rules before anything is sent, and sent trimmed with the email lower-cased.
 */
export const clientFormMachine = createFormModalMachine<ClientFormValues, Client, void>(
  'clientForm',
  {
    validate: (values) => validateClient(values),
    submit: ({ values, subject }, signal) => {
      const payload = normaliseClientValues(values);
      return subject ? updateClient({ ...payload, id: subject.id }, signal) : createClient(payload, signal);
    },
    failureMessage: CLIENT_SAVE_FAILED,
    draft: { form: 'client', record: (client) => (client ? `client-${client.id}` : 'new') },
  },
  emptyClientValues,
);
