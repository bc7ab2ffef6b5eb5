/**
 * Model-based test of Delete File on a job's details screen (docs/behaviour.md §7): paths
 * generated from its form-modal machine, a confirmation that sends nothing, every one walked
 * on the machine, and a covering set through the rendered screen against msw/node, where a
 * confirmed delete closes the dialog and the job is read again because the screen's root
 * machine (jobDetailsScreen.machine.ts) says so (docs/decisions/020-every-path-on-its-machine.md).
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import { fileDeleteMachine } from '../../src/machines/jobDetails.machine';
import { getDb } from '../../mocks/db/store';
import { toTask } from '../../mocks/db/views';
import { recordRequests } from '../support/server';
import { renderApp } from '../support/renderApp';
import { describePath, everyAndCovering, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { makeJob, makeTask } from '../support/factories';

type Snapshot = SnapshotFrom<typeof fileDeleteMachine>;

/** A job with one task and its file: made for the model when the file loads, and again for each walk on the reset database, with the same ids. */
function makeJobWithFile() {
  const job = makeJob({ jobName: 'File delete model job' });
  return { job, task: makeTask(job, { taskName: 'File delete model task', files: ['bank-statement.pdf'] }) };
}
const { job: JOB, task: MADE_TASK } = makeJobWithFile();
const FILE = toTask(getDb(), MADE_TASK, JOB, Date.now()).taskFileList[0];

const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.subject?.id ?? null]);

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('closed')) return [{ type: 'modal.opened', values: {}, subject: FILE }];
  return [{ type: 'form.submitted' }, { type: 'modal.closed' }];
}

const paths = everyAndCovering(fileDeleteMachine, { events: eventsFor, serialize });

/** The file stays stored whatever the path: deleting it sends nothing (docs/behaviour.md §7). */
function expectFileStored(): void {
  const stored = getDb().tasks.find((t) => t.id === MADE_TASK.id);
  expect(stored?.files.map((f) => f.id)).toEqual([FILE.id]);
}

testEachPathOnMachine({
  machine: fileDeleteMachine,
  paths: paths.every,
  coverage: 'fileDelete',
  look: serialize,
  prepare: () => {
    const made = makeJobWithFile();
    expect([made.job.id, made.task.files[0].id]).toEqual([JOB.id, FILE.id]);
  },
  expectStored: expectFileStored,
});

describe('Delete File on the job details screen (generated paths)', () => {
  testEachPath(
    { machine: fileDeleteMachine, paths: paths.covering, coverage: 'fileDelete', onScreen: true, name: (path) => describePath(path.steps) },
    async (path) => {
      const made = makeJobWithFile();
      expect([made.job.id, made.task.files[0].id]).toEqual([JOB.id, FILE.id]);
      const sent = recordRequests();
      const detailsReads = () => sent.filter((r) => r.url.pathname === apiPaths.jobDetails).length;
      const { user } = await renderApp(`/jobs/${JOB.id}`, { as: 'admin' });
      await screen.findByRole('heading', { name: 'Job Information' });
      let confirmed = 0;
      const execute = async (event: ModelEvent): Promise<void> => {
        const dialog = () => screen.getByRole('dialog', { name: 'Delete File' });
        if (event.type === 'modal.opened') await user.click(screen.getAllByRole('button', { name: `Delete ${FILE.fileName}` })[0]);
        else if (event.type === 'form.submitted') {
          confirmed += 1;
          await user.click(within(dialog()).getByRole('button', { name: 'Delete File' }));
        } else if (event.type === 'modal.closed') await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      };
      const check = async (s: Snapshot): Promise<void> => {
        if (s.matches('editing')) {
          expect((await screen.findByRole('dialog', { name: 'Delete File' })).textContent).toContain(FILE.fileName);
        } else {
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete File' })).toBeNull());
          // Read once on opening and once more after each confirmed delete; a cancel reads nothing.
          await waitFor(() => expect(detailsReads()).toBe(1 + confirmed));
          await screen.findByRole('heading', { name: 'Job Information' });
          await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-busy')).toBeNull());
        }
        expectFileStored();
      };
      await walkPath(path, execute, check);
    },
    60_000,
  );
});
