/**
 * Pending Jobs to Finish together with its Submit Task modal (docs/architecture.md, "The actor
 * tree of one screen"): paths generated from a model of a staff member handing in tasks of
 * their own, each walked through the rendered screen against the mock backend. Each hand-in
 * closes the modal; the task must then leave the list and the header's To Finish count drop,
 * which only happens because the screen's root machine (pendingToFinishScreen.machine.ts) tells
 * the list to read again and the header counts to update.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { assignMade, makeJob, makeTask } from '../support/factories';
import { replaceText } from '../support/fill';
import { saveAndClose } from '../support/modals';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { dealtWith, oneAfterAnother, walkOnScreen } from '../support/walk';

const TASKS = ['Prepare the payroll journal', 'Reconcile the pension schedule'];

/** The staff member's two tasks, handed in one after the other. */
const handIns = oneAfterAnother('handIns', TASKS.length);

type Snapshot = SnapshotFrom<typeof handIns>;

const paths = generatePaths(handIns, {
  events: () => [{ type: 'next', how: 'submit' }],
  serialize: (s) => JSON.stringify([s.value, s.context.ways]),
});

/** The staff member's tasks to finish before the walk's own, as the header counts them. */
let others = 0;

async function execute(_event: ModelEvent, before: Snapshot, user: UserEvent): Promise<void> {
  const name = TASKS[dealtWith(before)];
  await user.click(screen.getByRole('button', { name: `Submit Task ${name}` }));
  await replaceText(user, within(screen.getByRole('dialog', { name: 'Submit Task' })).getByLabelText(/Comment/), 'Done and attached');
  await saveAndClose(user, 'Submit Task', 'Submit Task', 'Task submitted');
}

/** The tasks not yet handed in are listed, the others gone, and the header counts what is left. */
async function expectScreen(s: Snapshot): Promise<void> {
  const left = TASKS.length - dealtWith(s);
  await screen.findByRole('link', { name: `To Finish: ${others + left}` });
  for (const [i, name] of TASKS.entries()) {
    if (i < dealtWith(s)) await waitFor(() => expect(screen.queryByRole('article', { name })).toBeNull());
    else await screen.findByRole('article', { name });
  }
}

walkOnScreen('pending jobs to finish with its Submit Task modal', handIns, paths, {
  async open() {
    others = getDb().tasks.filter((t) => t.assigneeId === DEMO_IDS.staff && t.statusName !== 'Pending' && !t.isVerified).length;
    const job = makeJob();
    for (const taskName of TASKS) assignMade(makeTask(job, { taskName }), DEMO_IDS.staff);
    const { user } = await renderApp('/my-jobs/pending', { as: 'staff' });
    return user;
  },
  execute,
  expectScreen,
});
