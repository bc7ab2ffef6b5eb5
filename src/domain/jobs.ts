import type { FileRef, Job, JobUpdatePayload, NewJobPayload, NewTaskPayload } from '../api/types';
import { check, fieldMessages } from './schemas/parse';
import { jobDatesSchema, jobFieldsSchema, taskFieldsSchema } from './schemas/jobs';
import type { BadgeTone } from './tones';

/**
 * Rules of the jobs screens (docs/behaviour.md §2, §4, §5, §9): job and task form validation with the
 * spec's exact messages (the same schemas the server applies: src/domain/schemas/jobs.ts),
 * the payloads they send, the task summary badges, the job duration
 * and the accepted upload types.
 */

type DateInput = string | Date | null | undefined;

function time(value: DateInput): number | null {
  if (value == null || value === '') return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/* ---------- job form ---------- */

/** What the job form holds: text as typed, ids as Select values, dates as datetime-local values. */
export interface JobFormValues {
  jobName: string;
  jobDescription: string;
  clientId: string;
  jobTypeId: string;
  dateIn: string;
  dateOut: string;
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  jobName: '',
  jobDescription: '',
  clientId: '',
  jobTypeId: '',
  dateIn: '',
  dateOut: '',
};

export { MIN_DESCRIPTION_LENGTH, MIN_NAME_LENGTH } from './schemas/jobs';

/** A picked option's value as the id the server takes; nothing picked is 0, which no id is. */
const pickedId = (value: string): number => (value.trim() ? Number(value) : 0);

/** docs/behaviour.md §5 create and edit job: every rule on the trimmed values, first failing message per field. */
export function validateJob(values: JobFormValues): JobFormErrors {
  const fields = fieldMessages<keyof JobFormValues>(
    check(jobFieldsSchema, { ...values, clientId: pickedId(values.clientId), jobTypeId: pickedId(values.jobTypeId) }),
  );
  // The whole-form schema checks the dates' order only once every field is valid; the form shows it at once.
  const dates = fieldMessages<keyof JobFormValues>(check(jobDatesSchema, values));
  return { ...dates, ...fields };
}

/** A datetime-local value (local time) as the ISO string the server takes. */
export function toIsoDate(localValue: string): string {
  return new Date(localValue.trim()).toISOString();
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** An ISO date (or a Date) as a datetime-local input value in the user's time zone. */
export function toLocalInputValue(value: DateInput): string {
  const t = time(value);
  if (t === null) return '';
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Create sends the trimmed values, ISO dates and the current user's id as `id` (docs/behaviour.md §7). */
export function toNewJobPayload(values: JobFormValues, currentUserId: number): NewJobPayload {
  return {
    jobName: values.jobName.trim(),
    jobDescription: values.jobDescription.trim(),
    clientId: Number(values.clientId),
    jobTypeId: Number(values.jobTypeId),
    dateIn: toIsoDate(values.dateIn),
    dateOut: toIsoDate(values.dateOut),
    id: currentUserId,
  };
}

/** Edit keeps the job's own status: it is read-only on the form (docs/behaviour.md §4). */
export function toJobUpdatePayload(values: JobFormValues, job: Pick<Job, 'id' | 'statusId'>): JobUpdatePayload {
  return {
    id: job.id,
    jobName: values.jobName.trim(),
    jobDescription: values.jobDescription.trim(),
    clientId: Number(values.clientId),
    jobTypeId: Number(values.jobTypeId),
    statusId: job.statusId,
    dateIn: toIsoDate(values.dateIn),
    dateOut: toIsoDate(values.dateOut),
  };
}

/**
 * The client choices of the edit form: a job whose client was deleted keeps it, so that
 * client stays on offer for this job only (docs/decisions/012-jobs-of-deleted-clients-and-job-dates.md).
 */
export function clientOptionsFor<O extends { value: number; label: string }>(
  clients: readonly O[],
  job: Pick<Job, 'clientId' | 'clientName'> | null,
): Array<O | { value: number; label: string }> {
  if (!job || clients.some((c) => c.value === job.clientId)) return [...clients];
  return [...clients, { value: job.clientId, label: `${job.clientName} (deleted client)` }];
}

/** The edit form starts from the job as stored. */
export function jobFormValuesOf(job: Job): JobFormValues {
  return {
    jobName: job.jobName,
    jobDescription: job.jobDescription,
    clientId: String(job.clientId),
    jobTypeId: String(job.jobTypeId),
    dateIn: toLocalInputValue(job.dateIn),
    dateOut: toLocalInputValue(job.dateOut),
  };
}

/* ---------- add task ---------- */

export interface TaskFormValues {
  taskName: string;
  taskDescription: string;
}

export type TaskFormErrors = Partial<Record<keyof TaskFormValues, string>>;

export const EMPTY_TASK_FORM: TaskFormValues = { taskName: '', taskDescription: '' };

/** docs/behaviour.md §5 add task to a job. */
export function validateTask(values: TaskFormValues): TaskFormErrors {
  return fieldMessages<keyof TaskFormValues>(check(taskFieldsSchema, values));
}

/**
 * The submit button stays disabled while either field is empty (docs/behaviour.md §5). Only a field with
 * nothing typed counts: blanks enable it, so submitting them shows the 'required' message.
 */
export function isTaskFormIncomplete(values: TaskFormValues): boolean {
  return values.taskName === '' || values.taskDescription === '';
}

/** A new task has statusId 1 and no dates, users or reviewers (docs/behaviour.md §4). */
export function toNewTaskPayload(values: TaskFormValues, jobId: number, files: readonly FileRef[]): NewTaskPayload {
  return {
    taskName: values.taskName.trim(),
    taskDescription: values.taskDescription.trim(),
    startDate: null,
    endDate: null,
    userList: [],
    reviewerList: [],
    jobId,
    statusId: 1,
    default: false,
    taskFileList: [...files],
  };
}

/* ---------- files ---------- */

/** docs/behaviour.md §5: the only file types a task or an upload accepts. */
export const ACCEPTED_FILE_EXTENSIONS = ['pdf', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'jpg', 'jpeg', 'png'] as const;

/** For the file input's `accept` attribute. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export const ACCEPTED_FILES_HINT = 'PDF, PPTX, DOC, DOCX, XLS, XLSX, TXT, JPG, JPEG or PNG';

export function isAcceptedFile(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = name.slice(dot + 1).toLowerCase();
  return (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/** Names of the files that are not of an accepted type, for the message that refuses them. */
export function refusedFilesMessage(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  return `Not an accepted file type: ${names.join(', ')}. Accepted types: ${ACCEPTED_FILES_HINT}.`;
}

/** Progress divided evenly across the files (docs/behaviour.md §5): each stored file adds an equal share. */
export function uploadPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(done, total) / total) * 100);
}

/** docs/behaviour.md §5 upload on job details: at least one file and a chosen task. */
export interface UploadFormErrors {
  files?: string;
  taskId?: string;
}

export function validateUpload(fileCount: number, taskId: string): UploadFormErrors {
  const errors: UploadFormErrors = {};
  if (fileCount < 1) errors.files = 'Please select at least one file';
  if (!taskId.trim()) errors.taskId = 'Please select a task';
  return errors;
}

/* ---------- list: timeline and task summary ---------- */

export function isJobOverdue(job: Pick<Job, 'isJobOverDue' | 'jobOverDue'>): boolean {
  return Boolean(job.isJobOverDue || job.jobOverDue);
}

export interface SummaryBadge {
  label: string;
  tone: BadgeTone;
}

export interface TaskSummary {
  total: number;
  assigned: number;
  pending: number;
  badges: SummaryBadge[];
}

/** Task Summary column (docs/behaviour.md §2): total, assigned, pending and the badges Job Assigned, N Pending, Fully Assigned. */
export function taskSummary(job: Pick<Job, 'taskCount' | 'taskAssigned' | 'isAssigned'>): TaskSummary {
  const total = Math.max(0, job.taskCount || 0);
  const assigned = Math.min(total, Math.max(0, job.taskAssigned || 0));
  const pending = total - assigned;
  const badges: SummaryBadge[] = [];
  if (job.isAssigned || assigned > 0) badges.push({ label: 'Job Assigned', tone: 'primary' });
  if (pending > 0) badges.push({ label: `${pending} Pending`, tone: 'warning' });
  if (total > 0 && pending === 0) badges.push({ label: 'Fully Assigned', tone: 'success' });
  return { total, assigned, pending, badges };
}

/* ---------- details ---------- */

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/behaviour.md §9: whole days from start to finish, floored; null while the job is unfinished. */
export function jobDurationDays(start: DateInput, finished: DateInput): number | null {
  const from = time(start);
  const to = time(finished);
  if (from === null || to === null) return null;
  return Math.max(0, Math.floor((to - from) / DAY_MS));
}

export function durationText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** `/jobs/{id}` with anything but a positive whole number names no job. */
export function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * "Due this week" on the Jobs list: from now to the end of Sunday, local time (a week runs
 * Monday to Sunday). Jobs already past their end date are overdue, not due.
 */
export function dueThisWeekWindow(now: Date): { from: Date; to: Date } {
  const daysToSunday = (7 - now.getDay()) % 7;
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToSunday, 23, 59, 59, 999);
  return { from: new Date(now.getTime()), to };
}
