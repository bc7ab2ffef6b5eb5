import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { fetchAllClients } from '../../src/api/clients';
import { envelope, signIn } from './helpers';

const clientsOf = (page: number) => [{ id: page * 10 + 1 }, { id: page * 10 + 2 }];

describe('fetchAllClients', () => {
  it('asks for pages 2..N all at once after the first, and joins them in page order', async () => {
    signIn();
    const requested: Array<{ page: number; search: string | null }> = [];
    // Each later page is held until the test lets it through; the answers leave in reverse.
    const held = new Map<number, () => void>();
    const answered: number[] = [];
    server.use(
      http.get('*/api/clients', async ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('pageNumber'));
        requested.push({ page, search: params.get('search') });
        if (page > 1) await new Promise<void>((release) => held.set(page, release));
        answered.push(page);
        return HttpResponse.json(envelope('200', { items: clientsOf(page), totalPages: 4, totalItems: 8, currentPage: page }));
      }),
    );

    const reads: number[][] = [];
    const all = fetchAllClients({ search: 'acme', onRead: (read) => void reads.push(read.clients.map((c) => c.id)) });
    // Every later page is asked for before any of them is answered.
    await vi.waitFor(() => expect([...held.keys()].sort()).toEqual([2, 3, 4]));
    expect(requested.map((r) => r.page).sort()).toEqual([1, 2, 3, 4]);
    // Later pages answer in reverse, so the order must come from the page number, not arrival.
    for (const page of [4, 3, 2]) {
      held.get(page)?.();
      await vi.waitFor(() => expect(answered).toContain(page));
    }
    const clients = await all;

    expect(requested[0]).toEqual({ page: 1, search: 'acme' });
    expect(requested.every((r) => r.search === 'acme')).toBe(true);
    expect(clients.map((c) => c.id)).toEqual([11, 12, 21, 22, 31, 32, 41, 42]);
    // Pages 4 and 3 are answered before 2: what has been read grows from page 1 without gaps
    // (each read is the start of the whole list), whatever order a busy machine delivers them in.
    expect(reads[0]).toEqual([11, 12]);
    expect(reads.at(-1)).toEqual([11, 12, 21, 22, 31, 32, 41, 42]);
    reads.forEach((read) => expect(read).toEqual(clients.map((c) => c.id).slice(0, read.length)));
    expect(reads.map((read) => read.length)).toEqual([...new Set(reads.map((read) => read.length))].sort((a, b) => a - b));
  });

  it('cancels the pages still in flight when its signal is aborted', async () => {
    signIn();
    const inFlight: number[] = [];
    const aborted: number[] = [];
    server.use(
      http.get('*/api/clients', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('pageNumber'));
        if (page === 1) return HttpResponse.json(envelope('OK', { items: clientsOf(1), totalPages: 3, totalItems: 6, currentPage: 1 }));
        inFlight.push(page);
        return new Promise<Response>((answer) => {
          request.signal.addEventListener('abort', () => {
            aborted.push(page);
            answer(HttpResponse.error());
          });
        });
      }),
    );
    const controller = new AbortController();
    const all = fetchAllClients({ signal: controller.signal });
    await vi.waitFor(() => expect(inFlight.sort()).toEqual([2, 3]));
    controller.abort();
    await expect(all).rejects.toThrow();
    await vi.waitFor(() => expect(aborted.sort()).toEqual([2, 3]));
  });

  it('stops after the first page when there is only one', async () => {
    signIn();
    const pages: number[] = [];
    server.use(
      http.get('*/api/clients', ({ request }) => {
        pages.push(Number(new URL(request.url).searchParams.get('pageNumber')));
        return HttpResponse.json(envelope('OK', { items: clientsOf(1), totalPages: 1, totalItems: 2, currentPage: 1 }));
      }),
    );
    await expect(fetchAllClients()).resolves.toHaveLength(2);
    expect(pages).toEqual([1]);
  });

  it('returns nothing for an empty list', async () => {
    signIn();
    server.use(
      http.get('*/api/clients', () => HttpResponse.json(envelope('OK', { items: [], totalPages: 0, totalItems: 0, currentPage: 1 }))),
    );
    await expect(fetchAllClients()).resolves.toEqual([]);
  });

  it('fails as a whole when any page fails', async () => {
    signIn();
    server.use(
      http.get('*/api/clients', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('pageNumber'));
        if (page === 3) return new HttpResponse(null, { status: 500 });
        return HttpResponse.json(envelope('OK', { items: clientsOf(page), totalPages: 3, totalItems: 6, currentPage: page }));
      }),
    );
    await expect(fetchAllClients()).rejects.toThrow('HTTP error! status: 500');
  });
});
