import { useId } from 'react';
import { Card, Stack } from '../ui';
import {
  CATEGORY_LABELS,
  DASHBOARD_CATEGORIES,
  DONUT_CIRCUMFERENCE,
  DONUT_RADIUS,
  DONUT_SIZE,
  DONUT_STROKE,
  categoryPercentages,
  completionRate,
  donutArcs,
  totalItems,
  type CategoryCounts,
} from '../../domain/dashboard';
import { CategoryLegendItem } from './CategoryLegendItem';
import * as styles from './dashboard.css';

const centre = DONUT_SIZE / 2;

/** The workload donut (docs/behaviour.md §9: 280 px, 40 px ring), its legend and the completion summary. */
export function WorkloadAnalytics({ counts }: { counts: CategoryCounts }) {
  const titleId = useId();
  const descId = useId();
  const total = totalItems(counts);
  const percents = categoryPercentages(counts);
  const arcs = donutArcs(counts);
  const rate = completionRate(counts);
  const description =
    total === 0
      ? 'No work items.'
      : DASHBOARD_CATEGORIES.map((key) => `${CATEGORY_LABELS[key]}: ${counts[key]} (${percents[key]}%)`).join(', ') + '.';

  return (
    <Card title="Workload Analytics" subtitle="How your open work is spread across the four categories">
      <Stack gap="xl" className={styles.donutLayout}>
        <svg
          className={styles.donut}
          width={DONUT_SIZE}
          height={DONUT_SIZE}
          viewBox={`0 0 ${DONUT_SIZE} ${DONUT_SIZE}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
        >
          <title id={titleId}>{`Workload chart, ${total} total items`}</title>
          <desc id={descId}>{description}</desc>
          <circle className={styles.donutTrack} cx={centre} cy={centre} r={DONUT_RADIUS} fill="none" strokeWidth={DONUT_STROKE} />
          <g transform={`rotate(-90 ${centre} ${centre})`}>
            {arcs.map((arc) => (
              <circle
                key={arc.key}
                data-testid={`arc-${arc.key}`}
                className={styles.chartStroke[arc.key]}
                cx={centre}
                cy={centre}
                r={DONUT_RADIUS}
                fill="none"
                strokeWidth={DONUT_STROKE}
                strokeDasharray={`${arc.length} ${DONUT_CIRCUMFERENCE - arc.length}`}
                strokeDashoffset={-arc.start}
              />
            ))}
          </g>
          <text className={styles.donutTotal} x={centre} y={centre + 4} textAnchor="middle" aria-hidden="true">
            {total}
          </text>
          <text className={styles.donutCaption} x={centre} y={centre + 30} textAnchor="middle" aria-hidden="true">
            Total Items
          </text>
        </svg>

        <Stack gap="lg" className={styles.donutSide}>
          <ul className={styles.donutLegend} aria-label="Chart legend">
            {DASHBOARD_CATEGORIES.map((key) => (
              <CategoryLegendItem key={key} category={key} count={counts[key]} percent={percents[key]} />
            ))}
          </ul>
          <dl className={styles.summary} aria-label="Workload summary">
            <Stack gap="xxs">
              <dt className={styles.summaryLabel}>Completion Rate</dt>
              <dd className={styles.summaryValue}>{rate}%</dd>
            </Stack>
            <Stack gap="xxs">
              <dt className={styles.summaryLabel}>Needs Attention</dt>
              <dd className={styles.summaryValue}>{counts.overdue}</dd>
            </Stack>
            <Stack gap="xxs">
              <dt className={styles.summaryLabel}>In Progress</dt>
              <dd className={styles.summaryValue}>{counts.ongoing}</dd>
            </Stack>
            <Stack gap="xxs">
              <dt className={styles.summaryLabel}>Pending Review</dt>
              <dd className={styles.summaryValue}>{counts.inReview + counts.toReview}</dd>
            </Stack>
          </dl>
        </Stack>
      </Stack>
    </Card>
  );
}
