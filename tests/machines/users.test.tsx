/**
 * Model-based tests of the users screen (docs/decisions/020-every-path-on-its-machine.md): the
 * list (a list-factory instance), what a row changes at once (userAccounts: details, Lock,
 * Unlock, Reactivate) and the deactivate and delete dialogs (form-modal instances), each with
 * every path generated from its machine walked on the machine against the mock backend, and
 * the covering set through the rendered screen, with the server's answers held until the path
 * decides them.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { Paged, User } from '../../src/api/types';
import { paths as apiPaths } from '../../src/api/paths';
import { EXTENSIONS, extensionPaths, type Holdings } from '../../src/api/extensions';
import { userFullName } from '../../src/domain/users';
import { writeSearchedListAddress } from '../../src/domain/listAddress';
import { USER_TYPE } from '../../src/domain/roles';
import { CHOOSE_TAKEOVER } from '../../src/domain/handover';
import { SEARCH_DEBOUNCE_MS, usersMachine } from '../../src/machines/users.machine';
import { ACCOUNT_CHANGED, ACCOUNT_NOTICE_MS, userAccountsMachine } from '../../src/machines/userAccounts.machine';
import {
  HOLDINGS_READ_FAILED,
  NO_HANDOVER,
  handoverChosen,
  userDeactivateMachine,
  userDeleteMachine,
  type Leaving,
} from '../../src/machines/userLeave.machine';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { DEMO_IDS } from '../../mocks/db/seed';
import type { UserRecord } from '../../mocks/db';
import { getDb } from '../../mocks/db/store';
import { canBeChosen, fullName, toUser, toUserOption } from '../../mocks/db/views';
import { assignMade, deactivateMade, makeJob, makeTask, makeUser } from '../support/factories';
import { pickWithKeyboard, replaceText } from '../support/fill';
import { stopWaiting } from '../support/modals';
import { onSimulatedTime, passTime } from '../support/time';
import { holdCall, type QueuedHeldCall } from '../support/server';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { answerAsModelled, callOutcomes, everyAndCovering, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { choosePage, expectPlaceholderRows, expectRetryOffered, tableRegion } from '../support/lists';
import { padlockOf, statusOf } from '../support/padlock';

const PAGE_SIZE = 10;
const usersTable = () => tableRegion('Users table');
const isUsersPage = (request: Request) => new URL(request.url).pathname === apiPaths.users;

/** The table row of the account with `email`, found within the table. */
const rowWith = (email: string): HTMLElement | undefined =>
  within(usersTable())
    .getAllByRole('row', { hidden: true })
    .find((r) => r.textContent?.includes(email));

/* ---------------- the list ---------------- */

/** The server's answer for a search and page, as the mock backend computes it (made before any model's own users). */
function serverPage(search: string, page: number): Paged<User> {
  const db = getDb();
  const needle = search.trim().toLowerCase();
  const list = db.users
    .filter((u) => !u.deleted)
    .filter((u) => {
      if (!needle) return true;
      const user = toUser(db, u);
      return [fullName(u), user.email, user.phoneNumber, user.userTypeName, user.jobType, user.positionName].some((v) =>
        v.toLowerCase().includes(needle),
      );
    })
    .map((u) => toUser(db, u));
  return {
    items: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    totalPages: Math.ceil(list.length / PAGE_SIZE),
    totalItems: list.length,
    currentPage: page,
  };
}

const SEARCH = 'pay';
const NO_MATCH = 'qx';
/** A stale link: a page past the end, which shows the last page instead. */
const PAST_THE_END = 'page=99';

type ListSnapshot = SnapshotFrom<typeof usersMachine>;

const listSerialize = (s: ListSnapshot) =>
  JSON.stringify([s.value, s.context.query, s.context.typed, s.context.result?.totalItems ?? null, s.context.result?.items.length ?? null]);

/** The events the screen offers; typing is explored from the first page, paging without a search. */
function listEvents(s: ListSnapshot): ModelEvent[] {
  const { query, typed } = s.context;
  if (s.matches('loading'))
    return [
      { type: 'xstate.done.actor.read', output: serverPage(query.search, query.page) },
      { type: 'xstate.error.actor.read', error: new Error('500') },
    ];
  const events: ModelEvent[] = [];
  if (s.matches('failed')) events.push({ type: 'reload.requested' });
  const pending = typed.trim() !== query.search;
  if (query.page === 1 && !pending) {
    if (typed === '') events.push({ type: 'search.typed', text: SEARCH }, { type: 'search.typed', text: NO_MATCH });
    else events.push({ type: 'search.typed', text: '' });
  }
  if (pending) events.push({ type: 'search.paused' });
  const whole = query.search === '' && !pending;
  if (s.matches('loaded') && whole && (s.context.result?.totalPages ?? 0) >= 2)
    events.push({ type: 'page.selected', page: query.page === 2 ? 1 : 2 });
  if (whole && query.page === 1 && !s.matches('failed')) events.push({ type: 'address.changed', search: PAST_THE_END });
  return events;
}

const listPaths = everyAndCovering(usersMachine, { events: listEvents, serialize: listSerialize, input: {} });

testEachPathOnMachine({
  machine: usersMachine,
  paths: listPaths.every,
  coverage: 'users',
  input: {},
  look: listSerialize,
  calls: { read: isUsersPage },
});

interface ListHarness {
  app: RenderedApp;
  list: QueuedHeldCall;
}

async function executeList(event: ModelEvent, before: ListSnapshot, h: ListHarness): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'search.typed':
      await replaceText(user, screen.getByRole('searchbox', { name: 'Search users' }), String(event.text));
      return;
    case 'search.paused': {
      // The search is sent only once typing has paused for 500 ms.
      const sent = h.list.count();
      await passTime(SEARCH_DEBOUNCE_MS);
      await waitFor(() => expect(h.list.count()).toBe(sent + 1));
      const asked = new URL((await h.list.request()).url).searchParams.get('search') ?? '';
      expect(asked).toBe(before.context.typed.trim());
      return;
    }
    case 'page.selected':
      await choosePage(user, 'Users pages', Number(event.page));
      return;
    case 'address.changed':
      h.app.navigate(`/users?${String(event.search)}`);
      return;
    case 'reload.requested':
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      return;
  }
  await answerAsModelled(h.list, event);
}

async function expectList(s: ListSnapshot, app: RenderedApp): Promise<void> {
  const { query, typed, result } = s.context;
  await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe(typed));
  // The address holds the search the rows answer and their page.
  const address = writeSearchedListAddress(query);
  await waitFor(() => expect(app.location()).toBe(address ? `/users?${address}` : '/users'));
  if (s.matches('loading') && result === null) {
    await expectPlaceholderRows('Users table', /^\d+ users?$/);
    return;
  }
  if (s.matches('failed')) {
    await expectRetryOffered(query.search ? 'Search failed' : 'Failed to load users');
    return;
  }
  const searching = typed.trim() !== '' || query.search !== '';
  if (s.matches('loading') || typed.trim() !== query.search) {
    expect(await screen.findByText(searching ? 'Searching…' : 'Loading…')).toBeTruthy();
    if (s.matches('loading')) expect(usersTable().getAttribute('aria-busy')).toBe('true');
    return;
  }
  const total = result?.totalItems ?? 0;
  expect(await screen.findByText(`${total} ${total === 1 ? 'user' : 'users'}`)).toBeTruthy();
  if (s.matches('empty')) {
    expect(within(usersTable()).getByText(query.search ? 'No matching users' : 'No users yet')).toBeTruthy();
    return;
  }
  const items = result?.items ?? [];
  await waitFor(() => {
    const rows = within(usersTable()).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows).toHaveLength(items.length);
    items.forEach((u, i) => expect(rows[i].textContent).toContain(u.email));
  });
  expect(usersTable().getAttribute('aria-busy')).toBeNull();
  expect(screen.getByText(`Page ${query.page} of ${result?.totalPages}`)).toBeTruthy();
}

describe('users list (generated paths)', () => {
  testEachPath(
    { machine: usersMachine, paths: listPaths.covering, coverage: 'users', input: {}, onScreen: true },
    async (path) => {
      if (path.steps.some((step) => step.event.type === 'search.paused')) onSimulatedTime();
      // The paged list only: the users dropdown is `/api/users/`.
      const list = holdCall('get', apiPaths.users, (url) => !url.pathname.endsWith('/'));
      const app = await renderApp('/users', { as: 'admin' });
      const h: ListHarness = { app, list };
      await walkPath(
        path,
        (event, before) => executeList(event, before, h),
        (state) => expectList(state, app),
      );
    },
    60_000,
  );
});

/* ---------------- what a row changes at once ---------------- */

/** The server's extensions, once the model lets the screen hear them (docs/api-extensions.md). */
const EXTENSION_NAMES = Object.values(EXTENSIONS);
/** The last name both accounts of this model share, which the screen searches for. */
const ACCOUNTS_NAME = 'Padlockmodel';

/**
 * The accounts acted on: an active, unlocked Staff account to lock and unlock, and a
 * deactivated one to reactivate. Made when the file loads, and again before each walk on the
 * database reset for it, where they get the same ids.
 */
function makeAccounts(): { open: UserRecord; gone: UserRecord } {
  const open = makeUser({ firstName: 'Chika', lastName: ACCOUNTS_NAME, email: 'chika.padlock@example.com' });
  const gone = deactivateMade(makeUser({ firstName: 'Emeka', lastName: ACCOUNTS_NAME, email: 'emeka.padlock@example.com' }));
  return { open, gone };
}
const ACCOUNTS = makeAccounts();
const OPEN = toUser(getDb(), ACCOUNTS.open);
const GONE = toUser(getDb(), ACCOUNTS.gone);

type AccountsSnapshot = SnapshotFrom<typeof userAccountsMachine>;
const NOTICE_GONE = userAccountsMachine.root.states.idle.states.announced.after[0].eventType;

const accountsSerialize = (s: AccountsSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.extensions.length,
    s.context.viewing?.id ?? null,
    s.context.target?.action ?? null,
    s.context.error,
    s.context.notice,
  ]);

/**
 * The events the screen offers. What the server holds of the two accounts follows from what was
 * said: Unlock is offered once the lock was said done, Reactivate once the extensions are heard
 * (and only what they add is explored with them).
 */
function accountsEvents(s: AccountsSnapshot): ModelEvent[] {
  if (s.context.viewing) return [{ type: 'details.closed' }];
  if (s.matches('changing'))
    return [
      { type: 'xstate.done.actor.changeAccount', output: undefined },
      { type: 'xstate.error.actor.changeAccount', error: new Error('500') },
    ];
  const { notice, error } = s.context;
  const heard = s.context.extensions.length > 0;
  const events: ModelEvent[] = [];
  if (s.matches({ idle: 'announced' })) events.push({ type: NOTICE_GONE });
  if (!heard && notice === null && error === null) events.push({ type: 'xstate.done.actor.detectExtensions', output: EXTENSION_NAMES });
  if (notice === null && !heard) events.push({ type: 'user.lockRequested', user: OPEN });
  if (notice === null && !heard && error === null) events.push({ type: 'details.opened', user: OPEN });
  if (notice === null && heard && error === null) events.push({ type: 'user.reactivateRequested', user: GONE });
  if (notice === ACCOUNT_CHANGED.lock) events.push({ type: 'user.unlockRequested', user: { ...OPEN, isLocked: true } });
  if (error !== null) events.push({ type: 'error.dismissed' });
  // Another search takes a message away: the one a lock said, or a failure.
  if (!heard && (notice === ACCOUNT_CHANGED.lock || error !== null)) events.push({ type: 'rows.replaced' });
  return events;
}

const accountsPaths = everyAndCovering(userAccountsMachine, { events: accountsEvents, serialize: accountsSerialize });

/** What the server holds of the two accounts once a change was said done. */
function expectAccountsStored(s: AccountsSnapshot): void {
  if (!s.matches({ idle: 'announced' })) return;
  const stored = (id: number) => getDb().users.find((u) => u.id === id)!;
  if (s.context.notice === ACCOUNT_CHANGED.reactivate) expect(stored(GONE.id).active).toBe(true);
  else expect(stored(OPEN.id).isLocked).toBe(s.context.notice === ACCOUNT_CHANGED.lock);
}

testEachPathOnMachine({
  machine: userAccountsMachine,
  paths: accountsPaths.every,
  coverage: 'userAccounts',
  look: accountsSerialize,
  prepare: remakeAll,
  calls: { detectExtensions: extensionPaths.capabilities, changeAccount: (request) => request.method !== 'GET' },
  // The list is not there to be read again: the machine says the change was made, and the server holds it.
  expectStored: expectAccountsStored,
});

interface AccountsHarness {
  app: RenderedApp;
  capabilities: QueuedHeldCall;
  lock: QueuedHeldCall;
  unlock: QueuedHeldCall;
  reactivate: QueuedHeldCall;
  /** Searches made so far: each new one differs from the last only in its capitals, so the rows stay. */
  searches: number;
}

const ROW_BUTTONS: Partial<Record<string, string>> = {
  'details.opened': 'View',
  'user.lockRequested': 'Lock',
  'user.unlockRequested': 'Unlock',
  'user.reactivateRequested': 'Reactivate',
};

async function executeAccounts(event: ModelEvent, before: AccountsSnapshot, h: AccountsHarness): Promise<void> {
  const { user } = h.app;
  const button = ROW_BUTTONS[event.type];
  if (button) {
    const subject = event.user as User;
    await user.click(within(rowWith(subject.email)!).getByRole('button', { name: `${button} ${userFullName(subject)}` }));
    return;
  }
  const action = before.context.target?.action;
  switch (event.type) {
    case 'details.closed':
      await user.keyboard('{Escape}');
      return;
    case NOTICE_GONE:
      await passTime(ACCOUNT_NOTICE_MS);
      return;
    case 'xstate.done.actor.detectExtensions':
      // The sidebar asks too (src/machines/shell.machine.ts), and the two share one call
      // (src/api/readsInFlight.ts): both hear the same answer.
      await waitFor(() => expect(h.capabilities.count()).toBe(1));
      while (h.capabilities.waiting() > 0) await h.capabilities.passThrough();
      return;
    case 'error.dismissed':
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      return;
    case 'rows.replaced': {
      h.searches += 1;
      const text = h.searches % 2 === 1 ? ACCOUNTS_NAME.toLowerCase() : ACCOUNTS_NAME;
      await replaceText(user, screen.getByRole('searchbox', { name: 'Search users' }), text);
      await passTime(SEARCH_DEBOUNCE_MS);
      return;
    }
  }
  await answerAsModelled(action === 'unlock' ? h.unlock : action === 'reactivate' ? h.reactivate : h.lock, event);
}

async function expectAccounts(s: AccountsSnapshot): Promise<void> {
  const { viewing, target, error, notice } = s.context;
  await waitFor(() => expect(rowWith(OPEN.email)).toBeTruthy());
  // A deactivated account can come back when the server can do it (docs/decisions/027-reactivating-an-account.md).
  const inactive = !getDb().users.find((u) => u.id === GONE.id)!.active;
  await waitFor(() =>
    expect(within(rowWith(GONE.email)!).queryByRole('button', { name: `Reactivate ${userFullName(GONE)}`, hidden: true }) !== null).toBe(
      s.context.extensions.length > 0 && inactive,
    ),
  );
  if (viewing) {
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(dialog.textContent).toContain(viewing.email);
    return;
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  if (s.matches('changing')) {
    const subject = target!.user;
    const label = target!.action === 'unlock' ? 'Unlock' : target!.action === 'reactivate' ? 'Reactivate' : 'Lock';
    expect(within(rowWith(subject.email)!).getByRole('button', { name: `${label} ${userFullName(subject)}` })).toHaveProperty(
      'disabled',
      true,
    );
  }
  if (error) expect((await screen.findByRole('alert')).textContent).toContain(error);
  else await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  // A change made from the row says what it did, announced politely, until its 3 seconds are up.
  const said = () => screen.queryAllByRole('status').filter((el) => Object.values(ACCOUNT_CHANGED).includes(el.textContent ?? ''));
  if (notice) {
    expect(said().map((el) => el.textContent)).toEqual([notice]);
    // The list read again shows what the server now holds: one word for the state, the padlock that state.
    if (notice === ACCOUNT_CHANGED.reactivate) await waitFor(() => expect(statusOf(rowWith(GONE.email)!)).toBe('Active'));
    else {
      const locked = notice === ACCOUNT_CHANGED.lock;
      await waitFor(() => expect(statusOf(rowWith(OPEN.email)!)).toBe(locked ? 'Locked' : 'Active'));
      const padlock = within(rowWith(OPEN.email)!).getByRole('button', { name: `${locked ? 'Unlock' : 'Lock'} ${userFullName(OPEN)}` });
      expect(padlockOf(padlock)).toBe(locked ? 'closed' : 'open');
    }
    expectAccountsStored(s);
  } else await waitFor(() => expect(said()).toEqual([]));
}

describe('account changes from a row (generated paths)', () => {
  testEachPath(
    { machine: userAccountsMachine, paths: accountsPaths.covering, coverage: 'userAccounts', onScreen: true },
    async (path) => {
      remakeAll();
      if (path.steps.some((step) => step.event.type === 'rows.replaced')) onSimulatedTime();
      const h: AccountsHarness = {
        capabilities: holdCall('get', extensionPaths.capabilities),
        lock: holdCall('put', apiPaths.userLock),
        unlock: holdCall('put', apiPaths.userUnlock),
        reactivate: holdCall('put', extensionPaths.userReactivate),
        app: await renderApp(`/users?${writeSearchedListAddress({ search: ACCOUNTS_NAME, page: 1 })}`, { as: 'admin' }),
        searches: 0,
      };
      await walkPath(
        path,
        (event, before) => executeAccounts(event, before, h),
        (state) => expectAccounts(state),
      );
    },
    60_000,
  );
});

/* ---------------- the deactivate and delete dialogs ---------------- */

/** The last name both accounts of these models share, which the screen searches for. */
const LEAVING_NAME = 'Leavemodel';

/** What the model says each holds: one task only they review, one open task of theirs. */
const HELD_SUMMARY = 'Only reviewer of 1 task, assignee of 1 open task';
const PEOPLE = getDb()
  .users.filter(canBeChosen)
  .map((u) => toUserOption(getDb(), u));
const REVIEWER = PEOPLE.find((p) => p.id === DEMO_IDS.admin2)!;
const ASSIGNEE = PEOPLE.find((p) => p.id === DEMO_IDS.staff2)!;

/**
 * Two Admins who each hold work (docs/behaviour.md §4 "Nothing stranded"): one active, asked to
 * be deactivated, and one deactivated while still holding it (set so in the database), asked to
 * be deleted. Made when the file loads and again before each walk, with the same ids.
 */
function makeLeaving(): { active: UserRecord; inactive: UserRecord } {
  const holding = (firstName: string) => {
    const user = makeUser({
      firstName,
      lastName: LEAVING_NAME,
      email: `${firstName.toLowerCase()}.leave@example.com`,
      userType: USER_TYPE.admin,
    });
    const job = makeJob();
    assignMade(makeTask(job), DEMO_IDS.staff, user.id);
    assignMade(makeTask(job), user.id, DEMO_IDS.admin);
    return user;
  };
  const active = holding('Bisi');
  const inactive = holding('Dayo');
  getDb().users.find((u) => u.id === inactive.id)!.active = false;
  return { active, inactive };
}
const LEAVING = makeLeaving();

/** Every account these models act on, made again in the same order on the database reset for a walk, so with the same ids. */
function remakeAll(): void {
  const accounts = makeAccounts();
  const leaving = makeLeaving();
  expect([accounts.open.id, accounts.gone.id, leaving.active.id, leaving.inactive.id]).toEqual([
    OPEN.id,
    GONE.id,
    LEAVING.active.id,
    LEAVING.inactive.id,
  ]);
}

/** What the mock's holdings call answers for `userId`, as the model's answer. */
function heldBy(userId: number): Holdings {
  const db = getDb();
  const task = (id: number) => {
    const t = db.tasks.find((x) => x.id === id)!;
    return {
      taskId: t.id,
      taskName: t.taskName,
      jobId: t.jobId,
      jobName: db.jobs.find((j) => j.id === t.jobId)!.jobName,
      statusName: 'Active',
    };
  };
  return {
    onlyReviewerOf: db.tasks.filter((t) => t.reviewerIds.includes(userId)).map((t) => task(t.id)),
    assigneeOf: db.tasks.filter((t) => t.assigneeId === userId).map((t) => task(t.id)),
  };
}

type LeaveMachine = typeof userDeactivateMachine;
type LeaveSnapshot = SnapshotFrom<LeaveMachine>;

interface LeaveModel {
  machine: LeaveMachine;
  coverage: string;
  leaving: User;
  /** The row's button, the dialog's title and its confirm button. */
  button: 'Deactivate' | 'Delete';
  title: string;
  busyLabel: string;
  failure: string;
  /** The call that makes the change. */
  changeCall: ['put', string] | ['post', string];
  /** The server holds the change once made. */
  changed: (stored: UserRecord | undefined) => boolean;
  /** The row once the list is read again after the change. */
  expectRowAfter: (email: string) => void;
}

const leaveSerialize = (s: LeaveSnapshot) =>
  JSON.stringify([s.value, s.context.subject !== null, s.context.prepared !== null, s.context.values, s.context.error]);

function leaveEvents(model: LeaveModel): (s: LeaveSnapshot) => ModelEvent[] {
  const subject: Leaving = { user: model.leaving, handsOver: true };
  const held = heldBy(model.leaving.id);
  return (s) => {
    const { prepared, values, error } = s.context;
    if (s.matches('closed')) return [{ type: 'modal.opened', values: NO_HANDOVER, subject }];
    if (s.matches('preparing')) {
      const read = { type: 'xstate.done.actor.prepare', output: { holdings: held, people: PEOPLE } };
      // Read again after a failed change, only its answer is explored.
      return error ? [read] : [read, { type: 'xstate.error.actor.prepare', error: new Error('500') }, { type: 'modal.closed' }];
    }
    if (s.matches('submitting')) {
      // Without the holdings nothing was handed over, and the server refuses the change.
      return prepared ? callOutcomes('save', undefined) : callOutcomes('save', undefined).slice(1);
    }
    const events: ModelEvent[] = [];
    if (prepared && values.reviewerId === null) events.push({ type: 'fields.changed', patch: { reviewerId: REVIEWER.id } });
    if (prepared && values.reviewerId !== null && values.assigneeId === null)
      events.push({ type: 'fields.changed', patch: { assigneeId: ASSIGNEE.id } });
    if (handoverChosen(prepared, values)) events.push({ type: 'form.submitted' });
    events.push({ type: 'modal.closed' });
    return events;
  };
}

/** The holdings read and the users dropdown it leads to; the handover and the change. */
const leaveCalls = {
  prepare: (request: Request) => {
    const { pathname } = new URL(request.url);
    return pathname === extensionPaths.userHoldings || pathname === apiPaths.dropdownUsers;
  },
  save: (request: Request) => request.method !== 'GET',
};

function testLeaveModel(model: LeaveModel): void {
  const paths = everyAndCovering(model.machine, { events: leaveEvents(model), serialize: leaveSerialize });
  const saved = (taken: ReadonlyArray<{ event: { type: string } }>) => taken.some(({ event }) => event.type === 'xstate.done.actor.save');

  testEachPathOnMachine({
    machine: model.machine,
    paths: paths.every,
    coverage: model.coverage,
    look: leaveSerialize,
    prepare: remakeAll,
    calls: leaveCalls,
    // Changed on the server, the work handed over first, once the dialog said so, and not before.
    expectStored: (_actual, taken) => {
      const db = getDb();
      expect(model.changed(db.users.find((u) => u.id === model.leaving.id))).toBe(saved(taken));
      expect(db.tasks.some((t) => t.assigneeId === model.leaving.id || t.reviewerIds.includes(model.leaving.id))).toBe(!saved(taken));
    },
  });

  interface Harness {
    app: RenderedApp;
    holdings: QueuedHeldCall;
    handover: QueuedHeldCall;
    change: QueuedHeldCall;
  }

  const dialog = () => screen.getByRole('dialog', { name: model.title });
  /** The save hands work over first: someone was chosen to take it. */
  const handsOver = (s: LeaveSnapshot) => s.context.values.reviewerId !== null || s.context.values.assigneeId !== null;

  async function execute(event: ModelEvent, before: LeaveSnapshot, h: Harness): Promise<void> {
    const { user } = h.app;
    switch (event.type) {
      case 'modal.opened':
        await user.click(
          within(rowWith(model.leaving.email)!).getByRole('button', { name: `${model.button} ${userFullName(model.leaving)}` }),
        );
        return;
      case 'fields.changed':
        if ('reviewerId' in (event.patch as object)) await pickWithKeyboard(user, 'New reviewer', REVIEWER.name);
        else await pickWithKeyboard(user, 'New assignee', ASSIGNEE.name);
        return;
      case 'form.submitted':
        await user.click(within(dialog()).getByRole('button', { name: model.button }));
        return;
      case 'modal.closed':
        await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
        return;
      case 'submission.cancelled':
        await stopWaiting(user, handsOver(before) ? h.handover : h.change);
        return;
      case 'xstate.done.actor.prepare':
      case 'xstate.error.actor.prepare':
        await answerAsModelled(h.holdings, event);
        return;
    }
    // The handover goes first (when someone was chosen); once it is through, the change.
    if (!handsOver(before)) await answerAsModelled(h.change, event);
    else if (event.type.startsWith('xstate.error.')) await answerAsModelled(h.handover, event);
    else {
      await h.handover.passThrough();
      await h.change.passThrough();
    }
  }

  async function expectDialog(s: LeaveSnapshot, before: LeaveSnapshot | null, taken: ReadonlyArray<{ event: { type: string } }>) {
    const stored = getDb().users.find((u) => u.id === model.leaving.id);
    if (s.matches('closed')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(model.changed(stored)).toBe(saved(taken));
      // Saved, the list is read again and shows it.
      if (before?.matches('submitting')) await waitFor(() => model.expectRowAfter(model.leaving.email));
      else expect(rowWith(model.leaving.email)).toBeTruthy();
      return;
    }
    const shown = await screen.findByRole('dialog', { name: model.title });
    expect(shown.textContent).toContain(userFullName(model.leaving));
    const { prepared, values, error } = s.context;
    if (prepared) {
      await waitFor(() => expect(shown.textContent).toContain(HELD_SUMMARY));
      const chosen = (label: string, id: number | null, name: string, none: string) =>
        expect(within(shown).getByRole('combobox', { name: new RegExp(`^${label}`) }).textContent).toContain(id === null ? none : name);
      chosen('New reviewer', values.reviewerId, REVIEWER.name, 'Choose a reviewer');
      chosen('New assignee', values.assigneeId, ASSIGNEE.name, 'Choose an assignee');
      expect(shown.textContent?.includes(CHOOSE_TAKEOVER)).toBe(!handoverChosen(prepared, values) && !s.matches('submitting'));
    } else if (s.matches('preparing')) expect(shown.textContent).toContain('Checking what they hold…');
    if (s.matches('submitting')) {
      expect(within(shown).getByRole('button', { name: model.busyLabel })).toHaveProperty('disabled', true);
      return;
    }
    const confirm = within(shown).getByRole('button', { name: model.button });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', !(s.matches('editing') && handoverChosen(prepared, values))));
    if (error)
      expect(within(shown).getByRole('alert').textContent).toBe(
        error === STOPPED_WAITING_MESSAGE || error === HOLDINGS_READ_FAILED ? error : model.failure,
      );
    else expect(within(shown).queryByRole('alert')).toBeNull();
  }

  describe(`${model.title} (generated paths)`, () => {
    testEachPath(
      { machine: model.machine, paths: paths.covering, coverage: model.coverage, onScreen: true },
      async (path) => {
        remakeAll();
        const h: Harness = {
          holdings: holdCall('get', extensionPaths.userHoldings, (url) => url.searchParams.get('id') === String(model.leaving.id)),
          handover: holdCall('post', extensionPaths.userHandover),
          change: holdCall(model.changeCall[0], model.changeCall[1]),
          app: await renderApp(`/users?${writeSearchedListAddress({ search: LEAVING_NAME, page: 1 })}`, { as: 'admin' }),
        };
        // The dialog asks about what they hold once the screen knows the server can hand it over.
        await within(usersTable()).findByRole('button', { name: `Reactivate ${fullName(LEAVING.inactive)}`, hidden: true });
        await walkPath(
          path,
          (event, before) => execute(event, before, h),
          (state, before, taken) => expectDialog(state, before, taken),
        );
      },
      60_000,
    );
  });
}

testLeaveModel({
  machine: userDeactivateMachine,
  coverage: 'userDeactivate',
  leaving: toUser(getDb(), LEAVING.active),
  button: 'Deactivate',
  title: 'Deactivate User',
  busyLabel: 'Deactivating...',
  failure: 'Failed to lock, unlock or deactivate user',
  changeCall: ['put', apiPaths.userDeactivate],
  changed: (stored) => stored?.active === false,
  expectRowAfter: (email) => expect(statusOf(rowWith(email)!)).toBe('Inactive'),
});

testLeaveModel({
  machine: userDeleteMachine,
  coverage: 'userDelete',
  leaving: toUser(getDb(), LEAVING.inactive),
  button: 'Delete',
  title: 'Delete User',
  busyLabel: 'Deleting...',
  failure: 'Failed to delete user',
  changeCall: ['post', apiPaths.userDelete],
  changed: (stored) => stored?.deleted === true,
  expectRowAfter: (email) => expect(rowWith(email)).toBeUndefined(),
});
