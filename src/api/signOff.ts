/**
 * The `sign-off` extension (docs/api-extensions.md): a task's sign-off trail, which level the
 * tasks of a review page await, a job's sign-off record and the firm's sign-off setting.
 */
import { request } from './client';
import { LIST, OK, recordWith, recordWithLists, unwrap } from './envelope';
import { extensionPaths } from './extensions';
import type { Envelope, IsoDate } from './types';
import type { SignOffSettings, SignOffStateName, TrailKind } from '../domain/signOff';

export type { SignOffSettings } from '../domain/signOff';

/** One entry of a task's trail, as the server answers it; nothing edits or deletes one. */
export interface TrailEntry {
  id: number;
  kind: TrailKind;
  at: IsoDate;
  byId: number;
  /** '' for a person no account matches (older data brought up to date). */
  byName: string;
  /** submitted, approved, returned: the submission's number. */
  submission: number | null;
  /** approved, returned: the level decided (1 or 2). */
  level: number | null;
  /** submitted: how many levels this submission needs. */
  levels: number | null;
  /** submitted: the hand-in's comment; approved, returned: the reviewer's comment or reason. */
  comment: string;
  /** submitted: the files handed in with it. */
  files: Array<{ fileName: string; url: string }>;
  /** assigned, handedOver: the assignee and reviewers after it. */
  assigneeId: number | null;
  assigneeName: string | null;
  reviewerNames: string[];
}

export interface SignOffTrail {
  taskId: number;
  taskName: string;
  taskNumber: string;
  state: SignOffStateName;
  /** The level the task awaits now, or null. */
  levelAwaited: 1 | 2 | null;
  /** How many levels the latest submission needs (1 before any). */
  levels: number;
  reworkCount: number;
  entries: TrailEntry[];
}

export interface AwaitedLevel {
  taskId: number;
  level: 1 | 2;
}

export interface JobSignOffRecord {
  jobId: number;
  jobName: string;
  jobNumber: string;
  clientName: string;
  jobTypeName: string;
  tasks: SignOffTrail[];
}

const TRAIL = recordWithLists('entries');
const JOB_RECORD = recordWithLists('tasks');
const SETTINGS = recordWith({ lists: ['secondLevelJobTypeIds', 'secondLevelRoles'] });

export async function fetchSignOffTrail(taskId: number, signal?: AbortSignal): Promise<SignOffTrail> {
  const envelope = await request<Envelope<SignOffTrail>>(extensionPaths.signOffTrail, { query: { taskId }, signal });
  return unwrap(envelope, OK, 'Failed to load the sign-off trail', TRAIL);
}

/** The level each task awaits; none for an empty list, so the review page asks only when it has cards. */
export async function fetchAwaitedLevels(taskIds: readonly number[], signal?: AbortSignal): Promise<AwaitedLevel[]> {
  if (taskIds.length === 0) return [];
  const envelope = await request<Envelope<AwaitedLevel[]>>(extensionPaths.signOffLevels, { query: { taskIds: taskIds.join(',') }, signal });
  return unwrap(envelope, OK, 'Failed to load the sign-off levels', LIST);
}

export async function fetchJobSignOff(jobId: number, signal?: AbortSignal): Promise<JobSignOffRecord> {
  const envelope = await request<Envelope<JobSignOffRecord>>(extensionPaths.jobSignOff, { query: { jobId }, signal });
  return unwrap(envelope, OK, 'Failed to load the sign-off record', JOB_RECORD);
}

export async function fetchSignOffSettings(signal?: AbortSignal): Promise<SignOffSettings> {
  const envelope = await request<Envelope<SignOffSettings>>(extensionPaths.signOffSettings, { signal });
  return unwrap(envelope, OK, 'Failed to load the sign-off setting', SETTINGS);
}

export async function saveSignOffSettings(body: SignOffSettings, signal?: AbortSignal): Promise<SignOffSettings> {
  const envelope = await request<Envelope<SignOffSettings>>(extensionPaths.signOffSettings, { method: 'PUT', body, signal });
  return unwrap(envelope, OK, 'Failed to save the sign-off setting', SETTINGS);
}
