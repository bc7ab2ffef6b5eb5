/**
 * Model-based test of Job Details and History: paths generated from the job-details machine,
 * every one walked on the machine against the mock backend, and a covering set through the
 * rendered screen against msw/node, with the details call held until the path decides its
 * answer (docs/decisions/020-every-path-on-its-machine.md).
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import { JOB_DETAILS_FAILED, jobDetailsMachine } from '../../src/machines/jobDetails.machine';
import { getDb } from '../../mocks/db/store';
import { toJob, toTask } from '../../mocks/db/views';
import { holdCall, type HeldCall } from '../support/server';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { describePath, everyAndCovering, generatePaths, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { makeJob, makeTask } from '../support/factories';

type Snapshot = SnapshotFrom<typeof jobDetailsMachine>;

/**
 * The job the paths open, with one task and its file: made for the model when the file loads,
 * and again before each walk on the database reset for it, where they get the same ids.
 */
function makeJobWithFile() {
  const job = makeJob({ jobName: 'Details model job' });
  return { job, task: makeTask(job, { taskName: 'Details model task', files: ['trial-balance.csv'] }) };
}
const { job: JOB, task: MADE_TASK } = makeJobWithFile();
const DETAILS = (() => {
  const db = getDb();
  return { job: toJob(db, JOB, [MADE_TASK], Date.now()), taskList: [toTask(db, MADE_TASK, JOB, Date.now())] };
})();
const TASK = DETAILS.taskList[0];
const FILE = TASK.taskFileList[0];
const ok = (response: unknown) => ({ responseCode: 'OK', responseDescription: 'SUCCESSFUL', response });

const serialize = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.infoExpanded,
    s.context.expandedTaskIds.length > 0,
    s.context.job !== null,
    s.context.selectedTaskIds.length > 0,
  ]);

/** The job's read (its loader, loader.machine.ts) ending in `value`: `label` says how the server answered. */
const readEnds = (label: string, value: 'loaded' | 'empty' | 'failed', data: unknown, error: string | null = null): ModelEvent => ({
  type: 'xstate.snapshot.details',
  snapshot: { value, context: { data, error, asOf: null } },
  label,
});

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('loading')) {
    return [
      readEnds('job', 'loaded', DETAILS),
      // The server's answer for a job it does not have (an answer without a job is walked below).
      readEnds('not found', 'empty', null),
      readEnds('500', 'failed', null, JOB_DETAILS_FAILED),
    ];
  }
  if (s.matches('loaded')) {
    return [
      { type: 'reload.requested' },
      { type: 'info.toggled' },
      { type: 'task.toggled', taskId: TASK.id },
      { type: 'selection.changed', taskIds: s.context.selectedTaskIds.length > 0 ? [] : [TASK.id] },
    ];
  }
  if (s.matches('failed')) return [{ type: 'reload.requested' }];
  return [];
}

const forJob = everyAndCovering(jobDetailsMachine, { events: eventsFor, serialize, input: { jobId: JOB.id }, extend: 'new transitions' });
const forNoJob = everyAndCovering(jobDetailsMachine, { events: eventsFor, serialize, input: { jobId: null }, extend: 'new transitions' });
/** An answer that names no job is Job Not Found as 'Job not found' is: the same transition, so walked on its machine only. */
const forAnswerWithoutJob = generatePaths(jobDetailsMachine, {
  events: (s) => (s.matches('loading') ? [readEnds('no job', 'empty', null)] : []),
  serialize,
  input: { jobId: JOB.id },
});
const paths = {
  every: [...forJob.every, ...forAnswerWithoutJob, ...forNoJob.every],
  covering: [...forJob.covering, ...forNoJob.covering],
};

const addressOf = (path: (typeof paths.every)[number]) => {
  const jobId = path.steps[0].state.context.jobId;
  return jobId === null ? '/jobs/abc' : `/jobs/${jobId}`;
};

/** A job the server holds, as it answers it; an answer it would not give (no job, not found) is the model's. */
testEachPathOnMachine({
  machine: jobDetailsMachine,
  paths: paths.every,
  coverage: 'jobDetails',
  look: serialize,
  name: (path) => `${addressOf(path)}: ${describePath(path.steps)}`,
  prepare: () => {
    const made = makeJobWithFile();
    expect([made.job.id, made.task.id, made.task.files[0].id]).toEqual([JOB.id, TASK.id, FILE.id]);
  },
  execute: (event, _before, { backend }) => {
    if (event.label === 'no job') return backend.respondOne(ok({ job: null, taskList: [] }));
    if (event.label === 'not found')
      return backend.respondOne({ responseCode: '404', responseDescription: 'Job not found', response: null });
    return false;
  },
  // Reading the job keeps its file stored.
  expectStored: () => {
    const stored = getDb().tasks.find((t) => t.id === TASK.id);
    expect(stored?.files.map((f) => f.id)).toEqual([FILE.id]);
  },
});

async function execute(event: ModelEvent, app: RenderedApp, held: HeldCall): Promise<void> {
  const { user } = app;
  switch (event.type) {
    case 'xstate.snapshot.details':
      if (event.label === 'job') await held.passThrough();
      else if (event.label === 'no job') await held.respond(ok({ job: null, taskList: [] }));
      else if (event.label === 'not found')
        await held.respond({ responseCode: '404', responseDescription: 'Job not found', response: null });
      else await held.fail(500);
      return;
    case 'reload.requested':
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      return;
    case 'info.toggled':
      await user.click(screen.getByRole('button', { name: /^(Hide|Show) details$/ }));
      return;
    case 'task.toggled': {
      const item = screen.getAllByRole('listitem', { name: TASK.taskName })[0];
      await user.click(within(item).getByRole('button', { name: /^(Hide|Show) task details$/ }));
      return;
    }
    case 'selection.changed':
      await user.click(screen.getByRole('checkbox', { name: `Select ${TASK.taskName}` }));
      return;
  }
}

async function expectScreen(s: Snapshot): Promise<void> {
  if (s.matches('notFound')) {
    await screen.findByRole('heading', { name: 'Job Not Found' });
    return;
  }
  if (s.matches('failed')) {
    await screen.findByRole('heading', { name: 'Error Loading Job Details' });
    expect(screen.getByRole('alert').textContent).toContain(JOB_DETAILS_FAILED);
    return;
  }
  if (s.matches('loading')) {
    if (s.context.job) await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-busy')).toBe('true'));
    else await screen.findByText('Loading job details');
    return;
  }
  await screen.findByRole('heading', { name: 'Job Information' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-busy')).toBeNull());
  expect(Boolean(screen.queryByText('Job Number'))).toBe(s.context.infoExpanded);
  const item = screen.getAllByRole('listitem', { name: TASK.taskName })[0];
  expect(Boolean(within(item).queryByText('Rework Count'))).toBe(s.context.expandedTaskIds.includes(TASK.id));
  // The selection survives reading the job again, while the task is unassigned.
  const selected = s.context.selectedTaskIds.includes(TASK.id);
  expect((within(item).getByRole('checkbox', { name: `Select ${TASK.taskName}` }) as HTMLInputElement).checked).toBe(selected);
  expect(Boolean(screen.queryByRole('button', { name: 'Assign selected (1)' }))).toBe(selected);
}

describe('job details (generated paths)', () => {
  testEachPath(
    {
      machine: jobDetailsMachine,
      paths: paths.covering,
      coverage: 'jobDetails',
      onScreen: true,
      name: (path) => `${addressOf(path)}: ${describePath(path.steps)}`,
    },
    async (path) => {
      const made = makeJobWithFile();
      expect([made.job.id, made.task.id, made.task.files[0].id]).toEqual([JOB.id, TASK.id, FILE.id]);
      const held = holdCall('get', apiPaths.jobDetails);
      const app = await renderApp(addressOf(path), { as: 'admin' });
      await walkPath(
        path,
        (event) => execute(event, app, held),
        async (state) => {
          await expectScreen(state);
          // An address that names no job is never asked for.
          if (state.context.jobId === null) expect(held.count()).toBe(0);
        },
      );
    },
  );
});
