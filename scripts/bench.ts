/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (or only those named on the command
 * line) one after another and prints their figures.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = join(import.meta.dirname, 'bench');
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

let failed = false;
for (const file of files) {
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  const module: { default: () => Promise<boolean | void> } = await import(pathToFileURL(join(dir, file)).href);
  const ok = await module.default();
  if (ok === false) failed = true;
}
process.exit(failed ? 1 : 0);
