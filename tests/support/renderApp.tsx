import { act, render, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { App } from '../../src/app/App';
import type { StoredUser } from '../../src/api/types';
import { memoryAddress } from './memoryAddress';
import { signInAs, type DemoRole } from './session';

export interface RenderedApp {
  user: UserEvent;
  /** The signed-in user, when signed in. */
  me: StoredUser | null;
  /** The current path (and search) of the in-memory router. */
  location: () => string;
  navigate: (path: string) => void;
  /** The browser's Back and Forward buttons. */
  back: () => void;
  forward: () => void;
}

/**
 * The whole app (session, guards, layout, screen) at `path`, against the mock backend in
 * msw/node, optionally signed in as a demo role first. Signed in, it resolves once the screen
 * is drawn (its heading is), or the login page if a first read ended the session (a 401). A
 * screen is drawn a task after its actors start (decision 105), so its first reads may already
 * be answered by then.
 */
export async function renderApp(path: string, options: { as?: DemoRole } = {}): Promise<RenderedApp> {
  const me = options.as ? await signInAs(options.as) : null;
  const memory = memoryAddress(path);
  // Between two of its events user-event waits a zero timeout by default: a macrotask per key
  // and per click that nothing on screen needs (React has rendered each event inside act).
  const user = userEvent.setup({ delay: null });
  render(<App location={memory.location} address={memory.address} />);
  if (me) await waitFor(expectScreenDrawn);
  return {
    user,
    me,
    location: () => memory.current(),
    navigate: (to) => act(() => memory.navigate(to)),
    back: () => act(() => memory.back()),
    forward: () => act(() => memory.forward()),
  };
}

// The signed-in screen's heading, or the login page's. Looked up by selector, not by role: it
// is asked again on every change to the page until it holds.
function expectScreenDrawn(): void {
  if (document.querySelector('main h1') === null) throw new Error('Neither a screen nor the login page is drawn (no heading in main)');
}
