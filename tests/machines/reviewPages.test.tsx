/**
 * Model-based tests of the two paged lists of the review loop — My Jobs and Pending Jobs to
 * Approve, both made by the list factory: every path generated from their machines walked on
 * the machine against the mock backend, and the covering set on the rendered screens
 * (docs/decisions/020-every-path-on-its-machine.md).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { paths as apiPaths } from '../../src/api/paths';
import type { MyJobsPage, ReviewerPage } from '../../src/api/types';
import { myJobsMachine } from '../../src/machines/myJobs.machine';
import { pendingApprovalMachine } from '../../src/machines/pendingApproval.machine';
import { NO_REVIEW_FILTERS, writeReviewQueueAddress } from '../../src/domain/listAddress';
import { apiJob, listPage, pendingTask } from '../support/answers';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { answerCall, expectCancelled, holdCall, type QueuedHeldCall as HeldCall } from '../support/server';
import { describePath, everyAndCovering, type ModelEvent, type ModelPath } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { expectPlaceholderRows } from '../support/lists';

const stepName = (e: EventObject) => {
  if (e.type === 'filters.changed') return 'overdue only';
  if (e.type === 'page.selected') return `page ${(e as unknown as { page: number }).page}`;
  if (e.type.startsWith('xstate.done.')) {
    const output = (e as unknown as { output: { items: unknown[] } }).output;
    return output.items.length === 0 ? 'empty page' : 'answer';
  }
  return e.type.replace(/xstate\.error\.actor\..*/, 'server fails');
};

/**
 * Moves a paged list to the page `event` asks for, when it is a page change: from its pager,
 * or from the address (Back, a link). Says whether it was one.
 */
async function changePage(event: ModelEvent, app: RenderedApp, held: HeldCall, loading: boolean, route: string): Promise<boolean> {
  if (event.type === 'page.selected') {
    await app.user.click(screen.getByRole('button', { name: `Page ${String(event.page)}` }));
    return true;
  }
  if (event.type !== 'address.changed') return false;
  const go = () => app.navigate(`${route}?${String(event.search)}`);
  // The page asked for before is no longer wanted: its call is cancelled, the new page is asked for.
  if (loading) await expectCancelled(held, go, 1);
  else go();
  return true;
}

const jobsPage = (page: number): MyJobsPage => listPage([apiJob(page * 100)], { currentPage: page, totalPages: 3, totalItems: 21 });
/** What the server answers for each outcome the model names, on page `page`. */
const ANSWERS: Record<string, (page: number) => MyJobsPage> = {
  page: jobsPage,
  none: () => listPage([], { currentPage: 1, totalPages: 0, totalItems: 0 }),
  // The last job of the last page went: the page asked for is past the end.
  'past the end': (page) => listPage([], { currentPage: page, totalPages: 2, totalItems: 11 }),
};

type JobsEvent = EventFromLogic<typeof myJobsMachine>;
type JobsSnapshot = SnapshotFrom<typeof myJobsMachine>;
const jobsEvents = [
  { type: 'page.selected', page: 3 },
  { type: 'address.changed', search: 'page=3' },
  { type: 'reload.requested' },
  { type: 'xstate.done.actor.read', output: jobsPage(1), label: 'page' },
  { type: 'xstate.done.actor.read', output: ANSWERS.none(1), label: 'none' },
  { type: 'xstate.done.actor.read', output: ANSWERS['past the end'](3), label: 'past the end' },
  { type: 'xstate.error.actor.read', error: new Error('down') },
] as unknown as JobsEvent[];
const jobsInput = { userId: 3 };
const serializeJobs = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s as JobsSnapshot).context.query.page, (s as JobsSnapshot).context.result !== null]);
const labelOf = (e: JobsEvent): string => ('label' in e && typeof e.label === 'string' ? e.label : '');
const jobsPaths = everyAndCovering(myJobsMachine, {
  input: jobsInput,
  // Pages are chosen on the pager, which shows once a page has loaded; Try again only after a failure.
  events: (s) =>
    jobsEvents.filter(
      (e) =>
        (e.type !== 'page.selected' || (s.matches('loaded') && s.context.query.page !== e.page)) &&
        (e.type !== 'reload.requested' || s.matches('failed')) &&
        (labelOf(e) !== 'past the end' || s.context.query.page > 1),
    ),
  serialize: serializeJobs,
  extendWith: (s) =>
    jobsEvents.filter(
      (e) =>
        e.type !== 'page.selected' &&
        (e.type !== 'reload.requested' || s.matches('failed')) &&
        (labelOf(e) !== 'past the end' || s.context.query.page > 1),
    ),
  extend: 'covering',
});

/** The model's answer as the server's: each outcome on the page the list asks for. */
testEachPathOnMachine({
  machine: myJobsMachine,
  paths: jobsPaths.every,
  coverage: 'myJobs',
  input: jobsInput,
  as: 'staff',
  look: serializeJobs,
  execute: (event, before, { backend }) =>
    event.type === 'xstate.done.actor.read' && backend.respondOne(ANSWERS[String(event.label)](before.context.query.page)),
});

describe('My Jobs list (generated paths)', () => {
  async function execute(event: ModelEvent, app: RenderedApp, held: HeldCall, state: JobsSnapshot): Promise<void> {
    if (await changePage(event, app, held, state.matches('loading'), '/my-jobs')) return;
    if (event.type === 'reload.requested')
      await app.user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    else if (event.type.startsWith('xstate.done.')) await held.respond(ANSWERS[String(event.label)](state.context.query.page));
    else await held.fail(500);
  }

  async function expectScreen(state: JobsSnapshot, held: HeldCall, app: RenderedApp): Promise<void> {
    // The page is in the address, so Back, reload and a shared link keep it.
    await waitFor(() =>
      expect(app.location()).toBe(state.context.query.page === 1 ? '/my-jobs' : `/my-jobs?page=${state.context.query.page}`),
    );
    if (state.matches('loading')) {
      const request = await held.request();
      expect(new URL(request.url).searchParams.get('pageNumber')).toBe(String(state.context.query.page));
      if (!state.context.result) await expectPlaceholderRows('My jobs', /^\d+ jobs?$/);
    }
    if (state.matches('failed')) await within(await screen.findByRole('alert')).findByText('Failed to load my jobs');
    if (state.matches('empty')) await screen.findByText('No jobs found');
    if (state.matches('loaded')) {
      await screen.findByText(`Job ${state.context.query.page * 100}`);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: `Page ${state.context.query.page}` }).getAttribute('aria-current')).toBe('page'),
      );
    }
  }

  const name = (path: ModelPath<typeof myJobsMachine>) => describePath(path.steps, stepName);
  testEachPath(
    { machine: myJobsMachine, paths: jobsPaths.covering, coverage: 'myJobs', input: jobsInput, onScreen: true, name },
    async (path) => {
      const held = holdCall('get', apiPaths.myJobs);
      const app = await renderApp('/my-jobs', { as: 'staff' });
      await walkPath(
        path,
        (event, before) => execute(event, app, held, before),
        (state) => expectScreen(state, held, app),
      );
    },
  );
});

const reviewPage = (page: number, totalPages: number, empty = false): ReviewerPage =>
  listPage(empty ? [] : [pendingTask(page * 100)], { currentPage: page, totalPages, totalItems: totalPages });

type ApprovalEvent = EventFromLogic<typeof pendingApprovalMachine>;
type ApprovalSnapshot = SnapshotFrom<typeof pendingApprovalMachine>;
const approvalEvents = [
  { type: 'page.selected', page: 2 },
  { type: 'address.changed', search: 'page=2' },
  { type: 'query.changed', query: { filters: { ...NO_REVIEW_FILTERS, overdue: true } } },
  { type: 'reload.requested' },
  { type: 'xstate.done.actor.read', output: reviewPage(1, 2), label: 'page' },
  { type: 'xstate.done.actor.read', output: reviewPage(1, 0, true), label: 'none' },
  { type: 'xstate.done.actor.read', output: reviewPage(2, 1, true), label: 'past the end' },
  { type: 'xstate.error.actor.read', error: new Error('down') },
  { type: 'row.changed', id: 100 },
  { type: 'focus.moved' },
] as unknown as ApprovalEvent[];
const approvalInput = { reviewerId: 2 };
const serializeApproval = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    (s as ApprovalSnapshot).context.query.page,
    (s as ApprovalSnapshot).context.query.filters.overdue,
    (s as ApprovalSnapshot).context.result?.totalPages ?? null,
    (s as ApprovalSnapshot).context.focusAt,
  ]);
/**
 * What the screen allows: pages from the pager of a loaded list; an empty page only past
 * page 1; a decision on the card of page 1; once a list shows after a decision, the view
 * moves focus at once, before anything else can happen.
 */
const approvalEventsFor = (s: ApprovalSnapshot) =>
  approvalEvents.filter((e) => {
    const focusPending = (s.matches('loaded') || s.matches('empty') || s.matches('failed')) && s.context.focusAt !== null;
    if (e.type === 'focus.moved') return focusPending;
    if (focusPending) return false;
    if (e.type === 'row.changed') return s.matches('loaded') && s.context.query.page === 1;
    // The filters show beside a list read before, with tasks in it or filters set.
    if (e.type === 'query.changed') return !s.context.query.filters.overdue && (s.context.result?.items.length ?? 0) > 0;
    if (e.type === 'page.selected')
      return s.matches('loaded') && (s.context.result?.totalPages ?? 0) >= e.page && s.context.query.page !== e.page;
    if (e.type === 'address.changed') return s.matches('loaded') && s.context.query.page === 1 && (s.context.result?.totalPages ?? 0) >= 2;
    if (e.type.startsWith('xstate.done.')) return ('label' in e && e.label === 'past the end') === s.context.query.page > 1;
    return true;
  });
const approvalPaths = everyAndCovering(pendingApprovalMachine, {
  input: approvalInput,
  events: approvalEventsFor,
  serialize: serializeApproval,
  extendWith: (s) => approvalEventsFor(s).filter((e) => e.type !== 'page.selected'),
  extend: 'covering',
});

testEachPathOnMachine({
  machine: pendingApprovalMachine,
  paths: approvalPaths.every,
  coverage: 'pendingApproval',
  input: approvalInput,
  as: 'admin',
  look: serializeApproval,
  execute: (event, before, { backend }) => {
    if (event.type !== 'xstate.done.actor.read') return false;
    const output = (event as unknown as { output: ReviewerPage }).output;
    return backend.respondOne(output.items.length === 0 ? output : reviewPage(before.context.query.page, output.totalPages));
  },
});

describe('Pending Jobs to Approve list (generated paths)', () => {
  async function execute(event: ModelEvent, app: RenderedApp, held: HeldCall, state: ApprovalSnapshot): Promise<void> {
    if (await changePage(event, app, held, state.matches('loading'), '/jobs/pending')) return;
    if (event.type === 'reload.requested') await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    else if (event.type === 'query.changed') {
      const filter = () => app.user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
      // A read under way is no longer wanted: its call is cancelled and the filtered queue is asked for.
      if (state.matches('loading')) await expectCancelled(held, filter, 1);
      else await filter();
    } else if (event.type === 'row.changed') {
      answerCall('post', apiPaths.taskValidate, { responseCode: 'OK', responseDescription: 'Task approved successfully', response: null });
      const card = screen.getByRole('article', { name: `Task ${state.context.query.page * 100}` });
      await app.user.click(within(card).getByRole('button', { name: /^Approve / }));
      await app.user.keyboard('Checked{Control>}{Enter}{/Control}');
      await screen.findByText('Task approved');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } else if (event.type === 'focus.moved') {
      // The view moves focus by itself once the list shows: to a card, or the heading when none is left.
      await waitFor(() => expect(document.activeElement?.matches('main article, main h1')).toBe(true));
    } else if (event.type.startsWith('xstate.done.')) {
      const output = (event as unknown as { output: ReviewerPage }).output;
      await held.respond(output.items.length === 0 ? output : reviewPage(state.context.query.page, output.totalPages));
    } else await held.fail(500);
  }

  async function expectScreen(state: ApprovalSnapshot, held: HeldCall, app: RenderedApp): Promise<void> {
    // The page is in the address, so Back, reload and a shared link keep it.
    const search = writeReviewQueueAddress({ filters: state.context.query.filters, page: state.context.query.page });
    await waitFor(() => expect(app.location()).toBe(search ? `/jobs/pending?${search}` : '/jobs/pending'));
    if (state.matches('loading')) {
      const request = await held.request();
      // Unfiltered it is the spec's call; the overdue filter adds our `overdue=true`.
      expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({
        reviewerId: '2',
        pageNumber: String(state.context.query.page),
        pageSize: '10',
        ...(state.context.query.filters.overdue ? { overdue: 'true' } : {}),
      });
    }
    // The filters show beside a queue read before, with tasks in it or filters set; a page that
    // arrives is drawn in a render that yields (docs/decisions/105-…), so the check waits for it.
    if (state.context.result && (state.context.query.filters.overdue || state.context.result.items.length > 0)) {
      const overdue = state.context.query.filters.overdue;
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toHaveProperty('checked', overdue));
    }
    if (state.matches('failed')) await within(await screen.findByRole('alert')).findByText('Failed to load pending tasks');
    if (state.matches('empty'))
      await screen.findByText(state.context.query.filters.overdue ? 'No tasks match these filters' : 'All caught up');
    if (state.matches('loaded')) {
      await screen.findByRole('article', { name: `Task ${state.context.query.page * 100}` });
      const pager = screen.queryByRole('navigation', { name: 'Pending tasks pages' });
      if ((state.context.result?.totalPages ?? 0) > 1) expect(pager).not.toBeNull();
      else expect(pager).toBeNull();
    }
  }

  const name = (path: ModelPath<typeof pendingApprovalMachine>) => describePath(path.steps, stepName);
  const model = {
    machine: pendingApprovalMachine,
    paths: approvalPaths.covering,
    coverage: 'pendingApproval',
    input: approvalInput,
    onScreen: true,
    name,
  };
  testEachPath(model, async (path) => {
    const held = holdCall('get', apiPaths.tasksToReview, (url) => url.searchParams.get('pageSize') === '10');
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    await walkPath(
      path,
      (event, before) => execute(event, app, held, before),
      (state) => expectScreen(state, held, app),
    );
  });
});
