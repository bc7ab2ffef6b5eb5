/**
 * Model-based tests of the users screen: paths generated from the users list machine and the
 * user form machine, each walked through the rendered screen against the mock backend, with
 * the server's answers held until the path decides them.
 */
import { writeSearchedListAddress } from '../../src/domain/listAddress';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { Paged, User } from '../../src/api/types';
import { paths as apiPaths } from '../../src/api/paths';
import { isUserActive, userFullName } from '../../src/domain/users';
import {
  ACCOUNT_NOTICE_MS,
  HOLDINGS_READ_FAILED,
  SEARCH_DEBOUNCE_MS,
  offersHandover,
  offersReactivation,
  usersMachine,
} from '../../src/machines/users.machine';
import { EXTENSIONS, extensionPaths, type Holdings } from '../../src/api/extensions';
import { HANDOVER_UNAVAILABLE } from '../../src/domain/handover';
import { pickWithKeyboard } from '../support/fill';
import { DEMO_IDS } from '../../mocks/db/seed';
import { passTime } from '../support/time';
import { getDb } from '../../mocks/db/store';
import { canBeChosen, fullName, toUser, toUserOption } from '../../mocks/db/views';
import { holdCall, type HeldCall, type QueuedHeldCall } from '../support/server';
import { stopWaiting } from '../support/modals';
import { testEachPath, walkPath } from '../support/walk';
import { choosePage, expectPlaceholderRows, tableRegion } from '../support/lists';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { answerAsModelled, everyAndCovering, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { replaceText } from '../support/fill';
import { makeUser } from '../support/factories';
import { padlockOf, statusOf } from '../support/padlock';
import { USER_TYPE } from '../../src/domain/roles';

const PAGE_SIZE = 10;
const SEARCH = 'payroll';

function seedUsers(): User[] {
  const db = getDb();
  return db.users.map((u) => toUser(db, u));
}

/** The server's answer for a page and search, as the mock backend computes it. */
function serverPage(search: string, page: number, current: readonly User[], targetDeleted: boolean): Paged<User> {
  const needle = search.trim().toLowerCase();
  const db = getDb();
  const list = seedUsers()
    .map((u) => current.find((c) => c.id === u.id) ?? u)
    .filter((u) => !(targetDeleted && u.id === TARGET_ID))
    .filter((u) => {
      if (!needle) return true;
      const record = db.users.find((r) => r.id === u.id)!;
      return [fullName(record), u.email, u.phoneNumber, u.userTypeName, u.jobType, u.positionName].some((v) =>
        v.toLowerCase().includes(needle),
      );
    });
  return {
    items: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    totalPages: Math.ceil(list.length / PAGE_SIZE),
    totalItems: list.length,
    currentPage: page,
  };
}

/**
 * The account acted on: an active, unlocked Staff payroll officer made for the model when the
 * file loads, and again before each walk on the database reset for it, where it gets the same
 * id. Made last, it is on the list's last page, where the model acts on it.
 */
function makeTarget(): User {
  const db = getDb();
  const record = makeUser({
    userType: USER_TYPE.staff,
    jobTypeId: db.jobTypes.find((t) => t.name === 'Payroll')!.id,
    positionId: db.positions.find((p) => p.name === 'Payroll Officer')!.id,
  });
  return toUser(db, record);
}
const TARGET = makeTarget();
const TARGET_ID = TARGET.id;
const TARGET_NAME = userFullName(TARGET);
const TARGET_PAGE = Math.ceil(seedUsers().length / PAGE_SIZE);

/* ---------------- users list ---------------- */

/** The server's extensions, once the model lets the screen hear them (docs/api-extensions.md). */
const EXTENSION_NAMES = Object.values(EXTENSIONS);

/** What the model says the target holds: one task only they review, one open task of theirs. */
const heldTask = (taskId: number) => ({ taskId, taskName: `Held task ${taskId}`, jobId: 1, jobName: 'Held job', statusName: 'Active' });
const HELD: Holdings = { onlyReviewerOf: [heldTask(9001)], assigneeOf: [heldTask(9002)] };
const HELD_SUMMARY = 'Only reviewer of 1 task, assignee of 1 open task';
const PEOPLE = getDb()
  .users.filter(canBeChosen)
  .map((u) => toUserOption(getDb(), u));
const REVIEWER = PEOPLE.find((p) => p.id === DEMO_IDS.admin)!;
const ASSIGNEE = PEOPLE.find((p) => p.id === DEMO_IDS.staff)!;

type ListSnapshot = SnapshotFrom<typeof usersMachine>;
const DEBOUNCE = usersMachine.root.states.debouncing.after[0].eventType;
const NOTICE_GONE = usersMachine.root.states.loaded.states.idle.states.announced.after[0].eventType;
const announcing = (s: ListSnapshot) => s.matches({ loaded: { idle: 'announced' } });

/** What the screen says once a lock, unlock or reactivation was accepted (docs/behaviour.md §2 Users Management). */
const SAID_DONE = { lock: 'User locked successfully', unlock: 'User unlocked successfully', reactivate: 'User reactivated successfully' };

const listSerialize = (s: ListSnapshot) => {
  const target = s.context.users.find((u) => u.id === TARGET_ID);
  return JSON.stringify([
    s.value,
    s.context.search,
    s.context.appliedSearch,
    s.context.page,
    s.context.users.length > 0,
    s.context.viewing !== null,
    target ? [target.isLocked, isUserActive(target)] : null,
    s.context.actionError,
    s.context.target?.action ?? null,
    s.context.extensions.length,
    s.context.holdings !== null,
    s.context.handover,
  ]);
};

/** Deletion is explored without a search: the unfiltered list then counts one user fewer. */
const targetDeleted = (s: ListSnapshot) => s.context.appliedSearch === '' && s.context.totalItems === seedUsers().length - 1;

const dialogOpen = (s: ListSnapshot) => s.matches({ loaded: 'confirming' }) || s.matches({ loaded: 'applyingConfirmed' });

/**
 * The events the screen offers in a state. To keep the paths few, searching and paging are
 * explored with the target account untouched, and account actions on the unfiltered page it is on.
 */
function listEvents(s: ListSnapshot): ModelEvent[] {
  if (s.context.viewing) return [{ type: 'details.closed' }];
  // The message of a change is waited out before anything else: what follows it is explored without one.
  if (announcing(s)) return [{ type: NOTICE_GONE }];
  const events: ModelEvent[] = [];
  const deleted = targetDeleted(s);
  const loadOutcomes: ModelEvent[] = [
    { type: 'xstate.done.actor.loadUsers', output: serverPage(s.context.appliedSearch, s.context.page, s.context.users, deleted) },
    { type: 'xstate.error.actor.loadUsers', error: new Error('500') },
  ];
  // After a deletion, only the list read again is followed: the path has shown what it is for.
  if (deleted) return s.matches('loading') ? loadOutcomes : s.matches('failed') ? [{ type: 'reload.requested' }] : [];
  const target = s.context.users.find((u) => u.id === TARGET_ID);
  const untouched = !target || (!target.isLocked && isUserActive(target));
  const unfiltered = s.context.search === '' && s.context.appliedSearch === '';
  const onTargetPage = unfiltered && s.context.page === TARGET_PAGE;
  const settled = s.matches({ loaded: 'idle' }) || s.matches('failed');
  // Once the extensions are heard, only what they add is explored: the rest is walked without them.
  const heard = s.context.extensions.length > 0;
  if (!heard && !dialogOpen(s) && settled && untouched && !s.context.actionError && s.context.page === 1) {
    if (s.context.search !== SEARCH) events.push({ type: 'search.changed', search: SEARCH });
    if (s.context.search !== '') events.push({ type: 'search.changed', search: '' });
  }
  if (s.matches('debouncing')) events.push({ type: DEBOUNCE });
  if (s.matches('loading')) events.push(...loadOutcomes);
  if (s.matches('failed')) events.push({ type: 'reload.requested' });
  if (s.matches({ loaded: 'idle' })) {
    if (!s.context.actionError && !heard) events.push({ type: 'reload.requested' });
    if (!heard && s.context.totalPages >= 2 && untouched && s.context.search === '' && s.context.appliedSearch === '')
      events.push({ type: 'page.selected', page: s.context.page === 2 ? 1 : 2 });
    if (s.context.actionError) events.push({ type: 'actionError.dismissed' });
    if (target && onTargetPage) {
      // The server's extensions are heard once, while the target is untouched.
      if (s.context.extensions.length === 0 && untouched && !s.context.actionError)
        events.push({ type: 'xstate.done.actor.detectExtensions', output: EXTENSION_NAMES });
      if (offersReactivation(s.context) && !isUserActive(target)) events.push({ type: 'user.reactivateRequested', user: target });
      if (untouched && !heard) events.push({ type: 'details.opened', user: target });
      if (!heard)
        events.push(target.isLocked ? { type: 'user.unlockRequested', user: target } : { type: 'user.lockRequested', user: target });
      if (untouched) events.push({ type: 'user.deactivateRequested', user: target });
      if (!isUserActive(target) && !heard) events.push({ type: 'user.deleteRequested', user: target });
    }
  }
  if (
    !heard &&
    s.matches({ loaded: 'idle' }) &&
    unfiltered &&
    s.context.page === 1 &&
    untouched &&
    !s.context.actionError &&
    s.context.totalPages >= 2
  ) {
    // Back (or a link) to the second page of every user.
    events.push({ type: 'address.changed', search: 'page=2' });
  }
  if (s.matches({ loaded: 'confirming' })) {
    // With the extension, a deactivation reads what the target holds and asks who takes it over.
    const reading = offersHandover(s.context) && s.context.target?.action === 'deactivate' && s.context.holdings === null;
    if (reading && !s.context.actionError)
      events.push(
        { type: 'xstate.done.actor.readHoldings', output: { holdings: HELD, people: PEOPLE } },
        { type: 'xstate.error.actor.readHoldings', error: new Error('500') },
      );
    if (s.context.holdings && s.context.handover.reviewerId === null) events.push({ type: 'handover.reviewerChosen', userId: REVIEWER.id });
    // The assignee after the reviewer: the order of two choices adds nothing.
    if (s.context.holdings && s.context.handover.reviewerId !== null && s.context.handover.assigneeId === null)
      events.push({ type: 'handover.assigneeChosen', userId: ASSIGNEE.id });
    if (s.can({ type: 'change.confirmed' }) && (!reading || s.context.actionError)) events.push({ type: 'change.confirmed' });
    events.push({ type: 'change.cancelled' });
  }
  if (s.matches({ loaded: 'applyingConfirmed' })) {
    events.push(
      { type: 'xstate.done.actor.applyConfirmed', output: undefined },
      { type: 'xstate.error.actor.applyConfirmed', error: new Error('500') },
      { type: 'submission.cancelled' },
    );
  }
  if (s.matches({ loaded: 'changing' })) {
    events.push(
      { type: 'xstate.done.actor.changeLock', output: undefined },
      { type: 'xstate.error.actor.changeLock', error: new Error('500') },
    );
  }
  return events;
}

const listPaths = everyAndCovering(usersMachine, { events: listEvents, serialize: listSerialize });

/**
 * On its machine, without the server's extensions, the target's holdings are read at once (no
 * call): the model, like the screen, does not tell them apart from none.
 */
const listLook = (s: ListSnapshot) =>
  listSerialize(s.context.extensions.length > 0 ? s : { ...s, context: { ...s.context, holdings: null } });

/** A call that changes an account (lock, unlock, deactivate with its handover, delete, reactivate): not a read. */
const changesAccount = (request: Request) => request.method !== 'GET';

testEachPathOnMachine({
  machine: usersMachine,
  paths: listPaths.every,
  coverage: 'users',
  look: listLook,
  prepare: () => void expect(makeTarget()).toMatchObject({ id: TARGET_ID, email: TARGET.email }),
  // The list, the server's extensions and the target's holdings can be asked for at once.
  calls: {
    loadUsers: (request) => new URL(request.url).pathname === apiPaths.users,
    detectExtensions: extensionPaths.capabilities,
    readHoldings: extensionPaths.userHoldings,
    changeLock: changesAccount,
    applyConfirmed: changesAccount,
  },
  // What the list says of the target is what the server holds once a change was accepted.
  expectStored: (s) => {
    if (!announcing(s)) return;
    const stored = getDb().users.find((u) => u.id === TARGET_ID)!;
    if (s.context.notice === SAID_DONE.reactivate) expect(stored.active).toBe(true);
    else expect(stored.isLocked).toBe(s.context.notice === SAID_DONE.lock);
  },
});

interface ListHarness {
  app: RenderedApp;
  list: HeldCall;
  lock: HeldCall;
  unlock: HeldCall;
  deactivate: QueuedHeldCall;
  remove: QueuedHeldCall;
  capabilities: QueuedHeldCall;
  holdings: HeldCall;
  reactivate: HeldCall;
}

const usersTable = () => tableRegion('Users table');

/** The target's row button for each event that asks for something on it. */
const ROW_BUTTONS: Partial<Record<string, string>> = {
  'details.opened': 'View',
  'user.lockRequested': 'Lock',
  'user.unlockRequested': 'Unlock',
  'user.deactivateRequested': 'Deactivate',
  'user.deleteRequested': 'Delete',
  'user.reactivateRequested': 'Reactivate',
};

async function executeList(event: ModelEvent, before: ListSnapshot, h: ListHarness): Promise<void> {
  const { user } = h.app;
  const rowButton = ROW_BUTTONS[event.type];
  // The call the target's pending change makes: delete or deactivate once confirmed, lock or unlock at once.
  const confirmedCall = before.context.target?.action === 'delete' ? h.remove : h.deactivate;
  const action = before.context.target?.action;
  const lockCall = action === 'unlock' ? h.unlock : action === 'reactivate' ? h.reactivate : h.lock;
  if (rowButton) {
    await user.click(screen.getByRole('button', { name: `${rowButton} ${TARGET_NAME}` }));
    return;
  }
  switch (event.type) {
    case 'search.changed': {
      await replaceText(user, screen.getByRole('searchbox', { name: 'Search users' }), String(event.search));
      return;
    }
    case DEBOUNCE: {
      // The search is sent only once typing has paused for 500 ms.
      const sent = h.list.count();
      await passTime(SEARCH_DEBOUNCE_MS);
      await waitFor(() => expect(h.list.count()).toBe(sent + 1));
      const request = await h.list.request();
      const search = new URL(request.url).searchParams.get('search') ?? '';
      expect(search).toBe(before.context.search.trim());
      return;
    }
    case NOTICE_GONE:
      await passTime(ACCOUNT_NOTICE_MS);
      return;
    case 'xstate.done.actor.loadUsers':
      await h.list.passThrough();
      return;
    case 'xstate.done.actor.detectExtensions':
      // The sidebar asks too (src/machines/shell.machine.ts): both hear the same server.
      await waitFor(() => expect(h.capabilities.count()).toBe(2));
      while (h.capabilities.waiting() > 0) await h.capabilities.passThrough();
      return;
    case 'xstate.done.actor.readHoldings':
      await h.holdings.respond({ responseCode: 'OK', responseDescription: 'SUCCESSFUL', response: HELD });
      return;
    case 'xstate.error.actor.readHoldings':
      await h.holdings.fail(500);
      return;
    case 'handover.reviewerChosen':
      await pickWithKeyboard(user, 'New reviewer', REVIEWER.name);
      return;
    case 'handover.assigneeChosen':
      await pickWithKeyboard(user, 'New assignee', ASSIGNEE.name);
      return;
    case 'xstate.error.actor.loadUsers':
      await h.list.fail(500);
      return;
    case 'page.selected':
      await choosePage(user, 'Users pages', Number(event.page));
      return;
    case 'details.closed':
      await user.keyboard('{Escape}');
      return;
    case 'address.changed':
      h.app.navigate(`/users?${String(event.search)}`);
      return;
    case 'actionError.dismissed':
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      return;
    case 'change.confirmed':
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', {
          name: before.context.target?.action === 'delete' ? 'Delete' : 'Deactivate',
        }),
      );
      return;
    case 'change.cancelled':
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      return;
    case 'xstate.done.actor.applyConfirmed':
    case 'xstate.error.actor.applyConfirmed':
      await answerAsModelled(confirmedCall, event);
      return;
    case 'submission.cancelled':
      await stopWaiting(user, confirmedCall);
      return;
    case 'xstate.done.actor.changeLock':
    case 'xstate.error.actor.changeLock':
      await answerAsModelled(lockCall, event);
      return;
    case 'reload.requested': {
      const retry = screen.queryByRole('button', { name: 'Retry' });
      if (retry) {
        await user.click(retry);
        return;
      }
      // A saved form reads the list again: save the first row an Admin may change, unchanged (a
      // Super Admin's row is not an Admin's to change: docs/decisions/006-reviewers-are-admins.md).
      await user.click(within(usersTable()).getAllByRole('button', { name: /^Edit (?!Adaeze Okafor$)/ })[0]);
      const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
      const save = within(dialog).getByRole('button', { name: 'Update User' });
      await waitFor(() => expect(save).toHaveProperty('disabled', false));
      await user.click(save);
      await within(dialog).findByText('User updated successfully');
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      return;
    }
  }
}

async function expectList(s: ListSnapshot, app: RenderedApp): Promise<void> {
  await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe(s.context.search));
  // The address holds the search the rows answer and their page.
  const query = writeSearchedListAddress({ search: s.context.appliedSearch, page: s.context.page });
  expect(app.location()).toBe(query ? `/users?${query}` : '/users');
  if (targetDeleted(s) && !s.matches('failed')) {
    // Gone from the table at once, and deleted on the server.
    expect(within(usersTable()).queryByText(TARGET.email)).toBeNull();
    expect(getDb().users.find((u) => u.id === TARGET_ID)?.deleted).toBe(true);
  }
  if (s.matches('debouncing') || s.matches('loading')) {
    if (s.context.users.length === 0 && s.matches('loading')) await expectPlaceholderRows('Users table', /^\d+ users?$/);
    else await screen.findByText(s.context.search.trim() || s.context.appliedSearch ? 'Searching…' : 'Loading…');
    return;
  }
  if (s.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(s.context.appliedSearch ? 'Search failed' : 'Failed to load users');
    return;
  }
  await waitFor(() => {
    const rows = within(usersTable()).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.querySelector('span span')?.textContent ?? r.textContent)).toHaveLength(s.context.users.length);
    s.context.users.forEach((u, i) => expect(rows[i].textContent).toContain(u.email));
  });
  const target = s.context.users.find((u) => u.id === TARGET_ID);
  if (target) {
    const row = within(usersTable())
      .getAllByRole('row', { hidden: true })
      .find((r) => r.textContent?.includes(TARGET.email))!;
    // One word for the state it is in; the padlock shows that state, its label what a press does.
    expect(statusOf(row)).toBe(!isUserActive(target) ? 'Inactive' : target.isLocked ? 'Locked' : 'Active');
    const padlock = within(row).getByRole('button', { name: `${target.isLocked ? 'Unlock' : 'Lock'} ${TARGET_NAME}`, hidden: true });
    expect(padlockOf(padlock)).toBe(target.isLocked ? 'closed' : 'open');
    // An active user can be deactivated; a deactivated one deleted.
    const offered = isUserActive(target) ? 'Deactivate' : 'Delete';
    expect(within(row).getByRole('button', { name: `${offered} ${TARGET_NAME}`, hidden: true })).toBeTruthy();
    // A deactivated one can come back when the server can do it (docs/decisions/027-reactivating-an-account.md).
    const reactivate = within(row).queryByRole('button', { name: `Reactivate ${TARGET_NAME}`, hidden: true });
    expect(reactivate !== null).toBe(!isUserActive(target) && offersReactivation(s.context));
    // What the row shows is what the server stored.
    const stored = getDb().users.find((u) => u.id === TARGET_ID)!;
    if (s.matches({ loaded: 'idle' })) {
      expect(stored.isLocked).toBe(target.isLocked);
      expect(stored.active).toBe(isUserActive(target));
    }
  }
  expect(screen.getByText(`Page ${s.context.page} of ${s.context.totalPages}`)).toBeTruthy();
  expect(screen.getByText(`${s.context.totalItems} ${s.context.totalItems === 1 ? 'user' : 'users'}`)).toBeTruthy();
  if (s.context.viewing) {
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(dialog.textContent).toContain(s.context.viewing.email);
    return;
  }
  if (dialogOpen(s)) {
    const deleting = s.context.target?.action === 'delete';
    const dialog = await screen.findByRole('dialog', { name: deleting ? 'Delete User' : 'Deactivate User' });
    expect(dialog.textContent).toContain(TARGET_NAME);
    // docs/behaviour.md §4 "Nothing stranded": what they hold, or that the server cannot hand it over.
    if (!offersHandover(s.context)) expect(dialog.textContent).toContain(HANDOVER_UNAVAILABLE);
    if (s.context.holdings) {
      await waitFor(() => expect(dialog.textContent).toContain(HELD_SUMMARY));
      const confirm = within(dialog).getByRole('button', { name: deleting ? /^Delet/ : /^Deactivat/ });
      if (s.matches({ loaded: 'confirming' })) expect(confirm).toHaveProperty('disabled', !s.can({ type: 'change.confirmed' }));
    }
    if (s.matches({ loaded: 'applyingConfirmed' }))
      expect(within(dialog).getByRole('button', { name: deleting ? 'Deleting...' : 'Deactivating...' })).toHaveProperty('disabled', true);
    else if (s.context.actionError)
      expect(within(dialog).getByRole('alert').textContent).toBe(
        s.context.actionError === STOPPED_WAITING_MESSAGE || s.context.actionError === HOLDINGS_READ_FAILED
          ? s.context.actionError
          : deleting
            ? 'Failed to delete user'
            : 'Failed to lock, unlock or deactivate user',
      );
    return;
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  if (s.matches({ loaded: 'changing' })) {
    const pending = s.context.target?.action;
    const action = pending === 'unlock' ? 'Unlock' : pending === 'reactivate' ? 'Reactivate' : 'Lock';
    expect(screen.getByRole('button', { name: `${action} ${TARGET_NAME}` })).toHaveProperty('disabled', true);
  }
  if (s.context.actionError)
    expect((await screen.findByRole('alert')).textContent).toContain(
      s.context.actionError === 'Failed to reactivate user' ? 'Failed to reactivate user' : 'Failed to lock, unlock or deactivate user',
    );
  else expect(screen.queryByRole('alert')).toBeNull();
  // A change made from the row says what it did, announced politely, until its 3 seconds are up.
  const said = screen.queryAllByRole('status').filter((el) => Object.values(SAID_DONE).includes(el.textContent ?? ''));
  if (announcing(s)) {
    expect(said.map((el) => el.textContent)).toEqual([s.context.notice]);
    // It says what the server now holds.
    const stored = getDb().users.find((u) => u.id === TARGET_ID)!;
    if (s.context.notice === SAID_DONE.reactivate) expect(stored.active).toBe(true);
    else expect(stored.isLocked).toBe(s.context.notice === SAID_DONE.lock);
  } else expect(said).toEqual([]);
}

describe('users list (generated paths)', () => {
  // Each accepted lock, unlock or reactivation adds the state that says so (5 paths, no more walks).
  it('generates a sane number of paths', () => expect(listPaths.every.length).toBeLessThan(160));

  testEachPath(
    { machine: usersMachine, paths: listPaths.covering, coverage: 'users', onScreen: true },
    async (path) => {
      expect(makeTarget()).toMatchObject({ id: TARGET_ID, email: TARGET.email });
      const h: ListHarness = {
        // The paged list only: the users dropdown (`/api/users/`) the handover pickers read is answered by the mock.
        list: holdCall('get', apiPaths.users, (url) => !url.pathname.endsWith('/')),
        lock: holdCall('put', apiPaths.userLock),
        unlock: holdCall('put', apiPaths.userUnlock),
        deactivate: holdCall('put', apiPaths.userDeactivate),
        remove: holdCall('post', apiPaths.userDelete),
        capabilities: holdCall('get', extensionPaths.capabilities),
        // The target's only: the user form reads an Admin's holdings as it opens, answered by the mock.
        holdings: holdCall('get', extensionPaths.userHoldings, (url) => url.searchParams.get('id') === String(TARGET_ID)),
        reactivate: holdCall('put', extensionPaths.userReactivate),
        app: await renderApp('/users', { as: 'admin' }),
      };
      await walkPath(
        path,
        (event, before) => executeList(event, before, h),
        (state) => expectList(state, h.app),
      );
    },
    60_000,
  );
});
