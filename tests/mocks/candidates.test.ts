/**
 * The mock finds the handlers that may answer a request before msw matches them
 * (mocks/handlers/candidates.ts). It may only narrow: every handler msw itself would match for a
 * request is among its candidates, for every handler's own address written the ways a client
 * may write it, under every method.
 */
import { describe, expect, it } from 'vitest';
import { HttpHandler } from 'msw';
import { handlers } from '../../mocks/handlers';
import { candidatesFor } from '../../mocks/handlers/candidates';

const candidates = candidatesFor(handlers);
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:8787/base'];

/** Addresses a handler's path stands for: its parameters filled in, with and without a trailing slash, in either case. */
function addressesOf(path: string): string[] {
  const filled = path.replace(/:[A-Za-z0-9_]+/g, 'a%20b-7').replace(/^\*/, '');
  return ORIGINS.flatMap((origin) => [
    `${origin}${filled}`,
    `${origin}${filled}/`,
    `${origin}${filled.toUpperCase()}`,
    `${origin}${filled}?page=2`,
  ]);
}

const httpHandlers = handlers.filter((handler) => handler instanceof HttpHandler);
const paths = [...new Set(httpHandlers.map((handler) => String(handler.info.path)))];

describe('the handlers a request may reach', () => {
  it('include every handler msw matches, for every address the mock serves', async () => {
    const missed: string[] = [];
    for (const url of paths.flatMap(addressesOf)) {
      for (const method of METHODS) {
        const request = new Request(url, { method });
        const offered = candidates(request);
        for (const handler of handlers) {
          if ((await handler.test({ request })) && !offered.includes(handler)) missed.push(`${method} ${url}: ${handler.info.header}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('are few for one address, in the handlers’ own order', () => {
    const request = new Request('http://localhost:3000/api/user/12', { method: 'GET' });
    const offered = candidates(request);
    expect(offered.map((handler) => handler.info.header)).toEqual(['GET */api/user/:id']);
    expect(candidates(new Request('http://localhost:3000/nowhere', { method: 'GET' }))).toEqual([]);
  });

  it('keep every handler whose path it cannot read', () => {
    const custom = new HttpHandler(
      'GET',
      () => true,
      () => undefined,
    );
    const pattern = new HttpHandler('GET', /\/api\/.+/, () => undefined);
    const offered = candidatesFor([custom, pattern])(new Request('http://localhost:3000/other', { method: 'POST' }));
    expect(offered).toEqual([custom, pattern]);
  });
});
