import { assertEvent, assign, fromPromise, sendTo, setup, type ActorRef, type ActorRefFrom, type Snapshot } from 'xstate';
import type { LoginResponse, LoginResult } from '../api/types';
import { LOGIN_MESSAGES, credentialsMissing, loginOutcome } from '../domain/session';
import { loginHelpMachine } from './loginHelp.machine';

export interface LoginNotice {
  tone: 'warning' | 'danger';
  text: string;
}

/** What the form tells the session once the server has signed the user in. */
export interface LoginSucceeded {
  type: 'login.succeeded';
  user: LoginResult;
  /** The email as typed (trimmed), and whether Remember me was ticked. */
  email: string;
  rememberMe: boolean;
}

/** The session the form signs in to. */
export type LoginSession = ActorRef<Snapshot<unknown>, LoginSucceeded>;

export interface LoginFormInput {
  session: LoginSession;
  /** The email kept by Remember me ('' when none). */
  rememberedEmail: string;
  /** The session's own word to show first (its end, a locked stored account), or none. */
  notice: LoginNotice | null;
}

export interface LoginFormContext {
  session: LoginSession;
  email: string;
  password: string;
  rememberMe: boolean;
  notice: LoginNotice | null;
  /** The sign-in page's help dialogs (Forgot Password?, Request Access, the free trial). */
  help: ActorRefFrom<typeof loginHelpMachine>;
}

export type LoginFormEvent =
  { type: 'login.changed'; email?: string; password?: string; rememberMe?: boolean } | { type: 'login.submitted' };

type Answered = { answer: LoginResponse };

/**
 * The sign-in form (docs/behaviour.md §2, §8): what is typed, the check before sending, the
 * call and each refusal's message, with the page's help dialogs as its child. It lives while
 * the user is signed out; the session stops it once signed in, so the password is held nowhere
 * after that.
 */
export const loginFormMachine = setup({
  types: {} as { context: LoginFormContext; events: LoginFormEvent; input: LoginFormInput },
  actors: {
    help: loginHelpMachine,
    // The HTTP client is loaded when it is first needed, not with the login page (npm run size).
    login: fromPromise<LoginResponse, { email: string; password: string }>(async ({ input }) => {
      const { login } = await import('../api/auth');
      return login({ email: input.email.trim(), password: input.password });
    }),
  },
  guards: {
    'credentials are missing': ({ context }) => credentialsMissing(context.email, context.password),
    'login succeeded': (_, params: Answered) => loginOutcome(params.answer).kind === 'signedIn',
    'account is locked': (_, params: Answered) => loginOutcome(params.answer).kind === 'locked',
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'login.changed');
      return {
        email: event.email ?? context.email,
        password: event.password ?? context.password,
        rememberMe: event.rememberMe ?? context.rememberMe,
      };
    }),
    showMissingFields: assign({ notice: { tone: 'danger', text: LOGIN_MESSAGES.missingFields } }),
    warnLocked: assign({ notice: { tone: 'warning', text: LOGIN_MESSAGES.locked } }),
    showRefusal: assign((_, params: Answered) => {
      const outcome = loginOutcome(params.answer);
      return { notice: { tone: 'danger' as const, text: outcome.kind === 'refused' ? outcome.message : LOGIN_MESSAGES.refused } };
    }),
    showException: assign({ notice: { tone: 'danger', text: LOGIN_MESSAGES.exception } }),
    tellSession: sendTo(
      ({ context }) => context.session,
      ({ context }, params: Answered): LoginSucceeded => {
        const outcome = loginOutcome(params.answer);
        if (outcome.kind !== 'signedIn') throw new Error('tellSession runs only on a successful login');
        return { type: 'login.succeeded', user: outcome.user, email: context.email.trim(), rememberMe: context.rememberMe };
      },
    ),
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input, spawn }) => ({
    session: input.session,
    help: spawn('help', { id: 'help' }),
    email: input.rememberedEmail,
    password: '',
    rememberMe: input.rememberedEmail !== '',
    notice: input.notice,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.changed': { actions: 'applyChange' },
        'login.submitted': [
          { guard: 'credentials are missing', actions: 'showMissingFields', description: 'Nothing is sent' },
          { target: 'signingIn' },
        ],
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: [
          {
            guard: { type: 'login succeeded', params: ({ event }) => ({ answer: event.output }) },
            target: 'signedIn',
            actions: { type: 'tellSession', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: { type: 'account is locked', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: 'warnLocked',
            description: 'LOCKED, or OK for an account with isLocked: warned, not signed in',
          },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'editing', actions: 'showException' },
      },
    },
    /** Signed in: the form stays as it was, disabled, while the session loads the profile. */
    signedIn: { tags: ['busy'] },
  },
});
