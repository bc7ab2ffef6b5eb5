import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SCREEN_CODE_FILE } from './screenCodeFile.ts';
import { chunksOf, filesBroughtBy } from './builtChunks.ts';

/**
 * Writes SCREEN_CODE_FILE: the built files every screen of the route table needs, as
 * src/app/screens.ts imports them (its chunk, the chunks it imports and their styles), so the signed-in app can have the browser fetch them
 * while idle without running them (src/app/screenCode.ts,
 * docs/decisions/081-screen-code-fetched-not-run.md).
 */
export function screenCodeList(): Plugin {
  let routesModule = '';
  let base = '/';
  return {
    name: 'screen-code-list',
    apply: 'build',
    config(config) {
      // Only a build has the list; the dev server and the tests fetch each screen's code when wanted.
      return { define: { 'import.meta.env.VITE_SCREEN_CODE_LIST': JSON.stringify(`${config.base ?? '/'}${SCREEN_CODE_FILE}`) } };
    },
    configResolved(config) {
      routesModule = resolve(config.root, 'src/app/screens.ts');
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const screens = new Set(this.getModuleInfo(routesModule)?.dynamicallyImportedIds ?? []);
      const chunks = chunksOf(bundle);
      const screenChunks = [...chunks.values()]
        .filter((chunk) => chunk.isDynamicEntry === true && chunk.facadeModuleId !== null && screens.has(chunk.facadeModuleId))
        .map((chunk) => chunk.fileName);
      const files = filesBroughtBy(chunks, screenChunks);
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_CODE_FILE,
        source: JSON.stringify([...files].sort().map((file) => `${base}${file}`)),
      });
    },
  };
}
