import { request } from './client';
import { PAGE, READ, REMOVED, SAVED, command, unwrap } from './envelope';
import { paths } from './paths';
import type { Client, ClientPayload, ClientUpdatePayload, Envelope, Paged } from './types';

export interface PageQuery {
  pageNumber: number;
  /** Unset or empty: no filter. */
  search?: string;
  signal?: AbortSignal;
}

/** One server page of clients (10 per page). */
export async function fetchClientsPage({ pageNumber, search, signal }: PageQuery): Promise<Paged<Client>> {
  const envelope = await request<Envelope<Paged<Client>>>(paths.clients, { query: { pageNumber, search }, signal });
  return unwrap(envelope, READ, 'Failed to load clients', PAGE);
}

/** What has been read so far: the clients of the pages read without a gap from page 1. */
export interface ClientsRead {
  clients: Client[];
  /** Every client on the server, as the first page reported. */
  totalItems: number;
}

export interface ReadAllOptions {
  search?: string;
  /** Aborting it cancels the pages still in flight. */
  signal?: AbortSignal;
  /** Hears each time the gap-free run of pages from page 1 grows. */
  onRead?: (read: ClientsRead) => void | Promise<void>;
}

/**
 * Every client: the first page tells how many pages there are, the rest are asked for at once
 * rather than one after another, and come back in page order. `onRead` lets a screen work on
 * what has arrived while the rest is read.
 */
export async function fetchAllClients({ search, signal, onRead }: ReadAllOptions = {}): Promise<Client[]> {
  const first = await fetchClientsPage({ pageNumber: 1, search, signal });
  const pages: Array<Client[] | undefined> = [first.items];
  let prefixPages = 1;
  let prefix = first.items;
  // Awaited so a screen can show the first rows before the other pages are asked for.
  await onRead?.({ clients: prefix, totalItems: first.totalItems });
  const remaining = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2);
  await Promise.all(
    remaining.map(async (pageNumber) => {
      pages[pageNumber - 1] = (await fetchClientsPage({ pageNumber, search, signal })).items;
      const before = prefixPages;
      while (pages[prefixPages]) prefixPages += 1;
      if (prefixPages === before) return;
      prefix = prefix.concat(...pages.slice(before, prefixPages).map((items) => items ?? []));
      await onRead?.({ clients: prefix, totalItems: first.totalItems });
    }),
  );
  return prefix;
}

/** The screen reloads its list after a save, so the saved record in the answer is not read. */
export async function createClient(payload: ClientPayload, signal?: AbortSignal): Promise<void> {
  await command(paths.clientCreate, { method: 'POST', body: payload, signal }, SAVED, 'Failed to create or update client');
}

export async function updateClient(payload: ClientUpdatePayload, signal?: AbortSignal): Promise<void> {
  await command(paths.clientUpdate, { method: 'POST', body: payload, signal }, SAVED, 'Failed to create or update client');
}

/** The product's "delete client": the server deactivates it. */
export async function deactivateClient(id: number, signal?: AbortSignal): Promise<void> {
  await command(paths.clientDeactivate, { method: 'POST', query: { id }, signal }, REMOVED, 'Failed to delete client');
}
