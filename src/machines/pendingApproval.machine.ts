import { assign, fromPromise, setup } from 'xstate';
import { fetchTasksToReview } from '../api/tasks';
import type { ReviewerPage } from '../api/types';
import { PENDING_PAGE_SIZE } from '../domain/review';
import { pendingFailure } from './pendingToFinish.machine';

export interface PendingApprovalContext {
  reviewerId: number;
  page: number;
  result: ReviewerPage | null;
  error: string | null;
}

export type PendingApprovalEvent = { type: 'page.selected'; page: number } | { type: 'list.refresh' };

/** Pending Jobs to Approve: tasks waiting for the signed-in reviewer (spec §6: fetched by reviewerId). */
export const pendingApprovalMachine = setup({
  types: {} as { context: PendingApprovalContext; events: PendingApprovalEvent; input: { reviewerId: number } },
  actors: {
    loadPage: fromPromise<ReviewerPage, { reviewerId: number; page: number }>(({ input }) =>
      fetchTasksToReview({ reviewerId: input.reviewerId, pageNumber: input.page, pageSize: PENDING_PAGE_SIZE }),
    ),
  },
  guards: {
    'page is past the end': (_, params: { page: number; shown: number; totalPages: number }) =>
      params.shown === 0 && params.page > 1 && params.totalPages > 0,
  },
  actions: {
    selectPage: assign(({ event }) => (event.type === 'page.selected' ? { page: event.page } : {})),
  },
}).createMachine({
  id: 'pendingApproval',
  context: ({ input }) => ({ reviewerId: input.reviewerId, page: 1, result: null, error: null }),
  initial: 'loading',
  on: {
    'page.selected': { target: '.loading', actions: 'selectPage', description: 'Another page replaces any request still running' },
    'list.refresh': { target: '.loading', description: 'Refresh reloads the current page' },
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
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: pendingFailure(event.error) })) },
      },
    },
    loaded: {},
    failed: {},
  },
});
