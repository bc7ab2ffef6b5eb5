import { fetchMyJobs } from '../api/jobs';
import { readKept } from '../api/readCache';
import type { MyJobsPage } from '../api/types';
import { readPagedListAddress, writePagedListAddress } from '../domain/listAddress';
import { MY_JOBS_PAGE_SIZE } from '../domain/review';
import { createListMachine, type ListInput } from './list.machine';
import type { LoadMessages } from './loader.machine';

export type MyJobsInput = ListInput<{ userId: number }>;

/**
 * docs/behaviour.md §8: a refusal shows the server's words (or 'Failed to fetch my jobs'); a call that
 * never succeeded shows 'Failed to load my jobs'.
 */
const MY_JOBS_MESSAGES: LoadMessages = { refused: 'Failed to fetch my jobs', failed: 'Failed to load my jobs' };

/**
 * My Jobs: the signed-in user's jobs, one page of 10 at a time; the page is in the address. A
 * page is kept for reading offline (docs/decisions/057-last-loaded-lists-offline.md).
 */
export const myJobsMachine = createListMachine<{ userId: number }, { page: number }, MyJobsPage, never>('myJobs', {
  read: ({ page }, { userId }, signal) =>
    readKept(`myJobs:${userId}:${page}`, () => fetchMyJobs({ userId, pageNumber: page, pageSize: MY_JOBS_PAGE_SIZE }, signal)),
  address: { read: (search) => ({ page: readPagedListAddress(search) }), write: ({ page }) => writePagedListAddress(page) },
  messages: () => MY_JOBS_MESSAGES,
});
