/**
 * What a Staff member may read (docs/behaviour.md §6): their jobs, the tasks they are the
 * assignee or a reviewer of, those tasks' comments, and their own profile. Admins and Super
 * Admins read everything.
 */
import type { Db, TaskRecord, UserRecord } from '../db/schema';
import { isAdmin } from './http';

export function concerns(task: TaskRecord, user: UserRecord): boolean {
  return task.assigneeId === user.id || task.reviewerIds.includes(user.id);
}

export function visibleTasks(tasks: TaskRecord[], user: UserRecord): TaskRecord[] {
  return isAdmin(user) ? tasks : tasks.filter((t) => concerns(t, user));
}

export function mayRead(task: TaskRecord, user: UserRecord): boolean {
  return isAdmin(user) || concerns(task, user);
}

/**
 * Who a Staff member's option list of people holds: themselves and the assignees and reviewers
 * of the tasks that concern them, the names their own screens already show
 * (docs/decisions/025-staff-option-lists.md).
 */
export function peopleSeenBy(db: Db, user: UserRecord): Set<number> {
  const ids = new Set([user.id]);
  for (const task of visibleTasks(db.tasks, user)) {
    if (task.assigneeId !== null) ids.add(task.assigneeId);
    for (const id of task.reviewerIds) ids.add(id);
  }
  return ids;
}

/** The clients of a Staff member's own jobs (docs/decisions/025-staff-option-lists.md). */
export function clientsSeenBy(db: Db, user: UserRecord): Set<number> {
  const jobIds = new Set(visibleTasks(db.tasks, user).map((t) => t.jobId));
  return new Set(db.jobs.filter((j) => jobIds.has(j.id)).map((j) => j.clientId));
}
