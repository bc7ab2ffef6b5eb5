/**
 * The compliance calendar's reads and writes, made only of calls the server already has
 * (docs/decisions/010-compliance-jobs-by-name.md): statutory jobs are found by their period's
 * label in the jobs list's text search, and created with the job and task calls.
 */
import { ApiError } from './client';
import { fetchJobs, createJob } from './jobs';
import { addTask } from './tasks';
import type { Job, NewJobPayload } from './types';

/** Large pages keep a month to a few calls; the server pages as it likes and we follow. */
const PERIOD_PAGE_SIZE = 500;

/** Every job whose name, number, description or client mentions `label` (all pages). */
export async function fetchJobsMentioning(label: string, signal?: AbortSignal): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await fetchJobs({ pageNumber, pageSize: PERIOD_PAGE_SIZE, text: label }, signal);
    jobs.push(...page.items);
    if (page.items.length === 0 || pageNumber >= page.totalPages) return jobs;
  }
}

/** The jobs that tell these periods' deadlines apart, one search per period label. */
export async function fetchJobsForPeriods(labels: readonly string[], signal?: AbortSignal): Promise<Job[]> {
  const pages = await Promise.all(labels.map((label) => fetchJobsMentioning(label, signal)));
  const seen = new Set<number>();
  return pages.flat().filter((job) => !seen.has(job.id) && Boolean(seen.add(job.id)));
}

/** A job of this client with exactly this name, if one exists (the idempotence check). */
export async function findJobByName(clientId: number, jobName: string, signal?: AbortSignal): Promise<Job | null> {
  const page = await fetchJobs({ pageNumber: 1, pageSize: 50, clientId, text: jobName }, signal);
  const wanted = jobName.trim().toLowerCase();
  return page.items.find((job) => job.clientId === clientId && job.jobName.trim().toLowerCase() === wanted) ?? null;
}

/** Creates a job and its tasks, unassigned, one after another so their order stays. */
export async function createJobWithTasks(
  payload: NewJobPayload,
  tasks: ReadonlyArray<{ taskName: string; taskDescription: string }>,
  signal?: AbortSignal,
): Promise<Job> {
  // A save answers only with its code (docs/decisions/001-http-200-envelopes.md), so the new
  // job's id is read back by its name, which is unique per client, obligation and period.
  await createJob(payload, signal);
  const job = await findJobByName(payload.clientId, payload.jobName, signal);
  if (!job) throw new ApiError('Failed to create job', 'rejected');
  for (const task of tasks) {
    await addTask(
      {
        taskName: task.taskName,
        taskDescription: task.taskDescription,
        startDate: null,
        endDate: null,
        userList: [],
        reviewerList: [],
        jobId: job.id,
        statusId: 1,
        default: false,
        taskFileList: [],
      },
      signal,
    );
  }
  return job;
}
