/**
 * The layout's keyboard shortcuts, walked through the app along paths generated from the
 * machine: every key is pressed for real (no mouse), and each step checks what the user
 * sees: the help dialog, the screen the "g" pairs lead to, where focus went. Every path is
 * walked on the machine alone, and on screen a covering set that still presses every kind of
 * key at least once, the ignored ones too (docs/decisions/020-every-path-on-its-machine.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { EventObject, SnapshotFrom } from 'xstate';
import { shortcutsMachine, type KeyPressed, type ShortcutsEvent } from '../../src/machines/shortcuts.machine';
import { LEADER_TIMEOUT_MS, goTargets } from '../../src/domain/shortcuts';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { describePath, everyAndCovering, type ModelEvent, type ModelPath } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { passTime } from '../support/time';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof shortcutsMachine>;

const key = (k: string, extra: Partial<KeyPressed> = {}): KeyPressed => ({
  type: 'key.pressed',
  key: k,
  landed: 'page',
  modified: false,
  ...extra,
});

/** What can happen from each state, as the screen allows it: with the help open, its dialog is open. */
function eventsFor(snapshot: Snapshot): ShortcutsEvent[] {
  if (snapshot.matches({ help: 'open' })) return [{ type: 'help.closed' }, key('g', { landed: 'dialog' })];
  const keys = snapshot.matches({ keys: 'afterG' })
    ? [key('d'), key('j'), key('p'), key('x'), { type: 'xstate.after.leaderTimeout.shortcuts.keys.afterG' } as unknown as ShortcutsEvent]
    : [key('?'), key('g'), key('/'), key('j'), key('k'), key('g', { landed: 'field' }), key('j', { modified: true })];
  return [...keys, ...(snapshot.matches({ keys: 'idle' }) ? [{ type: 'help.opened' } as const] : [])];
}

const serialize = (s: Snapshot) => JSON.stringify(s.value);

const stepName = (e: ModelEvent) => {
  if (e.type !== 'key.pressed') return e.type.replace(/\..*shortcuts.*/, '');
  const key = e as unknown as KeyPressed;
  return `"${key.key}"${key.landed === 'field' ? ' typing' : key.landed === 'dialog' ? ' in the dialog' : ''}${key.modified ? ' with Ctrl' : ''}`;
};
const name = (path: ModelPath<typeof shortcutsMachine>) => describePath(path.steps, stepName);

const input = { canApprove: true };
const isFree = (key: KeyPressed) => key.landed === 'page' && !key.modified;
// A key the machine ignores (typed into a field, with Ctrl, in the dialog) takes no transition,
// so the covering set must also press each kind of key at least once: the screen shows that
// nothing happened.
const paths = everyAndCovering(shortcutsMachine, {
  events: eventsFor,
  serialize,
  input,
  walkIgnored: true,
  covers: (path) =>
    path.steps
      .map((step) => step.event as ModelEvent)
      .filter((event) => event.type === 'key.pressed' && !isFree(event as unknown as KeyPressed))
      .map(stepName),
});

// The machine asks the server nothing: nobody need be signed in.
testEachPathOnMachine({ machine: shortcutsMachine, paths: paths.every, coverage: 'shortcuts', look: serialize, input, as: null, name });

const SEARCH = 'Search jobs';

async function execute(event: EventObject, app: RenderedApp): Promise<void> {
  if (event.type === 'help.opened') {
    (await screen.findByRole('button', { name: 'Keyboard shortcuts' })).focus();
    await app.user.keyboard('{Enter}');
  } else if (event.type === 'help.closed') await app.user.keyboard('{Escape}');
  // The leader key's wait is jumped over on fake time; its length is checked in timers.test.ts.
  else if (event.type.startsWith('xstate.after')) await passTime(LEADER_TIMEOUT_MS);
  else if (event.type === 'key.pressed') {
    const pressed = event as KeyPressed;
    if (pressed.landed === 'field') screen.getByRole('searchbox', { name: SEARCH, hidden: true }).focus();
    else if (pressed.landed === 'page') (document.activeElement as HTMLElement | null)?.blur();
    await app.user.keyboard(pressed.modified ? `{Control>}${pressed.key}{/Control}` : pressed.key);
  }
}

describe('keyboard shortcuts (generated paths)', () => {
  // The screens load on first use; load them once up front so no path pays for it.
  beforeAll(async () => {
    await Promise.all([
      import('../../src/app/ProtectedApp'),
      import('../../src/views/jobs/JobsPage'),
      import('../../src/views/dashboard/DashboardPage'),
    ]);
  }, 60_000);

  testEachPath({ machine: shortcutsMachine, paths: paths.covering, coverage: 'shortcuts', input, onScreen: true, name }, async (path) => {
    const app = await renderApp('/jobs', { as: 'admin' });
    const search = await screen.findByRole('searchbox', { name: SEARCH });
    // The jobs are drawn, not the placeholder rows that stand while they are read.
    await screen.findByText(/^Showing \d+ of \d+ jobs$/);
    let where = '/jobs';
    await walkPath(
      path,
      (event) => execute(event, app),
      async (state, before, taken) => {
        const { event } = taken[taken.length - 1];
        const pressed = event.type === 'key.pressed' ? (event as KeyPressed) : null;
        if (state.matches({ help: 'open' })) await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
        else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
        if (pressed && before?.matches({ keys: 'afterG' }) && ['d', 'j', 'p'].includes(pressed.key)) {
          where = goTargets(true)[pressed.key as 'd' | 'j' | 'p'].href;
        }
        await waitFor(() => expect(app.location()).toBe(where));
        if (pressed?.key === '/' && pressed.landed === 'page' && where === '/jobs') expect(document.activeElement).toBe(search);
        if (pressed?.landed === 'field') expect((search as HTMLInputElement).value).toContain(pressed.key);
        if (pressed?.key === 'j' && !pressed.modified && before?.matches({ keys: 'idle' }) && where === '/jobs') {
          await waitFor(() => expect(document.activeElement?.tagName).toBe('TR'));
        }
        if (event.type.startsWith('xstate.after')) {
          // The "g" has expired: a "d" now goes nowhere.
          (document.activeElement as HTMLElement | null)?.blur();
          await app.user.keyboard('d');
          expect(app.location()).toBe(where);
        }
      },
    );
  });

  it('j and k step through the rows and stop at the ends', async () => {
    const app = await renderApp('/jobs', { as: 'admin' });
    // The jobs are drawn, not the placeholder rows that stand while they are read.
    await screen.findByText(/^Showing \d+ of \d+ jobs$/);
    const rows = () => Array.from(document.querySelectorAll('main tbody tr'));
    await app.user.keyboard('k');
    expect(document.activeElement).toBe(rows().at(-1));
    await app.user.keyboard('jj');
    // From the last row, j stays put.
    expect(document.activeElement).toBe(rows().at(-1));
    await app.user.keyboard('kk');
    expect(document.activeElement).toBe(rows().at(-3));
  });

  it('a Staff member\'s "g j" and "g p" lead to their own lists', async () => {
    const app = await renderApp('/dashboard', { as: 'staff' });
    await app.user.keyboard('gp');
    await waitFor(() => expect(app.location()).toBe('/my-jobs/pending'));
    await app.user.keyboard('gj');
    await waitFor(() => expect(app.location()).toBe('/my-jobs'));
    await app.user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help.textContent).toContain('Go to Pending Jobs to Finish');
  });
});
