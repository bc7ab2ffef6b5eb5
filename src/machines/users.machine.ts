import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { deactivateUser, deleteUser, fetchUsers, lockUser, unlockUser } from '../api/users';
import type { Paged, User } from '../api/types';
import { readSearchedListAddress, writeSearchedListAddress } from '../domain/listAddress';
import { noAddress, type AddressWrite, type SearchedListEvent } from './address';
import { untilAbandoned } from './untilAbandoned';
import { known } from './known';
import { STOPPED_WAITING_MESSAGE } from './formModal.machine';
import { stopWaitingBackTo } from './modalStates';

export interface UsersContext {
  users: User[];
  page: number;
  totalPages: number;
  totalItems: number;
  /** What is in the search box now. */
  search: string;
  /** The search the shown rows answer (the box's text once typing paused). */
  appliedSearch: string;
  error: string | null;
  /** The user whose details modal is open. */
  viewing: User | null;
  /** The lock, unlock, deactivation or deletion asked for or running, and on whom. */
  target: { user: User; action: AccountAction } | null;
  actionError: string | null;
}

export type AccountAction = 'lock' | 'unlock' | 'deactivate' | 'delete';

export type UsersEvent =
  | SearchedListEvent
  | { type: 'details.opened'; user: User }
  | { type: 'user.lockRequested'; user: User }
  | { type: 'user.unlockRequested'; user: User }
  | { type: 'user.deactivateRequested'; user: User }
  | { type: 'user.deleteRequested'; user: User }
  | { type: 'change.confirmed' }
  | { type: 'change.cancelled' }
  | { type: 'submission.cancelled' }
  | { type: 'actionError.dismissed' };

export interface UsersInput {
  /** The address's query string: `q` and `page` (docs/behaviour.md §2 "Lists keep their place"). */
  search?: string;
}

/** The address of the rows shown: the search they answer and their page. */
const addressQueryOf = (context: Pick<UsersContext, 'appliedSearch' | 'page'>): string =>
  writeSearchedListAddress({ search: context.appliedSearch, page: context.page });

/** A search replaces the history entry (typing is not a place to go back to); a page adds one. */
const addressOf = (context: Pick<UsersContext, 'appliedSearch' | 'page'>, replace: boolean): AddressWrite => ({
  search: addressQueryOf(context),
  replace,
});

/** docs/behaviour.md §9: the user search waits for 500 ms of quiet before asking the server. */
export const SEARCH_DEBOUNCE_MS = 500;

const LOAD_FAILED = 'Failed to load users';
const SEARCH_FAILED = 'Search failed';
const ACCOUNT_CHANGE_FAILED = 'Failed to lock, unlock or deactivate user';
const USER_DELETE_FAILED = 'Failed to delete user';

const runAction: Record<AccountAction, (id: number, signal: AbortSignal) => Promise<void>> = {
  lock: lockUser,
  unlock: unlockUser,
  deactivate: deactivateUser,
  delete: deleteUser,
};

/** The account change each row request asks for. */
const REQUESTED_ACTION = {
  'user.lockRequested': 'lock',
  'user.unlockRequested': 'unlock',
  'user.deactivateRequested': 'deactivate',
  'user.deleteRequested': 'delete',
} as const satisfies Record<string, AccountAction>;

const failureMessage = (action: AccountAction | undefined): string => (action === 'delete' ? USER_DELETE_FAILED : ACCOUNT_CHANGE_FAILED);

/** The row as it is once the server accepted the change. */
function changed(user: User, action: AccountAction): User {
  if (action === 'lock') return { ...user, isLocked: true };
  if (action === 'unlock') return { ...user, isLocked: false };
  return { ...user, status: 0, active: 0 };
}

/**
 * The users screen: one server page at a time, a debounced search, and lock / unlock /
 * deactivate on a row, each shown in the row as soon as the server accepts it. A deactivated
 * user can then be deleted: they leave the list, which is read again.
 */
export const usersMachine = setup({
  types: {} as { context: UsersContext; events: UsersEvent; input: UsersInput },
  actors: {
    addressChanges: noAddress.addressChanges,
    loadUsers: fromPromise<Paged<User>, { page: number; search: string }>(({ input, signal }) =>
      untilAbandoned(fetchUsers({ pageNumber: input.page, search: input.search || undefined, signal }), signal),
    ),
    changeAccount: fromPromise<void, { target: UsersContext['target'] }>(async ({ input, signal }) => {
      const { user, action } = known(input.target, 'user');
      return runAction[action](user.id, signal);
    }),
  },
  actions: {
    tellStopped: assign({ actionError: STOPPED_WAITING_MESSAGE }),
    setSearch: assign(({ event }) => {
      assertEvent(event, 'search.changed');
      return { search: event.search };
    }),
    applySearch: assign(({ context }) => ({ appliedSearch: context.search.trim(), page: 1 })),
    /** What is typed and not yet searched for is searched for now, as when typing pauses; nothing else changes. */
    applyTypedSearch: enqueueActions(({ context, enqueue }) => {
      const typed = context.search.trim();
      if (typed === context.appliedSearch) return;
      enqueue.assign({ appliedSearch: typed, page: 1 });
      enqueue({ type: 'writeAddress', params: addressOf({ appliedSearch: typed, page: 1 }, true) });
    }),
    setPage: assign(({ event }) => {
      assertEvent(event, 'page.selected');
      return { page: event.page };
    }),
    openDetails: assign(({ event }) => {
      assertEvent(event, 'details.opened');
      return { viewing: event.user };
    }),
    closeDetails: assign({ viewing: null }),
    setTarget: assign(({ event }) => {
      assertEvent(event, ['user.lockRequested', 'user.unlockRequested', 'user.deactivateRequested', 'user.deleteRequested']);
      return { target: { user: event.user, action: REQUESTED_ACTION[event.type] }, actionError: null };
    }),
    clearTarget: assign({ target: null }),
    applyChange: assign(({ context }) => {
      const target = context.target;
      if (!target) return {};
      return { users: context.users.map((u) => (u.id === target.user.id ? changed(u, target.action) : u)) };
    }),
    removeTargetRow: assign(({ context }) => ({
      users: context.users.filter((u) => u.id !== context.target?.user.id),
      totalItems: Math.max(0, context.totalItems - 1),
    })),
    clearActionError: assign({ actionError: null }),
    followAddress: assign(({ event }) => {
      assertEvent(event, 'address.changed');
      const query = readSearchedListAddress(event.search);
      return { search: query.search, appliedSearch: query.search.trim(), page: query.page };
    }),
    /** Provided by the view: writes the address (a new history entry unless `replace`). */
    writeAddress: noAddress.writeAddress,
    showActionError: assign(({ context, event }) => {
      const fallback = failureMessage(context.target?.action);
      return { actionError: 'error' in event ? toUserMessage(event.error, fallback) : fallback };
    }),
  },
  guards: {
    'a deletion': ({ context }) => context.target?.action === 'delete',
    'address asks for another list': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      return writeSearchedListAddress(readSearchedListAddress(event.search)) !== addressQueryOf(context);
    },
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'users',
  context: ({ input }) => {
    const query = readSearchedListAddress(input?.search ?? '');
    return {
      users: [],
      page: query.page,
      totalPages: 0,
      totalItems: 0,
      search: query.search,
      appliedSearch: query.search.trim(),
      error: null,
      viewing: null,
      target: null,
      actionError: null,
    };
  },
  initial: 'loading',
  invoke: { id: 'address', src: 'addressChanges' },
  on: {
    'address.changed': {
      guard: 'address asks for another list',
      target: '.loading',
      actions: 'followAddress',
      description: 'Back, Forward or a link to another search or page shows it',
    },
    'search.changed': {
      target: '.debouncing',
      reenter: true,
      actions: 'setSearch',
      description: 'Each key press restarts the wait, so only a pause in typing asks the server',
    },
    'details.closed': { actions: 'closeDetails' },
    'list.reloadRequested': {
      target: '.loading',
      actions: 'applyTypedSearch',
      description: 'A save made elsewhere is read at once, in every state: a read under way starts again, a pause in typing is not awaited',
    },
  },
  states: {
    debouncing: {
      after: {
        searchDebounce: {
          target: 'loading',
          actions: ['applySearch', { type: 'writeAddress', params: ({ context }) => addressOf(context, true) }],
        },
      },
    },
    loading: {
      // A message about an earlier account action no longer applies to the rows being read.
      entry: 'clearActionError',
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        input: ({ context }) => ({ page: context.page, search: context.appliedSearch }),
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            users: event.output.items,
            totalPages: event.output.totalPages,
            totalItems: event.output.totalItems,
            page: event.output.currentPage || 1,
            error: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            error: toUserMessage(event.error, context.appliedSearch ? SEARCH_FAILED : LOAD_FAILED),
          })),
        },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'page.selected': {
              target: '#users.loading',
              actions: ['setPage', { type: 'writeAddress', params: ({ context }) => addressOf(context, false) }],
            },
            'details.opened': { actions: 'openDetails' },
            'user.lockRequested': { target: 'changing', actions: 'setTarget' },
            'user.unlockRequested': { target: 'changing', actions: 'setTarget' },
            'user.deactivateRequested': { target: 'confirming', actions: 'setTarget' },
            'user.deleteRequested': { target: 'confirming', actions: 'setTarget', description: 'Offered only for a deactivated user' },
            'actionError.dismissed': { actions: 'clearActionError' },
          },
        },
        /** Deactivation and deletion are asked for in a dialog first. */
        confirming: {
          on: {
            'change.confirmed': { target: 'applyingConfirmed', actions: 'clearActionError' },
            'change.cancelled': { target: 'idle', actions: ['clearTarget', 'clearActionError'] },
          },
        },
        applyingConfirmed: {
          invoke: {
            id: 'applyConfirmed',
            src: 'changeAccount',
            input: ({ context }) => ({ target: context.target }),
            onDone: [
              {
                guard: 'a deletion',
                target: '#users.loading',
                actions: ['removeTargetRow', 'clearTarget'],
                description: 'A deleted user leaves the table at once; the page is read again so it stays full',
              },
              { target: 'idle', actions: ['applyChange', 'clearTarget'] },
            ],
            onError: {
              target: 'confirming',
              description: 'The dialog stays open with the message so the user can retry or cancel',
              actions: 'showActionError',
            },
          },
          on: stopWaitingBackTo('confirming'),
        },
        changing: {
          invoke: {
            id: 'changeLock',
            src: 'changeAccount',
            input: ({ context }) => ({ target: context.target }),
            onDone: { target: 'idle', actions: ['applyChange', 'clearTarget'] },
            onError: { target: 'idle', actions: ['showActionError', 'clearTarget'] },
          },
        },
      },
    },
    failed: {},
  },
});
