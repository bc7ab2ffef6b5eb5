import { request } from './client';
import { OK, recordWithLists, unwrap } from './envelope';
import { paths } from './paths';
import type { DashboardData, DetailedReport, Envelope } from './types';

/** Counts and today's lists of the dashboard (firm-wide for admins, own for staff). */
export async function fetchDashboard(userId: number, signal?: AbortSignal): Promise<DashboardData> {
  const envelope = await request<Envelope<DashboardData>>(paths.home, { query: { userId }, signal }, 'dashboard');
  return unwrap(envelope, OK, 'Failed to fetch dashboard data', recordWithLists('todayJob', 'todayTask'));
}

/** The job lists behind each dashboard count, for the detail modal. */
export async function fetchDashboardDetails(userId: number, signal?: AbortSignal): Promise<DetailedReport> {
  const envelope = await request<Envelope<DetailedReport>>(paths.homeDetailed, { query: { userId }, signal }, 'dashboard');
  return unwrap(
    envelope,
    OK,
    'Failed to fetch detailed data',
    recordWithLists('overDuetasks', 'onGoingTasks', 'tasksInReview', 'tasksToReview'),
  );
}
