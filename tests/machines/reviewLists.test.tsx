/**
 * Model-based tests of the two read-only modals of the review loop — Task Comments & History
 * and Job History: paths generated from their machines, walked on the rendered screens.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import type { Comment, Job, JobDetails } from '../../src/api/types';
import { commentThreadMachine, commentsMachine } from '../../src/machines/comments.machine';
import { jobHistoryMachine, jobRecordMachine } from '../../src/machines/jobHistory.machine';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { holdCall, type HeldCall } from '../support/server';
import { describePath, generatePaths } from '../support/paths';
import { testEachPath, walkPath, type PathModel } from '../support/walk';
import { loaderEvents } from '../support/loaderModel';

const thread: Comment[] = [
  { comment: 'Handed in', email: 'sam.staff@example.com', dateCreated: '2026-03-01T09:00:00', lastModified: '2026-03-01T09:00:00' },
  { comment: 'Fix the totals', email: 'ada.admin@example.com', dateCreated: '2026-03-02T09:00:00', lastModified: '2026-03-02T09:00:00' },
];
const envelope = <T,>(response: T) => ({ responseCode: 'OK', responseDescription: 'OK', response });
const stepName = (e: EventObject) =>
  e.type.replace(/xstate\.done\.actor\..*/, 'answer').replace(/xstate\.error\.actor\..*/, 'server fails');

/** A modal's read (the loader factory) as its model walks it, on the page the modal opens from. */
interface ModalRead<M extends AnyStateMachine> {
  /** The page, as staff, and the call the read makes. */
  page: string;
  call: string;
  /** Opens the modal; resolves with its dialog. */
  open: (app: RenderedApp) => Promise<HTMLElement>;
  /** Answers the held read with the model's output: something to show, or nothing. */
  answer: (held: HeldCall, output: unknown) => Promise<void>;
  expectDialog: (state: SnapshotFrom<M>, dialog: HTMLElement) => Promise<void>;
}

/** Each path of a modal's read: Try again pressed, the read answered as the model says, or failed. */
function walkModalRead<M extends AnyStateMachine>(model: PathModel<M>, read: ModalRead<M>): void {
  testEachPath(model, async (path) => {
    const app = await renderApp(read.page, { as: 'staff' });
    const held = holdCall('get', read.call);
    const dialog = await read.open(app);
    await walkPath(
      path,
      async (event) => {
        if (event.type === 'reload.requested') await app.user.click(within(dialog).getByRole('button', { name: 'Try again' }));
        else if ('output' in event) await read.answer(held, event.output);
        else await held.fail(500);
      },
      (state) => read.expectDialog(state, dialog),
    );
  });
}

type CommentsEvent = EventFromLogic<typeof commentsMachine>;
type CommentsSnapshot = SnapshotFrom<typeof commentsMachine>;
type ThreadEvent = EventFromLogic<typeof commentThreadMachine>;
type ThreadSnapshot = SnapshotFrom<typeof commentThreadMachine>;

/** The modal: opened from a task's View Chats, closed with Close. */
const commentEvents: CommentsEvent[] = [{ type: 'comments.opened', taskId: 1, taskName: 't' }, { type: 'modal.closed' }];
const commentPaths = generatePaths(commentsMachine, { events: () => commentEvents, serialize: (s) => JSON.stringify(s.value) });

/** The thread it reads each time it opens (the loader factory): each answer, and Try again. */
const threadEvents = loaderEvents(thread, []) as ThreadEvent[];
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

  testEachPath(
    { machine: commentsMachine, paths: commentPaths, coverage: 'comments', name: (path) => describePath(path.steps, stepName) },
    async (path) => {
      const app = await renderApp('/my-jobs/pending', { as: 'staff' });
      holdCall('get', apiPaths.taskComments);
      await walkPath(
        path,
        async (event) => {
          if (event.type === 'comments.opened') await openComments(app);
          else await app.user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!);
        },
        (state) => expectModal(state),
      );
    },
  );

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

  walkModalRead(
    {
      machine: commentThreadMachine,
      paths: threadPaths,
      coverage: 'comments thread (loader)',
      input: threadInput,
      name: (path) => `the thread: ${describePath(path.steps, threadStep)}`,
    },
    {
      page: '/my-jobs/pending',
      call: apiPaths.taskComments,
      open: async (app) => {
        await openComments(app);
        return screen.findByRole('dialog', { name: 'Task Comments & History' });
      },
      answer: (held, output) => held.respond(envelope(output)),
      expectDialog: (state) => expectThread(state),
    },
  );
});

type HistoryEvent = EventFromLogic<typeof jobHistoryMachine>;
type HistorySnapshot = SnapshotFrom<typeof jobHistoryMachine>;
type RecordEvent = EventFromLogic<typeof jobRecordMachine>;
type RecordSnapshot = SnapshotFrom<typeof jobRecordMachine>;

/** The modal: opened from a job's History, a tab chosen, closed. */
const historyEvents: HistoryEvent[] = [
  { type: 'history.opened', job: { id: 1 } as Job },
  { type: 'tab.selected', tab: 'summary' },
  { type: 'tab.selected', tab: 'tasks' },
  { type: 'modal.closed' },
];
const historyPaths = generatePaths(jobHistoryMachine, {
  // The tabs offer only the other tab.
  events: (s) => historyEvents.filter((e) => e.type !== 'tab.selected' || (s.matches('open') && e.tab !== s.context.tab)),
  serialize: (s) => JSON.stringify([s.value, s.context.tab]),
});

/** The job's record it reads each time it opens (the loader factory): each answer, and Try again. */
const recordEvents = loaderEvents({ taskList: [{}] }, { taskList: [] }) as RecordEvent[];
const recordInput = { jobId: 1 };
const recordPaths = generatePaths(jobRecordMachine, {
  input: recordInput,
  events: () => recordEvents,
  serialize: (s) => JSON.stringify([s.value, s.context.data?.taskList.length ?? null]),
  extend: 'covering',
});
const recordStep = (e: EventObject) =>
  'output' in e ? ((e.output as JobDetails).taskList.length ? 'answer' : 'answer (no tasks)') : stepName(e);

describe('job history modal (generated paths)', () => {
  async function openHistory(app: RenderedApp): Promise<HTMLElement> {
    await app.user.click((await screen.findAllByRole('button', { name: /^History of / }))[0]);
    return screen.findByRole('dialog', { name: 'Job History' });
  }

  async function expectModal(state: HistorySnapshot): Promise<void> {
    if (state.matches('closed')) return void (await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull()));
    const dialog = await screen.findByRole('dialog', { name: 'Job History' });
    within(dialog).getByRole('region', { name: 'Job information' });
    const selected = await within(dialog).findByRole('tab', { selected: true });
    expect(selected.textContent).toMatch(state.context.tab === 'summary' ? /^Summary$/ : /^Tasks \(\d+\)$/);
    if (state.context.tab === 'summary') within(dialog).getByRole('list', { name: 'Tasks by status' });
  }

  testEachPath(
    { machine: jobHistoryMachine, paths: historyPaths, coverage: 'jobHistory', name: (path) => describePath(path.steps, stepName) },
    async (path) => {
      // The record is answered by the mock backend, so the tabs are there to choose from.
      const app = await renderApp('/my-jobs', { as: 'staff' });
      await walkPath(
        path,
        async (event) => {
          if (event.type === 'history.opened') await openHistory(app);
          else if (event.type === 'tab.selected')
            await app.user.click(
              within(screen.getByRole('dialog')).getByRole('tab', { name: event.tab === 'summary' ? 'Summary' : /^Tasks/ }),
            );
          else await app.user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!);
        },
        (state) => expectModal(state),
      );
    },
  );

  async function expectRecord(state: RecordSnapshot, dialog: HTMLElement): Promise<void> {
    await waitFor(() => {
      expect(within(dialog).queryByText('Loading job history') !== null).toBe(state.matches('loading'));
      expect(within(dialog).queryByText('Failed to load job history') !== null).toBe(state.matches('failed'));
    });
    // The job as listed shows from the start; its tasks once they are read.
    within(dialog).getByRole('region', { name: 'Job information' });
    const tasksTab = within(dialog).queryByRole('tab', { name: /^Tasks/ });
    if (state.matches('loaded')) expect(tasksTab?.textContent).toMatch(/^Tasks \([1-9]\d*\)$/);
    else if (state.matches('empty')) {
      expect(tasksTab?.textContent).toBe('Tasks (0)');
      within(dialog).getByText('No Tasks Found');
    } else if (state.context.data === null) expect(tasksTab).toBeNull();
  }

  walkModalRead(
    {
      machine: jobRecordMachine,
      paths: recordPaths,
      coverage: 'job history record (loader)',
      input: recordInput,
      name: (path) => `the record: ${describePath(path.steps, recordStep)}`,
    },
    {
      page: '/my-jobs',
      call: apiPaths.jobDetails,
      open: openHistory,
      answer: (held, output) =>
        (output as JobDetails).taskList.length
          ? held.passThrough()
          : held.passThroughChanged((body) => ({ ...body, response: { ...(body.response as JobDetails), taskList: [] } })),
      expectDialog: expectRecord,
    },
  );
});
