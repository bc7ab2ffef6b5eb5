import { readKept, sameStamp } from '../api/readCache';
import { fetchTasksToReview } from '../api/tasks';
import type { ReviewerPage } from '../api/types';
import { readReviewQueueAddress, writeReviewQueueAddress, type ReviewQueueQuery } from '../domain/listAddress';
import { PENDING_PAGE_SIZE, reviewOrder } from '../domain/review';
import { createListMachine, type ListInput } from './list.machine';
import { PENDING_TASKS_MESSAGES } from './pendingToFinish.machine';

/** The signed-in reviewer, and the address's query string: filters and `page` (docs/behaviour.md §2 "Lists keep their place"). */
export type PendingApprovalInput = ListInput<{ reviewerId: number }>;

/** Only the filters that are set go to the server, so the unfiltered queue is the spec's call. */
function reviewQuery(reviewerId: number, { page, filters }: ReviewQueueQuery) {
  return {
    reviewerId,
    pageNumber: page,
    pageSize: PENDING_PAGE_SIZE,
    assigneeId: filters.assigneeId ? Number(filters.assigneeId) : undefined,
    clientId: filters.clientId ? Number(filters.clientId) : undefined,
    overdue: filters.overdue || undefined,
  };
}

/**
 * Pending Jobs to Approve: tasks waiting for the signed-in reviewer (docs/behaviour.md §6: fetched
 * by reviewerId), filtered when asked. A decision reads the page again and keeps the reviewed
 * card's place for the keyboard; the last task of the last page reviewed shows the page before.
 */
export const pendingApprovalMachine = createListMachine<{ reviewerId: number }, ReviewQueueQuery, ReviewerPage, never>('pendingApproval', {
  read: async (query, { reviewerId }, signal) => {
    // Each list (filters and page) is kept on its own, for the reviewer who read it.
    const page = await readKept(`reviewQueue:${reviewerId}:${writeReviewQueueAddress(query)}`, () =>
      fetchTasksToReview(reviewQuery(reviewerId, query), signal),
    );
    // Oldest hand-in first (docs/behaviour.md §2): the server pages in that order; a page is kept so too.
    return sameStamp(page, { ...page, items: reviewOrder(page.items) });
  },
  address: { read: readReviewQueueAddress, write: writeReviewQueueAddress },
  messages: () => PENDING_TASKS_MESSAGES,
  filters: { shown: 'always' },
  keepsPlace: { indexOf: (page, taskId) => page.items.findIndex((item) => item.taskId === taskId) },
});
