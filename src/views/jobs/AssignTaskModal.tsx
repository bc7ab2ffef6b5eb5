import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ASSIGN_SUCCESS_MESSAGE, isoToInputDate, reviewerOptions } from '../../domain/assign';
import { assignTitle, assigneeChoicesForJob, withAssignee, withReviewer } from '../../domain/assignInPlace';
import { formatDayTime } from '../../domain/format';
import type { assignTaskModalMachine } from '../../machines/assignTaskModal.machine';
import { Alert, DateTimeInput, FormModal, Select, useModalPhase } from '../ui';
import { ReviewerChecklist } from './ReviewerChecklist';

/**
 * Assign on Job Details (docs/behaviour.md "Job Details and History"): an unassigned task, or
 * several selected ones, given an assignee, reviewers and dates in place, with the Assign form's
 * rules (§5).
 */
export function AssignTaskModal({ actor }: { actor: ActorRefFrom<typeof assignTaskModalMachine> }) {
  const { busy, succeeded } = useModalPhase(actor);
  const subject = useSelector(actor, (s) => s.context.subject);
  const values = useSelector(actor, (s) => s.context.values);
  const people = useSelector(actor, (s) => s.context.prepared ?? []);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const reading = useSelector(actor, (s) => s.matches('preparing'));
  const locked = busy || succeeded || reading;
  const job = subject?.job;
  const tasks = subject?.tasks ?? [];
  const title = assignTitle(tasks.length);
  const assignees = job ? assigneeChoicesForJob(people, job.jobTypeName) : [];
  const reviewers = reviewerOptions(people, values.assignee?.id ?? null);
  const change = (patch: Partial<typeof values>) => actor.send({ type: 'fields.changed', patch });

  return (
    <FormModal
      actor={actor}
      title={title}
      description={tasks.length > 0 ? tasks.map((t) => `${t.taskName} (${t.taskNumber})`).join(', ') : undefined}
      size="md"
      formId="assign-task-form"
      formLabel={title}
      submitLabel={tasks.length > 1 ? 'Assign Tasks' : 'Assign Task'}
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">{ASSIGN_SUCCESS_MESSAGE}</Alert>}
      <Select
        label="Assignee"
        required
        value={values.assignee ? String(values.assignee.id) : ''}
        options={assignees.map((u) => ({ value: String(u.id), label: u.name }))}
        placeholder="Select who does the task"
        error={fieldErrors.assignee}
        disabled={locked}
        onValueChange={(value) => {
          const chosen = assignees.find((u) => String(u.id) === value);
          if (chosen) change(withAssignee(values, { id: chosen.id, name: chosen.name }));
        }}
      />
      <ReviewerChecklist
        noteId="assign-task-reviewers-note"
        people={reviewers}
        isChecked={(id) => values.reviewers.some((r) => r.id === id)}
        onToggle={(person, checked) => change(withReviewer(values, person, checked))}
        error={fieldErrors.reviewers}
        disabled={locked}
      />
      <DateTimeInput
        label="Task start"
        required
        value={values.startDate}
        min={job ? isoToInputDate(job.dateIn) : undefined}
        max={job ? isoToInputDate(job.dateOut) : undefined}
        error={fieldErrors.startDate}
        disabled={locked}
        onChange={(e) => change({ startDate: e.target.value })}
      />
      <DateTimeInput
        label="Task end"
        required
        value={values.endDate}
        min={job ? isoToInputDate(job.dateIn) : undefined}
        max={job ? isoToInputDate(job.dateOut) : undefined}
        error={fieldErrors.endDate}
        hint={job ? `The job runs from ${formatDayTime(job.dateIn)} to ${formatDayTime(job.dateOut)}.` : undefined}
        disabled={locked}
        onChange={(e) => change({ endDate: e.target.value })}
      />
    </FormModal>
  );
}
