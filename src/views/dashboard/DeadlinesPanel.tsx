import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { CHECK_THIS_DATE, formatCivil } from '../../domain/compliance';
import type { calendarDeadlinesMachine } from '../../machines/calendarDeadlines.machine';
import { itemsOf } from '../../machines/loader.machine';
import { Badge, Card, Inline, RetryAlert, Stack } from '../ui';
import { ReadState } from '../ui/ReadState';
import * as styles from './dashboard.css';

/** docs/behaviour.md §2 Dashboard: the statutory deadlines of the next 14 days and who has no job for them yet. */
export function DeadlinesPanel({ panel, children }: { panel: ActorRefFrom<typeof calendarDeadlinesMachine>; children?: ReactNode }) {
  const upcoming = useSelector(panel, itemsOf);
  const error = useSelector(panel, (s) => s.context.error);
  const loading = useSelector(panel, (s) => s.matches('loading'));
  const failed = useSelector(panel, (s) => s.matches('failed'));
  const empty = useSelector(panel, (s) => s.matches('empty'));
  const loaded = useSelector(panel, (s) => s.matches('loaded'));
  const unplanned = upcoming.reduce((sum, u) => sum + u.unplanned, 0);

  return (
    <Card
      title="Deadlines in the next 14 days"
      subtitle={loading ? 'Loading…' : failed ? undefined : `${unplanned} unplanned`}
      actions={<Link href="/calendar">Open the Compliance Calendar</Link>}
    >
      {/* Room for a few deadlines, so the panels under this one stay put when they arrive. */}
      {loading && <ReadState loader={panel} label="Loading deadlines" reserve="12rem" />}
      {failed && (
        <RetryAlert retryLabel="Retry" onRetry={() => panel.send({ type: 'reload.requested' })}>
          {error}
        </RetryAlert>
      )}
      {empty && <p>No statutory deadline in the next 14 days.</p>}
      {loaded && (
        <Stack as="ul" gap="xs" className={styles.list} aria-label="Upcoming deadlines">
          {upcoming.map(({ deadline, planned, unplanned: open }) => {
            const [year, month] = deadline.date.split('-');
            return (
              <Inline as="li" key={deadline.key} gap="sm" justify="between" align="start" className={styles.deadlineRow}>
                <span>
                  <strong>
                    {deadline.rule.jobTitle} {deadline.periodLabel}
                  </strong>{' '}
                  · due {formatCivil(deadline.date)}
                  {deadline.uncertain && (
                    <>
                      {' '}
                      · <em>{CHECK_THIS_DATE}</em>
                    </>
                  )}
                </span>
                <span>
                  <Badge tone="success">{planned} planned</Badge>{' '}
                  <Link
                    href={`/calendar?month=${year}-${month}`}
                    aria-label={`${open} unplanned for ${deadline.rule.jobTitle} ${deadline.periodLabel}`}
                  >
                    <Badge tone={open > 0 ? 'warning' : 'secondary'}>{open} unplanned</Badge>
                  </Link>
                </span>
              </Inline>
            );
          })}
        </Stack>
      )}
      {children}
    </Card>
  );
}
