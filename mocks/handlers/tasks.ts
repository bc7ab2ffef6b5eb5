/** Tasks: add, assign, the review lists, submit / approve / reject, comments, a job's tasks. */
import { http } from 'msw';
import type {
  ApprovePayload, AssignmentPayload, NewTaskPayload, RejectPayload, ReviewerPage, TaskSubmission,
} from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { commit } from '../db/store';
import { addTask, approveTask, assignTask, findJob, reworkTask, submitTask, type Outcome } from '../db/rules';
import type { Db, TaskRecord } from '../db/schema';
import { toComment, toPendingItem, toTask } from '../db/views';
import { envelope, intQuery, isAdmin, jsonBody, paginate, refused, withCaller } from './http';

const time = (iso: string | null): number => (iso ? Date.parse(iso) : Number.MAX_SAFE_INTEGER);

function taskAnswer(db: Db, outcome: Outcome<TaskRecord>, description: string): Response {
  if (!outcome.ok) return refused(outcome.message);
  commit();
  return envelope(toTask(db, outcome.value, findJob(db, outcome.value.jobId), Date.now()), 'OK', description);
}

function doneAnswer(outcome: Outcome<TaskRecord>, description: string): Response {
  if (!outcome.ok) return refused(outcome.message);
  commit();
  return envelope(null, 'OK', description);
}

export const taskHandlers = [
  http.post(`*${paths.taskAdd}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await jsonBody<NewTaskPayload>(request);
      if (!body) return refused('Invalid request');
      return taskAnswer(db, addTask(db, body, user), 'Task created successfully');
    })),

  http.post(`*${paths.taskUpdate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await jsonBody<AssignmentPayload>(request);
      if (!body) return refused('Invalid request');
      return taskAnswer(db, assignTask(db, body, user), 'Task assigned successfully');
    })),

  http.get(`*${paths.tasksToReview}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db, url, user }) => {
      const reviewerId = isAdmin(user) ? (intQuery(url, 'reviewerId') ?? user.id) : user.id;
      const waiting = db.tasks
        .filter((t) => t.statusName === 'Pending' && t.reviewerIds.includes(reviewerId))
        .sort((a, b) => time(a.dateFinished) - time(b.dateFinished));
      const page = paginate(waiting, intQuery(url, 'pageNumber') ?? 1, intQuery(url, 'pageSize') ?? 10);
      const items = page.items.flatMap((t) => {
        const job = findJob(db, t.jobId);
        return job ? [toPendingItem(db, t, job)] : [];
      });
      const answer: ReviewerPage = { ...page, items, response: 'OK', responseDescription: 'SUCCESSFUL' };
      return Response.json(answer);
    })),

  http.get(`*${paths.myPendingTasks}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db, url, user }) => {
      const userId = isAdmin(user) ? (intQuery(url, 'userId') ?? user.id) : user.id;
      const items = db.tasks
        .filter((t) => t.assigneeId === userId && !t.isVerified && t.statusName !== 'Pending')
        .sort((a, b) => time(a.endDate) - time(b.endDate))
        .flatMap((t) => {
          const job = findJob(db, t.jobId);
          return job ? [toPendingItem(db, t, job)] : [];
        });
      return envelope(items);
    })),

  http.post(`*${paths.taskFinished}`, ({ request }) =>
    withCaller(request, 'signed-in', async ({ db, user }) => {
      const body = await jsonBody<TaskSubmission>(request);
      if (!body) return refused('Invalid request');
      return doneAnswer(submitTask(db, body, user), 'Task submitted for review');
    })),

  http.post(`*${paths.taskValidate}`, ({ request }) =>
    withCaller(request, 'signed-in', async ({ db, url, user }) => {
      const body = await jsonBody<ApprovePayload>(request);
      if (!body) return refused('Invalid request');
      const taskId = intQuery(url, 'taskId') ?? Number(body.taskId);
      return doneAnswer(approveTask(db, taskId, body, user), 'Task approved successfully');
    })),

  http.post(`*${paths.taskRework}`, ({ request }) =>
    withCaller(request, 'signed-in', async ({ db, url, user }) => {
      const body = await jsonBody<RejectPayload>(request);
      if (!body) return refused('Invalid request');
      const taskId = intQuery(url, 'taskId') ?? Number(body.taskId);
      return doneAnswer(reworkTask(db, taskId, body, user), 'Task sent back for rework');
    })),

  http.get(`*${paths.taskComments}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db, url }) => {
      const taskId = intQuery(url, 'taskId');
      const comments = db.comments
        .filter((c) => c.taskId === taskId)
        .sort((a, b) => Date.parse(a.dateCreated) - Date.parse(b.dateCreated) || a.id - b.id);
      return envelope(comments.map((c) => toComment(db, c)));
    })),

  http.get(`*${paths.tasksAvailable}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const job = findJob(db, intQuery(url, 'jobId') ?? 0);
      if (!job) return refused('Job not found', '404');
      const now = Date.now();
      return envelope({ taskList: db.tasks.filter((t) => t.jobId === job.id).map((t) => toTask(db, t, job, now)) });
    })),
];
