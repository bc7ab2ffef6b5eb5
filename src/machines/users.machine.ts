import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { loadFailure, oneMessage } from './loader.machine';
import { deactivateUser, deleteUser, fetchUsers, lockUser, unlockUser } from '../api/users';
import { fetchUserOptions } from '../api/dropdowns';
import {
  NO_EXTENSIONS,
  NOTHING_HELD,
  fetchHoldings,
  handOverHoldings,
  reactivateUser,
  type Extensions,
  type Holdings,
} from '../api/extensions';
import type { Paged, User, UserOption } from '../api/types';
import { handoverNeeds, keptChoices } from '../domain/handover';
import { detectExtensions, offersHandover, offersReactivation } from './extensions.machine';
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
  /** What a lock, unlock or reactivation did, shown for ACCOUNT_NOTICE_MS (docs/behaviour.md §2 Users Management). */
  notice: string | null;
  /** The extensions the server has (docs/api-extensions.md); none until it says. */
  extensions: Extensions;
  /** What the user about to leave holds (docs/behaviour.md §4 "Nothing stranded"); null while unknown. */
  holdings: Holdings | null;
  /** Who may take it over: the users dropdown, read with the holdings when there is something to hand over. */
  people: UserOption[];
  /** Who takes over their reviews and their open tasks. */
  handover: Handover;
}

export interface Handover {
  reviewerId: number | null;
  assigneeId: number | null;
}

const NO_HANDOVER: Handover = { reviewerId: null, assigneeId: null };

export type AccountAction = 'lock' | 'unlock' | 'deactivate' | 'delete' | 'reactivate';

export type UsersEvent =
  | SearchedListEvent
  | { type: 'details.opened'; user: User }
  | { type: 'user.lockRequested'; user: User }
  | { type: 'user.unlockRequested'; user: User }
  | { type: 'user.deactivateRequested'; user: User }
  | { type: 'user.deleteRequested'; user: User }
  | { type: 'user.reactivateRequested'; user: User }
  | { type: 'handover.reviewerChosen'; userId: number | null }
  | { type: 'handover.assigneeChosen'; userId: number | null }
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
  reactivate: reactivateUser,
};

/** The account change each row request asks for. */
const REQUESTED_ACTION = {
  'user.lockRequested': 'lock',
  'user.unlockRequested': 'unlock',
  'user.deactivateRequested': 'deactivate',
  'user.deleteRequested': 'delete',
  'user.reactivateRequested': 'reactivate',
} as const satisfies Record<string, AccountAction>;

const USER_REACTIVATE_FAILED = 'Failed to reactivate user';

/** docs/behaviour.md §2 Users Management: what a change made from the row says once the server accepted it. */
export const ACCOUNT_CHANGED: Partial<Record<AccountAction, string>> = {
  lock: 'User locked successfully',
  unlock: 'User unlocked successfully',
  reactivate: 'User reactivated successfully',
};

/** docs/behaviour.md §9: timed success messages stay 3 seconds. */
export const ACCOUNT_NOTICE_MS = 3000;
/** docs/behaviour.md §8: the deactivate or delete dialog could not read what the user holds. */
export const HOLDINGS_READ_FAILED = 'Failed to read what this user holds';

const failureMessage = (action: AccountAction | undefined): string =>
  action === 'delete' ? USER_DELETE_FAILED : action === 'reactivate' ? USER_REACTIVATE_FAILED : ACCOUNT_CHANGE_FAILED;

export { offersHandover, offersReactivation };

/** The row as it is once the server accepted the change. */
function changed(user: User, action: AccountAction): User {
  if (action === 'lock') return { ...user, isLocked: true };
  if (action === 'unlock') return { ...user, isLocked: false };
  if (action === 'reactivate') return { ...user, status: 1, active: 1 };
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
    changeAccount: fromPromise<void, { target: UsersContext['target']; handover?: Handover }>(async ({ input, signal }) => {
      const { user, action } = known(input.target, 'user');
      // What they hold goes first, in one call; the server refuses the change while anything is left.
      const { reviewerId, assigneeId } = input.handover ?? NO_HANDOVER;
      if (reviewerId !== null || assigneeId !== null) {
        await handOverHoldings({ userId: user.id, reviewerId: reviewerId ?? undefined, assigneeId: assigneeId ?? undefined }, signal);
      }
      return runAction[action](user.id, signal);
    }),
    detectExtensions,
    readHoldings: fromPromise<{ holdings: Holdings; people: UserOption[] }, { userId: number; extensions: Extensions }>(
      async ({ input, signal }) => {
        if (!offersHandover(input)) return { holdings: NOTHING_HELD, people: [] };
        const holdings = await fetchHoldings(input.userId, signal);
        const needs = handoverNeeds(holdings);
        const people = needs.reviewer || needs.assignee ? await fetchUserOptions(signal) : [];
        return { holdings, people };
      },
    ),
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
      assertEvent(event, [
        'user.lockRequested',
        'user.unlockRequested',
        'user.deactivateRequested',
        'user.deleteRequested',
        'user.reactivateRequested',
      ]);
      return { target: { user: event.user, action: REQUESTED_ACTION[event.type] }, actionError: null };
    }),
    clearTarget: assign({ target: null, holdings: null, people: [], handover: NO_HANDOVER }),
    chooseReviewer: assign(({ context, event }) => {
      assertEvent(event, 'handover.reviewerChosen');
      return { handover: { ...context.handover, reviewerId: event.userId } };
    }),
    chooseAssignee: assign(({ context, event }) => {
      assertEvent(event, 'handover.assigneeChosen');
      return { handover: { ...context.handover, assigneeId: event.userId } };
    }),
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
    announceChange: assign(({ context }) => ({ notice: (context.target && ACCOUNT_CHANGED[context.target.action]) ?? null })),
    clearNotice: assign({ notice: null }),
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
    'the server reactivates accounts': ({ context }) => offersReactivation(context),
    'nothing held is left behind': ({ context }) => {
      const needs = handoverNeeds(context.holdings);
      return (!needs.reviewer || context.handover.reviewerId !== null) && (!needs.assignee || context.handover.assigneeId !== null);
    },
    'address asks for another list': ({ context, event }) => {
      assertEvent(event, 'address.changed');
      return writeSearchedListAddress(readSearchedListAddress(event.search)) !== addressQueryOf(context);
    },
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
    accountNotice: ACCOUNT_NOTICE_MS,
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
      notice: null,
      extensions: NO_EXTENSIONS,
      holdings: null,
      people: [],
      handover: NO_HANDOVER,
    };
  },
  initial: 'loading',
  invoke: [
    { id: 'address', src: 'addressChanges' },
    // Which extensions the server has decides what the screen offers (docs/api-extensions.md).
    {
      id: 'detectExtensions',
      src: 'detectExtensions',
      onDone: { actions: assign({ extensions: ({ event }) => event.output }) },
    },
  ],
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
    'reload.requested': {
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
            error: loadFailure(event.error, oneMessage(context.appliedSearch ? SEARCH_FAILED : LOAD_FAILED)),
          })),
        },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          initial: 'quiet',
          states: {
            quiet: {},
            // Leaving, whatever for, takes the message with it: it is about the rows as they were.
            announced: {
              exit: 'clearNotice',
              after: { accountNotice: { target: 'quiet', description: 'The success message goes after 3 seconds' } },
            },
          },
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
            'user.reactivateRequested': {
              guard: 'the server reactivates accounts',
              target: 'changing',
              actions: 'setTarget',
              description: 'Offered only for a deactivated user, on a server with the reactivation extension',
            },
            'actionError.dismissed': { actions: 'clearActionError' },
          },
        },
        /**
         * Deactivation and deletion are asked for in a dialog first, which reads what the user
         * holds and asks who takes it over (docs/behaviour.md §4 "Nothing stranded").
         */
        confirming: {
          invoke: {
            id: 'readHoldings',
            src: 'readHoldings',
            input: ({ context }) => ({ userId: known(context.target, 'user').user.id, extensions: context.extensions }),
            onDone: {
              actions: assign(({ context, event }) => ({
                holdings: event.output.holdings,
                people: event.output.people,
                handover: keptChoices(context.handover, event.output.holdings, event.output.people, known(context.target, 'user').user.id),
              })),
            },
            onError: {
              description: 'Without the holdings the change may still be asked for; the server refuses it while work is held',
              // A failed change's message, read again after it, is the one that matters.
              actions: assign(({ context, event }) => ({
                actionError: context.actionError ?? loadFailure(event.error, oneMessage(HOLDINGS_READ_FAILED)),
              })),
            },
          },
          on: {
            'handover.reviewerChosen': { actions: 'chooseReviewer' },
            'handover.assigneeChosen': { actions: 'chooseAssignee' },
            'change.confirmed': {
              guard: 'nothing held is left behind',
              target: 'applyingConfirmed',
              actions: 'clearActionError',
              description: 'Once someone takes over each kind of work held, the handover and the change are sent',
            },
            'change.cancelled': { target: 'idle', actions: ['clearTarget', 'clearActionError'] },
          },
        },
        applyingConfirmed: {
          invoke: {
            id: 'applyConfirmed',
            src: 'changeAccount',
            input: ({ context }) => ({ target: context.target, handover: context.handover }),
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
            onDone: { target: 'idle.announced', actions: ['applyChange', 'announceChange', 'clearTarget'] },
            onError: { target: 'idle', actions: ['showActionError', 'clearTarget'] },
          },
        },
      },
    },
    failed: {},
  },
});
