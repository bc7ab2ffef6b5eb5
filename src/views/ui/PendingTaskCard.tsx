import type { ReactNode } from 'react';
import type { PendingTaskItem } from '../../api/types';
import { formatDateTime } from '../../domain/format';
import { isFromLatestSubmission, type TaskBadge } from '../../domain/review';
import { Badge } from './Badge';
import { FileDownload } from './FileDownload';
import { NAV_ITEM } from './focus';
import { Inline, Stack, Text } from './Layout';
import * as styles from './PendingTaskCard.css';
import { skeleton } from './Table.css';
import { cx } from './cx';

export interface PendingTaskCardProps {
  task: PendingTaskItem;
  /** The status badges, most important first. */
  badges: TaskBadge[];
  /** A highlighted note above the facts: the reviewer's reason for a rework, or the hand-in's comment. */
  note?: ReactNode;
  /** Extra facts under the dates (assignee, submission time, rework count). */
  extra?: ReactNode;
  actions: ReactNode;
}

/** The grid the pending screens lay their cards out in; with a `label` it is a named region. */
export function PendingTaskGrid({ busy, label, children }: { busy: boolean; label?: string; children: ReactNode }) {
  return (
    <div className={styles.grid} role={label ? 'region' : undefined} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

/** How many placeholder cards stand in for a page of tasks not yet read. */
const SKELETON_CARDS = [0, 1, 2];

/**
 * The grid before its first page is read: placeholder cards, and the region busy, never a count
 * (docs/design.md "Loading tells the truth").
 */
export function PendingTaskSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.grid} role="region" aria-label={label} aria-busy="true">
      {SKELETON_CARDS.map((index) => (
        <div key={index} className={styles.card} aria-hidden="true" data-skeleton="">
          <Stack gap="sm">
            <span className={skeleton} />
            <span className={skeleton} />
            <span className={skeleton} />
          </Stack>
        </div>
      ))}
    </div>
  );
}

/**
 * One task waiting to be finished or reviewed, as both pending screens show it. The card
 * itself takes focus (not by Tab), so after a review or a j/k move the keyboard lands on it.
 */
export function PendingTaskCard({ task, badges, note, extra, actions }: PendingTaskCardProps) {
  return (
    <article className={styles.card} aria-label={task.taskName} tabIndex={-1} {...{ [NAV_ITEM]: '' }}>
      <Inline gap="sm" justify="between" align="start" nowrap>
        <Stack gap="xxs">
          <h2 className={styles.cardTitle}>{task.taskName}</h2>
          <Text as="p" size="sm" tone="muted" wrap="anywhere">
            {task.jobName}
          </Text>
        </Stack>
        <Stack gap="xs" className={styles.badges}>
          {badges.map((badge) => (
            <Badge key={badge.label} tone={badge.tone}>
              {badge.label}
            </Badge>
          ))}
        </Stack>
      </Inline>
      {note}
      {task.taskDescription && (
        <Text as="p" size="sm" wrap="anywhere">
          {task.taskDescription}
        </Text>
      )}
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>Start</dt>
        <dd className={styles.factValue}>{formatDateTime(task.tStartDate)}</dd>
        <dt className={styles.factLabel}>Deadline</dt>
        <dd className={styles.factValue}>{formatDateTime(task.taskEndDate)}</dd>
        {extra}
      </dl>
      <TaskFiles task={task} />
      <Inline gap="sm" className={styles.actions}>
        {actions}
      </Inline>
    </article>
  );
}

/**
 * The task's files, each with its upload time; when the task has files from an earlier
 * hand-in too, the ones of the latest hand-in say so.
 */
function TaskFiles({ task }: { task: PendingTaskItem }) {
  if (task.taskFileList.length === 0) return null;
  const fresh = task.taskFileList.map((file) => isFromLatestSubmission(file, task.dateSubmitted));
  const mixed = fresh.includes(true) && fresh.includes(false);
  return (
    <Stack as="ul" gap="xs" className={styles.files} aria-label={`Files of ${task.taskName}`}>
      {task.taskFileList.map((file, index) => (
        <Inline as="li" gap="sm" key={file.id}>
          <FileDownload file={file} />
          {file.dateUploaded && (
            <Text size="xs" tone="muted">
              uploaded <time dateTime={file.dateUploaded}>{formatDateTime(file.dateUploaded)}</time>
            </Text>
          )}
          {mixed && fresh[index] && <Badge tone="info">Latest submission</Badge>}
          {mixed && fresh[index] === false && <Badge tone="secondary">Earlier submission</Badge>}
        </Inline>
      ))}
    </Stack>
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

/** A quoted comment on a card: who said it, when, and the words. */
export function CardNote({ title, tone, children }: { title: string; tone: 'warning' | 'info'; children: ReactNode }) {
  return (
    <Stack gap="xxs" className={cx(styles.note, styles.noteTone[tone])}>
      <p className={styles.noteTitle}>{title}</p>
      <p className={styles.noteText}>{children}</p>
    </Stack>
  );
}
