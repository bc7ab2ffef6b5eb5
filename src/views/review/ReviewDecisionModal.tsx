import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { isCommentBlank } from '../../domain/review';
import type { reviewDecisionMachine } from '../../machines/review.machine';
import { Alert, Button, Modal, TextArea } from '../ui';
import * as styles from './review.css';

type DecisionRef = ActorRefFrom<typeof reviewDecisionMachine>;

/** Approve / Reject with a required comment (spec §5); a failure is a browser alert (spec §8). */
export function ReviewDecisionModal({ actor }: { actor: DecisionRef }) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded'));
  const { values, subject, fieldErrors } = useSelector(actor, (s) => s.context);

  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      if (previous.matches('submitting') && snapshot.matches('editing') && snapshot.context.error) {
        window.alert(`Error: ${snapshot.context.error}`);
      }
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const approving = subject?.decision !== 'reject';
  const verb = approving ? 'Approve' : 'Reject';
  const close = () => actor.send({ type: 'modal.close' });

  return (
    <Modal
      open={open}
      onClose={close}
      busy={submitting}
      title={`${verb} Task`}
      description={subject?.task.taskName}
      footer={
        succeeded ? (
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              form="review-decision-form"
              variant={approving ? 'success' : 'danger'}
              busy={submitting}
              disabled={isCommentBlank(values.comment)}
            >
              {submitting ? `${verb === 'Approve' ? 'Approving' : 'Rejecting'}...` : `${verb} Task`}
            </Button>
          </>
        )
      }
    >
      {succeeded ? (
        <Alert tone="success" title={approving ? 'Task approved' : 'Task rejected'}>
          {approving ? 'The task is verified.' : 'The task was sent back to its assignee for rework.'}
        </Alert>
      ) : (
        <form
          id="review-decision-form"
          className={styles.modalStack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.submit' });
          }}
        >
          {subject && (
            <p className={styles.subjectLine}>
              {subject.task.jobName}
              {subject.task.assignedTo ? ` · ${subject.task.assignedTo}` : ''}
            </p>
          )}
          {fieldErrors.reviewerId && <Alert tone="danger">{fieldErrors.reviewerId}</Alert>}
          <TextArea
            label="Comment"
            required
            value={values.comment}
            error={fieldErrors.comment}
            disabled={submitting}
            placeholder={approving ? 'What was checked and approved' : 'What needs to change'}
            onChange={(event) => actor.send({ type: 'fields.changed', patch: { comment: event.target.value } })}
          />
        </form>
      )}
    </Modal>
  );
}
