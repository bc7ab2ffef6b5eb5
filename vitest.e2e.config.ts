import { defineConfig } from 'vitest/config';

/** Real-browser journeys: Chromium against production builds (see tests/e2e/globalSetup.ts). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
