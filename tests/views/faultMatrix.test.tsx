/**
 * The fault matrix (docs/decisions/009-call-timeouts-and-retries.md): each screen's read, failed
 * each way a real server or network fails — 500, no network, no answer in time, 401, a body that
 * is not JSON, and OK with nothing in it. Every case shows the screen's message inside a layout
 * that still works, or (401) the login page that says the session ended and keeps the page.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FAULTS, breakCalls, outwaitUnanswered } from '../support/faults';
import { READ_RETRIES, REQUEST_TIMEOUT_MS } from '../../src/api/timeouts';
import { onSimulatedTime } from '../support/time';
import { paths } from '../../src/api/paths';
import { LOGIN_MESSAGES } from '../../src/domain/session';
import { loginAddressFor } from '../../src/domain/signInReturn';
import { makeJob } from '../support/factories';
import { renderApp } from '../support/renderApp';
import type { DemoRole } from '../support/session';

interface ScreenRead {
  /** The screen's address, or how to make the record it shows and name its address. */
  route: string | { label: string; make: () => string };
  as: DemoRole;
  path: string;
  /** The answer that says OK but carries nothing the screen can show. */
  empty: Record<string, unknown>;
  /** What the screen says when its read failed (network, 500, time-out, an OK it cannot use). */
  failed: string;
  /** What it says when the answer was not the server's JSON at all (the read's own fallback). */
  unusable: string;
}

const emptyEnvelope = { responseCode: 'OK', responseDescription: '', response: null };
const emptyPage = { response: 'OK', responseDescription: 'SUCCESSFUL', items: null, totalItems: 0, totalPages: 0, currentPage: 1 };

const SCREENS: ScreenRead[] = [
  {
    route: '/dashboard',
    as: 'admin',
    path: paths.home,
    empty: emptyEnvelope,
    failed: 'Failed to load dashboard data',
    unusable: 'Failed to fetch dashboard data',
  },
  { route: '/jobs', as: 'admin', path: paths.jobs, empty: emptyPage, failed: 'Failed to load jobs', unusable: 'Failed to fetch jobs' },
  {
    route: { label: '/jobs/:id', make: () => `/jobs/${makeJob().id}` },
    as: 'admin',
    path: paths.jobDetails,
    empty: emptyEnvelope,
    failed: 'Failed to load job details',
    unusable: 'Failed to fetch job details',
  },
  {
    route: '/jobs/pending',
    as: 'admin',
    path: paths.tasksToReview,
    empty: emptyPage,
    failed: 'Failed to load pending tasks',
    unusable: 'Failed to fetch pending tasks',
  },
  {
    route: '/clients',
    as: 'admin',
    path: paths.clients,
    empty: emptyEnvelope,
    failed: 'Failed to load clients',
    unusable: 'Failed to load clients',
  },
  {
    route: '/users',
    as: 'admin',
    path: paths.users,
    empty: emptyEnvelope,
    failed: 'Failed to load users',
    unusable: 'Failed to load users',
  },
  {
    route: '/reports',
    as: 'admin',
    path: paths.reports,
    empty: emptyEnvelope,
    failed: 'Failed to load reports summary',
    unusable: 'Failed to fetch reports',
  },
  {
    route: '/my-jobs',
    as: 'staff',
    path: paths.myJobs,
    empty: emptyPage,
    failed: 'Failed to load my jobs',
    unusable: 'Failed to fetch my jobs',
  },
  {
    route: '/jobs/assign',
    as: 'admin',
    path: paths.dropdownUsers,
    empty: emptyEnvelope,
    failed: 'Failed to load initial data',
    unusable: 'Failed to load form data. Please refresh and try again.',
  },
  {
    route: '/calendar',
    as: 'admin',
    path: paths.jobs,
    empty: emptyPage,
    failed: 'Failed to load the compliance calendar',
    unusable: 'Failed to fetch jobs',
  },
  {
    route: '/my-jobs/pending',
    as: 'staff',
    path: paths.myPendingTasks,
    empty: emptyEnvelope,
    failed: 'Failed to load pending tasks',
    unusable: 'Failed to fetch pending tasks',
  },
];

const labelOf = (read: ScreenRead) => (typeof read.route === 'string' ? read.route : read.route.label);
const cases = SCREENS.flatMap((read) => FAULTS.map((fault) => [labelOf(read), fault, read] as const));

describe(`fault matrix: ${SCREENS.length} screens x ${FAULTS.length} faults = ${cases.length} cases`, () => {
  it.for(cases)('%s, %s', async ([, fault, read]) => {
    // "No answer in time" waits out the real limits, on simulated time.
    if (fault === 'timeout') onSimulatedTime();
    const route = typeof read.route === 'string' ? read.route : read.route.make();
    const reads = breakCalls('get', read.path, fault, read.empty);
    const app = await renderApp(route, { as: read.as });
    // A read that got no answer is sent once more before the screen gives up.
    if (fault === 'timeout') await outwaitUnanswered(reads, READ_RETRIES + 1, REQUEST_TIMEOUT_MS);

    if (fault === '401') {
      await waitFor(() => expect(app.location()).toBe(loginAddressFor(route)));
      const notice = await screen.findByText(LOGIN_MESSAGES.sessionEnded);
      expect(notice.closest('[role="status"]')).not.toBeNull();
      expect(localStorage.getItem('workflow_token')).toBeNull();
      return;
    }

    const expected = fault === 'not JSON' ? read.unusable : read.failed;
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(' | '),
      ).toContain(expected),
    );
    // The app is still there: the layout and the way to every other screen.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(app.location()).toBe(route);
  });
});
