/**
 * My Jobs together with its Job History modal (docs/architecture.md, "The actor tree of one
 * screen"): paths generated from a model of a staff member reading one job of theirs, each
 * walked through the rendered screen against the mock backend. The job is one the test makes
 * and assigns to them; the history the modal shows is the server's record of it.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setup, type SnapshotFrom } from 'xstate';
import { DEMO_IDS } from '../../mocks/db/seed';
import { assignMade, makeJob, makeTask } from '../support/factories';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { walkOnScreen } from '../support/walk';

/** A staff member on My Jobs: the list, and one job's history opened from it. */
const readingMyJobs = setup({
  types: {} as { events: { type: 'history.opened' } | { type: 'history.closed' } },
}).createMachine({
  id: 'readingMyJobs',
  initial: 'browsing',
  states: {
    browsing: { on: { 'history.opened': 'reading' } },
    reading: { on: { 'history.closed': 'browsing' } },
  },
});

type Snapshot = SnapshotFrom<typeof readingMyJobs>;

const paths = generatePaths(readingMyJobs, {
  events: () => [{ type: 'history.opened' }, { type: 'history.closed' }],
  serialize: (s) => JSON.stringify(s.value),
  extend: 'new transitions',
});

const JOB_NAME = 'Q3 VAT reconciliation';
const TASK_NAME = 'Match the VAT ledger';

async function execute(event: ModelEvent, _before: Snapshot, user: UserEvent): Promise<void> {
  if (event.type === 'history.opened') {
    await user.click(await screen.findByRole('button', { name: `History of ${JOB_NAME}` }));
    return;
  }
  await user.click(
    within(screen.getByRole('dialog', { name: 'Job History' }))
      .getAllByRole('button', { name: 'Close' })
      .at(-1)!,
  );
}

async function expectScreen(s: Snapshot): Promise<void> {
  if (s.matches('browsing')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('button', { name: `History of ${JOB_NAME}` });
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: 'Job History' });
  expect(await within(dialog).findByText(TASK_NAME)).toBeTruthy();
  within(dialog).getByRole('tab', { name: 'Tasks (1)' });
}

walkOnScreen('My Jobs with its history', readingMyJobs, paths, {
  async open() {
    // Due in two days: My Jobs lists the soonest due first, so it is on the first page.
    const job = makeJob({ jobName: JOB_NAME, days: 2 });
    assignMade(makeTask(job, { taskName: TASK_NAME }), DEMO_IDS.staff);
    const { user } = await renderApp('/my-jobs', { as: 'staff' });
    return user;
  },
  execute,
  expectScreen,
});
