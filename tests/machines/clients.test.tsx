/**
 * Model-based tests of the clients screen: paths generated from the clients list machine, the
 * details modal, the client form machine and the delete machine, each walked on its machine
 * (every path) and through the rendered screen (a covering set) against the mock backend, with
 * the server's answers held until the path decides them.
 */
import { writeSearchedListAddress } from '../../src/domain/listAddress';
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { Client } from '../../src/api/types';
import { paths as apiPaths } from '../../src/api/paths';
import {
  clientPage,
  clientPageCount,
  clientToValues,
  emptyClientValues,
  filterClients,
  validateClient,
  type ClientFormValues,
} from '../../src/domain/clients';
import { clientDeleteMachine, clientDetailsMachine, clientsMachine, type ClientsList } from '../../src/machines/clients.machine';
import { itemsOf } from '../../src/machines/list.machine';
import { clientFormMachine } from '../../src/machines/clientForm.machine';
import { getDb } from '../../mocks/db/store';
import { toClient } from '../../mocks/db/views';
import { holdCall, type HeldCall, type QueuedHeldCall } from '../support/server';
import { stopWaiting } from '../support/modals';
import { closeFormModal, expectFormModalClosed, waitOutSuccess, watchListReads, type ListRereads } from '../support/listRereads';
import { STOPPED_WAITING_MESSAGE, SUCCESS_DELAY_MS } from '../../src/machines/formModal.machine';
import { passTime } from '../support/time';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { answerAsModelled, callOutcomes, everyAndCovering, formModalLook, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { replaceText } from '../support/fill';
import { testEachPath, walkPath } from '../support/walk';
import { choosePage, expectPlaceholderRows, expectRetryOffered, tableRegion } from '../support/lists';

const seed: Client[] = getDb()
  .clients.filter((c) => c.active)
  .map(toClient);
const serverPages = () => Math.ceil(getDb().clients.filter((c) => c.active).length / 10);

/** A search that spans more than one page, so paging while searching is reachable. */
const SEARCH = ['way', 'street', 'road', 'tax', 'audit', 'bookkeeping', 'lagos']
  .map((term) => ({ term, n: filterClients(seed, term).length }))
  .sort((a, b) => Number(b.n > 10 && b.n < seed.length) - Number(a.n > 10 && a.n < seed.length) || b.n - a.n)[0].term;

const LABELS: Record<keyof ClientFormValues, string> = {
  clientName: 'Client name',
  clientRepresentative: 'Client representative',
  email: 'Email address',
  phone: 'Phone number',
  industry: 'Industry',
  designation: 'Designation',
  services: 'Services',
  address: 'Address',
};

const label = (field: keyof ClientFormValues) => new RegExp(`^${LABELS[field]}`);

async function typeInto(h: RenderedApp, field: keyof ClientFormValues, value: string): Promise<void> {
  await replaceText(h.user, screen.getByLabelText(label(field)), value);
}

async function openScreen(): Promise<RenderedApp> {
  const h = await renderApp('/clients', { as: 'admin' });
  return h;
}

const clientsTable = () => tableRegion('Clients table');

async function waitForTable(): Promise<HTMLElement> {
  const table = await waitFor(clientsTable);
  await waitFor(() => expect(within(table).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1));
  return table;
}

function firstRowName(): string {
  const table = clientsTable();
  const row = within(table).getAllByRole('row', { hidden: true })[1];
  return within(row).getAllByRole('cell', { hidden: true })[0].querySelector('span')?.textContent ?? '';
}

/* ---------------- clients list ---------------- */

type ListSnapshot = SnapshotFrom<typeof clientsMachine>;

/** What the read has read: the first `n` clients, of all the server has. */
const readSoFar = (n: number): ClientsList => ({
  items: seed.slice(0, n),
  totalItems: seed.length,
  totalPages: clientPageCount(seed.length),
});
const WHOLE = readSoFar(seed.length);
const NONE: ClientsList = { items: [], totalItems: 0, totalPages: 0 };
/** The server's answer when it has no client at all. */
const NO_CLIENTS = {
  responseCode: 'OK',
  responseDescription: 'SUCCESSFUL',
  response: { items: [], totalItems: 0, totalPages: 0, currentPage: 1 },
};

const listSerialize = (s: ListSnapshot) =>
  JSON.stringify([s.value, s.context.query, s.context.typed, s.context.partial, s.context.result?.items.length ?? null]);

function listEvents(s: ListSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [];
  const { query, typed, result, partial } = s.context;
  // No client at all: nothing to search, page or work on.
  if (s.matches('empty')) return events;
  if (query.search !== SEARCH) events.push({ type: 'search.typed', text: SEARCH, label: JSON.stringify(SEARCH) });
  if (query.search !== '') events.push({ type: 'search.typed', text: '', label: '""' });
  // A space after what is searched for searches for nothing new: the page stays.
  if (s.matches('loaded') && typed === SEARCH) events.push({ type: 'search.typed', text: `${SEARCH} `, label: 'a space' });
  const read = result?.items.length ?? 0;
  if (s.matches('loading')) {
    events.push({ type: 'xstate.done.actor.read', output: WHOLE }, { type: 'xstate.error.actor.read', error: new Error('500') });
    if (result === null) events.push({ type: 'xstate.done.actor.read', output: NONE, label: 'no client' });
    // The first page, then each next one but the last (whose answer ends the read): what has
    // been read grows from page 1.
    if (result === null || (partial && read + 10 < seed.length))
      events.push({ type: 'read.part', part: readSoFar(read + 10), label: `${read + 10} read` });
  }
  if (s.matches('failed')) events.push({ type: 'reload.requested' });
  if (s.matches('loaded') && clientPageCount(read) >= 2) {
    // Back (or a link) to the second page of every client.
    if (query.page !== 2 || query.search !== '') events.push({ type: 'address.changed', search: 'page=2' });
    // A link to a page past the last: the last page shows, and the address says so.
    if (query.page !== clientPageCount(read) || query.search !== '') events.push({ type: 'address.changed', search: 'page=9' });
  }
  if (result && (s.matches('loaded') || (s.matches('loading') && partial))) {
    events.push({ type: 'reload.requested' });
    if (clientPageCount(filterClients(result.items, query.search).length) >= 2)
      events.push({ type: 'page.selected', page: query.page === 2 ? 1 : 2 });
  }
  return events;
}

const listPaths = everyAndCovering(clientsMachine, {
  events: listEvents,
  serialize: listSerialize,
  input: {},
  // The screen also shows a link past the last page corrected to the last.
  covers: (path) => (path.steps.some(({ event }) => 'search' in event && event.search === 'page=9') ? ['a page past the last'] : []),
});

const isClientsPage = (request: Request) => new URL(request.url).pathname === apiPaths.clients;

testEachPathOnMachine({
  machine: clientsMachine,
  paths: listPaths.every,
  coverage: 'clients',
  look: listSerialize,
  calls: { read: apiPaths.clients },
  execute: async (event, _before, { backend }) => {
    // A page of the read arrives: the mock backend answers the oldest page asked for.
    if (event.type === 'read.part') return backend.passOne(isClientsPage);
    // A server without a client: its first page says so, and the read ends there.
    if (event.type === 'xstate.done.actor.read' && event.output === NONE) return backend.respondOne(NO_CLIENTS, isClientsPage);
    return false;
  },
});

interface ListHarness {
  app: RenderedApp;
  list: HeldCall;
  /** Page requests of the current read still to be answered. */
  unanswered: number;
}

async function executeList(event: ModelEvent, h: ListHarness): Promise<void> {
  const { user } = h.app;
  const box = () => screen.getByRole('searchbox', { name: 'Search clients' });
  switch (event.type) {
    case 'search.typed':
      // One key more: the space after what is searched for.
      if (event.label === 'a space') await user.type(box(), ' ');
      else await replaceText(user, box(), String(event.text));
      return;
    case 'page.selected':
      await choosePage(user, 'Clients pages', Number(event.page));
      return;
    case 'address.changed':
      h.app.navigate(`/clients?${String(event.search)}`);
      return;
    case 'reload.requested': {
      const retry = screen.queryByRole('button', { name: 'Retry' });
      h.unanswered = serverPages();
      const asked = h.list.count();
      // The list is read anew: its first page is asked for (and any page still in flight is cancelled).
      const askedAgain = () => waitFor(() => expect(h.list.count()).toBeGreaterThan(asked));
      if (retry) {
        await user.click(retry);
        await askedAgain();
        return;
      }
      // After a save the list is read again: save the first row unchanged.
      const name = firstRowName();
      await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
      await user.click(within(dialog).getByRole('button', { name: 'Update Client' }));
      await within(dialog).findByText('Client updated successfully');
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
      await askedAgain();
      return;
    }
    case 'read.part':
      await h.list.passThrough();
      h.unanswered -= 1;
      return;
    case 'xstate.done.actor.read':
      if (event.output === NONE) {
        await h.list.respond(NO_CLIENTS);
        h.unanswered = 0;
      }
      for (; h.unanswered > 0; h.unanswered -= 1) await h.list.passThrough();
      return;
    case 'xstate.error.actor.read':
      // One page fails; the screen gives up the read and cancels the pages still in flight.
      await h.list.fail(500);
      h.unanswered = 0;
      return;
  }
}

/** The counter while the rest is read, as the screen words it. */
function readingCounter(s: ListSnapshot, read: readonly Client[]): string {
  const progress = `Loading all clients… ${read.length} of ${seed.length} read`;
  if (!s.context.query.search) return progress;
  const matches = filterClients(read, s.context.query.search).length;
  return `${matches} ${matches === 1 ? 'match' : 'matches'} so far · ${progress}`;
}

async function expectList(s: ListSnapshot, app: RenderedApp): Promise<void> {
  const { query, result, partial } = s.context;
  await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Search clients' }) as HTMLInputElement).value).toBe(s.context.typed));
  // The address holds the search and the page, so Back, reload and a shared link keep them.
  const address = writeSearchedListAddress(query);
  expect(app.location()).toBe(address ? `/clients?${address}` : '/clients');
  if (s.matches('loading') && !partial) {
    if (result === null) await expectPlaceholderRows('Clients table', /^[\d,]+ of [\d,]+ clients$/);
    else await screen.findByText('Refreshing…');
    return;
  }
  if (s.matches('failed')) {
    await expectRetryOffered('Failed to load clients');
    return;
  }
  const table = clientsTable();
  if (s.matches('empty')) {
    await within(table).findByText('No clients yet');
    expect(screen.getByText('0 of 0 clients')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Clients pages' })).toBeNull();
    return;
  }
  // Every client read, or on first opening those read so far: searched, paged and usable.
  const all = itemsOf(result);
  const filtered = filterClients(all, query.search);
  const rows = clientPage(filtered, query.page);
  await screen.findByText(s.matches('loaded') ? `${filtered.length} of ${all.length} clients` : readingCounter(s, all));
  if (rows.length === 0) {
    // A search with no match among the rows read so far.
    expect(within(table).getByText('No matching clients so far')).toBeTruthy();
  } else {
    const firstRow = await waitFor(() => {
      const shown = within(table).getAllByRole('row', { hidden: true }).slice(1);
      expect(shown).toHaveLength(rows.length);
      expect(shown[0].textContent).toContain(rows[0].clientName);
      return shown[0];
    });
    expect(screen.getByText(`Page ${query.page} of ${clientPageCount(filtered.length)}`, { exact: true })).toBeTruthy();
    // The client's actions are in its own row.
    for (const action of ['View', 'Edit', 'Delete']) {
      const button = within(firstRow).getByRole('button', { name: `${action} ${rows[0].clientName}`, hidden: true });
      expect(button).toHaveProperty('disabled', false);
    }
  }
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('clients list (generated paths)', () => {
  testEachPath(
    { machine: clientsMachine, paths: listPaths.covering, coverage: 'clients', input: {}, onScreen: true },
    async (path) => {
      const list = holdCall('get', apiPaths.clients);
      const app = await openScreen();
      const h: ListHarness = { app, list, unanswered: serverPages() };
      await walkPath(
        path,
        (event) => executeList(event, h),
        (state) => expectList(state, app),
      );
    },
    60_000,
  );
});

/* ---------------- client details ---------------- */

type DetailsSnapshot = SnapshotFrom<typeof clientDetailsMachine>;

const detailsSerialize = (s: DetailsSnapshot) => JSON.stringify([s.value, s.context.subject?.id ?? null]);
const detailsPaths = everyAndCovering(clientDetailsMachine, {
  events: (s) => (s.matches('closed') ? [{ type: 'modal.opened', subject: seed[0] }] : [{ type: 'modal.closed' }]),
  serialize: detailsSerialize,
});

testEachPathOnMachine({ machine: clientDetailsMachine, paths: detailsPaths.every, coverage: 'clientDetails', look: detailsSerialize });

describe('client details (generated paths)', () => {
  testEachPath(
    { machine: clientDetailsMachine, paths: detailsPaths.covering, coverage: 'clientDetails', onScreen: true },
    async (path) => {
      const { user } = await openScreen();
      await waitForTable();
      await walkPath(
        path,
        async (event) => {
          if (event.type === 'modal.opened') await user.click(screen.getByRole('button', { name: `View ${seed[0].clientName}` }));
          else await user.keyboard('{Escape}');
        },
        async (s) => {
          if (!s.context.subject) {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            return;
          }
          // Every field of the client, read-only.
          const dialog = await screen.findByRole('dialog', { name: 'Client Details' });
          for (const value of [s.context.subject.address, s.context.subject.clientRepresentative, s.context.subject.phone])
            expect(dialog.textContent).toContain(value);
        },
      );
    },
    60_000,
  );
});

/* ---------------- client form ---------------- */

type FormSnapshot = SnapshotFrom<typeof clientFormMachine>;

const NEW_CLIENT: ClientFormValues = {
  clientName: '  Harmattan Breweries ',
  clientRepresentative: 'Bola Ige',
  // An email input drops surrounding spaces itself; the capitals are the app's to fix.
  email: 'Finance@Harmattan.NG',
  industry: 'Beverages',
  designation: 'Finance Director',
  services: 'Tax filing and payroll',
  phone: '+234 (803) 555-0101',
  address: '14 Ozumba Mbadiwe Avenue, Victoria Island',
};
const BAD_PATCH: Partial<ClientFormValues> = { address: 'Lagos' };

const SUBMIT_ID = clientFormMachine.root.states.submitting.invoke[0].id;
const FORM_AFTER = clientFormMachine.root.states.succeeded.after[0].eventType;

const formSerialize = (s: FormSnapshot) => JSON.stringify(formModalLook(s));

function formEvents(s: FormSnapshot): ModelEvent[] {
  if (s.matches('closed')) {
    return [
      { type: 'modal.opened', values: emptyClientValues, subject: null },
      { type: 'modal.opened', values: clientToValues(seed[0]), subject: seed[0] },
    ];
  }
  if (s.matches('editing')) {
    const valid = Object.keys(validateClient(s.context.values)).length === 0;
    return [
      valid
        ? { type: 'fields.changed', patch: BAD_PATCH }
        : { type: 'fields.changed', patch: s.context.subject ? { address: seed[0].address } : NEW_CLIENT },
      { type: 'form.submitted' },
      { type: 'modal.closed' },
    ];
  }
  if (s.matches('submitting')) {
    return callOutcomes(SUBMIT_ID, seed[0]);
  }
  return [{ type: FORM_AFTER }, { type: 'modal.closed' }];
}

const formPaths = everyAndCovering(clientFormMachine, { events: formEvents, serialize: formSerialize });

/** The new client is stored once it was saved, trimmed and with its email lower-cased, and not before. */
function expectNewClientStored(taken: ReadonlyArray<{ state: FormSnapshot }>): void {
  const saved = taken.some(({ state }) => state.matches('succeeded') && !state.context.subject);
  const stored = getDb().clients.filter((c) => c.clientName === 'Harmattan Breweries');
  expect(stored.map((c) => c.email)).toEqual(saved ? ['finance@harmattan.ng'] : []);
}

testEachPathOnMachine({
  machine: clientFormMachine,
  paths: formPaths.every,
  coverage: 'clientForm',
  look: formSerialize,
  expectStored: (_actual, taken) => expectNewClientStored(taken),
});

interface FormHarness {
  app: RenderedApp;
  create: QueuedHeldCall;
  update: QueuedHeldCall;
  lists: ListRereads;
  subjectName: string | null;
}

async function executeForm(event: ModelEvent, h: FormHarness, before: FormSnapshot): Promise<void> {
  const { user } = h.app;
  const dialog = () => screen.getByRole('dialog');
  switch (event.type) {
    case 'modal.opened':
      if (event.subject) {
        h.subjectName = firstRowName();
        await user.click(screen.getByRole('button', { name: `Edit ${h.subjectName}` }));
      } else {
        h.subjectName = null;
        await user.click(screen.getByRole('button', { name: 'Add Client' }));
      }
      await screen.findByRole('dialog');
      return;
    case 'fields.changed':
      for (const [field, value] of Object.entries(event.patch as Partial<ClientFormValues>))
        await typeInto(h.app, field as keyof ClientFormValues, value ?? '');
      return;
    case 'form.submitted':
      await user.click(within(dialog()).getByRole('button', { name: before.context.subject ? 'Update Client' : 'Create Client' }));
      return;
    case 'modal.closed':
      await closeFormModal(user, before.matches('succeeded'), h.lists);
      return;
    case 'submission.cancelled':
      await stopWaiting(user, before.context.subject ? h.update : h.create);
      return;
    case FORM_AFTER:
      await waitOutSuccess(h.lists);
      return;
  }
  await answerAsModelled(before.context.subject ? h.update : h.create, event);
}

async function expectForm(s: FormSnapshot, h: FormHarness, previous: FormSnapshot | null): Promise<void> {
  if (s.matches('closed')) {
    await expectFormModalClosed(previous?.matches('succeeded') ?? false, h.lists);
    if (previous?.matches('succeeded') && !previous.context.subject)
      await waitFor(() => expect(getDb().clients.some((c) => c.clientName === 'Harmattan Breweries')).toBe(true));
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: s.context.subject ? 'Edit Client' : 'Add New Client' });
  if (s.matches('submitting')) {
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    return;
  }
  if (s.matches('succeeded')) {
    await within(dialog).findByText(s.context.subject ? 'Client updated successfully' : 'Client created successfully');
    if (!s.context.subject) {
      // Stored trimmed, with the email lower-cased.
      const stored = getDb().clients.find((c) => c.clientName === 'Harmattan Breweries');
      expect(stored?.email).toBe('finance@harmattan.ng');
    }
    return;
  }
  // Editing: what was typed is still there, with the messages the model expects.
  for (const field of Object.keys(LABELS) as Array<keyof ClientFormValues>) {
    const input = within(dialog).getByLabelText(label(field)) as HTMLInputElement;
    expect(input.value).toBe(
      s.context.subject && field === 'clientName' && s.context.values.clientName === seed[0].clientName
        ? h.subjectName
        : s.context.values[field],
    );
  }
  for (const message of Object.values(s.context.fieldErrors)) expect(within(dialog).getByText(message)).toBeTruthy();
  if (s.context.error)
    expect(within(dialog).getByRole('alert').textContent).toContain(
      s.context.error === STOPPED_WAITING_MESSAGE ? STOPPED_WAITING_MESSAGE : 'Failed to create or update client',
    );
  else expect(within(dialog).queryByRole('alert')).toBeNull();
}

describe('client form (generated paths)', () => {
  testEachPath(
    { machine: clientFormMachine, paths: formPaths.covering, coverage: 'clientForm', onScreen: true },
    async (path) => {
      const create = holdCall('post', apiPaths.clientCreate);
      const update = holdCall('post', apiPaths.clientUpdate);
      const lists = watchListReads(apiPaths.clients);
      const app = await openScreen();
      await waitForTable();
      const h: FormHarness = { app, create, update, lists, subjectName: null };
      await walkPath(
        path,
        (event, before) => executeForm(event, h, before),
        (state, before) => expectForm(state, h, before),
      );
    },
    60_000,
  );
});

/* ---------------- delete (deactivate) ---------------- */

type DeleteSnapshot = SnapshotFrom<typeof clientDeleteMachine>;
const DELETE_ID = clientDeleteMachine.root.states.submitting.invoke[0].id;
const DELETE_AFTER = clientDeleteMachine.root.states.succeeded.after[0].eventType;

function deleteEvents(s: DeleteSnapshot): ModelEvent[] {
  if (s.matches('closed')) return [{ type: 'modal.opened', values: {}, subject: seed[0] }];
  if (s.matches('editing')) return [{ type: 'form.submitted' }, { type: 'modal.closed' }];
  if (s.matches('submitting')) {
    return callOutcomes(DELETE_ID, undefined);
  }
  return [{ type: DELETE_AFTER }, { type: 'modal.closed' }];
}

const deleteSerialize = (s: DeleteSnapshot) => JSON.stringify([s.value, s.context.error]);
const deletePaths = everyAndCovering(clientDeleteMachine, { events: deleteEvents, serialize: deleteSerialize });

testEachPathOnMachine({
  machine: clientDeleteMachine,
  paths: deletePaths.every,
  coverage: 'clientDelete',
  look: deleteSerialize,
  // Deactivated on the server once the delete succeeded, and not before.
  expectStored: (_actual, taken) =>
    expect(getDb().clients.find((c) => c.id === seed[0].id)?.active).toBe(!taken.some(({ state }) => state.matches('succeeded'))),
});

/**
 * The delete confirmation reuses the shared form-modal machine but has no fields: its
 * 'fields.changed' and its validation branch of 'form.submitted' cannot be reached from the screen.
 */
describe('client delete (generated paths)', () => {
  testEachPath(
    { machine: clientDeleteMachine, paths: deletePaths.covering, coverage: 'clientDelete', onScreen: true },
    async (path) => {
      const remove = holdCall('post', apiPaths.clientDeactivate);
      const { user } = await openScreen();
      await waitForTable();
      let name = '';
      const execute = async (e: ModelEvent): Promise<void> => {
        if (e.type === 'modal.opened') {
          name = firstRowName();
          await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
        } else if (e.type === 'form.submitted')
          await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
        else if (e.type === 'modal.closed') await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
        else if (e.type === 'submission.cancelled') await stopWaiting(user, remove, 'Escape');
        else if (e.type === DELETE_AFTER) await passTime(SUCCESS_DELAY_MS);
        else await answerAsModelled(remove, e);
      };
      const check = async (s: DeleteSnapshot, before: DeleteSnapshot | null): Promise<void> => {
        if (s.matches('closed')) {
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          if (before?.matches('succeeded')) {
            // Deactivated on the server and gone from the reloaded list.
            expect(getDb().clients.find((c) => c.clientName === name)?.active).toBe(false);
            await waitFor(() => expect(screen.queryByRole('button', { name: `View ${name}` })).toBeNull());
          } else if (before) expect(screen.getByRole('button', { name: `View ${name}` })).toBeTruthy();
          return;
        }
        const dialog = await screen.findByRole('dialog', { name: 'Delete Client' });
        if (s.matches('editing')) {
          expect(dialog.textContent).toContain(name);
          if (s.context.error)
            expect(within(dialog).getByRole('alert').textContent).toBe(
              s.context.error === STOPPED_WAITING_MESSAGE ? STOPPED_WAITING_MESSAGE : 'Failed to delete client',
            );
        } else if (s.matches('submitting')) {
          expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toHaveProperty('disabled', true);
        } else {
          await within(dialog).findByText('Client deleted successfully');
        }
      };
      await walkPath(path, execute, check);
    },
    60_000,
  );
});
