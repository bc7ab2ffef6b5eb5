import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OptionItem } from '../../api/types';
import { blankTask, type EditorTask } from '../../domain/templateForm';
import { OBLIGATION_OPTIONS, TASK_ROLES, TASK_ROLE_NAMES, type OffsetFrom, type TaskRole } from '../../domain/templates';
import { DRAFT_RESTORED_MESSAGE } from '../../machines/formModal.machine';
import type { templateEditorMachine } from '../../machines/templates.machine';
import { Alert, Button, Checkbox, FormModal, Select, Text, TextArea, TextInput, toSelectOptions, useModalPhase } from '../ui';
import { DeleteIcon, PlusIcon } from '../ui/icons';
import * as styles from './templates.css';

const FROM_LABELS: Record<OffsetFrom, string> = { deadline: 'Deadline', start: 'Start' };
const NO_OBLIGATION = { value: '', label: 'None' };
const OBLIGATIONS = [NO_OBLIGATION, ...OBLIGATION_OPTIONS.map((o) => ({ value: o.id, label: o.name }))];
const FROM_OPTIONS = (['deadline', 'start'] as const).map((from) => ({ value: from, label: FROM_LABELS[from] }));
const ROLE_OPTIONS = TASK_ROLES.map((role) => ({ value: role, label: TASK_ROLE_NAMES[role] }));
const isFrom = (value: string): value is OffsetFrom => value === 'deadline' || value === 'start';
const isRole = (value: string): value is TaskRole => TASK_ROLES.some((role) => role === value);

/** docs/behaviour.md §2 Templates: a template's name, job type, description, obligation and checklist. */
export function TemplateEditorModal({
  actor,
  jobTypes,
}: {
  actor: ActorRefFrom<typeof templateEditorMachine>;
  jobTypes: readonly OptionItem[];
}) {
  const editing = useSelector(actor, (s) => s.context.subject?.template != null);
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const { busy, succeeded } = useModalPhase(actor);
  const restored = useSelector(actor, (s) => s.matches('editing') && s.context.restored);
  const locked = busy || succeeded;
  const change = (patch: Partial<typeof values>) => actor.send({ type: 'fields.changed', patch });
  const changeTask = (index: number, patch: Partial<EditorTask>) =>
    change({ tasks: values.tasks.map((task, i) => (i === index ? { ...task, ...patch } : task)) });

  return (
    <FormModal
      actor={actor}
      title={editing ? 'Edit template' : 'New template'}
      formId="template-form"
      formLabel={editing ? 'Edit template' : 'New template'}
      submitLabel={busy ? 'Saving...' : editing ? 'Save template' : 'Create template'}
    >
      {restored && <Alert>{DRAFT_RESTORED_MESSAGE}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">{editing ? 'Template saved' : 'Template created'}</Alert>}
      <div className={styles.fields}>
        <TextInput
          label="Template name"
          name="name"
          required
          value={values.name}
          error={errors.name}
          disabled={locked}
          onChange={(e) => change({ name: e.target.value })}
        />
        <Select
          label="Job type"
          required
          value={values.jobTypeId}
          options={toSelectOptions(jobTypes)}
          error={errors.jobTypeId}
          disabled={locked}
          onValueChange={(value) => change({ jobTypeId: value })}
        />
        <Select
          label="Used by Plan jobs for"
          value={values.obligation}
          options={OBLIGATIONS}
          disabled={locked}
          hint="Plan jobs uses the template linked to the obligation."
          onValueChange={(value) => change({ obligation: value })}
        />
        <TextArea
          className={styles.wide}
          label="Default description"
          rows={2}
          value={values.description}
          disabled={locked}
          onChange={(e) => change({ description: e.target.value })}
        />
      </div>
      <fieldset className={styles.checklist} aria-describedby={errors.tasks ? 'template-tasks-error' : undefined}>
        <legend>Checklist</legend>
        <Text as="p" size="sm" tone="muted">
          Each task is due a number of days from the job&apos;s deadline or start (negative is before). Tasks go to the client&apos;s
          preparer and are reviewed by its reviewer; a reviewer task goes to the reviewer and is reviewed by the partner; a second sign-off
          task is also signed by the partner when the firm&apos;s sign-off setting asks for one.
        </Text>
        {errors.tasks && (
          <Text as="p" size="sm" tone="danger" id="template-tasks-error" role="alert">
            {errors.tasks}
          </Text>
        )}
        <ol className={styles.tasks} aria-label="Tasks">
          {values.tasks.map((task, i) => (
            <li key={i}>
              <fieldset className={styles.task} aria-label={`Task ${i + 1}`}>
                <legend className={styles.taskLegend}>Task {i + 1}</legend>
                <TextInput
                  className={styles.taskName}
                  label="Name"
                  value={task.name}
                  disabled={locked}
                  onChange={(e) => changeTask(i, { name: e.target.value })}
                />
                <TextInput
                  label="Due, days"
                  inputMode="numeric"
                  value={task.offset}
                  disabled={locked}
                  onChange={(e) => changeTask(i, { offset: e.target.value })}
                />
                <Select
                  label="Counted from"
                  value={task.from}
                  options={FROM_OPTIONS}
                  disabled={locked}
                  onValueChange={(value) => isFrom(value) && changeTask(i, { from: value })}
                />
                <Select
                  label="Role"
                  value={task.role}
                  options={ROLE_OPTIONS}
                  disabled={locked}
                  onValueChange={(value) => isRole(value) && changeTask(i, { role: value })}
                />
                <div className={styles.taskFoot}>
                  <Checkbox
                    label="Files required on submit"
                    checked={task.filesRequired}
                    disabled={locked}
                    onChange={(e) => changeTask(i, { filesRequired: e.target.checked })}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<DeleteIcon />}
                    aria-label={`Remove task ${i + 1}`}
                    disabled={locked}
                    onClick={() => change({ tasks: values.tasks.filter((_, j) => j !== i) })}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon />}
          disabled={locked}
          onClick={() => change({ tasks: [...values.tasks, blankTask()] })}
        >
          Add task
        </Button>
      </fieldset>
    </FormModal>
  );
}
