import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../api/client';
import { keptAsOf } from '../api/readCache';
import { untilAbandoned } from './untilAbandoned';
import { rereadWhenBack } from './rereadWhenBack';

/** The docs/behaviour.md §8 messages of one read. */
export interface LoadMessages {
  /** The server refused without saying why (its own words are shown when it gives them). */
  refused: string;
  /** The call never got an answer (network, a 500, an answer that did not parse). */
  failed: string;
}

/** A read whose screen says the same whether the server refused or never answered. */
export const oneMessage = (message: string): LoadMessages => ({ refused: message, failed: message });

/** The one mapping from a failed read to what the screen says. */
export function loadFailure(error: unknown, messages: LoadMessages): string {
  return error instanceof ApiError && error.reason === 'rejected' ? error.message || messages.refused : messages.failed;
}

export interface LoaderOptions<TInput, TData> {
  /** The read; `signal` aborts it when the loader stops or reads again. */
  load: (input: TInput, signal: AbortSignal) => Promise<TData>;
  /** What came back has nothing to show: the screen says so instead of an empty table. */
  isEmpty: (data: TData) => boolean;
  messages: LoadMessages;
  /**
   * When the screen offers to read again: 'any time' (a Refresh button beside what is shown,
   * the default) or 'after a failure' (only Try again).
   */
  reload?: 'any time' | 'after a failure';
}

export interface LoaderContext<TInput, TData> {
  input: TInput;
  /** What the last read that succeeded brought; kept while reading again. */
  data: TData | null;
  /** Why the last read failed; only while `failed`. */
  error: string | null;
  /**
   * "HH:mm" when `data` is the copy kept from then, read while the connection is down
   * (src/api/readCache.ts; only loaders whose `load` reads through it); null otherwise.
   */
  asOf: string | null;
}

const NOTHING_YET: readonly never[] = [];

/**
 * A list loader's items as a view shows them: the last read's, or none before the first one
 * arrives (always the same empty array, so a selector does not redraw for it).
 */
export function itemsOf<T>(loader: { context: { data: readonly T[] | null } }): readonly T[] {
  return loader.context.data ?? NOTHING_YET;
}

/** The loader's one event: read again (a Retry or Refresh button, or a save elsewhere). */
export type LoaderEvent = { type: 'reload.requested' };

/**
 * A read-only list or panel (docs/design.md "Loaders"): loading -> loaded | empty | failed, and
 * `reload.requested` reads again (in every state, a read under way starting again, or only
 * from `failed`). Closing its
 * screen or modal stops it, which aborts a read still running.
 */
export function createLoaderMachine<TInput, TData>(id: string, options: LoaderOptions<TInput, TData>) {
  const { isEmpty } = options;
  const anyTime = options.reload !== 'after a failure';
  // Any time: one rule for every state, so a save elsewhere during a read starts it again.
  const fromEveryState = anyTime
    ? { 'reload.requested': { target: '.loading', description: 'Read again in every state: a read under way starts again' } }
    : {};
  const afterFailure = anyTime ? {} : { 'reload.requested': 'loading' };
  return setup({
    types: {} as { context: LoaderContext<TInput, TData>; events: LoaderEvent; input: TInput },
    actors: {
      // The input is wrapped: XState cannot tell whether a bare type parameter may be undefined.
      load: fromPromise<TData, { of: TInput }>(({ input, signal }) => untilAbandoned(options.load(input.of, signal), signal)),
      rereadWhenBack: rereadWhenBack({ type: 'reload.requested' }),
    },
  }).createMachine({
    id,
    // Read by tests/lint/ownReads.test.ts: this machine's loading and failed states are the factory's.
    meta: { builtBy: 'createLoaderMachine' },
    context: ({ input }) => ({ input, data: null, error: null, asOf: null }),
    initial: 'loading',
    on: fromEveryState,
    states: {
      loading: {
        // The failure is over once it is tried again; what was read before stays until replaced.
        entry: assign({ error: null }),
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ of: context.input }),
          onDone: [
            {
              guard: ({ event }) => isEmpty(event.output),
              target: 'empty',
              actions: assign({ data: ({ event }) => event.output, asOf: ({ event }) => keptAsOf(event.output) }),
            },
            { target: 'loaded', actions: assign({ data: ({ event }) => event.output, asOf: ({ event }) => keptAsOf(event.output) }) },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => loadFailure(event.error, options.messages) }) },
        },
      },
      // A kept copy (only a read through src/api/readCache.ts answers one) is read again when the connection is back.
      loaded: { invoke: { id: 'rereadWhenBack', src: 'rereadWhenBack', input: ({ context }) => ({ asOf: context.asOf }) } },
      empty: { invoke: { id: 'rereadWhenBack', src: 'rereadWhenBack', input: ({ context }) => ({ asOf: context.asOf }) } },
      failed: { on: afterFailure },
    },
  });
}
