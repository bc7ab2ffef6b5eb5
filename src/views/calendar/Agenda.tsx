import { Link } from 'wouter';
import { CHECK_THIS_DATE, formatCivil, periodKey, periodMeaning, type CivilDate } from '../../domain/compliance';
import { writeJobsAddress } from '../../domain/listAddress';
import type { CalendarRow } from '../../machines/calendarPage.machine';
import { Badge, Button, Inline, Text } from '../ui';
import { cx } from '../ui/cx';
import { agendaId } from './MonthGrid';
import * as styles from './calendar.css';

const CONFIDENCE_LABELS = { V: 'In the Act', V2: 'Quoted from the Act', I: 'Inferred', U: 'Not verified' } as const;

/**
 * Names drawn per group: a firm with hundreds of clients per deadline sees the first ones and
 * the count, and all of them one step away (Jobs searched by the deadline, or Plan jobs), so a
 * month opens at once however many clients the firm has.
 */
const NAMES_SHOWN = 12;

/** Jobs Management searched for this deadline's jobs (they are named after it). */
const jobsOf = (title: string) => `/jobs?${writeJobsAddress({ text: title, clientId: '', jobTypeId: '', statusId: '', due: '', page: 1 })}`;

/** The month's deadlines in date order, each with who is planned, likely due and overdue. */
export function Agenda({ rows, today, onPlan }: { rows: CalendarRow[]; today: CivilDate; onPlan: (key: string) => void }) {
  return (
    <ol className={styles.agenda} aria-label="Deadlines this month">
      {rows.map((row, i) => (
        <DeadlineItem
          key={row.deadline.key}
          row={row}
          today={today}
          firstOfDay={i === 0 || rows[i - 1].deadline.date !== row.deadline.date}
          onPlan={onPlan}
        />
      ))}
    </ol>
  );
}

function DeadlineItem({
  row,
  today,
  firstOfDay,
  onPlan,
}: {
  row: CalendarRow;
  today: CivilDate;
  firstOfDay: boolean;
  onPlan: (key: string) => void;
}) {
  const { deadline, state } = row;
  const title = `${deadline.rule.jobTitle} ${deadline.periodLabel}`;
  const headingId = `deadline-${deadline.key}`;
  const overdueIds = new Set(state.overdueJobs.map((job) => job.jobId));
  // A year label has two meanings (docs/behaviour.md §2): each deadline says what its period covers.
  const meaning = periodMeaning(deadline.rule, deadline.period);
  const overrides = deadline.rule.stateOverrides.filter((o) => o.period === periodKey(deadline.period));
  return (
    <li
      id={firstOfDay ? agendaId(deadline.date) : undefined}
      tabIndex={firstOfDay ? -1 : undefined}
      className={cx(styles.deadline, state.overdue && styles.deadlineOverdue)}
      aria-labelledby={headingId}
    >
      <Inline gap="sm" justify="between" align="start">
        <div>
          <h3 id={headingId} className={styles.deadlineTitle}>
            {title}
          </h3>
          <Text as="p" size="sm" tone="muted" className={styles.meta}>
            {deadline.rule.obligation} · due <time dateTime={deadline.date}>{formatCivil(deadline.date)}</time>
            {deadline.date === today && ' (today)'}
            {deadline.moved && ` (moved from ${formatCivil(deadline.statutory)})`}
            {deadline.uncertain && (
              <>
                {' '}
                · <span className={styles.check}>{CHECK_THIS_DATE}</span>
              </>
            )}
            {state.overdue && (
              <>
                {' '}
                ·{' '}
                <Text tone="danger" weight="semibold">
                  Overdue
                </Text>
              </>
            )}
          </Text>
          {meaning && (
            <Text as="p" size="sm" tone="muted" className={styles.meta}>
              {meaning}
            </Text>
          )}
          {deadline.rule.assumption && (
            <Text as="p" size="sm" tone="muted" className={styles.meta}>
              Assumes: {deadline.rule.assumption}
            </Text>
          )}
          {deadline.rule.exemption && (
            <Text as="p" size="sm" tone="muted" className={styles.meta}>
              Exempt: {deadline.rule.exemption}
            </Text>
          )}
          {overrides.length > 0 && (
            <Text as="p" size="sm" tone="muted" className={styles.meta}>
              States that moved it: {overrides.map((o) => `${o.state} ${formatCivil(o.date)}`).join('; ')}
            </Text>
          )}
        </div>
        <Button size="sm" onClick={() => onPlan(deadline.key)} aria-label={`Plan jobs for ${title}`}>
          Plan jobs
        </Button>
      </Inline>
      <Inline gap="xs" className={styles.badges}>
        <Badge tone="success">{state.planned.length} planned</Badge>
        <Badge tone={state.likely.length > 0 ? (state.overdue ? 'danger' : 'warning') : 'secondary'}>
          {state.likely.length} likely due
        </Badge>
      </Inline>
      {state.planned.length > 0 && (
        <>
          <h4 className={styles.groupTitle}>Planned</h4>
          <Inline as="ul" gap="xs" className={styles.names} aria-label={`Planned for ${title}`}>
            {state.planned.slice(0, NAMES_SHOWN).map((job) => (
              <li key={job.jobId} className={overdueIds.has(job.jobId) ? styles.name.overdue : styles.name.planned}>
                <Link href={`/jobs/${job.jobId}`} className={styles.jobLink}>
                  {job.clientName}
                </Link>
                {overdueIds.has(job.jobId) && ' (overdue)'}
              </li>
            ))}
            {state.planned.length > NAMES_SHOWN && (
              <li className={styles.name.planned}>
                <Link href={jobsOf(title)} className={styles.jobLink}>
                  All {state.planned.length} in Jobs
                </Link>
              </li>
            )}
          </Inline>
        </>
      )}
      {state.likely.length > 0 && (
        <>
          <h4 className={styles.groupTitle}>Likely due, not planned</h4>
          <Inline as="ul" gap="xs" className={styles.names} aria-label={`Likely due for ${title}`}>
            {state.likely.slice(0, NAMES_SHOWN).map((client) => (
              <li key={client.clientId} className={state.overdue ? styles.name.overdue : styles.name.likely}>
                {client.clientName}
                {state.overdue && ' (overdue)'}
              </li>
            ))}
            {state.likely.length > NAMES_SHOWN && (
              <li className={styles.name.likely}>and {state.likely.length - NAMES_SHOWN} more (Plan jobs lists them all)</li>
            )}
          </Inline>
        </>
      )}
      <Text as="p" size="xs" tone="muted" className={styles.source}>
        {CONFIDENCE_LABELS[deadline.rule.confidence]}: {deadline.rule.source}. {deadline.rule.authority}; in effect from{' '}
        {formatCivil(deadline.rule.effective)}
        {/* A period kept under an earlier version says when that version ended (docs/decisions/064-rule-versions.md). */}
        {deadline.rule.effectiveTo && ` to ${formatCivil(deadline.rule.effectiveTo)}`}.
      </Text>
    </li>
  );
}
