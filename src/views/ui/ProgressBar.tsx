import * as styles from './ProgressBar.css';
import { cx } from './cx';
import { sizedBy } from './dynamic';
import { widthFromSize } from './dynamic.css';

export interface ProgressBarProps {
  value: number;
  max?: number;
  label: string;
  /** Shows the label and percentage above the bar. */
  showValue?: boolean;
  tone?: 'primary' | 'success' | 'warning' | 'danger';
}

export function ProgressBar({ value, max = 100, label, showValue = false, tone = 'primary' }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <div className={styles.root}>
      {showValue && (
        <div className={styles.header} aria-hidden="true">
          <span>{label}</span>
          <span>{percent}%</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={`${percent}%`}
        className={styles.track}
      >
        <div className={cx(styles.fill, styles.tone[tone], widthFromSize)} style={sizedBy(`${percent}%`)} />
      </div>
    </div>
  );
}
