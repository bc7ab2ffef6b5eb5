/**
 * Model-based test of the Activity screen: every path generated from the activity machine
 * walked on the machine against the mock backend, and the covering set through the rendered
 * screen against msw/node (docs/decisions/020-every-path-on-its-machine.md), with the
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
import { ACTIVITY_PAGE_SIZE, activityMachine, exportActivityWith, exportedMessage } from '../../src/machines/activity.machine';
import { ACTIVITY_UNAVAILABLE } from '../../src/views/activity/ActivityPage';
import { fileSaver } from '../../src/views/ui/saveFile';
import { holdCall, type HeldCall, type QueuedHeldCall } from '../support/server';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { choose } from '../views/jobs/helpers';
import { everyAndCovering, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { choosePage, expectPlaceholderRows, expectRetryOffered } from '../support/lists';

type Snapshot = SnapshotFrom<typeof activityMachine>;

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

const serialize = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.page, s.context.filter.kind, s.context.options.people.length, Boolean(s.context.exportNotice)]);

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('detecting')) {
    return [
      { type: 'xstate.done.actor.detect', output: ['activity-log'], label: 'with the log' },
      { type: 'xstate.done.actor.detect', output: [], label: 'without it' },
    ];
  }
  if (s.matches('unavailable')) return [];
  const events: ModelEvent[] = [];
  if (s.context.options.people.length === 0) {
    events.push({ type: 'xstate.done.actor.options', output: { people: [{ value: 2, label: 'Tunde Bakare' }], clients: [], jobs: [] } });
  }
  if (s.context.filter.kind !== 'job') events.push({ type: 'filter.changed', field: 'kind', value: 'job', label: 'Job' });
  events.push({ type: 'filters.cleared' });
  if (s.context.page !== 2) events.push({ type: 'address.changed', search: ANOTHER_ADDRESS });
  if (s.matches({ reading: 'loaded' }) && s.context.totalPages >= 2)
    events.push({ type: 'page.selected', page: s.context.page === 2 ? 3 : 2 });
  if (s.matches({ reading: 'failed' })) events.push({ type: 'reload.requested' });
  if (s.matches({ reading: 'loading' })) {
    events.push(
      { type: 'xstate.done.actor.entries', output: FULL, label: 'page' },
      { type: 'xstate.done.actor.entries', output: EMPTY, label: 'empty' },
      { type: 'xstate.error.actor.entries', error: new Error('500') },
    );
  }
  if (s.matches({ reading: { loaded: 'idle' } })) events.push({ type: 'export.requested' });
  if (s.matches({ reading: { loaded: 'exporting' } })) {
    events.push(
      { type: 'xstate.done.actor.export', output: exportedMessage(45, 'activity_2026-05-04.csv') },
      { type: 'xstate.error.actor.export', error: new Error('500') },
    );
  }
  return events;
}

const paths = everyAndCovering(activityMachine, { events: eventsFor, serialize, input: {}, extend: 'new transitions' });

const callTo = (path: string) => (request: Request) => new URL(request.url).pathname === path;

testEachPathOnMachine({
  // The file is saved nowhere: what is checked is what was read for it and what the screen says.
  machine: activityMachine.provide({ actors: { exportActivity: exportActivityWith(async () => undefined) } }),
  paths: paths.every,
  coverage: 'activity',
  input: {},
  look: serialize,
  calls: { detect: extensionPaths.capabilities, entries: extensionPaths.activity, export: extensionPaths.activity },
  // The model's answers are the server's, as on screen.
  execute: async (event, _before, { backend }) => {
    if (event.type === 'xstate.done.actor.detect') return backend.respondOne(envelopeOf(event.output), callTo(extensionPaths.capabilities));
    if (event.type === 'xstate.done.actor.options') {
      return (
        (await backend.respondOne(
          envelopeOf([{ id: 2, name: 'Tunde Bakare', userType: 2, jobType: 'Audit' }]),
          callTo(apiPaths.dropdownUsers),
        )) &&
        (await backend.respondOne(envelopeOf([]), callTo(apiPaths.dropdownClients))) &&
        backend.respondOne(
          { response: 'OK', responseDescription: 'SUCCESSFUL', items: [], totalItems: 0, totalPages: 0, currentPage: 1 },
          callTo(apiPaths.jobs),
        )
      );
    }
    if (event.type === 'xstate.done.actor.entries') return backend.respondOne(envelopeOf(event.output), callTo(extensionPaths.activity));
    if (event.type === 'xstate.done.actor.export')
      return backend.respondOne(envelopeOf(page(ENTRIES, ENTRIES.length, 1)), callTo(extensionPaths.activity));
    return false;
  },
});

interface Harness {
  app: RenderedApp;
  capabilities: QueuedHeldCall;
  /** The log's reads: a page of the list, or the export's read while exporting (nothing else is asked then). */
  entries: QueuedHeldCall;
  users: HeldCall;
  clients: HeldCall;
  jobs: HeldCall;
  answered: number;
}

async function answerNewest(h: Harness, answer: (held: HeldCall) => Promise<void>): Promise<void> {
  await h.entries.request();
  while (h.entries.waiting() > 1) await h.entries.respond(envelopeOf(EMPTY));
  await answer(h.entries);
  h.answered = h.entries.count();
}

async function execute(event: ModelEvent, h: Harness): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'xstate.done.actor.detect':
      // The sidebar asks too (src/machines/shell.machine.ts): both hear the same server.
      await waitFor(() => expect(h.capabilities.count()).toBe(2));
      while (h.capabilities.waiting() > 0) await h.capabilities.respond(envelopeOf(event.output));
      return;
    case 'xstate.done.actor.options':
      await h.users.respond(envelopeOf([{ id: 2, name: 'Tunde Bakare', userType: 2, jobType: 'Audit' }]));
      await h.clients.respond(envelopeOf([]));
      await h.jobs.respond({ response: 'OK', responseDescription: 'SUCCESSFUL', items: [], totalItems: 0, totalPages: 0, currentPage: 1 });
      return;
    case 'filter.changed':
      await choose(user, 'Kind', String(event.label), screen.getByRole('group', { name: 'Filters' }));
      return;
    case 'filters.cleared':
      await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
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
    case 'xstate.done.actor.entries':
      await answerNewest(h, (held) => held.respond(envelopeOf(event.output)));
      return;
    case 'xstate.error.actor.entries':
      await answerNewest(h, (held) => held.fail(500));
      return;
    case 'export.requested':
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      return;
    case 'xstate.done.actor.export':
      await h.entries.respond(envelopeOf(page(ENTRIES, ENTRIES.length, 1)));
      h.answered = h.entries.count();
      return;
    case 'xstate.error.actor.export':
      await h.entries.fail(500);
      h.answered = h.entries.count();
      return;
  }
}

async function expectScreen(s: Snapshot, h: Harness): Promise<void> {
  if (s.matches('detecting')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    await expectPlaceholderRows('Activity', /^Showing/);
    return;
  }
  if (s.matches('unavailable')) {
    expect(await screen.findByText(ACTIVITY_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
    return;
  }
  const filters = await screen.findByRole('group', { name: 'Filters' });
  await waitFor(() =>
    expect(within(filters).getByRole('combobox', { name: 'Kind' }).textContent).toContain(
      s.context.filter.kind === 'job' ? 'Job' : 'All kinds',
    ),
  );
  // The address always says which list this is, so Back, reload and a shared link show it.
  const query = writeActivityAddress({ ...s.context.filter, page: s.context.page });
  expect(h.app.location()).toBe(query ? `/activity?${query}` : '/activity');

  if (s.matches({ reading: 'loading' })) {
    await waitFor(() => expect(h.entries.count()).toBeGreaterThan(h.answered));
    const request = new URL((await h.entries.request()).url);
    expect(request.searchParams.get('pageNumber')).toBe(String(s.context.page));
    expect(request.searchParams.get('kind') ?? '').toBe(s.context.filter.kind);
    if (s.context.entries.length > 0) {
      expect(screen.getByRole('region', { name: 'Activity' }).getAttribute('aria-busy')).toBe('true');
    } else {
      await expectPlaceholderRows('Activity', /^Showing/);
    }
    return;
  }
  if (s.matches({ reading: 'failed' })) {
    await expectRetryOffered('Failed to load the activity log');
    expect(screen.queryByRole('region', { name: 'Activity' })).toBeNull();
    return;
  }
  if (s.matches({ reading: 'empty' })) {
    const filtered = Object.values(s.context.filter).some((value) => value !== '');
    await screen.findByRole('heading', { name: filtered ? 'No activity found' : 'No activity yet' });
    expect(screen.queryByRole('region', { name: 'Activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    return;
  }
  const table = await screen.findByRole('region', { name: 'Activity' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ACTIVITY_PAGE_SIZE + 1));
  expect(table.getAttribute('aria-busy')).toBeNull();
  const first = within(table).getAllByRole('row')[1];
  expect(first.textContent).toContain('Tunde Bakare');
  expect(first.textContent).toContain('Changed client: Client 1');
  expect(first.textContent).toContain('phone: 0801 -> 0802');
  expect(screen.getByText(`Showing ${ACTIVITY_PAGE_SIZE} of 45 entries`)).toBeTruthy();
  const pager = screen.getByRole('navigation', { name: 'Activity pages' });
  expect(
    within(pager)
      .getByRole('button', { name: `Page ${s.context.page}` })
      .getAttribute('aria-current'),
  ).toBe('page');
  if (s.matches({ reading: { loaded: 'exporting' } })) {
    expect((await screen.findByRole('button', { name: 'Exporting...' })).hasAttribute('disabled')).toBe(true);
    const read = new URL((await h.entries.request()).url);
    expect(read.searchParams.get('pageSize')).toBe('1000');
    expect(read.searchParams.get('kind') ?? '').toBe(s.context.filter.kind);
    return;
  }
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  if (s.context.exportNotice) {
    expect(await screen.findByText(/^Exported 20 entries to activity_\d{4}-\d{2}-\d{2}\.csv$/)).toBeTruthy();
    expect(vi.mocked(fileSaver.save).mock.calls.at(-1)?.[1]).toMatch(EXPORT_NAME);
  } else if (s.context.exportError) {
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to export the activity log');
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('activity log (generated paths)', () => {
  testEachPath({ machine: activityMachine, paths: paths.covering, coverage: 'activity', onScreen: true }, async (path) => {
    vi.spyOn(fileSaver, 'save').mockResolvedValue();
    const capabilities = holdCall('get', extensionPaths.capabilities);
    const entries = holdCall('get', extensionPaths.activity);
    const users = holdCall('get', apiPaths.dropdownUsers);
    const clients = holdCall('get', apiPaths.dropdownClients);
    const jobs = holdCall('get', apiPaths.jobs);
    const app = await renderApp('/activity', { as: 'admin' });
    const h: Harness = { app, capabilities, entries, users, clients, jobs, answered: 0 };
    await walkPath(
      path,
      (event) => execute(event, h),
      (state) => expectScreen(state, h),
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
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-05-01');
    await entries.passThrough();
  });
});
