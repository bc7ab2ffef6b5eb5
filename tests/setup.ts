import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server, resetMockDb } from '../mocks/node';

// On a 2-core machine running four test files at once, a lazily loaded screen or a menu can
// take longer than Testing Library's default second to appear (its code is transformed on first
// use); what is awaited is unchanged.
configure({ asyncUtilTimeout: 5000 });

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
