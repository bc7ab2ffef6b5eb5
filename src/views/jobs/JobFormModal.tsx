import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OptionItem } from '../../api/types';
import { clientOptionsFor, toLocalInputValue, type JobFormValues } from '../../domain/jobs';
import { jobStatusTone } from '../../domain/status';
import { DRAFT_RESTORED_MESSAGE } from '../../machines/formModal.machine';
import type { createJobMachine, editJobMachine } from '../../machines/jobForm.machine';
import type { ModalOwner } from '../../machines/discardGuard.machine';
import {
  Alert,
  Badge,
  DateTimeInput,
  FormModal,
  Select,
  Text,
  TextArea,
  TextInput,
  toSelectOptions,
  useFormFields,
  useModalPhase,
  type FieldsActor,
  type FormControlEvent,
} from '../ui';
import * as styles from './jobs.css';

type FormEventOut = FormControlEvent | { type: 'fields.changed'; patch: Partial<JobFormValues> };

interface JobFormViewProps {
  mode: 'create' | 'edit';
  /** The values came back from a draft. */
  restored: boolean;
  error: string | null;
  statusName: string | null;
  clients: OptionItem[];
  jobTypes: OptionItem[];
  /** The form's machine, told what the user does. */
  actor: ModalOwner & FieldsActor<JobFormValues> & { send: (event: FormEventOut) => void };
}

/** The pickers' items, read once by the jobs screen for both forms. */
type PickerProps = { clients: OptionItem[]; jobTypes: OptionItem[] };

type Props = PickerProps &
  ({ mode: 'create'; actor: ActorRefFrom<typeof createJobMachine> } | { mode: 'edit'; actor: ActorRefFrom<typeof editJobMachine> });

/** Create New Job and Edit Job (docs/behaviour.md §2, §5). */
export function JobFormModal(props: Props) {
  return props.mode === 'create' ? <CreateJob {...props} /> : <EditJob {...props} />;
}

function CreateJob({ actor, clients, jobTypes }: PickerProps & { actor: ActorRefFrom<typeof createJobMachine> }) {
  const restored = useSelector(actor, isRestored);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <JobFormView mode="create" restored={restored} error={error} statusName={null} clients={clients} jobTypes={jobTypes} actor={actor} />
  );
}

function EditJob({ actor, clients, jobTypes }: PickerProps & { actor: ActorRefFrom<typeof editJobMachine> }) {
  const restored = useSelector(actor, isRestored);
  const error = useSelector(actor, (s) => s.context.error);
  const statusName = useSelector(actor, (s) => s.context.subject?.statusName ?? null);
  const job = useSelector(actor, (s) => s.context.subject);
  return (
    <JobFormView
      mode="edit"
      restored={restored}
      error={error}
      statusName={statusName}
      clients={clientOptionsFor(clients, job)}
      jobTypes={jobTypes}
      actor={actor}
    />
  );
}

/** Either job form shows what came back from a draft only while it is being edited. */
const isRestored = (s: { matches(state: 'editing'): boolean; context: { restored: boolean } }) =>
  s.matches('editing') && s.context.restored;

function JobFormView({ mode, restored, error, statusName, clients, jobTypes, actor }: JobFormViewProps) {
  const { succeeded } = useModalPhase(actor);
  const creating = mode === 'create';
  const title = creating ? 'Create New Job' : 'Edit Job';
  const formId = `${mode}-job-form`;
  // docs/behaviour.md §5: on create the date inputs start at now.
  const min = creating ? toLocalInputValue(new Date()) : undefined;
  const field = useFormFields(actor);

  return (
    <FormModal actor={actor} title={title} formId={formId} formLabel={title} submitLabel={creating ? 'Create Job' : 'Save Changes'}>
      {restored && <Alert>{DRAFT_RESTORED_MESSAGE}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">{creating ? 'Job created successfully' : 'Job updated successfully'}</Alert>}
      <TextInput label="Job Name" required {...field.text('jobName')} />
      <TextArea label="Job Description" required {...field.text('jobDescription')} />
      <div className={styles.formGrid}>
        <Select label="Client" required options={toSelectOptions(clients)} placeholder="Select a client" {...field.choice('clientId')} />
        <Select
          label="Job Type"
          required
          options={toSelectOptions(jobTypes)}
          placeholder="Select a job type"
          {...field.choice('jobTypeId')}
        />
        <DateTimeInput label="Start Date" required min={min} {...field.text('dateIn')} />
        <DateTimeInput label="End Date" required min={field.values.dateIn || min} {...field.text('dateOut')} />
      </div>
      {!creating && statusName && (
        <Text as="p" tone="muted" className={styles.readOnly}>
          Status <Badge tone={jobStatusTone(statusName)}>{statusName}</Badge>
          <span>(cannot be changed here)</span>
        </Text>
      )}
    </FormModal>
  );
}
