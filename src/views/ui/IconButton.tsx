import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './IconButton.css';
import { cx } from './cx';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  'aria-label': string;
  icon: ReactNode;
  tone?: 'neutral' | 'danger' | 'brand';
  size?: 'sm' | 'md';
}

export function IconButton({ icon, tone = 'neutral', size = 'md', className, type = 'button', ...rest }: IconButtonProps) {
  const classes = cx(styles.base, styles.tone[tone], styles.size[size], className);
  return (
    <button {...rest} type={type} className={classes} title={rest.title ?? rest['aria-label']}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
