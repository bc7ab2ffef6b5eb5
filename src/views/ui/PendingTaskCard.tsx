import type { ReactNode } from 'react';
import type { PendingTaskItem } from '../../api/types';
import { formatDateTime, shortenFileName } from '../../domain/format';
import type { BadgeTone } from '../../domain/tones';
import { Badge } from './Badge';
import * as styles from './PendingTaskCard.css';

export interface PendingTaskCardProps {
  task: PendingTaskItem;
  badge: { label: string; tone: BadgeTone };
  /** Extra facts under the dates (assignee, rework count). */
  extra?: ReactNode;
  actions: ReactNode;
}

/** The grid the pending screens lay their cards out in. */
export function PendingTaskGrid({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={styles.grid} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

/** One task waiting to be finished or reviewed, as both pending screens show it. */
export function PendingTaskCard({ task, badge, extra, actions }: PendingTaskCardProps) {
  return (
    <article className={styles.card} aria-label={task.taskName}>
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.cardTitle}>{task.taskName}</h2>
          <p className={styles.cardJob}>{task.jobName}</p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      {task.taskDescription && <p className={styles.description}>{task.taskDescription}</p>}
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>Start</dt>
        <dd className={styles.factValue}>{formatDateTime(task.tStartDate)}</dd>
        <dt className={styles.factLabel}>Deadline</dt>
        <dd className={styles.factValue}>{formatDateTime(task.taskEndDate)}</dd>
        {extra}
      </dl>
      {task.taskFileList.length > 0 && (
        <ul className={styles.files} aria-label={`Files of ${task.taskName}`}>
          {task.taskFileList.map((file) => (
            <li key={file.id}>
              <a className={styles.fileLink} href={file.url} target="_blank" rel="noreferrer" title={file.fileName}>
                {shortenFileName(file.fileName)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}

/** A fact row for the card's extra slot. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}
