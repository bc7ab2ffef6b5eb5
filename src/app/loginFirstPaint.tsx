import { prerender } from 'react-dom/static';
import { App } from './App';

/**
 * The login page as the app first draws it for a signed-out visit, as HTML: built into
 * index.html so the page appears before its code has arrived
 * (docs/decisions/108-the-login-page-drawn-before-its-code.md). Run at build time only.
 */
export async function loginFirstPaint(): Promise<string> {
  const { prelude } = await prerender(<App location={{ hook: () => ['/login', () => {}], searchHook: () => '' }} />);
  return new Response(prelude).text();
}
