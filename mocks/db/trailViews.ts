/** The sign-off extension's answers (docs/api-extensions.md `sign-off`), derived on read from the trail. */
import type { JobSignOffRecord, SignOffTrail, TrailEntry } from '../../src/api/signOff';
import { levelAwaited } from '../../src/domain/signOff';
import type { Db, JobRecord, TaskRecord, TrailRecord } from './schema';
import { findUser, fullName } from './views';
import { progressOfTask, trailOf } from './trail';

function toEntry(db: Db, entry: TrailRecord): TrailEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    at: entry.at,
    byId: entry.by,
    byName: fullName(findUser(db, entry.by)),
    submission: entry.submission,
    level: entry.level,
    levels: entry.levels,
    comment: entry.comment,
    files: entry.files.map(({ fileName, url }) => ({ fileName, url })),
    assigneeId: entry.assigneeId,
    assigneeName: entry.assigneeId === null ? null : fullName(findUser(db, entry.assigneeId)),
    reviewerNames: entry.reviewerIds.map((id) => fullName(findUser(db, id))),
  };
}

export function toTrail(db: Db, task: TaskRecord): SignOffTrail {
  const progress = progressOfTask(db, task.id);
  return {
    taskId: task.id,
    taskName: task.taskName,
    taskNumber: task.taskNumber,
    state: progress.state,
    levelAwaited: levelAwaited(progress),
    levels: progress.levels,
    reworkCount: progress.returns,
    entries: trailOf(db, task.id).map((entry) => toEntry(db, entry)),
  };
}

export function toJobSignOff(db: Db, job: JobRecord): JobSignOffRecord {
  return {
    jobId: job.id,
    jobName: job.jobName,
    jobNumber: job.jobNumber,
    clientName: db.clients.find((c) => c.id === job.clientId)?.clientName ?? '',
    jobTypeName: db.jobTypes.find((t) => t.id === job.jobTypeId)?.name ?? '',
    tasks: db.tasks.filter((t) => t.jobId === job.id).map((t) => toTrail(db, t)),
  };
}
