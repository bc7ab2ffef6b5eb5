import { useMemo, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import type { Job } from '../../api/types';
import { useListAddress } from '../../app/address';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { formatDayTime } from '../../domain/format';
import { assignAllAddress } from '../../domain/assignInPlace';
import { EMPTY_JOB_FORM, EMPTY_TASK_FORM, isJobOverdue, jobFormValuesOf, taskSummary } from '../../domain/jobs';
import type { JobsDue } from '../../domain/listAddress';
import { JOB_STATUS_OPTIONS, jobStatusTone } from '../../domain/status';
import { NO_JOBS_QUERY, jobsListMachine, type JobsFilterField, type JobsListOptions } from '../../machines/jobsList.machine';
import { jobsScreenMachine } from '../../machines/jobsScreen.machine';
import { PagedTable, useShownRead } from '../ui/ListPage';
import { PageHeader } from '../ui/PageHeader';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  IconButton,
  IconLink,
  Inline,
  ListStatus,
  Select,
  type SelectOption,
  Stack,
  type TableColumn,
  Text,
  TextInput,
  toSelectOptions,
} from '../ui';
import { AddTaskModal } from '../ui/AddTaskModal';
import { DeleteJobDialog } from './DeleteJobDialog';
import { JobFormModal } from './JobFormModal';
import { JobNameLink } from '../ui/JobNameLink';
import { StatutoryDue } from '../ui/StatutoryDue';
import { RepeatJobDialog } from './RepeatJobDialog';
import { repeatOpened } from '../../machines/repeatJob.machine';
import { AssignIcon, ViewIcon, FilterIcon, EditIcon, PlusIcon, RepeatIcon, SearchIcon, DeleteIcon } from '../ui/icons';
import * as styles from './jobs.css';

const ALL = '';

/** The quick filters beside Status (docs/decisions/005-overdue-preset.md). */
const QUICK_FILTERS: ReadonlyArray<{ due: JobsDue; label: string }> = [
  { due: '', label: 'All jobs' },
  { due: 'overdue', label: 'Overdue' },
  { due: 'dueThisWeek', label: 'Due this week' },
];

/** The filters behind Filters; each offers "All …" first, which is also what it shows when nothing is chosen. */
const FILTERS: ReadonlyArray<{ field: JobsFilterField; label: string; all: string }> = [
  { field: 'clientId', label: 'Client', all: 'All Clients' },
  { field: 'jobTypeId', label: 'Job Type', all: 'All Job Types' },
  { field: 'statusId', label: 'Status', all: 'All Statuses' },
];

/** The filters offer no choice until theirs are read. */
const NO_CHOICES: JobsListOptions = { clients: [], jobTypes: [] };

/** docs/behaviour.md §2 Jobs Management: search, filters, the jobs table, paging and the four modals. */
export default function JobsPage() {
  const address = useListAddress();
  const screenLogic = useMemo(() => jobsScreenMachine.provide({ actors: { list: jobsListMachine.provide(address.binding) } }), [address]);
  const screen = useScreenActor(screenLogic, { search: address.search });
  return screen && <Jobs screen={screen} />;
}

function Jobs({ screen }: { screen: ActorRefFromLogic<typeof jobsScreenMachine> }) {
  const { user } = useCurrentUser();
  const { list, createJob, editJob, deleteJob, addTask, repeatJob } = useSelector(screen, (s) => s.context);

  const draftText = useSelector(list, (s) => s.context.typed);
  const filters = useSelector(list, (s) => s.context.query);
  const due = filters.due;
  const filtersOpen = useSelector(list, (s) => s.context.filtersOpen);
  const options = useSelector(list, (s) => s.context.choices) ?? NO_CHOICES;
  const page = filters.page;
  const { rows: jobs, totalPages, totalItems, error, loading, failed, empty } = useShownRead(useSelector(list, (s) => s));
  const firstLoad = loading && jobs.length === 0;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    list.send({ type: 'search.submitted' });
  };
  const changeFilter = (field: JobsFilterField) => (value: string) => list.send({ type: 'query.changed', query: { [field]: value } });

  const choices: Record<JobsFilterField, SelectOption[]> = {
    clientId: toSelectOptions(options.clients),
    jobTypeId: toSelectOptions(options.jobTypes),
    statusId: toSelectOptions(JOB_STATUS_OPTIONS),
  };

  const columns: TableColumn<Job>[] = [
    {
      key: 'details',
      header: 'Job Details',
      width: '24%',
      render: (job) => (
        <Stack gap="xs">
          <JobNameLink job={job} />
          <Text size="xs" tone="muted">
            {job.jobNumber}
          </Text>
          <Text size="xs" tone="muted" wrap="twoLines" className={styles.clamp}>
            {job.jobDescription}
          </Text>
          <StatutoryDue description={job.jobDescription} />
        </Stack>
      ),
    },
    { key: 'client', header: 'Client', render: (job) => job.clientName || 'Unknown Client' },
    {
      key: 'type',
      header: 'Type & Status',
      render: (job) => (
        <Stack gap="xs">
          <span>{job.jobTypeName || 'Unknown Job Type'}</span>
          <span>
            <Badge tone={jobStatusTone(job.statusName)}>{job.statusName}</Badge>
          </span>
        </Stack>
      ),
    },
    {
      key: 'timeline',
      header: 'Timeline',
      render: (job) => (
        <Stack gap="xs">
          <JobDate label="In" iso={job.dateIn} />
          <JobDate label="Out" iso={job.dateOut} />
          {isJobOverdue(job) && (
            <span>
              <Badge tone="danger">Overdue</Badge>
            </span>
          )}
        </Stack>
      ),
    },
    {
      key: 'tasks',
      header: 'Task Summary',
      render: (job) => {
        const summary = taskSummary(job);
        return (
          <Stack gap="xs">
            <Text wrap="never">
              Total {summary.total} · Assigned {summary.assigned} · Pending {summary.pending}
            </Text>
            {summary.badges.length > 0 && (
              <Inline as="span" gap="xs">
                {summary.badges.map((badge) => (
                  <Badge key={badge.label} tone={badge.tone}>
                    {badge.label}
                  </Badge>
                ))}
              </Inline>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (job) => (
        <div className={styles.actions}>
          <IconButton
            aria-label={`Add Task to ${job.jobName}`}
            title="Add Task"
            tone="brand"
            icon={<PlusIcon />}
            onClick={() => addTask.send({ type: 'modal.opened', values: EMPTY_TASK_FORM, subject: job })}
          />
          {taskSummary(job).pending > 0 && (
            <IconLink
              href={assignAllAddress(job.id)}
              aria-label={`Assign tasks of ${job.jobName}`}
              title="Assign tasks"
              icon={<AssignIcon />}
            />
          )}
          <IconLink
            href={`/jobs/${job.id}`}
            aria-label={`View Job Details of ${job.jobName}`}
            title="View Job Details"
            icon={<ViewIcon />}
          />
          <IconButton
            aria-label={`Edit Job ${job.jobName}`}
            title="Edit Job"
            icon={<EditIcon />}
            onClick={() => editJob.send({ type: 'modal.opened', values: jobFormValuesOf(job), subject: job })}
          />
          <IconButton
            aria-label={`Repeat Job ${job.jobName}`}
            title="Repeat Job"
            icon={<RepeatIcon />}
            onClick={() => repeatJob.send(repeatOpened(job, user.id))}
          />
          <IconButton
            aria-label={`Delete Job ${job.jobName}`}
            title="Delete Job"
            tone="danger"
            icon={<DeleteIcon />}
            onClick={() => deleteJob.send({ type: 'modal.opened', values: {}, subject: job })}
          />
        </div>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Jobs Management"
        subtitle="Create, track and organise every client job and its tasks."
        actions={
          <Button
            icon={<PlusIcon />}
            onClick={() => createJob.send({ type: 'modal.opened', values: EMPTY_JOB_FORM, subject: { createdBy: user.id } })}
          >
            Create New Job
          </Button>
        }
      />

      <Card flush>
        <Inline gap="sm" align="end" className={styles.toolbar}>
          <Inline
            as="form"
            gap="sm"
            align="end"
            nowrap
            role="search"
            aria-label="Search jobs"
            className={styles.searchForm}
            onSubmit={submitSearch}
          >
            <TextInput
              className={styles.grow}
              label="Search jobs"
              type="search"
              placeholder="Job name, number, description or client"
              value={draftText}
              onChange={(e) => list.send({ type: 'search.typed', text: e.target.value })}
            />
            <Button type="submit" variant="primary" icon={<SearchIcon />}>
              Search
            </Button>
          </Inline>
          <Button
            variant="secondary"
            icon={<FilterIcon />}
            aria-expanded={filtersOpen}
            aria-controls="jobs-filters"
            onClick={() => list.send({ type: 'filters.toggled' })}
          >
            Filters
          </Button>
        </Inline>
        <Inline gap="sm" className={styles.quickFilters} role="group" aria-label="Quick filters">
          {QUICK_FILTERS.map((quick) => (
            <Button
              key={quick.label}
              size="sm"
              variant={due === quick.due ? 'primary' : 'secondary'}
              aria-pressed={due === quick.due}
              onClick={() => list.send({ type: 'query.changed', query: { due: quick.due } })}
            >
              {quick.label}
            </Button>
          ))}
        </Inline>
        {filtersOpen && (
          <div id="jobs-filters" className={styles.filters} role="group" aria-label="Filters">
            {FILTERS.map(({ field, label, all }) => (
              <Select
                key={field}
                label={label}
                value={filters[field]}
                options={[{ value: ALL, label: all }, ...choices[field]]}
                onValueChange={changeFilter(field)}
                placeholder={all}
              />
            ))}
            <Button variant="ghost" onClick={() => list.send({ type: 'query.changed', query: NO_JOBS_QUERY })}>
              Clear Filters
            </Button>
          </div>
        )}
        <ListStatus
          count={failed || firstLoad ? null : `Showing ${jobs.length} of ${totalItems} jobs`}
          readingLabel="Loading jobs"
          reading={loading && !firstLoad}
          failure={failed ? error : null}
          failureTitle="Could not load jobs"
          onRetry={() => list.send({ type: 'reload.requested' })}
          failureClassName={styles.toolbar}
        />
        {empty && (
          <EmptyState
            titleAs="h2"
            title="No jobs found"
            message="No jobs match your search or filters. Try changing them, or create a new job."
          />
        )}
        <PagedTable
          read={{ loading, failed, empty }}
          label="Jobs"
          caption="Jobs"
          captionHidden
          columns={columns}
          rows={jobs}
          rowKey={(job) => job.id}
          cardsOnPhone
          pager={{ page, totalPages, onPageChange: (next) => list.send({ type: 'page.selected', page: next }), label: 'Jobs pages' }}
        />
      </Card>

      <JobFormModal mode="create" actor={createJob} clients={options.clients} jobTypes={options.jobTypes} />
      <JobFormModal mode="edit" actor={editJob} clients={options.clients} jobTypes={options.jobTypes} />
      <DeleteJobDialog actor={deleteJob} />
      <AddTaskModal actor={addTask} />
      <RepeatJobDialog actor={repeatJob} />
    </Stack>
  );
}

/** One of a job's dates on one line, what it is in small muted text before it. */
function JobDate({ label, iso }: { label: string; iso: string }) {
  return (
    <Text wrap="never">
      <Text size="xs" tone="muted">
        {label}:{' '}
      </Text>
      {formatDayTime(iso)}
    </Text>
  );
}
