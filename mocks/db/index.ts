/** The mock database: seed, live store with persistence, rules and API views. */
export { createSeedDb, DEMO_IDS } from './seed';
export {
  getDb, resetMockDb, resetDemoData, saveDb, loadDb, startPersistentDb, commit, createSession, sessionUserId,
  STORAGE_KEY, SESSIONS_KEY,
} from './store';
export * from './rules';
export * from './views';
export type * from './schema';
export { DEMO_PASSWORD } from './schema';
