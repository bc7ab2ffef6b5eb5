import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OptionItem } from '../../api/types';
import { clientOptionsFor, toLocalInputValue, type JobFormErrors, type JobFormValues } from '../../domain/jobs';
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
  TextArea,
  TextInput,
  useModalPhase,
  type FormControlEvent,
  type PhasedActor,
} from '../ui';
import * as styles from './jobs.css';

type FormEventOut = FormControlEvent | { type: 'fields.changed'; patch: Partial<JobFormValues> };

interface JobFormViewProps {
  mode: 'create' | 'edit';
  /** The values came back from a draft. */
  restored: boolean;
  values: JobFormValues;
  fieldErrors: JobFormErrors;
  error: string | null;
  statusName: string | null;
  clients: OptionItem[];
  jobTypes: OptionItem[];
  /** The form's machine, told what the user does. */
  actor: ModalOwner & PhasedActor & { send: (event: FormEventOut) => void };
}

type Props = { clients: OptionItem[]; jobTypes: OptionItem[] } & (
  { mode: 'create'; actor: ActorRefFrom<typeof createJobMachine> } | { mode: 'edit'; actor: ActorRefFrom<typeof editJobMachine> }
);

/** Create New Job and Edit Job (docs/behaviour.md §2, §5). */
export function JobFormModal(props: Props) {
  return props.mode === 'create' ? <CreateJob {...props} /> : <EditJob {...props} />;
}

function CreateJob({
  actor,
  clients,
  jobTypes,
}: {
  actor: ActorRefFrom<typeof createJobMachine>;
  clients: OptionItem[];
  jobTypes: OptionItem[];
}) {
  const restored = useSelector(actor, isRestored);
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <JobFormView
      mode="create"
      restored={restored}
      values={values}
      fieldErrors={fieldErrors}
      error={error}
      statusName={null}
      clients={clients}
      jobTypes={jobTypes}
      actor={actor}
    />
  );
}

function EditJob({
  actor,
  clients,
  jobTypes,
}: {
  actor: ActorRefFrom<typeof editJobMachine>;
  clients: OptionItem[];
  jobTypes: OptionItem[];
}) {
  const restored = useSelector(actor, isRestored);
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const statusName = useSelector(actor, (s) => s.context.subject?.statusName ?? null);
  const job = useSelector(actor, (s) => s.context.subject);
  return (
    <JobFormView
      mode="edit"
      restored={restored}
      values={values}
      fieldErrors={fieldErrors}
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

function JobFormView({ mode, restored, values, fieldErrors, error, statusName, clients, jobTypes, actor }: JobFormViewProps) {
  const { busy, succeeded } = useModalPhase(actor);
  const creating = mode === 'create';
  const title = creating ? 'Create New Job' : 'Edit Job';
  const formId = `${mode}-job-form`;
  const change = (patch: Partial<JobFormValues>) => actor.send({ type: 'fields.changed', patch });
  // docs/behaviour.md §5: on create the date inputs start at now.
  const min = creating ? toLocalInputValue(new Date()) : undefined;
  const locked = busy || succeeded;

  return (
    <FormModal actor={actor} title={title} formId={formId} formLabel={title} submitLabel={creating ? 'Create Job' : 'Save Changes'}>
      {restored && <Alert>{DRAFT_RESTORED_MESSAGE}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">{creating ? 'Job created successfully' : 'Job updated successfully'}</Alert>}
      <TextInput
        label="Job Name"
        required
        value={values.jobName}
        error={fieldErrors.jobName}
        disabled={locked}
        onChange={(e) => change({ jobName: e.target.value })}
      />
      <TextArea
        label="Job Description"
        required
        value={values.jobDescription}
        error={fieldErrors.jobDescription}
        disabled={locked}
        onChange={(e) => change({ jobDescription: e.target.value })}
      />
      <div className={styles.formGrid}>
        <Select
          label="Client"
          required
          value={values.clientId}
          options={clients.map((o) => ({ value: String(o.value), label: o.label }))}
          placeholder="Select a client"
          error={fieldErrors.clientId}
          disabled={locked}
          onValueChange={(clientId) => change({ clientId })}
        />
        <Select
          label="Job Type"
          required
          value={values.jobTypeId}
          options={jobTypes.map((o) => ({ value: String(o.value), label: o.label }))}
          placeholder="Select a job type"
          error={fieldErrors.jobTypeId}
          disabled={locked}
          onValueChange={(jobTypeId) => change({ jobTypeId })}
        />
        <DateTimeInput
          label="Start Date"
          required
          min={min}
          value={values.dateIn}
          error={fieldErrors.dateIn}
          disabled={locked}
          onChange={(e) => change({ dateIn: e.target.value })}
        />
        <DateTimeInput
          label="End Date"
          required
          min={values.dateIn || min}
          value={values.dateOut}
          error={fieldErrors.dateOut}
          disabled={locked}
          onChange={(e) => change({ dateOut: e.target.value })}
        />
      </div>
      {!creating && statusName && (
        <p className={styles.readOnly}>
          Status <Badge tone={jobStatusTone(statusName)}>{statusName}</Badge>
          <span>(cannot be changed here)</span>
        </p>
      )}
    </FormModal>
  );
}
