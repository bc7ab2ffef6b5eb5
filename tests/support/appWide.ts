/**
 * The app-wide actors a screen tells (the header counts, the session), for a screen's machine
 * run on its own in a test. The app finds them by system id and a wrong or missing one throws
 * in tests (src/machines/appWide.ts), so a screen runs here as the session runs it: beside
 * listeners under those system ids.
 */
import { createActor, createMachine, type AnyActorRef, type AnyStateMachine, type InspectionEvent, type SimulatedClock } from 'xstate';
import { NOTIFICATIONS_SYSTEM_ID } from '../../src/machines/notifications.machine';
import { SESSION_SYSTEM_ID } from '../../src/machines/session.machine';

/** An app-wide actor a screen reaches: it only listens. */
const listening = createMachine({ id: 'listener' });

/** The session's place in the system, with `screen` (when given) as the child it runs. */
function hostOf(screen?: { src: AnyStateMachine; input: unknown }) {
  return createMachine({
    invoke: [
      { id: 'notifications', systemId: NOTIFICATIONS_SYSTEM_ID, src: listening },
      { id: 'session', systemId: SESSION_SYSTEM_ID, src: listening },
      ...(screen ? [{ id: 'screen', src: screen.src, input: screen.input }] : []),
    ],
  });
}

/** The listeners alone, started: a system in which a screen's step can be computed (see paths.ts). */
export function startAppWide(): AnyActorRef {
  return createActor(hostOf()).start();
}

/**
 * A screen's machine started as the session starts it; `appWide` are the listeners it tells.
 * `clock`: the system's timers run on it (a simulated one in a walk on the machine).
 */
export function startAmongAppWide(
  machine: AnyStateMachine,
  input: unknown,
  inspect?: (inspection: InspectionEvent) => void,
  clock?: SimulatedClock,
) {
  // Without a clock of its own the system keeps XState's, which an explicit `undefined` would replace.
  const host = createActor(hostOf({ src: machine, input }), { inspect, ...(clock ? { clock } : {}) }).start();
  const screen: AnyActorRef | undefined = host.getSnapshot().children.screen;
  if (!screen) throw new Error(`${machine.id} did not start`);
  const appWide = { notifications: host.system.get(NOTIFICATIONS_SYSTEM_ID), session: host.system.get(SESSION_SYSTEM_ID) };
  return { screen, appWide, stop: () => host.stop() };
}
