import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import type { StoredUser } from '../../src/api/types';
import { signInAs, type DemoRole } from './session';

export interface RenderedApp {
  user: UserEvent;
  /** The signed-in user, when signed in. */
  me: StoredUser | null;
  /** The current path (and search) of the in-memory router. */
  location: () => string;
  navigate: (path: string) => void;
}

/**
 * The whole app (session, guards, layout, screen) at `path`, against the mock backend in
 * msw/node, optionally signed in as a demo role first. Resolves once the screen has started.
 */
export async function renderApp(path: string, options: { as?: DemoRole } = {}): Promise<RenderedApp> {
  const me = options.as ? await signInAs(options.as) : null;
  const memory = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  render(<App location={memory} />);
  if (me) await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
  return {
    user,
    me,
    location: () => memory.history?.at(-1) ?? path,
    navigate: (to) => memory.navigate(to),
  };
}
