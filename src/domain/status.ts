import type { BadgeTone } from './tones';

/**
 * Status labels and badge colours of docs/behaviour.md §4, in one place for every screen that shows a
 * job or a task.
 */

type DateInput = string | Date | null | undefined;

function time(value: DateInput): number | null {
  if (value == null || value === '') return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** Job status options of the filter (docs/behaviour.md §4). */
export const JOB_STATUS_OPTIONS = [
  { value: 0, label: 'NONE' },
  { value: 1, label: 'Active' },
  { value: 2, label: 'Done' },
  { value: 3, label: 'Verified' },
  { value: 4, label: 'Completed' },
] as const;

/**
 * `/jobs?filter=` presets of the Status filter (docs/behaviour.md §2). `overdue` is not among them: it
 * shows the overdue jobs, not status 4 (docs/decisions/005-overdue-preset.md).
 */
export const JOB_FILTER_PRESETS: Record<string, number> = { ongoing: 2, pending: 1, completed: 3 };

/** Job status badge in lists: verified success, active primary, done and completed info, else secondary. */
export function jobStatusTone(statusName: string | null | undefined): BadgeTone {
  const name = (statusName ?? '').trim().toLowerCase();
  if (name === 'verified') return 'success';
  if (name === 'active') return 'primary';
  if (name === 'done' || name === 'completed') return 'info';
  return 'secondary';
}

/**
 * Task status names as the server sends them: Active (primary), Verified (success),
 * Pending (warning), Ongoing not done by user (info), Cancelled (danger).
 */
export function taskStatusNameTone(statusName: string | null | undefined): BadgeTone {
  switch ((statusName ?? '').trim().toLowerCase()) {
    case 'active':
      return 'primary';
    case 'verified':
      return 'success';
    case 'pending':
      return 'warning';
    case 'ongoing not done by user':
      return 'info';
    case 'cancelled':
      return 'danger';
    default:
      return 'secondary';
  }
}

/**
 * The one word each task state reads on every screen (docs/behaviour.md §4 "Glossary"): the
 * server's Pending is a task handed in and not yet reviewed, which the pending screen already
 * calls Pending Review; Ongoing not done by user is a task a reviewer sent back. Other names
 * read as the server sends them. Badge colours still follow the server's name.
 */
export function taskStatusWord(statusName: string): string {
  switch (statusName.trim().toLowerCase()) {
    case 'pending':
      return PENDING_REVIEW;
    case 'ongoing not done by user':
      return RETURNED_FOR_REWORK;
    default:
      return statusName;
  }
}

/** A task handed in and waiting for its reviewer (docs/behaviour.md §4 "Glossary"). */
export const PENDING_REVIEW = 'Pending Review';
/** A task a reviewer rejected, waiting to be done again (docs/behaviour.md §4 "Glossary"). */
export const RETURNED_FOR_REWORK = 'Returned for rework';

/** In the history summary, Verified reads Completed (docs/behaviour.md §4); the rest as everywhere. */
export function summaryStatusName(statusName: string): string {
  return statusName.trim().toLowerCase() === 'verified' ? 'Completed' : taskStatusWord(statusName);
}

/** Job status label on the details screen, from dateFinished and endDate (docs/behaviour.md §4). */
export function jobStatusLabel(job: { dateFinished: DateInput; endDate: DateInput }, now: Date = new Date()): string {
  const finished = time(job.dateFinished);
  const end = time(job.endDate);
  if (end === null) return 'Unknown Status';
  if (finished === null) return now.getTime() > end ? 'Uncompleted Late Job' : 'Ongoing Job';
  if (finished > end) return 'Completed Late Job';
  if (finished <= end) return 'Verified';
  return 'Unknown Status';
}

/** Task status label on the details screen (docs/behaviour.md §4), the server's name read as `taskStatusWord`. */
export function taskStatusLabel(
  task: { statusName: string; endDate: DateInput; dateFinished: DateInput; dateVerified: DateInput; isVerified?: boolean },
  now: Date = new Date(),
): string {
  const end = time(task.endDate);
  if (end === null) return 'Unassigned';
  const verified = time(task.dateVerified);
  const finished = time(task.dateFinished);
  if (verified !== null) {
    const finishedInTime = finished !== null && finished <= end;
    if (verified > end && finishedInTime) return 'Completed Early But Late Approval';
    if (verified <= end && finishedInTime) return taskStatusWord(task.statusName);
    if (verified > end && !finishedInTime) return 'Late Job';
    return taskStatusWord(task.statusName);
  }
  if (now.getTime() > end) return 'Unfinished Late Task';
  return taskStatusWord(task.statusName);
}

/** Badge colour follows the label (docs/behaviour.md §4). */
export function labelTone(label: string): BadgeTone {
  const text = label.toLowerCase();
  if (text.includes('late') || text.includes('overdue')) return 'danger';
  if (text.includes('verified') || text.includes('completed')) return 'success';
  if (text.includes('ongoing') || text.includes('active')) return 'primary';
  if (label === 'Unassigned') return 'secondary';
  return 'info';
}

/** docs/behaviour.md §4: a task is overdue when its end date is before now. */
export function isTaskOverdue(endDate: DateInput, now: Date = new Date()): boolean {
  const end = time(endDate);
  return end !== null && end < now.getTime();
}
