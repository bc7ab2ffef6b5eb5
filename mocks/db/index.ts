/** The mock database: seed, live store, rules and API views (browser persistence: persistentStore.ts). */
export { createSeedDb, seedFiles, DEMO_IDS } from './seed';
export { getDb, resetMockDb, seedKeeper, commit, createSession, sessionOf, putFile, addUpload, readFile } from './store';
export * from './rules';
export * from './userRules';
export * from './clientRules';
export * from './views';
export type * from './schema';
export { DEMO_PASSWORD } from './schema';
