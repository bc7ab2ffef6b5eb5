import * as styles from './Spinner.css';
import { visuallyHidden } from '../../styles/global.css';
import { cx } from './cx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Read by screen readers; also shown beside the ring when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  /** Inside a busy control the control itself announces the state, so the ring is silent. */
  decorative?: boolean;
}

export function Spinner({ label = 'Loading', showLabel = false, size = 'md', decorative = false }: SpinnerProps) {
  const ring = <span className={cx(styles.ring, styles.size[size])} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" className={styles.wrapper}>
      <span className={styles.ringColour}>{ring}</span>
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
