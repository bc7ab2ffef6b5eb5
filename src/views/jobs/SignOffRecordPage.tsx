import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useParams } from 'wouter';
import type { JobSignOffRecord } from '../../api/signOff';
import { formatDayTime } from '../../domain/format';
import { parseJobId } from '../../domain/jobs';
import { LEVEL_NAMES, SIGN_OFF_UNAVAILABLE } from '../../domain/signOff';
import { preparerOf, signaturesOf, stateName, trailLine } from '../../domain/signOffTrail';
import { useScreenActor } from '../../app/SessionProvider';
import { signOffRecordPageMachine } from '../../machines/signOffRecordPage.machine';
import { PageHeader } from '../ui/PageHeader';
import { Alert, Button, Card, Centred, EmptyState, Inline, LinkButton, RetryAlert, Spinner, Text } from '../ui';
import { BackIcon } from '../ui/icons';
import * as styles from './signOffRecord.css';

/** The printable sign-off record of a job (docs/behaviour.md §4 "Sign-off record"). */
export default function SignOffRecordPage() {
  const params = useParams<{ id: string }>();
  const screen = useScreenActor(signOffRecordPageMachine, { jobId: parseJobId(params.id) });
  return screen && <SignOffRecord screen={screen} jobPath={`/jobs/${params.id}`} />;
}

function SignOffRecord({ screen, jobPath }: { screen: ActorRefFromLogic<typeof signOffRecordPageMachine>; jobPath: string }) {
  const loading = useSelector(screen, (s) => s.matches('loading'));
  const unavailable = useSelector(screen, (s) => s.matches('empty'));
  const error = useSelector(screen, (s) => s.context.error);
  const record = useSelector(screen, (s) => (s.matches('loaded') ? s.context.data : null));
  return (
    <div className={styles.page} data-sign-off-record="">
      <PageHeader
        title="Sign-off record"
        subtitle={record ? `${record.jobName} · ${record.jobNumber}` : undefined}
        actions={
          <Inline gap="sm" className={styles.noPrint}>
            <LinkButton href={jobPath} variant="secondary" icon={<BackIcon />}>
              Back to Job Details
            </LinkButton>
            {record && <Button onClick={() => window.print()}>Print</Button>}
          </Inline>
        }
      />
      {loading && (
        <Centred>
          <Spinner label="Loading the sign-off record" showLabel />
        </Centred>
      )}
      {error && <RetryAlert title={error} onRetry={() => screen.send({ type: 'reload.requested' })} />}
      {unavailable && <Alert tone="info">{SIGN_OFF_UNAVAILABLE}</Alert>}
      {record && <RecordBody record={record} />}
    </div>
  );
}

function RecordBody({ record }: { record: JobSignOffRecord }) {
  return (
    <Card title={`${record.clientName} · ${record.jobTypeName}`} subtitle={`Printed ${formatDayTime(new Date())}`}>
      {record.tasks.length === 0 ? (
        <EmptyState title="No Tasks Found" message="This job has no tasks yet." />
      ) : (
        record.tasks.map((trail) => {
          const signatures = signaturesOf(trail);
          return (
            <section key={trail.taskId} className={styles.task} aria-label={trail.taskName}>
              <h2 className={styles.taskName}>{`${trail.taskName} (${trail.taskNumber})`}</h2>
              <dl className={styles.facts}>
                <Fact term="Preparer">{preparerOf(trail) || 'N/A'}</Fact>
                {([1, 2] as const).map((level) => {
                  const signed = signatures.find((s) => s.level === level);
                  return (
                    <Fact key={level} term={LEVEL_NAMES[level]}>
                      {signed ? `${signed.name}, ${formatDayTime(signed.at)}` : 'N/A'}
                    </Fact>
                  );
                })}
                <Fact term="Submissions">{trail.entries.filter((e) => e.kind === 'submitted').length}</Fact>
                <Fact term="Rework count">{trail.reworkCount}</Fact>
                <Fact term="Final state">{stateName(trail.state)}</Fact>
              </dl>
              <ol className={styles.entries} aria-label={`Sign-off trail of ${trail.taskName}`}>
                {trail.entries.map((entry) => {
                  const line = trailLine(entry);
                  return (
                    <li key={entry.id} className={styles.entryText}>
                      {line.title}
                      {line.comment && <Text as="span" tone="muted">{` — ${line.comment}`}</Text>}
                      {line.fileNames.length > 0 && <Text as="span" tone="muted">{` — Files: ${line.fileNames.join(', ')}`}</Text>}
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })
      )}
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}
