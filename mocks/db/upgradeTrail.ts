/**
 * Stored data of version 2 had no sign-off trail: each task kept its rework count as a number.
 * On load each task gets a trail that tells the same story (docs/behaviour.md §4 "Sign-off
 * trail"), read from its comments where they tell it (the assignee's hand-ins, the reviewer's
 * answers) and otherwise made up of the facts the task kept, with an unknown person (0) where
 * nobody was recorded; the rework count then comes from it like every other. The firm's
 * sign-off setting starts at the default. upgrade.ts runs it after the comments' upgrade.
 */
import { DEFAULT_SIGN_OFF_SETTINGS, progressOf, type SignOffStateName } from '../../src/domain/signOff';
import { DB_VERSION, type TrailRecord } from './schema';
import type { TableName } from './validate';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

type Entry = Omit<TrailRecord, 'id'>;

const entry = (taskId: number, fields: Pick<Entry, 'kind' | 'at' | 'by'> & Partial<Entry>): Entry => ({
  taskId,
  submission: null,
  level: null,
  levels: null,
  comment: '',
  files: [],
  assigneeId: null,
  reviewerIds: [],
  ...fields,
});

/** What the trail must end in for a task of this state and rework count. */
function expectedState(task: Record<string, unknown>): SignOffStateName {
  if (task.assigneeId === null || task.assigneeId === undefined) return 'unassigned';
  if (task.isVerified === true) return 'verified';
  if (task.statusName === 'Pending') return 'awaitingFirstSignOff';
  return idOr(task.reworkCount, 0) > 0 ? 'inRework' : 'inPreparation';
}

function assignment(task: Record<string, unknown>, taskId: number): Entry[] {
  if (typeof task.assigneeId !== 'number') return [];
  const reviewerIds = Array.isArray(task.reviewerIds) ? task.reviewerIds.filter((id): id is number => typeof id === 'number') : [];
  const at = textOr(task.dateAssigned, textOr(task.dateCreated, ''));
  return [entry(taskId, { kind: 'assigned', at, by: idOr(task.assignedBy, 0), assigneeId: task.assigneeId, reviewerIds })];
}

/** The hand-ins and answers the task's comments tell, oldest first. */
function fromComments(task: Record<string, unknown>, taskId: number, comments: Array<Record<string, unknown>>): Entry[] {
  const entries: Entry[] = [];
  let submission = 0;
  let awaiting = false;
  comments.forEach((comment, index) => {
    const at = textOr(comment.dateCreated, '');
    const by = idOr(comment.authorId, 0);
    const text = textOr(comment.comment, '');
    if (by === task.assigneeId && !awaiting) {
      submission += 1;
      awaiting = true;
      entries.push(entry(taskId, { kind: 'submitted', at, by, submission, levels: 1, comment: text }));
    } else if (awaiting) {
      const approved = task.isVerified === true && index === comments.length - 1;
      awaiting = false;
      entries.push(entry(taskId, { kind: approved ? 'approved' : 'returned', at, by, submission, level: 1, comment: text }));
    }
  });
  return entries;
}

/** The story made up of the facts the task kept, when its comments do not tell it. */
function fromFacts(task: Record<string, unknown>, taskId: number): Entry[] {
  const entries: Entry[] = [];
  const assignee = idOr(task.assigneeId, 0);
  const since = textOr(task.dateAssigned, textOr(task.dateCreated, ''));
  const returns = idOr(task.reworkCount, 0);
  for (let round = 1; round <= returns; round += 1) {
    entries.push(entry(taskId, { kind: 'submitted', at: since, by: assignee, submission: round, levels: 1 }));
    entries.push(entry(taskId, { kind: 'returned', at: since, by: 0, submission: round, level: 1 }));
  }
  if (task.statusName === 'Pending' || task.isVerified === true) {
    const handedIn = textOr(task.dateFinished, since);
    entries.push(
      entry(taskId, { kind: 'submitted', at: handedIn, by: idOr(task.finishedBy, assignee), submission: returns + 1, levels: 1 }),
    );
  }
  if (task.isVerified === true) {
    const at = textOr(task.dateVerified, textOr(task.dateFinished, since));
    entries.push(entry(taskId, { kind: 'approved', at, by: idOr(task.verifiedBy, 0), submission: returns + 1, level: 1 }));
  }
  return entries;
}

function trailOfTask(task: Record<string, unknown>, comments: Array<Record<string, unknown>>): Entry[] {
  const taskId = idOr(task.id, 0);
  const assigned = assignment(task, taskId);
  if (assigned.length === 0) return [];
  const told = [...assigned, ...fromComments(task, taskId, comments)];
  const progress = progressOf(told);
  const agrees = progress.state === expectedState(task) && progress.returns === idOr(task.reworkCount, 0);
  return agrees ? told : [...assigned, ...fromFacts(task, taskId)];
}

export interface TrailUpgrade {
  value: unknown;
  tables: TableName[];
}

export function upgradeTrail(value: unknown): TrailUpgrade {
  // Data of version 2 has no trail counter; the browser's storage reads its missing trail as an empty list.
  if (!isObject(value) || !Array.isArray(value.tasks) || !Array.isArray(value.comments) || !isObject(value.nextId)) {
    return { value, tables: [] };
  }
  if (typeof value.nextId.trail === 'number' || (value.version !== 2 && value.version !== DB_VERSION)) return { value, tables: [] };
  const commentsByTask = new Map<number, Array<Record<string, unknown>>>();
  for (const comment of value.comments) {
    if (!isObject(comment) || typeof comment.taskId !== 'number') continue;
    const list = commentsByTask.get(comment.taskId) ?? [];
    list.push(comment);
    commentsByTask.set(comment.taskId, list);
  }
  const byDate = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    Date.parse(textOr(a.dateCreated, '')) - Date.parse(textOr(b.dateCreated, '')) || idOr(a.id, 0) - idOr(b.id, 0);
  const trail: TrailRecord[] = [];
  const tasks = value.tasks.map((task: unknown) => {
    if (!isObject(task)) return task;
    const comments = [...(commentsByTask.get(idOr(task.id, 0)) ?? [])].sort(byDate);
    for (const fields of trailOfTask(task, comments)) trail.push({ id: trail.length + 1, ...fields });
    const { reworkCount: _count, ...rest } = task;
    return rest;
  });
  const nextId = { ...value.nextId, trail: trail.length + 1 };
  const signOff = structuredClone(DEFAULT_SIGN_OFF_SETTINGS);
  return { value: { ...value, version: DB_VERSION, tasks, trail, nextId, signOff }, tables: ['tasks', 'trail'] };
}
