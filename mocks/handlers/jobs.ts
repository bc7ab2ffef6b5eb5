/** Jobs: firm-wide list with search and filters, my jobs, CRUD, details, and search by type and date. */
import { http } from 'msw';
import type { JobSearchItem, JobsPage, MyJobsPage } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { jobUpdateSchema, newJobSchema } from '../../src/domain/schemas/jobs';
import { idQuerySchema, jobQuerySchema, jobSearchQuerySchema, jobsQuerySchema, myJobsQuerySchema } from '../../src/domain/schemas/queries';
import { commit } from '../db/store';
import { addJob, deleteJob, findJob, updateJob, type Outcome } from '../db/rules';
import type { Db, JobRecord } from '../db/schema';
import { isJobOverdue, tasksByJob, toJob, toTask } from '../db/views';
import { concerns, visibleTasks } from './scope';
import { envelope, forbidden, isAdmin, paginate, parseBody, parseQuery, refused, withCaller } from './http';

/** A saved job as the list shows it, or the rule's refusal; a new job has no tasks yet. */
function jobAnswer(db: Db, outcome: Outcome<JobRecord>, responseCode: string, description: string): Response {
  if (!outcome.ok) return refused(outcome.message);
  commit();
  const job = outcome.value;
  return envelope(
    toJob(
      db,
      job,
      db.tasks.filter((t) => t.jobId === job.id),
      Date.now(),
    ),
    responseCode,
    description,
  );
}

export const jobHandlers = [
  http.get(`*${paths.jobs}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const query = parseQuery(url, jobsQuerySchema);
      if (!query.ok) return query.response;
      const { clientId, statusId, jobTypeId, pageNumber, pageSize, overdue, dueFrom, dueTo } = query.value;
      const now = Date.now();
      // The Overdue and Due this week quick filters (docs/decisions/005-overdue-preset.md).
      const overdueOnly = overdue === 'true';
      const dueWithin = dueFrom !== undefined && dueTo !== undefined;
      const text = query.value.text.trim().toLowerCase();
      const clientNames = new Map(db.clients.map((c) => [c.id, c.clientName]));
      const list = db.jobs.filter(
        (job) =>
          (!overdueOnly || isJobOverdue(job, now)) &&
          (!dueWithin ||
            (job.dateFinished === null &&
              Date.parse(job.dateOut) >= Date.parse(dueFrom) &&
              Date.parse(job.dateOut) <= Date.parse(dueTo))) &&
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
  ),

  http.get(`*${paths.myJobs}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db, url, user }) => {
      const query = parseQuery(url, myJobsQuerySchema);
      if (!query.ok) return query.response;
      const now = Date.now();
      const userId = isAdmin(user) ? (query.value.userId ?? user.id) : user.id;
      const index = tasksByJob(db);
      const mine = db.jobs.filter((job) => (index.get(job.id) ?? []).some((t) => t.assigneeId === userId));
      mine.sort((a, b) => Date.parse(a.dateOut) - Date.parse(b.dateOut));
      const page = paginate(mine, query.value.pageNumber, query.value.pageSize);
      const answer: MyJobsPage = {
        ...page,
        items: page.items.map((job) => toJob(db, job, index.get(job.id) ?? [], now)),
        response: 'OK',
        responseDescription: 'SUCCESSFUL',
      };
      return Response.json(answer);
    }),
  ),

  http.post(`*${paths.jobAdd}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await parseBody(request, newJobSchema);
      if (!body.ok) return body.response;
      return jobAnswer(db, addJob(db, body.value, user), 'CREATED', 'Job created successfully');
    }),
  ),

  http.post(`*${paths.jobDelete}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const query = parseQuery(url, idQuerySchema('Job not found'));
      if (!query.ok) return query.response;
      const outcome = deleteJob(db, query.value.id);
      if (!outcome.ok) return refused(outcome.message, '404');
      commit();
      return envelope(null, 'OK', 'Job deleted successfully');
    }),
  ),

  http.post(`*${paths.jobUpdate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await parseBody(request, jobUpdateSchema);
      if (!body.ok) return body.response;
      return jobAnswer(db, updateJob(db, body.value, user), 'OK', 'Job updated successfully');
    }),
  ),

  // Staff read only the jobs that concern them, and only their own tasks of it (docs/behaviour.md §6).
  http.get(`*${paths.jobDetails}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db, url, user }) => {
      const query = parseQuery(url, jobQuerySchema);
      if (!query.ok) return query.response;
      const job = findJob(db, query.value.jobId);
      if (!job) return refused('Job not found', '404');
      const all = db.tasks.filter((t) => t.jobId === job.id);
      if (!isAdmin(user) && !all.some((t) => concerns(t, user))) return forbidden();
      const now = Date.now();
      const tasks = visibleTasks(all, user);
      return envelope({ job: toJob(db, job, tasks, now), taskList: tasks.map((t) => toTask(db, t, job, now)) });
    }),
  ),

  http.get(`*${paths.jobsByTypeAndDate}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const query = parseQuery(url, jobSearchQuerySchema);
      if (!query.ok) return query.response;
      const from = query.value.from === undefined ? Number.NaN : Date.parse(query.value.from);
      const to = query.value.to === undefined ? Number.NaN : Date.parse(query.value.to);
      const { jobTypeId } = query.value;
      const items: JobSearchItem[] = db.jobs
        .filter(
          (job) =>
            (!jobTypeId || job.jobTypeId === jobTypeId) &&
            (Number.isNaN(to) || Date.parse(job.dateIn) <= to) &&
            (Number.isNaN(from) || Date.parse(job.dateOut) >= from),
        )
        .map((job) => ({ id: job.id, jobName: job.jobName, jobNumber: job.jobNumber, dateIn: job.dateIn, dateOut: job.dateOut }));
      return envelope(items);
    }),
  ),
];
