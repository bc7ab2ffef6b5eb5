import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import {
  YEAR_END_ASSUMED,
  assignedTasks,
  formatCivil,
  noTemplateMessage,
  offeredClients,
  teamFor,
  usableTeam,
} from '../../domain/compliance';
import { TEAM_FIELD, TEAM_ROLE_NAMES } from '../../domain/templates';
import { planRows, type planJobsMachine } from '../../machines/planJobs.machine';
import { Alert } from './Alert';
import { Badge } from './Badge';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Inline, Stack, Text } from './Layout';
import { Modal } from './Modal';
import { Select } from './Select';
import { Spinner } from './Spinner';
import { TextInput } from './TextInput';
import { visuallyHidden } from '../../styles/global.css';
import * as styles from './PlanJobsWizard.css';

const STEPS = ['Choose clients', 'Fill in teams', 'Preview', 'Create'] as const;

/** docs/behaviour.md §2 Plan jobs: choose clients → fill in their teams → preview → create, never a second job for a client. */
export function PlanJobsWizard({ actor }: { actor: ActorRefFrom<typeof planJobsMachine> }) {
  const deadline = useSelector(actor, (s) => s.context.deadline);
  // Each client's own dates (CIT and the levy: from its own year end), as the plan sends them.
  const rows = planRows(useSelector(actor, (s) => s.context));
  const step = useSelector(actor, (s) =>
    s.matches('teams') || s.matches('savingTeams') ? 1 : s.matches('previewing') || s.matches('creating') ? 2 : s.matches('done') ? 3 : 0,
  );
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('checking'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const noTemplate = useSelector(actor, (s) => s.matches('noTemplate'));
  const filling = useSelector(actor, (s) => s.matches('teams') || s.matches('savingTeams'));
  const savingTeams = useSelector(actor, (s) => s.matches('savingTeams'));
  const template = useSelector(actor, (s) => s.context.template);
  const teams = useSelector(actor, (s) => s.context.teams);
  const people = useSelector(actor, (s) => s.context.people);
  const gaps = useSelector(actor, (s) => s.context.gaps);
  const secondSignOff = useSelector(actor, (s) => s.context.secondSignOff);
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
  const busy = creating || savingTeams;
  const preparers = people.map((p) => ({ value: String(p.id), label: p.name }));
  const reviewers = people.filter((p) => p.reviews).map((p) => ({ value: String(p.id), label: p.name }));
  const likelyIds = new Set(likely.map((c) => c.clientId));
  const plannedIds = new Set(planned.map((j) => j.clientId));

  const footer = (
    <Inline gap="sm" justify="end" className={styles.footer}>
      {done ? (
        <Button onClick={close}>Close</Button>
      ) : (
        <>
          <Button variant="secondary" onClick={busy ? stop : close}>
            Cancel
          </Button>
          {(step === 1 || step === 2) && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'preview.left' })} disabled={busy}>
              Back
            </Button>
          )}
          {failed && <Button onClick={() => actor.send({ type: 'reload.requested' })}>Try again</Button>}
          {choosing && <Button onClick={() => actor.send({ type: 'preview.requested' })}>Preview jobs</Button>}
          {filling && (
            <>
              <Button variant="secondary" onClick={() => actor.send({ type: 'gaps.skipped' })} disabled={savingTeams}>
                Skip these clients
              </Button>
              <Button busy={savingTeams} onClick={() => actor.send({ type: 'teams.confirmed' })}>
                Save teams
              </Button>
            </>
          )}
          {step === 2 && (
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
      busy={busy}
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
      {noTemplate && <Alert tone="warning">{noTemplateMessage(deadline.rule.jobTitle)}</Alert>}
      {filling && (
        <>
          <Text as="p" size="sm">
            These clients have no one in a role the template needs. Choose who fills it, or skip them.
          </Text>
          <Stack as="ul" gap="md" className={styles.preview} aria-label="Clients with an empty role">
            {gaps.map((gap) => (
              <li key={gap.clientId} className={styles.previewItem}>
                <strong>{gap.clientName}</strong>
                {gap.roles.map((role) => (
                  <Select
                    key={role}
                    label={
                      <>
                        {TEAM_ROLE_NAMES[role]}
                        <span className={visuallyHidden}> for {gap.clientName}</span>
                      </>
                    }
                    value={String(teamFor(teams, gap.clientId)[TEAM_FIELD[role]] || '')}
                    options={role === 'preparer' ? preparers : reviewers}
                    disabled={savingTeams}
                    onValueChange={(value) => actor.send({ type: 'role.filled', clientId: gap.clientId, role, userId: Number(value) })}
                  />
                ))}
              </li>
            ))}
          </Stack>
        </>
      )}
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
      {step === 2 && (
        <Stack as="ul" gap="sm" className={styles.preview} aria-label="Jobs to create" tabIndex={0}>
          {rows.map((row) => (
            <li key={row.clientId} className={styles.previewItem}>
              <strong>{row.jobName}</strong>{' '}
              {row.existing ? <Badge tone="secondary">Already planned, skipped</Badge> : <Badge tone="primary">New</Badge>}
              <Text as="div" size="sm" tone="muted" className={styles.meta}>
                Start {formatCivil(row.start)} · target {formatCivil(row.end)} · due {formatCivil(row.due)}
                {row.yearEndAssumed && ` · ${YEAR_END_ASSUMED}`}
              </Text>
              {!row.existing && template && (
                <ul className={styles.taskList} aria-label={`Tasks of ${row.jobName}`}>
                  {assignedTasks(template, usableTeam(teamFor(teams, row.clientId), people), people, secondSignOff).map((task, i) => (
                    <li key={i}>
                      {task.name}: {task.assignee}, reviewed by {task.reviewers.join(' and ')}
                    </li>
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
              <li key={r.jobId} className={styles.previewItem}>
                <Link href={`/jobs/${r.jobId}`}>{r.jobName}</Link>{' '}
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
