import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Job, Task } from '../../api/types';
import { formatDayTime, fullName } from '../../domain/format';
import { historySummary } from '../../domain/review';
import { jobStatusTone, summaryStatusName, taskStatusNameTone, taskStatusWord } from '../../domain/status';
import type { jobHistoryMachine, jobRecordMachine, HistoryTab } from '../../machines/jobHistory.machine';
import { Badge, Centred, EmptyState, Inline, ReadOnlyModal, RetryAlert, Spinner, Stack, Tabs, Text } from '../ui';
import * as styles from './myJobs.css';

/** Job History (docs/behaviour.md §2): the job's information, its tasks, and a status summary. */
export function JobHistoryModal({ actor }: { actor: ActorRefFrom<typeof jobHistoryMachine> }) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const { job, tab } = useSelector(actor, (s) => s.context);
  const record = useSelector(actor, (s) => s.children.record);
  const details = useSelector(record, (s) => (s && !s.matches('loading') ? s.context.data : null));
  const close = () => actor.send({ type: 'modal.closed' });
  const shown = details?.job ?? job;

  return (
    <ReadOnlyModal open={open} onClose={close} size="lg" title="Job History" description={shown?.jobName}>
      {shown && <JobInformation job={shown} />}
      {record && <ReadingState record={record} />}
      {details && (
        <Tabs
          label="Job history"
          value={tab}
          onValueChange={(next) => actor.send({ type: 'tab.selected', tab: next as HistoryTab })}
          tabs={[
            { id: 'tasks', label: `Tasks (${details.taskList.length})`, content: <TaskList tasks={details.taskList} /> },
            { id: 'summary', label: 'Summary', content: <Summary tasks={details.taskList} /> },
          ]}
        />
      )}
    </ReadOnlyModal>
  );
}

/** While the history is read, and when reading it failed (with Try again). */
function ReadingState({ record }: { record: ActorRefFrom<typeof jobRecordMachine> }) {
  const loading = useSelector(record, (s) => s.matches('loading'));
  const error = useSelector(record, (s) => s.context.error);
  if (loading) {
    return (
      <Centred>
        <Spinner label="Loading job history" showLabel />
      </Centred>
    );
  }
  if (!error) return null;
  return <RetryAlert title={error} onRetry={() => record.send({ type: 'reload.requested' })} />;
}

function JobInformation({ job }: { job: Job }) {
  const facts: Array<[string, string]> = [
    ['Job Number', job.jobNumber],
    ['Client', job.clientName || 'N/A'],
    ['Start', formatDayTime(job.startDate ?? job.dateIn)],
    ['Due', formatDayTime(job.endDate ?? job.dateOut)],
    ['Finished', formatDayTime(job.dateFinished)],
  ];
  return (
    <section aria-label="Job information">
      <Text as="p" tone="muted" wrap="anywhere" className={styles.jobDescription}>
        {job.jobDescription}
      </Text>
      <dl className={styles.info}>
        <div>
          <dt className={styles.infoLabel}>Status</dt>
          <dd className={styles.infoValue}>
            <Badge tone={jobStatusTone(job.statusName)}>{job.statusName}</Badge>
          </dd>
        </div>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.infoLabel}>{label}</dt>
            <dd className={styles.infoValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TaskList({ tasks }: { tasks: Task[] }) {
  if (tasks.length === 0) return <EmptyState title="No Tasks Found" message="This job has no tasks yet." />;
  return (
    <Stack as="ul" gap="sm" className={styles.plainList}>
      {tasks.map((task) => (
        <Inline as="li" key={task.id} gap="md" justify="between" align="start" nowrap className={styles.taskItem}>
          <div>
            <Text as="p" weight="semibold">
              {task.taskName}
            </Text>
            <Text as="p" tone="muted">
              {task.taskNumber} · {task.userTasks.map((u) => fullName(u.firstName, u.lastName)).join(', ') || 'Unassigned'}
            </Text>
            <Text as="p" tone="muted">
              Due {formatDayTime(task.endDate)} · Finished {formatDayTime(task.dateFinished)}
              {task.reworkCount > 0 ? ` · Rework ${task.reworkCount}` : ''}
            </Text>
          </div>
          <Badge tone={taskStatusNameTone(task.statusName)}>{taskStatusWord(task.statusName)}</Badge>
        </Inline>
      ))}
    </Stack>
  );
}

function Summary({ tasks }: { tasks: Task[] }) {
  const rows = historySummary(tasks);
  if (rows.length === 0) return <EmptyState title="No Tasks Found" message="There is nothing to summarise yet." />;
  const reworked = tasks.filter((t) => t.reworkCount > 0).length;
  return (
    <Stack as="ul" gap="sm" className={styles.plainList} aria-label="Tasks by status">
      {rows.map((row) => (
        <Inline as="li" key={row.label} gap="md" justify="between" nowrap className={styles.summaryRow}>
          <Badge tone={row.tone}>{summaryStatusName(row.label)}</Badge>
          <span>
            {row.count} {row.count === 1 ? 'task' : 'tasks'}
          </span>
        </Inline>
      ))}
      <Inline as="li" gap="md" justify="between" nowrap className={styles.summaryRow}>
        <span>Tasks reworked</span>
        <span>{reworked}</span>
      </Inline>
    </Stack>
  );
}
