import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The built worker's file name, at the root of the site (its scope is the whole app). */
export const SHELL_WORKER_FILE = 'sw.js';

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * In a build aimed at a real API, writes the app shell's worker (src/serviceWorker/shellWorker.js)
 * to sw.js with the list of built files to keep and a cache named after their content, so a new
 * build replaces the old cache (docs/decisions/056-the-shell-worker-and-the-mock-worker.md).
 * A mock build gets no sw.js: msw's worker serves that scope.
 */
export function shellWorker(realApi: boolean): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'shell-worker',
    apply: 'build',
    // After drop-mock-worker, so the list never names the mock's workers.
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle() {
      if (!realApi) return;
      const files = filesUnder(outDir)
        .filter((file) => file !== SHELL_WORKER_FILE && !file.endsWith('.map'))
        .sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
      const cache = `workflow-shell-${hash.digest('hex').slice(0, 16)}`;
      const source = readFileSync(resolve(import.meta.dirname, 'shellWorker.js'), 'utf8');
      const head = `const SHELL_CACHE = ${JSON.stringify(cache)};\nconst SHELL_FILES = ${JSON.stringify(files.map((file) => `${base}${file}`))};\n`;
      writeFileSync(join(outDir, SHELL_WORKER_FILE), head + source);
    },
  };
}
