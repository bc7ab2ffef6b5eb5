/**
 * The jobs screen together with its modals (docs/architecture.md, "The actor tree of one
 * screen"): paths generated from a model of one job's life on the screen (created, given a
 * task, edited, deleted), each walked through the rendered screen against the mock backend.
 * Each step is a modal that saves and closes; what it saved must then show in the list, which
 * only happens because the screen's root machine (jobsScreen.machine.ts) tells the list to read
 * again. screens.test.ts walks that root's own transitions on the actor system.
 */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readTable } from '../support/lists';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { replaceText } from '../support/fill';
import { saveAndClose } from '../support/modals';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { walkOnScreen } from '../support/walk';
import type { UserEvent } from '@testing-library/user-event';
import { choose, dialog, localDate } from '../views/jobs/helpers';

/** One job's life on the jobs screen, as its user sees it in the list. */
const jobOnScreen = setup({
  types: {} as {
    context: { tasks: number; renamed: boolean };
    events: { type: 'job.created' } | { type: 'task.added' } | { type: 'job.edited' } | { type: 'job.deleted' };
  },
}).createMachine({
  id: 'jobOnScreen',
  context: { tasks: 0, renamed: false },
  initial: 'absent',
  states: {
    absent: { on: { 'job.created': 'listed' } },
    listed: {
      on: {
        'task.added': { guard: ({ context }) => context.tasks === 0, actions: assign({ tasks: ({ context }) => context.tasks + 1 }) },
        'job.edited': { guard: ({ context }) => !context.renamed, actions: assign({ renamed: true }) },
        'job.deleted': 'deleted',
      },
    },
    deleted: {},
  },
});

type Snapshot = SnapshotFrom<typeof jobOnScreen>;

const EVENTS: ModelEvent[] = [{ type: 'job.created' }, { type: 'task.added' }, { type: 'job.edited' }, { type: 'job.deleted' }];
const paths = generatePaths(jobOnScreen, {
  events: () => EVENTS,
  serialize: (s) => JSON.stringify([s.value, s.context.tasks, s.context.renamed]),
});

const NAME = 'Year-end payroll reconciliation';
const RENAMED = `${NAME} (revised)`;
const nameIn = (s: Snapshot) => (s.context.renamed ? RENAMED : NAME);

const firstClient = () => getDb().clients.find((c) => c.active)!;

async function execute(event: ModelEvent, before: Snapshot, user: UserEvent): Promise<void> {
  switch (event.type) {
    case 'job.created': {
      await user.click(screen.getByRole('button', { name: 'Create New Job' }));
      const form = dialog('Create New Job');
      await replaceText(user, within(form).getByLabelText(/^Job Name/), NAME);
      await replaceText(user, within(form).getByLabelText(/^Job Description/), 'Reconcile the payroll of the year with the ledger');
      await choose(user, 'Client', firstClient().clientName, form);
      await choose(user, 'Job Type', getDb().jobTypes[0].name, form);
      fireEvent.change(within(form).getByLabelText(/^Start Date/), { target: { value: localDate(1) } });
      fireEvent.change(within(form).getByLabelText(/^End Date/), { target: { value: localDate(20) } });
      await saveAndClose(user, 'Create New Job', 'Create Job', 'Job created successfully');
      return;
    }
    case 'task.added': {
      await user.click(screen.getByRole('button', { name: `Add Task to ${nameIn(before)}` }));
      const form = dialog('Add Task to Job');
      await replaceText(user, within(form).getByLabelText(/^Task Name/), 'Match payslips to the ledger');
      await replaceText(user, within(form).getByLabelText(/^Task Description/), 'Every payslip of the year against its journal');
      await saveAndClose(user, 'Add Task to Job', 'Add Task', 'Task created successfully');
      return;
    }
    case 'job.edited':
      await user.click(screen.getByRole('button', { name: `Edit Job ${nameIn(before)}` }));
      await replaceText(user, within(await screen.findByRole('dialog', { name: 'Edit Job' })).getByLabelText(/^Job Name/), RENAMED);
      await saveAndClose(user, 'Edit Job', 'Save Changes', 'Job updated successfully');
      return;
    case 'job.deleted':
      await user.click(screen.getByRole('button', { name: `Delete Job ${nameIn(before)}` }));
      await saveAndClose(user, 'Delete Job', 'Delete Job', 'Job deleted successfully');
      return;
  }
}

/** The job's row in the list, as the state says: there with its name and task count, or gone. */
async function expectList(s: Snapshot): Promise<void> {
  const table = await readTable('Jobs');
  if (!s.matches('listed')) {
    await waitFor(() => expect(within(table).queryByText(NAME, { exact: false })).toBeNull());
    return;
  }
  const row = await waitFor(() => {
    const found = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(nameIn(s)));
    expect(found).toBeDefined();
    return found!;
  });
  await waitFor(() => expect(row.textContent).toMatch(new RegExp(`Total ${s.context.tasks} ·`)));
  if (s.context.renamed) expect(within(table).queryByText(NAME)).toBeNull();
}

walkOnScreen('the jobs screen with its modals', jobOnScreen, paths, {
  async open() {
    const { user } = await renderApp('/jobs', { as: 'admin' });
    await readTable('Jobs');
    return user;
  },
  execute,
  expectScreen: expectList,
});
