/** The mock backend for Vitest: msw/node over the same handlers; each test calls resetMockDb(). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export { resetMockDb } from './db/store';

export const server = setupServer(...handlers);
