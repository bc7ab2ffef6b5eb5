import { Link } from 'wouter';
import { Alert, Badge, Button, Inline, ReadOnlyModal, ProgressBar, Spinner, Stack, Table, Text, type TableColumn } from '../ui';
import { LinkButton } from '../ui/LinkButton';
import { JobNameLink } from '../ui/JobNameLink';
import type { DetailedReport, Job } from '../../api/types';
import {
  CATEGORY_LABELS,
  byDueDate,
  countedList,
  detailRowTarget,
  detailRows,
  detailSummary,
  type DashboardCategory,
} from '../../domain/dashboard';
import { isAdminRole, type RoleName } from '../../domain/roles';
import { formatDay } from '../../domain/format';
import { jobStatusTone } from '../../domain/status';
import * as styles from './dashboard.css';

export type DetailStatus = 'loading' | 'loaded' | 'failed';

export interface DetailModalProps {
  open: boolean;
  /** Whose modal it is: where its rows and its list lead depends on what the role may open. */
  role: RoleName;
  category: DashboardCategory | null;
  status: DetailStatus;
  report: DetailedReport | null;
  error: string | null;
  onClose: () => void;
  onRetry: () => void;
}

/** The row's job name, leading to the job (admins) or to the list it is counted in (Staff). */
function JobName({ job, role, category }: { job: Job; role: RoleName; category: DashboardCategory }) {
  if (isAdminRole(role)) return <JobNameLink job={job} />;
  const to = detailRowTarget(role, category, job);
  if (!to) return <Text weight="semibold">{job.jobName}</Text>;
  return (
    <Link href={to} className={styles.itemLink}>
      {job.jobName}
    </Link>
  );
}

const columnsFor = (role: RoleName, category: DashboardCategory): TableColumn<Job>[] => [
  {
    key: 'job',
    header: 'Job Details',
    render: (job) => (
      <Stack gap="xs" className={styles.cellStack}>
        <JobName job={job} role={role} category={category} />
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

/**
 * The large modal a stat card opens: the jobs behind its count, earliest due first, each
 * leading to its work, and "Open the list" to the list the count stands for
 * (docs/behaviour.md §2 Dashboard).
 */
export function DetailModal({ open, role, category, status, report, error, onClose, onRetry }: DetailModalProps) {
  const title = category ? `${CATEGORY_LABELS[category]} Details` : 'Details';
  const rows = report && category ? byDueDate(detailRows(report, category)) : [];
  const summary = detailSummary(rows);
  const list = category ? countedList(role, category) : null;
  const onward = list && (
    <LinkButton href={list.to} aria-label={`Open the list: ${list.place}`}>
      Open the list
    </LinkButton>
  );
  return (
    <ReadOnlyModal open={open} onClose={onClose} title={title} size="xl" actions={onward}>
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
      {status === 'loaded' && category && (
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
          <Text as="p" size="sm" tone="muted">
            Earliest due first.
            {isAdminRole(role) ? " A job's name opens its Job Details." : ''}
            {list ? ` Open the list goes to ${list.place}.` : ''}
          </Text>
          <Table
            label={title}
            caption={title}
            captionHidden
            columns={columnsFor(role, category)}
            rows={rows}
            rowKey={(job) => job.id}
            empty="No items in this category."
          />
        </>
      )}
    </ReadOnlyModal>
  );
}
