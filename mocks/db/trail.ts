/**
 * The sign-off trail (docs/behaviour.md §4 "Sign-off trail"): entries are appended, never edited
 * or deleted, and everything a task's reads say about its review (rework count, the level it
 * awaits) is folded from them by the shared rules of src/domain/signOff.ts.
 */
import { levelAwaited, progressOf, type SignOffProgress } from '../../src/domain/signOff';
import type { Db, TrailRecord } from './schema';

interface TrailIndex {
  /** How many entries of the list are indexed: the list only grows, so the rest are added on the next read. */
  indexed: number;
  byTask: Map<number, TrailRecord[]>;
}

/**
 * One index per trail list, brought up to date on read. The large data set holds tens of
 * thousands of entries and every list answer reads a rework count per task.
 */
const indexes = new WeakMap<TrailRecord[], TrailIndex>();

function indexOf(trail: TrailRecord[]): TrailIndex {
  let index = indexes.get(trail);
  if (!index || index.indexed > trail.length) {
    index = { indexed: 0, byTask: new Map() };
    indexes.set(trail, index);
  }
  for (; index.indexed < trail.length; index.indexed += 1) {
    const entry = trail[index.indexed];
    const list = index.byTask.get(entry.taskId);
    if (list) list.push(entry);
    else index.byTask.set(entry.taskId, [entry]);
  }
  return index;
}

/** A task's entries, oldest first. */
export function trailOf(db: Db, taskId: number): readonly TrailRecord[] {
  return indexOf(db.trail).byTask.get(taskId) ?? [];
}

export function progressOfTask(db: Db, taskId: number): SignOffProgress {
  return progressOf(trailOf(db, taskId));
}

/** The rework count every read answers: how many times the trail says the task was returned. */
export function reworkCountOf(db: Db, taskId: number): number {
  let returns = 0;
  for (const entry of trailOf(db, taskId)) if (entry.kind === 'returned') returns += 1;
  return returns;
}

/** The level a task awaits (1 or 2), or null; a task awaiting review with no trail awaits level 1. */
export function awaitedLevelOf(db: Db, taskId: number): 1 | 2 | null {
  return levelAwaited(progressOfTask(db, taskId));
}

export type NewTrailEntry = Pick<TrailRecord, 'taskId' | 'kind' | 'by'> & Partial<Omit<TrailRecord, 'id' | 'taskId' | 'kind' | 'by'>>;

/** Appends one entry; the only way the trail changes. */
export function appendTrail(db: Db, entry: NewTrailEntry, at = new Date().toISOString()): TrailRecord {
  const record: TrailRecord = {
    id: db.nextId.trail++,
    taskId: entry.taskId,
    kind: entry.kind,
    at: entry.at ?? at,
    by: entry.by,
    submission: entry.submission ?? null,
    level: entry.level ?? null,
    levels: entry.levels ?? null,
    comment: entry.comment ?? '',
    files: entry.files ?? [],
    assigneeId: entry.assigneeId ?? null,
    reviewerIds: entry.reviewerIds ?? [],
  };
  db.trail.push(record);
  return record;
}
