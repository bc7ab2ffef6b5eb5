import { defineConfig } from 'vitest/config';
import { longestFirst } from './tests/longestFirst.ts';
import { PAGE_WAIT_MS } from './tests/e2e/waits.ts';

/**
 * `expect.poll` gives up after 1 s by default; a poll here waits as long as a page may take
 * (tests/e2e/waits.ts). A whole journey may take 3 minutes: the longest (routes, 63 s in one run) took 97 s in
 * another, beside two other browsers. The limit only catches a journey that hangs; timings are
 * benchmarks.
 */
const journey = {
  environment: 'node',
  testTimeout: 180_000,
  hookTimeout: 180_000,
  expect: { poll: { timeout: PAGE_WAIT_MS } },
} as const;

/**
 * The journeys, longest first, as they took in a run of the whole suite as CI runs it (no
 * screenshots) on the 2-core machine, 2026-11-29: routes 57 s, review 49, rework 48,
 * clients-users 45, storage 41, jobs 30, signoff 26, shell 24, places 24, templates 23,
 * stranded 21, outbox 20; the rest 7 to 17 s.
 * A clean checkout has no timings from an earlier run, and Vitest then starts the largest files
 * first, which says little about how long a journey takes: a long one started late runs on alone
 * while the other browsers sit idle. Started longest first, the short ones fill in around them.
 */
const LONGEST_JOURNEYS = [
  'routes',
  'review',
  'rework',
  'clients-users',
  'storage',
  'jobs',
  'signoff',
  'shell',
  'places',
  'templates',
  'stranded',
  'outbox',
].map((name) => `tests/e2e/${name}.e2e.ts`);

/**
 * Real-browser journeys: Chromium against production builds (see tests/e2e/globalSetup.ts).
 * Three browsers at a time (docs/decisions/016-journeys-three-at-a-time.md); a measured journey
 * (`*.measured.e2e.ts`, timing the page's main thread) runs afterwards on its own, so no other
 * browser shares the CPU while it measures.
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/globalSetup.ts'],
    sequence: { sequencer: longestFirst(LONGEST_JOURNEYS) },
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
