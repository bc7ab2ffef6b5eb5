import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { deactivateClient, fetchAllClients, type ClientsRead } from '../api/clients';
import { loadFailure, oneMessage } from './loader.machine';
import type { Client } from '../api/types';
import { clientPageCount, filterClients } from '../domain/clients';
import { readSearchedListAddress, writeSearchedListAddress } from '../domain/listAddress';
import { noAddress, type AddressWrite, type SearchedListEvent } from './address';
import { createFormModalMachine } from './formModal.machine';
import { untilAbandoned } from './untilAbandoned';

export interface ClientsContext {
  /** Every active client once all server pages are read; while reading, those read so far. */
  clients: Client[];
  /** How many clients the server has, known from its first page. */
  totalItems: number;
  search: string;
  /** 1-based page of the filtered list (docs/behaviour.md §9: 10 per page, client-side). */
  page: number;
  error: string | null;
  /** The client whose details modal is open. */
  viewing: Client | null;
}

export type ClientsEvent = SearchedListEvent | { type: 'details.opened'; client: Client } | ({ type: 'clients.read' } & ClientsRead);

export interface ClientsInput {
  /** The address's query string: `q` and `page` (docs/behaviour.md §2 "Lists keep their place"). */
  search?: string;
}

/** Typing replaces the history entry (one per search, not per key); a page adds one. */
const addressOf = (context: Pick<ClientsContext, 'search' | 'page'>, replace: boolean): AddressWrite => ({
  search: writeSearchedListAddress({ search: context.search, page: context.page }),
  replace,
});

const LOAD_FAILED = 'Failed to load clients';

function pageWithin(clients: readonly Client[], search: string, page: number): number {
  return Math.min(Math.max(1, page), clientPageCount(filterClients(clients, search).length));
}

/**
 * While the rest is read, the rows read so far are shown at most this often: answers arrive
 * by the hundred, and drawing the table for each would slow the reading itself.
 */
const SHOW_READ_EVERY_MS = 150;

/**
 * Reads every client, telling `show` what has been read: the first page at once (with a pause
 * so it is drawn before the other pages are asked for), then at most every SHOW_READ_EVERY_MS.
 */
function readAllClients(show: (read: ClientsRead) => void, signal: AbortSignal): Promise<Client[]> {
  let latest: ClientsRead | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const showLatest = () => {
    timer = undefined;
    if (latest && !signal.aborted) show(latest);
  };
  let first = true;
  const onRead = (read: ClientsRead): Promise<void> | void => {
    latest = read;
    if (first) {
      first = false;
      showLatest();
      return new Promise((resolve) => setTimeout(resolve, 0));
    }
    timer ??= setTimeout(showLatest, SHOW_READ_EVERY_MS);
  };
  // Leaving the screen, or a reload, cancels the pages still in flight.
  return untilAbandoned(fetchAllClients({ signal, onRead }), signal).finally(() => clearTimeout(timer));
}

/**
 * The clients screen: every client is read (first page, then the rest at once), then searched
 * and paged in the browser. On first opening, the rows read so far can be searched, paged and
 * worked on while the rest arrive. A reload keeps the rows on screen until the new ones arrive.
 */
export const clientsMachine = setup({
  types: {} as { context: ClientsContext; events: ClientsEvent; input: ClientsInput },
  actors: {
    addressChanges: noAddress.addressChanges,
    loadClients: fromPromise<Client[], { show: (read: ClientsRead) => void }>(({ input, signal }) => readAllClients(input.show, signal)),
  },
  actions: {
    setSearch: assign(({ event }) => {
      assertEvent(event, 'search.changed');
      return { search: event.search, page: 1 };
    }),
    setPage: assign(({ context, event }) => {
      assertEvent(event, 'page.selected');
      return { page: pageWithin(context.clients, context.search, event.page) };
    }),
    openDetails: assign(({ event }) => {
      assertEvent(event, 'details.opened');
      return { viewing: event.client };
    }),
    closeDetails: assign({ viewing: null }),
    showRead: assign(({ event }) => {
      assertEvent(event, 'clients.read');
      return { clients: event.clients, totalItems: event.totalItems };
    }),
    followAddress: assign(({ context, event }) => {
      assertEvent(event, 'address.changed');
      const query = readSearchedListAddress(event.search);
      // Before anything is read the page cannot be checked; the read's end checks it.
      const page = context.clients.length > 0 ? pageWithin(context.clients, query.search, query.page) : query.page;
      return { search: query.search, page };
    }),
    /** Provided by the view: writes the address (a new history entry unless `replace`). */
    writeAddress: noAddress.writeAddress,
  },
  guards: {
    'nothing is listed yet': ({ context }) => context.clients.length === 0,
    'address asks for another list': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      return writeSearchedListAddress(readSearchedListAddress(event.search)) !== writeSearchedListAddress(context);
    },
  },
}).createMachine({
  id: 'clients',
  context: ({ input }) => ({ clients: [], totalItems: 0, ...readSearchedListAddress(input?.search ?? ''), error: null, viewing: null }),
  initial: 'loading',
  invoke: { id: 'address', src: 'addressChanges' },
  on: {
    'search.changed': { actions: ['setSearch', { type: 'writeAddress', params: ({ context }) => addressOf(context, true) }] },
    'details.closed': { actions: 'closeDetails' },
    'address.changed': {
      guard: 'address asks for another list',
      actions: 'followAddress',
      description: 'Back, Forward or a link to another search or page shows it',
    },
    'reload.requested': {
      target: '.loading',
      description: 'A save or delete made elsewhere is read at once, in every state: a read under way starts again',
    },
  },
  states: {
    loading: {
      initial: 'reading',
      invoke: {
        id: 'loadClients',
        src: 'loadClients',
        input: ({ self }) => ({ show: (read: ClientsRead) => self.send({ type: 'clients.read', ...read }) }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            clients: event.output,
            totalItems: event.output.length,
            error: null,
            page: pageWithin(event.output, context.search, context.page),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: loadFailure(event.error, oneMessage(LOAD_FAILED)) })),
        },
      },
      states: {
        reading: {
          on: {
            'clients.read': {
              guard: 'nothing is listed yet',
              target: 'showingRowsRead',
              actions: 'showRead',
              description: 'On first opening, the first rows show while the other pages are read',
            },
          },
        },
        showingRowsRead: {
          on: {
            'clients.read': { actions: 'showRead' },
            'page.selected': { actions: ['setPage', { type: 'writeAddress', params: ({ context }) => addressOf(context, false) }] },
            'details.opened': { actions: 'openDetails' },
          },
        },
      },
    },
    loaded: {
      on: {
        'page.selected': { actions: ['setPage', { type: 'writeAddress', params: ({ context }) => addressOf(context, false) }] },
        'details.opened': { actions: 'openDetails' },
      },
    },
    failed: {},
  },
});

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
