import { useLocation } from 'wouter';
import { Button, Card, EmptyState, Inline } from '../ui';
import type { RoleName } from '../../domain/roles';
import {
  CATEGORY_LABELS,
  DASHBOARD_CATEGORIES,
  categoryPercentages,
  quickLinks,
  totalItems,
  type CategoryCounts,
} from '../../domain/dashboard';
import { CategoryLegendItem } from './CategoryLegendItem';
import * as styles from './dashboard.css';
import { cx } from '../ui/cx';
import { sizedBy } from '../ui/dynamic';
import { widthFromSize } from '../ui/dynamic.css';

/** Segmented bar of the four categories with their counts, shares and quick buttons. */
export function WorkloadDistribution({ counts, role }: { counts: CategoryCounts; role: RoleName }) {
  const [, navigate] = useLocation();
  const total = totalItems(counts);
  const percents = categoryPercentages(counts);
  const links = (
    <Inline gap="sm" className={styles.quickLinks}>
      {quickLinks(role).map((link) => (
        <Button key={link.to} variant="secondary" size="sm" onClick={() => navigate(link.to)}>
          {link.label}
        </Button>
      ))}
    </Inline>
  );

  if (total === 0) {
    return (
      <Card title="Workload Distribution">
        <EmptyState icon="✓" title="Excellent Work!" message="You have no pending work items. Everything is up to date." />
        {links}
      </Card>
    );
  }

  const summary = DASHBOARD_CATEGORIES.map((key) => `${CATEGORY_LABELS[key]} ${percents[key]}%`).join(', ');
  return (
    <Card title="Workload Distribution" subtitle={`${total} open items`}>
      <div className={styles.bar} role="img" aria-label={`Distribution: ${summary}`}>
        {DASHBOARD_CATEGORIES.filter((key) => counts[key] > 0).map((key) => (
          <span
            key={key}
            className={cx(styles.segment, styles.chartFill[key], widthFromSize)}
            style={sizedBy(`${(counts[key] / total) * 100}%`)}
          />
        ))}
      </div>
      <ul className={styles.legend} aria-label="Workload by category">
        {DASHBOARD_CATEGORIES.map((key) => (
          <CategoryLegendItem key={key} category={key} count={counts[key]} percent={percents[key]} />
        ))}
      </ul>
      {links}
    </Card>
  );
}
