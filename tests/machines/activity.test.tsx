/**
 * Model-based tests of the Activity screen (docs/decisions/020-every-path-on-its-machine.md):
 * the log (a list-factory instance) and the screen around it (the extension check and the
 * export), each with every path generated from its machine walked on the machine against the
 * mock backend, and the covering set through the rendered screen against msw/node, with the
 * capabilities, the log's pages, the filter choices and the export's read held until the path
 * decides their answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { Paged } from '../../src/api/types';
import { paths as apiPaths } from '../../src/api/paths';
import { extensionPaths } from '../../src/api/extensions';
import type { ActivityEntry } from '../../src/domain/activity';
import { writeActivityAddress } from '../../src/domain/listAddress';
import {
  ACTIVITY_PAGE_SIZE,
  NO_ACTIVITY_FILTERS,
  activityListMachine,
  activityMachine,
  exportActivityWith,
  exportedMessage,
  filterOf,
} from '../../src/machines/activity.machine';
import { ACTIVITY_UNAVAILABLE } from '../../src/views/activity/ActivityPage';
import { fileSaver } from '../../src/views/ui/saveFile';
import { holdCall, type HeldCall, type QueuedHeldCall } from '../support/server';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { choose } from '../views/jobs/helpers';
import { everyAndCovering, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { choosePage, expectPlaceholderRows, expectRetryOffered } from '../support/lists';

type ListSnapshot = SnapshotFrom<typeof activityListMachine>;
type ScreenSnapshot = SnapshotFrom<typeof activityMachine>;

const entry = (id: number, recordName: string): ActivityEntry => ({
  id,
  at: '2026-05-04T09:30:00.000Z',
  userId: 2,
  userName: 'Tunde Bakare',
  kind: 'client',
  recordId: id,
  recordName,
  clientId: id,
  clientName: recordName,
  jobId: null,
  jobName: '',
  action: 'changed',
  changes: [{ field: 'phone', before: '0801', after: '0802' }],
  hidden: [],
});

const ENTRIES = Array.from({ length: ACTIVITY_PAGE_SIZE }, (_, i) => entry(100 - i, `Client ${i + 1}`));
const page = (items: ActivityEntry[], totalItems: number, totalPages: number): Paged<ActivityEntry> => ({
  items,
  totalItems,
  totalPages,
  currentPage: 1,
});
const FULL = page(ENTRIES, 45, 3);
const EMPTY = page([], 0, 0);
const envelopeOf = (response: unknown) => ({ responseCode: 'OK', responseDescription: 'SUCCESSFUL', response });
const EXPORT_NAME = /^activity_\d{4}-\d{2}-\d{2}\.csv$/;

/** What Back (or a link) brings: the second page of the job entries. */
const ANOTHER_ADDRESS = 'kind=job&page=2';
const PAST_THE_END = page([], 45, 3);
const PEOPLE = [{ id: 2, name: 'Tunde Bakare', userType: 2, jobType: 'Audit' }];
const NO_JOBS = { response: 'OK', responseDescription: 'SUCCESSFUL', items: [], totalItems: 0, totalPages: 0, currentPage: 1 };

const callTo = (path: string) => (request: Request) => new URL(request.url).pathname === path;
/** The export reads every entry at once; a page of the list reads 20. */
const isExport = (url: URL) => url.searchParams.get('pageSize') === '1000';
const exportCall = (request: Request) => callTo(extensionPaths.activity)(request) && isExport(new URL(request.url));
const listCall = (request: Request) => callTo(extensionPaths.activity)(request) && !isExport(new URL(request.url));

/* ---------- The log ---------- */

const serializeList = (s: ListSnapshot) =>
  JSON.stringify([s.value, s.context.query.page, s.context.query.kind, s.context.choices === null ? 0 : s.context.choices.people.length]);

function listEventsFor(s: ListSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [];
  const { query } = s.context;
  if (s.context.choices === null) {
    events.push({ type: 'xstate.done.actor.choices', output: { people: [{ value: 2, label: 'Tunde Bakare' }], clients: [], jobs: [] } });
  }
  if (query.kind !== 'job') events.push({ type: 'query.changed', query: { kind: 'job' }, label: 'Job' });
  else events.push({ type: 'query.changed', query: NO_ACTIVITY_FILTERS, label: 'Clear Filters' });
  if (query.page !== 2) events.push({ type: 'address.changed', search: ANOTHER_ADDRESS });
  if (s.matches('loaded') && (s.context.result?.totalPages ?? 0) >= 2)
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

const listPaths = everyAndCovering(activityListMachine, {
  events: listEventsFor,
  serialize: serializeList,
  input: {},
  extend: 'new transitions',
});

testEachPathOnMachine({
  machine: activityListMachine,
  paths: listPaths.every,
  coverage: 'activityList',
  input: {},
  look: serializeList,
  calls: { read: listCall },
  // The model's answers are the server's, as on screen.
  execute: async (event, _before, { backend }) => {
    if (event.type === 'xstate.done.actor.choices') {
      return (
        (await backend.respondOne(envelopeOf(PEOPLE), callTo(apiPaths.dropdownUsers))) &&
        (await backend.respondOne(envelopeOf([]), callTo(apiPaths.dropdownClients))) &&
        backend.respondOne(NO_JOBS, callTo(apiPaths.jobs))
      );
    }
    if (event.type === 'xstate.done.actor.read') return backend.respondOne(envelopeOf(event.output), listCall);
    return false;
  },
});

interface ListHarness {
  app: RenderedApp;
  entries: QueuedHeldCall;
  users: HeldCall;
  clients: HeldCall;
  jobs: HeldCall;
  answered: number;
}

/** Answers the newest read; one a newer one replaced was dropped by the app, and gets an empty page. */
async function answerNewest(h: { entries: QueuedHeldCall; answered: number }, answer: (held: HeldCall) => Promise<void>): Promise<void> {
  await h.entries.request();
  while (h.entries.waiting() > 1) await h.entries.respond(envelopeOf(EMPTY));
  await answer(h.entries);
  h.answered = h.entries.count();
}

async function executeOnList(event: ModelEvent, h: ListHarness): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'xstate.done.actor.choices':
      await h.users.respond(envelopeOf(PEOPLE));
      await h.clients.respond(envelopeOf([]));
      await h.jobs.respond(NO_JOBS);
      return;
    case 'query.changed':
      if (event.label === 'Clear Filters') await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
      else await choose(user, 'Kind', String(event.label), screen.getByRole('group', { name: 'Filters' }));
      return;
    case 'address.changed':
      h.app.navigate(`/activity?${String(event.search)}`);
      return;
    case 'page.selected':
      await choosePage(user, 'Activity pages', Number(event.page));
      return;
    case 'reload.requested':
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      return;
    case 'xstate.done.actor.read':
      await answerNewest(h, (held) => held.respond(envelopeOf(event.output)));
      return;
    case 'xstate.error.actor.read':
      await answerNewest(h, (held) => held.fail(500));
      return;
  }
}

/** What a page of FULL shows: its rows, its count and the page in the pager. */
async function expectFullPage(pageShown: number): Promise<void> {
  const table = await waitFor(() => {
    const shown = screen.getByRole('region', { name: 'Activity' });
    expect(within(shown).getAllByRole('row')).toHaveLength(ACTIVITY_PAGE_SIZE + 1);
    return shown;
  });
  expect(table.getAttribute('aria-busy')).toBeNull();
  const first = within(table).getAllByRole('row')[1];
  expect(first.textContent).toContain('Tunde Bakare');
  expect(first.textContent).toContain('Changed client: Client 1');
  expect(first.textContent).toContain('phone: 0801 -> 0802');
  expect(screen.getByText(`Showing ${ACTIVITY_PAGE_SIZE} of 45 entries`)).toBeTruthy();
  const pager = screen.getByRole('navigation', { name: 'Activity pages' });
  expect(
    within(pager)
      .getByRole('button', { name: `Page ${pageShown}` })
      .getAttribute('aria-current'),
  ).toBe('page');
}

async function expectList(s: ListSnapshot, h: ListHarness): Promise<void> {
  const filters = await screen.findByRole('group', { name: 'Filters' });
  const { query } = s.context;
  await waitFor(() =>
    expect(within(filters).getByRole('combobox', { name: 'Kind' }).textContent).toContain(query.kind === 'job' ? 'Job' : 'All kinds'),
  );
  if (s.context.choices !== null) {
    await waitFor(() => expect(within(filters).getByRole('combobox', { name: 'Person' })).toBeTruthy());
  }
  // The address always says which list this is, so Back, reload and a shared link show it.
  const address = writeActivityAddress(query);
  expect(h.app.location()).toBe(address ? `/activity?${address}` : '/activity');

  if (s.matches('loading')) {
    await waitFor(() => expect(h.entries.count()).toBeGreaterThan(h.answered));
    const request = new URL((await h.entries.request()).url);
    expect(request.searchParams.get('pageNumber')).toBe(String(query.page));
    expect(request.searchParams.get('kind') ?? '').toBe(query.kind);
    if ((s.context.result?.items.length ?? 0) > 0) {
      expect(screen.getByRole('region', { name: 'Activity' }).getAttribute('aria-busy')).toBe('true');
    } else {
      await expectPlaceholderRows('Activity', /^Showing/);
    }
    return;
  }
  if (s.matches('failed')) {
    await expectRetryOffered('Failed to load the activity log');
    expect(screen.queryByRole('region', { name: 'Activity' })).toBeNull();
    return;
  }
  if (s.matches('empty')) {
    const filtered = Object.values(filterOf(query)).some((value) => value !== '');
    await screen.findByRole('heading', { name: filtered ? 'No activity found' : 'No activity yet' });
    expect(screen.queryByRole('region', { name: 'Activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    return;
  }
  await expectFullPage(query.page);
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
}

/**
 * The server's answer to whether it keeps the log, heard by both who ask (the sidebar, as the
 * layout starts, and the screen, once its code has arrived and it is drawn) from the one call
 * they share (src/api/readsInFlight.ts).
 */
async function answerCapabilities(capabilities: QueuedHeldCall, extensions: unknown): Promise<void> {
  await screen.findByRole('heading', { name: 'Activity', level: 1 });
  await waitFor(() => expect(capabilities.count()).toBe(1));
  await capabilities.respond(envelopeOf(extensions));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('activity log (generated paths)', () => {
  testEachPath({ machine: activityListMachine, paths: listPaths.covering, coverage: 'activityList', onScreen: true }, async (path) => {
    const capabilities = holdCall('get', extensionPaths.capabilities);
    const entries = holdCall('get', extensionPaths.activity, (url) => !isExport(url));
    const users = holdCall('get', apiPaths.dropdownUsers);
    const clients = holdCall('get', apiPaths.dropdownClients);
    const jobs = holdCall('get', apiPaths.jobs);
    const app = await renderApp('/activity', { as: 'admin' });
    await answerCapabilities(capabilities, ['activity-log']);
    const h: ListHarness = { app, entries, users, clients, jobs, answered: 0 };
    await walkPath(
      path,
      (event) => executeOnList(event, h),
      (state) => expectList(state, h),
    );
  });
});

/* ---------- The screen: the extension check and the export ---------- */

const serializeScreen = (s: ScreenSnapshot) => JSON.stringify([s.value, Boolean(s.context.exportNotice), Boolean(s.context.exportError)]);

function screenEventsFor(s: ScreenSnapshot): ModelEvent[] {
  if (s.matches('detecting')) {
    return [
      { type: 'xstate.done.actor.detect', output: ['activity-log'], label: 'with the log' },
      { type: 'xstate.done.actor.detect', output: [], label: 'without it' },
    ];
  }
  if (s.matches('unavailable')) return [];
  const events: ModelEvent[] = [{ type: 'query.changed', query: NO_ACTIVITY_FILTERS, label: 'Clear Filters' }];
  if (s.matches({ reading: 'idle' })) events.push({ type: 'export.requested', filter: NO_ACTIVITY_FILTERS });
  if (s.matches({ reading: 'exporting' })) {
    events.push(
      { type: 'xstate.done.actor.export', output: exportedMessage(ACTIVITY_PAGE_SIZE, 'activity_2026-05-04.csv') },
      { type: 'xstate.error.actor.export', error: new Error('500') },
    );
  }
  return events;
}

const screenPaths = everyAndCovering(activityMachine, {
  events: screenEventsFor,
  serialize: serializeScreen,
  input: {},
  extend: 'new transitions',
});

testEachPathOnMachine({
  // The file is saved nowhere: what is checked is what was read for it and what the screen says.
  machine: activityMachine.provide({ actors: { exportActivity: exportActivityWith(async () => undefined) } }),
  paths: screenPaths.every,
  coverage: 'activity',
  input: {},
  look: serializeScreen,
  calls: { detect: extensionPaths.capabilities, export: exportCall },
  // The model's answers are the server's, as on screen.
  execute: async (event, _before, { backend }) => {
    if (event.type === 'xstate.done.actor.detect') return backend.respondOne(envelopeOf(event.output), callTo(extensionPaths.capabilities));
    if (event.type === 'xstate.done.actor.export') return backend.respondOne(envelopeOf(page(ENTRIES, ENTRIES.length, 1)), exportCall);
    return false;
  },
});

interface ScreenHarness {
  app: RenderedApp;
  capabilities: QueuedHeldCall;
  entries: QueuedHeldCall;
  exports: QueuedHeldCall;
}

async function executeOnScreen(event: ModelEvent, h: ScreenHarness): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'xstate.done.actor.detect':
      await answerCapabilities(h.capabilities, event.output);
      // The log shows its first page, which is what is exported.
      if (Array.isArray(event.output) && event.output.length > 0) await h.entries.respond(envelopeOf(FULL));
      return;
    case 'query.changed':
      await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
      return;
    case 'export.requested':
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      return;
    case 'xstate.done.actor.export':
      await h.exports.respond(envelopeOf(page(ENTRIES, ENTRIES.length, 1)));
      return;
    case 'xstate.error.actor.export':
      await h.exports.fail(500);
      return;
  }
}

async function expectActivityScreen(s: ScreenSnapshot, h: ScreenHarness): Promise<void> {
  if (s.matches('detecting')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    await expectPlaceholderRows('Activity', /^Showing/);
    expect(h.entries.count()).toBe(0);
    return;
  }
  if (s.matches('unavailable')) {
    expect(await screen.findByText(ACTIVITY_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
    expect(h.entries.count()).toBe(0);
    return;
  }
  await expectFullPage(1);
  if (s.matches({ reading: 'exporting' })) {
    expect((await screen.findByRole('button', { name: 'Exporting...' })).hasAttribute('disabled')).toBe(true);
    const read = new URL((await h.exports.request()).url);
    expect(read.searchParams.get('pageSize')).toBe('1000');
    expect(read.searchParams.get('kind')).toBeNull();
    return;
  }
  expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  if (s.context.exportNotice) {
    expect(await screen.findByText(/^Exported 20 entries to activity_\d{4}-\d{2}-\d{2}\.csv$/)).toBeTruthy();
    expect(vi.mocked(fileSaver.save).mock.calls.at(-1)?.[1]).toMatch(EXPORT_NAME);
  } else if (s.context.exportError) {
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to export the activity log');
  } else {
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }
}

describe('activity screen (generated paths)', () => {
  testEachPath({ machine: activityMachine, paths: screenPaths.covering, coverage: 'activity', onScreen: true }, async (path) => {
    vi.spyOn(fileSaver, 'save').mockResolvedValue();
    const capabilities = holdCall('get', extensionPaths.capabilities);
    // One queue for the log's pages and the export's read: the list reads nothing while it exports.
    const entries = holdCall('get', extensionPaths.activity);
    const app = await renderApp('/activity', { as: 'admin' });
    const h: ScreenHarness = { app, capabilities, entries, exports: entries };
    await walkPath(
      path,
      (event) => executeOnScreen(event, h),
      (state) => expectActivityScreen(state, h),
    );
  });
});

describe('activity address', () => {
  it('reads the filter from the address and asks the server for exactly it', async () => {
    const entries = holdCall('get', extensionPaths.activity);
    await renderApp('/activity?person=2&client=1&job=3&kind=task&from=2026-05-01&to=2026-05-31&page=2', { as: 'admin' });
    const request = new URL((await entries.request()).url);
    expect(Object.fromEntries(request.searchParams)).toEqual({
      userId: '2',
      clientId: '1',
      jobId: '3',
      kind: 'task',
      from: '2026-05-01',
      to: '2026-05-31',
      pageNumber: '2',
      pageSize: String(ACTIVITY_PAGE_SIZE),
    });
    expect(((await screen.findByLabelText('From')) as HTMLInputElement).value).toBe('2026-05-01');
    await entries.passThrough();
  });
});
