/**
 * A job's details screen together with its Upload Files modal (docs/architecture.md, "The
 * actor tree of one screen"): paths generated from a model of uploads made from the screen,
 * each walked through the rendered screen against the mock backend. Each finished upload
 * closes the modal and the job is read again, which only happens because the screen's root
 * machine (jobDetailsScreen.machine.ts) tells the details to. The file service's answers are
 * not sent to the product server (docs/behaviour.md §7), so the task's own files stay as they were.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { makeJob, makeTask } from '../support/factories';
import { saveAndClose } from '../support/modals';
import { recordRequests } from '../support/server';
import { paths as api } from '../../src/api/paths';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { dealtWith, oneAfterAnother, walkOnScreen } from '../support/walk';
import { choose } from '../views/jobs/helpers';

/** Two uploads made from a job's details screen, one after the other. */
const filesOnScreen = oneAfterAnother('filesOnScreen', 2);

type Snapshot = SnapshotFrom<typeof filesOnScreen>;

const paths = generatePaths(filesOnScreen, {
  events: () => [{ type: 'next', how: 'upload' }],
  serialize: (s) => JSON.stringify([s.value, s.context.ways]),
});

const TASK_NAME = 'Collect the payroll schedules';
/** The file each upload sends: the first, then the second. */
const fileOf = (n: number) => new File([`schedule ${n}`], `payroll-schedule-${n}.pdf`, { type: 'application/pdf' });

async function execute(_event: ModelEvent, before: Snapshot, user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Upload Files' }));
  const form = screen.getByRole('dialog', { name: 'Upload Files' });
  await choose(user, 'Task', new RegExp(TASK_NAME), form);
  await user.upload(within(form).getByLabelText(/^Files/), fileOf(dealtWith(before) + 1));
  await saveAndClose(user, 'Upload Files', 'Upload', '1 file uploaded successfully');
}

/** Every request the screen has sent in this test. */
let sent: ReturnType<typeof recordRequests> = [];
const detailsReads = () => sent.filter((r) => r.url.pathname === api.jobDetails).length;

/** The job has been read once on opening and once more after each finished upload; the task is still shown. */
async function expectFiles(s: Snapshot): Promise<void> {
  await waitFor(() => expect(detailsReads()).toBe(1 + dealtWith(s)));
  const task = await screen.findByRole('listitem', { name: TASK_NAME });
  expect(within(task).getByText('No files')).toBeTruthy();
}

walkOnScreen('the job details screen with its Upload Files modal', filesOnScreen, paths, {
  async open() {
    const job = makeJob();
    makeTask(job, { taskName: TASK_NAME });
    sent = recordRequests();
    const { user } = await renderApp(`/jobs/${job.id}`, { as: 'admin' });
    await screen.findByRole('heading', { name: 'Job Information' });
    return user;
  },
  execute,
  expectScreen: expectFiles,
});
