/**
 * One request at a time across every tab of the browser: a tab reads the stored revision,
 * runs the handler and writes its change before another tab may start, so two tabs never
 * both hand out the same id (docs/decisions/013-indexeddb-for-the-browser-mock.md).
 */
export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

const LOCK_NAME = 'workflow-mock-db';

/** Serialises work in this page only: used where the Web Locks API is missing (and in Node). */
export function pageLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * The Web Locks API across tabs when the browser has it. Without it each tab still serialises
 * its own requests, and the revision check of every write refuses a change made over another
 * tab's (storage.ts `write`).
 */
export function browserLock(locks: LockManager | undefined = globalThis.navigator?.locks): Lock {
  if (!locks) return pageLock();
  return <T>(work: () => Promise<T>): Promise<T> => locks.request(LOCK_NAME, work);
}
