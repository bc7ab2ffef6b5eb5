/**
 * `npm run bench csv`: builds the report CSV for 50,000 rows as the Download Reports screen
 * does (slices with a pause between them) and prints the total time, the longest slice (the
 * longest the page would be blocked) and the peak heap. Targets: under 1 s in total and no
 * slice over 200 ms.
 */
import { performance } from 'node:perf_hooks';
import type { ReportRow } from '../../src/api/types';
import { buildReportsCsv, buildReportsCsvParts } from '../../src/domain/csv';

const ROWS = 50_000;
const TOTAL_TARGET_MS = 1000;
const SLICE_TARGET_MS = 200;

function makeRows(count: number): ReportRow[] {
  const base = Date.UTC(2026, 0, 1);
  const day = 86_400_000;
  const iso = (offset: number) => new Date(base + offset).toISOString();
  return Array.from({ length: count }, (_, i) => ({
    taskName: i % 97 === 0 ? `=HYPERLINK("task ${i}")` : `Task ${i}, quarterly "close"`,
    jobName: `Job ${i % 10_000} for Client ${i % 2000}`,
    assignedTo: 'Chiamaka Okafor',
    creator: 'Admin User',
    verifier: i % 3 === 0 ? null : 'Babatunde Adeyemi',
    taskStatus: ['Active', 'Verified', 'Pending', 'Ongoing not done by user'][i % 4],
    jobStatus: ['Active', 'Verified', 'Done'][i % 3],
    reworkCount: i % 5,
    jobStartDate: iso(i * 60_000),
    endDate: iso(i * 60_000 + 10 * day),
    dateAssigned: iso(i * 60_000 + day),
    dateFinished: i % 2 === 0 ? iso(i * 60_000 + 5 * day) : null,
    dateAproved: i % 4 === 1 ? iso(i * 60_000 + 6 * day) : null,
    jobEndDate: iso(i * 60_000 + 30 * day),
    jobFinishedDate: i % 6 === 0 ? iso(i * 60_000 + 20 * day) : null,
  }));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default async function csvBench(): Promise<boolean> {
  const rows = makeRows(ROWS);
  // Warm the JIT once on a small slice so the figure is the steady cost a user would see.
  buildReportsCsv(rows.slice(0, 2000));

  const heapBefore = process.memoryUsage().heapUsed;
  let peakHeap = heapBefore;
  let longestSlice = 0;
  let sliceStart = performance.now();
  const sample = () => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  };

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const parts = await buildReportsCsvParts(rows, {
    pause: () => {
      longestSlice = Math.max(longestSlice, performance.now() - sliceStart);
      sample();
      return new Promise<void>((resolve) =>
        setImmediate(() => {
          sliceStart = performance.now();
          resolve();
        }),
      );
    },
  });
  longestSlice = Math.max(longestSlice, performance.now() - sliceStart);
  const blob = new Blob(parts, { type: 'application/vnd.ms-excel;charset=utf-8' });
  const total = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  sample();

  const syncStarted = performance.now();
  buildReportsCsv(rows);
  const syncTotal = performance.now() - syncStarted;
  sample();

  console.log(`rows: ${ROWS.toLocaleString('en')}, file: ${mb(blob.size)} in ${parts.length} parts`);
  console.log(`sliced build + Blob: ${total.toFixed(0)} ms (target < ${TOTAL_TARGET_MS} ms)`);
  console.log(
    `CPU time of that build: ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms (wall time above includes waiting for a shared CPU)`,
  );
  console.log(`longest slice (main thread blocked): ${longestSlice.toFixed(1)} ms (target < ${SLICE_TARGET_MS} ms)`);
  console.log(`one string, no slices (reference only, not used by the screen): ${syncTotal.toFixed(0)} ms`);
  console.log(`peak heap: ${mb(peakHeap)} (${mb(peakHeap - heapBefore)} above the rows themselves)`);
  console.log(`rss: ${mb(process.memoryUsage().rss)}`);
  return total < TOTAL_TARGET_MS && longestSlice < SLICE_TARGET_MS;
}
