import type { ReactNode } from 'react';
import type { BadgeTone } from '../../domain/tones';
import * as styles from './Badge.css';
import { cx } from './cx';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'secondary', children, className }: BadgeProps) {
  return <span className={cx(styles.base, styles.tone[tone], className)}>{children}</span>;
}
