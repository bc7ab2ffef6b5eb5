import type { ActorSystem, ActorSystemInfo, AnyActorRef } from 'xstate';

/** How `sendTo` is handed its target: from the sending actor's system and itself. */
type TargetFinder = (args: { system: ActorSystem<ActorSystemInfo>; self: AnyActorRef }) => AnyActorRef;

/** In development and in tests a wrong system id is a mistake to see at once, not a message sent nowhere. */
const MISSING_IS_AN_ERROR = import.meta.env.DEV || import.meta.env.MODE === 'test';

const reported = new Set<string>();

export const missingActorMessage = (systemId: string): string =>
  `No actor runs under the system id "${systemId}": the event to it was not sent (docs/architecture.md, "The actor tree of one screen").`;

/**
 * An app-wide actor (the session, the header counts) as a screen's actor finds it:
 * `sendTo(foundBySystemId(id), …)`. Every screen runs in the session's actor system
 * (docs/architecture.md, "The actor tree of one screen"), so a missing actor is a wrong id or
 * an actor started outside that system: it throws in development and tests (a test runs the
 * screen with the app-wide actors it tells, tests/support/appWide.ts); a production build
 * logs it once and the event goes to the sender itself, which does not listen for it.
 */
export function foundBySystemId(systemId: string): TargetFinder {
  return ({ system, self }) => {
    const found: AnyActorRef | undefined = system.get(systemId);
    if (found) return found;
    const message = missingActorMessage(systemId);
    if (MISSING_IS_AN_ERROR) throw new Error(message);
    if (!reported.has(systemId)) {
      reported.add(systemId);
      console.error(message);
    }
    return self;
  };
}
