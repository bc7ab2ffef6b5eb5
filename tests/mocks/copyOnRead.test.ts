/**
 * Each test starts on a copy of the seed, made a table at a time as the test first reads it
 * (mocks/db/copyOnRead.ts). A copy is the seed's data in full and shares nothing with it, so
 * one test's writes never reach the next.
 */
import { describe, expect, it } from 'vitest';
import { copyOf, copyOnRead, stillAsSeeded } from '../../mocks/db/copyOnRead';
import { freshLiveData } from '../../mocks/db/store';

/** Every object inside `value`, itself included. */
function objectsIn(value: unknown, found = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !found.has(value)) {
    found.add(value);
    for (const member of Object.values(value)) objectsIn(member, found);
  }
  return found;
}

describe('a copy of stored data', () => {
  const seed = freshLiveData('demo').db;

  it('holds what the seed holds and shares none of its objects', () => {
    const copy = copyOf(seed);
    expect(copy).toStrictEqual(structuredClone(seed));
    const seedObjects = objectsIn(seed);
    expect([...objectsIn(copy)].filter((object) => seedObjects.has(object))).toEqual([]);
  });

  it('keeps a member that is undefined, and copies what is not plain data as the platform does', () => {
    const at = new Date('2026-11-29T10:00:00Z');
    const copy = copyOf({ note: undefined, at, list: [{ n: 1 }, null] });
    expect(Object.keys(copy)).toEqual(['note', 'at', 'list']);
    expect(copy.at).toBeInstanceOf(Date);
    expect(copy.at).not.toBe(at);
    expect(copy.at.getTime()).toBe(at.getTime());
    expect(copy.list).toEqual([{ n: 1 }, null]);
  });

  it('is made a table at a time, and a write to it leaves the kept seed as it was', () => {
    const kept = structuredClone(seed);
    const db = copyOnRead(kept);
    expect(stillAsSeeded(db, 'jobs')).toBe(true);
    const firstName = db.jobs[0].jobName;
    db.jobs[0].jobName = 'Changed';
    expect(stillAsSeeded(db, 'jobs')).toBe(false);
    expect(stillAsSeeded(db, 'clients')).toBe(true);
    expect(kept.jobs[0].jobName).toBe(firstName);
    expect(copyOnRead(kept).jobs[0].jobName).toBe(firstName);
  });
});
