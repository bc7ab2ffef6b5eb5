import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { assigneeChoicesFor, reviewerChoicesFor, toggledReviewers } from '../../domain/handover';
import type { taskHandoverMachine } from '../../machines/taskHandover.machine';
import { Alert, Checkbox, FormModal, Select, Text, useModalPhase } from '../ui';
import * as styles from './jobs.css';

/**
 * Change reviewer / Change assignee on Job Details (docs/behaviour.md §4 "Nothing stranded"):
 * the task's reviewers ticked among the working Admins and Super Admins, or a new assignee among
 * the working users who do not review it.
 */
export function TaskHandoverModal({ actor }: { actor: ActorRefFrom<typeof taskHandoverMachine> }) {
  const { busy, succeeded } = useModalPhase(actor);
  const task = useSelector(actor, (s) => s.context.subject);
  const values = useSelector(actor, (s) => s.context.values);
  const people = useSelector(actor, (s) => s.context.prepared ?? []);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const reading = useSelector(actor, (s) => s.matches('preparing'));
  const locked = busy || succeeded || reading;
  const reviewers = values.mode === 'reviewers';
  const title = reviewers ? 'Change reviewer' : 'Change assignee';

  return (
    <FormModal
      actor={actor}
      title={title}
      description={task ? `${task.taskName} (${task.taskNumber})` : undefined}
      size="md"
      formId="task-handover-form"
      formLabel={title}
      submitLabel={reviewers ? 'Save reviewers' : 'Save assignee'}
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">{reviewers ? 'Reviewers changed successfully' : 'Assignee changed successfully'}</Alert>}
      {task && reviewers && (
        <fieldset className={styles.handoverFieldset} disabled={locked} aria-describedby="handover-reviewers-note">
          <legend className={styles.term}>Reviewers (one or more)</legend>
          {reviewerChoicesFor(people, task).map((u) => (
            <Checkbox
              key={u.id}
              label={u.name}
              checked={values.reviewerIds.includes(u.id)}
              onChange={(e) =>
                actor.send({ type: 'fields.changed', patch: { reviewerIds: toggledReviewers(values.reviewerIds, u.id, e.target.checked) } })
              }
            />
          ))}
          <Text
            as="p"
            size="xs"
            tone={fieldErrors.reviewerIds ? 'danger' : 'muted'}
            id="handover-reviewers-note"
            role={fieldErrors.reviewerIds ? 'alert' : undefined}
          >
            {fieldErrors.reviewerIds ?? 'The assignee cannot review their own task.'}
          </Text>
        </fieldset>
      )}
      {task && !reviewers && (
        <Select
          label="New assignee"
          required
          value={values.assigneeId}
          options={assigneeChoicesFor(people, task).map((u) => ({ value: String(u.id), label: u.name }))}
          placeholder="Choose an assignee"
          error={fieldErrors.assigneeId}
          disabled={locked}
          onValueChange={(value) => actor.send({ type: 'fields.changed', patch: { assigneeId: value } })}
        />
      )}
    </FormModal>
  );
}
