import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { formatDayTime } from '../../domain/format';
import { NEXT_TASKS_SHOWN, finishBadges, isReturnedForRework } from '../../domain/review';
import { itemsOf } from '../../machines/loader.machine';
import type { pendingToFinishMachine } from '../../machines/pendingToFinish.machine';
import { Badge, Card, Inline, RetryAlert, Spinner, Stack, Text } from '../ui';
import * as styles from './dashboard.css';

/**
 * A Staff member's first screen starts with what to do next: their tasks still to finish,
 * returned ones first, each with its deadline and, when sent back, the reviewer's words.
 */
export function NextTasks({ list }: { list: ActorRefFrom<typeof pendingToFinishMachine> }) {
  const loading = useSelector(list, (s) => s.matches('loading'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const empty = useSelector(list, (s) => s.matches('empty'));
  const items = useSelector(list, itemsOf);
  const error = useSelector(list, (s) => s.context.error);
  const shown = items.slice(0, NEXT_TASKS_SHOWN);

  return (
    <Card
      title="Your next tasks"
      subtitle={loading ? 'Loading...' : `${items.length} to finish`}
      actions={
        items.length > 0 && (
          <Link href="/my-jobs/pending" className={styles.cardLink}>
            {items.length > shown.length ? `See all ${items.length}` : 'Open Pending Jobs to Finish'}
          </Link>
        )
      }
      flush
    >
      {loading && items.length === 0 && (
        <div className={styles.centredSmall}>
          <Spinner label="Loading your tasks" showLabel />
        </div>
      )}
      {failed && error && (
        <div className={styles.cardAlert}>
          <RetryAlert title={error} onRetry={() => list.send({ type: 'reload.requested' })} />
        </div>
      )}
      {empty && (
        <Text as="p" size="sm" tone="muted" className={styles.emptyNote}>
          Nothing to finish. You are all caught up.
        </Text>
      )}
      {shown.length > 0 && (
        <ul className={styles.list} aria-label="Your next tasks">
          {shown.map((task) => (
            <li key={task.taskId} className={styles.listItem}>
              <Stack as="span" gap="xxs">
                <Link href="/my-jobs/pending" className={styles.itemLink}>
                  {task.taskName}
                </Link>
                <Text size="sm" tone="muted" wrap="anywhere">
                  {task.jobName} · due {formatDayTime(task.taskEndDate)}
                </Text>
                {isReturnedForRework(task) && task.reworkReason && (
                  <span className={styles.itemReason}>
                    {task.reworkedByName || 'The reviewer'}: “{task.reworkReason}”
                  </span>
                )}
              </Stack>
              <Inline as="span" gap="xs" justify="end" className={styles.itemBadges}>
                {finishBadges(task).map((badge) => (
                  <Badge key={badge.label} tone={badge.tone}>
                    {badge.label}
                  </Badge>
                ))}
              </Inline>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
