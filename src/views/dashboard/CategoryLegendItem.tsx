import { CATEGORY_LABELS, type DashboardCategory } from '../../domain/dashboard';
import { Inline, Text } from '../ui';
import { cx } from '../ui/cx';
import * as styles from './dashboard.css';

/** One category of the workload charts: its colour, name, count and share. */
export function CategoryLegendItem({ category, count, percent }: { category: DashboardCategory; count: number; percent: number }) {
  return (
    <Inline as="li" gap="sm" nowrap className={styles.legendItem}>
      <span className={cx(styles.swatch, styles.chartFill[category])} aria-hidden="true" />
      <Text size="sm" className={styles.legendLabel}>
        {CATEGORY_LABELS[category]}
      </Text>
      <Text size="md" weight="bold">
        {count}
      </Text>
      <Text size="sm" tone="muted" className={styles.legendPercent}>
        {percent}%
      </Text>
    </Inline>
  );
}
