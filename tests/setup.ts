import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { server, resetMockDb } from '../mocks/node';

// On a 2-core machine running four test files at once, a lazily loaded screen or a menu can
// take longer than Testing Library's default second to appear (its code is transformed on first
// use), and over 5 s while the machine is busy with more; what is awaited is unchanged, and a
// wait that is met returns at once.
configure({ asyncUtilTimeout: 10_000 });

// React runs the effects of a render it did outside act() (a lazily loaded screen arriving) on
// its own macrotask, and a screen's actors start in those effects. A findBy/waitFor can resolve
// between that render and its effects when the machine is loaded, and an event fired then
// reaches an actor that has not started: the input snaps back. Each wait therefore ends one
// turn of that queue later, when the effects have run, as they always have before a person
// can act. The queue is Node's setImmediate, taken here before any test fakes it.
const nextTurn = globalThis.setImmediate;
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: (wait) =>
    asyncWrapper(async () => {
      const result: unknown = await wait();
      await new Promise<void>((resolve) => nextTurn(() => resolve()));
      return result;
    }),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb();
  // Files that run in the node environment (no DOM) have no localStorage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterEach(() => {
  cleanup();
  // The machines' path replays (after the tests) run against the storage the last test left:
  // its session and drafts would reopen forms with that test's typing.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  server.resetHandlers();
});
afterAll(() => server.close());
