import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../api/client';
import { fetchMyJobs } from '../api/jobs';
import type { MyJobsPage } from '../api/types';
import { MY_JOBS_PAGE_SIZE } from '../domain/review';

export interface MyJobsContext {
  userId: number;
  page: number;
  result: MyJobsPage | null;
  error: string | null;
}

export type MyJobsEvent = { type: 'page.selected'; page: number } | { type: 'list.retry' };

/**
 * Spec §8: a refusal shows the server's words (or 'Failed to fetch my jobs'); a call that
 * never succeeded shows 'Failed to load my jobs'.
 */
export function myJobsFailure(error: unknown): string {
  return error instanceof ApiError && error.reason === 'rejected' ? error.message || 'Failed to fetch my jobs' : 'Failed to load my jobs';
}

/** My Jobs: the signed-in user's jobs, one page of 10 at a time. */
export const myJobsMachine = setup({
  types: {} as { context: MyJobsContext; events: MyJobsEvent; input: { userId: number } },
  actors: {
    loadPage: fromPromise<MyJobsPage, { userId: number; page: number }>(({ input }) =>
      fetchMyJobs({ userId: input.userId, pageNumber: input.page, pageSize: MY_JOBS_PAGE_SIZE }),
    ),
  },
  actions: {
    selectPage: assign(({ event }) => (event.type === 'page.selected' ? { page: event.page } : {})),
  },
}).createMachine({
  id: 'myJobs',
  context: ({ input }) => ({ userId: input.userId, page: 1, result: null, error: null }),
  initial: 'loading',
  on: {
    'page.selected': { target: '.loading', actions: 'selectPage', description: 'Another page replaces any request still running' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ userId: context.userId, page: context.page }),
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ result: event.output, error: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: myJobsFailure(event.error) })) },
      },
    },
    loaded: {},
    failed: {
      on: { 'list.retry': 'loading' },
    },
  },
});
