import { useSelector } from '@xstate/react';
import { DRAFT_RESTORED_MESSAGE, STOPPED_WAITING_MESSAGE } from '../../machines/formModal.machine';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { isoToInputDate } from '../../domain/assign';
import { formatDateTime } from '../../domain/format';
import { OUTBOX_MESSAGES } from '../../domain/outbox';
import { isCommentBlank } from '../../domain/review';
import type { reviewDecisionMachine } from '../../machines/review.machine';
import { ActorModal, Alert, AlertDialog, Button, DateTimeInput, ModalForm, Text, TextArea, useModalPhase } from '../ui';
import { submitOnModEnter } from '../ui/keys';

type DecisionRef = ActorRefFrom<typeof reviewDecisionMachine>;

/**
 * Approve / Reject with a required comment (docs/behaviour.md §5); Reject may also give the task a new
 * end date. The comment box has focus from the start and Ctrl/Cmd+Enter sends from either field; a failure reads 'Error: ' + the message (docs/behaviour.md §8) in an
 * alert dialog rather than the browser's, so it is announced and keyboard-operable.
 */
export function ReviewDecisionModal({ actor }: { actor: DecisionRef }) {
  const { busy: submitting, succeeded } = useModalPhase(actor);
  const failure = useSelector(actor, (s) => (s.matches('editing') ? s.context.error : null));
  const { values, subject, fieldErrors, restored, kept } = useSelector(actor, (s) => s.context);
  const commentBox = useRef<HTMLTextAreaElement>(null);

  const approving = subject?.decision !== 'reject';
  const verb = approving ? 'Approve' : 'Reject';

  return (
    <>
      <ActorModal
        actor={actor}
        title={`${verb} Task`}
        description={subject?.task.taskName}
        initialFocus={commentBox}
        action={
          !succeeded && (
            <Button
              type="submit"
              form="review-decision-form"
              variant={approving ? 'success' : 'danger'}
              busy={submitting}
              disabled={isCommentBlank(values.comment)}
            >
              {submitting ? `${verb === 'Approve' ? 'Approving' : 'Rejecting'}...` : `${verb} Task`}
            </Button>
          )
        }
      >
        {succeeded && kept ? (
          <Alert tone="warning" title={OUTBOX_MESSAGES.waiting}>
            {OUTBOX_MESSAGES.kept}
          </Alert>
        ) : succeeded ? (
          <Alert tone="success" title={approving ? 'Task approved' : 'Task rejected'}>
            {approving ? 'The task is verified.' : 'The task was sent back to its assignee for rework.'}
          </Alert>
        ) : (
          <ModalForm id="review-decision-form" gap="lg" onSubmit={() => actor.send({ type: 'form.submitted' })}>
            {restored && <Alert>{DRAFT_RESTORED_MESSAGE}</Alert>}
            {subject && (
              <Text as="p" tone="muted">
                {subject.task.jobName}
                {subject.task.assignedTo ? ` · ${subject.task.assignedTo}` : ''}
                {subject.task.dateSubmitted ? ` · submitted ${formatDateTime(subject.task.dateSubmitted)}` : ''}
              </Text>
            )}
            {fieldErrors.reviewerId && <Alert tone="danger">{fieldErrors.reviewerId}</Alert>}
            <TextArea
              ref={commentBox}
              label="Comment"
              required
              value={values.comment}
              error={fieldErrors.comment}
              disabled={submitting}
              hint="Ctrl+Enter or ⌘+Enter sends it."
              placeholder={approving ? 'What was checked and approved' : 'What needs to change'}
              onKeyDown={submitOnModEnter}
              onChange={(event) => actor.send({ type: 'fields.changed', patch: { comment: event.target.value } })}
            />
            {!approving && subject && (
              <DateTimeInput
                label="New end date"
                value={values.reworkDate}
                error={fieldErrors.reworkDate}
                disabled={submitting}
                max={isoToInputDate(subject.task.jobEndDate)}
                hint={
                  subject.task.taskEndDate
                    ? `Optional. Leave empty to keep ${formatDateTime(subject.task.taskEndDate)}; no later than the job's end, ${formatDateTime(subject.task.jobEndDate)}.`
                    : `Optional. No later than the job's end, ${formatDateTime(subject.task.jobEndDate)}.`
                }
                onKeyDown={submitOnModEnter}
                onChange={(event) => actor.send({ type: 'fields.changed', patch: { reworkDate: event.target.value } })}
              />
            )}
          </ModalForm>
        )}
      </ActorModal>
      <AlertDialog
        message={failure === STOPPED_WAITING_MESSAGE ? failure : failure ? `Error: ${failure}` : null}
        returnFocusTo={commentBox}
        onClose={() => actor.send({ type: 'error.dismissed' })}
      />
    </>
  );
}
