import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import type { Envelope, Job, JobDetails, LoginResponse, OptionItem, Paged, Task, UserOption } from '../../src/api/types';
import { toNewTaskPayload } from '../../src/domain/jobs';
import { DEMO_PASSWORD } from './browser';

/**
 * Where the page's calls go: the mock build answers them on its own origin, the build aimed at a
 * real API sends them to the mock server (tests/e2e/globalSetup.ts).
 */
function serverOf(page: Page): string {
  return page.url().startsWith(inject('realAppUrl')) ? inject('apiUrl') : new URL(page.url()).origin;
}

/**
 * Someone signed in through the API, as the login form signs in, for calls made as them away
 * from the screens: a journey makes its records as the person who would, without drawing the
 * screens it does not check (signing in and out on screen is the shell journey's to check).
 */
export interface Caller {
  token: string;
  id: number;
}

/** `email` signed in through the API with the demo password, on a page where the app runs. */
export async function callerSignedIn(page: Page, email: string): Promise<Caller> {
  const answer = await api<LoginResponse>(page, '/api/v1/auth/login', { email, password: DEMO_PASSWORD });
  if (answer.responseCode !== 'OK' || !answer.response) throw new Error(`${email} could not sign in through the API`);
  return { token: answer.response.token, id: answer.response.id };
}

/**
 * A call to the mock backend as `as`, else with the signed-in user's token: a GET, or a POST of
 * `body`.
 */
export function api<T>(page: Page, path: string, body?: object, as?: Caller): Promise<T> {
  return call<T>(page, body === undefined ? 'GET' : 'POST', path, body, as);
}

/** A PUT of `body` to the mock backend with the signed-in user's token, as the app sends one. */
export function apiPut<T>(page: Page, path: string, body: object): Promise<T> {
  return call<T>(page, 'PUT', path, body);
}

async function call<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body: object | undefined, as?: Caller): Promise<T> {
  return page.evaluate(
    async ({ url, method, sent, token }) => {
      const headers = {
        Authorization: `Bearer ${token ?? localStorage.getItem('workflow_token')}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      };
      const res = await fetch(url, { method, headers, body: sent === undefined ? undefined : JSON.stringify(sent) });
      return res.json();
    },
    { url: new URL(path, serverOf(page)).href, method, sent: body, token: as?.token },
  ) as Promise<T>;
}

/** The id of `as`, else of the signed-in user, as the app stored it. */
export async function myId(page: Page, as?: Caller): Promise<number> {
  return as?.id ?? page.evaluate(() => (JSON.parse(localStorage.getItem('workflow_user') ?? '{}') as { id: number }).id);
}

const DAY = 86_400_000;

/**
 * A job of the journey's own, of the job type labelled `jobType`, for the first client, open
 * from yesterday for `days` days (a negative `days` ends it before today: an overdue job); made
 * through the app's API as the signed-in Admin. Its name is `name` with a stamp, so no other
 * job shares it.
 */
export async function makeJob(page: Page, name: string, jobType: string, days = 30, as?: Caller): Promise<{ id: number; jobName: string }> {
  const jobName = `${name} ${Date.now().toString(36)}`;
  const jobTypes = await api<Envelope<OptionItem[]>>(page, '/api/v1/dropdown/jobtype', undefined, as);
  const clients = await api<Envelope<OptionItem[]>>(page, '/api/v1/dropdown/client', undefined, as);
  await api(
    page,
    '/api/v1/job/add',
    {
      jobName,
      jobDescription: 'Made for a journey',
      clientId: clients.response[0]?.value,
      jobTypeId: jobTypes.response.find((type) => type.label === jobType)?.value,
      dateIn: new Date(Date.now() - DAY - Math.max(0, -days) * DAY).toISOString(),
      dateOut: new Date(Date.now() + days * DAY).toISOString(),
      id: await myId(page, as),
    },
    as,
  );
  const found = await api<Paged<Job>>(page, `/api/v1/job/get?pageNumber=1&pageSize=10&text=${encodeURIComponent(jobName)}`, undefined, as);
  const id = found.items[0]?.id;
  if (id === undefined) throw new Error(`the journey could not make its job "${jobName}"`);
  return { id, jobName };
}

/** Adds a task, not yet assigned, to the job `jobId`, as the Add Task form would; answers its id. */
export async function addTask(page: Page, jobId: number, taskName: string, taskDescription: string, as?: Caller): Promise<number> {
  const added = await api<Envelope<{ id: number }>>(
    page,
    '/api/v1/task/add',
    toNewTaskPayload({ taskName, taskDescription }, jobId, []),
    as,
  );
  return added.response.id;
}

/** The id of the person the users picker names `name`. */
export async function userNamed(page: Page, name: string, as?: Caller): Promise<number> {
  const people = await api<Envelope<UserOption[]>>(page, '/api/users/', undefined, as);
  const id = people.response.find((person) => person.name === name)?.id;
  if (id === undefined) throw new Error(`nobody is named ${name}`);
  return id;
}

/**
 * Every client's team set through the app's API (docs/api-extensions.md `client-teams`), so a
 * journey that plans jobs finds each role filled: `preparer` prepares, `reviewer` reviews.
 */
export async function giveEveryClientATeam(page: Page, preparer: string, reviewer: string): Promise<void> {
  const clients = await api<Envelope<OptionItem[]>>(page, '/api/v1/dropdown/client');
  const preparerId = await userNamed(page, preparer);
  const reviewerId = await userNamed(page, reviewer);
  for (const client of clients.response) {
    await apiPut(page, '/api/ext/v1/client-teams', { clientId: client.value, preparerId, reviewerId, partnerId: 0 });
  }
}

/**
 * The journey's own job with a task for each name, each assigned to staff@ (Chinedu Eze) and
 * reviewed by admin@ (Tunde Bakare), made through the app's API as the signed-in Admin: the
 * cards it then finds are the ones it made, not whichever demo task comes first.
 */
export async function makeTasksForStaff(page: Page, names: string[]): Promise<{ jobId: number; jobName: string; tasks: Task[] }> {
  const job = await makeJob(page, 'Review journey job', 'Bookkeeping');
  const staff = await userNamed(page, 'Chinedu Eze');
  const reviewer = await userNamed(page, 'Tunde Bakare');
  for (const name of names) {
    const id = await addTask(page, job.id, name, 'Made for the review journey');
    const assigned = await api<Envelope<unknown>>(page, '/api/v1/task/update', {
      id,
      jobId: job.id,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      createdBy: await myId(page),
      userList: [{ id: staff, name: 'Chinedu Eze' }],
      reviewerList: [{ id: reviewer, name: 'Tunde Bakare' }],
    });
    expect(assigned.responseCode).toBe('OK');
  }
  const details = (await api<Envelope<JobDetails>>(page, `/api/v1/task?jobId=${job.id}`)).response;
  const tasks = names.map((name) => details.taskList.find((t) => t.taskName === name)!);
  return { jobId: job.id, jobName: job.jobName, tasks };
}
