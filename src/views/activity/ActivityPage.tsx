import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { Link } from 'wouter';
import { useListAddress } from '../../app/address';
import { useScreenActor } from '../../app/SessionProvider';
import { ACTION_LABELS, ACTIVITY_KINDS, KIND_LABELS, changeLines, kindLabel, type ActivityEntry } from '../../domain/activity';
import { formatDayTime } from '../../domain/format';
import { activityMachine, exportActivityWith, type ActivityFilterField } from '../../machines/activity.machine';
import { PageHeader } from '../ui/PageHeader';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Inline,
  Pagination,
  Select,
  Spinner,
  Stack,
  Table,
  Text,
  TextInput,
  toSelectOptions,
  type TableColumn,
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
        actors: { ...address.binding.actors, exportActivity: exportActivityWith((blob, fileName) => fileSaver.save(blob, fileName)) },
        actions: address.binding.actions,
      }),
    [address],
  );
  const screen = useScreenActor(logic, { search: address.search });
  return screen && <Activity screen={screen} />;
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

function Activity({ screen }: { screen: ActorRefFromLogic<typeof activityMachine> }) {
  const detecting = useSelector(screen, (s) => s.matches('detecting'));
  const unavailable = useSelector(screen, (s) => s.matches('unavailable'));
  const filter = useSelector(screen, (s) => s.context.filter);
  const filtered = Object.values(filter).some((value) => value !== ALL);
  const options = useSelector(screen, (s) => s.context.options);
  const entries = useSelector(screen, (s) => s.context.entries);
  const page = useSelector(screen, (s) => s.context.page);
  const totalPages = useSelector(screen, (s) => s.context.totalPages);
  const totalItems = useSelector(screen, (s) => s.context.totalItems);
  const error = useSelector(screen, (s) => s.context.error);
  const loading = useSelector(screen, (s) => s.matches({ reading: 'loading' }));
  const failed = useSelector(screen, (s) => s.matches({ reading: 'failed' }));
  const empty = useSelector(screen, (s) => s.matches({ reading: 'empty' }));
  const loaded = useSelector(screen, (s) => s.matches({ reading: 'loaded' }));
  const exporting = useSelector(screen, (s) => s.matches({ reading: { loaded: 'exporting' } }));
  const exportNotice = useSelector(screen, (s) => s.context.exportNotice);
  const exportError = useSelector(screen, (s) => s.context.exportError);
  const firstLoad = (loading || detecting) && entries.length === 0;

  const change = (field: ActivityFilterField) => (value: string) => screen.send({ type: 'filter.changed', field, value });
  const jobs = options.jobs.filter((job) => filter.clientId === '' || String(job.clientId) === filter.clientId);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Activity"
        subtitle="Every change to the firm's jobs, tasks, clients and users: who made it, when, and what changed."
        actions={
          loaded && (
            <Button variant="secondary" onClick={() => screen.send({ type: 'export.requested' })} disabled={exporting}>
              {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
          )
        }
      />
      {unavailable ? (
        <Card>
          <Text as="p">{ACTIVITY_UNAVAILABLE}</Text>
        </Card>
      ) : (
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
            <Button variant="ghost" onClick={() => screen.send({ type: 'filters.cleared' })}>
              Clear Filters
            </Button>
          </div>
          {(exportNotice || exportError) && (
            <div className={styles.notice}>
              <Alert tone={exportError ? 'danger' : 'success'}>{exportError ?? exportNotice}</Alert>
            </div>
          )}
          <Inline gap="sm" justify="between" className={styles.listMeta}>
            <span aria-live="polite">{failed || firstLoad ? '' : `Showing ${entries.length} of ${totalItems} entries`}</span>
            {loading && !firstLoad && <Spinner size="sm" label="Loading activity" showLabel />}
          </Inline>
          {failed && error && (
            <Inline gap="sm" align="end" className={styles.notice}>
              <Alert tone="danger" title="Could not load the activity log">
                {error}
              </Alert>
              <Button variant="secondary" onClick={() => screen.send({ type: 'reload.requested' })}>
                Retry
              </Button>
            </Inline>
          )}
          {firstLoad && (
            <Table label="Activity" caption="Activity" captionHidden columns={columns} rows={entries} rowKey={(entry) => entry.id} busy />
          )}
          {empty &&
            (filtered ? (
              <EmptyState titleAs="h2" title="No activity found" message="No changes match these filters. Try changing them." />
            ) : (
              <EmptyState titleAs="h2" title="No activity yet" message="Each change to the firm's records is listed here as it is made." />
            ))}
          {!failed && !empty && entries.length > 0 && (
            <div className={loading ? styles.busy : undefined}>
              <Table
                busy={loading}
                label="Activity"
                caption="Activity"
                captionHidden
                columns={columns}
                rows={entries}
                rowKey={(entry) => entry.id}
                cardsOnPhone
              />
            </div>
          )}
          {!failed && !empty && totalPages > 0 && (
            <Inline justify="centre" className={styles.pager}>
              <Pagination
                page={page}
                totalPages={totalPages}
                onPageChange={(next) => screen.send({ type: 'page.selected', page: next })}
                label="Activity pages"
              />
            </Inline>
          )}
        </Card>
      )}
    </Stack>
  );
}
