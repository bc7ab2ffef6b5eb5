import { defineConfig } from 'vitest/config';

/**
 * `expect.poll` gives up after 1 s by default. A cold browser's first page, with other
 * browsers beside it on a 2-core machine, can take longer than that to paint, so a poll waits
 * up to 15 s; a passing poll still returns as soon as the page shows what it asks for.
 * A whole journey may take 3 minutes: the longest (Jobs, about 55 s on a quiet machine) took
 * over 60 s on a busy one. The limit only catches a journey that hangs; timings are benchmarks.
 */
const journey = {
  environment: 'node',
  testTimeout: 180_000,
  hookTimeout: 180_000,
  expect: { poll: { timeout: 15_000 } },
} as const;

/**
 * Real-browser journeys: Chromium against production builds (see tests/e2e/globalSetup.ts).
 * Three browsers at a time (docs/decisions/016-journeys-three-at-a-time.md); a measured journey
 * (`*.measured.e2e.ts`, timing the page's main thread) runs afterwards on its own, so no other
 * browser shares the CPU while it measures.
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/globalSetup.ts'],
    projects: [
      {
        test: {
          ...journey,
          name: 'journeys',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: ['tests/e2e/**/*.measured.e2e.ts'],
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...journey,
          name: 'measured',
          include: ['tests/e2e/**/*.measured.e2e.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
