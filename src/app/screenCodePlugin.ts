import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SCREEN_CODE_FILE } from './screenCodeFile.ts';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

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
      const chunks = new Map<string, BuiltChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const files = new Set<string>();
      const add = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        chunk.imports.forEach(add);
      };
      for (const chunk of chunks.values())
        if (chunk.isDynamicEntry && chunk.facadeModuleId && screens.has(chunk.facadeModuleId)) add(chunk.fileName);
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_CODE_FILE,
        source: JSON.stringify([...files].sort().map((file) => `${base}${file}`)),
      });
    },
  };
}
