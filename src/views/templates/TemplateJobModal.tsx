import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { templateJobMachine } from '../../machines/templates.machine';
import {
  Alert,
  DateTimeInput,
  FormModal,
  Select,
  Spinner,
  TextArea,
  TextInput,
  toSelectOptions,
  useFormFields,
  useModalPhase,
} from '../ui';
import * as styles from './templates.css';

const NO_CLIENTS: ReadonlyArray<{ value: number; label: string }> = [];

/** docs/behaviour.md §2 Templates, "New job": a job with the template's tasks, assigned from the client's team. */
export function TemplateJobModal({ actor }: { actor: ActorRefFrom<typeof templateJobMachine> }) {
  const template = useSelector(actor, (s) => s.context.subject);
  const clients = useSelector(actor, (s) => s.context.prepared ?? NO_CLIENTS);
  const preparing = useSelector(actor, (s) => s.matches('preparing'));
  const error = useSelector(actor, (s) => s.context.error);
  const result = useSelector(actor, (s) => s.context.result);
  const { busy, succeeded } = useModalPhase(actor);
  const field = useFormFields(actor);
  return (
    <FormModal
      actor={actor}
      title="New job from template"
      description={template?.name}
      formId="template-job-form"
      formLabel={`New job from ${template?.name ?? 'template'}`}
      submitLabel={busy ? 'Creating...' : 'Create job'}
    >
      {preparing && <Spinner label="Loading clients" showLabel />}
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && result && <Alert tone="success">{`Job created with ${result.tasks.length} tasks: ${result.jobName}`}</Alert>}
      <div className={styles.fields}>
        <Select label="Client" required options={toSelectOptions(clients)} {...field.choice('clientId')} />
        <TextInput label="Job name" required {...field.text('jobName')} />
        <TextArea className={styles.wide} label="Job description" required rows={2} {...field.text('jobDescription')} />
        <DateTimeInput label="Start date" required {...field.text('dateIn')} />
        <DateTimeInput label="End date" required {...field.text('dateOut')} />
      </div>
    </FormModal>
  );
}
