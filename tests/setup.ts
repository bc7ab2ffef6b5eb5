import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { server } from '../mocks/node';
import { seedKeeper } from '../mocks/db/store';
import { stopRecordingRequests } from './support/server';
import { forgetReadsInFlight } from '../src/api/readsInFlight';
import { whenReactIsIdle } from './productionReact';

// On a 2-core machine running four test files at once, a lazily loaded screen or a menu can
// take longer than Testing Library's default second to appear (its code is transformed on first
// use), and over 5 s while the machine is busy with more; what is awaited is unchanged, and a
// wait that is met returns at once.
configure({ asyncUtilTimeout: 10_000, getElementError: elementError });

/**
 * A query that finds nothing prints the page into its error, and a findBy or waitFor asks again
 * on every change until it finds what it waits for: the pages printed for tries that were then
 * retried were about 1 % of the suite's CPU time, and no one reads them. The page is printed when
 * the message is first read (a test that fails), as Testing Library words it.
 */
function elementError(message: string | null, container: Element | Document | undefined): Error {
  const error = new Error();
  // The stack starts where the query was asked, as Testing Library's own error's does.
  Error.captureStackTrace(error, elementError);
  error.name = 'TestingLibraryElementError';
  let full: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () =>
      (full ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
  });
  return error;
}

// React runs the effects of a render it did outside act() (a lazily loaded screen arriving) on
// its own macrotask, and a screen's actors start in those effects. A findBy/waitFor can resolve
// between that render and its effects when the machine is loaded, and an event fired then
// reaches an actor that has not started: the input snaps back. Each wait therefore ends one
// turn of that queue later, when the effects have run, as they always have before a person
// can act. The queue is Node's setImmediate, taken here before any test fakes it.
// Each wait and each user-event action also starts once React has drawn what it was asked to
// draw (tests/productionReact.ts): a dialog's layer lets the pointer in on a render its effects
// ask for, after the body has been closed to the pointer, and a person cannot type before it.
// Files that share a worker's modules share Testing Library too, so it is wrapped once.
const nextTurn = globalThis.setImmediate;
const WAITS_ONE_TURN_MORE = Symbol.for('tests.waitsOneTurnMore');
const { asyncWrapper } = getConfig();
if (!(WAITS_ONE_TURN_MORE in asyncWrapper)) {
  configure({
    asyncWrapper: Object.assign(
      (wait: () => Promise<unknown>) =>
        asyncWrapper(async () => {
          await whenReactIsIdle();
          const result: unknown = await wait();
          await new Promise<void>((resolve) => nextTurn(() => resolve()));
          return result;
        }),
      { [WAITS_ONE_TURN_MORE]: true },
    ),
  });
}

// A file may read the mock database when it loads (a model names seeded or made records), and
// the file before it in the same worker may have left it changed: each file loads on a fresh one.
// The seed is built once for the file and each test starts on a copy of it: building it again
// took 13 ms a test against 4 ms for the copy, over some 3,000 tests (decision 049 did the same
// for the every-endpoint property). A file's tests so see the seed as of the file's start.
const freshSeed = seedKeeper();
freshSeed();
globalThis.localStorage?.clear();
globalThis.sessionStorage?.clear();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  freshSeed();
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
  stopRecordingRequests();
  // A read a test held and never answered would otherwise be joined by the next test's same
  // read (src/api/readsInFlight.ts), as a page reload forgets it in the browser.
  forgetReadsInFlight();
});
afterAll(() => {
  server.close();
  // Test files share a worker's modules and globals (vite.config.ts, `projects`): what a file
  // faked or replaced for itself (timers, spies, globals) is put back when it ends, so the next
  // file starts as it would alone.
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
