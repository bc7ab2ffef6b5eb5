import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useScreenActor } from '../../app/SessionProvider';
import type { JobTemplate } from '../../domain/templates';
import { EMPTY_JOB_FORM } from '../../domain/jobs';
import { copyValues, emptyTemplateValues, templateToValues } from '../../domain/templateForm';
import { OBLIGATION_OPTIONS, TEMPLATE_MESSAGES } from '../../domain/templates';
import { templatesScreenMachine } from '../../machines/templates.machine';
import { ActorConfirmDialog, Badge, Button, Table, type TableColumn } from '../ui';
import { ReadState } from '../ui/ReadState';
import { ListPage } from '../ui/ListPage';
import * as listStyles from '../ui/list.css';
import { ClientTeams } from './ClientTeams';
import { TemplateEditorModal } from './TemplateEditorModal';
import { TemplateJobModal } from './TemplateJobModal';

const NO_TEMPLATES: readonly JobTemplate[] = [];

/** docs/behaviour.md §2 Templates: the firm's job templates, made, edited, copied, retired and deleted here. */
export default function TemplatesPage() {
  const screen = useScreenActor(templatesScreenMachine, undefined);
  return screen && <Templates screen={screen} />;
}

const obligationName = (id: string): string => OBLIGATION_OPTIONS.find((o) => o.id === id)?.name ?? '';

function Templates({ screen }: { screen: ActorRefFromLogic<typeof templatesScreenMachine> }) {
  const { list, editor, retirer, remover, teams, teamEditor, jobMaker } = useSelector(screen, (s) => s.context);
  const templates = useSelector(list, (s) => s.context.data?.templates ?? NO_TEMPLATES);
  const jobTypes = useSelector(list, (s) => s.context.data?.jobTypes ?? []);
  const loading = useSelector(list, (s) => s.matches('loading') && s.context.data === null);
  const failed = useSelector(list, (s) => s.matches('failed'));
  const retireSubject = useSelector(retirer, (s) => s.context.subject);
  const retiring = useSelector(retirer, (s) => s.matches('submitting'));
  const retireError = useSelector(retirer, (s) => s.context.error);
  const deleteSubject = useSelector(remover, (s) => s.context.subject);
  const deleting = useSelector(remover, (s) => s.matches('submitting'));
  const deleteError = useSelector(remover, (s) => s.context.error);
  const names = templates.map((t) => t.name);
  const othersOf = (t: JobTemplate | null) => names.filter((name) => name !== t?.name);
  const jobTypeName = (id: number) => jobTypes.find((type) => type.value === id)?.label ?? '';

  const columns: TableColumn<JobTemplate>[] = [
    {
      key: 'name',
      header: 'Template',
      render: (t) => (
        <div className={listStyles.primaryCell}>
          <span className={listStyles.strong}>{t.name}</span>
          <span className={listStyles.muted}>{t.description}</span>
        </div>
      ),
    },
    { key: 'jobType', header: 'Job type', render: (t) => jobTypeName(t.jobTypeId) },
    { key: 'obligation', header: 'Plan jobs uses it for', render: (t) => obligationName(t.obligation) || '—' },
    { key: 'tasks', header: 'Tasks', render: (t) => String(t.tasks.length) },
    { key: 'jobs', header: 'Jobs made', render: (t) => String(t.jobCount) },
    {
      key: 'state',
      header: 'State',
      render: (t) => (t.retired ? <Badge tone="secondary">Retired</Badge> : <Badge tone="success">In use</Badge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (t) => (
        <div className={listStyles.actions}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${t.name}`}
            onClick={() =>
              editor.send({ type: 'modal.opened', values: templateToValues(t), subject: { template: t, takenNames: othersOf(t) } })
            }
          >
            Edit
          </Button>
          {!t.retired && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`New job from ${t.name}`}
              onClick={() =>
                jobMaker.send({
                  type: 'modal.opened',
                  values: { ...EMPTY_JOB_FORM, jobTypeId: String(t.jobTypeId), jobDescription: t.description },
                  subject: t,
                })
              }
            >
              New job
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Copy ${t.name}`}
            onClick={() =>
              editor.send({ type: 'modal.opened', values: copyValues(t, names), subject: { template: null, takenNames: names } })
            }
          >
            Copy
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${t.retired ? 'Bring back' : 'Retire'} ${t.name}`}
            onClick={() => retirer.send({ type: 'modal.opened', values: {}, subject: t })}
          >
            {t.retired ? 'Bring back' : 'Retire'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${t.name}`}
            onClick={() => remover.send({ type: 'modal.opened', values: {}, subject: t })}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="Templates"
        subtitle="Job templates with their checklists: Plan jobs and New job make each job's tasks from them."
        addLabel="New template"
        onAdd={() => editor.send({ type: 'modal.opened', values: emptyTemplateValues, subject: { template: null, takenNames: names } })}
        label="Templates"
      >
        {/* Room for about a phone's screen of templates: Client teams below stays below when they arrive. */}
        {(loading || failed) && <ReadState loader={list} label="Loading templates" reserve="40rem" />}
        {!loading && !failed && (
          <Table columns={columns} rows={templates} rowKey={(t) => t.id} label="Templates table" cardsOnPhone empty="No templates yet." />
        )}
      </ListPage>
      <ClientTeams loader={teams} editor={teamEditor} />
      <TemplateEditorModal actor={editor} jobTypes={jobTypes} />
      <TemplateJobModal actor={jobMaker} />
      <ActorConfirmDialog
        actor={retirer}
        title={retireSubject?.retired ? 'Bring back template' : 'Retire template'}
        question={
          retireSubject?.retired ? (
            <>
              Bring <strong>{retireSubject.name}</strong> back? Plan jobs and New job offer it again.
            </>
          ) : (
            <>
              Retire <strong>{retireSubject?.name}</strong>? Its jobs keep their tasks; Plan jobs and New job no longer offer it.
            </>
          )
        }
        done={retireSubject?.retired ? TEMPLATE_MESSAGES.restored : TEMPLATE_MESSAGES.retiredDone}
        confirmLabel={retiring ? 'Saving...' : retireSubject?.retired ? 'Bring back' : 'Retire'}
        error={retireError}
      />
      <ActorConfirmDialog
        actor={remover}
        title="Delete template"
        question={
          deleteSubject && deleteSubject.jobCount > 0 ? (
            TEMPLATE_MESSAGES.inUse
          ) : (
            <>
              Delete <strong>{deleteSubject?.name}</strong>? This cannot be undone.
            </>
          )
        }
        done={TEMPLATE_MESSAGES.deleted}
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        confirmDisabled={deleteSubject !== null && deleteSubject.jobCount > 0}
        error={deleteError}
      />
    </>
  );
}
