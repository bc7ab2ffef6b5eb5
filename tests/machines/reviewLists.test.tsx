/**
 * Model-based tests of the two read-only modals of the review loop — Task Comments & History
 * and Job History: paths generated from their machines, walked on the rendered screens.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import type { Comment, Job, JobDetails } from '../../src/api/types';
import { commentThreadMachine, commentsMachine } from '../../src/machines/comments.machine';
import { jobHistoryMachine } from '../../src/machines/jobHistory.machine';
import { machineCoverage, reportCoverage } from '../support/coverage';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { holdCall, type HeldCall } from '../support/server';
import { describePath, generatePaths } from '../support/paths';

const thread: Comment[] = [
  { comment: 'Handed in', email: 'sam.staff@example.com', dateCreated: '2026-03-01T09:00:00', lastModified: '2026-03-01T09:00:00' },
  { comment: 'Fix the totals', email: 'ada.admin@example.com', dateCreated: '2026-03-02T09:00:00', lastModified: '2026-03-02T09:00:00' },
];
const envelope = <T,>(response: T) => ({ responseCode: 'OK', responseDescription: 'OK', response });
const stepName = (e: EventObject) =>
  e.type.replace(/xstate\.done\.actor\..*/, 'answer').replace(/xstate\.error\.actor\..*/, 'server fails');

type CommentsEvent = EventFromLogic<typeof commentsMachine>;
type CommentsSnapshot = SnapshotFrom<typeof commentsMachine>;
type ThreadEvent = EventFromLogic<typeof commentThreadMachine>;
type ThreadSnapshot = SnapshotFrom<typeof commentThreadMachine>;

/** The modal: opened from a task's View Chats, closed with Close. */
const commentEvents: CommentsEvent[] = [{ type: 'comments.opened', taskId: 1, taskName: 't' }, { type: 'modal.closed' }];
const commentPaths = generatePaths(commentsMachine, { events: () => commentEvents, serialize: (s) => JSON.stringify(s.value) });

/** The thread it reads each time it opens (the loader factory): each answer, and Try again. */
const threadEvents = [
  { type: 'reload.requested' },
  { type: 'xstate.done.actor.load', output: thread },
  { type: 'xstate.done.actor.load', output: [] },
  { type: 'xstate.error.actor.load', error: new Error('down') },
] as unknown as ThreadEvent[];
const threadInput = { taskId: 1 };
const threadPaths = generatePaths(commentThreadMachine, {
  input: threadInput,
  events: () => threadEvents,
  serialize: (s) => JSON.stringify([s.value, s.context.data?.length ?? null]),
  extend: 'covering',
});
const threadStep = (e: EventObject) =>
  'output' in e && Array.isArray(e.output) ? (e.output.length ? 'answer' : 'answer (none)') : stepName(e);

describe('comments modal (generated paths)', () => {
  async function openComments(app: RenderedApp): Promise<void> {
    const card = (await screen.findAllByRole('article'))[0];
    await app.user.click(within(card).getByRole('button', { name: /^View Chats/ }));
  }

  async function expectModal(state: CommentsSnapshot): Promise<void> {
    if (state.matches('closed')) return void (await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull()));
    const dialog = await screen.findByRole('dialog', { name: 'Task Comments & History' });
    // Each opening reads the thread afresh.
    await within(dialog).findByText('Loading comments');
  }

  for (const path of commentPaths) {
    it(describePath(path.steps, stepName), async () => {
      const app = await renderApp('/my-jobs/pending', { as: 'staff' });
      holdCall('get', apiPaths.taskComments);
      for (const step of path.steps.slice(1)) {
        if (step.event.type === 'comments.opened') await openComments(app);
        else await app.user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!);
        await expectModal(step.state);
      }
    });
  }

  async function expectThread(state: ThreadSnapshot): Promise<void> {
    const dialog = await screen.findByRole('dialog', { name: 'Task Comments & History' });
    await waitFor(() => {
      expect(within(dialog).queryByText('Loading comments') !== null).toBe(state.matches('loading'));
      expect(within(dialog).queryByText('Failed to load comments') !== null).toBe(state.matches('failed'));
      expect(within(dialog).queryByText('No comments yet') !== null).toBe(state.matches('empty'));
    });
    if (state.matches('loaded')) {
      const items = within(dialog).getAllByRole('listitem');
      expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['Fix the totals', 'Handed in']);
    }
  }

  for (const path of threadPaths) {
    it(`the thread: ${describePath(path.steps, threadStep)}`, async () => {
      const app = await renderApp('/my-jobs/pending', { as: 'staff' });
      const held = holdCall('get', apiPaths.taskComments);
      await openComments(app);
      await expectThread(path.steps[0].state);
      for (const step of path.steps.slice(1)) {
        const event = step.event as EventObject & { output?: Comment[] };
        if (event.type === 'reload.requested')
          await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Try again' }));
        else if (event.output) await held.respond(envelope(event.output));
        else await held.fail(500);
        await expectThread(step.state);
      }
    });
  }

  afterAll(() => {
    for (const [name, coverage] of [
      ['comments', machineCoverage(commentsMachine, commentPaths)],
      ['comments thread (loader)', machineCoverage(commentThreadMachine, threadPaths, threadInput)],
    ] as const) {
      reportCoverage(name, coverage);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    }
  });
});

type HistoryEvent = EventFromLogic<typeof jobHistoryMachine>;
type HistorySnapshot = SnapshotFrom<typeof jobHistoryMachine>;

const anyJob = { id: 1 } as Job;
const historyEvents = [
  { type: 'history.opened', job: anyJob },
  { type: 'tab.selected', tab: 'summary' },
  { type: 'tab.selected', tab: 'tasks' },
  { type: 'reload.requested' },
  { type: 'modal.closed' },
  { type: 'xstate.done.actor.loadHistory', output: {} },
  { type: 'xstate.error.actor.loadHistory', error: new Error('down') },
] as unknown as HistoryEvent[];
const serializeHistory = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s as HistorySnapshot).context.tab]);
const historyPaths = generatePaths(jobHistoryMachine, {
  // The tabs show once the history has loaded; the model follows what the screen offers.
  events: (s) => historyEvents.filter((e) => e.type !== 'tab.selected' || (s.matches({ open: 'loaded' }) && e.tab !== s.context.tab)),
  serialize: serializeHistory,
  extendWith: () => historyEvents.filter((e) => e.type !== 'tab.selected'),
  extend: 'covering',
});

describe('job history modal (generated paths)', () => {
  let details: JobDetails | null = null;

  async function execute(event: HistoryEvent | EventObject, app: RenderedApp, held: HeldCall): Promise<void> {
    const e = event as HistoryEvent;
    if (e.type === 'history.opened') {
      const button = (await screen.findAllByRole('button', { name: /^History of / }))[0];
      await app.user.click(button);
    } else if (e.type === 'tab.selected')
      await app.user.click(within(screen.getByRole('dialog')).getByRole('tab', { name: e.tab === 'summary' ? 'Summary' : /^Tasks/ }));
    else if (e.type === 'reload.requested')
      await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Try again' }));
    else if (e.type === 'modal.closed')
      await app.user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!);
    else if (event.type.startsWith('xstate.done.')) {
      const request = await held.request();
      const jobId = Number(new URL(request.url).searchParams.get('jobId'));
      await held.passThrough();
      details = { job: { id: jobId } as Job, taskList: [] };
    } else await held.fail(500);
  }

  async function expectScreen(state: HistorySnapshot): Promise<void> {
    if (state.matches('closed')) return void (await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull()));
    const dialog = await screen.findByRole('dialog', { name: 'Job History' });
    within(dialog).getByRole('region', { name: 'Job information' });
    if (state.matches({ open: 'loading' })) await within(dialog).findByText('Loading job history');
    if (state.matches({ open: 'failed' })) await within(dialog).findByText('Failed to load job history');
    if (state.matches({ open: 'loaded' })) {
      expect(details).not.toBeNull();
      const selected = await within(dialog).findByRole('tab', { selected: true });
      expect(selected.textContent).toMatch(state.context.tab === 'summary' ? /^Summary$/ : /^Tasks \(\d+\)$/);
      if (state.context.tab === 'summary') within(dialog).getByRole('list', { name: 'Tasks by status' });
    }
  }

  for (const path of historyPaths) {
    it(describePath(path.steps, stepName), async () => {
      const app = await renderApp('/my-jobs', { as: 'staff' });
      const held = holdCall('get', apiPaths.jobDetails);
      for (const step of path.steps.slice(1)) {
        await execute(step.event, app, held);
        await expectScreen(step.state as HistorySnapshot);
      }
    });
  }

  afterAll(() => {
    const coverage = machineCoverage(jobHistoryMachine, historyPaths);
    reportCoverage('jobHistory', coverage);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
