/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** A build aimed at a real API must not ship the mock service workers (msw's and the file links'). */
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
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
      rmSync(resolve(outDir, 'mock-files'), { recursive: true, force: true });
    },
  };
}

/** Test files that replace a module or an environment variable for themselves. */
const OWN_MODULES = ['tests/api/bases.test.ts'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const realApi = Boolean(env.VITE_API_BASE_URL || env.VITE_DASHBOARD_API_BASE_URL);
  return {
    plugins: [react(), vanillaExtractPlugin(), dropMockWorker(realApi)],
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'happy-dom',
      setupFiles: ['tests/fastReact.ts', 'tests/setup.ts'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      testTimeout: 15000,
      // A screen test also waits (on the mock backend's answers, on React between steps), so
      // more workers than cores keep both cores busy: measured 8 min 43 s with 4, 9 min 3 s with 3.
      maxWorkers: 4,
      // Test files share a worker's loaded modules instead of loading the app again for each file
      // (measured on 2 cores: 440 s -> 338 s); a file that replaces a module (`vi.mock`) or the
      // environment (`vi.stubEnv`) for itself runs apart, so its replacement reaches no other file.
      // Each test still starts from a fresh mock database and empty storage, and each file ends
      // with real timers and no spies or stubbed globals (tests/setup.ts).
      projects: [
        { extends: true, test: { name: 'shared', include: ['tests/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false } },
        { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
      ],
    },
  };
});
