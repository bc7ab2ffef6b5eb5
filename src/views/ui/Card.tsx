import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';
import { cx } from './cx';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level of the title, so cards fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  actions?: ReactNode;
  /** No body padding, for tables and lists that run edge to edge. */
  flush?: boolean;
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
}

export function Card({ title, subtitle, titleAs: Heading = 'h2', actions, flush = false, children, className, ...rest }: CardProps) {
  const titleId = useId();
  const label = rest['aria-label'];
  return (
    <section className={cx(styles.card, className)} aria-label={label} aria-labelledby={!label && title ? titleId : undefined}>
      {(title || actions) && (
        <header className={styles.header}>
          <div>
            {title && (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            )}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </section>
  );
}
