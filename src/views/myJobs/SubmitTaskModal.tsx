import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useCurrentUser } from '../../app/SessionProvider';
import { DRAFT_RESTORED_MESSAGE } from '../../machines/formModal.machine';
import type { submitTaskMachine } from '../../machines/submitTask.machine';
import { ReworkReason } from '../ui/ReworkReason';
import {
  ActorModal,
  Alert,
  Button,
  ChosenFile,
  FilesField,
  Inline,
  ModalForm,
  Stack,
  Text,
  TextArea,
  useModalPhase,
  useUploadProgress,
} from '../ui';
import { ACCEPT_ATTRIBUTE, ACCEPTED_FILES_HINT } from '../../domain/jobs';
import { OUTBOX_MESSAGES } from '../../domain/outbox';
import * as styles from './myJobs.css';

/** Submit Task (docs/behaviour.md §5): a comment, optional files uploaded first, then the task goes for review. */
export function SubmitTaskModal({ actor }: { actor: ActorRefFrom<typeof submitTaskMachine> }) {
  const { busy: sending, succeeded } = useModalPhase(actor);
  const { uploading } = useUploadProgress(actor);
  const task = useSelector(actor, (s) => s.context.subject);
  const kept = useSelector(actor, (s) => s.context.kept);
  const comment = useSelector(actor, (s) => s.context.values.comment);
  const files = useSelector(actor, (s) => s.context.files);
  const notice = useSelector(actor, (s) => s.context.notice);
  // The comment's and the missing user's messages show where a failed call's would.
  const error = useSelector(actor, (s) => s.context.error ?? s.context.fieldErrors.comment ?? s.context.fieldErrors.userId);
  const restored = useSelector(actor, (s) => s.matches('editing') && s.context.restored);
  const userId = useCurrentUser().user.id;

  return (
    <ActorModal
      actor={actor}
      title="Submit Task"
      description={task?.taskName}
      action={
        !succeeded && (
          <Button type="submit" form="submit-task-form" busy={sending}>
            {uploading ? 'Uploading files...' : sending ? 'Submitting...' : 'Submit Task'}
          </Button>
        )
      }
    >
      {succeeded && kept ? (
        <Alert tone="warning" title={OUTBOX_MESSAGES.waiting}>
          {OUTBOX_MESSAGES.kept}
        </Alert>
      ) : succeeded ? (
        <Alert tone="success" title="Task submitted">
          It is now waiting for review.
        </Alert>
      ) : (
        <ModalForm
          id="submit-task-form"
          gap="sm"
          // Who hands the task in is the session's user at the moment of submitting
          // (docs/architecture.md, "Who is signed in"); a sign-out in another tab ends the session
          // and leaves this screen.
          onSubmit={() => actor.send({ type: 'form.submitted', patch: { userId } })}
        >
          {task && <ReworkReason task={task} />}
          {restored && <Alert>{DRAFT_RESTORED_MESSAGE}</Alert>}
          {task && (
            <Text as="p" size="sm" tone="muted">
              {task.jobName}
            </Text>
          )}
          {error && <Alert tone="danger">{error}</Alert>}
          <TextArea
            label="Comment"
            required
            value={comment}
            disabled={sending}
            placeholder="What was done, and anything the reviewer should know"
            onChange={(event) => actor.send({ type: 'fields.changed', patch: { comment: event.target.value } })}
          />
          <FilesField
            label="Files (optional)"
            hint={`Accepted: ${ACCEPTED_FILES_HINT}. Uploaded before the task is submitted.`}
            accept={ACCEPT_ATTRIBUTE}
            disabled={sending}
            inputClassName={styles.fileInput}
            onChoose={(chosen) => actor.send({ type: 'files.chosen', files: chosen })}
          />
          {notice && <Alert tone="warning">{notice}</Alert>}
          {files.length > 0 && (
            <Stack as="ul" gap="xs" className={styles.plainList} aria-label="Files to upload">
              {files.map((file, index) => (
                <Inline as="li" gap="sm" justify="between" nowrap key={`${file.name}-${index}`}>
                  <ChosenFile file={file} sizeText="sm" />
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={sending}
                    aria-label={`Remove ${file.name}`}
                    onClick={() => actor.send({ type: 'file.removed', index })}
                  >
                    Remove
                  </Button>
                </Inline>
              ))}
            </Stack>
          )}
        </ModalForm>
      )}
    </ActorModal>
  );
}
