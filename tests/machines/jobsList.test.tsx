/**
 * Model-based test of Jobs Management: paths generated from the jobs-list machine, each walked
 * through the rendered screen against msw/node, with every list request held until the path
 * decides its answer. Requests a newer one replaced are answered too (with a stale page) to
 * show a stale answer never reaches the screen.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { Job, JobsPage } from '../../src/api/types';
import { paths as apiPaths } from '../../src/api/paths';
import { NO_JOBS_QUERY, jobsListMachine } from '../../src/machines/jobsList.machine';
import { writeJobsAddress } from '../../src/domain/listAddress';
import { getDb } from '../../mocks/db/store';
import { tasksByJob, toJob } from '../../mocks/db/views';
import { holdCall, sentByAnEarlierTest, type HeldCall, type QueuedHeldCall } from '../support/server';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { choose } from '../views/jobs/helpers';
import { everyAndCovering, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { choosePage, expectPlaceholderRows, expectRetryOffered, tableRegion } from '../support/lists';

type Snapshot = SnapshotFrom<typeof jobsListMachine>;

function seedJobs(): Job[] {
  const db = getDb();
  const index = tasksByJob(db);
  return db.jobs.slice(0, 12).map((job) => toJob(db, job, index.get(job.id) ?? [], Date.now()));
}

const JOBS = seedJobs();
const pageOf = (items: Job[], totalItems: number, totalPages: number): JobsPage => ({
  items,
  totalItems,
  totalPages,
  currentPage: 1,
  response: 'OK',
  responseDescription: 'SUCCESSFUL',
});
const FULL = pageOf(JOBS.slice(0, 10), 23, 3);
const EMPTY = pageOf([], 0, 0);
const STALE_NAME = 'Stale answer that must never show';
const STALE = pageOf([{ ...JOBS[11], id: 999_999, jobName: STALE_NAME }], 1, 1);
const OPTIONS = { clients: [{ value: 1, label: 'Client One' }], jobTypes: [{ value: 1, label: 'Payroll' }] };

const PAST_THE_END = pageOf([], 23, 3);

const serialize = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.filtersOpen, s.context.query.due, s.context.query.page, s.context.query.statusId]);

/** What Back (or a link) brings: the second page of the overdue Active jobs. */
const ANOTHER_ADDRESS = 'status=1&filter=overdue&page=2';

function eventsFor(s: Snapshot): ModelEvent[] {
  const events: ModelEvent[] = [];
  const { query } = s.context;
  if (s.context.typed === '') events.push({ type: 'search.typed', text: 'payroll' });
  events.push({ type: 'search.submitted' }, { type: 'filters.toggled' });
  if (s.context.choices === null) events.push({ type: 'xstate.done.actor.choices', output: OPTIONS });
  if (s.context.filtersOpen) {
    if (query.statusId === '') events.push({ type: 'query.changed', query: { statusId: '1' }, label: 'Active' });
    events.push({ type: 'query.changed', query: NO_JOBS_QUERY, label: 'Clear Filters' });
  }
  if (query.due === '') events.push({ type: 'query.changed', query: { due: 'overdue' }, label: 'Overdue' });
  if (query.page !== 2) events.push({ type: 'address.changed', search: ANOTHER_ADDRESS });
  if ((s.context.result?.totalPages ?? 0) >= 2 && s.matches('loaded'))
    events.push({ type: 'page.selected', page: query.page === 2 ? 3 : 2 });
  if (s.matches('failed')) events.push({ type: 'reload.requested' });
  if (s.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.read', output: FULL, label: 'page' },
      { type: 'xstate.done.actor.read', output: EMPTY, label: 'empty' },
      { type: 'xstate.error.actor.read', error: new Error('500') },
    );
    if (query.page > 1) events.push({ type: 'xstate.done.actor.read', output: PAST_THE_END, label: 'past the end' });
  }
  return events;
}

const paths = everyAndCovering(jobsListMachine, { events: eventsFor, serialize: serialize, input: {}, extend: 'new transitions' });

const callTo = (path: string) => (request: Request) => new URL(request.url).pathname === path;
const envelope = (response: unknown) => ({ responseCode: 'OK', responseDescription: 'SUCCESSFUL', response });

testEachPathOnMachine({
  machine: jobsListMachine,
  paths: paths.every,
  coverage: 'jobsList',
  input: {},
  look: serialize,
  calls: { read: callTo(apiPaths.jobs) },
  // The model's pages (a full one, an empty one) are the server's answer, as on screen.
  execute: async (event, _before, { backend }) => {
    if (event.type === 'xstate.done.actor.choices')
      return (
        (await backend.respondOne(envelope(OPTIONS.clients), callTo(apiPaths.dropdownClients))) &&
        backend.respondOne(envelope(OPTIONS.jobTypes), callTo(apiPaths.dropdownJobTypes))
      );
    if (event.type === 'xstate.done.actor.read') return backend.respondOne(event.output, callTo(apiPaths.jobs));
    return false;
  },
});

interface Harness {
  app: RenderedApp;
  jobs: QueuedHeldCall;
  clients: HeldCall;
  jobTypes: HeldCall;
  answered: number;
}

/**
 * Answers the newest request. One a newer one replaced was dropped by the app (its request
 * aborted); any still waiting gets a stale page, which must never show.
 */
async function answerNewest(h: Harness, answer: (held: HeldCall) => Promise<void>): Promise<void> {
  await h.jobs.request();
  while (h.jobs.waiting() > 1) await h.jobs.respond(STALE);
  await answer(h.jobs);
  h.answered = h.jobs.count();
}

async function execute(event: ModelEvent, h: Harness): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'search.typed':
      await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), String(event.text));
      return;
    case 'search.submitted':
      await user.click(screen.getByRole('button', { name: 'Search' }));
      return;
    case 'filters.toggled':
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      return;
    case 'query.changed':
      if (event.label === 'Active') await choose(user, 'Status', 'Active', screen.getByRole('group', { name: 'Filters' }));
      else if (event.label === 'Clear Filters') await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
      else
        await user.click(within(screen.getByRole('group', { name: 'Quick filters' })).getByRole('button', { name: String(event.label) }));
      return;
    case 'address.changed':
      h.app.navigate(`/jobs?${String(event.search)}`);
      return;
    case 'page.selected':
      await choosePage(user, 'Jobs pages', Number(event.page));
      return;
    case 'reload.requested':
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      return;
    case 'xstate.done.actor.choices':
      await h.clients.respond({ responseCode: 'OK', responseDescription: 'SUCCESSFUL', response: OPTIONS.clients });
      await h.jobTypes.respond({ responseCode: 'OK', responseDescription: 'SUCCESSFUL', response: OPTIONS.jobTypes });
      return;
    case 'xstate.done.actor.read':
      await answerNewest(h, (held) => held.respond(event.output));
      return;
    case 'xstate.error.actor.read':
      await answerNewest(h, (held) => held.fail(500));
      return;
  }
}

async function expectScreen(s: Snapshot, h: Harness): Promise<void> {
  const box = (await screen.findByRole('searchbox', { name: 'Search jobs' })) as HTMLInputElement;
  expect(box.value).toBe(s.context.typed);
  const filters = screen.queryByRole('group', { name: 'Filters' });
  expect(Boolean(filters)).toBe(s.context.filtersOpen);
  expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe(String(s.context.filtersOpen));
  if (filters) {
    const status = within(filters).getByRole('combobox', { name: 'Status' });
    expect(status.textContent).toContain(s.context.query.statusId === '1' ? 'Active' : 'All Statuses');
    if (s.context.choices !== null) {
      await waitFor(() => expect(within(filters).getByRole('combobox', { name: 'Client' })).toBeTruthy());
    }
  }
  expect(screen.queryByText(STALE_NAME)).toBeNull();
  // The address always says which list this is, so Back, reload and a shared link show it.
  const query = writeJobsAddress(s.context.query);
  expect(h.app.location()).toBe(query ? `/jobs?${query}` : '/jobs');
  const quick = screen.getByRole('group', { name: 'Quick filters' });
  expect(within(quick).getByRole('button', { name: 'Overdue' }).getAttribute('aria-pressed')).toBe(
    String(s.context.query.due === 'overdue'),
  );

  if (s.matches('loading')) {
    if (s.context.result === null) await expectPlaceholderRows('Jobs', /^Showing/);
    else {
      // The rows read before stay while the new page is read, the region busy.
      expect(await screen.findByText('Loading jobs')).toBeTruthy();
      expect(tableRegion('Jobs').getAttribute('aria-busy')).toBe('true');
    }
    // The request for exactly what the screen asks is on its way.
    await waitFor(() => expect(h.jobs.count()).toBeGreaterThan(h.answered));
    const request = new URL((await h.jobs.request()).url);
    await waitFor(async () => {
      const newest = new URL((await lastRequest(h)).url);
      expect(newest.searchParams.get('pageNumber')).toBe(String(s.context.query.page));
      expect(newest.searchParams.get('pageSize')).toBe('10');
      expect(newest.searchParams.get('text') ?? '').toBe(s.context.query.text);
      expect(newest.searchParams.get('statusId') ?? '').toBe(s.context.query.statusId);
      expect(newest.searchParams.get('overdue')).toBe(s.context.query.due === 'overdue' ? 'true' : null);
    });
    expect(request).toBeTruthy();
    return;
  }
  if (s.matches('failed')) {
    await expectRetryOffered('Failed to load jobs');
    expect(screen.queryByRole('region', { name: 'Jobs' })).toBeNull();
    return;
  }
  if (s.matches('empty')) {
    await screen.findByText('No jobs found');
    expect(screen.getByText('Showing 0 of 0 jobs')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Jobs' })).toBeNull();
    return;
  }
  const table = await screen.findByRole('region', { name: 'Jobs' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
  expect(within(table).getAllByRole('row')[1].textContent).toContain(JOBS[0].jobName);
  expect(screen.getByText('Showing 10 of 23 jobs')).toBeTruthy();
  const pager = screen.getByRole('navigation', { name: 'Jobs pages' });
  expect(
    within(pager)
      .getByRole('button', { name: `Page ${s.context.query.page}` })
      .getAttribute('aria-current'),
  ).toBe('page');
  expect(screen.queryByRole('alert')).toBeNull();
}

/** The newest list request: holdCall keeps arrivals in order, and only the newest is unanswered last. */
const requests = new WeakMap<HeldCall, Request[]>();
async function lastRequest(h: Harness): Promise<Request> {
  return (requests.get(h.jobs) ?? [])[h.jobs.count() - 1] ?? h.jobs.request();
}

describe('jobs list (generated paths)', () => {
  testEachPath({ machine: jobsListMachine, paths: paths.covering, coverage: 'jobsList', onScreen: true }, async (path) => {
    const jobs = holdCall('get', apiPaths.jobs);
    const clients = holdCall('get', apiPaths.dropdownClients);
    const jobTypes = holdCall('get', apiPaths.dropdownJobTypes);
    const { server } = await import('../../mocks/node');
    const seen: Request[] = [];
    requests.set(jobs, seen);
    // As the held call counts them: a late call of an earlier test's app is not this test's.
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === apiPaths.jobs && !sentByAnEarlierTest(request)) seen.push(request.clone());
    });
    const app = await renderApp('/jobs', { as: 'admin' });
    const h: Harness = { app, jobs, clients, jobTypes, answered: 0 };
    await walkPath(
      path,
      (event) => execute(event, h),
      (state) => expectScreen(state, h),
    );
    server.events.removeAllListeners('request:start');
  });
});

describe('jobs list presets', () => {
  it.each([
    ['ongoing', '2', 'Done'],
    ['pending', '1', 'Active'],
    ['completed', '3', 'Verified'],
  ])('?filter=%s asks for status %s and shows it chosen', async (filter, statusId, label) => {
    const jobs = holdCall('get', apiPaths.jobs);
    await renderApp(`/jobs?filter=${filter}`, { as: 'admin' });
    const request = new URL((await jobs.request()).url);
    expect(request.searchParams.get('statusId')).toBe(statusId);
    expect(request.searchParams.get('overdue')).toBeNull();
    const filters = await screen.findByRole('group', { name: 'Filters' });
    await waitFor(() => expect(within(filters).getByRole('combobox', { name: 'Status' }).textContent).toContain(label));
    await jobs.passThrough();
  });

  it('?filter=overdue asks for the overdue jobs, not status 4, and shows the Overdue quick filter chosen', async () => {
    const jobs = holdCall('get', apiPaths.jobs);
    await renderApp('/jobs?filter=overdue', { as: 'admin' });
    const request = new URL((await jobs.request()).url);
    expect(request.searchParams.get('overdue')).toBe('true');
    expect(request.searchParams.get('statusId')).toBeNull();
    const quick = await screen.findByRole('group', { name: 'Quick filters' });
    expect(within(quick).getByRole('button', { name: 'Overdue' }).getAttribute('aria-pressed')).toBe('true');
    await jobs.passThrough();
  });
});
