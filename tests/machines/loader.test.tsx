/**
 * Model-based tests of the loader factory (loader.machine.ts), walked as Pending Jobs to Finish:
 * paths generated from the page's list machine, each walked on the rendered page against
 * msw/node, with the list call held until the path says how it answers.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import type { PendingTaskItem } from '../../src/api/types';
import { PENDING_TASKS_MESSAGES, pendingToFinishMachine } from '../../src/machines/pendingToFinish.machine';
import { describePath, generatePaths, type ModelPath } from '../support/paths';
import { testEachPath } from '../support/walk';
import { loaderEvents, offeredWhile } from '../support/loaderModel';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { holdCall, type QueuedHeldCall } from '../support/server';

type ListEvent = EventFromLogic<typeof pendingToFinishMachine>;
type ListSnapshot = SnapshotFrom<typeof pendingToFinishMachine>;

const task: PendingTaskItem = {
  taskId: 41,
  taskName: 'Reconcile the bank statement',
  taskDescription: 'March',
  jobName: 'Month-end close',
  jobDescription: '',
  jobStartDate: '2026-01-01T00:00:00Z',
  jobEndDate: '2030-01-01T00:00:00Z',
  tStartDate: '2026-01-02T08:00:00Z',
  taskEndDate: '2030-01-01T00:00:00Z',
  taskFileList: [],
};

const events = loaderEvents([task], []) as ListEvent[];

const serialize = (s: ListSnapshot) => JSON.stringify([s.value, s.context.data?.length ?? null, s.context.error]);
const paths = generatePaths(pendingToFinishMachine, {
  input: { userId: 3 },
  events: (s) => offeredWhile(s.matches('loading'), events),
  serialize,
});

const nameOf = (e: EventObject) =>
  'output' in e && Array.isArray(e.output)
    ? `done:load(${e.output.length ? 'a task' : 'none'})`
    : e.type.replace('xstate.error.actor.', 'error:');

/**
 * The header's count of tasks to finish reads the same address as the list when the page opens,
 * and the two share one call (src/api/readsInFlight.ts): one answer reaches both, and a second
 * call waiting would be the read sent twice.
 */
async function execute(event: EventObject, app: RenderedApp, calls: QueuedHeldCall): Promise<void> {
  if (event.type === 'reload.requested') {
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    return;
  }
  await waitFor(() => expect(calls.waiting()).toBe(1));
  if ('output' in event && Array.isArray(event.output))
    await calls.respond({ responseCode: 'OK', responseDescription: 'OK', response: event.output });
  else await calls.fail(500);
}

/** What the page shows in each state of its list. */
async function expectScreenFor(state: ListSnapshot): Promise<void> {
  await waitFor(() => {
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveProperty('disabled', state.matches('loading'));
    const alert = screen.queryByRole('alert');
    if (state.matches('failed')) expect(within(alert!).getByText(PENDING_TASKS_MESSAGES.failed)).toBeTruthy();
    else expect(alert).toBeNull();
    expect(screen.queryByText('Nothing to finish') !== null).toBe(state.matches('empty'));
    // A list already read stays on screen while it is read again.
    expect(screen.queryByRole('article', { name: /Reconcile the bank statement/ }) !== null).toBe((state.context.data?.length ?? 0) > 0);
  });
}

describe('loader factory (generated paths, as Pending Jobs to Finish)', () => {
  const pathName = (path: ModelPath<typeof pendingToFinishMachine>) => describePath(path.steps, nameOf);
  const model = { machine: pendingToFinishMachine, paths, coverage: 'loader (pendingToFinish)', input: { userId: 3 }, name: pathName };
  testEachPath(model, async (path) => {
    const calls = holdCall('get', apiPaths.myPendingTasks);
    const app = await renderApp('/my-jobs/pending', { as: 'staff' });
    await screen.findByRole('heading', { name: 'Pending Jobs to Finish', level: 1 });
    await expectScreenFor(path.steps[0].state);
    for (const step of path.steps.slice(1)) {
      await execute(step.event, app, calls);
      await expectScreenFor(step.state);
    }
  });
});
