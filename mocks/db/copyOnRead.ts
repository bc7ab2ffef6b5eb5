import type { Db } from './schema';

/**
 * A deep copy of stored data: arrays and plain objects copied member by member, anything else
 * (a string, a number, a class's instance) by `structuredClone`. The tables are plain data, and
 * this copies them about six times faster than `structuredClone` does, which serialises them
 * (docs/testing.md "What a test costs").
 */
export function copyOf<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) copy[name] = copyOf(member);
  return copy as T;
}

/** Each lazily copied database -> the keys not yet read, so still the kept seed's. */
const unread = new WeakMap<Db, Set<string>>();

/**
 * A database that is `kept`, copied one table at a time as each is first read or replaced: a
 * test that resets to the seed before it starts reads a few of the tables, and copying them all
 * took more of the suite's time than any one test file (docs/testing.md "What a test costs").
 * Reading every key (a snapshot, a comparison, a copy) copies every table, as before.
 */
export function copyOnRead(kept: Db): Db {
  const db: Db = { ...kept };
  const notYetRead = new Set(Object.keys(kept));
  for (const key of Object.keys(kept)) {
    let value: unknown;
    Object.defineProperty(db, key, {
      enumerable: true,
      configurable: true,
      get() {
        if (notYetRead.delete(key)) value = copyOf(Reflect.get(kept, key));
        return value;
      },
      set(next: unknown) {
        notYetRead.delete(key);
        value = next;
      },
    });
  }
  unread.set(db, notYetRead);
  return db;
}

/** Whether `key` of `db` was never read since it was copied from its seed, so holds the seed's own. */
export const stillAsSeeded = (db: Db, key: keyof Db): boolean => unread.get(db)?.has(key) === true;
