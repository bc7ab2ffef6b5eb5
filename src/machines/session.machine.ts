import { assertEvent, assign, fromCallback, fromPromise, setup, stopChild, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { setSessionEndedHandler } from '../api/sessionEnded';
import { forgetKeptReads } from '../api/keptReadsKeys';
import { clearStoredSession, forgetEmail, rememberEmail, watchSignOutElsewhere, writeStoredSession } from '../api/sessionStore';
import type { StoredUser, User } from '../api/types';
import { LOGIN_MESSAGES, withProfile } from '../domain/session';
import { loginFormMachine, type LoginNotice, type LoginSucceeded } from './loginForm.machine';
import { foundBySystemId } from './appWide';
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
  /** The root actor of each screen (and of the layout) shown now, by the id its view gave it. */
  screens: Record<string, AnyActorRef>;
  /**
   * Whether something the user saw has given way since the page loaded: a screen was left, or
   * the login form was shown. A screen shown from then on replaces what is on screen, so it is
   * drawn in the same task; until then a screen may be drawn a task after its actors start
   * (docs/decisions/105-the-first-screen-drawn-a-task-after-its-actors-start.md).
   */
  replacesWhatIsShown: boolean;
}

export interface SessionInput {
  /** What local storage held when the app started. */
  stored: StoredUser | null;
  /** The email kept by Remember me. */
  rememberedEmail: string;
}

/**
 * The actor the session runs by id: the login form while signed out. Signed in, it runs its
 * screens, the layout's among them (with the connection, the header counts and the outbox:
 * signedIn.machine.ts).
 */
type SessionChildren = { loginForm: 'loginForm' };

export type SessionEvent =
  | LoginSucceeded
  | { type: 'session.signedOut' }
  /** A call answered 401, or found no token to send. */
  | { type: 'session.expired' }
  /** Another tab of this app signed out. */
  | { type: 'session.endedElsewhere' }
  /** A screen is shown: its root actor runs as the session's child, in the session's actor system. */
  | { type: 'screen.shown'; screenId: string; logic: AnyActorLogic; input: unknown }
  /** The screen is gone: its root actor stops. */
  | { type: 'screen.left'; screenId: string };

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
 * while signed in, the screens its views show, the signed-in layout's among them, which runs
 * the connection, the header counts and the outbox (signedIn.machine.ts) so that their code
 * is not the login page's (docs/decisions/082-login-code-against-bare-react.md).
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput; children: SessionChildren },
  actors: {
    loginForm: loginFormMachine,
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
    /** The answers kept for offline reading go with the session (docs/decisions/057-last-loaded-lists-offline.md). */
    forgetStoredSession: () => {
      clearStoredSession();
      forgetKeptReads();
    },
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
    runScreen: assign(({ context, event, spawn }) => {
      assertEvent(event, 'screen.shown');
      return { screens: { ...context.screens, [event.screenId]: spawn(event.logic, { input: event.input }) } };
    }),
    stopScreen: stopChild(({ context, event }) => {
      assertEvent(event, 'screen.left');
      return context.screens[event.screenId];
    }),
    forgetScreen: assign(({ context, event }) => {
      assertEvent(event, 'screen.left');
      const { [event.screenId]: _left, ...shown } = context.screens;
      return { screens: shown, replacesWhatIsShown: true };
    }),
    noteLoginFormShown: assign({ replacesWhatIsShown: true }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.stored,
    rememberedEmail: input.rememberedEmail,
    notice: null,
    signedOutOnPurpose: false,
    screens: {},
    replacesWhatIsShown: false,
  }),
  invoke: { src: 'hearSessionEnd' },
  // A screen may be left after the session has ended (its view unmounts once the guard sees it).
  on: { 'screen.left': { actions: ['stopScreen', 'forgetScreen'] } },
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
      entry: 'noteLoginFormShown',
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
      invoke: { src: 'watchOtherTabs' },
      on: {
        'screen.shown': { actions: 'runScreen' },
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

/** The system id the app runs the session under (src/app/SessionProvider.tsx). */
export const SESSION_SYSTEM_ID = 'session';

/** The session, as the layout finds it to end it once sign-out is confirmed: `sendTo(theSession, …)`. */
export const theSession = foundBySystemId(SESSION_SYSTEM_ID);
