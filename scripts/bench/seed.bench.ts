/** `npm run bench seed`: how long the large mock seed (2,000 clients, 10,000 jobs, 50,000 tasks) takes to build. */
import { createSeedDb } from '../../mocks/db/seed';

const TARGET_MS = 2000;

export default async function benchSeed(): Promise<boolean> {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    createSeedDb('large', new Date());
    times.push(performance.now() - started);
  }
  const median = [...times].sort((a, b) => a - b)[1];
  console.log(
    `large seed: median ${median.toFixed(0)} ms over 3 builds (${times.map((t) => t.toFixed(0)).join(', ')}), target < ${TARGET_MS} ms`,
  );
  return median < TARGET_MS;
}
