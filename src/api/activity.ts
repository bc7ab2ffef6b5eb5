/** The firm activity log, an extension endpoint (docs/api-extensions.md `activity-log`). */
import { request } from './client';
import { OK, PAGE, unwrap } from './envelope';
import { extensionPaths } from './extensions';
import type { Envelope, Paged } from './types';
import type { ActivityEntry } from '../domain/activity';

/** The filters of the log; '' or 0 leaves one out. Days are `YYYY-MM-DD`. */
export interface ActivityFilter {
  userId: string;
  clientId: string;
  jobId: string;
  kind: string;
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTER: ActivityFilter = { userId: '', clientId: '', jobId: '', kind: '', from: '', to: '' };

const LOAD_FAILED = 'Failed to load the activity log';

/** The query of `filter`: only the filters that are set. */
function queryOf(filter: ActivityFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
}

export async function fetchActivity(
  filter: ActivityFilter,
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Paged<ActivityEntry>> {
  const envelope = await request<Envelope<Paged<ActivityEntry>>>(extensionPaths.activity, {
    query: { ...queryOf(filter), pageNumber, pageSize },
    signal,
  });
  return unwrap(envelope, OK, LOAD_FAILED, PAGE);
}

/** The largest page the server gives (src/domain/schemas/queries.ts MAX_PAGE_SIZE): an export reads the log in as few calls as it can. */
const EXPORT_PAGE_SIZE = 1000;

/** Every entry the filter selects, newest first, for the CSV export. */
export async function fetchAllActivity(filter: ActivityFilter, signal?: AbortSignal): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchActivity(filter, page, EXPORT_PAGE_SIZE, signal);
    entries.push(...answer.items);
    if (page >= answer.totalPages || answer.items.length === 0) return entries;
  }
}
