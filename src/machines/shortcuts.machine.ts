import { assertEvent, emit, setup } from 'xstate';
import { LEADER_TIMEOUT_MS, goTargets, isGoKey } from '../domain/shortcuts';

export interface ShortcutsInput {
  /** Whether the user reviews (Admin, Super Admin): decides where "g j" and "g p" lead. */
  canApprove: boolean;
}

/** A key pressed anywhere in the layout, with what the view knows about where it landed. */
export interface KeyPressed {
  type: 'key.pressed';
  key: string;
  /**
   * Where it landed: in a field (a text box, select or editable area: it is typing, never a
   * shortcut), in an open dialog (whose keys are its own) or on the page.
   */
  landed: 'field' | 'dialog' | 'page';
  /** Ctrl, Alt or Meta is held: the key belongs to the browser or the system. */
  modified: boolean;
}

export type ShortcutsEvent = KeyPressed | { type: 'help.opened' } | { type: 'help.closed' };

export type ShortcutsEmitted =
  { type: 'navigate'; to: string } | { type: 'search.focusRequested' } | { type: 'item.moveRequested'; by: 1 | -1 };

/**
 * The layout's keyboard shortcuts (docs/behaviour.md §9): "?" opens the help, "/" goes to
 * the search box, j/k step through a list, and "g" then d, j or p goes to a screen. The
 * browser effects (navigate, focusSearch, moveBy) are emitted unless the layout provides them.
 */
export const shortcutsMachine = setup({
  types: {} as { context: ShortcutsInput; events: ShortcutsEvent; input: ShortcutsInput; emitted: ShortcutsEmitted },
  guards: {
    'key is': ({ event }, params: { key: string }) => {
      assertEvent(event, 'key.pressed');
      return isFree(event) && event.key === params.key;
    },
    'key is a go key': ({ event }) => {
      assertEvent(event, 'key.pressed');
      return isFree(event) && isGoKey(event.key);
    },
    'key is any other character': ({ event }) => {
      assertEvent(event, 'key.pressed');
      return isFree(event) && event.key.length === 1;
    },
  },
  actions: {
    focusSearch: emit({ type: 'search.focusRequested' as const }),
    moveBy: emit((_, params: { by: 1 | -1 }) => ({ type: 'item.moveRequested' as const, by: params.by })),
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
  },
  delays: { leaderTimeout: LEADER_TIMEOUT_MS },
}).createMachine({
  id: 'shortcuts',
  context: ({ input }) => ({ canApprove: input.canApprove }),
  type: 'parallel',
  states: {
    help: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'help.opened': 'open',
            'key.pressed': { guard: { type: 'key is', params: { key: '?' } }, target: 'open', description: '"?" shows the shortcuts' },
          },
        },
        open: { on: { 'help.closed': 'closed' } },
      },
    },
    keys: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'key.pressed': [
              { guard: { type: 'key is', params: { key: 'g' } }, target: 'afterG', description: '"g" waits for where to go' },
              { guard: { type: 'key is', params: { key: '/' } }, actions: 'focusSearch' },
              { guard: { type: 'key is', params: { key: 'j' } }, actions: { type: 'moveBy', params: { by: 1 } } },
              { guard: { type: 'key is', params: { key: 'k' } }, actions: { type: 'moveBy', params: { by: -1 } } },
            ],
          },
        },
        afterG: {
          after: { leaderTimeout: { target: 'idle', description: 'No second key in time: the "g" is dropped' } },
          on: {
            'key.pressed': [
              {
                guard: 'key is a go key',
                target: 'idle',
                actions: {
                  type: 'navigate',
                  params: ({ context, event }) => {
                    assertEvent(event, 'key.pressed');
                    return { to: goTargets(context.canApprove)[isGoKey(event.key) ? event.key : 'd'].href };
                  },
                },
                description: '"g d" / "g j" / "g p" go to a screen',
              },
              { guard: 'key is any other character', target: 'idle', description: 'Any other key drops the "g"' },
            ],
          },
        },
      },
    },
  },
});

function isFree(event: KeyPressed): boolean {
  return event.landed === 'page' && !event.modified;
}
