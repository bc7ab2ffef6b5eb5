import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { TOKEN_KEY } from '../api/storageKeys.ts';
import { chunksOf, filesBroughtBy } from './builtChunks.ts';

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
        const chunks = chunksOf(bundle);
        const login = [...chunks.values()].find((chunk) => chunk.facadeModuleId === loginModule);
        if (!login) return [];
        const files = filesBroughtBy(chunks, [login.fileName]);
        // The entry and what it imports are fetched by the page already.
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry === true).map((chunk) => chunk.fileName);
        const fetched = filesBroughtBy(chunks, entries);
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
