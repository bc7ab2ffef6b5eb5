import { assign, fromPromise, setup } from 'xstate';
import { deactivateClient, fetchAllClients } from '../api/clients';
import { toUserMessage } from '../api/client';
import type { Client } from '../api/types';
import { clientPageCount, filterClients } from '../domain/clients';
import { createFormModalMachine } from './formModal.machine';

export interface ClientsContext {
  /** Every active client, as read from all server pages. */
  clients: Client[];
  search: string;
  /** 1-based page of the filtered list (spec §9: 10 per page, client-side). */
  page: number;
  error: string | null;
  /** The client whose details modal is open. */
  viewing: Client | null;
}

export type ClientsEvent =
  | { type: 'search.changed'; search: string }
  | { type: 'page.selected'; page: number }
  | { type: 'details.opened'; client: Client }
  | { type: 'details.closed' }
  | { type: 'list.reload' }
  | { type: 'clients.firstPage'; clients: Client[] };

const LOAD_FAILED = 'Failed to load clients';

function pageWithin(clients: readonly Client[], search: string, page: number): number {
  return Math.min(Math.max(1, page), clientPageCount(filterClients(clients, search).length));
}

/**
 * The clients screen: every client is read (first page, then the rest at once), then searched
 * and paged in the browser. A reload keeps the rows on screen until the new ones arrive.
 */
export const clientsMachine = setup({
  types: {} as { context: ClientsContext; events: ClientsEvent },
  actors: {
    loadClients: fromPromise<Client[], { onFirstPage: (clients: Client[]) => void }>(({ input }) =>
      fetchAllClients(undefined, (page) => {
        input.onFirstPage(page.items);
        // One task's pause lets the first rows reach the screen before 199 more answers arrive.
        return new Promise((resolve) => setTimeout(resolve, 0));
      }),
    ),
  },
  actions: {
    setSearch: assign(({ event }) => (event.type === 'search.changed' ? { search: event.search, page: 1 } : {})),
    setPage: assign(({ context, event }) =>
      event.type === 'page.selected' ? { page: pageWithin(context.clients, context.search, event.page) } : {},
    ),
    openDetails: assign(({ event }) => (event.type === 'details.opened' ? { viewing: event.client } : {})),
    closeDetails: assign({ viewing: null }),
  },
  guards: {
    'nothing is listed yet': ({ context }) => context.clients.length === 0,
  },
}).createMachine({
  id: 'clients',
  context: { clients: [], search: '', page: 1, error: null, viewing: null },
  initial: 'loading',
  on: {
    'search.changed': { actions: 'setSearch' },
    'details.closed': { actions: 'closeDetails' },
  },
  states: {
    loading: {
      initial: 'reading',
      invoke: {
        id: 'loadClients',
        src: 'loadClients',
        input: ({ self }) => ({ onFirstPage: (clients: Client[]) => self.send({ type: 'clients.firstPage', clients }) }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            clients: event.output,
            error: null,
            page: pageWithin(event.output, context.search, context.page),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, LOAD_FAILED) })),
        },
      },
      states: {
        reading: {
          on: {
            'clients.firstPage': {
              guard: 'nothing is listed yet',
              target: 'showingFirstPage',
              actions: assign(({ event }) => ({ clients: event.clients })),
              description: 'On first opening, the first rows show while the other pages are read',
            },
          },
        },
        showingFirstPage: {
          on: { 'details.opened': { actions: 'openDetails' } },
        },
      },
    },
    loaded: {
      on: {
        'page.selected': { actions: 'setPage' },
        'details.opened': { actions: 'openDetails' },
        'list.reload': { target: 'loading', description: 'After a save or delete the list is read again' },
      },
    },
    failed: {
      on: { 'list.reload': { target: 'loading' } },
    },
  },
});

export const CLIENT_DELETE_FAILED = 'Failed to delete client';

/** Delete (deactivate) one client after the user confirms; success shows 1.5 s, then the list reloads. */
export const clientDeleteMachine = createFormModalMachine<Record<string, never>, Client, void>(
  'clientDelete',
  {
    submit: ({ subject }) => (subject ? deactivateClient(subject.id) : Promise.reject(new Error(CLIENT_DELETE_FAILED))),
    failureMessage: CLIENT_DELETE_FAILED,
  },
  {},
);
