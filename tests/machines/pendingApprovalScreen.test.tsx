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
import { assign, setup, type SnapshotFrom } from 'xstate';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { assignMade, makeJob, makeTask, submitMade } from '../support/factories';
import { replaceText } from '../support/fill';
import { saveAndClose } from '../support/modals';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { walkOnScreen } from '../support/walk';

type Decision = { type: 'task.approved' } | { type: 'task.rejected' };

/** Two tasks handed in to the reviewer, decided one after the other. */
const decisions = setup({
  types: {} as { context: { decided: number }; events: Decision },
}).createMachine({
  id: 'decisions',
  context: { decided: 0 },
  initial: 'open',
  states: {
    open: {
      on: {
        'task.approved': [
          { guard: ({ context }) => context.decided === 0, actions: assign({ decided: 1 }) },
          { target: 'done', actions: assign({ decided: 2 }) },
        ],
        'task.rejected': [
          { guard: ({ context }) => context.decided === 0, actions: assign({ decided: 1 }) },
          { target: 'done', actions: assign({ decided: 2 }) },
        ],
      },
    },
    done: {},
  },
});

type Snapshot = SnapshotFrom<typeof decisions>;

const paths = generatePaths(decisions, {
  events: () => [{ type: 'task.approved' }, { type: 'task.rejected' }],
  serialize: (s) => JSON.stringify([s.value, s.context.decided]),
  extend: 'new transitions',
});

const TASKS = ['Check the VAT schedule', 'Check the withholding tax schedule'];

/** The reviewer: the demo Super Admin, whose few seeded reviews leave the walk's on the first page. */
const REVIEWER = DEMO_IDS.superAdmin;

/** The reviewer's tasks waiting before the walk's own, as the header counts them. */
let others = 0;

async function execute(event: ModelEvent, before: Snapshot, user: UserEvent): Promise<void> {
  const name = TASKS[before.context.decided];
  const [verb, success] = event.type === 'task.approved' ? ['Approve', 'Task approved'] : ['Reject', 'Task rejected'];
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
  const left = TASKS.length - s.context.decided;
  await screen.findByRole('link', { name: `To Approve: ${others + left}` });
  for (const [i, name] of TASKS.entries()) {
    if (i < s.context.decided) await waitFor(() => expect(screen.queryByRole('button', { name: `Approve ${name}` })).toBeNull());
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
