import { assertEvent, assign, fromCallback, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';
import { setSessionEndedHandler } from '../api/sessionEnded';
import { clearStoredSession, forgetEmail, rememberEmail, watchSignOutElsewhere, writeStoredSession } from '../api/sessionStore';
import type { StoredUser, User } from '../api/types';
import { isAdminRole, roleOf } from '../domain/roles';
import { LOGIN_MESSAGES, withProfile } from '../domain/session';
import { loginFormMachine, type LoginNotice, type LoginSucceeded } from './loginForm.machine';
import { notificationsMachine } from './notifications.machine';
import { untilAbandoned } from './untilAbandoned';
import { known } from './known';

export interface SessionContext {
  user: StoredUser | null;
  /** The email kept by Remember me ('' when none): the login form starts with it. */
  rememberedEmail: string;
  /** Why the session ended, shown on the login form it returns to. */
  notice: LoginNotice | null;
  /** Signed out by the user's own Sign Out: the next sign-in starts afresh, not where they were. */
  signedOutOnPurpose: boolean;
}

export interface SessionInput {
  /** What local storage held when the app started. */
  stored: StoredUser | null;
  /** The email kept by Remember me. */
  rememberedEmail: string;
}

export type SessionEvent =
  | LoginSucceeded
  | { type: 'session.signedOut' }
  /** A call answered 401, or found no token to send. */
  | { type: 'session.expired' }
  /** Another tab of this app signed out. */
  | { type: 'session.endedElsewhere' };

const endedAtTheServer = {
  target: '#session.signedOut',
  reenter: true,
  actions: ['clearSession', 'forgetStoredSession', 'warnSessionEnded'],
  description: 'Any call answering 401 ends the session',
} as const;

/**
 * The signed-in user, from a stored session or a login, until sign-out or a 401. It is the
 * root actor: guards and the shell read it. While
 * signed out it runs the login form (loginForm.machine.ts), which it stops once signed in;
 * while signed in, the header counts (notifications.machine.ts).
 */
export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    input: SessionInput;
    children: { loginForm: 'loginForm'; notifications: 'notifications' };
  },
  actors: {
    loginForm: loginFormMachine,
    notifications: notificationsMachine,
    fetchProfile: fromPromise<User, { id: number | null }>(async ({ input, signal }) => {
      const { fetchProfile } = await import('../api/auth');
      return untilAbandoned(fetchProfile(known(input.id, 'user'), signal), signal);
    }),
    watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) => watchSignOutElsewhere(() => sendBack({ type: 'session.endedElsewhere' }))),
    /** Any call that finds the session over (a 401, no token to send) tells the session so. */
    hearSessionEnd: fromCallback<SessionEvent>(({ sendBack }) => {
      setSessionEndedHandler(() => sendBack({ type: 'session.expired' }));
      return () => setSessionEndedHandler(() => {});
    }),
  },
  guards: {
    'stored session is locked': ({ context }) => context.user?.isLocked === true,
    'a session is stored': ({ context }) => context.user !== null,
  },
  actions: {
    clearSession: assign({ user: null }),
    noteSignOut: assign({ signedOutOnPurpose: true, notice: null }),
    forgetStoredSession: () => clearStoredSession(),
    persistSession: ({ context }) => {
      if (context.user) writeStoredSession(context.user);
    },
    storeLogin: assign(({ event }) => {
      assertEvent(event, 'login.succeeded');
      return { user: { ...event.user }, rememberedEmail: event.rememberMe ? event.email : '', notice: null, signedOutOnPurpose: false };
    }),
    persistRememberMe: ({ context }) => {
      if (context.rememberedEmail) rememberEmail(context.rememberedEmail);
      else forgetEmail();
    },
    storeProfile: assign(({ context }, params: { profile: User }) => {
      return context.user ? { user: withProfile(context.user, params.profile) } : {};
    }),
    warnStoredLocked: assign({ notice: { tone: 'warning', text: LOGIN_MESSAGES.lockedStoredUser } }),
    warnSessionEnded: assign({ notice: { tone: 'warning', text: LOGIN_MESSAGES.sessionEnded }, signedOutOnPurpose: false }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.stored,
    rememberedEmail: input.rememberedEmail,
    notice: null,
    signedOutOnPurpose: false,
  }),
  invoke: { src: 'hearSessionEnd' },
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        {
          guard: 'stored session is locked',
          target: 'signedOut',
          actions: ['clearSession', 'forgetStoredSession', 'warnStoredLocked'],
          description: 'A stored account with isLocked is logged out at once',
        },
        { guard: 'a session is stored', target: 'signedIn' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      invoke: {
        id: 'loginForm',
        src: 'loginForm',
        input: ({ context, self }) => ({ session: self, rememberedEmail: context.rememberedEmail, notice: context.notice }),
      },
      initial: 'awaitingLogin',
      states: {
        awaitingLogin: {
          on: {
            'login.succeeded': {
              target: 'loadingProfile',
              actions: ['storeLogin', 'persistSession', 'persistRememberMe'],
              description: 'The form keeps its values, disabled, while the profile loads',
            },
          },
        },
        loadingProfile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: ({ context }) => ({ id: context.user?.id ?? null }),
            onDone: {
              target: '#session.signedIn',
              actions: [{ type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) }, 'persistSession'],
            },
            onError: { target: '#session.signedIn', description: 'A failed profile fetch is ignored' },
          },
          on: { 'session.expired': endedAtTheServer },
        },
      },
    },
    signedIn: {
      invoke: [
        { src: 'watchOtherTabs' },
        {
          // The header counts, for as long as someone is signed in (the screens are handed them).
          id: 'notifications',
          src: 'notifications',
          input: ({ context }) => {
            const user = known(context.user, 'user');
            return { userId: user.id, canApprove: isAdminRole(roleOf(user)) };
          },
        },
      ],
      on: {
        'session.signedOut': { target: 'signedOut', actions: ['clearSession', 'forgetStoredSession', 'noteSignOut'] },
        'session.expired': endedAtTheServer,
        'session.endedElsewhere': {
          target: 'signedOut',
          actions: ['clearSession', 'warnSessionEnded'],
          description: 'Signed out in another tab: this one follows, and the next sign-in returns here',
        },
      },
    },
  },
});

/** What the layout needs of the session: a way to end it once sign-out is confirmed. */
export type SessionRef = ActorRef<Snapshot<unknown>, { type: 'session.signedOut' }>;
