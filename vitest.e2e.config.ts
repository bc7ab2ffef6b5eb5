import { defineConfig } from 'vitest/config';
import { longestFirst } from './tests/longestFirst.ts';

/**
 * `expect.poll` gives up after 1 s by default. A cold browser's first page, with other
 * browsers beside it on a 2-core machine, can take longer than that to paint, so a poll waits
 * up to 15 s; a passing poll still returns as soon as the page shows what it asks for.
 * A whole journey may take 3 minutes: the longest (routes, 63 s in one run) took 97 s in
 * another, beside two other browsers. The limit only catches a journey that hangs; timings are
 * benchmarks.
 */
const journey = {
  environment: 'node',
  testTimeout: 180_000,
  hookTimeout: 180_000,
  expect: { poll: { timeout: 15_000 } },
} as const;

/**
 * The journeys, longest first, as they took in the clean-clone CI run of 2026-11-29 on the 2-core
 * machine: rework 101 s, routes 84, clients-users 65, review 65, storage 47, signoff 42, jobs 41,
 * dashboard 35, shell 33, templates 31, calendar 30, outbox 29, places 29; the rest 13 to 25 s.
 * A clean checkout has no timings from an earlier run, and Vitest then starts the largest files
 * first, which says little about how long a journey takes: a long one started late runs on alone
 * while the other browsers sit idle. Started longest first, the short ones fill in around them.
 */
const LONGEST_JOURNEYS = [
  'rework',
  'routes',
  'clients-users',
  'review',
  'storage',
  'signoff',
  'jobs',
  'dashboard',
  'shell',
  'templates',
  'calendar',
  'outbox',
  'places',
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
