import { useSelector } from '@xstate/react';
import { DRAFT_RESTORED_MESSAGE } from '../../machines/formModal.machine';
import type { ActorRefFrom } from 'xstate';
import type { ClientFormValues } from '../../domain/clients';
import type { clientFormMachine } from '../../machines/clientForm.machine';
import { Alert, FormModal, TextArea, TextInput, useFormFields, useModalPhase } from '../ui';
import * as formStyles from '../ui/form.css';

type Field = keyof ClientFormValues;

const FIELDS: Array<{ name: Field; label: string; type?: string; autoComplete?: string; multiline?: boolean; wide?: boolean }> = [
  { name: 'clientName', label: 'Client name', autoComplete: 'organization' },
  { name: 'clientRepresentative', label: 'Client representative', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'industry', label: 'Industry' },
  { name: 'designation', label: 'Designation', autoComplete: 'organization-title' },
  { name: 'services', label: 'Services', multiline: true, wide: true },
  { name: 'address', label: 'Address', autoComplete: 'street-address', multiline: true, wide: true },
];

/** Create (no subject) or edit one client; the machine checks, sends and times the success. */
export function ClientFormModal({ actor }: { actor: ActorRefFrom<typeof clientFormMachine> }) {
  const editing = useSelector(actor, (s) => s.context.subject !== null);
  const error = useSelector(actor, (s) => s.context.error);
  const { busy, succeeded } = useModalPhase(actor);
  const restored = useSelector(actor, (s) => s.matches('editing') && s.context.restored);
  const field = useFormFields(actor);

  return (
    <FormModal
      actor={actor}
      title={editing ? 'Edit Client' : 'Add New Client'}
      formId="client-form"
      formLabel={editing ? 'Edit client' : 'New client'}
      gap="lg"
      submitLabel={busy ? 'Saving...' : editing ? 'Update Client' : 'Create Client'}
    >
      {restored && <Alert>{DRAFT_RESTORED_MESSAGE}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">{editing ? 'Client updated successfully' : 'Client created successfully'}</Alert>}
      <div className={formStyles.formGrid}>
        {FIELDS.map(({ name, label, type, autoComplete, multiline, wide }) =>
          multiline ? (
            <TextArea
              key={name}
              className={wide ? formStyles.wide : undefined}
              label={label}
              name={name}
              required
              rows={2}
              autoComplete={autoComplete}
              {...field.text(name)}
            />
          ) : (
            <TextInput
              key={name}
              className={wide ? formStyles.wide : undefined}
              label={label}
              name={name}
              type={type}
              required
              autoComplete={autoComplete}
              {...field.text(name)}
            />
          ),
        )}
      </div>
    </FormModal>
  );
}
