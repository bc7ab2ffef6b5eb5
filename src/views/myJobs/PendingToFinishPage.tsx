import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { useOutbox } from '../../app/signedInActors';
import { WAITING_BADGE, waitingFor } from '../../domain/outbox';
import { ownItems } from '../../machines/outbox.machine';
import { finishBadges, finishCounts } from '../../domain/review';
import { PENDING_REVIEW } from '../../domain/status';
import { itemsOf } from '../../machines/loader.machine';
import { pendingToFinishScreenMachine } from '../../machines/pendingToFinishScreen.machine';
import { EMPTY_SUBMISSION } from '../../machines/submitTask.machine';
import { CommentsButton, CommentsModal } from '../ui/CommentsModal';
import { CardFact, PendingTaskCard, PendingTaskGrid } from '../ui/PendingTaskCard';
import { ReworkReason } from '../ui/ReworkReason';
import { RefreshableListHeader } from '../ui/RefreshableList';
import { Button, Centred, EmptyState, Spinner, StatCard, Text } from '../ui';
import { SubmitTaskModal } from './SubmitTaskModal';
import * as styles from './myJobs.css';

/** Pending Jobs to Finish (docs/behaviour.md §2): the signed-in user's tasks still to hand in. */
export default function PendingToFinishPage() {
  const { user } = useCurrentUser();
  const screen = useScreenActor(pendingToFinishScreenMachine, { userId: user.id });
  return screen && <PendingToFinish screen={screen} />;
}

function PendingToFinish({ screen }: { screen: ActorRefFromLogic<typeof pendingToFinishScreenMachine> }) {
  const { list, submit, comments } = useSelector(screen, (s) => s.context);

  const loading = useSelector(list, (s) => s.matches('loading'));
  const empty = useSelector(list, (s) => s.matches('empty'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const items = useSelector(list, itemsOf);
  const kept = useSelector(useOutbox(), ownItems);
  const error = useSelector(list, (s) => s.context.error);
  const asOf = useSelector(list, (s) => s.context.asOf);
  const counts = finishCounts(items);

  return (
    <>
      <RefreshableListHeader
        title="Pending Jobs to Finish"
        subtitle="Tasks assigned to you that still need submitting"
        asOf={asOf}
        loading={loading}
        error={failed ? error : null}
        onRefresh={() => list.send({ type: 'reload.requested' })}
      />
      <div className={styles.stats} role="group" aria-label="Task counts">
        <StatCard label="Total Tasks" value={counts.total} tone="primary" />
        <StatCard label="Overdue" value={counts.overdue} tone="danger" />
        <StatCard label="On Time" value={counts.onTime} tone="success" />
      </div>
      {/* What was handed in is not lost: it waits for review under the one word every screen uses (docs/behaviour.md §4 "Glossary"). */}
      <Text as="p" tone="muted" className={styles.submittedNote}>
        A task you submit leaves this list and reads “{PENDING_REVIEW}” until a reviewer approves it or returns it for rework: see it in the
        History of its job in <Link href="/my-jobs">My Jobs</Link>.
      </Text>
      {loading && items.length === 0 && (
        <Centred>
          <Spinner label="Loading pending tasks" showLabel />
        </Centred>
      )}
      {empty && <EmptyState title="Nothing to finish" message="You have no tasks waiting to be submitted." titleAs="h2" />}
      {items.length > 0 && (
        <PendingTaskGrid busy={loading}>
          {items.map((task) => {
            return (
              <PendingTaskCard
                key={task.taskId}
                task={task}
                badges={waitingFor(kept, task.taskId) ? [WAITING_BADGE, ...finishBadges(task)] : finishBadges(task)}
                note={<ReworkReason task={task} />}
                extra={(task.reworkCount ?? 0) > 0 && <CardFact label="Rework">{task.reworkCount}</CardFact>}
                actions={
                  <>
                    <Button
                      size="sm"
                      onClick={() => submit.send({ type: 'modal.opened', values: EMPTY_SUBMISSION, subject: task })}
                      aria-label={`Submit Task ${task.taskName}`}
                    >
                      Submit Task
                    </Button>
                    <CommentsButton actor={comments} task={task} label="View Chats" />
                  </>
                }
              />
            );
          })}
        </PendingTaskGrid>
      )}
      <SubmitTaskModal actor={submit} />
      <CommentsModal actor={comments} />
    </>
  );
}
