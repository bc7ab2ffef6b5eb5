import { useDeferredValue, useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useListAddress } from '../../app/address';
import type { PendingTaskItem } from '../../api/types';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { useOutbox } from '../../app/signedInActors';
import { WAITING_BADGE, waitingFor } from '../../domain/outbox';
import { ownItems } from '../../machines/outbox.machine';
import { formatDateTime } from '../../domain/format';
import { PENDING_PAGE_NUMBERS, pendingBadge } from '../../domain/review';
import { pendingApprovalMachine } from '../../machines/pendingApproval.machine';
import { pendingApprovalScreenMachine } from '../../machines/pendingApprovalScreen.machine';
import { CommentsButton, CommentsModal } from '../ui/CommentsModal';
import { SignOffTrailButton, SignOffTrailModal } from '../ui/SignOffTrailModal';
import { SIGN_OFF_UNAVAILABLE } from '../../domain/signOff';
import { levelBadge } from '../../domain/signOffTrail';
import { RefreshableListHeader } from '../ui/RefreshableList';
import { Button, EmptyState, Inline, Pagination, Text } from '../ui';
import { focusHeading, focusQuietly, navItems } from '../ui/focus';
import { CardFact, CardNote, PendingTaskCard, PendingTaskGrid, PendingTaskSkeleton } from '../ui/PendingTaskCard';
import { ReviewDecisionModal } from './ReviewDecisionModal';
import { ReviewQueueFilterBar } from './ReviewQueueFilterBar';
import { NO_REVIEW_FILTERS, sameReviewQueue, type ReviewQueueFilters } from '../../domain/listAddress';
import * as styles from './review.css';

/** Pending Jobs to Approve (docs/behaviour.md §2): tasks waiting for the signed-in reviewer. */
export default function PendingApprovalPage() {
  const { user } = useCurrentUser();
  const address = useListAddress();
  const screenLogic = useMemo(
    () => pendingApprovalScreenMachine.provide({ actors: { list: pendingApprovalMachine.provide(address.binding) } }),
    [address],
  );
  const screen = useScreenActor(screenLogic, { reviewerId: user.id, search: address.search });
  return screen && <PendingApproval screen={screen} />;
}

function PendingApproval({ screen }: { screen: ActorRefFromLogic<typeof pendingApprovalScreenMachine> }) {
  const { user } = useCurrentUser();
  const { list, decision, comments, trail, signOff } = useSelector(screen, (s) => s.context);
  const signsOff = useSelector(signOff, (s) => s.matches('reading') || s.matches('shown'));
  const signOffMissing = useSelector(signOff, (s) => s.matches('unavailable'));
  const levels = useSelector(signOff, (s) => s.context.levels);

  // The cards are drawn from the list as React last had time to draw it: a page of cards that
  // arrives is drawn in a render that yields, not in the task that received it
  // (docs/decisions/105-the-first-screen-drawn-a-task-after-its-actors-start.md).
  const shownList = useDeferredValue(useSelector(list, (s) => s));
  const loading = shownList.matches('loading');
  const failed = shownList.matches('failed');
  const { result, error, query, asOf } = shownList.context;
  const { page, filters } = query;
  const filtered = !sameReviewQueue({ filters, page: 1 }, { filters: NO_REVIEW_FILTERS, page: 1 });
  const setFilters = (patch: Partial<ReviewQueueFilters>) =>
    list.send({ type: 'query.changed', query: { filters: { ...filters, ...patch } } });
  const focusAt = loading ? null : shownList.context.focusAt;
  const items = result?.items ?? [];
  const kept = useSelector(useOutbox(), ownItems);
  const shownIds = items.map((item) => item.taskId).join(',');

  // The level each card asks of the reviewer is read for the cards on screen.
  useEffect(() => {
    signOff.send({ type: 'cards.shown', taskIds: shownIds === '' ? [] : shownIds.split(',').map(Number) });
  }, [shownIds, signOff]);

  // After a decision the keyboard lands on the card that took the reviewed one's place.
  useEffect(() => {
    if (focusAt === null) return;
    const cards = navItems();
    if (cards.length > 0) focusQuietly(cards[Math.min(focusAt, cards.length - 1)]);
    else focusHeading();
    list.send({ type: 'focus.moved' });
  }, [focusAt, list]);

  const openDecision = (task: PendingTaskItem, kind: 'approve' | 'reject') =>
    decision.send({
      type: 'modal.opened',
      // The reviewer is the session's user (docs/architecture.md, "Who is signed in").
      values: { comment: '', reviewerId: user.id, reworkDate: '' },
      subject: { task, decision: kind },
    });

  return (
    <>
      <RefreshableListHeader
        title="Pending Jobs to Approve"
        subtitle="Tasks handed in for your review"
        asOf={asOf}
        loading={loading}
        error={failed ? error : null}
        onRefresh={() => list.send({ type: 'reload.requested' })}
      />
      {loading && !result && <PendingTaskSkeleton label="Pending tasks" />}
      {result && (filtered || items.length > 0) && (
        <ReviewQueueFilterBar
          filters={filters}
          choices={result.choices}
          onChange={setFilters}
          onClear={() => list.send({ type: 'query.changed', query: { filters: NO_REVIEW_FILTERS } })}
        />
      )}
      {result && !failed && items.length === 0 && !filtered && (
        <EmptyState title="All caught up" message="No tasks are waiting for your review." titleAs="h2" />
      )}
      {result && !failed && items.length === 0 && filtered && (
        <EmptyState
          title="No tasks match these filters"
          message="Clear the filters to see every task waiting for your review."
          titleAs="h2"
        />
      )}
      {result && !failed && items.length > 0 && (
        <>
          <Inline gap="md" justify="between" className={styles.toolbar}>
            <Text as="p" tone="muted" aria-live="polite">
              {result.totalItems} {result.totalItems === 1 ? 'task' : 'tasks'} awaiting review
              {filtered ? ` ${result.totalItems === 1 ? 'matches' : 'match'} the filters` : ''}
            </Text>
            <Text as="p" tone="muted">
              Oldest submission first
            </Text>
          </Inline>
          {signOffMissing && (
            <Text as="p" size="xs" tone="muted">
              {SIGN_OFF_UNAVAILABLE}
            </Text>
          )}
          <PendingTaskGrid busy={loading} label="Pending tasks">
            {items.map((task) => {
              const level = levels.find((l) => l.taskId === task.taskId)?.level;
              return (
                <PendingTaskCard
                  key={task.taskId}
                  task={task}
                  badges={[
                    ...(waitingFor(kept, task.taskId) ? [WAITING_BADGE] : []),
                    pendingBadge(task.taskEndDate),
                    ...(level ? [levelBadge(level)] : []),
                  ]}
                  note={
                    task.submissionComment ? (
                      <CardNote title={`${task.assignedTo || 'The assignee'} wrote`} tone="info">
                        {task.submissionComment}
                      </CardNote>
                    ) : undefined
                  }
                  extra={
                    <>
                      {task.assignedTo && <CardFact label="Assigned to">{task.assignedTo}</CardFact>}
                      {task.dateSubmitted && (
                        <CardFact label="Submitted">
                          <time dateTime={task.dateSubmitted}>{formatDateTime(task.dateSubmitted)}</time>
                        </CardFact>
                      )}
                      {(task.reworkCount ?? 0) > 0 && <CardFact label="Rework">{task.reworkCount}</CardFact>}
                    </>
                  }
                  actions={
                    <>
                      <Button
                        size="sm"
                        variant="success"
                        onClick={() => openDecision(task, 'approve')}
                        aria-label={`Approve ${task.taskName}`}
                      >
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => openDecision(task, 'reject')}
                        aria-label={`Reject ${task.taskName}`}
                      >
                        Reject
                      </Button>
                      <CommentsButton actor={comments} task={task} label="Previous Chats" />
                      {signsOff && <SignOffTrailButton actor={trail} task={task} />}
                    </>
                  }
                />
              );
            })}
          </PendingTaskGrid>
          <Inline justify="centre" className={styles.pager}>
            <Pagination
              page={page}
              totalPages={result.totalPages}
              windowSize={PENDING_PAGE_NUMBERS}
              hideWhenSinglePage
              disabled={loading}
              label="Pending tasks pages"
              onPageChange={(next) => list.send({ type: 'page.selected', page: next })}
            />
          </Inline>
        </>
      )}
      <ReviewDecisionModal actor={decision} />
      <CommentsModal actor={comments} />
      <SignOffTrailModal actor={trail} />
    </>
  );
}
