import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import type { Job } from '../../api/types';
import { useListAddress } from '../../app/address';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { formatDay } from '../../domain/format';
import { MY_JOBS_PAGE_RADIUS } from '../../domain/review';
import { isAdminRole } from '../../domain/roles';
import { jobStatusTone } from '../../domain/status';
import { myJobsMachine } from '../../machines/myJobs.machine';
import { myJobsScreenMachine } from '../../machines/myJobsScreen.machine';
import { PageHeader } from '../ui/PageHeader';
import { Badge, Button, Card, EmptyState, Inline, Pagination, RetryAlert, Stack, Table, Text, type TableColumn } from '../ui';
import { JobNameLink } from '../ui/JobNameLink';
import { StatutoryDue } from '../ui/StatutoryDue';
import { JobHistoryModal } from './JobHistoryModal';
import * as styles from './myJobs.css';

/** No row yet: the table shows placeholders while the first page is read. */
const NO_JOBS: readonly Job[] = [];

/** My Jobs (docs/behaviour.md §2): the signed-in user's jobs, 10 a page, with each job's history. */
export default function MyJobsPage() {
  const { user } = useCurrentUser();
  const address = useListAddress();
  const screenLogic = useMemo(() => myJobsScreenMachine.provide({ actors: { list: myJobsMachine.provide(address.binding) } }), [address]);
  const screen = useScreenActor(screenLogic, { userId: user.id, search: address.search });
  return screen && <MyJobs screen={screen} />;
}

function MyJobs({ screen }: { screen: ActorRefFromLogic<typeof myJobsScreenMachine> }) {
  const opensDetails = isAdminRole(useCurrentUser().role);
  const { list, history } = useSelector(screen, (s) => s.context);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const { result, error, query, asOf } = useSelector(list, (s) => s.context);

  const columns: TableColumn<Job>[] = [
    {
      key: 'name',
      header: 'Job Name',
      // Job Details is for Admins and Super Admins (docs/behaviour.md §2 routes); Staff read the name.
      render: (job) => (opensDetails ? <JobNameLink job={job} /> : <Text weight="semibold">{job.jobName}</Text>),
    },
    {
      key: 'description',
      header: 'Description',
      render: (job) => (
        <Stack gap="xs">
          <Text tone="muted" wrap="twoLines" className={styles.clamp}>
            {job.jobDescription}
          </Text>
          <StatutoryDue description={job.jobDescription} />
        </Stack>
      ),
    },
    { key: 'number', header: 'Job Number', render: (job) => <Text wrap="never">{job.jobNumber}</Text> },
    { key: 'client', header: 'Client Name', render: (job) => job.clientName || 'N/A' },
    { key: 'status', header: 'Status', render: (job) => <Badge tone={jobStatusTone(job.statusName)}>{job.statusName}</Badge> },
    {
      key: 'start',
      header: 'Start Date',
      render: (job) => <Text wrap="never">{formatDay(job.startDate ?? job.dateIn)}</Text>,
    },
    { key: 'due', header: 'Due Date', render: (job) => <Text wrap="never">{formatDay(job.endDate ?? job.dateOut)}</Text> },
    { key: 'finished', header: 'Finished Date', render: (job) => <Text wrap="never">{formatDay(job.dateFinished)}</Text> },
    {
      key: 'history',
      header: 'History',
      align: 'center',
      render: (job) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`History of ${job.jobName}`}
          onClick={() => history.send({ type: 'history.opened', job })}
        >
          History
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="My Jobs" subtitle="Jobs with tasks assigned to you" asOf={asOf} />
      {failed && error && <RetryAlert title={error} onRetry={() => list.send({ type: 'reload.requested' })} />}
      {loading && !result && (
        <Card flush title="Assigned jobs">
          <Table label="My jobs" columns={columns} rows={NO_JOBS} rowKey={(job) => job.id} busy cardsOnPhone />
        </Card>
      )}
      {result && (
        <Card flush title="Assigned jobs" subtitle={`${result.totalItems} ${result.totalItems === 1 ? 'job' : 'jobs'}`}>
          <div>
            <Table
              busy={loading}
              cardsOnPhone
              label="My jobs"
              columns={columns}
              rows={result.items}
              rowKey={(job) => job.id}
              empty={<EmptyState title="No jobs found" message="Jobs with tasks assigned to you show here." />}
            />
          </div>
          <Inline justify="centre" className={styles.pager}>
            <Pagination
              page={query.page}
              totalPages={result.totalPages}
              radius={MY_JOBS_PAGE_RADIUS}
              disabled={loading}
              label="My jobs pages"
              onPageChange={(next) => list.send({ type: 'page.selected', page: next })}
            />
          </Inline>
        </Card>
      )}
      <JobHistoryModal actor={history} />
    </>
  );
}
