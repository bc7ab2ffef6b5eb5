import type { ReportRow } from '../../api/types';
import { reportStatusTone } from '../../domain/reports';
import { jobStatusTone } from '../../domain/status';
import { Badge, Inline, Text, type TableColumn } from '../ui';

/** A report row's task with its job beneath it, as both report tables show it. */
export function TaskAndJob({ row }: { row: ReportRow }) {
  return (
    <>
      <Text as="div" weight="semibold">
        {row.taskName}
      </Text>
      <Text as="div" tone="muted">
        {row.jobName}
      </Text>
    </>
  );
}

/** The first column of both report tables: the task and its job. */
export const taskAndJobColumn = (header: string): TableColumn<ReportRow> => ({
  key: 'task',
  header,
  render: (row) => <TaskAndJob row={row} />,
});

/** A report row's status badges: the task's (and, in the download preview, the job's), then its reworks if any. */
export function ReportStatus({ row, withJob = false }: { row: ReportRow; withJob?: boolean }) {
  return (
    <Inline as="span" gap="xs">
      <Badge tone={reportStatusTone(row.taskStatus)}>
        {withJob && 'Task: '}
        {row.taskStatus || 'Unknown'}
      </Badge>
      {withJob && <Badge tone={jobStatusTone(row.jobStatus)}>Job: {row.jobStatus || 'Unknown'}</Badge>}
      {row.reworkCount > 0 && <Badge tone="danger">Rework: {row.reworkCount}</Badge>}
    </Inline>
  );
}
