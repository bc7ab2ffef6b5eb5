import type { Access } from '../domain/roles';
import { EXTENSIONS, type ExtensionName } from '../api/extensionNames';

/** Every screen's address pattern; each has its code in src/app/screens.ts. */
export type ScreenPath =
  | '/dashboard'
  | '/jobs/pending'
  | '/jobs/assign'
  | '/calendar'
  | '/calendar/rules'
  | '/calendar/obligations'
  | '/jobs/:id/sign-off'
  | '/jobs/:id'
  | '/jobs'
  | '/settings'
  | '/my-jobs/pending'
  | '/my-jobs'
  | '/clients'
  | '/reports'
  | '/download-reports'
  | '/users'
  | '/templates'
  | '/activity';

/**
 * A screen's place in the route table. Its code is apart (src/app/screens.ts), so the login
 * page, which reads the table for the tab's title and where sign-in returns, does not bring
 * every screen's loader (docs/decisions/082-login-code-against-bare-react.md).
 */
export interface ScreenRoute {
  path: ScreenPath;
  title: string;
  access: Exclude<Access, 'public'>;
  /** The wording of the access this screen requires, shown on Access Denied. */
  requiredAccess: string;
}

const ADMIN = 'Admin or Super Admin';
const SIGNED_IN = 'Any signed-in user';

/**
 * The route table of docs/behaviour.md §2. Order matters: fixed paths come before /jobs/:id.
 * Each screen is its own chunk (src/app/screens.ts) so the login page loads none of them.
 */
export const screenRoutes: ScreenRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'signedIn',
    requiredAccess: SIGNED_IN,
  },
  {
    path: '/jobs/pending',
    title: 'Pending Jobs to Approve',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/jobs/assign',
    title: 'Assign Job Task',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/calendar',
    title: 'Compliance Calendar',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/calendar/rules',
    title: 'Compliance rules',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/calendar/obligations',
    title: 'Client obligations',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/jobs/:id/sign-off',
    title: 'Sign-off record',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/jobs/:id',
    title: 'Job Details and History',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/jobs',
    title: 'Jobs Management',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/settings',
    title: 'Settings',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/my-jobs/pending',
    title: 'Pending Jobs to Finish',
    access: 'signedIn',
    requiredAccess: SIGNED_IN,
  },
  {
    path: '/my-jobs',
    title: 'My Jobs',
    access: 'signedIn',
    requiredAccess: SIGNED_IN,
  },
  {
    path: '/clients',
    title: 'Clients Management',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/reports',
    title: 'Reports and Analytics',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/download-reports',
    title: 'Download Reports',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/users',
    title: 'Users Management',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/templates',
    title: 'Templates',
    access: 'admin',
    requiredAccess: ADMIN,
  },
  {
    path: '/activity',
    title: 'Activity',
    access: 'admin',
    requiredAccess: ADMIN,
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
