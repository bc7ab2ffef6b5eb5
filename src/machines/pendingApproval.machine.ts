import { assign, fromPromise, setup } from 'xstate';
import { fetchTasksToReview } from '../api/tasks';
import type { ReviewerPage } from '../api/types';
import { PENDING_PAGE_SIZE, reviewOrder } from '../domain/review';
import { pendingFailure } from './pendingToFinish.machine';

export interface PendingApprovalContext {
  reviewerId: number;
  page: number;
  result: ReviewerPage | null;
  error: string | null;
  /**
   * After a decision: the place of the reviewed card, so once the page has reloaded the
   * keyboard lands on the card that took its place (or the heading when none is left).
   */
  focusAt: number | null;
}

export type PendingApprovalEvent =
  | { type: 'page.selected'; page: number }
  | { type: 'list.refresh' }
  /** A review decision on this task has been stored and its message shown. */
  | { type: 'review.completed'; taskId: number }
  /** The view has moved focus where `focusAt` said. */
  | { type: 'focus.moved' };

/** Pending Jobs to Approve: tasks waiting for the signed-in reviewer (spec §6: fetched by reviewerId). */
export const pendingApprovalMachine = setup({
  types: {} as { context: PendingApprovalContext; events: PendingApprovalEvent; input: { reviewerId: number } },
  actors: {
    loadPage: fromPromise<ReviewerPage, { reviewerId: number; page: number }>(async ({ input }) => {
      const page = await fetchTasksToReview({ reviewerId: input.reviewerId, pageNumber: input.page, pageSize: PENDING_PAGE_SIZE });
      // Oldest hand-in first (docs/behaviour.md §2): the server pages in that order; a page is kept so too.
      return { ...page, items: reviewOrder(page.items) };
    }),
  },
  guards: {
    'page is past the end': (_, params: { page: number; shown: number; totalPages: number }) =>
      params.shown === 0 && params.page > 1 && params.totalPages > 0,
  },
  actions: {
    selectPage: assign(({ event }) => (event.type === 'page.selected' ? { page: event.page, focusAt: null } : {})),
    rememberPlace: assign(({ context, event }) => {
      if (event.type !== 'review.completed') return {};
      const index = context.result?.items.findIndex((item) => item.taskId === event.taskId) ?? -1;
      return { focusAt: Math.max(0, index) };
    }),
    forgetPlace: assign({ focusAt: null }),
  },
}).createMachine({
  id: 'pendingApproval',
  context: ({ input }) => ({ reviewerId: input.reviewerId, page: 1, result: null, error: null, focusAt: null }),
  initial: 'loading',
  on: {
    'page.selected': { target: '.loading', actions: 'selectPage', description: 'Another page replaces any request still running' },
    'list.refresh': { target: '.loading', description: 'Refresh reloads the current page' },
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
        input: ({ context }) => ({ reviewerId: context.reviewerId, page: context.page }),
        onDone: [
          {
            guard: {
              type: 'page is past the end',
              params: ({ context, event }) => ({ page: context.page, shown: event.output.items.length, totalPages: event.output.totalPages }),
            },
            target: 'loading',
            reenter: true,
            description: 'The last task of the last page was reviewed: show the page before it',
            actions: assign(({ event }) => ({ page: Math.max(1, event.output.totalPages) })),
          },
          { target: 'loaded', actions: assign(({ event }) => ({ result: event.output, error: null })) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: pendingFailure(event.error), focusAt: null })) },
      },
    },
    loaded: {},
    failed: {},
  },
});
