import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { TOKEN_KEY } from '../api/storageKeys.ts';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Starts fetching the login page's code with the page itself when no one is signed in: a short
 * script in index.html adds a preload for each of its files, so they come down beside the app's
 * entry instead of after it has run (docs/decisions/082-login-code-against-bare-react.md). A
 * signed-in visit fetches none of it.
 */
export function loginCodeEarly(): Plugin {
  let loginModule = '';
  let base = '/';
  return {
    name: 'login-code-early',
    apply: 'build',
    configResolved(config) {
      loginModule = resolve(config.root, 'src/views/login/LoginPage.tsx');
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map<string, BuiltChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const login = [...chunks.values()].find((chunk) => chunk.facadeModuleId === loginModule);
        if (!login) return [];
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          chunk.imports.forEach(add);
        };
        add(login.fileName);
        // The entry and what it imports are fetched by the page already.
        const entry = [...chunks.values()].filter((chunk) => 'isEntry' in chunk && chunk.isEntry === true);
        const fetched = new Set<string>();
        const mark = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || fetched.has(fileName)) return;
          fetched.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) fetched.add(css);
          chunk.imports.forEach(mark);
        };
        entry.forEach((chunk) => mark(chunk.fileName));
        const early = [...files].filter((file) => !fetched.has(file)).map((file) => `${base}${file}`);
        const script =
          `try{if(!localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))for(const href of ${JSON.stringify(early)}){` +
          `const link=document.createElement('link');link.href=href;` +
          `link.crossOrigin='';if(href.endsWith('.css')){link.rel='preload';link.as='style'}else link.rel='modulepreload';document.head.append(link)}}catch{}`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
