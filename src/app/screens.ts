import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from './preloadable';
import { screenRouteFor, type ScreenPath, type ScreenRoute } from './routes';

/** A screen's code: fetched when first shown, or earlier through `load`. */
export interface ScreenCode {
  load: Preloadable['load'];
  ready: Preloadable['ready'];
  Screen: ComponentType;
}

/** A screen in its own chunk. */
function lazyScreen(fetchChunk: () => Promise<{ default: ComponentType }>): ScreenCode {
  const { load, ready, Component } = preloadable(fetchChunk);
  return { load, ready, Screen: Component };
}

/**
 * The code of every screen of the route table (src/app/routes.ts), each in its own chunk. The
 * signed-in layout brings this module; the login page does not
 * (docs/decisions/082-login-code-against-bare-react.md). The build lists the files these
 * imports lead to (src/app/screenCodePlugin.ts).
 */
const screenCode: Record<ScreenPath, ScreenCode> = {
  '/dashboard': lazyScreen(() => import('../views/dashboard/DashboardPage')),
  '/jobs/pending': lazyScreen(() => import('../views/review/PendingApprovalPage')),
  '/jobs/assign': lazyScreen(() => import('../views/assign/AssignTaskPage')),
  '/calendar': lazyScreen(() => import('../views/calendar/CalendarPage')),
  '/calendar/rules': lazyScreen(() => import('../views/compliance/RulesPage')),
  '/calendar/obligations': lazyScreen(() => import('../views/compliance/ObligationsPage')),
  '/jobs/:id/sign-off': lazyScreen(() => import('../views/jobs/SignOffRecordPage')),
  '/jobs/:id': lazyScreen(() => import('../views/jobs/JobDetailsPage')),
  '/jobs': lazyScreen(() => import('../views/jobs/JobsPage')),
  '/settings': lazyScreen(() => import('../views/settings/SettingsPage')),
  '/my-jobs/pending': lazyScreen(() => import('../views/myJobs/PendingToFinishPage')),
  '/my-jobs': lazyScreen(() => import('../views/myJobs/MyJobsPage')),
  '/clients': lazyScreen(() => import('../views/clients/ClientsPage')),
  '/reports': lazyScreen(() => import('../views/reports/ReportsPage')),
  '/download-reports': lazyScreen(() => import('../views/reports/DownloadReportsPage')),
  '/users': lazyScreen(() => import('../views/users/UsersPage')),
  '/templates': lazyScreen(() => import('../views/templates/TemplatesPage')),
  '/activity': lazyScreen(() => import('../views/activity/ActivityPage')),
};

/** The code of a screen of the route table. */
export const screenCodeOf = (route: ScreenRoute): ScreenCode => screenCode[route.path];

/** The code of the screen `pathname` opens, if any. */
export function screenCodeFor(pathname: string): ScreenCode | undefined {
  const route = screenRouteFor(pathname);
  return route && screenCodeOf(route);
}
