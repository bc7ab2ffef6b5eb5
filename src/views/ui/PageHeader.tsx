import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /**
   * "HH:mm" when what the screen shows is the copy kept from then, read while the connection is
   * down (docs/behaviour.md §2 "Reading while offline"); shown as "as of 14:05".
   */
  asOf?: string | null;
}

/** The title row every screen starts with. The browser tab is named from the route table (src/app/pageTitle.ts). */
export function PageHeader({ title, subtitle, actions, asOf }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {asOf && (
          <p className={styles.asOf} role="status">
            as of {asOf}
          </p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
