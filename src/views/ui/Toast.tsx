import * as styles from './Toast.css';
import { cx } from './cx';

export interface ToastProps {
  message: string;
  tone?: 'success' | 'info';
  /** Floats in the top-right corner instead of sitting in the page flow. */
  floating?: boolean;
}

/** A polite announcement; the machine that shows it also clears it after the spec's delay. */
export function Toast({ message, tone = 'success', floating = false }: ToastProps) {
  return (
    <div role="status" aria-live="polite" className={cx(styles.toast, styles.tone[tone], floating && styles.floating)}>
      <span aria-hidden="true">{tone === 'success' ? '✓' : 'ℹ'}</span>
      {message}
    </div>
  );
}
