import type { Rollup } from 'vite';

/**
 * The build's chunks as the two build plugins read them (loginCodePlugin.ts, screenCodePlugin.ts):
 * which files a chunk brings when it loads.
 */
export type BuiltChunk = Rollup.OutputChunk;

/** The bundle's chunks by file name. */
export function chunksOf(bundle: Rollup.OutputBundle): Map<string, BuiltChunk> {
  const chunks = new Map<string, BuiltChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}

/** Every file the chunks `fileNames` bring: each chunk, its styles and what it imports, in turn. */
export function filesBroughtBy(chunks: Map<string, BuiltChunk>, fileNames: readonly string[]): Set<string> {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(add);
  };
  fileNames.forEach(add);
  return files;
}
