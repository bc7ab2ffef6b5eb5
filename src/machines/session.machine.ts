import { assertEvent, assign, fromCallback, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';
import { setSessionEndedHandler } from '../api/sessionEnded';
import { clearStoredSession, forgetEmail, rememberEmail, watchSignOutElsewhere, writeStoredSession } from '../api/sessionStore';
import type { LoginResponse, StoredUser, User } from '../api/types';
import { LOGIN_MESSAGES, credentialsMissing, loginOutcome, withProfile } from '../domain/session';
import { untilAbandoned } from './untilAbandoned';
import { known } from './known';

export interface SessionNotice {
  tone: 'warning' | 'danger';
  text: string;
}

export interface SessionContext {
  user: StoredUser | null;
  email: string;
  password: string;
  rememberMe: boolean;
  notice: SessionNotice | null;
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
  | { type: 'login.changed'; email?: string; password?: string; rememberMe?: boolean }
  | { type: 'login.submitted' }
  | { type: 'session.signedOut' }
  /** A call answered 401, or found no token to send. */
  | { type: 'session.expired' }
  /** Another tab of this app signed out. */
  | { type: 'session.endedElsewhere' };

/**
 * The signed-in user, from a stored session or a login, until sign-out or a 401.
 * It is the root actor: guards and the shell read it.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actors: {
    // The HTTP client is loaded when it is first needed, not with the login page (npm run size).
    login: fromPromise<LoginResponse, { email: string; password: string }>(async ({ input }) => {
      const { login } = await import('../api/auth');
      return login({ email: input.email.trim(), password: input.password });
    }),
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
    'credentials are missing': ({ context }) => credentialsMissing(context.email, context.password),
    'login succeeded': (_, params: { answer: LoginResponse }) => loginOutcome(params.answer).kind === 'signedIn',
    'account is locked': (_, params: { answer: LoginResponse }) => loginOutcome(params.answer).kind === 'locked',
  },
  actions: {
    clearSession: assign({ user: null, password: '' }),
    noteSignOut: assign({ signedOutOnPurpose: true }),
    forgetStoredSession: () => clearStoredSession(),
    persistSession: ({ context }) => {
      if (context.user) writeStoredSession(context.user);
    },
    persistRememberMe: ({ context }) => {
      if (context.rememberMe) rememberEmail(context.email.trim());
      else forgetEmail();
    },
    storeLogin: assign((_, params: { answer: LoginResponse }) => {
      const outcome = loginOutcome(params.answer);
      if (outcome.kind !== 'signedIn') return {};
      return { user: { ...outcome.user }, password: '', notice: null, signedOutOnPurpose: false };
    }),
    storeProfile: assign(({ context }, params: { profile: User }) => {
      return context.user ? { user: withProfile(context.user, params.profile) } : {};
    }),
    warnLocked: assign({ notice: { tone: 'warning', text: LOGIN_MESSAGES.locked } }),
    warnStoredLocked: assign({ notice: { tone: 'warning', text: LOGIN_MESSAGES.lockedStoredUser } }),
    showRefusal: assign((_, params: { answer: LoginResponse }) => {
      const outcome = loginOutcome(params.answer);
      return { notice: { tone: 'danger' as const, text: outcome.kind === 'refused' ? outcome.message : LOGIN_MESSAGES.refused } };
    }),
    showException: assign({ notice: { tone: 'danger', text: LOGIN_MESSAGES.exception } }),
    warnSessionEnded: assign({ notice: { tone: 'warning', text: LOGIN_MESSAGES.sessionEnded }, signedOutOnPurpose: false }),
    showMissingFields: assign({ notice: { tone: 'danger', text: LOGIN_MESSAGES.missingFields } }),
    applyLoginChange: assign(({ context, event }) => {
      assertEvent(event, 'login.changed');
      return {
        email: event.email ?? context.email,
        password: event.password ?? context.password,
        rememberMe: event.rememberMe ?? context.rememberMe,
      };
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.stored,
    email: input.rememberedEmail,
    password: '',
    rememberMe: input.rememberedEmail !== '',
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
      initial: 'idle',
      states: {
        idle: {
          on: {
            'login.changed': { actions: 'applyLoginChange' },
            'login.submitted': [
              { guard: 'credentials are missing', actions: 'showMissingFields', description: 'Nothing is sent' },
              { target: 'signingIn' },
            ],
          },
        },
        signingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ email: context.email, password: context.password }),
            onDone: [
              {
                guard: { type: 'login succeeded', params: ({ event }) => ({ answer: event.output }) },
                target: '#session.loadingProfile',
                actions: [{ type: 'storeLogin', params: ({ event }) => ({ answer: event.output }) }, 'persistSession', 'persistRememberMe'],
              },
              {
                guard: { type: 'account is locked', params: ({ event }) => ({ answer: event.output }) },
                target: 'idle',
                actions: 'warnLocked',
                description: 'LOCKED, or OK for an account with isLocked: warned, not signed in',
              },
              { target: 'idle', actions: { type: 'showRefusal', params: ({ event }) => ({ answer: event.output }) } },
            ],
            onError: { target: 'idle', actions: 'showException' },
          },
        },
      },
    },
    loadingProfile: {
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ id: context.user?.id ?? null }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) }, 'persistSession'],
        },
        onError: { target: 'signedIn', description: 'A failed profile fetch is ignored' },
      },
      on: { 'session.expired': { target: 'signedOut', actions: ['clearSession', 'forgetStoredSession', 'warnSessionEnded'] } },
    },
    signedIn: {
      invoke: { src: 'watchOtherTabs' },
      on: {
        'session.signedOut': { target: 'signedOut', actions: ['clearSession', 'forgetStoredSession', 'noteSignOut'] },
        'session.expired': {
          target: 'signedOut',
          actions: ['clearSession', 'forgetStoredSession', 'warnSessionEnded'],
          description: 'Any call answering 401 ends the session',
        },
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
