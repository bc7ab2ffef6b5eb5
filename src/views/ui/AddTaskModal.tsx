import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { canSubmitTask, type addTaskMachine } from '../../machines/addTask.machine';
import { DRAFT_RESTORED_MESSAGE } from '../../machines/formModal.machine';
import { Alert } from './Alert';
import { FormModal } from './FormModal';
import { ProgressBar } from './ProgressBar';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';
import { useFormFields } from './useFormFields';
import { useModalPhase } from './useModalPhase';
import { useUploadProgress } from './useUploadProgress';
import { FilePicker } from './FilePicker';

/** Add Task to Job (docs/behaviour.md §2, §5; opened from Jobs and from the dashboard's Create New Task): name, description, optional files uploaded one by one. */
export function AddTaskModal({ actor }: { actor: ActorRefFrom<typeof addTaskMachine> }) {
  const { busy, succeeded } = useModalPhase(actor);
  const canSubmit = useSelector(actor, canSubmitTask);
  const error = useSelector(actor, (s) => s.context.error);
  const files = useSelector(actor, (s) => s.context.files);
  const notice = useSelector(actor, (s) => s.context.notice);
  const restored = useSelector(actor, (s) => s.matches('editing') && s.context.restored);
  const jobName = useSelector(actor, (s) => s.context.subject?.jobName ?? '');
  const { uploading, percent } = useUploadProgress(actor);
  const field = useFormFields(actor);

  return (
    <FormModal
      actor={actor}
      title="Add Task to Job"
      description={jobName ? `New task for ${jobName}` : undefined}
      formId="add-task-form"
      formLabel="Add Task to Job"
      submitLabel="Add Task"
      submitDisabled={!canSubmit && !busy}
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">Task created successfully</Alert>}
      {restored && <Alert>{DRAFT_RESTORED_MESSAGE}</Alert>}
      <TextInput label="Task Name" required {...field.text('taskName')} />
      <TextArea label="Task Description" required {...field.text('taskDescription')} />
      <FilePicker
        label="Attach Files (optional)"
        files={files}
        notice={notice}
        disabled={field.locked}
        onChoose={(chosen) => actor.send({ type: 'files.chosen', files: chosen })}
        onRemove={(index) => actor.send({ type: 'file.removed', index })}
      />
      {(uploading || (succeeded && files.length > 0)) && (
        <ProgressBar label="Uploading files" value={percent} showValue tone={succeeded ? 'success' : 'primary'} />
      )}
    </FormModal>
  );
}
