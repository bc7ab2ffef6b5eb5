/**
 * The signed-in layout together with its two dialogs, Sign Out and the keyboard shortcuts
 * (docs/architecture.md, "The actor tree of one screen"): paths generated from a model of an
 * Admin who moves between screens with "g" shortcuts, reads the shortcuts, and asks to sign
 * out, then stays or goes; each walked through the rendered app against the mock backend. The
 * layout stays while the screens change under it, and a confirmed Sign Out ends the session
 * only because the layout's root machine (shell.machine.ts) tells the session so.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { goTargets, type GoKey } from '../../src/domain/shortcuts';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { walkOnScreen } from '../support/walk';

/** Where an Admin's "g" shortcuts lead. */
const GO = goTargets(true);

type LayoutEvent =
  | { type: 'signOut.asked' }
  | { type: 'signOut.cancelled' }
  | { type: 'signOut.confirmed' }
  | { type: 'help.opened' }
  | { type: 'help.closed' }
  | { type: 'go'; key: GoKey };

const layout = setup({
  types: {} as { context: { place: string }; events: LayoutEvent },
}).createMachine({
  id: 'layout',
  context: { place: GO.d.href },
  initial: 'working',
  states: {
    working: {
      on: {
        'signOut.asked': 'askedToSignOut',
        'help.opened': 'readingShortcuts',
        go: { actions: assign({ place: ({ event }) => GO[event.key].href }) },
      },
    },
    askedToSignOut: { on: { 'signOut.cancelled': 'working', 'signOut.confirmed': 'signedOut' } },
    readingShortcuts: { on: { 'help.closed': 'working' } },
    signedOut: { type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof layout>;

const paths = generatePaths(layout, {
  events: () => [
    { type: 'signOut.asked' },
    { type: 'signOut.cancelled' },
    { type: 'signOut.confirmed' },
    { type: 'help.opened' },
    { type: 'help.closed' },
    ...(['d', 'j', 'p'] as const).map((key) => ({ type: 'go', key })),
  ],
  serialize: (s) => JSON.stringify([s.value, s.context.place]),
  extend: 'new transitions',
});

/** The heading each place's screen starts with: the dashboard greets, the others say their name. */
const HEADINGS: Record<string, string | RegExp> = {
  [GO.d.href]: /^Welcome back, /,
  [GO.j.href]: 'Jobs Management',
  [GO.p.href]: 'Pending Jobs to Approve',
};

let app: RenderedApp;

const dialog = (name: string) => screen.getByRole('dialog', { name });

async function execute(event: ModelEvent, _before: Snapshot, user: UserEvent): Promise<void> {
  switch (event.type) {
    case 'signOut.asked':
      return user.click(screen.getByRole('button', { name: 'Sign Out' }));
    case 'signOut.cancelled':
      return user.click(within(dialog('Sign Out')).getByRole('button', { name: 'Cancel' }));
    case 'signOut.confirmed':
      return user.click(within(dialog('Sign Out')).getByRole('button', { name: 'Sign Out' }));
    case 'help.opened':
      return user.keyboard('?');
    case 'help.closed':
      return user.keyboard('{Escape}');
    case 'go':
      return user.keyboard(`g${String(event.key)}`);
  }
}

/** Signed in: the layout around the screen of the place, with the dialog of the state open; signed out: the login page. */
async function expectScreen(s: Snapshot): Promise<void> {
  if (s.matches('signedOut')) {
    await screen.findByRole('button', { name: 'Sign In' });
    expect(app.location()).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    return;
  }
  await waitFor(() => expect(app.location()).toBe(s.context.place));
  await screen.findByRole('heading', { level: 1, name: HEADINGS[s.context.place], hidden: true });
  expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeTruthy();
  const open = { askedToSignOut: 'Sign Out', readingShortcuts: 'Keyboard shortcuts' }[String(s.value)];
  if (open) {
    const shown = await screen.findByRole('dialog', { name: open });
    if (open === 'Sign Out') expect(shown.textContent).toContain('Are you sure you want to sign out?');
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
}

walkOnScreen('the layout with its dialogs', layout, paths, {
  async open() {
    app = await renderApp(GO.d.href, { as: 'admin' });
    return app.user;
  },
  execute,
  expectScreen,
});
