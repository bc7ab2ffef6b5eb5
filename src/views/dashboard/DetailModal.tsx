import { Alert, Badge, Button, Inline, ReadOnlyModal, ProgressBar, Spinner, Stack, Table, Text, type TableColumn } from '../ui';
import type { DetailedReport, Job } from '../../api/types';
import { CATEGORY_LABELS, detailRows, detailSummary, type DashboardCategory } from '../../domain/dashboard';
import { formatDay } from '../../domain/format';
import { jobStatusTone } from '../../domain/status';
import * as styles from './dashboard.css';

export type DetailStatus = 'loading' | 'loaded' | 'failed';

export interface DetailModalProps {
  open: boolean;
  category: DashboardCategory | null;
  status: DetailStatus;
  report: DetailedReport | null;
  error: string | null;
  onClose: () => void;
  onRetry: () => void;
}

const columns: TableColumn<Job>[] = [
  {
    key: 'job',
    header: 'Job Details',
    render: (job) => (
      <Stack gap="xs" className={styles.cellStack}>
        <Text weight="semibold">{job.jobName}</Text>
        <Text size="xs" tone="muted">
          {job.jobNumber}
        </Text>
        {job.jobTypeName && (
          <Text size="xs" tone="muted">
            {job.jobTypeName}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'client',
    header: 'Client & Status',
    render: (job) => (
      <Stack gap="xs" className={styles.cellStack}>
        <span>{job.clientName || 'Unknown Client'}</span>
        <Inline as="span" gap="xs">
          <Badge tone={jobStatusTone(job.statusName)}>{job.statusName}</Badge>
          {(job.isJobOverDue || job.jobOverDue) && <Badge tone="danger">Overdue</Badge>}
        </Inline>
      </Stack>
    ),
  },
  {
    key: 'tasks',
    header: 'Tasks & Progress',
    render: (job) => (
      <Stack gap="xs" className={styles.cellStack}>
        <span>
          {job.taskAssigned} of {job.taskCount} tasks assigned
        </span>
        <ProgressBar value={job.taskAssigned} max={job.taskCount} label={`Tasks assigned for ${job.jobName}`} />
      </Stack>
    ),
  },
  {
    key: 'timeline',
    header: 'Timeline',
    render: (job) => (
      <Stack gap="xs" className={styles.cellStack}>
        <Text size="xs" tone="muted">
          Start: {formatDay(job.startDate ?? job.dateIn)}
        </Text>
        <Text size="xs" tone="muted">
          Due: {formatDay(job.endDate ?? job.dateOut)}
        </Text>
        {job.dateFinished && (
          <Text size="xs" tone="muted">
            Finished: {formatDay(job.dateFinished)}
          </Text>
        )}
      </Stack>
    ),
  },
];

/** The large modal a stat card opens: the jobs behind its count, with their own load state. */
export function DetailModal({ open, category, status, report, error, onClose, onRetry }: DetailModalProps) {
  const title = category ? `${CATEGORY_LABELS[category]} Details` : 'Details';
  const rows = report && category ? detailRows(report, category) : [];
  const summary = detailSummary(rows);
  return (
    <ReadOnlyModal open={open} onClose={onClose} title={title} size="xl">
      {status === 'loading' && (
        <div className={styles.centred}>
          <Spinner label="Loading detailed data..." showLabel />
        </div>
      )}
      {status === 'failed' && (
        <Alert tone="danger" title={error ?? undefined}>
          <div className={styles.retryRow}>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Retry
            </Button>
          </div>
        </Alert>
      )}
      {status === 'loaded' && (
        <>
          <dl className={styles.detailSummary} aria-label="Summary">
            <Stack gap="xxs" className={styles.detailFigure}>
              <dt className={styles.summaryLabel}>Total Items</dt>
              <dd className={styles.summaryValue}>{summary.totalItems}</dd>
            </Stack>
            <Stack gap="xxs" className={styles.detailFigure}>
              <dt className={styles.summaryLabel}>Completed</dt>
              <dd className={styles.summaryValue}>{summary.completed}</dd>
            </Stack>
            <Stack gap="xxs" className={styles.detailFigure}>
              <dt className={styles.summaryLabel}>Active</dt>
              <dd className={styles.summaryValue}>{summary.active}</dd>
            </Stack>
            <Stack gap="xxs" className={styles.detailFigure}>
              <dt className={styles.summaryLabel}>Total Tasks</dt>
              <dd className={styles.summaryValue}>{summary.totalTasks}</dd>
            </Stack>
          </dl>
          <Table
            label={title}
            caption={title}
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(job) => job.id}
            empty="No items in this category."
          />
        </>
      )}
    </ReadOnlyModal>
  );
}
