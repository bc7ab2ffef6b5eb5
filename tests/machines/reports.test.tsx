/**
 * Model-based tests of Reports and Analytics: paths generated from the page's machine, walked
 * on the rendered page against msw/node.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { generatePaths, type ModelEvent } from '../support/paths';
import { loaderEvents, offeredWhile } from '../support/loaderModel';
import type { ReportRow } from '../../src/api/types';
import { reportsMachine } from '../../src/machines/reports.machine';
import { renderApp } from '../support/renderApp';
import { reportRow } from '../support/answers';
import { holdCall, type HeldCall } from '../support/server';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof reportsMachine>;

const ROWS: ReportRow[] = [
  reportRow({ taskName: 'Quarterly VAT', jobName: 'Tax filing', jobStartDate: null, endDate: null, jobEndDate: null }),
];

const events = loaderEvents({ rows: ROWS }, { rows: [] });

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.error, s.context.data !== null]);

const paths = generatePaths(reportsMachine, {
  events: (s) => offeredWhile(s.matches('loading'), events),
  serialize: serializeState,
  extend: 'covering',
});

async function execute(held: HeldCall, event: ModelEvent, user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const type: string = event.type;
  if (type === 'reload.requested') await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
  else if (type === 'xstate.done.actor.load')
    await held.respond({
      responseCode: 'OK',
      responseDescription: 'Successful',
      response: (event.output as { rows: ReportRow[] }).rows,
    });
  else await held.fail(500);
}

async function expectScreen(state: Snapshot) {
  await waitFor(() => {
    const firstLoad = state.matches('loading') && state.context.data === null;
    expect(Boolean(screen.queryByText('Loading Reports...'))).toBe(firstLoad);
    if (firstLoad) {
      expect(screen.getByText('Fetching analytics data')).toBeTruthy();
      return;
    }
    const refresh = screen.getByRole('button', { name: 'Refresh Data' }) as HTMLButtonElement;
    expect(refresh.disabled).toBe(state.matches('loading'));
    const alert = screen.queryByRole('alert');
    if (state.matches('failed')) expect(alert?.textContent).toContain('Failed to load reports summary');
    else expect(alert).toBeNull();
    expect(Boolean(screen.queryByRole('heading', { name: 'Recent Reports Preview' }))).toBe(!state.matches('failed'));
    if (state.matches('loaded')) expect(screen.getByText('Quarterly VAT')).toBeTruthy();
    // Nothing in the last 30 days says so, also while it is read again.
    expect(Boolean(screen.queryByText('No Recent Reports'))).toBe(!state.matches('failed') && state.context.data?.rows.length === 0);
  });
}

describe('Reports machine, walked on the rendered page', () => {
  testEachPath({ machine: reportsMachine, paths, coverage: 'reports' }, async (path) => {
    const held = holdCall('get', '/api/v1/report/get');
    const { user } = await renderApp('/reports', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Reports and Analytics', level: 1 });
    await walkPath(path, (event) => execute(held, event, user), expectScreen);
  });
});
