import type { ActorSystem, ActorSystemInfo, AnyActorRef } from 'xstate';

/** How `sendTo` is handed its target: from the sending actor's system and itself. */
type TargetFinder = (args: { system: ActorSystem<ActorSystemInfo>; self: AnyActorRef }) => AnyActorRef;

/**
 * An app-wide actor (the session, the header counts) as a screen's actor finds it:
 * `sendTo(foundBySystemId(id), …)`. Every screen runs in the session's actor system
 * (docs/architecture.md, "The actor tree of one screen"). An actor started on its own (a
 * script, a model's traversal) has no such actor to tell: it tells itself, and does not listen.
 */
export function foundBySystemId(systemId: string): TargetFinder {
  return ({ system, self }) => system.get(systemId) ?? self;
}
