import { request } from './client';
import { CREATED, LIST, OK, checkPage, command, recordWith, unwrap } from './envelope';
import { paths } from './paths';
import { hasUnassignedTasks } from '../domain/assign';
import type {
  Envelope,
  JobDetails,
  JobOption,
  JobSearchItem,
  JobUpdatePayload,
  JobsPage,
  JobsQuery,
  MyJobsPage,
  NewJobPayload,
} from './types';

/** One page of all jobs, filtered by client, status, job type and text; `signal` abandons it. */
export async function fetchJobs(query: JobsQuery, signal?: AbortSignal): Promise<JobsPage> {
  const page = await request<JobsPage>(paths.jobs, {
    signal,
    query: {
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      clientId: query.clientId,
      statusId: query.statusId,
      text: query.text,
      jobTypeId: query.jobTypeId,
      overdue: query.overdue ? 'true' : undefined,
      dueFrom: query.dueFrom,
      dueTo: query.dueTo,
    },
  });
  return checkPage(page, 'Failed to fetch jobs');
}

export interface MyJobsQuery {
  userId: number;
  pageNumber?: number;
  pageSize?: number;
}

/** One page of the signed-in user's jobs (page 1 of 10 unless asked otherwise). */
export async function fetchMyJobs({ userId, pageNumber = 1, pageSize = 10 }: MyJobsQuery, signal?: AbortSignal): Promise<MyJobsPage> {
  const page = await request<MyJobsPage>(paths.myJobs, { query: { pageNumber, pageSize, userId }, signal });
  return checkPage(page, 'Failed to fetch my jobs');
}

/**
 * The server answers CREATED, not OK, for a new job. The screen reloads its list after a save,
 * so the saved job in the answer is not read.
 */
export async function createJob(payload: NewJobPayload, signal?: AbortSignal): Promise<void> {
  await command(paths.jobAdd, { method: 'POST', body: payload, signal }, CREATED, 'Failed to create job');
}

export async function updateJob(payload: JobUpdatePayload, signal?: AbortSignal): Promise<void> {
  await command(paths.jobUpdate, { method: 'POST', body: payload, signal }, OK, 'Failed to update job');
}

export async function deleteJob(id: number, signal?: AbortSignal): Promise<void> {
  await command(paths.jobDelete, { method: 'POST', query: { id }, signal }, OK, 'Failed to delete job');
}

/** A job with all its tasks (details and history screen). */
/** `refusal`: what a refusal without words says (Job History asks for its own, docs/behaviour.md §8). */
export async function fetchJobDetails(jobId: number, signal?: AbortSignal, refusal = 'Failed to fetch job details'): Promise<JobDetails> {
  const envelope = await request<Envelope<JobDetails>>(paths.jobDetails, { query: { jobId }, signal });
  return unwrap(envelope, OK, refusal, recordWith({ lists: ['taskList'], records: ['job'], orNull: ['job'] }));
}

export interface JobSearch {
  /** Start of the window (ISO or YYYY-MM-DD). */
  from: string;
  to: string;
  jobTypeId: number;
}

/**
 * Jobs of one type within a date window that still have a task to assign, as picker options
 * (docs/decisions/034-assignees-by-role.md). A failed search yields an empty
 * list (docs/behaviour.md §8 "job-search fetch failures yield an empty list"); a 401 still ends the session.
 */
export async function searchJobsByTypeAndDate({ from, to, jobTypeId }: JobSearch, signal?: AbortSignal): Promise<JobOption[]> {
  try {
    const envelope = await request<Envelope<JobSearchItem[]>>(paths.jobsByTypeAndDate, {
      query: { from, to, jobTypeId },
      signal,
    });
    return unwrap(envelope, OK, 'Failed to fetch jobs', LIST).filter(hasUnassignedTasks).map(toJobOption);
  } catch {
    return [];
  }
}

function toJobOption(item: JobSearchItem): JobOption {
  return { value: item.id, label: item.jobName, jobNumber: item.jobNumber, dateIn: item.dateIn, dateOut: item.dateOut };
}
