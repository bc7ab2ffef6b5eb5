import type { ActorRefFromLogic, AnyActorLogic } from 'xstate';

/**
 * What a screen's root machine holds: a ref to each child it spawned, by the name it gave it
 * (docs/architecture.md, "The actor tree of one screen"). The view reads them from the context.
 */
export type ChildRefs<TChildren extends Record<string, AnyActorLogic>> = { [K in keyof TChildren]: ActorRefFromLogic<TChildren[K]> };
