import { memo, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { ASSIGN_SUCCESS_MESSAGE, assigneeOptions, isoToInputDate, jobsMatching, optionLabel, reviewerOptions } from '../../domain/assign';
import { formatDayTime } from '../../domain/format';
import { assignScreenMachine } from '../../machines/assignScreen.machine';
import { PageHeader } from '../ui/PageHeader';
import {
  Alert,
  Button,
  Card,
  Centred,
  Checkbox,
  DateTimeInput,
  Inline,
  Select,
  Spinner,
  Stack,
  Text,
  TextInput,
  toSelectOptions,
  type SelectOption,
  type SelectProps,
} from '../ui';
import * as styles from './assign.css';
import { cx } from '../ui/cx';

export default function AssignTaskPage() {
  const { user } = useCurrentUser();
  const screen = useScreenActor(assignScreenMachine, { currentUserId: user.id });
  return screen && <AssignTask screen={screen} />;
}

function AssignTask({ screen }: { screen: ActorRefFromLogic<typeof assignScreenMachine> }) {
  const wizard = useSelector(screen, (s) => s.context.wizard);
  const snapshot = useSelector(wizard, (s) => s);
  const c = snapshot.context;

  // Each picker keeps its options and its handler until what they are made of changes, so a
  // key pressed in a date or a reviewer ticked redraws none of the five pickers (Radix selects,
  // the costliest part of the form to draw).
  const pick = useMemo(
    () => ({
      jobType: (jobTypeId: number) => wizard.send({ type: 'jobType.changed', jobTypeId }),
      role: (roleId: number) => wizard.send({ type: 'role.changed', roleId }),
      job: (value: string) => wizard.send({ type: 'job.changed', jobId: Number(value) }),
      task: (taskId: number) => wizard.send({ type: 'task.changed', taskId }),
      assignee: (userId: number) => wizard.send({ type: 'assignee.changed', userId }),
    }),
    [wizard],
  );
  const jobTypeLabel = optionLabel(c.jobTypes, c.jobTypeId);
  const candidates = useMemo(() => assigneeOptions(c.users, jobTypeLabel, c.roleId), [c.users, jobTypeLabel, c.roleId]);
  const jobTypeOptions = useMemo(() => toSelectOptions(c.jobTypes), [c.jobTypes]);
  const roleOptions = useMemo(() => toSelectOptions(c.roles), [c.roles]);
  const jobOptions = useMemo(
    () =>
      jobsMatching(c.jobs ?? [], c.jobFilter, c.jobId).map((j): SelectOption => ({
        value: String(j.value),
        label: `${j.label} (${j.jobNumber})`,
      })),
    [c.jobs, c.jobFilter, c.jobId],
  );
  const taskOptions = useMemo(
    () => (c.tasks ?? []).map((t): SelectOption => ({ value: String(t.id), label: `${t.taskName} (${t.taskNumber})` })),
    [c.tasks],
  );
  const assigneeChoices = useMemo(() => candidates.map((u): SelectOption => ({ value: String(u.id), label: u.name })), [candidates]);

  const header = (
    <PageHeader
      title="Assign Job Task"
      subtitle="Pick a job and one of its unassigned tasks, then choose who does it, who reviews it and when."
    />
  );

  if (snapshot.matches('loadingInitialData')) {
    return (
      <Stack gap="xl">
        {header}
        <Centred>
          <Spinner label="Loading form data" showLabel />
        </Centred>
      </Stack>
    );
  }

  if (snapshot.matches('initialDataFailed')) {
    return (
      <Stack gap="xl">
        {header}
        <Alert tone="danger" title={c.loadError ?? undefined}>
          <p>
            <Button variant="secondary" size="sm" onClick={() => wizard.send({ type: 'reload.requested' })}>
              Retry
            </Button>
          </p>
        </Alert>
      </Stack>
    );
  }

  const job = c.jobs?.find((j) => j.value === c.jobId) ?? null;
  const task = c.tasks?.find((t) => t.id === c.taskId) ?? null;
  const reviewers = reviewerOptions(c.users, c.assigneeId);
  const assignee = c.users.find((u) => u.id === c.assigneeId) ?? null;
  const chosenReviewers = c.reviewerIds.flatMap((id) => c.users.find((u) => u.id === id) ?? []);

  const searching = snapshot.matches({ editing: 'searchingJobs' });
  const loadingTasks = snapshot.matches({ editing: 'loadingTasks' });
  const submitting = snapshot.matches('submitting');
  const succeeded = snapshot.matches('succeeded');
  const allFilled = snapshot.matches({ editing: 'complete' }) || submitting || succeeded;

  const can = {
    jobType: snapshot.can({ type: 'jobType.changed', jobTypeId: 0 }),
    role: snapshot.can({ type: 'role.changed', roleId: 0 }),
    searchRange: snapshot.can({ type: 'searchRange.changed', edge: 'from', value: '' }),
    job: snapshot.can({ type: 'job.changed', jobId: 0 }),
    jobFilter: snapshot.can({ type: 'jobFilter.changed', text: '' }),
    task: snapshot.can({ type: 'task.changed', taskId: 0 }),
    assignee: snapshot.can({ type: 'assignee.changed', userId: 0 }),
    reviewers: snapshot.can({ type: 'reviewer.toggled', userId: 0, checked: true }),
    dates: snapshot.can({ type: 'taskDates.changed', edge: 'start', value: '' }),
    submit: snapshot.can({ type: 'form.submitted' }),
    reset: snapshot.can({ type: 'form.resetRequested' }),
  };

  const jobHint = searching
    ? 'Searching jobs…'
    : c.jobs?.length === 0
      ? 'No jobs of this type with a task to assign in this period. Try a wider search period.'
      : c.jobs === null
        ? 'Available after the job type, role and search period are chosen.'
        : c.jobFilter.trim() && jobsMatching(c.jobs, c.jobFilter, null).length === 0
          ? `No job matches "${c.jobFilter.trim()}".`
          : undefined;
  const taskHint = loadingTasks
    ? 'Loading tasks…'
    : c.tasks?.length === 0 && !c.loadError
      ? 'Every task of this job is already assigned.'
      : c.tasks === null
        ? 'Only tasks nobody has been assigned to yet are listed.'
        : undefined;

  return (
    <Stack gap="xl">
      {header}
      <div className={styles.layout}>
        <Card title="Assignment details">
          <form
            noValidate
            aria-label="Assign a task"
            onSubmit={(event) => {
              event.preventDefault();
              wizard.send({ type: 'form.submitted' });
            }}
          >
            <Stack as="ol" gap="lg" className={styles.steps}>
              <PickStep
                n={1}
                label="Job type"
                value={c.jobTypeId}
                options={jobTypeOptions}
                placeholder="Select a job type"
                disabled={!can.jobType}
                onPick={pick.jobType}
              />
              <PickStep
                n={2}
                label="Assignee role"
                value={c.roleId}
                options={roleOptions}
                placeholder="Select the assignee's role"
                disabled={!can.role}
                onPick={pick.role}
              />
              <Step n={3} done={Boolean(c.searchFrom && c.searchTo)}>
                <div className={styles.pair}>
                  <DateTimeInput
                    label="Search jobs from"
                    required
                    value={c.searchFrom}
                    disabled={!can.searchRange}
                    onChange={(e) => wizard.send({ type: 'searchRange.changed', edge: 'from', value: e.target.value })}
                  />
                  <DateTimeInput
                    label="Search jobs to"
                    required
                    value={c.searchTo}
                    disabled={!can.searchRange}
                    onChange={(e) => wizard.send({ type: 'searchRange.changed', edge: 'to', value: e.target.value })}
                  />
                </div>
              </Step>
              <Step n={4} done={c.jobId !== null}>
                <Stack gap="sm">
                  <TextInput
                    label="Find a job"
                    type="search"
                    placeholder="Name or number"
                    value={c.jobFilter}
                    disabled={!can.jobFilter || !c.jobs?.length}
                    onChange={(e) => wizard.send({ type: 'jobFilter.changed', text: e.target.value })}
                  />
                  <KeptSelect
                    label="Job"
                    required
                    value={c.jobId === null ? '' : String(c.jobId)}
                    options={jobOptions}
                    placeholder={searching ? 'Searching…' : 'Select a job'}
                    disabled={!can.job || jobOptions.length === 0}
                    hint={jobHint}
                    onValueChange={pick.job}
                  />
                </Stack>
              </Step>
              <PickStep
                n={5}
                label="Task"
                value={c.taskId}
                options={taskOptions}
                placeholder={loadingTasks ? 'Loading…' : 'Select a task'}
                disabled={!can.task || taskOptions.length === 0}
                hint={taskHint}
                error={c.loadError}
                onPick={pick.task}
              />
              <PickStep
                n={6}
                label="Assignee"
                value={c.assigneeId}
                options={assigneeChoices}
                placeholder="Select who does the task"
                disabled={!can.assignee}
                hint={can.assignee && candidates.length === 0 ? 'Nobody with this role and job type.' : undefined}
                onPick={pick.assignee}
              />
              <Step n={7} done={c.reviewerIds.length > 0}>
                <fieldset className={styles.fieldset} disabled={!can.reviewers} aria-describedby="assign-reviewers-note">
                  <legend className={styles.legend}>Reviewers (one or more)</legend>
                  <div className={cx(styles.reviewerList, !can.reviewers && styles.reviewerListDisabled)}>
                    {reviewers.map((u) => (
                      <Checkbox
                        key={u.id}
                        label={u.name}
                        checked={c.reviewerIds.includes(u.id)}
                        onChange={(e) => wizard.send({ type: 'reviewer.toggled', userId: u.id, checked: e.target.checked })}
                      />
                    ))}
                  </div>
                  <Text as="p" size="xs" tone="muted" id="assign-reviewers-note" className={styles.note}>
                    The assignee cannot review their own task.
                  </Text>
                </fieldset>
              </Step>
              <Step n={8} done={Boolean(c.startDate && c.endDate)}>
                <div className={styles.pair}>
                  <DateTimeInput
                    label="Task start"
                    required
                    value={c.startDate}
                    min={job ? isoToInputDate(job.dateIn) : undefined}
                    max={job ? isoToInputDate(job.dateOut) : undefined}
                    disabled={!can.dates}
                    onChange={(e) => wizard.send({ type: 'taskDates.changed', edge: 'start', value: e.target.value })}
                  />
                  <DateTimeInput
                    label="Task end"
                    required
                    value={c.endDate}
                    min={job ? isoToInputDate(job.dateIn) : undefined}
                    max={job ? isoToInputDate(job.dateOut) : undefined}
                    disabled={!can.dates}
                    hint={job ? `The job runs from ${formatDayTime(job.dateIn)} to ${formatDayTime(job.dateOut)}.` : undefined}
                    onChange={(e) => wizard.send({ type: 'taskDates.changed', edge: 'end', value: e.target.value })}
                  />
                </div>
              </Step>
            </Stack>

            {c.actionError && (
              <Alert tone="danger" className={styles.message}>
                {c.actionError}
              </Alert>
            )}
            {succeeded && (
              <Alert tone="success" className={styles.message}>
                {ASSIGN_SUCCESS_MESSAGE}
              </Alert>
            )}

            <Inline gap="sm" className={styles.actions}>
              <Button type="submit" busy={submitting} disabled={!can.submit}>
                {submitting ? 'Assigning…' : 'Assign Task'}
              </Button>
              <Button variant="secondary" disabled={!can.reset} onClick={() => wizard.send({ type: 'form.resetRequested' })}>
                Reset Form
              </Button>
            </Inline>
          </form>
        </Card>

        <Card title="Assignment summary" titleAs="h2">
          {allFilled && job && task && assignee ? (
            <Stack as="dl" gap="md">
              <SummaryRow term="Job type">{jobTypeLabel}</SummaryRow>
              <SummaryRow term="Assignee role">{optionLabel(c.roles, c.roleId)}</SummaryRow>
              <SummaryRow term="Job">{`${job.label} (${job.jobNumber})`}</SummaryRow>
              <SummaryRow term="Task">{`${task.taskName} (${task.taskNumber})`}</SummaryRow>
              <SummaryRow term="Assignee">{assignee.name}</SummaryRow>
              <SummaryRow term="Reviewers">{chosenReviewers.map((r) => r.name).join(', ')}</SummaryRow>
              <SummaryRow term="Starts">{formatDayTime(c.startDate)}</SummaryRow>
              <SummaryRow term="Ends">{formatDayTime(c.endDate)}</SummaryRow>
            </Stack>
          ) : (
            <Text as="p" size="sm" tone="muted">
              The summary appears once every field is filled.
            </Text>
          )}
        </Card>
      </div>
    </Stack>
  );
}

function Step({ n, done, children }: { n: number; done: boolean; children: ReactNode }) {
  return (
    <li className={styles.step}>
      <span className={cx(styles.stepNumber, done && styles.stepNumberDone)} aria-hidden="true">
        {n}
      </span>
      <div>{children}</div>
    </li>
  );
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap="xxs">
      <dt className={styles.summaryTerm}>{term}</dt>
      <dd className={styles.summaryValue}>{children}</dd>
    </Stack>
  );
}

/** A select drawn again only when one of its props changes. */
const KeptSelect = memo(Select);

/**
 * A step that picks one record by its id; it is done once one is picked. Drawn again only when
 * one of its props changes.
 */
const PickStep = memo(function PickStep({
  n,
  value,
  onPick,
  ...select
}: Omit<SelectProps, 'value' | 'onValueChange' | 'required'> & { n: number; value: number | null; onPick: (id: number) => void }) {
  return (
    <Step n={n} done={value !== null}>
      <Select {...select} required value={value === null ? '' : String(value)} onValueChange={(v) => onPick(Number(v))} />
    </Step>
  );
});
