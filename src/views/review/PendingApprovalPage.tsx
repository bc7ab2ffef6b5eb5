import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useListAddress } from '../../app/address';
import { readStoredSession } from '../../api/sessionStore';
import type { PendingTaskItem } from '../../api/types';
import { useCurrentUser } from '../../app/SessionProvider';
import { PENDING_PAGE_NUMBERS, pendingBadge } from '../../domain/review';
import { commentsMachine } from '../../machines/comments.machine';
import { pendingApprovalMachine } from '../../machines/pendingApproval.machine';
import { reviewDecisionMachine } from '../../machines/review.machine';
import { CommentsModal } from '../comments/CommentsModal';
import { useRefreshAfterSave } from '../useRefreshAfterSave';
import { RefreshableListHeader } from './RefreshableList';
import { Button, EmptyState, Pagination, Spinner } from '../ui';
import { CardFact, PendingTaskCard } from './PendingTaskCard';
import { ReviewDecisionModal } from './ReviewDecisionModal';
import * as styles from './review.css';

/** Pending Jobs to Approve (spec §2): tasks waiting for the signed-in reviewer. */
export default function PendingApprovalPage() {
  const { user } = useCurrentUser();
  const address = useListAddress();
  const listLogic = useMemo(
    () => pendingApprovalMachine.provide({ actors: { addressChanges: address.addressChanges }, actions: { writeAddress: address.writeAddress } }),
    [address],
  );
  const list = useActorRef(listLogic, { input: { reviewerId: user.id, search: address.search } });
  const decision = useActorRef(reviewDecisionMachine);
  const comments = useActorRef(commentsMachine);
  useRefreshAfterSave(decision, list);

  const loading = useSelector(list, (s) => s.matches('loading'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const { result, error, page } = useSelector(list, (s) => s.context);
  const items = result?.items ?? [];

  const openDecision = (task: PendingTaskItem, kind: 'approve' | 'reject') =>
    decision.send({
      type: 'modal.open',
      values: { comment: '', reviewerId: readStoredSession()?.id ?? null },
      subject: { task, decision: kind },
    });

  return (
    <>
      <RefreshableListHeader
        title="Pending Jobs to Approve"
        subtitle="Tasks handed in for your review"
        loading={loading}
        error={failed ? error : null}
        onRefresh={() => list.send({ type: 'list.refresh' })}
      />
      {loading && !result && (
        <div className={styles.centred}>
          <Spinner label="Loading pending tasks" showLabel />
        </div>
      )}
      {result && !failed && items.length === 0 && (
        <EmptyState title="All caught up" message="No tasks are waiting for your review." titleAs="h2" />
      )}
      {result && !failed && items.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <p className={styles.countLine} aria-live="polite">
              {result.totalItems} {result.totalItems === 1 ? 'task' : 'tasks'} awaiting review
            </p>
          </div>
          <div className={styles.grid} aria-busy={loading || undefined}>
            {items.map((task) => (
              <PendingTaskCard
                key={task.taskId}
                task={task}
                badge={pendingBadge(task.taskEndDate)}
                extra={
                  <>
                    {task.assignedTo && <CardFact label="Assigned to">{task.assignedTo}</CardFact>}
                    {(task.reworkCount ?? 0) > 0 && <CardFact label="Rework">{task.reworkCount}</CardFact>}
                  </>
                }
                actions={
                  <>
                    <Button size="sm" variant="success" onClick={() => openDecision(task, 'approve')} aria-label={`Approve ${task.taskName}`}>
                      Approve
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => openDecision(task, 'reject')} aria-label={`Reject ${task.taskName}`}>
                      Reject
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => comments.send({ type: 'comments.open', taskId: task.taskId, taskName: task.taskName })}
                      aria-label={`Previous Chats of ${task.taskName}`}
                    >
                      Previous Chats
                    </Button>
                  </>
                }
              />
            ))}
          </div>
          <div className={styles.pager}>
            <Pagination
              page={page}
              totalPages={result.totalPages}
              windowSize={PENDING_PAGE_NUMBERS}
              hideWhenSinglePage
              disabled={loading}
              label="Pending tasks pages"
              onPageChange={(next) => list.send({ type: 'page.selected', page: next })}
            />
          </div>
        </>
      )}
      <ReviewDecisionModal actor={decision} />
      <CommentsModal actor={comments} />
    </>
  );
}
