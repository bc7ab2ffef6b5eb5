import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useScreenActor } from '../../app/SessionProvider';
import type { ReportRow } from '../../api/types';
import { formatDate, formatDay, formatDayTime } from '../../domain/format';
import { RECENT_REPORTS_ROWS, isReworkAverageGood, oneDecimal } from '../../domain/reports';
import { reportsMachine, shownReports } from '../../machines/reports.machine';
import { PageHeader } from '../ui/PageHeader';
import { Alert, Button, Card, EmptyState, LinkButton, Stack, StatCard, Table, type TableColumn } from '../ui';
import { ReportsLoading } from './ReportsLoading';
import * as styles from './reports.css';
import { ReportStatus, taskAndJobColumn } from './TaskAndJob';

const columns: TableColumn<ReportRow>[] = [
  taskAndJobColumn('Task & Job'),
  { key: 'status', header: 'Status', render: (row) => <ReportStatus row={row} /> },
  { key: 'assigned', header: 'Assigned To', render: (row) => row.assignedTo || 'N/A' },
  { key: 'date', header: 'Date', render: (row) => formatDate(row.dateAssigned) },
];

export default function ReportsPage() {
  const screen = useScreenActor(reportsMachine, undefined);
  return screen && <Reports screen={screen} />;
}

function Reports({ screen }: { screen: ActorRefFromLogic<typeof reportsMachine> }) {
  const snapshot = useSelector(screen, (s) => s);
  const { send } = screen;
  const { summary, rows, range, lastUpdated } = shownReports(snapshot.context.data);
  const { error } = snapshot.context;
  const loading = snapshot.matches('loading');

  const quickActions = (
    <Card title="Quick Actions">
      <div className={styles.actionsRow}>
        <LinkButton href="/download-reports">Download Reports</LinkButton>
        {/* docs/behaviour.md §2: a full page reload; the mock keeps its data in localStorage. */}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Refresh Analytics
        </Button>
        <LinkButton href="/jobs" variant="secondary">
          View All Jobs
        </LinkButton>
        <LinkButton href="/clients" variant="secondary">
          Manage Clients
        </LinkButton>
      </div>
    </Card>
  );

  const periodCard = (
    <Card title="Report Period" titleAs="h2">
      <Stack as="dl" gap="md" className={styles.facts}>
        <Stack gap="xxs">
          <dt className={styles.factLabel}>Period</dt>
          <dd className={styles.factValue}>Last 30 days</dd>
        </Stack>
        <Stack gap="xxs">
          <dt className={styles.factLabel}>Date range</dt>
          <dd className={styles.factValue}>
            {formatDay(range.startDate)} – {formatDay(range.endDate)}
          </dd>
        </Stack>
        <Stack gap="xxs">
          <dt className={styles.factLabel}>Last updated</dt>
          <dd className={styles.factValue}>{lastUpdated === null ? 'N/A' : formatDayTime(lastUpdated)}</dd>
        </Stack>
      </Stack>
      <Button variant="secondary" fullWidth busy={loading} onClick={() => send({ type: 'reload.requested' })}>
        Refresh Data
      </Button>
    </Card>
  );

  if (loading && lastUpdated === null) {
    return (
      <Stack gap="xl">
        <PageHeader title="Reports and Analytics" subtitle="Task performance over the last 30 days" />
        <ReportsLoading title="Loading Reports..." message="Fetching analytics data" />
      </Stack>
    );
  }

  const reworkGood = isReworkAverageGood(summary.averageReworkCount);
  const recent = rows.slice(0, RECENT_REPORTS_ROWS);
  const showData = !snapshot.matches('failed');

  return (
    <Stack gap="xl">
      <PageHeader title="Reports and Analytics" subtitle="Task performance over the last 30 days" />
      {error && (
        <Alert tone="danger" title="Could not load reports">
          {error}
        </Alert>
      )}
      {quickActions}
      {showData && (
        <section aria-label="Summary" className={styles.statGrid}>
          <StatCard label="Total Tasks (30 days)" value={summary.totalTasks} tone="primary" icon="▤" />
          <StatCard
            label="Completion Rate"
            value={`${oneDecimal(summary.completionRate)}%`}
            tone="success"
            icon="✓"
            hint={`${summary.completedTasks} completed`}
          />
          <StatCard label="Active Tasks" value={summary.activeTasks} tone="info" icon="▶" hint="In progress" />
          <StatCard
            label="Avg. Rework Count"
            value={oneDecimal(summary.averageReworkCount)}
            tone={reworkGood ? 'success' : 'danger'}
            valueTone={reworkGood ? 'success' : 'danger'}
            icon="↻"
            hint={`${summary.reworkTasks} tasks need rework`}
          />
        </section>
      )}
      {showData ? (
        <div className={styles.twoColumns}>
          <Card title="Task Status Breakdown">
            <dl className={styles.breakdown}>
              {(
                [
                  ['Verified', summary.verifiedTasks],
                  ['Completed', summary.completedTasks],
                  ['Active', summary.activeTasks],
                  ['Rework', summary.reworkTasks],
                ] as const
              ).map(([label, value]) => (
                <Stack key={label} gap="xs" className={styles.breakdownItem}>
                  <dt className={styles.breakdownLabel}>{label}</dt>
                  <dd className={styles.breakdownValue}>{value}</dd>
                </Stack>
              ))}
            </dl>
          </Card>
          {periodCard}
        </div>
      ) : (
        periodCard
      )}
      {showData && (
        <Card
          title="Recent Reports Preview"
          flush
          actions={
            <LinkButton href="/download-reports" variant="secondary" size="sm">
              View All Reports
            </LinkButton>
          }
        >
          {recent.length === 0 ? (
            <EmptyState
              icon="▤"
              title="No Recent Reports"
              message="No reports available for the last 30 days."
              action={<LinkButton href="/download-reports">Generate Reports</LinkButton>}
            />
          ) : (
            <Table
              label="Recent reports"
              caption="Recent reports of the last 30 days"
              captionHidden
              columns={columns}
              rows={recent}
              rowKey={(row, index) => `${row.taskName}-${row.dateAssigned ?? ''}-${index}`}
            />
          )}
        </Card>
      )}
    </Stack>
  );
}
