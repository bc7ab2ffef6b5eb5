import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useListAddress } from '../../app/address';
import { useScreenActor } from '../../app/SessionProvider';
import type { ReportRange, ReportRow } from '../../api/types';
import { formatDateTime, formatDay } from '../../domain/format';
import { DOWNLOAD_PREVIEW_ROWS, inclusiveDayCount, previewNote } from '../../domain/reports';
import { downloadReportsMachine, exportReportsWith } from '../../machines/downloadReports.machine';
import { PageHeader } from '../ui/PageHeader';
import { Alert, Button, Card, DateTimeInput, EmptyState, Stack, Table, Text, type TableColumn } from '../ui';
import { ReportsLoading } from './ReportsLoading';
import * as styles from './reports.css';
import { fileSaver } from '../ui/saveFile';
import { ReportStatus, taskAndJobColumn } from './TaskAndJob';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <span>
      <Text tone="muted">{label}:</Text> {value}
    </span>
  );
}

const RANGE_EDGES: ReadonlyArray<{ edge: keyof ReportRange; label: string }> = [
  { edge: 'startDate', label: 'Start date' },
  { edge: 'endDate', label: 'End date' },
];

const columns: TableColumn<ReportRow>[] = [
  taskAndJobColumn('Task & Job Details'),
  { key: 'status', header: 'Status & Progress', render: (row) => <ReportStatus row={row} withJob /> },
  {
    key: 'people',
    header: 'People Involved',
    render: (row) => (
      <Stack as="span" gap="xxs" className={styles.lines}>
        <Line label="Assigned" value={row.assignedTo || 'N/A'} />
        <Line label="Creator" value={row.creator || 'N/A'} />
        {row.verifier && <Line label="Verifier" value={row.verifier} />}
      </Stack>
    ),
  },
  {
    key: 'timeline',
    header: 'Timeline',
    render: (row) => (
      <Stack as="span" gap="xxs" className={styles.lines}>
        <Line label="Assigned" value={formatDateTime(row.dateAssigned)} />
        <Line label="Finished" value={formatDateTime(row.dateFinished)} />
        <Line label="Approved" value={formatDateTime(row.dateAproved)} />
      </Stack>
    ),
  },
];

export default function DownloadReportsPage() {
  const address = useListAddress();
  const logic = useMemo(
    () =>
      downloadReportsMachine.provide({
        actors: {
          ...address.binding.actors,
          exportReports: exportReportsWith((blob, fileName) => fileSaver.save(blob, fileName)),
        },
        actions: address.binding.actions,
      }),
    [address],
  );
  const screen = useScreenActor(logic, { search: address.search });
  return screen && <DownloadReports screen={screen} />;
}

function DownloadReports({ screen }: { screen: ActorRefFromLogic<typeof downloadReportsMachine> }) {
  const snapshot = useSelector(screen, (s) => s);
  const { send } = screen;
  const { startDate, endDate, rows, error, notice } = snapshot.context;
  const loading = snapshot.matches('loading');
  const exporting = snapshot.matches('exporting');
  const busy = loading || exporting;
  const showPreview = snapshot.matches('previewed') || exporting;
  const days = inclusiveDayCount(startDate, endDate);

  return (
    <Stack gap="xl">
      <PageHeader title="Download Reports" subtitle="Preview task reports for a date range and export them to Excel" />
      <Card title="Report Filters">
        <form
          className={styles.filters}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'preview.requested' });
          }}
        >
          {RANGE_EDGES.map(({ edge, label }) => (
            <DateTimeInput
              key={edge}
              label={label}
              mode="date"
              value={snapshot.context[edge]}
              disabled={busy}
              onChange={(e) => send({ type: 'dates.changed', patch: { [edge]: e.target.value } })}
            />
          ))}
          <Button type="submit" disabled={busy}>
            {loading ? 'Loading...' : 'Preview Reports'}
          </Button>
        </form>
        {days !== null && days > 0 && (
          <Text as="p" tone="muted" className={styles.period}>
            Period: {formatDay(startDate)} – {formatDay(endDate)} ({days} {days === 1 ? 'day' : 'days'})
          </Text>
        )}
      </Card>

      {error && <Alert tone="danger">{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}

      {loading && <ReportsLoading title="Loading Reports..." message="Fetching report data for the selected dates" />}

      {(snapshot.matches('notPreviewed') || snapshot.matches('failed')) && (
        <Card>
          <EmptyState
            icon="▤"
            title="Generate Reports"
            message="Choose a start and end date, then select Preview Reports to see the tasks of that period."
          />
        </Card>
      )}

      {showPreview && (
        <Card
          title="Report Preview"
          subtitle={`${rows.length} ${rows.length === 1 ? 'record' : 'records'}`}
          flush
          actions={
            <Button variant="success" disabled={exporting} busy={exporting} onClick={() => send({ type: 'export.requested' })}>
              {exporting ? 'Exporting...' : `Export to Excel (${rows.length} records)`}
            </Button>
          }
        >
          {rows.length === 0 ? (
            <EmptyState
              icon="⌕"
              title="No Reports Found"
              message="No reports were found for the selected date range. Try adjusting your date filters."
            />
          ) : (
            <>
              <Table
                label="Previewed reports"
                caption="The first 10 previewed reports"
                captionHidden
                columns={columns}
                rows={rows.slice(0, DOWNLOAD_PREVIEW_ROWS)}
                rowKey={(row, index) => `${row.taskName}-${row.dateAssigned ?? ''}-${index}`}
              />
              {rows.length > DOWNLOAD_PREVIEW_ROWS && (
                <Text as="p" tone="muted" className={styles.note}>
                  {previewNote(rows.length)}
                </Text>
              )}
            </>
          )}
        </Card>
      )}
    </Stack>
  );
}
