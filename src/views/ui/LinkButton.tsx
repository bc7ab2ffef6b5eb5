import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as buttonStyles from './Button.css';
import * as iconStyles from './IconButton.css';
import { cx } from './cx';
import type { ButtonSize, ButtonVariant } from './Button';

/**
 * Anything that goes to another page is a link, drawn as a button: it can be opened in a new
 * tab, copied, and read as a link by a screen reader (docs/design.md §1 Views).
 */
export interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  className?: string;
  'aria-label'?: string;
}

export function LinkButton({ href, children, variant = 'primary', size = 'md', icon, className, ...rest }: LinkButtonProps) {
  const classes = cx(buttonStyles.base, buttonStyles.variant[variant], buttonStyles.size[size], className);
  return (
    <Link href={href} className={classes} aria-label={rest['aria-label']}>
      {icon && (
        <span className={buttonStyles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </Link>
  );
}

export interface IconLinkProps {
  href: string;
  /** The accessible name; an icon alone says nothing to a screen reader. */
  'aria-label': string;
  icon: ReactNode;
  title?: string;
  tone?: 'neutral' | 'danger' | 'brand';
  size?: 'sm' | 'md';
}

/** An icon button's look for a link (View Job Details in a table row). */
export function IconLink({ href, icon, title, tone = 'neutral', size = 'md', ...rest }: IconLinkProps) {
  const classes = cx(iconStyles.base, iconStyles.tone[tone], iconStyles.size[size]);
  return (
    <Link href={href} className={classes} aria-label={rest['aria-label']} title={title ?? rest['aria-label']}>
      <span aria-hidden="true">{icon}</span>
    </Link>
  );
}
