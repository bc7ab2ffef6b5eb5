import { Link } from 'wouter';
import { CHECK_THIS_DATE, formatCivil, type CivilDate } from '../../domain/compliance';
import type { CalendarRow } from '../../machines/calendarPage.machine';
import { Badge, Button } from '../ui';
import { agendaId } from './MonthGrid';
import * as styles from './calendar.css';

const CONFIDENCE_LABELS = { V: 'In the Act', V2: 'Quoted from the Act', I: 'Inferred', U: 'Not verified' } as const;

/** The month's deadlines in date order, each with who is planned, likely due and overdue. */
export function Agenda({ rows, today, onPlan }: { rows: CalendarRow[]; today: CivilDate; onPlan: (key: string) => void }) {
  return (
    <ol className={styles.agenda} aria-label="Deadlines this month">
      {rows.map((row, i) => (
        <DeadlineItem key={row.deadline.key} row={row} today={today} firstOfDay={i === 0 || rows[i - 1].deadline.date !== row.deadline.date} onPlan={onPlan} />
      ))}
    </ol>
  );
}

function DeadlineItem({ row, today, firstOfDay, onPlan }: { row: CalendarRow; today: CivilDate; firstOfDay: boolean; onPlan: (key: string) => void }) {
  const { deadline, state } = row;
  const title = `${deadline.rule.jobTitle} ${deadline.periodLabel}`;
  const headingId = `deadline-${deadline.key}`;
  const overdueIds = new Set(state.overdueJobs.map((job) => job.jobId));
  return (
    <li
      id={firstOfDay ? agendaId(deadline.date) : undefined}
      tabIndex={firstOfDay ? -1 : undefined}
      className={[styles.deadline, state.overdue ? styles.deadlineOverdue : ''].join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.deadlineHead}>
        <div>
          <h3 id={headingId} className={styles.deadlineTitle}>{title}</h3>
          <p className={styles.meta}>
            {deadline.rule.obligation} · due <time dateTime={deadline.date}>{formatCivil(deadline.date)}</time>
            {deadline.date === today && ' (today)'}
            {deadline.moved && ` (moved from ${formatCivil(deadline.statutory)})`}
            {deadline.uncertain && <> · <span className={styles.check}>{CHECK_THIS_DATE}</span></>}
            {state.overdue && <> · <span className={styles.overdueText}>Overdue</span></>}
          </p>
          {deadline.rule.assumption && <p className={styles.meta}>Assumes: {deadline.rule.assumption}</p>}
        </div>
        <Button size="sm" onClick={() => onPlan(deadline.key)} aria-label={`Plan jobs for ${title}`}>Plan jobs</Button>
      </div>
      <div className={styles.badges}>
        <Badge tone="success">{state.planned.length} planned</Badge>
        <Badge tone={state.likely.length > 0 ? (state.overdue ? 'danger' : 'warning') : 'secondary'}>{state.likely.length} likely due</Badge>
      </div>
      {state.planned.length > 0 && (
        <>
          <h4 className={styles.groupTitle}>Planned</h4>
          <ul className={styles.names} aria-label={`Planned for ${title}`}>
            {state.planned.map((job) => (
              <li key={job.jobId} className={overdueIds.has(job.jobId) ? styles.name.overdue : styles.name.planned}>
                <Link href={`/jobs/${job.jobId}`} className={styles.jobLink}>{job.clientName}</Link>
                {overdueIds.has(job.jobId) && ' (overdue)'}
              </li>
            ))}
          </ul>
        </>
      )}
      {state.likely.length > 0 && (
        <>
          <h4 className={styles.groupTitle}>Likely due, not planned</h4>
          <ul className={styles.names} aria-label={`Likely due for ${title}`}>
            {state.likely.map((client) => (
              <li key={client.clientId} className={state.overdue ? styles.name.overdue : styles.name.likely}>
                {client.clientName}{state.overdue && ' (overdue)'}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.source}>
        {CONFIDENCE_LABELS[deadline.rule.confidence]}: {deadline.rule.source}. {deadline.rule.authority}; in effect from {formatCivil(deadline.rule.effective)}.
      </p>
    </li>
  );
}
