/**
 * The sign-out confirmation (the form-modal machine with no success pause): every path on its
 * machine, the token ended on the server once the sign-out is confirmed, and a covering set
 * walked through the layout (docs/decisions/020-every-path-on-its-machine.md).
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { signOutMachine } from '../../src/machines/signOut.machine';
import { TOKEN_KEY } from '../../src/api/storageKeys';
import { readToken } from '../../src/api/client';
import { sessionOf } from '../../mocks/db/store';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { describePath, everyAndCovering } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { testEachPath } from '../support/walk';
import { holdCall, type QueuedHeldCall } from '../support/server';
import { stopWaiting } from '../support/modals';
import { paths as apiPaths } from '../../src/api/paths';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';

type SignOutEvent = EventFromLogic<typeof signOutMachine>;
type SignOutSnapshot = SnapshotFrom<typeof signOutMachine>;

const events: SignOutEvent[] = [
  { type: 'modal.opened', values: {} },
  { type: 'modal.closed' },
  { type: 'form.submitted' },
  { type: 'xstate.done.actor.save', output: null } as unknown as SignOutEvent,
  { type: 'submission.cancelled' },
  { type: 'xstate.after.successDelay.signOut.succeeded' } as unknown as SignOutEvent,
];

const serialize = (s: SignOutSnapshot) => JSON.stringify([s.value, s.context.error]);
const paths = everyAndCovering(signOutMachine, { events: () => events, serialize });
const name = (path: (typeof paths.every)[number]) =>
  describePath(path.steps, (e) => e.type.replace(/^xstate\.done\.actor.*/, 'done').replace('submission.cancelled', 'stop waiting'));

/** The signed-in token the walk started with: the server ends it when the sign-out is confirmed. */
let token = '';

testEachPathOnMachine({
  machine: signOutMachine,
  paths: paths.every,
  coverage: 'signOut (form modal)',
  look: serialize,
  as: 'staff',
  name,
  prepare: () => {
    token = readToken() ?? '';
  },
  // The session lives on the server until the server confirmed the sign-out, and only then ends.
  expectStored: (_state, taken) =>
    expect(sessionOf(token) === undefined).toBe(taken.some((step) => step.event.type.startsWith('xstate.done.actor.'))),
});

async function execute(event: EventObject, app: RenderedApp, logout: QueuedHeldCall): Promise<void> {
  if (event.type === 'modal.opened') await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
  else if (event.type === 'modal.closed') await app.user.keyboard('{Escape}');
  else if (event.type === 'form.submitted')
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
  else if (event.type === 'submission.cancelled') await stopWaiting(app.user, logout);
  else if (event.type.startsWith('xstate.done.actor.')) await logout.passThrough();
  // The pause after signing out is 0 ms: the next state follows by itself.
  // Pressing Escape once closed does nothing, as the machine says.
}

/** `signedOut`: the server confirmed the sign-out earlier on the path. */
async function expectScreenFor(state: SignOutSnapshot, app: RenderedApp, signedOut: boolean): Promise<void> {
  if (state.matches('editing') || state.matches('submitting')) {
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Sign Out' });
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe(state.matches('submitting') ? 'true' : null));
    if (state.context.error) expect(within(dialog).getByRole('alert').textContent).toBe(STOPPED_WAITING_MESSAGE);
    else expect(within(dialog).queryByRole('alert')).toBeNull();
    return;
  }
  // Signed out on the server: the pause is 0 ms, so the login page follows at once. Waiting for
  // it keeps the path's next key (Escape) from reaching a dialog still waiting for the answer.
  if (state.matches('succeeded')) {
    await screen.findByRole('button', { name: 'Sign In' });
    return;
  }
  if (state.matches('closed')) {
    if (signedOut) {
      await screen.findByRole('button', { name: 'Sign In' });
      expect(app.location()).toBe('/login');
      await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    } else {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(app.location()).toBe('/dashboard');
    }
  }
}

describe('sign-out confirmation (generated paths)', () => {
  testEachPath({ machine: signOutMachine, paths: paths.covering, coverage: 'signOut (form modal)', onScreen: true, name }, async (path) => {
    const logout = holdCall('post', apiPaths.logout);
    const app = await renderApp('/dashboard', { as: 'staff' });
    let signedOut = false;
    for (const step of path.steps.slice(1)) {
      await execute(step.event, app, logout);
      signedOut ||= step.event.type.startsWith('xstate.done.actor.');
      await expectScreenFor(step.state, app, signedOut);
      // The token is gone once the server confirmed the sign-out, and only then.
      await waitFor(() => expect(localStorage.getItem(TOKEN_KEY) === null).toBe(signedOut));
    }
  });
});
