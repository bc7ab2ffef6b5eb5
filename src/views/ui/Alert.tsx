import type { ReactNode } from 'react';
import * as styles from './Alert.css';
import { cx } from './cx';

export type AlertTone = 'danger' | 'warning' | 'success' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/** Errors interrupt (role=alert); other tones are announced politely (role=status). */
export function Alert({ tone = 'info', title, children, onDismiss, dismissLabel = 'Dismiss', className }: AlertProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cx(styles.base, styles.tone[tone], className)}>
      <div className={styles.body}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={dismissLabel}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
