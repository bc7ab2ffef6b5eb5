/**
 * Model-based tests of the dashboard: paths generated from the model of what its user sees
 * (dashboard.model.ts), each walked through the rendered dashboard (whole app, signed in)
 * against the mock backend; the screen's root machine is covered by the same paths.
 */
import { afterAll, describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { paths as api } from '../../src/api/paths';
import { CATEGORY_LABELS, DASHBOARD_CATEGORIES } from '../../src/domain/dashboard';
import { DASHBOARD_FAILURE, DETAIL_FAILURE, dashboardMachine } from '../../src/machines/dashboard.machine';
import { dashboardModel, type DashboardModelEvent } from './dashboard.model';
import { machineCoverage, expectEverythingCovered } from '../support/coverage';
import { describePath, generatePaths } from '../support/paths';
import { testEachPath, walkPath } from '../support/walk';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { expectCancelled, holdCall, type QueuedHeldCall } from '../support/server';
import { findDetailTable } from '../views/dashboard/detailModal';

type DashboardEvent = DashboardModelEvent;
type DashboardSnapshot = SnapshotFrom<typeof dashboardModel>;

/** What the user can do and what the server can answer. */
const events: DashboardEvent[] = [
  { type: 'counts.retried' },
  ...DASHBOARD_CATEGORIES.map((category): DashboardEvent => ({ type: 'detail.opened', category })),
  { type: 'details.retried' },
  { type: 'detail.closed' },
  { type: 'counts.read' },
  { type: 'counts.failed' },
  { type: 'details.read' },
  { type: 'details.failed' },
];

const serializeState = (s: DashboardSnapshot) => JSON.stringify([s.value, s.matches({ loaded: 'detail' }) ? s.context.category : null]);

const allPaths = generatePaths(dashboardModel, { events: () => events, serialize: serializeState });

interface Harness {
  app: RenderedApp;
  home: QueuedHeldCall;
  details: QueuedHeldCall;
}

async function execute(event: DashboardEvent, previous: DashboardSnapshot, h: Harness): Promise<void> {
  switch (event.type) {
    case 'counts.retried':
      await h.app.user.click(screen.getByRole('button', { name: 'Retry' }));
      return;
    case 'detail.opened':
      await h.app.user.click(screen.getByRole('button', { name: new RegExp(`^${CATEGORY_LABELS[event.category]}`) }));
      return;
    case 'details.retried':
      await h.app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry' }));
      return;
    case 'detail.closed': {
      const close = () => h.app.user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
      // The request still in flight is not wanted once the modal closed: it is cancelled.
      if (previous.matches({ loaded: { detail: 'loading' } })) await expectCancelled(h.details, close);
      else await close();
      return;
    }
    case 'counts.read':
    case 'details.read':
      await (event.type === 'counts.read' ? h.home : h.details).passThrough();
      return;
    case 'counts.failed':
    case 'details.failed':
      await (event.type === 'counts.failed' ? h.home : h.details).fail(500);
      return;
  }
}

/** What the user sees in each state. */
async function expectScreenFor(state: DashboardSnapshot): Promise<void> {
  if (state.matches('loading')) {
    // The first look also waits for the lazily loaded screen.
    expect(await screen.findByText('Loading dashboard...')).toBeTruthy();
    // The four cards already stand, busy, with no count and nothing to open.
    const counts = screen.getByRole('region', { name: 'Workload counts' });
    expect(counts.getAttribute('aria-busy')).toBe('true');
    expect(within(counts).queryAllByRole('button')).toHaveLength(0);
    expect(counts.textContent).not.toMatch(/\d/);
    return;
  }
  if (state.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Dashboard')).toBeTruthy();
    expect(within(alert).getByText(DASHBOARD_FAILURE)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    return;
  }
  if (state.matches({ loaded: 'detailClosed' })) {
    const counts = await screen.findByRole('region', { name: 'Workload counts' });
    await waitFor(() => expect(counts.getAttribute('aria-busy')).toBeNull());
    for (const category of DASHBOARD_CATEGORIES) {
      expect(within(counts).getByRole('button', { name: new RegExp(`^${CATEGORY_LABELS[category]}`) })).toBeTruthy();
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Error Loading Dashboard')).toBeNull();
    return;
  }
  const category = state.context.category!;
  const dialog = await screen.findByRole('dialog', { name: `${CATEGORY_LABELS[category]} Details` });
  if (state.matches({ loaded: { detail: 'loading' } })) {
    expect(await within(dialog).findByText('Loading detailed data...')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  } else if (state.matches({ loaded: { detail: 'failed' } })) {
    expect(await within(dialog).findByText(DETAIL_FAILURE)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  } else {
    await findDetailTable(dialog);
    expect(within(dialog).getByLabelText('Summary')).toBeTruthy();
    expect(within(dialog).queryByText(DETAIL_FAILURE)).toBeNull();
  }
}

describe('dashboard flow (generated paths)', () => {
  const name = (path: (typeof allPaths)[number]) =>
    describePath(path.steps, (e) => (e.type === 'detail.opened' ? `${e.type}(${String(e.category)})` : e.type));
  testEachPath({ machine: dashboardModel, paths: allPaths, coverage: 'dashboard (as its user sees it)', name }, async (path) => {
    const home = holdCall('get', api.home);
    const details = holdCall('get', api.homeDetailed);
    const app = await renderApp('/dashboard', { as: 'admin' });
    const h = { app, home, details };
    await walkPath(
      path,
      (event, before) => execute(event as DashboardEvent, before, h),
      (state) => expectScreenFor(state),
    );
  });

  afterAll(() => {
    // The same paths drive the screen's root: opening and closing the detail modal.
    expectEverythingCovered(
      'dashboard',
      machineCoverage(dashboardMachine, allPaths, { userId: 0, beside: 'next tasks', addsTasks: false }),
    );
  });
});
