/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { shellWorker } from './src/serviceWorker/plugin.ts';
import { screenCodeList } from './src/app/screenCodePlugin.ts';
import { loginPageFirst } from './src/app/loginCodePlugin.ts';
import { MOCK_WORKER_FILES } from './mocks/workerFiles.ts';

/** A build aimed at a real API must not ship the mock's service workers, nor the file-link worker older builds had. */
function dropMockWorker(realApi: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!realApi) return;
      for (const worker of MOCK_WORKER_FILES) rmSync(resolve(outDir, worker), { force: true });
      rmSync(resolve(outDir, 'mock-files'), { recursive: true, force: true });
    },
  };
}

/** Test files that replace a module or an environment variable for themselves. */
const OWN_MODULES = ['tests/api/bases.test.ts'];

/**
 * The test files that take longest, longest first: 9 to 21 s each beside three others on the
 * 2-core machine (2026-11-29), where the other files take under 9 s. On a clean checkout Vitest
 * starts the largest files first, and the fault matrix of saves, a short file, started last and
 * ran on alone for its last 24 s while the other workers sat idle (see tests/longestFirst.ts).
 */
const LONGEST_TEST_FILES = [
  'tests/views/faultMatrixSaves.test.tsx',
  'tests/machines/assignWizard.test.tsx',
  'tests/machines/obligationsGrid.test.tsx',
  'tests/views/assign/AssignTaskPage.test.tsx',
  'tests/machines/users.test.tsx',
  'tests/machines/clients.test.tsx',
  'tests/mocks/everyEndpoint.test.ts',
  'tests/mocks/badRequests.test.ts',
  'tests/machines/assignScreen.test.tsx',
  'tests/machines/usersForm.test.tsx',
  'tests/machines/jobsForms.test.tsx',
  'tests/views/templates/TemplatesPage.test.tsx',
  'tests/views/users/users.test.tsx',
  'tests/views/review/pendingApproval.test.tsx',
  'tests/views/jobs/jobsPage.test.tsx',
  'tests/machines/planJobs.test.tsx',
];

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const realApi = Boolean(env.VITE_API_BASE_URL || env.VITE_DASHBOARD_API_BASE_URL);
  // Loaded only when Vitest reads this file, so a build or the dev server does not load Vitest.
  // A config's own imports name their extension: Vite's coming native config loader needs it.
  const sequencer = process.env.VITEST ? (await import('./tests/longestFirst.ts')).longestFirst(LONGEST_TEST_FILES) : undefined;
  return {
    plugins: [react(), vanillaExtractPlugin(), screenCodeList(), loginPageFirst(), dropMockWorker(realApi), shellWorker(realApi)],
    // The suite runs React's production build (tests/productionReact.ts), whose JSX runtime is
    // not the development one Vite compiles to outside a build.
    ...(process.env.VITEST ? { oxc: { jsx: { development: false } } } : {}),
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'happy-dom',
      setupFiles: ['tests/productionReact.ts', 'tests/fastDom.ts', 'tests/setup.ts'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      testTimeout: 15000,
      // A screen test also waits (on the mock backend's answers, on React between steps), so
      // more workers than cores keep both cores busy: measured 8 min 43 s with 4, 9 min 3 s with 3.
      maxWorkers: 4,
      // Worker threads rather than child processes: npm test took 157 and 154 s against 168 and
      // 160 s, runs alternating on the 2-core machine (2026-11-28), every file passing in both.
      pool: 'threads',
      sequence: { sequencer },
      projects: [
        { extends: true, test: { name: 'shared', include: ['tests/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false } },
        { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
      ],
    },
  };
});
