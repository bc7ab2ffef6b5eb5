/** Tasks: add, assign, the review lists, submit / approve / reject, comments, a job's tasks. */
import { http } from 'msw';
import type * as v from 'valibot';
import type { PendingTaskItem, ReviewerPage } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { newTaskSchema } from '../../src/domain/schemas/jobs';
import { decisionQuerySchema, jobQuerySchema, reviewQuerySchema, taskQuerySchema, userQuerySchema } from '../../src/domain/schemas/queries';
import { assignmentSchema, decisionSchema, reworkSchema, submissionSchema } from '../../src/domain/schemas/review';
import { actAs, commit } from '../db/store';
import { addTask, approveTask, assignTask, awaitsSignOffOf, findJob, findTask, reworkTask, submitTask, type Outcome } from '../db/rules';
import type { Db, TaskRecord, UserRecord } from '../db/schema';
import { fullName, toComment, toPendingItem, toTask } from '../db/views';
import {
  bodyRoute,
  type Caller,
  envelope,
  forbidden,
  isAdmin,
  paginate,
  parseBody,
  parseQuery,
  queryRoute,
  refused,
  withCaller,
} from './http';
import { foreignFiles } from './fileLinks';
import { onceByKey } from './idempotency';
import { mayRead } from './scope';

const time = (iso: string | null): number => (iso ? Date.parse(iso) : Number.MAX_SAFE_INTEGER);

/** The review lists' rows; a task whose job is gone has no row. */
function pendingItems(db: Db, tasks: TaskRecord[]): PendingTaskItem[] {
  return tasks.flatMap((t) => {
    const job = findJob(db, t.jobId);
    return job ? [toPendingItem(db, t, job)] : [];
  });
}

/**
 * The review queue's filters, ours (docs/decisions/036-return-with-a-new-deadline.md): by
 * assignee, by the job's client, and overdue as the queue's badge reads it, the end date passed.
 */
function reviewFilter(db: Db, query: { assigneeId?: number; clientId?: number; overdue?: 'true' | 'false' }, now: number) {
  return (task: TaskRecord): boolean =>
    (!query.assigneeId || task.assigneeId === query.assigneeId) &&
    (!query.clientId || findJob(db, task.jobId)?.clientId === query.clientId) &&
    (query.overdue !== 'true' || (task.endDate !== null && Date.parse(task.endDate) < now));
}

/**
 * Who and which clients the whole queue holds, by name, for the filters' choices. Each distinct
 * person and job is looked up once: the header counts read this queue on every poll, and on the
 * large data set it holds thousands of tasks.
 */
function reviewChoices(db: Db, tasks: TaskRecord[]): NonNullable<ReviewerPage['choices']> {
  const assigneeIds = new Set(tasks.map((task) => task.assigneeId));
  const jobIds = new Set(tasks.map((task) => task.jobId));
  const assignees = new Map<number, string>();
  for (const person of db.users) if (assigneeIds.has(person.id)) assignees.set(person.id, fullName(person));
  const clientIds = new Set(db.jobs.filter((job) => jobIds.has(job.id)).map((job) => job.clientId));
  const clients = new Map<number, string>();
  for (const client of db.clients) if (clientIds.has(client.id)) clients.set(client.id, client.clientName);
  const sorted = (names: Map<number, string>) =>
    [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return { assignees: sorted(assignees), clients: sorted(clients) };
}

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

type DecisionBody = v.GenericSchema<unknown, { taskId?: number; comment: string }>;
type Decide<B> = (db: Db, taskId: number, body: B, actor: UserRecord) => Outcome<TaskRecord>;

/** Approve and reject: the task from the query, else from the body; then the body's own fields. */
function decision<S extends DecisionBody>(path: string, schema: S, decide: Decide<v.InferOutput<S>>, description: string) {
  return http.post(`*${path}`, ({ request }) =>
    withCaller(request, 'signed-in', async ({ db, url, user }: Caller) => {
      const query = parseQuery(url, decisionQuerySchema);
      if (!query.ok) return query.response;
      const body = await parseBody(request, schema);
      if (!body.ok) return body.response;
      // The decision is this caller's in the activity log, whatever ran while the body was read.
      actAs(user.id);
      const taskId = query.value.taskId ?? body.value.taskId;
      if (taskId === undefined) return refused('Task not found');
      return onceByKey(request, user.id, async () => doneAnswer(decide(db, taskId, body.value, user), description));
    }),
  );
}

export const taskHandlers = [
  bodyRoute(
    paths.taskAdd,
    'admin',
    newTaskSchema,
    ({ db, user, url }, body) =>
      foreignFiles(body.taskFileList, url.origin) ?? taskAnswer(db, addTask(db, body, user), 'Task created successfully'),
  ),

  bodyRoute(paths.taskUpdate, 'admin', assignmentSchema, ({ db, user }, body) =>
    taskAnswer(db, assignTask(db, body, user), 'Task assigned successfully'),
  ),

  queryRoute('get', paths.tasksToReview, 'signed-in', reviewQuerySchema, ({ db, user }, query) => {
    const reviewerId = isAdmin(user) ? (query.reviewerId ?? user.id) : user.id;
    const reviewer = db.users.find((u) => u.id === reviewerId);
    // A task awaiting a second sign-off waits for everyone who may sign it (docs/behaviour.md §4 "Sign-off levels").
    const waiting = db.tasks
      .filter((t) => (reviewer ? awaitsSignOffOf(db, t, reviewer) : t.statusName === 'Pending' && t.reviewerIds.includes(reviewerId)))
      .sort((a, b) => time(a.dateFinished) - time(b.dateFinished));
    const shown = waiting.filter(reviewFilter(db, query, Date.now()));
    const page = paginate(shown, query.pageNumber, query.pageSize);
    const answer: ReviewerPage = {
      ...page,
      items: pendingItems(db, page.items),
      choices: reviewChoices(db, waiting),
      response: 'OK',
      responseDescription: 'SUCCESSFUL',
    };
    return Response.json(answer);
  }),

  queryRoute('get', paths.myPendingTasks, 'signed-in', userQuerySchema, ({ db, user }, query) => {
    const userId = isAdmin(user) ? (query.userId ?? user.id) : user.id;
    const unfinished = db.tasks
      .filter((t) => t.assigneeId === userId && !t.isVerified && t.statusName !== 'Pending')
      .sort((a, b) => time(a.endDate) - time(b.endDate));
    return envelope(pendingItems(db, unfinished));
  }),

  // Not bodyRoute: the Idempotency-Key header is read from the request (docs/api-extensions.md).
  http.post(`*${paths.taskFinished}`, ({ request }) =>
    withCaller(request, 'signed-in', async ({ db, user, url }: Caller) => {
      const body = await parseBody(request, submissionSchema);
      if (!body.ok) return body.response;
      return onceByKey(
        request,
        user.id,
        async () =>
          foreignFiles(body.value.taskFileList, url.origin) ?? doneAnswer(submitTask(db, body.value, user), 'Task submitted for review'),
      );
    }),
  ),

  decision(
    paths.taskValidate,
    decisionSchema,
    (db, taskId, body, user) => approveTask(db, taskId, body.comment, user),
    'Task approved successfully',
  ),
  decision(
    paths.taskRework,
    reworkSchema,
    (db, taskId, body, user) => reworkTask(db, taskId, body.comment, user, body.isDateRework ? body.reworkDate : null),
    'Task sent back for rework',
  ),

  // Staff read the comments of the tasks they are the assignee or a reviewer of (docs/behaviour.md §6).
  queryRoute('get', paths.taskComments, 'signed-in', taskQuerySchema, ({ db, user }, query) => {
    const task = findTask(db, query.taskId);
    if (!task) return refused('Task not found', '404');
    if (!mayRead(task, user)) return forbidden();
    const comments = db.comments
      .filter((c) => c.taskId === task.id)
      .sort((a, b) => Date.parse(a.dateCreated) - Date.parse(b.dateCreated) || a.id - b.id);
    return envelope(comments.map((c) => toComment(db, c)));
  }),

  queryRoute('get', paths.tasksAvailable, 'admin', jobQuerySchema, ({ db }, query) => {
    const job = findJob(db, query.jobId);
    if (!job) return refused('Job not found', '404');
    const now = Date.now();
    return envelope({ taskList: db.tasks.filter((t) => t.jobId === job.id).map((t) => toTask(db, t, job, now)) });
  }),
];
