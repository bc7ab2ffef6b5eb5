/**
 * Model-based tests of signing in and out, walked through the real login page, layout and
 * guards against the mock backend. Two models: the login form (what is typed, each answer of
 * the login call: every path on its machine, a covering set on the page,
 * docs/decisions/020-every-path-on-its-machine.md) and the session around it (a stored session,
 * the profile, the ways a session ends), whose `login.succeeded` is walked as a real sign-in
 * through the form.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, createMachine, fromCallback, type EventFromLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { App } from '../../src/app/App';
import { sessionMachine, type SessionInput } from '../../src/machines/session.machine';
import { NOTIFICATIONS_SYSTEM_ID } from '../../src/machines/notifications.machine';
import { signedInMachine } from '../../src/machines/signedIn.machine';
import { loginFormMachine, type LoginFormInput, type LoginNotice } from '../../src/machines/loginForm.machine';
import { fetchMyPendingTasks } from '../../src/api/tasks';
import { TOKEN_KEY, USER_KEY } from '../../src/api/storageKeys';
import type { LoginResponse, StoredUser } from '../../src/api/types';
import { LOGIN_MESSAGES } from '../../src/domain/session';
import { failCall, holdCall, type HeldCall } from '../support/server';
import { describePath, everyAndCovering, generatePaths } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath, walkPath } from '../support/walk';
import { DEMO_PASSWORD, signInAs } from '../support/session';
import { replaceText } from '../support/fill';

type FormEvent = EventFromLogic<typeof loginFormMachine>;
type FormSnapshot = SnapshotFrom<typeof loginFormMachine>;
type SessionEvent = EventFromLogic<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const lockedAnswer: LoginResponse = {
  responseCode: 'LOCKED',
  responseDescription: 'Account locked',
  response: { token: '', isLocked: true, id: 5, email: 'locked@example.com' },
};
const refusedAnswer: LoginResponse = { responseCode: 'FAILED', responseDescription: 'Invalid email or password', response: null };
const refusedSilently: LoginResponse = { responseCode: 'FAILED', responseDescription: '', response: null };
const okAnswer: LoginResponse = {
  responseCode: 'OK',
  responseDescription: 'Successful',
  response: { token: 'from-the-server', isLocked: false, id: 2, email: 'admin@example.com' },
};

/** The form's model: what the user types and presses, and each answer of the login call. */
const formEvents: FormEvent[] = [
  { type: 'login.changed', email: 'admin@example.com', password: DEMO_PASSWORD },
  { type: 'login.submitted' },
  { type: 'xstate.done.actor.login', output: okAnswer } as unknown as FormEvent,
  { type: 'xstate.done.actor.login', output: lockedAnswer } as unknown as FormEvent,
  { type: 'xstate.done.actor.login', output: refusedAnswer } as unknown as FormEvent,
  { type: 'xstate.done.actor.login', output: refusedSilently } as unknown as FormEvent,
  { type: 'xstate.error.actor.login', error: new Error('network down') } as unknown as FormEvent,
];

/** The session's model: a sign-in through the form, the profile's answer, and each way a session ends. */
const sessionEvents: SessionEvent[] = [
  {
    type: 'login.succeeded',
    user: { token: 'from-the-server', isLocked: false, id: 2, email: 'admin@example.com' },
    email: 'admin@example.com',
    rememberMe: false,
  },
  { type: 'xstate.done.actor.fetchProfile', output: {} } as unknown as SessionEvent,
  { type: 'xstate.error.actor.fetchProfile', error: new Error('500') } as unknown as SessionEvent,
  { type: 'session.signedOut' },
  { type: 'session.expired' },
  { type: 'session.endedElsewhere' },
];

/**
 * A screen the session runs: walked as the user opening My Jobs from the dashboard and going
 * back (each screen's view asks the session to run its root actor while it is shown).
 */
const MY_JOBS = 'my-jobs';
const screenShown: SessionEvent = { type: 'screen.shown', screenId: MY_JOBS, logic: createMachine({}), input: {} };
const screenLeft: SessionEvent = { type: 'screen.left', screenId: MY_JOBS };
const onMyJobs = (s: SessionSnapshot) => MY_JOBS in s.context.screens;

/**
 * The session's events; while signed in, opening My Jobs too, and on My Jobs only going back
 * (a session that ends on another screen keeps its page for the next sign-in, which this model
 * does not follow; tests/views/faultMatrix.test.tsx does, for every screen's calls).
 */
const sessionEventsIn = (s: SessionSnapshot): SessionEvent[] => {
  if (!s.matches('signedIn')) return sessionEvents;
  return onMyJobs(s) ? [screenLeft] : [...sessionEvents, screenShown];
};

/** The form's session in the model: it hears `login.succeeded` and nothing else matters here. */
const formInput: LoginFormInput = { session: createActor(fromCallback(() => {})).start(), rememberedEmail: '', notice: null };

const serializeForm = (s: FormSnapshot) =>
  JSON.stringify([s.value, s.context.notice?.text ?? null, s.context.email !== '' && s.context.password !== '']);
const formPaths = everyAndCovering(loginFormMachine, { input: formInput, events: () => formEvents, serialize: serializeForm });

const lockedStored: StoredUser = { token: 'stale', isLocked: true, id: 5, email: 'locked@example.com' };
const validStored: StoredUser = { token: 'valid', isLocked: false, id: 2, email: 'admin@example.com' };

const starts: Array<{ name: string; input: SessionInput }> = [
  { name: 'no stored session', input: { stored: null, rememberedEmail: '' } },
  { name: 'a stored locked account', input: { stored: lockedStored, rememberedEmail: '' } },
  { name: 'a stored session', input: { stored: validStored, rememberedEmail: '' } },
];

const sessionPaths = starts.flatMap((start) =>
  generatePaths(sessionMachine, {
    input: start.input,
    events: sessionEventsIn,
    serialize: (s: SessionSnapshot) => JSON.stringify([s.value, s.context.notice?.text ?? null, s.matches('signedIn') && onMyJobs(s)]),
  }),
);

/** The starting condition a session path was generated from. */
const startOf = (path: { input?: SessionInput }) => {
  const found = starts.find((start) => start.input === path.input);
  if (!found) throw new Error('a session path from no known start');
  return found;
};

const nameOf = (e: EventObject) => e.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');

interface Harness {
  login: HeldCall;
  profile: HeldCall;
  user: ReturnType<typeof userEvent.setup>;
  location: () => string;
}

/** Puts the app in the starting condition the path assumes: what local storage holds. */
async function start(input: SessionInput): Promise<Harness> {
  if (input.stored?.isLocked) {
    localStorage.setItem(TOKEN_KEY, input.stored.token);
    localStorage.setItem(USER_KEY, JSON.stringify(input.stored));
  } else if (input.stored) {
    await signInAs('admin');
  }
  const login = holdCall('post', '/api/v1/auth/login');
  const profile = holdCall('get', '/api/user/:id');
  const memory = memoryLocation({ path: '/login', record: true });
  render(<App location={memory} />);
  return { login, profile, user: userEvent.setup(), location: () => memory.history?.at(-1) ?? '/login' };
}

/** What the user does, or the login call answers, for an event of the form's model. */
async function executeFormEvent(modelEvent: EventObject, h: Harness): Promise<void> {
  const event = modelEvent as FormEvent;
  if (event.type === 'login.changed') {
    await replaceText(h.user, await screen.findByLabelText('Email address'), event.email ?? '');
    await replaceText(h.user, screen.getByLabelText('Password'), event.password ?? '');
    return;
  }
  if (event.type === 'login.submitted') {
    await h.user.click(screen.getByRole('button', { name: 'Sign In' }));
    return;
  }
  const type: string = modelEvent.type;
  if (type === 'xstate.done.actor.login') {
    const output = (modelEvent as EventObject & { output: LoginResponse }).output;
    // A real sign-in goes through the backend so the token works for what follows.
    if (output.responseCode === 'OK') await h.login.passThrough();
    else await h.login.respond(output);
  } else if (type === 'xstate.error.actor.login') await h.login.fail('network');
}

/** What the user does, another tab does, or a call answers, for an event of the session's model. */
async function executeSessionEvent(modelEvent: EventObject, h: Harness): Promise<void> {
  const event = modelEvent as SessionEvent;
  switch (event.type) {
    case 'login.succeeded':
      for (const step of formPaths.every.find((p) => p.state.matches('signedIn'))?.steps.slice(1) ?? [])
        await executeFormEvent(step.event, h);
      return;
    case 'session.signedOut': {
      await h.user.click(screen.getByRole('button', { name: 'Sign Out' }));
      const dialog = await screen.findByRole('dialog');
      await h.user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
      return;
    }
    case 'session.expired':
      // Any call answering 401 ends the session.
      failCall('get', '/api/task', 401);
      await act(async () => {
        await fetchMyPendingTasks(2).catch(() => undefined);
      });
      return;
    case 'screen.shown':
      await h.user.click(screen.getByRole('link', { name: 'My Jobs' }));
      return;
    case 'screen.left':
      await h.user.click(screen.getByRole('link', { name: 'Dashboard' }));
      return;
    case 'session.endedElsewhere':
      // Another tab signs out: it removes the stored session, and this tab hears of it.
      act(() => {
        localStorage.removeItem(TOKEN_KEY);
        localStorage.removeItem(USER_KEY);
        window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'theirs', newValue: null }));
      });
      return;
  }
  const type: string = modelEvent.type;
  if (type === 'xstate.done.actor.fetchProfile') await h.profile.passThrough();
  else if (type === 'xstate.error.actor.fetchProfile') await h.profile.fail(500);
}

/** The login form as the user sees it, signed out: Sign In ready, and the notice, if any. */
async function expectLoginForm(notice: LoginNotice | null, h: Harness): Promise<void> {
  const button = await screen.findByRole('button', { name: 'Sign In' });
  expect(button).toHaveProperty('disabled', false);
  await waitFor(() => expect(h.location()).toBe('/login'));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
  if (notice) {
    const alert = await screen.findByText(notice.text);
    expect(alert.closest(notice.tone === 'danger' ? '[role="alert"]' : '[role="status"]')).not.toBeNull();
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

/** Signing in, or loading the profile after it: the button says so and cannot be pressed. */
async function expectSigningIn(): Promise<void> {
  const button = await screen.findByRole('button', { name: 'Signing In...' });
  expect(button).toHaveProperty('disabled', true);
}

/** What the user must see in each state of the form. */
async function expectFormScreenFor(state: FormSnapshot, h: Harness): Promise<void> {
  if (state.hasTag('busy')) await expectSigningIn();
  else await expectLoginForm(state.context.notice, h);
}

/** What the user must see in each state of the session. */
async function expectSessionScreenFor(state: SessionSnapshot, h: Harness): Promise<void> {
  if (state.matches('signedIn')) {
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(h.location()).toBe(onMyJobs(state) ? '/my-jobs' : '/dashboard'));
    await screen.findByRole('heading', { level: 1, name: onMyJobs(state) ? 'My Jobs' : /^Welcome back, / });
    expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
    return;
  }
  if (state.matches({ signedOut: 'loadingProfile' })) await expectSigningIn();
  else await expectLoginForm(state.context.notice, h);
}

/**
 * The form on its machine, nobody signed in: a sign-in the server accepts is the mock backend's
 * own (the demo account's password), each refusal the model's answer, a failure a 500.
 */
testEachPathOnMachine({
  machine: loginFormMachine,
  paths: formPaths.every,
  coverage: 'loginForm',
  look: serializeForm,
  as: null,
  name: (path) => `no stored session: ${describePath(path.steps, nameOf)}`,
  execute: (event, _before, { backend }) => {
    if (event.type !== 'xstate.done.actor.login') return false;
    const output = event.output as LoginResponse;
    return output.responseCode === 'OK' ? backend.passOne() : backend.respondOne(output);
  },
});

describe('login form (generated paths)', () => {
  it('generates paths that reach every message of the form', () => {
    const notices = new Set(formPaths.every.map((path) => path.state.context.notice?.text));
    for (const message of [
      LOGIN_MESSAGES.missingFields,
      LOGIN_MESSAGES.locked,
      LOGIN_MESSAGES.refused,
      LOGIN_MESSAGES.exception,
      'Invalid email or password',
    ]) {
      expect(notices).toContain(message);
    }
  });

  testEachPath(
    {
      machine: loginFormMachine,
      paths: formPaths.covering,
      coverage: 'loginForm',
      onScreen: true,
      name: (path) => `no stored session: ${describePath(path.steps, nameOf)}`,
    },
    async (path) => {
      const h = await start({ stored: null, rememberedEmail: '' });
      await walkPath(
        path,
        (event) => executeFormEvent(event, h),
        (state) => expectFormScreenFor(state, h),
      );
    },
  );
});

describe('session (generated paths)', () => {
  it('generates paths that reach each way a session ends', () => {
    const notices = new Set(sessionPaths.map((path) => path.state.context.notice?.text));
    for (const message of [LOGIN_MESSAGES.lockedStoredUser, LOGIN_MESSAGES.sessionEnded]) expect(notices).toContain(message);
  });

  testEachPath(
    {
      machine: sessionMachine,
      paths: sessionPaths,
      coverage: 'session',
      name: (path) => `${startOf(path).name}: ${describePath(path.steps, nameOf)}`,
    },
    async (path) => {
      const h = await start(startOf(path).input);
      await walkPath(
        path,
        (event) => executeSessionEvent(event, h),
        (state) => expectSessionScreenFor(state, h),
      );
    },
  );

  it('holds no password once signed in: the form is stopped, and a new one starts empty after Sign Out', async () => {
    const h = await start({ stored: null, rememberedEmail: '' });
    await executeSessionEvent(sessionEvents[0], h);
    await h.profile.passThrough();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    await executeSessionEvent({ type: 'session.signedOut' }, h);
    expect(await screen.findByLabelText('Password')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', '');
  });

  it('with Remember me ticked, the next form after Sign Out has the email and the box ticked, and no password', async () => {
    const h = await start({ stored: null, rememberedEmail: '' });
    await replaceText(h.user, await screen.findByLabelText('Email address'), ' admin@example.com ');
    await replaceText(h.user, screen.getByLabelText('Password'), DEMO_PASSWORD);
    await h.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await h.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await h.login.passThrough();
    await h.profile.passThrough();
    await screen.findByRole('navigation', { name: 'Main' });
    await executeSessionEvent({ type: 'session.signedOut' }, h);
    expect(await screen.findByLabelText('Email address')).toHaveProperty('value', 'admin@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
  });
});

describe('the screens the session runs', () => {
  it('runs a shown screen in its own actor system, where the header counts the layout runs are, until the screen is left', async () => {
    await signInAs('admin');
    const session = createActor(sessionMachine, { input: { stored: validStored, rememberedEmail: '' } }).start();
    // The session alone runs no header counts: the signed-in layout does, as one of its screens.
    expect(session.system.get(NOTIFICATIONS_SYSTEM_ID)).toBeUndefined();
    session.send({ type: 'screen.shown', screenId: 'layout', logic: signedInMachine, input: { userId: 2, email: null, canApprove: true } });
    let found: unknown = null;
    const screenLogic = createMachine({
      entry: ({ system }) => {
        found = system.get(NOTIFICATIONS_SYSTEM_ID);
      },
    });
    session.send({ type: 'screen.shown', screenId: 'probe', logic: screenLogic, input: undefined });
    const shown = session.getSnapshot().context.screens.probe;
    expect(shown.getSnapshot().status).toBe('active');
    expect(found).toBe(session.getSnapshot().context.screens.layout.getSnapshot().children.notifications);

    session.send({ type: 'screen.left', screenId: 'probe' });
    expect(shown.getSnapshot().status).toBe('stopped');
    expect(Object.keys(session.getSnapshot().context.screens)).toEqual(['layout']);
    // Leaving the layout (signing out) stops what it runs.
    session.send({ type: 'screen.left', screenId: 'layout' });
    expect(session.system.get(NOTIFICATIONS_SYSTEM_ID)).toBeUndefined();
    session.stop();
  });

  it('knows when a screen shown replaces what the user sees: once a screen was left or the login form shown, not before', async () => {
    await signInAs('admin');
    const restored = createActor(sessionMachine, { input: { stored: validStored, rememberedEmail: '' } }).start();
    const screenLogic = createMachine({});
    restored.send({ type: 'screen.shown', screenId: 'first', logic: screenLogic, input: undefined });
    restored.send({ type: 'screen.shown', screenId: 'inside', logic: screenLogic, input: undefined });
    // The page has just loaded: nothing the user saw gives way to these screens.
    expect(restored.getSnapshot().context.replacesWhatIsShown).toBe(false);
    restored.send({ type: 'screen.left', screenId: 'inside' });
    expect(restored.getSnapshot().context.replacesWhatIsShown).toBe(true);
    restored.stop();

    const signedOut = createActor(sessionMachine, { input: { stored: null, rememberedEmail: '' } }).start();
    // The login form is on screen: what is shown after signing in replaces it.
    expect(signedOut.getSnapshot().context.replacesWhatIsShown).toBe(true);
    signedOut.stop();
  });
});
