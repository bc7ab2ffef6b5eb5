import type { DashboardData, DetailedReport, Job, TodayTaskItem } from '../api/types';
import type { RoleName } from './roles';
import { isAdminRole } from './roles';

/** The four dashboard categories of docs/behaviour.md §4, in the order the screen shows them. */
export type DashboardCategory = 'overdue' | 'ongoing' | 'inReview' | 'toReview';

export const DASHBOARD_CATEGORIES: readonly DashboardCategory[] = ['overdue', 'ongoing', 'inReview', 'toReview'];

export const CATEGORY_LABELS: Record<DashboardCategory, string> = {
  overdue: 'Overdue Jobs',
  ongoing: 'Ongoing Jobs',
  inReview: 'Tasks in Review',
  toReview: 'Tasks to Review',
};

export type CategoryCounts = Record<DashboardCategory, number>;

export function categoryCounts(data: Pick<DashboardData, 'overDueJob' | 'ongoingJob' | 'taskInReview' | 'taskToReview'>): CategoryCounts {
  return {
    overdue: data.overDueJob,
    ongoing: data.ongoingJob,
    inReview: data.taskInReview,
    toReview: data.taskToReview,
  };
}

export function totalItems(counts: CategoryCounts): number {
  return DASHBOARD_CATEGORIES.reduce((sum, key) => sum + counts[key], 0);
}

/**
 * docs/behaviour.md §4: 100 when there is no work at all, otherwise the share of items that are neither
 * ongoing nor overdue (whole percent).
 */
export function completionRate(counts: CategoryCounts): number {
  const total = totalItems(counts);
  if (total === 0) return 100;
  return Math.round(((total - counts.ongoing - counts.overdue) / total) * 100);
}

/**
 * Whole-number shares of the total that always add up to 100 (largest remainder), so the
 * legend never reads 99 % or 101 %. All zero when the total is 0.
 */
export function categoryPercentages(counts: CategoryCounts): CategoryCounts {
  const total = totalItems(counts);
  const result: CategoryCounts = { overdue: 0, ongoing: 0, inReview: 0, toReview: 0 };
  if (total === 0) return result;
  const exact = DASHBOARD_CATEGORIES.map((key) => ({ key, raw: (counts[key] / total) * 100 }));
  for (const { key, raw } of exact) result[key] = Math.floor(raw);
  let left = 100 - DASHBOARD_CATEGORIES.reduce((sum, key) => sum + result[key], 0);
  const byRemainder = [...exact].sort((a, b) => b.raw - Math.floor(b.raw) - (a.raw - Math.floor(a.raw)));
  for (const { key } of byRemainder) {
    if (left <= 0) break;
    result[key] += 1;
    left -= 1;
  }
  return result;
}

/* ---------- donut ---------- */

/** docs/behaviour.md §9 chart constants. */
export const DONUT_SIZE = 280;
export const DONUT_STROKE = 40;
export const DONUT_RADIUS = (DONUT_SIZE - DONUT_STROKE) / 2;
export const DONUT_CIRCUMFERENCE = 2 * Math.PI * DONUT_RADIUS;

export interface DonutArc {
  key: DashboardCategory;
  value: number;
  /** Length of the arc along the circle. */
  length: number;
  /** Where the arc starts along the circle, from the top, clockwise. */
  start: number;
}

/**
 * The arcs of the workload donut: one per non-empty category, laid end to end so together
 * they go exactly once round the circle. With no work there are no arcs (an empty ring).
 */
export function donutArcs(counts: CategoryCounts, circumference: number = DONUT_CIRCUMFERENCE): DonutArc[] {
  const total = totalItems(counts);
  if (total === 0) return [];
  const arcs: DonutArc[] = [];
  let start = 0;
  for (const key of DASHBOARD_CATEGORIES) {
    const value = counts[key];
    if (value <= 0) continue;
    const length = (value / total) * circumference;
    arcs.push({ key, value, length, start });
    start += length;
  }
  return arcs;
}

/* ---------- insights ---------- */

export type InsightPriority = 'high' | 'medium' | 'low';

export interface Insight {
  id: 'overdue' | 'awaitingReview' | 'todayJobs';
  priority: InsightPriority;
  title: string;
  message: string;
}

const PRIORITY_RANK: Record<InsightPriority, number> = { high: 0, medium: 1, low: 2 };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Orders insights high first, keeping the given order within a priority (docs/behaviour.md §9). */
export function sortInsights<T extends { priority: InsightPriority }>(insights: readonly T[]): T[] {
  return [...insights].sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]);
}

/**
 * Productivity Insights of docs/behaviour.md §9: overdue work is high, tasks awaiting the user's review
 * medium, jobs completed today low; only what applies is shown.
 */
export function productivityInsights(data: Pick<DashboardData, 'overDueJob' | 'taskToReview' | 'todayJob'>): Insight[] {
  const insights: Insight[] = [];
  if (data.todayJob.length > 0) {
    insights.push({
      id: 'todayJobs',
      priority: 'low',
      title: "Today's Progress",
      message: `${plural(data.todayJob.length, 'job was', 'jobs were')} completed today.`,
    });
  }
  if (data.taskToReview > 0) {
    insights.push({
      id: 'awaitingReview',
      priority: 'medium',
      title: 'Pending Review',
      message: `${plural(data.taskToReview, 'task is', 'tasks are')} awaiting your review.`,
    });
  }
  if (data.overDueJob > 0) {
    insights.push({
      id: 'overdue',
      priority: 'high',
      title: 'Overdue Jobs',
      message:
        data.overDueJob === 1
          ? '1 job is past the due date and needs attention.'
          : `${data.overDueJob} jobs are past the due date and need attention.`,
    });
  }
  return sortInsights(insights);
}

/* ---------- recent activity ---------- */

/** docs/behaviour.md §9: the recent activities list keeps the 10 newest. */
export const RECENT_ACTIVITY_LIMIT = 10;

export interface Activity {
  id: string;
  kind: 'job' | 'task';
  title: string;
  detail: string;
  at: string;
}

function timeOf(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Jobs and tasks completed today, newest first, at most 10. */
export function recentActivities(todayJob: readonly Job[], todayTask: readonly TodayTaskItem[], limit = RECENT_ACTIVITY_LIMIT): Activity[] {
  const jobs: Activity[] = todayJob.map((job) => ({
    id: `job-${job.id}`,
    kind: 'job',
    title: job.jobName,
    detail: `Job completed${job.clientName ? ` for ${job.clientName}` : ''}`,
    at: job.dateFinished ?? '',
  }));
  const tasks: Activity[] = todayTask.map(({ task }) => ({
    id: `task-${task.id}`,
    kind: 'task',
    title: task.taskName,
    detail: `Task completed${task.modifiedByName ? ` by ${task.modifiedByName}` : ''}${task.jobName ? ` on ${task.jobName}` : ''}`,
    at: task.dateFinished ?? '',
  }));
  return [...jobs, ...tasks].sort((a, b) => timeOf(b.at) - timeOf(a.at)).slice(0, limit);
}

/* ---------- navigation ---------- */

export interface QuickLink {
  label: string;
  to: string;
}

/** docs/behaviour.md §2: Create New Task and Create New Job go to /jobs for admins, /my-jobs for everyone else. */
export function createTarget(role: RoleName): string {
  return isAdminRole(role) ? '/jobs' : '/my-jobs';
}

/** Quick buttons of the Workload Distribution panel, to the screens this role may open. */
export function quickLinks(role: RoleName): QuickLink[] {
  if (isAdminRole(role)) {
    return [
      { label: 'View Overdue Jobs', to: '/jobs?filter=overdue' },
      { label: 'View Ongoing Jobs', to: '/jobs?filter=ongoing' },
      { label: 'Review Tasks', to: '/jobs/pending' },
      { label: 'Assign Tasks', to: '/jobs/assign' },
    ];
  }
  return [
    { label: 'View My Jobs', to: '/my-jobs' },
    { label: 'Tasks to Finish', to: '/my-jobs/pending' },
  ];
}

/* ---------- detail modal ---------- */

/** Which list of the detailed report belongs to which stat card. */
export function detailRows(report: DetailedReport, category: DashboardCategory): Job[] {
  switch (category) {
    case 'overdue':
      return report.overDuetasks;
    case 'ongoing':
      return report.onGoingTasks;
    case 'inReview':
      return report.tasksInReview;
    case 'toReview':
      return report.tasksToReview;
  }
}

/** A job's due date as the detail modal's Timeline shows it: the end date, else the date out. */
function dueOf(job: Job): number {
  return timeOf(job.endDate ?? job.dateOut);
}

/**
 * The detail modal's rows, earliest due first (docs/behaviour.md §2 Dashboard): the most
 * pressing job is read first. A job without a readable due date goes last; equal dates keep
 * the server's order.
 */
export function byDueDate(rows: readonly Job[]): Job[] {
  const due = (job: Job) => {
    const t = dueOf(job);
    return t === Number.NEGATIVE_INFINITY ? Number.POSITIVE_INFINITY : t;
  };
  return [...rows].sort((a, b) => {
    const [x, y] = [due(a), due(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

/** The list a stat card counts, as its detail modal's "Open the list" leads to it. */
export interface CountedList {
  to: string;
  /** The list's place in words, so the link says where it leads. */
  place: string;
}

/**
 * Where each count leads (docs/behaviour.md §2 Dashboard, docs/decisions/035-counts-lead-to-their-work.md).
 * Admins: overdue and ongoing jobs on Jobs Management, tasks in review and to review on the
 * review queue. Staff, who cannot open Jobs or the review queue: their tasks to finish, and
 * My Jobs for what they handed in; they review nothing (docs/decisions/006-reviewers-are-admins.md).
 */
export function countedList(role: RoleName, category: DashboardCategory): CountedList | null {
  if (isAdminRole(role)) {
    switch (category) {
      case 'overdue':
        return { to: '/jobs?filter=overdue', place: 'Jobs Management, showing the overdue jobs' };
      case 'ongoing':
        return { to: '/jobs?filter=ongoing', place: 'Jobs Management, showing the ongoing jobs' };
      case 'inReview':
      case 'toReview':
        return { to: '/jobs/pending', place: 'Pending Jobs to Approve, where tasks are reviewed' };
    }
  }
  switch (category) {
    case 'overdue':
    case 'ongoing':
      return { to: '/my-jobs/pending', place: 'Pending Jobs to Finish, where your tasks are' };
    case 'inReview':
      return { to: '/my-jobs', place: 'My Jobs, where the tasks you handed in are' };
    case 'toReview':
      return null;
  }
}

/**
 * Where one row of the detail modal leads: its Job Details for those who may open it, else the
 * list the count belongs to (Job Details is for Admin and Super Admin, docs/behaviour.md §6).
 */
export function detailRowTarget(role: RoleName, category: DashboardCategory, job: Pick<Job, 'id'>): string | null {
  return isAdminRole(role) ? `/jobs/${job.id}` : (countedList(role, category)?.to ?? null);
}

export interface DetailSummary {
  totalItems: number;
  completed: number;
  active: number;
  totalTasks: number;
}

/** The detail modal's summary: a job is completed once it has a finish date, else active. */
export function detailSummary(rows: readonly Job[]): DetailSummary {
  const completed = rows.filter((job) => Boolean(job.dateFinished)).length;
  return {
    totalItems: rows.length,
    completed,
    active: rows.length - completed,
    totalTasks: rows.reduce((sum, job) => sum + (job.taskCount || 0), 0),
  };
}

/** The welcome line's name (docs/behaviour.md §2: first name, or 'User'). */
export function welcomeName(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? name : 'User';
}
