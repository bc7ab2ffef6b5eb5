/** The mock backend for Vitest: msw/node over the same handlers; each test calls resetMockDb(). */
import { setupServer } from 'msw/node';
import { http } from 'msw';
import { answer } from './handlers';

export { resetMockDb } from './db/store';

// One handler that hands each request to the mock's own (mocks/handlers/candidates.ts); a test's
// server.use() goes before it, as before.
export const server = setupServer(http.all('*', ({ request }) => answer(request)));
