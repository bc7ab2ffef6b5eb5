import { request, unwrap } from './client';
import { READ, REMOVED, SAVED } from './envelope';
import { paths } from './paths';
import type { Client, ClientPayload, ClientUpdatePayload, Envelope, Paged } from './types';

export interface PageQuery {
  pageNumber: number;
  /** Unset or empty: no filter. */
  search?: string;
}

/** One server page of clients (10 per page). */
export async function fetchClientsPage({ pageNumber, search }: PageQuery): Promise<Paged<Client>> {
  const envelope = await request<Envelope<Paged<Client>>>(paths.clients, { query: { pageNumber, search } });
  return unwrap(envelope, READ, 'Failed to load clients');
}

/**
 * Every client: the first page tells how many pages there are, the rest are asked for at once
 * rather than one after another, and come back in page order.
 */
export async function fetchAllClients(
  search?: string,
  onFirstPage?: (page: Paged<Client>) => void | Promise<void>,
): Promise<Client[]> {
  const first = await fetchClientsPage({ pageNumber: 1, search });
  // Lets a screen show the first rows before the other pages are asked for.
  await onFirstPage?.(first);
  const remaining = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2);
  const pages = await Promise.all(remaining.map((pageNumber) => fetchClientsPage({ pageNumber, search })));
  return [first, ...pages].flatMap((page) => page.items);
}

export async function createClient(payload: ClientPayload): Promise<Client> {
  const envelope = await request<Envelope<Client>>(paths.clientCreate, { method: 'POST', body: payload });
  return unwrap(envelope, SAVED, 'Failed to create or update client');
}

export async function updateClient(payload: ClientUpdatePayload): Promise<Client> {
  const envelope = await request<Envelope<Client>>(paths.clientUpdate, { method: 'POST', body: payload });
  return unwrap(envelope, SAVED, 'Failed to create or update client');
}

/** The product's "delete client": the server deactivates it. */
export async function deactivateClient(id: number): Promise<void> {
  const envelope = await request<Envelope<null>>(paths.clientDeactivate, { method: 'POST', query: { id } });
  unwrap(envelope, REMOVED, 'Failed to delete client');
}
