/**
 * A screen finds the app-wide actors by system id (src/machines/appWide.ts): a wrong or
 * missing id throws in development and tests, and a production build logs it once and sends
 * nothing anywhere else.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, sendTo } from 'xstate';
import { foundBySystemId, missingActorMessage } from '../../src/machines/appWide';
import { startAmongAppWide } from '../support/appWide';
import { NOTIFICATIONS_SYSTEM_ID } from '../../src/machines/notifications.machine';

/** A screen that tells the actor under `systemId` when it is poked. */
const screenTelling = (systemId: string) =>
  createMachine({ on: { poke: { actions: sendTo(foundBySystemId(systemId), { type: 'notifications.reloadRequested' }) } } });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('an app-wide actor found by system id', () => {
  it("is found in the session's system", () => {
    const received: Array<{ to: unknown; type: string }> = [];
    const { screen, appWide, stop } = startAmongAppWide(screenTelling(NOTIFICATIONS_SYSTEM_ID), undefined, (inspection) => {
      if (inspection.type === '@xstate.event') received.push({ to: inspection.actorRef, type: inspection.event.type });
    });
    screen.send({ type: 'poke' });
    expect(received).toContainEqual({ to: appWide.notifications, type: 'notifications.reloadRequested' });
    stop();
  });

  it('throws in tests when the id is wrong or the actor runs outside the system, naming the id', () => {
    const screen = createActor(screenTelling('notificatons')).start();
    const errors: unknown[] = [];
    screen.subscribe({ error: (error) => errors.push(error) });
    screen.send({ type: 'poke' });
    expect(errors.map(String)).toEqual([`Error: ${missingActorMessage('notificatons')}`]);
  });

  it('in a production build logs the wrong id once and sends nothing', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    vi.resetModules();
    const production = await import('../../src/machines/appWide');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = createActor(
      createMachine({ on: { poke: { actions: sendTo(production.foundBySystemId('nowhere'), { type: 'elsewhere' }) } } }),
    ).start();
    screen.send({ type: 'poke' });
    screen.send({ type: 'poke' });
    expect(screen.getSnapshot().status).toBe('active');
    expect(logged.mock.calls).toEqual([[production.missingActorMessage('nowhere')]]);
    screen.stop();
  });
});
