import type { ComponentType } from 'react';
import type { Access } from '../domain/roles';
import { EXTENSIONS, type ExtensionName } from '../api/extensionNames';
import { preloadable, type Preloadable } from './preloadable';

export interface ScreenRoute {
  path: string;
  title: string;
  access: Exclude<Access, 'public'>;
  /** The wording of the access this screen requires, shown on Access Denied. */
  requiredAccess: string;
  load: Preloadable['load'];
  ready: Preloadable['ready'];
  Screen: ComponentType;
}

/** A screen in its own chunk, fetched when first shown or earlier through `load`. */
function lazyScreen(fetchChunk: () => Promise<{ default: ComponentType }>): Pick<ScreenRoute, 'load' | 'ready' | 'Screen'> {
  const { load, ready, Component } = preloadable(fetchChunk);
  return { load, ready, Screen: Component };
}

const ADMIN = 'Admin or Super Admin';
const SIGNED_IN = 'Any signed-in user';

/**
 * The route table of docs/behaviour.md §2. Order matters: fixed paths come before /jobs/:id.
 * Each screen is its own chunk so the login page loads none of them.
 */
export const screenRoutes: ScreenRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'signedIn',
    requiredAccess: SIGNED_IN,
    ...lazyScreen(() => import('../views/dashboard/DashboardPage')),
  },
  {
    path: '/jobs/pending',
    title: 'Pending Jobs to Approve',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/review/PendingApprovalPage')),
  },
  {
    path: '/jobs/assign',
    title: 'Assign Job Task',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/assign/AssignTaskPage')),
  },
  {
    path: '/calendar',
    title: 'Compliance Calendar',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/calendar/CalendarPage')),
  },
  {
    path: '/calendar/rules',
    title: 'Compliance rules',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/compliance/RulesPage')),
  },
  {
    path: '/calendar/obligations',
    title: 'Client obligations',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/compliance/ObligationsPage')),
  },
  {
    path: '/jobs/:id/sign-off',
    title: 'Sign-off record',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/jobs/SignOffRecordPage')),
  },
  {
    path: '/jobs/:id',
    title: 'Job Details and History',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/jobs/JobDetailsPage')),
  },
  {
    path: '/jobs',
    title: 'Jobs Management',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/jobs/JobsPage')),
  },
  {
    path: '/settings',
    title: 'Settings',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/settings/SettingsPage')),
  },
  {
    path: '/my-jobs/pending',
    title: 'Pending Jobs to Finish',
    access: 'signedIn',
    requiredAccess: SIGNED_IN,
    ...lazyScreen(() => import('../views/myJobs/PendingToFinishPage')),
  },
  {
    path: '/my-jobs',
    title: 'My Jobs',
    access: 'signedIn',
    requiredAccess: SIGNED_IN,
    ...lazyScreen(() => import('../views/myJobs/MyJobsPage')),
  },
  {
    path: '/clients',
    title: 'Clients Management',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/clients/ClientsPage')),
  },
  {
    path: '/reports',
    title: 'Reports and Analytics',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/reports/ReportsPage')),
  },
  {
    path: '/download-reports',
    title: 'Download Reports',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/reports/DownloadReportsPage')),
  },
  {
    path: '/users',
    title: 'Users Management',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/users/UsersPage')),
  },
  {
    path: '/templates',
    title: 'Templates',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/templates/TemplatesPage')),
  },
  {
    path: '/activity',
    title: 'Activity',
    access: 'admin',
    requiredAccess: ADMIN,
    ...lazyScreen(() => import('../views/activity/ActivityPage')),
  },
];

/** Whether `pathname` is what a route path like /jobs/:id describes. */
export function pathMatches(path: string, pathname: string): boolean {
  const want = path.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** The screen `pathname` opens, if any (the first match, as the router picks it). */
export function screenRouteFor(pathname: string): ScreenRoute | undefined {
  return screenRoutes.find((route) => pathMatches(route.path, pathname));
}

export interface NavLink {
  label: string;
  href: string;
  access: Exclude<Access, 'public'>;
  /** Shown only when the server has this extension (docs/api-extensions.md). */
  extension?: ExtensionName;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

/** Sidebar items of docs/behaviour.md §2, in order. */
export const navigation: NavEntry[] = [
  { label: 'Dashboard', href: '/dashboard', access: 'signedIn' },
  {
    label: 'Jobs',
    items: [
      { label: 'All Jobs', href: '/jobs', access: 'admin' },
      { label: 'Pending Jobs To Approve', href: '/jobs/pending', access: 'admin' },
      { label: 'Assign Job', href: '/jobs/assign', access: 'admin' },
      { label: 'Compliance Calendar', href: '/calendar', access: 'admin' },
      { label: 'Client obligations', href: '/calendar/obligations', access: 'admin', extension: EXTENSIONS.clientObligations },
      { label: 'Compliance rules', href: '/calendar/rules', access: 'admin', extension: EXTENSIONS.complianceRules },
    ],
  },
  { label: 'Clients', href: '/clients', access: 'admin' },
  { label: 'Templates', href: '/templates', access: 'admin', extension: EXTENSIONS.templates },
  { label: 'Reports', href: '/reports', access: 'admin' },
  { label: 'Download Reports', href: '/download-reports', access: 'admin' },
  { label: 'Users', href: '/users', access: 'admin' },
  { label: 'Activity', href: '/activity', access: 'admin', extension: EXTENSIONS.activityLog },
  { label: 'Settings', href: '/settings', access: 'admin' },
  {
    label: 'My Jobs',
    items: [
      { label: 'My Jobs', href: '/my-jobs', access: 'signedIn' },
      { label: 'Pending Jobs to Finish', href: '/my-jobs/pending', access: 'signedIn' },
    ],
  },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}
