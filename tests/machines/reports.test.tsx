/**
 * Model-based tests of Reports and Analytics: paths generated from the page's machine, walked
 * on the rendered page against msw/node.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { generatePaths } from '../support/paths';
import { loaderEvents } from '../support/loaderModel';
import type { ReportRow } from '../../src/api/types';
import { reportsMachine } from '../../src/machines/reports.machine';
import { machineCoverage, reportCoverage } from '../support/coverage';
import { renderApp } from '../support/renderApp';
import { reportRow } from '../support/answers';
import { holdCall, type HeldCall } from '../support/server';

type Event = EventFromLogic<typeof reportsMachine>;
type Snapshot = SnapshotFrom<typeof reportsMachine>;

const ROWS: ReportRow[] = [
  reportRow({ taskName: 'Quarterly VAT', jobName: 'Tax filing', jobStartDate: null, endDate: null, jobEndDate: null }),
];

const events = loaderEvents({ rows: ROWS }, { rows: [] }) as Event[];

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.error, s.context.data !== null]);

type Path = { steps: Array<{ state: Snapshot; event: Event }>; state: Snapshot };
const paths = generatePaths(reportsMachine, { events: () => events, serialize: serializeState, extend: 'covering' }) as Path[];
const coverage = machineCoverage(reportsMachine, paths);
afterAll(() => reportCoverage('reports', coverage));

async function execute(held: HeldCall, event: Event, user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const type: string = event.type;
  if (type === 'reload.requested') await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
  else if (type === 'xstate.done.actor.load')
    await held.respond({
      responseCode: 'OK',
      responseDescription: 'Successful',
      response: (event as unknown as { output: { rows: ReportRow[] } }).output.rows,
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
  it('the generated paths take every state and every transition', () => {
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it.each(
    paths.map(
      (path) =>
        [
          path.steps
            .slice(1)
            .map((s) => s.event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:'))
            .join(' → ') || '(start)',
          path,
        ] as const,
    ),
  )('%s', async (_name, path) => {
    const held = holdCall('get', '/api/v1/report/get');
    const { user } = await renderApp('/reports', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Reports and Analytics', level: 1 });
    await expectScreen(path.steps[0].state);
    for (const step of path.steps.slice(1)) {
      await execute(held, step.event, user);
      await expectScreen(step.state);
    }
  });
});
