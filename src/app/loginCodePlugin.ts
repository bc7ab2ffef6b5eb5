import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rollup } from 'vite';
import { TOKEN_KEY } from '../api/storageKeys.ts';
import { chunksOf, filesBroughtBy } from './builtChunks.ts';

/** The id of the template that holds the login page's first paint in index.html. */
const FIRST_PAINT_ID = 'login-first-paint';

/**
 * A signed-out visit, which every address opens on the login page, gets that page before its
 * code has run. A short script at the top of index.html fetches the login page's own files with
 * the page (its chunk, the widgets it imports, their styles; the styles block the first paint);
 * another at its end puts the page's HTML, rendered at build time, into the root, where React
 * replaces it with the same page once the code has run. Until then the copy is inert: what is
 * typed into it would be lost. A signed-in visit fetches and shows none of it
 * (docs/decisions/082-login-code-against-bare-react.md,
 * docs/decisions/108-the-login-page-drawn-before-its-code.md).
 */
export function loginPageFirst(): Plugin {
  let loginModule = '';
  let firstPaintModule = '';
  let root = '';
  let mode = '';
  let base = '/';
  return {
    name: 'login-page-first',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      base = config.base;
      loginModule = resolve(root, 'src/views/login/LoginPage.tsx');
      firstPaintModule = resolve(root, 'src/app/loginFirstPaint.tsx');
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const login = [...chunks.values()].find((chunk) => chunk.facadeModuleId === loginModule);
        if (!login) return html;
        const files = filesBroughtBy(chunks, [login.fileName]);
        // The entry and what it imports are fetched by the page already.
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry === true).map((chunk) => chunk.fileName);
        const fetched = filesBroughtBy(chunks, entries);
        const early = [...files].filter((file) => !fetched.has(file)).map((file) => `${base}${file}`);
        const markup = await renderFirstPaint(root, mode, firstPaintModule);
        // Ahead of the entry's styles, which a script after them would wait for.
        const titleEnd = html.indexOf('</title>') + '</title>'.length;
        if (titleEnd < '</title>'.length) throw new Error('index.html has no <title>');
        return {
          html: `${html.slice(0, titleEnd)}\n    <script>${fetchLoginFilesScript(early)}</script>${html.slice(titleEnd)}`,
          tags: [
            { tag: 'template', attrs: { id: FIRST_PAINT_ID }, children: markup, injectTo: 'body' },
            { tag: 'script', children: showFirstPaintScript(), injectTo: 'body' },
          ],
        };
      },
    },
  };
}

/** True in the page when no session is stored: a signed-out visit. */
const signedOutCheck = `!localStorage.getItem(${JSON.stringify(TOKEN_KEY)})`;

/** Signed out: each of the login page's files, its styles as render-blocking stylesheets, its modules preloaded. */
function fetchLoginFilesScript(hrefs: readonly string[]): string {
  return (
    `try{if(${signedOutCheck})for(const href of ${JSON.stringify(hrefs)}){const link=document.createElement('link');` +
    `link.href=href;link.crossOrigin='';if(href.endsWith('.css')){link.rel='stylesheet';link.setAttribute('blocking','render')}` +
    `else link.rel='modulepreload';document.head.append(link)}}catch{}`
  );
}

/** Signed out: the template's page in the root, inert until React replaces it. */
function showFirstPaintScript(): string {
  return (
    `try{if(${signedOutCheck}){const root=document.getElementById('root');` +
    `root.append(document.getElementById(${JSON.stringify(FIRST_PAINT_ID)}).content);for(const child of root.children)child.inert=true}}catch{}`
  );
}

/**
 * Renders `src/app/loginFirstPaint.tsx` in Node: built on its own for the server with the same
 * mode and style plugin, so its class names are the ones the app's styles use.
 */
async function renderFirstPaint(root: string, mode: string, entry: string): Promise<string> {
  const built = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    build: { ssr: entry, write: false, rolldownOptions: { output: { codeSplitting: false } } },
    // One file with everything in it, so it runs from a folder of its own.
    ssr: { noExternal: true },
  });
  const code = serverChunkOf(built);
  const dir = mkdtempSync(join(tmpdir(), 'login-first-paint-'));
  try {
    const file = join(dir, 'loginFirstPaint.mjs');
    writeFileSync(file, code);
    const module: unknown = await import(pathToFileURL(file).href);
    if (!isRenderer(module)) throw new Error('src/app/loginFirstPaint.tsx exports no loginFirstPaint');
    return await module.loginFirstPaint();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function serverChunkOf(built: Awaited<ReturnType<typeof build>>): string {
  const outputs = Array.isArray(built) ? built : [built];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const entry = output.output.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
    if (entry) return entry.code;
  }
  throw new Error('the login page was not built for the server');
}

function isRenderer(module: unknown): module is { loginFirstPaint: () => Promise<string> } {
  return typeof module === 'object' && module !== null && 'loginFirstPaint' in module && typeof module.loginFirstPaint === 'function';
}
