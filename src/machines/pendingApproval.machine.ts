import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { keptAsOf, readKept, sameStamp } from '../api/readCache';
import { fetchTasksToReview } from '../api/tasks';
import type { ReviewerPage } from '../api/types';
import { readReviewQueueAddress, sameReviewQueue, writeReviewQueueAddress, type ReviewQueueFilters } from '../domain/listAddress';
import { PENDING_PAGE_SIZE, reviewOrder } from '../domain/review';
import { noAddress, type AddressChangedEvent } from './address';
import { loadFailure } from './loader.machine';
import { PENDING_TASKS_MESSAGES } from './pendingToFinish.machine';
import { untilAbandoned } from './untilAbandoned';
import { rereadWhenBack } from './rereadWhenBack';

export interface PendingApprovalContext {
  reviewerId: number;
  /** By assignee, client and overdue; in the address with the page (docs/behaviour.md §2). */
  filters: ReviewQueueFilters;
  page: number;
  result: ReviewerPage | null;
  error: string | null;
  /** "HH:mm" when `result` is the page kept from then, read while the connection is down (docs/decisions/057-last-loaded-lists-offline.md). */
  asOf: string | null;
  /**
   * After a decision: the place of the reviewed card, so once the page has reloaded the
   * keyboard lands on the card that took its place (or the heading when none is left).
   */
  focusAt: number | null;
}

export type PendingApprovalEvent =
  | { type: 'page.selected'; page: number }
  /** A filter changed (or all were cleared): the queue reads again from page 1. */
  | { type: 'filters.changed'; filters: ReviewQueueFilters }
  | { type: 'reload.requested' }
  /** A review decision on this task has been stored and its message shown. */
  | { type: 'review.completed'; taskId: number }
  /** The view has moved focus where `focusAt` said. */
  | { type: 'focus.moved' }
  | AddressChangedEvent;

export interface PendingApprovalInput {
  reviewerId: number;
  /** The address's query string: filters and `page` (docs/behaviour.md §2 "Lists keep their place"). */
  search?: string;
}

const queueAddress = (context: PendingApprovalContext, replace: boolean) => ({
  search: writeReviewQueueAddress({ filters: context.filters, page: context.page }),
  replace,
});

interface LoadInput {
  reviewerId: number;
  page: number;
  filters: ReviewQueueFilters;
}

/** Only the filters that are set go to the server, so the unfiltered queue is the spec's call. */
function reviewQuery({ reviewerId, page, filters }: LoadInput) {
  return {
    reviewerId,
    pageNumber: page,
    pageSize: PENDING_PAGE_SIZE,
    assigneeId: filters.assigneeId ? Number(filters.assigneeId) : undefined,
    clientId: filters.clientId ? Number(filters.clientId) : undefined,
    overdue: filters.overdue || undefined,
  };
}

/** Pending Jobs to Approve: tasks waiting for the signed-in reviewer (docs/behaviour.md §6: fetched by reviewerId), filtered when asked. */
export const pendingApprovalMachine = setup({
  types: {} as { context: PendingApprovalContext; events: PendingApprovalEvent; input: PendingApprovalInput },
  actors: {
    addressChanges: noAddress.addressChanges,
    loadPage: fromPromise<ReviewerPage, LoadInput>(async ({ input, signal }) => {
      // Each list (filters and page) is kept on its own, for the reviewer who read it.
      const key = `reviewQueue:${input.reviewerId}:${writeReviewQueueAddress({ filters: input.filters, page: input.page })}`;
      const page = await untilAbandoned(
        readKept(key, () => fetchTasksToReview(reviewQuery(input), signal)),
        signal,
      );
      // Oldest hand-in first (docs/behaviour.md §2): the server pages in that order; a page is kept so too.
      return sameStamp(page, { ...page, items: reviewOrder(page.items) });
    }),
    rereadWhenBack: rereadWhenBack({ type: 'reload.requested' }),
  },
  guards: {
    'page is past the end': (_, params: { page: number; shown: number; totalPages: number }) =>
      params.shown === 0 && params.page > 1 && params.totalPages > 0,
    'address asks for another list': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      return !sameReviewQueue(readReviewQueueAddress(event.search), { filters: context.filters, page: context.page });
    },
  },
  actions: {
    selectPage: assign(({ event }) => {
      assertEvent(event, 'page.selected');
      return { page: event.page, focusAt: null };
    }),
    filter: assign(({ event }) => {
      assertEvent(event, 'filters.changed');
      return { filters: event.filters, page: 1, focusAt: null };
    }),
    rememberPlace: assign(({ context, event }) => {
      assertEvent(event, 'review.completed');
      const index = context.result?.items.findIndex((item) => item.taskId === event.taskId) ?? -1;
      return { focusAt: Math.max(0, index) };
    }),
    forgetPlace: assign({ focusAt: null }),
    followAddress: assign(({ event }) => {
      assertEvent(event, 'address.changed');
      const { filters, page } = readReviewQueueAddress(event.search);
      return { filters, page, focusAt: null };
    }),
    /** Provided by the view: writes the address (a new history entry unless `replace`). */
    writeAddress: noAddress.writeAddress,
  },
}).createMachine({
  id: 'pendingApproval',
  context: ({ input }) => ({
    reviewerId: input.reviewerId,
    ...readReviewQueueAddress(input.search ?? ''),
    result: null,
    error: null,
    asOf: null,
    focusAt: null,
  }),
  initial: 'loading',
  invoke: { id: 'address', src: 'addressChanges' },
  on: {
    'page.selected': {
      target: '.loading',
      actions: ['selectPage', { type: 'writeAddress', params: ({ context }) => queueAddress(context, false) }],
      description: 'Another page replaces any request still running',
    },
    'filters.changed': {
      target: '.loading',
      actions: ['filter', { type: 'writeAddress', params: ({ context }) => queueAddress(context, false) }],
      description: 'Other filters read the queue again from page 1, replacing any request still running',
    },
    'address.changed': {
      guard: 'address asks for another list',
      target: '.loading',
      actions: 'followAddress',
      description: 'Back, Forward or a link to other filters or another page shows them',
    },
    'reload.requested': { target: '.loading', description: 'Refresh reloads the current page' },
    'review.completed': {
      target: '.loading',
      actions: 'rememberPlace',
      description: 'A decision reloads the page and keeps the place of the reviewed card for the keyboard',
    },
    'focus.moved': { actions: 'forgetPlace' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ reviewerId: context.reviewerId, page: context.page, filters: context.filters }),
        onDone: [
          {
            guard: {
              type: 'page is past the end',
              params: ({ context, event }) => ({
                page: context.page,
                shown: event.output.items.length,
                totalPages: event.output.totalPages,
              }),
            },
            target: 'loading',
            reenter: true,
            description: 'The last task of the last page was reviewed: show the page before it',
            actions: [
              assign(({ event }) => ({ page: Math.max(1, event.output.totalPages) })),
              { type: 'writeAddress', params: ({ context }) => queueAddress(context, true) },
            ],
          },
          { target: 'loaded', actions: assign(({ event }) => ({ result: event.output, asOf: keptAsOf(event.output), error: null })) },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: loadFailure(event.error, PENDING_TASKS_MESSAGES), focusAt: null })),
        },
      },
    },
    loaded: { invoke: { id: 'rereadWhenBack', src: 'rereadWhenBack', input: ({ context }) => ({ asOf: context.asOf }) } },
    failed: {},
  },
});
