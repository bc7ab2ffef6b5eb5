import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fetchAwaitedLevels, type AwaitedLevel } from '../api/signOff';
import { NO_EXTENSIONS, type Extensions } from '../api/extensions';
import { detectExtensions, offersSignOff } from './extensions.machine';
import { untilAbandoned } from './untilAbandoned';

export interface SignOffOfferContext {
  extensions: Extensions;
  /** The cards on screen, and the level each awaits once read. */
  taskIds: number[];
  levels: AwaitedLevel[];
}

export type SignOffOfferEvent = { type: 'cards.shown'; taskIds: number[] };

/**
 * What the review queue shows of the sign-off extension (docs/behaviour.md §4 "Sign-off levels"):
 * whether the server has it (`unavailable` says so in one line), and which level each card on
 * screen asks of the reviewer, read again whenever other cards are shown. A failed read of the
 * levels leaves the cards without them rather than failing the queue.
 */
export const signOffOfferMachine = setup({
  types: {} as { context: SignOffOfferContext; events: SignOffOfferEvent },
  actors: {
    detectExtensions,
    readLevels: fromPromise<AwaitedLevel[], { taskIds: number[] }>(({ input, signal }) =>
      untilAbandoned(fetchAwaitedLevels(input.taskIds, signal), signal),
    ),
  },
  guards: {
    'the server signs off': ({ context }) => offersSignOff(context),
  },
  actions: {
    rememberCards: assign(({ event }) => {
      assertEvent(event, 'cards.shown');
      return { taskIds: event.taskIds };
    }),
  },
}).createMachine({
  id: 'signOffOffer',
  context: { extensions: NO_EXTENSIONS, taskIds: [], levels: [] },
  initial: 'detecting',
  states: {
    detecting: {
      on: { 'cards.shown': { actions: 'rememberCards' } },
      invoke: {
        id: 'detect',
        src: 'detectExtensions',
        onDone: { target: 'checking', actions: assign({ extensions: ({ event }) => event.output }) },
      },
    },
    checking: {
      always: [{ guard: 'the server signs off', target: 'reading' }, { target: 'unavailable' }],
    },
    reading: {
      on: {
        'cards.shown': {
          target: 'reading',
          reenter: true,
          actions: 'rememberCards',
          description: 'Other cards: read their levels instead',
        },
      },
      invoke: {
        id: 'levels',
        src: 'readLevels',
        input: ({ context }) => ({ taskIds: context.taskIds }),
        onDone: { target: 'shown', actions: assign({ levels: ({ event }) => event.output }) },
        onError: { target: 'shown', actions: assign({ levels: [] }) },
      },
    },
    shown: {
      on: { 'cards.shown': { target: 'reading', actions: 'rememberCards', description: 'Other cards: read their levels' } },
    },
    unavailable: {},
  },
});
