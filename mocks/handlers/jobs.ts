/** Jobs: firm-wide list with search and filters, my jobs, CRUD, details, and search by type and date. */
import type { JobSearchItem, JobsPage, MyJobsPage } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { jobUpdateSchema, newJobSchema } from '../../src/domain/schemas/jobs';
import { idQuerySchema, jobQuerySchema, jobSearchQuerySchema, jobsQuerySchema, myJobsQuerySchema } from '../../src/domain/schemas/queries';
import { commit } from '../db/store';
import { RULE_MESSAGES, addJob, deleteJob, findJob, updateJob, type Outcome } from '../db/rules';
import type { Db, JobRecord } from '../db/schema';
import { isJobOverdue, tasksByJob, toJob, toTask } from '../db/views';
import { concerns, visibleTasks } from './scope';
import { bodyRoute, envelope, forbidden, isAdmin, paginate, queryRoute, refused } from './http';

/** A saved job as the list shows it, or the rule's refusal; a new job has no tasks yet. */
function jobAnswer(db: Db, outcome: Outcome<JobRecord>, responseCode: string, description: string): Response {
  if (!outcome.ok) return refused(outcome.message);
  commit();
  const job = outcome.value;
  const tasks = db.tasks.filter((t) => t.jobId === job.id);
  return envelope(toJob(db, job, tasks, Date.now()), responseCode, description);
}

export const jobHandlers = [
  queryRoute('get', paths.jobs, 'admin', jobsQuerySchema, ({ db }, query) => {
    const { clientId, statusId, jobTypeId, pageNumber, pageSize, overdue, dueFrom, dueTo } = query;
    const now = Date.now();
    // The Overdue and Due this week quick filters (docs/decisions/005-overdue-preset.md).
    const overdueOnly = overdue === 'true';
    const dueWithin = dueFrom !== undefined && dueTo !== undefined;
    const text = query.text.trim().toLowerCase();
    const clientNames = new Map(db.clients.map((c) => [c.id, c.clientName]));
    const list = db.jobs.filter(
      (job) =>
        (!overdueOnly || isJobOverdue(job, now)) &&
        (!dueWithin ||
          (job.dateFinished === null && Date.parse(job.dateOut) >= Date.parse(dueFrom) && Date.parse(job.dateOut) <= Date.parse(dueTo))) &&
        (!clientId || job.clientId === clientId) &&
        (!statusId || job.statusId === statusId) &&
        (!jobTypeId || job.jobTypeId === jobTypeId) &&
        (!text ||
          [job.jobName, job.jobNumber, job.jobDescription, clientNames.get(job.clientId) ?? ''].some((v) =>
            v.toLowerCase().includes(text),
          )),
    );
    list.sort((a, b) => b.id - a.id);
    const page = paginate(list, pageNumber, pageSize);
    const index = tasksByJob(db);
    const answer: JobsPage = {
      ...page,
      items: page.items.map((job) => toJob(db, job, index.get(job.id) ?? [], now, clientNames.get(job.clientId))),
      response: 'OK',
      responseDescription: 'SUCCESSFUL',
    };
    return Response.json(answer);
  }),

  queryRoute('get', paths.myJobs, 'signed-in', myJobsQuerySchema, ({ db, user }, query) => {
    const now = Date.now();
    const userId = isAdmin(user) ? (query.userId ?? user.id) : user.id;
    const index = tasksByJob(db);
    const mine = db.jobs.filter((job) => (index.get(job.id) ?? []).some((t) => t.assigneeId === userId));
    mine.sort((a, b) => Date.parse(a.dateOut) - Date.parse(b.dateOut));
    const page = paginate(mine, query.pageNumber, query.pageSize);
    const answer: MyJobsPage = {
      ...page,
      items: page.items.map((job) => toJob(db, job, index.get(job.id) ?? [], now)),
      response: 'OK',
      responseDescription: 'SUCCESSFUL',
    };
    return Response.json(answer);
  }),

  bodyRoute(paths.jobAdd, 'admin', newJobSchema, ({ db, user }, body) =>
    jobAnswer(db, addJob(db, body, user), 'CREATED', 'Job created successfully'),
  ),

  queryRoute('post', paths.jobDelete, 'admin', idQuerySchema('Job not found'), ({ db }, query) => {
    const outcome = deleteJob(db, query.id);
    if (!outcome.ok) return refused(outcome.message, outcome.message === RULE_MESSAGES.jobNotFound ? '404' : '409');
    commit();
    return envelope(null, 'OK', 'Job deleted successfully');
  }),

  bodyRoute(paths.jobUpdate, 'admin', jobUpdateSchema, ({ db, user }, body) =>
    jobAnswer(db, updateJob(db, body, user), 'OK', 'Job updated successfully'),
  ),

  // Staff read only the jobs that concern them, and only their own tasks of it (docs/behaviour.md §6).
  queryRoute('get', paths.jobDetails, 'signed-in', jobQuerySchema, ({ db, user }, query) => {
    const job = findJob(db, query.jobId);
    if (!job) return refused('Job not found', '404');
    const all = db.tasks.filter((t) => t.jobId === job.id);
    if (!isAdmin(user) && !all.some((t) => concerns(t, user))) return forbidden();
    const now = Date.now();
    const tasks = visibleTasks(all, user);
    return envelope({ job: toJob(db, job, tasks, now), taskList: tasks.map((t) => toTask(db, t, job, now)) });
  }),

  queryRoute('get', paths.jobsByTypeAndDate, 'admin', jobSearchQuerySchema, ({ db }, query) => {
    const from = query.from === undefined ? Number.NaN : Date.parse(query.from);
    const to = query.to === undefined ? Number.NaN : Date.parse(query.to);
    const { jobTypeId } = query;
    const items: JobSearchItem[] = db.jobs
      .filter(
        (job) =>
          (!jobTypeId || job.jobTypeId === jobTypeId) &&
          (Number.isNaN(to) || Date.parse(job.dateIn) <= to) &&
          (Number.isNaN(from) || Date.parse(job.dateOut) >= from),
      )
      .map((job) => {
        // The counts the jobs list's items carry, so the Assign screen can leave out jobs with nothing to assign.
        const tasks = db.tasks.filter((t) => t.jobId === job.id);
        const taskAssigned = tasks.filter((t) => t.assigneeId !== null).length;
        return {
          id: job.id,
          jobName: job.jobName,
          jobNumber: job.jobNumber,
          dateIn: job.dateIn,
          dateOut: job.dateOut,
          taskCount: tasks.length,
          taskAssigned,
        };
      });
    return envelope(items);
  }),
];
