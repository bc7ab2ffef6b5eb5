/**
 * Stored data of version 2 (no sign-off trail, a rework count on each task) gets a trail on load
 * that tells each task's state and rework count (mocks/db/upgradeTrail.ts).
 */
import { describe, expect, it } from 'vitest';
import { createSeedDb } from '../../mocks/db';
import type { Db } from '../../mocks/db/schema';
import { progressOfTask, reworkCountOf } from '../../mocks/db/trail';
import { upgradeDb } from '../../mocks/db/upgrade';
import { isSoundDb, problemOf } from '../../mocks/db/validate';

/** The seed as version 2 stored it: a rework count on each task, no trail, no setting. */
function asVersion2(db: Db) {
  const { trail: _trail, signOff: _setting, nextId, ...rest } = db;
  const { trail: _next, ...counters } = nextId;
  return {
    ...rest,
    version: 2,
    nextId: counters,
    tasks: db.tasks.map((task) => ({ ...task, reworkCount: reworkCountOf(db, task.id) })),
  };
}

describe('upgrading stored data to the sign-off trail', () => {
  const seeded = createSeedDb('demo');
  const { value, tables } = upgradeDb(JSON.parse(JSON.stringify(asVersion2(seeded))));

  it('is sound data of the current version, the tasks and the trail stored again', () => {
    expect(problemOf(value, 'demo')).toBeNull();
    expect(tables).toEqual(expect.arrayContaining(['tasks', 'trail']));
  });

  it('gives every task a trail that ends in its state and counts its rework', () => {
    if (!isSoundDb(value, 'demo')) throw new Error('not upgraded');
    for (const task of seeded.tasks) {
      expect(reworkCountOf(value, task.id)).toBe(reworkCountOf(seeded, task.id));
      expect(progressOfTask(value, task.id).state).toBe(progressOfTask(seeded, task.id).state);
    }
    expect(value.tasks.every((task) => !('reworkCount' in task))).toBe(true);
  });

  it('reads submissions and answers from the comments where they tell them', () => {
    if (!isSoundDb(value, 'demo')) throw new Error('not upgraded');
    const reworked = seeded.tasks.find((t) => reworkCountOf(seeded, t.id) > 0 && t.statusName !== 'Verified')!;
    const kept = value.trail.filter((e) => e.taskId === reworked.id).map(({ id: _id, ...e }) => e);
    const original = seeded.trail.filter((e) => e.taskId === reworked.id).map(({ id: _id, files: _f, ...e }) => e);
    expect(kept.map(({ files: _f, ...e }) => e)).toEqual(original);
  });

  it('leaves data of the current version as it is', () => {
    expect(upgradeDb(JSON.parse(JSON.stringify(seeded))).tables).toEqual([]);
  });

  it('makes up a task whose comments do not tell its story from the facts it kept', () => {
    const old = asVersion2(seeded);
    const task = old.tasks.find((t) => t.reworkCount > 0 && t.statusName !== 'Verified')!;
    const upgraded = upgradeDb({ ...old, comments: old.comments.filter((c) => c.taskId !== task.id) }).value;
    if (!isSoundDb(upgraded, 'demo')) throw new Error('not upgraded');
    expect(reworkCountOf(upgraded, task.id)).toBe(task.reworkCount);
    expect(upgraded.trail.filter((e) => e.taskId === task.id && e.kind === 'returned').every((e) => e.by === 0)).toBe(true);
  });
});
