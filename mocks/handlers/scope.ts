/**
 * What a Staff member may read (docs/behaviour.md §6): their jobs, the tasks they are the
 * assignee or a reviewer of, those tasks' comments, and their own profile. Admins and Super
 * Admins read everything.
 */
import type { TaskRecord, UserRecord } from '../db/schema';
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
