import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ClientTeam } from '../../domain/templates';
import type { OptionItem } from '../../api/types';
import { isAdminType } from '../../domain/roles';
import { teamToValues } from '../../domain/templateForm';
import { TEAM_MESSAGES, emptyTeam } from '../../domain/templates';
import type { teamEditorMachine, teamsLoader } from '../../machines/templates.machine';
import { ReadState } from '../ui/ReadState';
import { Alert, Button, Card, FormModal, Select, Table, Text, useFormFields, useModalPhase, type TableColumn } from '../ui';
import * as styles from './templates.css';

const NONE = { value: '', label: 'No one' };

interface Row {
  client: OptionItem;
  team: ClientTeam;
}

/** Each client's team (docs/behaviour.md §2 "Templates"): who prepares, reviews and signs the second sign-off of its planned tasks. */
export function ClientTeams({
  loader,
  editor,
}: {
  loader: ActorRefFrom<typeof teamsLoader>;
  editor: ActorRefFrom<typeof teamEditorMachine>;
}) {
  const data = useSelector(loader, (s) => s.context.data);
  const failed = useSelector(loader, (s) => s.matches('failed'));
  const people = data?.people ?? [];
  const nameOf = (id: number) => (id ? (people.find((p) => p.id === id)?.name ?? '') : '');
  const rows: Row[] = (data?.clients ?? []).map((client) => ({
    client,
    team: data?.teams.find((t) => t.clientId === client.value) ?? emptyTeam(client.value),
  }));
  const columns: TableColumn<Row>[] = [
    { key: 'client', header: 'Client', render: (r) => r.client.label },
    { key: 'preparer', header: 'Preparer', render: (r) => nameOf(r.team.preparerId) || '—' },
    { key: 'reviewer', header: 'Reviewer', render: (r) => nameOf(r.team.reviewerId) || '—' },
    { key: 'partner', header: 'Partner', render: (r) => nameOf(r.team.partnerId) || '—' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (r) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit the team of ${r.client.label}`}
          onClick={() =>
            editor.send({
              type: 'modal.opened',
              values: teamToValues(r.team),
              subject: { clientId: r.client.value, clientName: r.client.label },
            })
          }
        >
          Edit team
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="client-teams-heading" className={styles.section}>
      <h2 id="client-teams-heading" className={styles.heading}>
        Client teams
      </h2>
      <Text as="p" size="sm" tone="muted">
        Who fills each role of a template for each client: planned tasks are assigned from it.
      </Text>
      <Card flush>
        {(data === null || failed) && <ReadState loader={loader} label="Loading client teams" reserve="20rem" />}
        {data !== null && <Table columns={columns} rows={rows} rowKey={(r) => r.client.value} label="Client teams table" cardsOnPhone />}
      </Card>
      <TeamEditorModal actor={editor} people={people} />
    </section>
  );
}

function TeamEditorModal({
  actor,
  people,
}: {
  actor: ActorRefFrom<typeof teamEditorMachine>;
  people: ReadonlyArray<{ id: number; name: string; userType: number }>;
}) {
  const clientName = useSelector(actor, (s) => s.context.subject?.clientName ?? '');
  const error = useSelector(actor, (s) => s.context.error);
  const { busy, succeeded } = useModalPhase(actor);
  const field = useFormFields(actor);
  const everyone = [NONE, ...people.map((p) => ({ value: String(p.id), label: p.name }))];
  const reviewers = [NONE, ...people.filter((p) => isAdminType(p.userType)).map((p) => ({ value: String(p.id), label: p.name }))];
  return (
    <FormModal
      actor={actor}
      title="Client team"
      description={clientName}
      size="md"
      formId="team-form"
      formLabel={`Team of ${clientName}`}
      submitLabel={busy ? 'Saving...' : 'Save team'}
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">{TEAM_MESSAGES.saved}</Alert>}
      <Select label="Preparer" options={everyone} {...field.choice('preparerId')} />
      <Select label="Reviewer" options={reviewers} hint="Admins and Super Admins review." {...field.choice('reviewerId')} />
      <Select
        label="Partner"
        options={reviewers}
        hint="Signs the second sign-off where the firm asks for one."
        {...field.choice('partnerId')}
      />
    </FormModal>
  );
}
