import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type uploadFilesMachine } from '../../machines/uploadFiles.machine';
import { Alert, FormModal, ProgressBar, Select, useModalPhase, useUploadProgress } from '../ui';
import { FilePicker } from '../ui/FilePicker';

/** Upload Files on job details (docs/behaviour.md §2, §5): a task and at least one accepted file. */
export function UploadFilesModal({ actor }: { actor: ActorRefFrom<typeof uploadFilesMachine> }) {
  const { busy, succeeded } = useModalPhase(actor);
  const files = useSelector(actor, (s) => s.context.files);
  const tasks = useSelector(actor, (s) => s.context.subject ?? []);
  const taskId = useSelector(actor, (s) => s.context.values.taskId);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const error = useSelector(actor, (s) => s.context.error);
  const { percent } = useUploadProgress(actor);
  const locked = busy || succeeded;

  return (
    <FormModal actor={actor} title="Upload Files" size="md" formId="upload-files-form" formLabel="Upload Files" submitLabel="Upload">
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && (
        <Alert tone="success">{files.length === 1 ? '1 file uploaded successfully' : `${files.length} files uploaded successfully`}</Alert>
      )}
      <Select
        label="Task"
        required
        value={taskId}
        options={tasks.map((task) => ({ value: String(task.id), label: `${task.taskName} (${task.taskNumber})` }))}
        placeholder="Select a task"
        error={fieldErrors.taskId}
        disabled={locked}
        onValueChange={(value) => actor.send({ type: 'fields.changed', patch: { taskId: value } })}
      />
      <FilePicker
        label="Files"
        required
        files={files}
        notice={notice}
        error={fieldErrors.files}
        disabled={locked}
        onChoose={(chosen) => actor.send({ type: 'files.chosen', files: chosen })}
        onRemove={(index) => actor.send({ type: 'file.removed', index })}
      />
      {(busy || succeeded) && <ProgressBar label="Uploading files" value={percent} showValue tone={succeeded ? 'success' : 'primary'} />}
    </FormModal>
  );
}
