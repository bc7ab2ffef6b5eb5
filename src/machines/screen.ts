import {
  sendParent,
  sendTo,
  setup,
  type ActorRefFromLogic,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
  type InputFrom,
} from 'xstate';

/**
 * What a screen's root machine holds: a ref to each child it spawned, by the name it gave it
 * (docs/architecture.md, "The actor tree of one screen"). The view reads them from the context.
 */
export type ChildRefs<TChildren extends Record<string, AnyActorLogic>> = { [K in keyof TChildren]: ActorRefFromLogic<TChildren[K]> };

/**
 * The root of a list screen (docs/architecture.md, "The actor tree of one screen"): the list
 * as `list`, spawned with the screen's input, and each modal under its own name. A modal
 * that has saved and closed tells the screen, and the screen makes the list read again.
 * The view replaces the list's logic by name (`.provide({ actors: { list } })`) to bind it
 * to the address bar.
 */
export function listScreenMachine<TList extends AnyActorLogic, TModals extends Record<string, AnyStateMachine>>(
  id: string,
  list: TList,
  modals: TModals,
) {
  const actors: Record<string, AnyActorLogic> = { list };
  for (const [name, modal] of Object.entries(modals)) {
    actors[name] = modal.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } });
  }
  return setup({
    types: {} as {
      context: { list: ActorRefFromLogic<TList> } & ChildRefs<TModals>;
      events: { type: 'list.changed' };
      input: InputFrom<TList>;
    },
    actors,
  }).createMachine({
    id,
    context: ({ spawn, input }) => {
      const refs: Record<string, AnyActorRef> = { list: spawn('list', { id: 'list', input }) };
      for (const name of Object.keys(modals)) refs[name] = spawn(name, { id: name });
      // Each ref was spawned just above from the logic of the same name, but TypeScript cannot
      // follow names through a loop: this is where the refs take the modals' own types.
      return refs as { list: ActorRefFromLogic<TList> } & ChildRefs<TModals>;
    },
    on: {
      'list.changed': { actions: sendTo('list', { type: 'reload.requested' }) },
    },
  });
}
