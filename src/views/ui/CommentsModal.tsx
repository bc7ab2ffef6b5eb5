import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { commenterOf, isEdited } from '../../domain/comments';
import { formatDateTime } from '../../domain/format';
import type { commentThreadMachine, commentsMachine } from '../../machines/comments.machine';
import { Badge, Button, EmptyState, ReadOnlyModal, RetryAlert, Spinner } from '.';
import * as styles from './CommentsModal.css';

/** Task Comments & History (docs/behaviour.md §2, §9), opened from both pending screens. */
export function CommentsModal({ actor }: { actor: ActorRefFrom<typeof commentsMachine> }) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const taskName = useSelector(actor, (s) => s.context.taskName);
  const thread = useSelector(actor, (s) => s.children.thread);
  const close = () => actor.send({ type: 'modal.closed' });

  return (
    <ReadOnlyModal open={open} onClose={close} size="lg" title="Task Comments & History" description={taskName}>
      {thread && <Thread thread={thread} />}
    </ReadOnlyModal>
  );
}

/** A task card's way into its comments: opens them in the CommentsModal that `actor` runs. */
export function CommentsButton({
  actor,
  task,
  label,
}: {
  actor: ActorRefFrom<typeof commentsMachine>;
  task: { taskId: number; taskName: string };
  label: string;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => actor.send({ type: 'comments.opened', taskId: task.taskId, taskName: task.taskName })}
      aria-label={`${label} of ${task.taskName}`}
    >
      {label}
    </Button>
  );
}

/** The thread as far as it is read: loading, its failure with Try again, none yet, or the comments. */
function Thread({ thread }: { thread: ActorRefFrom<typeof commentThreadMachine> }) {
  const loading = useSelector(thread, (s) => s.matches('loading'));
  const error = useSelector(thread, (s) => s.context.error);
  const empty = useSelector(thread, (s) => s.matches('empty'));
  const comments = useSelector(thread, (s) => (s.matches('loaded') ? s.context.data : null));

  return (
    <>
      {loading && (
        <div className={styles.centred}>
          <Spinner label="Loading comments" showLabel />
        </div>
      )}
      {error && <RetryAlert title={error} onRetry={() => thread.send({ type: 'reload.requested' })} />}
      {empty && <EmptyState title="No comments yet" message="Comments left when the task is submitted, approved or rejected show here." />}
      {comments && (
        <ol className={styles.thread} aria-label="Comments, newest first" tabIndex={0}>
          {comments.map((comment, index) => {
            const who = commenterOf(comment);
            return (
              <li key={`${comment.dateCreated}-${index}`} className={styles.item}>
                <span className={styles.avatar} aria-hidden="true">
                  {who.initials}
                </span>
                <div className={styles.content}>
                  <div className={styles.meta}>
                    <span className={styles.author}>
                      {who.name}
                      {who.role && <span className={styles.role}> ({who.role})</span>}
                    </span>
                    <time dateTime={comment.dateCreated}>{formatDateTime(comment.dateCreated)}</time>
                    {isEdited(comment) && <Badge tone="secondary">Edited</Badge>}
                  </div>
                  <p className={styles.text}>{comment.comment}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
