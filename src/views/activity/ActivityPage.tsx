import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { Link } from 'wouter';
import { useListAddress } from '../../app/address';
import { useScreenActor } from '../../app/SessionProvider';
import { ACTION_LABELS, ACTIVITY_KINDS, KIND_LABELS, changeLines, kindLabel, type ActivityEntry } from '../../domain/activity';
import { formatDayTime } from '../../domain/format';
import {
  activityListMachine,
  activityMachine,
  exportActivityWith,
  filterChange,
  filterOf,
  NO_ACTIVITY_FILTERS,
  type ActivityFilterField,
  type ActivityListRef,
  type ActivityOptions,
} from '../../machines/activity.machine';
import { PagedTable, useShownRead } from '../ui/ListPage';
import { PageHeader } from '../ui/PageHeader';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ListStatus,
  Select,
  Stack,
  Table,
  type TableColumn,
  Text,
  TextInput,
  toSelectOptions,
} from '../ui';
import { fileSaver } from '../ui/saveFile';
import * as styles from './activity.css';

/** docs/behaviour.md §2 "Activity": said in one line on a server without the activity-log extension. */
export const ACTIVITY_UNAVAILABLE = 'This server does not keep a firm activity log, so there is nothing to show here.';

const ALL = '';

const KIND_OPTIONS = ACTIVITY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

/** docs/behaviour.md §2 "Activity": every change to the firm's records, filtered, paged and exported. */
export default function ActivityPage() {
  const address = useListAddress();
  const logic = useMemo(
    () =>
      activityMachine.provide({
        actors: {
          list: activityListMachine.provide(address.binding),
          exportActivity: exportActivityWith((blob, fileName) => fileSaver.save(blob, fileName)),
        },
      }),
    [address],
  );
  const screen = useScreenActor(logic, { search: address.search });
  // The header's text is the page's largest paint. It is drawn with the layout, before the
  // screen's actors run (on a page just loaded they come a task later, docs/decisions/105-…), and
  // stays the same element while the log is asked for and once it is read: drawn anew, it would
  // be painted a second time, later (docs/decisions/102-work-after-the-first-paint-in-slices.md).
  return (
    <Stack gap="lg">
      <PageHeader {...HEADING} actions={screen && <Export screen={screen} />} />
      {screen ? <Activity screen={screen} /> : <AskingForTheLog />}
    </Stack>
  );
}

const columns: TableColumn<ActivityEntry>[] = [
  {
    key: 'when',
    header: 'When',
    width: '14%',
    render: (entry) => <Text wrap="never">{formatDayTime(entry.at)}</Text>,
  },
  { key: 'who', header: 'Who', width: '14%', render: (entry) => entry.userName || 'Unknown user' },
  {
    key: 'record',
    header: 'Record',
    width: '26%',
    render: (entry) => (
      <Stack gap="xs">
        <span>
          {ACTION_LABELS[entry.action]} {kindLabel(entry.kind).toLowerCase()}: {entry.recordName || `#${entry.recordId}`}
        </span>
        {entry.jobId !== null && entry.jobName !== '' && (
          <Text size="xs" tone="muted">
            Job: <Link href={`/jobs/${entry.jobId}`}>{entry.jobName}</Link>
          </Text>
        )}
        {entry.clientName !== '' && entry.kind !== 'client' && (
          <Text size="xs" tone="muted">
            Client: {entry.clientName}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'changes',
    header: 'Changes',
    render: (entry) => (
      <ul className={styles.changes} aria-label="Changed fields">
        {changeLines(entry).map((line) => (
          <li key={line}>
            <Text size="sm">{line}</Text>
          </li>
        ))}
      </ul>
    ),
  },
];

const NO_OPTIONS: ActivityOptions = { people: [], clients: [], jobs: [] };

type ActivityScreen = ActorRefFromLogic<typeof activityMachine>;

const HEADING = {
  title: 'Activity',
  subtitle: "Every change to the firm's jobs, tasks, clients and users: who made it, when, and what changed.",
};

/** The log, once the server has said it keeps one; until then its rows to come. */
function Activity({ screen }: { screen: ActivityScreen }) {
  const unavailable = useSelector(screen, (s) => s.matches('unavailable'));
  const list = useSelector(screen, (s) => s.context.list);
  if (list) return <ActivityLog screen={screen} list={list} />;
  if (unavailable)
    return (
      <Card>
        <Text as="p">{ACTIVITY_UNAVAILABLE}</Text>
      </Card>
    );
  return <AskingForTheLog />;
}

/** Asking the server whether it keeps the log: the rows to come, with no count yet. */
function AskingForTheLog() {
  return (
    <Card flush>
      <Table label="Activity" caption="Activity" captionHidden columns={columns} rows={[]} rowKey={(entry) => entry.id} busy cardsOnPhone />
    </Card>
  );
}

function Export({ screen }: { screen: ActivityScreen }) {
  const list = useSelector(screen, (s) => s.context.list);
  return list && <ExportButton screen={screen} list={list} />;
}

function ExportButton({ screen, list }: { screen: ActivityScreen; list: ActivityListRef }) {
  const filter = filterOf(useSelector(list, (s) => s.context.query));
  const loaded = useSelector(list, (s) => s.matches('loaded'));
  const exporting = useSelector(screen, (s) => s.matches({ reading: 'exporting' }));
  if (!loaded) return null;
  return (
    <Button variant="secondary" onClick={() => screen.send({ type: 'export.requested', filter })} disabled={exporting}>
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

function ActivityLog({ screen, list }: { screen: ActivityScreen; list: ActivityListRef }) {
  const query = useSelector(list, (s) => s.context.query);
  const filter = filterOf(query);
  const filtered = Object.values(filter).some((value) => value !== ALL);
  const options = useSelector(list, (s) => s.context.choices) ?? NO_OPTIONS;
  const { rows: entries, totalPages, totalItems, error, loading, failed, empty } = useShownRead(useSelector(list, (s) => s));
  const exportNotice = useSelector(screen, (s) => s.context.exportNotice);
  const exportError = useSelector(screen, (s) => s.context.exportError);
  const firstLoad = loading && entries.length === 0;
  const { page } = query;

  const change = (field: ActivityFilterField) => (value: string) =>
    screen.send({ type: 'query.changed', query: filterChange(query, options.jobs, field, value) });
  const jobs = options.jobs.filter((job) => filter.clientId === '' || String(job.clientId) === filter.clientId);

  return (
    <Card flush>
      <div className={styles.filters} role="group" aria-label="Filters">
        <Select
          label="Person"
          value={filter.userId}
          options={[{ value: ALL, label: 'Everyone' }, ...toSelectOptions(options.people)]}
          onValueChange={change('userId')}
          placeholder="Everyone"
        />
        <Select
          label="Client"
          value={filter.clientId}
          options={[{ value: ALL, label: 'All Clients' }, ...toSelectOptions(options.clients)]}
          onValueChange={change('clientId')}
          placeholder="All Clients"
        />
        <Select
          label="Job"
          value={filter.jobId}
          options={[{ value: ALL, label: 'All Jobs' }, ...toSelectOptions(jobs)]}
          onValueChange={change('jobId')}
          placeholder="All Jobs"
        />
        <Select
          label="Kind"
          value={filter.kind}
          options={[{ value: ALL, label: 'All kinds' }, ...KIND_OPTIONS]}
          onValueChange={change('kind')}
          placeholder="All kinds"
        />
        <TextInput label="From" type="date" value={filter.from} onChange={(e) => change('from')(e.target.value)} />
        <TextInput label="To" type="date" value={filter.to} onChange={(e) => change('to')(e.target.value)} />
        <Button variant="ghost" onClick={() => screen.send({ type: 'query.changed', query: NO_ACTIVITY_FILTERS })}>
          Clear Filters
        </Button>
      </div>
      {(exportNotice || exportError) && (
        <div className={styles.notice}>
          <Alert tone={exportError ? 'danger' : 'success'}>{exportError ?? exportNotice}</Alert>
        </div>
      )}
      <ListStatus
        count={failed || firstLoad ? null : `Showing ${entries.length} of ${totalItems} entries`}
        readingLabel="Loading activity"
        reading={loading && !firstLoad}
        failure={failed ? error : null}
        failureTitle="Could not load the activity log"
        onRetry={() => list.send({ type: 'reload.requested' })}
        failureClassName={styles.notice}
      />
      {empty &&
        (filtered ? (
          <EmptyState titleAs="h2" title="No activity found" message="No changes match these filters. Try changing them." />
        ) : (
          <EmptyState titleAs="h2" title="No activity yet" message="Each change to the firm's records is listed here as it is made." />
        ))}
      <PagedTable
        read={{ loading, failed, empty }}
        label="Activity"
        caption="Activity"
        captionHidden
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        cardsOnPhone
        pager={{ page, totalPages, onPageChange: (next) => list.send({ type: 'page.selected', page: next }), label: 'Activity pages' }}
      />
    </Card>
  );
}
