import type { ReactNode } from 'react';
import * as styles from './StatCard.css';
import { cx } from './cx';

/** danger/warning/info/success follow the chart colours: overdue, ongoing, in review, to review. */
export type StatTone = 'danger' | 'warning' | 'info' | 'success' | 'primary' | 'neutral';

export interface StatCardProps {
  label: string;
  /** null while the count is still being read: a placeholder bar of the value's height stands in. */
  value: ReactNode | null;
  tone?: StatTone;
  icon?: ReactNode;
  hint?: ReactNode;
  /** Colours the value itself, e.g. the reports rework average (green below 1, red otherwise). */
  valueTone?: 'danger' | 'success';
  /** With a handler the card is a button that opens the details. */
  onClick?: () => void;
}

export function StatCard({ label, value, tone = 'neutral', icon, hint, valueTone, onClick }: StatCardProps) {
  const content = (
    <>
      {icon && (
        <span className={cx(styles.icon, styles.iconTone[tone])} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={cx(styles.value, styles.valueTone[valueTone ?? 'plain'])}>
          {value ?? <span className={styles.valueSkeleton} aria-hidden="true" />}
        </span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
    </>
  );
  const className = `${styles.card} ${styles.accent[tone]}`;
  if (onClick) {
    return (
      <button type="button" className={cx(className, styles.clickable)} onClick={onClick}>
        {content}
      </button>
    );
  }
  return <div className={className}>{content}</div>;
}
