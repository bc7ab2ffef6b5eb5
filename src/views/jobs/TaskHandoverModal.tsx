import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { assigneeChoicesFor, reviewerChoicesFor, toggledReviewers } from '../../domain/handover';
import type { taskHandoverMachine } from '../../machines/taskHandover.machine';
import { Alert, FormModal, Select, useModalPhase } from '../ui';
import { ReviewerChecklist } from './ReviewerChecklist';

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
        <ReviewerChecklist
          noteId="handover-reviewers-note"
          people={reviewerChoicesFor(people, task)}
          isChecked={(id) => values.reviewerIds.includes(id)}
          onToggle={(person, checked) =>
            actor.send({ type: 'fields.changed', patch: { reviewerIds: toggledReviewers(values.reviewerIds, person.id, checked) } })
          }
          error={fieldErrors.reviewerIds}
          disabled={locked}
        />
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
