import { useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useParams, useSearch } from 'wouter';
import type { Job, Task, TaskFile } from '../../api/types';
import { formatDayTime, fullName } from '../../domain/format';
import { durationText, jobDurationDays, parseJobId } from '../../domain/jobs';
import { jobStatusLabel, labelTone, taskStatusLabel, taskStatusWord } from '../../domain/status';
import { STATUTORY_DUE_LABEL, formatCivil, statutoryDueOf } from '../../domain/compliance';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { jobDetailsScreenMachine } from '../../machines/jobDetailsScreen.machine';
import { offersHandover, offersSignOff } from '../../machines/extensions.machine';
import { downloadRecordWith, signOffRecordMachine } from '../../machines/signOffRecord.machine';
import { SIGN_OFF_UNAVAILABLE } from '../../domain/signOff';
import { SignOffTrailButton, SignOffTrailModal } from '../ui/SignOffTrailModal';
import { fileSaver } from '../ui/saveFile';
import {
  TASK_HANDOVER_MESSAGES,
  handoverValuesFor,
  mayChangeAssignee,
  mayChangeReviewers,
  type TaskHandoverMode,
} from '../../domain/handover';
import { EMPTY_UPLOAD } from '../../machines/uploadFiles.machine';
import { PageHeader } from '../ui/PageHeader';
import {
  Alert,
  Badge,
  Button,
  Card,
  Centred,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  FileDownload,
  IconButton,
  Inline,
  LinkButton,
  Spinner,
  Stack,
  Text,
} from '../ui';
import { RepeatJobDialog } from './RepeatJobDialog';
import { repeatOpened } from '../../machines/repeatJob.machine';
import { UploadFilesModal } from './UploadFilesModal';
import { TaskHandoverModal } from './TaskHandoverModal';
import { AssignTaskModal } from './AssignTaskModal';
import { EMPTY_ASSIGN_IN_PLACE, asksToAssignAll, assignSubject } from '../../domain/assignInPlace';
import { BackIcon, RefreshIcon, RepeatIcon, DeleteIcon, DownloadIcon, UploadIcon } from '../ui/icons';
import * as listStyles from '../ui/list.css';
import * as styles from './jobs.css';

/** The sign-off record is offered to the browser as a download (src/views/ui/saveFile.ts). */
const signOffRecordSaving = signOffRecordMachine.provide({
  actors: { download: downloadRecordWith((blob, name) => fileSaver.save(blob, name)) },
});

/** docs/behaviour.md §2 Job Details and History; a link to another job (Repeat Job's) starts it afresh. */
export default function JobDetailsPage() {
  const params = useParams<{ id: string }>();
  return <JobDetails key={params.id} />;
}

function JobDetails() {
  const params = useParams<{ id: string }>();
  const { user } = useCurrentUser();
  const assignAll = asksToAssignAll(useSearch());
  const screenLogic = useMemo(
    () =>
      jobDetailsScreenMachine.provide({
        actors: { signOffRecord: signOffRecordSaving },
      }),
    [],
  );
  const screen = useScreenActor(screenLogic, { jobId: parseJobId(params.id), assignAllBy: assignAll ? user.id : null });
  return screen && <JobDetailsScreen screen={screen} />;
}

function JobDetailsScreen({ screen }: { screen: ActorRefFromLogic<typeof jobDetailsScreenMachine> }) {
  const { details, upload, repeatJob, fileDelete, handover, extensions, assign, trail, signOffRecord } = useSelector(
    screen,
    (s) => s.context,
  );
  const handoverOffered = useSelector(extensions, (s) => offersHandover(s.context));
  const signOffOffered = useSelector(extensions, (s) => offersSignOff(s.context));
  const signOffMissing = useSelector(extensions, (s) => s.matches('known') && !offersSignOff(s.context));
  const handoverMissing = useSelector(extensions, (s) => s.matches('known') && !offersHandover(s.context));
  const { user } = useCurrentUser();

  const loading = useSelector(details, (s) => s.matches('loading') || s.matches('checking'));
  const failed = useSelector(details, (s) => s.matches('failed'));
  const notFound = useSelector(details, (s) => s.matches('notFound'));
  const job = useSelector(details, (s) => s.context.job);
  const tasks = useSelector(details, (s) => s.context.tasks);
  const error = useSelector(details, (s) => s.context.error);
  const asOf = useSelector(details, (s) => s.context.asOf);
  const infoExpanded = useSelector(details, (s) => s.context.infoExpanded);
  const expandedTaskIds = useSelector(details, (s) => s.context.expandedTaskIds);
  const fileToDelete = useSelector(fileDelete, (s) => s.context.subject);
  const selectedTaskIds = useSelector(details, (s) => s.context.selectedTaskIds);
  const canRefresh = useSelector(details, (s) => s.can({ type: 'reload.requested' }));

  const openAssign = (chosen: Task[]) =>
    job && assign.send({ type: 'modal.opened', values: EMPTY_ASSIGN_IN_PLACE, subject: assignSubject(job, chosen, user.id) });
  const select = (taskId: number, selected: boolean) =>
    details.send({
      type: 'selection.changed',
      taskIds: selected ? [...selectedTaskIds, taskId] : selectedTaskIds.filter((id) => id !== taskId),
    });
  const selectedTasks = tasks.filter((t) => selectedTaskIds.includes(t.id));

  const back = (
    <LinkButton href="/jobs" variant="secondary" icon={<BackIcon />}>
      Back to Jobs
    </LinkButton>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Job Details and History"
        subtitle={job ? `${job.jobName} · ${job.jobNumber}` : undefined}
        asOf={asOf}
        actions={
          <Inline gap="sm">
            {back}
            <Button
              variant="secondary"
              icon={<RefreshIcon />}
              onClick={() => details.send({ type: 'reload.requested' })}
              disabled={!canRefresh}
              busy={loading && job !== null}
            >
              Refresh
            </Button>
            {job && (
              <Button
                icon={<UploadIcon />}
                onClick={() => upload.send({ type: 'modal.opened', values: EMPTY_UPLOAD, subject: tasks })}
                disabled={loading || tasks.length === 0}
              >
                Upload Files
              </Button>
            )}
            {job && (
              <Button
                variant="secondary"
                icon={<RepeatIcon />}
                onClick={() => repeatJob.send(repeatOpened(job, user.id))}
                disabled={loading}
              >
                Repeat Job
              </Button>
            )}
          </Inline>
        }
      />

      {loading && job === null && (
        <Centred>
          <Spinner label="Loading job details" showLabel />
        </Centred>
      )}

      {failed && (
        <Card>
          <EmptyState title="Error Loading Job Details" message={<Alert tone="danger">{error}</Alert>} action={back} titleAs="h2" />
        </Card>
      )}

      {notFound && (
        <Card>
          <EmptyState
            title="Job Not Found"
            message="The job you are looking for does not exist or has been deleted."
            action={back}
            titleAs="h2"
          />
        </Card>
      )}

      {job && !failed && !notFound && (
        <div aria-busy={loading} className={loading ? listStyles.busy : undefined}>
          <Stack gap="lg">
            <JobInformation job={job} expanded={infoExpanded} onToggle={() => details.send({ type: 'info.toggled' })} />
            {signOffOffered && <SignOffRecordCard actor={signOffRecord} jobId={job.id} />}
            <Card
              title="Tasks"
              subtitle={`${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}`}
              actions={
                selectedTasks.length > 0 && (
                  <Button size="sm" onClick={() => openAssign(selectedTasks)}>
                    {`Assign selected (${selectedTasks.length})`}
                  </Button>
                )
              }
            >
              {handoverMissing && tasks.some(mayChangeReviewers) && (
                <Text as="p" size="xs" tone="muted" className={styles.handoverNote}>
                  {TASK_HANDOVER_MESSAGES.unavailable}
                </Text>
              )}
              {signOffMissing && tasks.length > 0 && (
                <Text as="p" size="xs" tone="muted" className={styles.handoverNote}>
                  {SIGN_OFF_UNAVAILABLE}
                </Text>
              )}
              {tasks.length === 0 ? (
                <EmptyState title="No Tasks Found" message="This job has no tasks yet. Add one from the Jobs list." />
              ) : (
                <Stack as="ul" gap="md" className={styles.taskList}>
                  {tasks.map((task) => (
                    <TaskItem
                      key={task.id}
                      task={task}
                      onHandOver={
                        handoverOffered
                          ? (mode) => handover.send({ type: 'modal.opened', values: handoverValuesFor(task, mode), subject: task })
                          : null
                      }
                      onAssign={() => openAssign([task])}
                      trailButton={
                        signOffOffered ? <SignOffTrailButton actor={trail} task={{ taskId: task.id, taskName: task.taskName }} /> : null
                      }
                      selected={selectedTaskIds.includes(task.id)}
                      onSelect={(selected) => select(task.id, selected)}
                      expanded={expandedTaskIds.includes(task.id)}
                      onToggle={() => details.send({ type: 'task.toggled', taskId: task.id })}
                      onDeleteFile={(file) => fileDelete.send({ type: 'modal.opened', values: {}, subject: file })}
                    />
                  ))}
                </Stack>
              )}
            </Card>
          </Stack>
        </div>
      )}

      <ConfirmDialog
        open={fileToDelete !== null}
        title="Delete File"
        message={
          <>
            Are you sure you want to delete <strong>{fileToDelete?.fileName}</strong>?
          </>
        }
        confirmLabel="Delete File"
        onConfirm={() => fileDelete.send({ type: 'form.submitted' })}
        onCancel={() => fileDelete.send({ type: 'modal.closed' })}
      />
      <UploadFilesModal actor={upload} />
      <RepeatJobDialog actor={repeatJob} />
      <TaskHandoverModal actor={handover} />
      <AssignTaskModal actor={assign} />
      <SignOffTrailModal actor={trail} />
    </Stack>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

function JobInformation({ job, expanded, onToggle }: { job: Job; expanded: boolean; onToggle: () => void }) {
  const end = job.endDate ?? job.dateOut;
  const start = job.startDate ?? job.dateIn;
  const label = jobStatusLabel({ dateFinished: job.dateFinished, endDate: end });
  const days = jobDurationDays(start, job.dateFinished);
  const due = statutoryDueOf(job.jobDescription);
  return (
    <Card
      title="Job Information"
      actions={
        <>
          <Badge tone={labelTone(label)}>{label}</Badge>
          <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls="job-information" onClick={onToggle}>
            {expanded ? 'Hide details' : 'Show details'}
          </Button>
        </>
      }
    >
      {expanded ? (
        <dl id="job-information" className={styles.infoGrid}>
          <Detail term="Job Name">{job.jobName}</Detail>
          <Detail term="Job Number">{job.jobNumber}</Detail>
          <Detail term="Client">{job.clientName || 'Unknown Client'}</Detail>
          <Detail term="Job Type">{job.jobTypeName || 'Unknown Job Type'}</Detail>
          <Detail term="Description">{job.jobDescription}</Detail>
          {due && <Detail term={STATUTORY_DUE_LABEL}>{formatCivil(due)}</Detail>}
          <Detail term="Start">{formatDayTime(start)}</Detail>
          <Detail term="End">{formatDayTime(end)}</Detail>
          <Detail term="Completed">{formatDayTime(job.dateFinished)}</Detail>
          {days !== null && <Detail term="Duration">{durationText(days)}</Detail>}
        </dl>
      ) : (
        <p id="job-information" className={styles.description}>
          {job.jobName}
        </p>
      )}
    </Card>
  );
}

function TaskItem({
  task,
  expanded,
  onToggle,
  onDeleteFile,
  onHandOver,
  onAssign,
  selected,
  onSelect,
  trailButton,
}: {
  task: Task;
  /** The task's sign-off trail, when the server keeps them (docs/api-extensions.md `sign-off`). */
  trailButton: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  onDeleteFile: (file: TaskFile) => void;
  /** Change reviewer / Change assignee, when the server can hand a task over (docs/api-extensions.md). */
  onHandOver: ((mode: TaskHandoverMode) => void) | null;
  /** Assign, offered while nobody has the task (docs/behaviour.md §4 "Assignment"). */
  onAssign: () => void;
  /** Chosen for Assign selected (docs/behaviour.md "Job Details and History"). */
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const label = taskStatusLabel(task);
  const assignees = task.userTasks.map((u) => fullName(u.firstName, u.lastName)).filter(Boolean);
  const detailsId = `task-details-${task.id}`;
  return (
    <Stack as="li" gap="sm" className={styles.task} aria-label={task.taskName}>
      <Inline gap="sm" justify="between" align="start">
        <Stack gap="xs">
          <h3 className={styles.taskTitle}>{task.taskName}</h3>
          <Text size="xs" tone="muted">
            {task.taskNumber}
          </Text>
        </Stack>
        <Inline gap="xs">
          <Badge tone={labelTone(label)}>{label}</Badge>
          {task.isTaskOverdue && <Badge tone="danger">Overdue</Badge>}
          {task.reworkCount > 0 && <Badge tone="warning">{`Rework: ${task.reworkCount}`}</Badge>}
        </Inline>
      </Inline>
      <Inline gap="sm" className={styles.row}>
        <Text tone="muted">Assignees:</Text>
        <span>{assignees.length > 0 ? assignees.join(', ') : 'Not assigned yet'}</span>
      </Inline>
      <Inline gap="sm" className={styles.row}>
        <Text tone="muted">Files:</Text>
        {task.taskFileList.length === 0 ? (
          <span>No files</span>
        ) : (
          task.taskFileList.map((file) => (
            <span key={file.id} className={styles.fileChip}>
              <FileDownload file={file} />
              <IconButton
                aria-label={`Delete ${file.fileName}`}
                size="sm"
                tone="danger"
                icon={<DeleteIcon />}
                onClick={() => onDeleteFile(file)}
              />
            </span>
          ))
        )}
      </Inline>
      {!task.isAssigned && (
        <Inline gap="sm" align="centre">
          <Checkbox label="Select" aria-label={`Select ${task.taskName}`} checked={selected} onChange={(e) => onSelect(e.target.checked)} />
          <Button size="sm" aria-label={`Assign ${task.taskName}`} onClick={onAssign}>
            Assign
          </Button>
        </Inline>
      )}
      {onHandOver && mayChangeReviewers(task) && (
        <Inline gap="sm">
          <Button variant="secondary" size="sm" aria-label={`Change reviewer of ${task.taskName}`} onClick={() => onHandOver('reviewers')}>
            Change reviewer
          </Button>
          {mayChangeAssignee(task) && (
            <Button variant="secondary" size="sm" aria-label={`Change assignee of ${task.taskName}`} onClick={() => onHandOver('assignee')}>
              Change assignee
            </Button>
          )}
        </Inline>
      )}
      {trailButton && <Inline gap="sm">{trailButton}</Inline>}
      <Button className={styles.toggle} variant="ghost" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle}>
        {expanded ? 'Hide task details' : 'Show task details'}
      </Button>
      {expanded && (
        <dl id={detailsId} className={styles.infoGrid}>
          <Detail term="Description">{task.taskDescription}</Detail>
          <Detail term="Status">{taskStatusWord(task.statusName)}</Detail>
          <Detail term="Start">{formatDayTime(task.startDate)}</Detail>
          <Detail term="End">{formatDayTime(task.endDate)}</Detail>
          <Detail term="Created">{formatDayTime(task.dateCreated)}</Detail>
          <Detail term="Finished">{formatDayTime(task.dateFinished)}</Detail>
          <Detail term="Verified">{formatDayTime(task.dateVerified)}</Detail>
          <Detail term="Verified By">{task.verifiedByName || 'N/A'}</Detail>
          <Detail term="Created By">{task.createdByName || 'N/A'}</Detail>
          <Detail term="Finished By">{task.modifiedByName || 'N/A'}</Detail>
          <Detail term="Reviewers">
            {task.reviewerList && task.reviewerList.length > 0 ? task.reviewerList.map((r) => r.name).join(', ') : 'N/A'}
          </Detail>
          <Detail term="Rework Count">{task.reworkCount}</Detail>
        </dl>
      )}
    </Stack>
  );
}

/** Download sign-off record and its printable page (docs/behaviour.md §4 "Sign-off record"). */
function SignOffRecordCard({ actor, jobId }: { actor: ActorRefFromLogic<typeof signOffRecordMachine>; jobId: number }) {
  const downloading = useSelector(actor, (s) => s.matches('downloading'));
  const notice = useSelector(actor, (s) => s.context.notice);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Card title="Sign-off record" subtitle="Who prepared each task, who signed each level and when, and what was sent back">
      <Stack gap="sm">
        <Inline gap="sm">
          <Button size="sm" icon={<DownloadIcon />} busy={downloading} onClick={() => actor.send({ type: 'download.requested' })}>
            Download sign-off record
          </Button>
          <LinkButton href={`/jobs/${jobId}/sign-off`} variant="secondary" size="sm">
            Printable sign-off record
          </LinkButton>
        </Inline>
        {notice && <Alert tone="success">{notice}</Alert>}
        {error && <Alert tone="danger">{error}</Alert>}
      </Stack>
    </Card>
  );
}
