/**
 * Pending Jobs to Approve together with its Approve / Reject modal (docs/architecture.md, "The
 * actor tree of one screen"): paths generated from a model of a reviewer deciding on two tasks
 * handed in to them, each walked through the rendered screen against the mock backend. Each
 * decision closes the modal; the task must then leave the grid and the header's To Approve
 * count drop, which only happens because the screen's root machine
 * (pendingApprovalScreen.machine.ts) tells the grid to read again and the header counts to
 * update.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { assignMade, makeJob, makeTask, submitMade } from '../support/factories';
import { replaceText } from '../support/fill';
import { saveAndClose } from '../support/modals';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { dealtWith, oneAfterAnother, walkOnScreen } from '../support/walk';

const TASKS = ['Check the VAT schedule', 'Check the withholding tax schedule'];

/** The two tasks handed in to the reviewer, each approved or rejected, one after the other. */
const decisions = oneAfterAnother('decisions', TASKS.length);

type Snapshot = SnapshotFrom<typeof decisions>;

const paths = generatePaths(decisions, {
  events: () => [
    { type: 'next', how: 'Approve' },
    { type: 'next', how: 'Reject' },
  ],
  serialize: (s) => JSON.stringify([s.value, s.context.ways]),
});

/** The reviewer: the demo Super Admin, whose few seeded reviews leave the walk's on the first page. */
const REVIEWER = DEMO_IDS.superAdmin;

/** The reviewer's tasks waiting before the walk's own, as the header counts them. */
let others = 0;

async function execute(event: ModelEvent, before: Snapshot, user: UserEvent): Promise<void> {
  const name = TASKS[dealtWith(before)];
  const verb = String(event.how);
  const success = verb === 'Approve' ? 'Task approved' : 'Task rejected';
  await user.click(screen.getByRole('button', { name: `${verb} ${name}` }));
  await replaceText(
    user,
    within(screen.getByRole('dialog', { name: `${verb} Task` })).getByLabelText(/Comment/),
    'Checked against the ledger',
  );
  await saveAndClose(user, `${verb} Task`, `${verb} Task`, success);
}

/** The tasks not yet decided are in the grid, the others gone, and the header counts what is left. */
async function expectScreen(s: Snapshot): Promise<void> {
  const left = TASKS.length - dealtWith(s);
  await screen.findByRole('link', { name: `To Approve: ${others + left}` });
  for (const [i, name] of TASKS.entries()) {
    if (i < dealtWith(s)) await waitFor(() => expect(screen.queryByRole('button', { name: `Approve ${name}` })).toBeNull());
    else await screen.findByRole('button', { name: `Approve ${name}` });
  }
}

walkOnScreen('pending jobs to approve with its decision modal', decisions, paths, {
  async open() {
    others = getDb().tasks.filter((t) => t.statusName === 'Pending' && t.reviewerIds.includes(REVIEWER)).length;
    const job = makeJob();
    for (const taskName of TASKS) submitMade(assignMade(makeTask(job, { taskName }), DEMO_IDS.staff, REVIEWER));
    const { user } = await renderApp('/jobs/pending', { as: 'superadmin' });
    return user;
  },
  execute,
  expectScreen,
});
