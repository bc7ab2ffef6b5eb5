import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { server } from '../../mocks/node';
import { prefetchScreenCode } from '../../src/app/screenCode';

const FILES = ['/assets/JobsPage.js', '/assets/JobsPage.css', '/assets/ClientsPage.js', '/assets/UsersPage.js'];

/** The browser's idle moments, handed out one at a time by the test. */
function idleMoments() {
  const waiting: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
  return {
    waiting: () => waiting.length,
    next: () => waiting.shift()?.(),
  };
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

describe("fetching the other screens' code while idle (src/app/screenCode.ts)", () => {
  it('reads the list in an idle moment, then adds one link per idle moment, never several in one task', async () => {
    server.use(http.get('*/screen-code.json', () => HttpResponse.json(FILES)));
    const idle = idleMoments();
    prefetchScreenCode('/screen-code.json');
    expect(idle.waiting()).toBe(1);
    idle.next();
    await waitFor(() => expect(prefetched()).toEqual([FILES[0]]));
    for (let added = 1; added < FILES.length; added++) {
      expect(idle.waiting()).toBe(1);
      idle.next();
      expect(prefetched()).toEqual(FILES.slice(0, added + 1));
    }
    expect(idle.waiting()).toBe(0);
  });

  it('adds nothing when the list cannot be read', async () => {
    let asked = 0;
    server.use(
      http.get('*/screen-code.json', () => {
        asked += 1;
        return HttpResponse.text('not a list', { status: 200 });
      }),
    );
    const idle = idleMoments();
    prefetchScreenCode('/screen-code.json');
    idle.next();
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetched()).toEqual([]);
    expect(idle.waiting()).toBe(0);
  });
});
