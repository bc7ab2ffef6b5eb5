import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { formatCivil, offeredClients, previewRows } from '../../domain/compliance';
import type { planJobsMachine } from '../../machines/planJobs.machine';
import { Alert, Badge, Button, Checkbox, Inline, Modal, Spinner, Stack, Text, TextInput } from '../ui';
import * as styles from './calendar.css';

const STEPS = ['Choose clients', 'Preview', 'Create'] as const;

/** docs/behaviour.md §2 Plan jobs: choose clients → preview → create, never a second job for a client. */
export function PlanJobsWizard({ actor }: { actor: ActorRefFrom<typeof planJobsMachine> }) {
  const deadline = useSelector(actor, (s) => s.context.deadline);
  const step = useSelector(actor, (s) => (s.matches('previewing') || s.matches('creating') ? 1 : s.matches('done') ? 2 : 0));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const choosing = useSelector(actor, (s) => s.matches('choosing'));
  const creating = useSelector(actor, (s) => s.matches('creating'));
  const done = useSelector(actor, (s) => s.matches('done'));
  const error = useSelector(actor, (s) => s.context.error);
  const clients = useSelector(actor, (s) => s.context.clients);
  const likely = useSelector(actor, (s) => s.context.likely);
  const planned = useSelector(actor, (s) => s.context.planned);
  const selected = useSelector(actor, (s) => s.context.selected);
  const filter = useSelector(actor, (s) => s.context.filter);
  const results = useSelector(actor, (s) => s.context.results);
  const title = `Plan jobs: ${deadline.rule.jobTitle} ${deadline.periodLabel}`;
  const close = () => actor.send({ type: 'modal.closed' });
  const stop = () => actor.send({ type: 'submission.cancelled' });
  const likelyIds = new Set(likely.map((c) => c.clientId));
  const plannedIds = new Set(planned.map((j) => j.clientId));

  const footer = (
    <Inline gap="sm" justify="end" className={styles.footer}>
      {done ? (
        <Button onClick={close}>Close</Button>
      ) : (
        <>
          <Button variant="secondary" onClick={creating ? stop : close}>
            Cancel
          </Button>
          {step === 1 && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'preview.left' })} disabled={creating}>
              Back
            </Button>
          )}
          {failed && <Button onClick={() => actor.send({ type: 'plan.retried' })}>Try again</Button>}
          {choosing && <Button onClick={() => actor.send({ type: 'preview.requested' })}>Preview jobs</Button>}
          {step === 1 && (
            <Button busy={creating} onClick={() => actor.send({ type: 'plan.confirmed' })}>
              Create jobs
            </Button>
          )}
        </>
      )}
    </Inline>
  );

  return (
    <Modal
      open
      owner={actor}
      onStop={stop}
      title={title}
      description={`Due ${formatCivil(deadline.date)}`}
      size="lg"
      busy={creating}
      footer={footer}
    >
      <Inline as="ol" gap="sm" nowrap className={styles.steps} aria-label="Steps">
        {STEPS.map((name, i) => (
          <li key={name} className={i === step ? styles.stepCurrent : undefined} aria-current={i === step ? 'step' : undefined}>
            {i + 1}. {name}
          </li>
        ))}
      </Inline>
      {error && <Alert tone="danger">{error}</Alert>}
      {loading && <Spinner label="Loading clients" showLabel />}
      {choosing && (
        <>
          <TextInput
            label="Find a client"
            type="search"
            value={filter}
            onChange={(e) => actor.send({ type: 'filter.changed', text: e.target.value })}
          />
          <Text as="p" size="sm" tone="muted" className={styles.meta}>
            <span>{`${selected.length} chosen`}</span>{' '}
            <Button size="sm" variant="ghost" onClick={() => actor.send({ type: 'selection.cleared' })} disabled={selected.length === 0}>
              Clear selection
            </Button>
          </Text>
          <ul className={styles.clientList} aria-label="Clients">
            {offeredClients(clients, likely, filter).map((client) => (
              <Inline as="li" key={client.value} gap="sm" justify="between" nowrap>
                <Checkbox
                  label={client.label}
                  checked={plannedIds.has(client.value) || selected.includes(client.value)}
                  disabled={plannedIds.has(client.value)}
                  onChange={() => actor.send({ type: 'client.toggled', clientId: client.value })}
                />
                {plannedIds.has(client.value) ? (
                  <Badge tone="success">Planned</Badge>
                ) : likelyIds.has(client.value) ? (
                  <Badge tone="warning">Likely due</Badge>
                ) : null}
              </Inline>
            ))}
          </ul>
        </>
      )}
      {step === 1 && (
        <Stack as="ul" gap="sm" className={styles.preview} aria-label="Jobs to create" tabIndex={0}>
          {previewRows(deadline, clients, selected, planned).map((row) => (
            <li key={row.clientId} className={styles.previewItem}>
              <strong>{row.jobName}</strong>{' '}
              {row.existing ? <Badge tone="secondary">Already planned, skipped</Badge> : <Badge tone="primary">New</Badge>}
              <Text as="div" size="sm" tone="muted" className={styles.meta}>
                Start {formatCivil(row.start)} · target {formatCivil(row.end)} · due {formatCivil(deadline.date)}
              </Text>
              {!row.existing && (
                <ul className={styles.taskList} aria-label={`Tasks of ${row.jobName}`}>
                  {row.tasks.map((task) => (
                    <li key={task}>{task}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </Stack>
      )}
      {done && (
        <>
          <Alert tone="success">
            {`${results.filter((r) => r.outcome === 'created').length} created, ${results.filter((r) => r.outcome === 'skipped').length} already there`}
          </Alert>
          <Stack as="ul" gap="sm" className={styles.preview} aria-label="Planned jobs">
            {results.map((r) => (
              <li key={r.job.id} className={styles.previewItem}>
                <Link href={`/jobs/${r.job.id}`}>{r.job.jobName}</Link>{' '}
                <Badge tone={r.outcome === 'created' ? 'success' : 'secondary'}>
                  {r.outcome === 'created' ? 'Created' : 'Already there, skipped'}
                </Badge>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Modal>
  );
}
