import type { ReportRow } from '../../api/types';
import { Text } from '../ui';

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
