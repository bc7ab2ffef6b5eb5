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
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      testTimeout: 15000,
      // A screen test also waits (on the mock backend's answers, on React between steps), so
      // more workers than cores keep both cores busy: measured 8 min 43 s with 4, 9 min 3 s with 3.
      maxWorkers: 4,
    },
  };
});
