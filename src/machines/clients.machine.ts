import type { ActorRefFromLogic } from 'xstate';
import { deactivateClient, fetchAllClients, type ClientsRead } from '../api/clients';
import { oneMessage } from './loader.machine';
import type { Client } from '../api/types';
import { clientPageCount, filterClients } from '../domain/clients';
import { readSearchedListAddress, writeSearchedListAddress, type SearchedListQuery } from '../domain/listAddress';
import { createDetailsModalMachine } from './detailsModal.machine';
import { createFormModalMachine } from './formModal.machine';
import { createListMachine, type ListInput, type ListPage } from './list.machine';

/** Every active client once all server pages are read; while reading, those read so far (`totalItems`: how many the server has). */
export type ClientsList = ListPage<Client>;

/** The address's query string: `q` and `page` (docs/behaviour.md §2 "Lists keep their place"). */
export type ClientsInput = ListInput<object>;

/** The search and the 1-based page of the filtered list (docs/behaviour.md §9: 10 per page, in the browser). */
export type ClientsQuery = SearchedListQuery;

const LOAD_FAILED = 'Failed to load clients';

const listOf = (clients: Client[], totalItems: number): ClientsList => ({
  items: clients,
  totalItems,
  totalPages: clientPageCount(totalItems),
});

/**
 * While the rest is read, the rows read so far are shown at most this often: answers arrive
 * by the hundred, and drawing the table for each would slow the reading itself.
 */
const SHOW_READ_EVERY_MS = 150;

/**
 * Reads every client, telling `show` what has been read: the first page at once (with a pause
 * so it is drawn before the other pages are asked for); then, as the others arrive, what is
 * read at once if nothing was shown in the last SHOW_READ_EVERY_MS, else the latest when they
 * are up.
 */
async function readAllClients(show: (part: ClientsList) => void, signal: AbortSignal): Promise<ClientsList> {
  let latest: ClientsRead | null = null;
  let shown: ClientsRead | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const showLatest = () => {
    if (!latest || latest === shown) return;
    shown = latest;
    show(listOf(latest.clients, latest.totalItems));
  };
  /** Shows what is read now, then nothing more until SHOW_READ_EVERY_MS have passed. */
  const showThenWait = () => {
    showLatest();
    timer = setTimeout(() => {
      timer = undefined;
      if (latest !== shown) showThenWait();
    }, SHOW_READ_EVERY_MS);
  };
  let first = true;
  const onRead = (read: ClientsRead): Promise<void> | void => {
    latest = read;
    if (first) {
      // Drawn before the other pages are asked for, so it waits on none of their answers.
      first = false;
      showLatest();
      return new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (timer === undefined) showThenWait();
  };
  // Leaving the screen, or a reload, cancels the pages still in flight (the factory's signal).
  try {
    const clients = await fetchAllClients({ signal, onRead });
    return listOf(clients, clients.length);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The clients list (docs/behaviour.md §2 Clients Management): every client is read (the first
 * server page, then the rest at once), then searched as typed and paged in the browser, 10 a
 * page; the search and the page live in the address. On first opening, the rows read so far
 * can be searched, paged and worked on while the rest arrive (the factory's `inParts`); a
 * reload keeps the rows on screen until the new ones arrive.
 */
export const clientsMachine = createListMachine<object, ClientsQuery, ClientsList, never>('clients', {
  read: (_query, _fixed, signal, showPart) => readAllClients(showPart, signal),
  address: { read: readSearchedListAddress, write: writeSearchedListAddress },
  messages: () => oneMessage(LOAD_FAILED),
  search: {
    textOf: (query) => query.search,
    withText: (_query, text) => ({ search: text, page: 1 }),
    applies: 'as typed',
  },
  inParts: { pageCount: (whole, query) => clientPageCount(filterClients(whole.items, query.search).length) },
});

export type ClientsListRef = ActorRefFromLogic<typeof clientsMachine>;

/** Every field of one client, read-only (the View action). */
export const clientDetailsMachine = createDetailsModalMachine<Client>('clientDetails');

export const CLIENT_DELETE_FAILED = 'Failed to delete client';

/** Delete (deactivate) one client after the user confirms; success shows 1.5 s, then the list reloads. */
export const clientDeleteMachine = createFormModalMachine<Record<string, never>, Client, void>(
  'clientDelete',
  {
    submit: ({ subject }, signal) => (subject ? deactivateClient(subject.id, signal) : Promise.reject(new Error(CLIENT_DELETE_FAILED))),
    failureMessage: CLIENT_DELETE_FAILED,
  },
  {},
);
