import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fetchMyJobs } from '../api/jobs';
import { keptAsOf, readKept } from '../api/readCache';
import type { MyJobsPage } from '../api/types';
import { readPagedListAddress, writePagedListAddress } from '../domain/listAddress';
import { MY_JOBS_PAGE_SIZE } from '../domain/review';
import { followAddressedPage, noAddress, type AddressChangedEvent } from './address';
import { untilAbandoned } from './untilAbandoned';
import { rereadWhenBack } from './rereadWhenBack';
import { loadFailure, type LoadMessages } from './loader.machine';

export interface MyJobsContext {
  userId: number;
  page: number;
  result: MyJobsPage | null;
  error: string | null;
  /** "HH:mm" when `result` is the page kept from then, read while the connection is down (docs/decisions/057-last-loaded-lists-offline.md). */
  asOf: string | null;
}

export type MyJobsEvent = { type: 'page.selected'; page: number } | { type: 'reload.requested' } | AddressChangedEvent;

export interface MyJobsInput {
  userId: number;
  /** The address's query string: `page` (docs/behaviour.md §2 "Lists keep their place"). */
  search?: string;
}

/**
 * docs/behaviour.md §8: a refusal shows the server's words (or 'Failed to fetch my jobs'); a call that
 * never succeeded shows 'Failed to load my jobs'.
 */
const MY_JOBS_MESSAGES: LoadMessages = { refused: 'Failed to fetch my jobs', failed: 'Failed to load my jobs' };

/** My Jobs: the signed-in user's jobs, one page of 10 at a time; the page is in the address. */
export const myJobsMachine = setup({
  types: {} as { context: MyJobsContext; events: MyJobsEvent; input: MyJobsInput },
  actors: {
    addressChanges: noAddress.addressChanges,
    loadPage: fromPromise<MyJobsPage, { userId: number; page: number }>(({ input, signal }) =>
      untilAbandoned(
        readKept(`myJobs:${input.userId}:${input.page}`, () =>
          fetchMyJobs({ userId: input.userId, pageNumber: input.page, pageSize: MY_JOBS_PAGE_SIZE }, signal),
        ),
        signal,
      ),
    ),
    rereadWhenBack: rereadWhenBack({ type: 'reload.requested' }),
  },
  actions: {
    selectPage: assign(({ event }) => {
      assertEvent(event, 'page.selected');
      return { page: event.page };
    }),
    followAddress: assign(({ event }) => {
      assertEvent(event, 'address.changed');
      return { page: readPagedListAddress(event.search) };
    }),
    /** Provided by the view: writes the address (a new history entry unless `replace`). */
    writeAddress: noAddress.writeAddress,
  },
  guards: {
    'address asks for another page': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      return readPagedListAddress(event.search) !== context.page;
    },
  },
}).createMachine({
  id: 'myJobs',
  context: ({ input }) => ({ userId: input.userId, page: readPagedListAddress(input.search ?? ''), result: null, error: null, asOf: null }),
  initial: 'loading',
  invoke: { id: 'address', src: 'addressChanges' },
  on: {
    'page.selected': {
      target: '.loading',
      actions: [
        'selectPage',
        { type: 'writeAddress', params: ({ context }) => ({ search: writePagedListAddress(context.page), replace: false }) },
      ],
      description: 'Another page replaces any request still running',
    },
    'address.changed': followAddressedPage,
    'reload.requested': { target: '.loading', description: 'Read again in every state: a read under way starts again' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ userId: context.userId, page: context.page }),
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ result: event.output, asOf: keptAsOf(event.output), error: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: loadFailure(event.error, MY_JOBS_MESSAGES) })) },
      },
    },
    loaded: { invoke: { id: 'rereadWhenBack', src: 'rereadWhenBack', input: ({ context }) => ({ asOf: context.asOf }) } },
    failed: {},
  },
});
