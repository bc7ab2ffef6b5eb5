import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import {
  REPEAT_LABELS,
  STATUTORY_DUE_LABEL,
  formatCivil,
  repeatPlan,
  type RepeatFrequency,
  type RepeatPlan,
} from '../../domain/compliance';
import { formatDay } from '../../domain/format';
import type { repeatJobMachine } from '../../machines/repeatJob.machine';
import { ActorModal, Alert, Button, Select, Text, useModalPhase } from '../ui';
import { DetailList } from '../ui/DetailList';

const FREQUENCIES: RepeatFrequency[] = ['monthly', 'quarterly', 'annual'];
const OPTIONS = FREQUENCIES.map((f) => ({ value: f, label: REPEAT_LABELS[f] }));
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
  const job = useSelector(actor, (s) => s.context.job);
  const frequency = useSelector(actor, (s) => s.context.frequency);
  const declared = useSelector(actor, (s) => s.context.declared);
  const result = useSelector(actor, (s) => s.context.result);
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const error = useSelector(actor, (s) => s.context.error);
  const plan = job ? repeatPlan(job, frequency, declared) : null;

  return (
    <ActorModal
      actor={actor}
      title="Repeat Job"
      description={job ? `${job.jobName} · ${job.jobNumber}` : undefined}
      action={
        !succeeded && (
          <Button busy={busy} onClick={() => actor.send({ type: 'repeat.confirmed' })}>
            Repeat Job
          </Button>
        )
      }
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && result ? (
        <Alert tone={outcome === 'created' ? 'success' : 'info'}>
          {outcome === 'created' ? 'Job repeated: ' : 'This job already exists, nothing was created: '}
          <Link href={`/jobs/${result.id}`}>{result.jobName}</Link>
        </Alert>
      ) : (
        <>
          <Select
            label="Repeat"
            value={frequency}
            options={OPTIONS}
            onValueChange={(value) => {
              if (isFrequency(value)) actor.send({ type: 'frequency.changed', frequency: value });
            }}
            disabled={busy}
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
