import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import {
  REPEAT_LABELS,
  STATUTORY_DUE_LABEL,
  formatCivil,
  repeatPlan,
  type Holiday,
  type RepeatFrequency,
  type RepeatPlan,
} from '../../domain/compliance';
import { formatDay } from '../../domain/format';
import type { repeatJobMachine } from '../../machines/repeatJob.machine';
import { ActorModal, Alert, Button, Select, Text, useModalPhase } from '../ui';
import { DetailList } from '../ui/DetailList';

const FREQUENCIES: RepeatFrequency[] = ['monthly', 'quarterly', 'annual'];
const OPTIONS = FREQUENCIES.map((f) => ({ value: f, label: REPEAT_LABELS[f] }));
const NO_HOLIDAYS: readonly Holiday[] = [];
const isFrequency = (value: string): value is RepeatFrequency => (FREQUENCIES as string[]).includes(value);

function planRows(plan: RepeatPlan): Array<readonly [string, string]> {
  return [
    ['New job', plan.jobName],
    ['Description', plan.jobDescription],
    ...(plan.statutoryDue ? [[STATUTORY_DUE_LABEL, formatCivil(plan.statutoryDue)] as const] : []),
    ['Dates', `${formatDay(plan.dateIn)} to ${formatDay(plan.dateOut)}`],
  ];
}

/** docs/behaviour.md §2 Repeat job: the next period's job, its tasks copied without assignees. */
export function RepeatJobDialog({ actor }: { actor: ActorRefFrom<typeof repeatJobMachine> }) {
  const { busy, succeeded } = useModalPhase(actor);
  const job = useSelector(actor, (s) => s.context.subject?.job ?? null);
  const frequency = useSelector(actor, (s) => s.context.values.frequency);
  // Until the declared holidays are read (or if they cannot be), the preview goes without them.
  const declared = useSelector(actor, (s) => s.context.prepared ?? NO_HOLIDAYS);
  const result = useSelector(actor, (s) => s.context.result);
  const error = useSelector(actor, (s) => s.context.error);
  const preparing = useSelector(actor, (s) => s.matches('preparing'));
  const plan = job ? repeatPlan(job, frequency, declared) : null;

  return (
    <ActorModal
      actor={actor}
      title="Repeat Job"
      description={job ? `${job.jobName} · ${job.jobNumber}` : undefined}
      action={
        !succeeded && (
          <Button busy={busy || preparing} onClick={() => actor.send({ type: 'form.submitted' })}>
            Repeat Job
          </Button>
        )
      }
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && result ? (
        <Alert tone={result.outcome === 'created' ? 'success' : 'info'}>
          {result.outcome === 'created' ? 'Job repeated: ' : 'This job already exists, nothing was created: '}
          <Link href={`/jobs/${result.job.id}`}>{result.job.jobName}</Link>
        </Alert>
      ) : (
        <>
          <Select
            label="Repeat"
            value={frequency}
            options={OPTIONS}
            onValueChange={(value) => {
              if (isFrequency(value)) actor.send({ type: 'fields.changed', patch: { frequency: value } });
            }}
            disabled={busy || preparing}
          />
          {plan && (
            <>
              {/* Labels muted, values in the text's weight, as every detail list reads (docs/design.md). */}
              <DetailList rows={planRows(plan)} />
              <Text size="sm" tone="muted">
                Tasks are copied without assignees.
              </Text>
            </>
          )}
        </>
      )}
    </ActorModal>
  );
}
