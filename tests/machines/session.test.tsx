/**
 * Model-based tests of the session flow: paths generated from the session machine itself,
 * each walked through the real login page, layout and guards against the mock backend.
 */
import { describe, expect, it, afterAll } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import type { EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { App } from '../../src/app/App';
import { sessionMachine, type SessionInput } from '../../src/machines/session.machine';
import { fetchMyPendingTasks } from '../../src/api/tasks';
import { TOKEN_KEY, USER_KEY } from '../../src/api/storageKeys';
import type { LoginResponse, StoredUser } from '../../src/api/types';
import { LOGIN_MESSAGES } from '../../src/domain/session';
import { failCall, holdCall, type HeldCall } from '../support/server';
import { machineCoverage, reportCoverage } from '../support/coverage';
import { generatePaths } from '../support/paths';
import { signInAs } from '../support/session';
import { replaceText } from '../support/fill';

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

/** The user's actions and the server's answers the model may take. */
const events: SessionEvent[] = [
  { type: 'login.changed', email: 'admin@example.com', password: 'demo1234' },
  { type: 'login.submitted' },
  { type: 'xstate.done.actor.login', output: okAnswer } as unknown as SessionEvent,
  { type: 'xstate.done.actor.login', output: lockedAnswer } as unknown as SessionEvent,
  { type: 'xstate.done.actor.login', output: refusedAnswer } as unknown as SessionEvent,
  { type: 'xstate.done.actor.login', output: refusedSilently } as unknown as SessionEvent,
  { type: 'xstate.error.actor.login', error: new Error('network down') } as unknown as SessionEvent,
  { type: 'xstate.done.actor.fetchProfile', output: {} } as unknown as SessionEvent,
  { type: 'xstate.error.actor.fetchProfile', error: new Error('500') } as unknown as SessionEvent,
  { type: 'session.signedOut' },
  { type: 'session.expired' },
  { type: 'session.endedElsewhere' },
];

const serializeState = (s: SessionSnapshot) =>
  JSON.stringify([s.value, s.context.notice?.text ?? null, s.context.email !== '' && s.context.password !== '']);

const lockedStored: StoredUser = { token: 'stale', isLocked: true, id: 5, email: 'locked@example.com' };
const validStored: StoredUser = { token: 'valid', isLocked: false, id: 2, email: 'admin@example.com' };

const starts: Array<{ name: string; input: SessionInput }> = [
  { name: 'no stored session', input: { stored: null, rememberedEmail: '' } },
  { name: 'a stored locked account', input: { stored: lockedStored, rememberedEmail: '' } },
  { name: 'a stored session', input: { stored: validStored, rememberedEmail: '' } },
];

const allPaths = starts.flatMap((start) => {
  return generatePaths(sessionMachine, { input: start.input, events: () => events, serialize: serializeState }).map((path) => ({
    start,
    path,
  }));
});

function describePath(steps: ReadonlyArray<{ event: { type: string } }>): string {
  return (
    steps
      .slice(1)
      .map((s) => s.event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:'))
      .join(' → ') || '(start)'
  );
}

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

async function execute(modelEvent: EventObject, h: Harness): Promise<void> {
  const event = modelEvent as SessionEvent;
  switch (event.type) {
    case 'login.changed':
      await replaceText(h.user, await screen.findByLabelText('Email address'), event.email ?? '');
      await replaceText(h.user, screen.getByLabelText('Password'), event.password ?? '');
      return;
    case 'login.submitted':
      await h.user.click(screen.getByRole('button', { name: 'Sign In' }));
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
  if (type === 'xstate.done.actor.login') {
    const output = (modelEvent as EventObject & { output: LoginResponse }).output;
    // A real sign-in goes through the backend so the token works for what follows.
    if (output.responseCode === 'OK') await h.login.passThrough();
    else await h.login.respond(output);
  } else if (type === 'xstate.error.actor.login') await h.login.fail('network');
  else if (type === 'xstate.done.actor.fetchProfile') await h.profile.passThrough();
  else if (type === 'xstate.error.actor.fetchProfile') await h.profile.fail(500);
}

/** What the user must see in each state of the session. */
async function expectScreenFor(state: SessionSnapshot, h: Harness): Promise<void> {
  if (state.matches('signedIn')) {
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(h.location()).toBe('/dashboard'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
    return;
  }
  if (state.matches('loadingProfile') || state.matches({ signedOut: 'signingIn' })) {
    const button = await screen.findByRole('button', { name: 'Signing In...' });
    expect(button).toHaveProperty('disabled', true);
    return;
  }
  // Signed out: the login form, the notice of the context, no stored session.
  const button = await screen.findByRole('button', { name: 'Sign In' });
  expect(button).toHaveProperty('disabled', false);
  await waitFor(() => expect(h.location()).toBe('/login'));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
  const notice = state.context.notice;
  if (notice) {
    const alert = await screen.findByText(notice.text);
    expect(alert.closest(notice.tone === 'danger' ? '[role="alert"]' : '[role="status"]')).not.toBeNull();
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

describe('session flow (generated paths)', () => {
  it('generates paths that reach every login outcome', () => {
    const notices = new Set(allPaths.map(({ path }) => path.state.context.notice?.text));
    for (const message of [
      LOGIN_MESSAGES.missingFields,
      LOGIN_MESSAGES.locked,
      LOGIN_MESSAGES.lockedStoredUser,
      LOGIN_MESSAGES.refused,
      LOGIN_MESSAGES.exception,
      LOGIN_MESSAGES.sessionEnded,
      'Invalid email or password',
    ]) {
      expect(notices).toContain(message);
    }
  });

  for (const { start: begin, path } of allPaths) {
    it(`${begin.name}: ${describePath(path.steps)}`, async () => {
      const h = await start(begin.input);
      await expectScreenFor(path.steps[0].state, h);
      for (const step of path.steps.slice(1)) {
        await execute(step.event, h);
        await expectScreenFor(step.state, h);
      }
    });
  }

  afterAll(() => {
    const coverage = machineCoverage(
      sessionMachine,
      allPaths.map(({ start: begin, path }) => ({ ...path, input: begin.input })),
    );
    localStorage.clear();
    reportCoverage('session', coverage);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
