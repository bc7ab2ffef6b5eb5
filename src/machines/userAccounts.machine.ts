import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { NO_EXTENSIONS, reactivateUser, type Extensions } from '../api/extensions';
import type { User } from '../api/types';
import { lockUser, unlockUser } from '../api/users';
import { detectExtensions, offersHandover, offersReactivation } from './extensions.machine';
import { known } from './known';

/** What a row of the users table changes at once, without a dialog. */
export type RowAction = 'lock' | 'unlock' | 'reactivate';

export interface UserAccountsContext {
  /** The extensions the server has (docs/api-extensions.md); none until it says. */
  extensions: Extensions;
  /** The user whose details modal is open. */
  viewing: User | null;
  /** The lock, unlock or reactivation running, and on whom. */
  target: { user: User; action: RowAction } | null;
  /** Why the last change failed, shown above the table until dismissed. */
  error: string | null;
  /** What a change did, shown for ACCOUNT_NOTICE_MS (docs/behaviour.md §2 Users Management). */
  notice: string | null;
}

export type UserAccountsEvent =
  | { type: 'details.opened'; user: User }
  | { type: 'details.closed' }
  | { type: 'user.lockRequested'; user: User }
  | { type: 'user.unlockRequested'; user: User }
  | { type: 'user.reactivateRequested'; user: User }
  | { type: 'error.dismissed' }
  /** The list reads other rows (another page, another search): what was said is about the rows as they were. */
  | { type: 'rows.replaced' };

/** docs/behaviour.md §9: timed success messages stay 3 seconds. */
export const ACCOUNT_NOTICE_MS = 3000;

/** docs/behaviour.md §2 Users Management: what a change made from the row says once the server accepted it. */
export const ACCOUNT_CHANGED: Record<RowAction, string> = {
  lock: 'User locked successfully',
  unlock: 'User unlocked successfully',
  reactivate: 'User reactivated successfully',
};

const FAILED: Record<RowAction, string> = {
  lock: 'Failed to lock, unlock or deactivate user',
  unlock: 'Failed to lock, unlock or deactivate user',
  reactivate: 'Failed to reactivate user',
};

const RUN: Record<RowAction, (id: number, signal: AbortSignal) => Promise<void>> = {
  lock: lockUser,
  unlock: unlockUser,
  reactivate: reactivateUser,
};

/** The change each row request asks for. */
const REQUESTED = {
  'user.lockRequested': 'lock',
  'user.unlockRequested': 'unlock',
  'user.reactivateRequested': 'reactivate',
} as const satisfies Record<string, RowAction>;

export { offersHandover, offersReactivation };

/**
 * What the users screen does to an account from its row without asking first (docs/behaviour.md
 * §2 Users Management): View opens its details; Lock, Unlock and Reactivate are sent at once and
 * say what they did for 3 seconds, or why they failed. Each accepted change is announced
 * (`announceChanged`, provided by the screen), which has the list read again to show it.
 */
export const userAccountsMachine = setup({
  types: {} as { context: UserAccountsContext; events: UserAccountsEvent },
  actors: {
    detectExtensions,
    changeAccount: fromPromise<void, { target: UserAccountsContext['target'] }>(({ input, signal }) => {
      const { user, action } = known(input.target, 'account change');
      return RUN[action](user.id, signal);
    }),
  },
  actions: {
    openDetails: assign(({ event }) => {
      assertEvent(event, 'details.opened');
      return { viewing: event.user };
    }),
    closeDetails: assign({ viewing: null }),
    setTarget: assign(({ event }) => {
      assertEvent(event, ['user.lockRequested', 'user.unlockRequested', 'user.reactivateRequested']);
      return { target: { user: event.user, action: REQUESTED[event.type] }, error: null };
    }),
    announceChange: assign(({ context }) => ({ notice: context.target ? ACCOUNT_CHANGED[context.target.action] : null, target: null })),
    showError: assign(({ context, event }) => {
      const fallback = FAILED[known(context.target, 'account change').action];
      return { error: 'error' in event ? toUserMessage(event.error, fallback) : fallback, target: null };
    }),
    clearError: assign({ error: null }),
    clearNotice: assign({ notice: null }),
    /** Provided by the screen: the list reads again to show the change. */
    announceChanged: () => undefined,
  },
  guards: {
    'the server reactivates accounts': ({ context }) => offersReactivation(context),
  },
  delays: { accountNotice: ACCOUNT_NOTICE_MS },
}).createMachine({
  id: 'userAccounts',
  context: { extensions: NO_EXTENSIONS, viewing: null, target: null, error: null, notice: null },
  // Which extensions the server has decides what the screen offers (docs/api-extensions.md).
  invoke: {
    id: 'detectExtensions',
    src: 'detectExtensions',
    onDone: { actions: assign({ extensions: ({ event }) => event.output }) },
  },
  on: { 'details.closed': { actions: 'closeDetails' } },
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
        'details.opened': { actions: 'openDetails' },
        'user.lockRequested': { target: 'changing', actions: 'setTarget' },
        'user.unlockRequested': { target: 'changing', actions: 'setTarget' },
        'user.reactivateRequested': {
          guard: 'the server reactivates accounts',
          target: 'changing',
          actions: 'setTarget',
          description: 'Offered only for a deactivated user, on a server with the reactivation extension',
        },
        'error.dismissed': { actions: 'clearError' },
        'rows.replaced': {
          target: '.quiet',
          actions: 'clearError',
          description: 'Another page or search takes the message away',
        },
      },
    },
    changing: {
      invoke: {
        id: 'changeAccount',
        src: 'changeAccount',
        input: ({ context }) => ({ target: context.target }),
        onDone: {
          target: 'idle.announced',
          actions: ['announceChange', 'announceChanged'],
          description: 'Accepted: it says so, and the list is read again to show it',
        },
        onError: { target: 'idle', actions: 'showError' },
      },
    },
  },
});
