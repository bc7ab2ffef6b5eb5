/** Jobs: firm-wide list with search and filters, my jobs, CRUD, details, and search by type and date. */
import { http } from 'msw';
import type { JobSearchItem, JobUpdatePayload, JobsPage, MyJobsPage, NewJobPayload } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { commit } from '../db/store';
import { addJob, deleteJob, findJob, updateJob } from '../db/rules';
import { isJobOverdue, tasksByJob, toJob, toTask } from '../db/views';
import { envelope, intQuery, isAdmin, jsonBody, paginate, refused, withCaller } from './http';

export const jobHandlers = [
  http.get(`*${paths.jobs}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const now = Date.now();
      const text = (url.searchParams.get('text') ?? '').trim().toLowerCase();
      const clientId = intQuery(url, 'clientId') || undefined;
      const statusId = intQuery(url, 'statusId') || undefined;
      const jobTypeId = intQuery(url, 'jobTypeId') || undefined;
      // The Overdue and Due this week quick filters (docs/decisions/005-overdue-preset.md).
      const overdueOnly = url.searchParams.get('overdue') === 'true';
      const dueFrom = Date.parse(url.searchParams.get('dueFrom') ?? '');
      const dueTo = Date.parse(url.searchParams.get('dueTo') ?? '');
      const dueWithin = !Number.isNaN(dueFrom) && !Number.isNaN(dueTo);
      const clientNames = new Map(db.clients.map((c) => [c.id, c.clientName]));
      const list = db.jobs.filter((job) =>
        (!overdueOnly || isJobOverdue(job, now))
        && (!dueWithin || (job.dateFinished === null && Date.parse(job.dateOut) >= dueFrom && Date.parse(job.dateOut) <= dueTo))
        && (clientId === undefined || job.clientId === clientId)
        && (statusId === undefined || job.statusId === statusId)
        && (jobTypeId === undefined || job.jobTypeId === jobTypeId)
        && (!text || [job.jobName, job.jobNumber, job.jobDescription, clientNames.get(job.clientId) ?? '']
          .some((v) => v.toLowerCase().includes(text))));
      list.sort((a, b) => b.id - a.id);
      const page = paginate(list, intQuery(url, 'pageNumber') ?? 1, intQuery(url, 'pageSize') ?? 10);
      const index = tasksByJob(db);
      const answer: JobsPage = {
        ...page,
        items: page.items.map((job) => toJob(db, job, index.get(job.id) ?? [], now, clientNames.get(job.clientId))),
        response: 'OK',
        responseDescription: 'SUCCESSFUL',
      };
      return Response.json(answer);
    })),

  http.get(`*${paths.myJobs}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db, url, user }) => {
      const now = Date.now();
      const userId = isAdmin(user) ? (intQuery(url, 'userId') ?? user.id) : user.id;
      const index = tasksByJob(db);
      const mine = db.jobs.filter((job) => (index.get(job.id) ?? []).some((t) => t.assigneeId === userId));
      mine.sort((a, b) => Date.parse(a.dateOut) - Date.parse(b.dateOut));
      const page = paginate(mine, intQuery(url, 'pageNumber') ?? 1, intQuery(url, 'pageSize') ?? 10);
      const answer: MyJobsPage = {
        ...page,
        items: page.items.map((job) => toJob(db, job, index.get(job.id) ?? [], now)),
        response: 'OK',
        responseDescription: 'SUCCESSFUL',
      };
      return Response.json(answer);
    })),

  http.post(`*${paths.jobAdd}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await jsonBody<NewJobPayload>(request);
      if (!body) return refused('Invalid request');
      const outcome = addJob(db, body, user);
      if (!outcome.ok) return refused(outcome.message);
      commit();
      return envelope(toJob(db, outcome.value, [], Date.now()), 'CREATED', 'Job created successfully');
    })),

  http.post(`*${paths.jobDelete}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const outcome = deleteJob(db, intQuery(url, 'id') ?? 0);
      if (!outcome.ok) return refused(outcome.message, '404');
      commit();
      return envelope(null, 'OK', 'Job deleted successfully');
    })),

  http.post(`*${paths.jobUpdate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await jsonBody<JobUpdatePayload>(request);
      if (!body) return refused('Invalid request');
      const outcome = updateJob(db, body, user);
      if (!outcome.ok) return refused(outcome.message);
      commit();
      const job = outcome.value;
      return envelope(toJob(db, job, db.tasks.filter((t) => t.jobId === job.id), Date.now()), 'OK', 'Job updated successfully');
    })),

  http.get(`*${paths.jobDetails}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db, url }) => {
      const job = findJob(db, intQuery(url, 'jobId') ?? 0);
      if (!job) return refused('Job not found', '404');
      const now = Date.now();
      const tasks = db.tasks.filter((t) => t.jobId === job.id);
      return envelope({ job: toJob(db, job, tasks, now), taskList: tasks.map((t) => toTask(db, t, job, now)) });
    })),

  http.get(`*${paths.jobsByTypeAndDate}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const from = Date.parse(url.searchParams.get('from') ?? '');
      const to = Date.parse(url.searchParams.get('to') ?? '');
      const jobTypeId = intQuery(url, 'jobTypeId') || undefined;
      const items: JobSearchItem[] = db.jobs
        .filter((job) => (jobTypeId === undefined || job.jobTypeId === jobTypeId)
          && (Number.isNaN(to) || Date.parse(job.dateIn) <= to)
          && (Number.isNaN(from) || Date.parse(job.dateOut) >= from))
        .map((job) => ({ id: job.id, jobName: job.jobName, jobNumber: job.jobNumber, dateIn: job.dateIn, dateOut: job.dateOut }));
      return envelope(items);
    })),
];
