/**
 * Dashboard counts and their detail lists. Admin and Super Admin see the whole firm, Staff
 * only the jobs holding their own tasks; "to review" is always what waits for this user.
 */
import type { DashboardData, DetailedReport, Job } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import type { Db, JobRecord, TaskRecord, UserRecord } from '../db/schema';
import { isJobOverdue, tasksByJob, toJob, toTask } from '../db/views';
import { awaitsSignOffOf } from '../db/rules';
import { userQuerySchema } from '../../src/domain/schemas/queries';
import { envelope, isAdmin, queryRoute } from './http';

interface Scope {
  jobs: JobRecord[];
  tasks: TaskRecord[];
  inReview: TaskRecord[];
  toReview: TaskRecord[];
  index: Map<number, TaskRecord[]>;
}

function scopeFor(db: Db, subject: UserRecord): Scope {
  const index = tasksByJob(db);
  const firmWide = isAdmin(subject);
  const tasks = firmWide ? db.tasks : db.tasks.filter((t) => t.assigneeId === subject.id);
  const jobIds = new Set(tasks.map((t) => t.jobId));
  const jobs = firmWide ? db.jobs : db.jobs.filter((j) => jobIds.has(j.id));
  return {
    jobs,
    tasks,
    inReview: tasks.filter((t) => t.statusName === 'Pending'),
    toReview: db.tasks.filter((t) => awaitsSignOffOf(db, t, subject)),
    index,
  };
}

/** The user whose dashboard is asked for: admins may look at anyone, others only at themselves. */
function subjectOf(db: Db, caller: UserRecord, asked: number | undefined): UserRecord {
  if (asked === undefined || !isAdmin(caller)) return caller;
  return db.users.find((u) => u.id === asked) ?? caller;
}

function startOfToday(): number {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

const ongoing = (job: JobRecord, now: number): boolean => job.dateFinished === null && !isJobOverdue(job, now);

function jobsOf(db: Db, scope: Scope, tasks: TaskRecord[], now: number): Job[] {
  const ids = new Set(tasks.map((t) => t.jobId));
  return scope.jobs.filter((j) => ids.has(j.id)).map((j) => toJob(db, j, scope.index.get(j.id) ?? [], now));
}

export const dashboardHandlers = [
  queryRoute('get', paths.home, 'signed-in', userQuerySchema, ({ db, user }, query) => {
    const now = Date.now();
    const today = startOfToday();
    const scope = scopeFor(db, subjectOf(db, user, query.userId));
    const jobsById = new Map(db.jobs.map((j) => [j.id, j]));
    const data: DashboardData = {
      overDueJob: scope.jobs.filter((j) => isJobOverdue(j, now)).length,
      ongoingJob: scope.jobs.filter((j) => ongoing(j, now)).length,
      taskInReview: scope.inReview.length,
      taskToReview: scope.toReview.length,
      todayJob: scope.jobs
        .filter((j) => j.dateFinished !== null && Date.parse(j.dateFinished) >= today)
        .map((j) => toJob(db, j, scope.index.get(j.id) ?? [], now)),
      todayTask: scope.tasks
        .filter((t) => t.dateFinished !== null && Date.parse(t.dateFinished) >= today)
        .map((t) => ({ task: toTask(db, t, jobsById.get(t.jobId), now) })),
    };
    return envelope(data);
  }),

  queryRoute('get', paths.homeDetailed, 'signed-in', userQuerySchema, ({ db, user }, query) => {
    const now = Date.now();
    const scope = scopeFor(db, subjectOf(db, user, query.userId));
    const toJobs = (jobs: JobRecord[]): Job[] => jobs.map((j) => toJob(db, j, scope.index.get(j.id) ?? [], now));
    const report: DetailedReport = {
      overDuetasks: toJobs(scope.jobs.filter((j) => isJobOverdue(j, now))),
      onGoingTasks: toJobs(scope.jobs.filter((j) => ongoing(j, now))),
      tasksInReview: jobsOf(db, scope, scope.inReview, now),
      tasksToReview: jobsOf(db, { ...scope, jobs: db.jobs }, scope.toReview, now),
    };
    return envelope(report);
  }),
];
