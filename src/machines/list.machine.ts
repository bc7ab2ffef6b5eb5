import { assertEvent, assign, cancel, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { keptAsOf } from '../api/readCache';
import { noAddress, type AddressChangedEvent, type AddressWrite } from './address';
import { known } from './known';
import { loadFailure, type LoadMessages } from './loader.machine';
import { rereadWhenBack } from './rereadWhenBack';
import { untilAbandoned } from './untilAbandoned';

/** What every list's query holds: the 1-based page shown. */
export interface ListQuery {
  page: number;
}

/** What every paged read answers. */
export interface ListPage<TItem> {
  items: readonly TItem[];
  totalItems: number;
  totalPages: number;
}

/** The list's input: the address's query string, and whatever its read needs besides (who is signed in). */
export type ListInput<TFixed> = TFixed & { search?: string };

/** The typed search of a list: where its text sits in the query, and when what is typed applies. */
export interface ListSearch<TQuery> {
  textOf: (query: TQuery) => string;
  /** The query searching for `text`, from its first page. */
  withText: (query: TQuery, text: string) => TQuery;
  /**
   * 'on submit' (Enter or the search button), after this many ms without typing, or 'as typed':
   * each key press searches at once (a list searched in the browser, `inParts`).
   */
  applies: 'on submit' | { afterPauseMs: number } | 'as typed';
}

export interface ListOptions<TFixed, TQuery extends ListQuery, TPage extends ListPage<unknown>, TChoices> {
  /**
   * The read of one page; `signal` aborts it when the list asks for another or stops. A read
   * in parts (`inParts`) tells `showPart` what it has read so far each time that grows.
   */
  read: (query: TQuery, fixed: ListInput<TFixed>, signal: AbortSignal, showPart: (part: TPage) => void) => Promise<TPage>;
  /** The query as the address holds it (src/domain/listAddress.ts). */
  address: { read: (search: string) => TQuery; write: (query: TQuery) => string };
  /** The docs/behaviour.md §8 messages of a failed read of this query. */
  messages: (query: TQuery) => LoadMessages;
  search?: ListSearch<TQuery>;
  /**
   * The list has filters (`query.changed`): shown always, or shown from the start when the
   * address sets one and then opened and closed by the user (`filters.toggled`).
   */
  filters?: { shown: 'always' | ((query: TQuery) => boolean) };
  /**
   * What the filters offer, read once beside the list; a failure offers `none` (docs/behaviour.md
   * §8: dropdown failures are only logged).
   */
  choices?: { read: (signal: AbortSignal) => Promise<TChoices>; none: TChoices };
  /**
   * A row changed elsewhere (`row.changed`, a review decision) reads the page again and keeps
   * that row's place, so the view can put the keyboard on the row that took it (`focusAt`,
   * until it says `focus.moved`): `indexOf` finds the row's place on the page.
   */
  keepsPlace?: { indexOf: (page: TPage, id: number) => number };
  /**
   * The read is of the whole list, in parts (Clients: every server page, the first shown as
   * soon as it arrives), and the query only chooses what of it shows: the list is searched and
   * paged in the browser (docs/behaviour.md §9), so a page, a search, a filter or the address
   * reads nothing. On a first read each part shows as it arrives (`partial`); a read again keeps
   * the rows shown until its whole answer. `pageCount` is how many pages of `whole` the query
   * shows: a page past them shows the last one.
   */
  inParts?: { pageCount: (whole: TPage, query: TQuery) => number };
}

export interface ListContext<TFixed, TQuery extends ListQuery, TPage, TChoices> {
  input: ListInput<TFixed>;
  /** What the shown page answers (or is being read for). */
  query: TQuery;
  /** What is in the search box; it applies on submit or after the pause. */
  typed: string;
  /** The last page read; kept while the list is read again and when a read fails. */
  result: TPage | null;
  error: string | null;
  /** "HH:mm" when `result` is the copy kept from then, read while offline (docs/decisions/057-last-loaded-lists-offline.md). */
  asOf: string | null;
  /** What the filters offer (`choices`); null until read, and for a list without choices. */
  choices: TChoices | null;
  /** The filters are shown. */
  filtersOpen: boolean;
  /** After `row.changed`: the place of the changed row, for the keyboard, once the page is read again (`keepsPlace`). */
  focusAt: number | null;
  /** `result` is what a first read in parts has read so far, shown while the rest is read (`inParts`). */
  partial: boolean;
}

export type ListEvent<TQuery, TPage = never> =
  /** Filters (or all cleared): the list from its first page. */
  | { type: 'query.changed'; query: Partial<TQuery> }
  | { type: 'page.selected'; page: number }
  | { type: 'search.typed'; text: string }
  | { type: 'search.submitted' }
  /** Typing paused long enough (a list whose search applies after a pause raises it itself). */
  | { type: 'search.paused' }
  | { type: 'filters.toggled' }
  | { type: 'reload.requested' }
  /** A row was changed elsewhere and has left or changed: read again, keeping its place (`keepsPlace`). */
  | { type: 'row.changed'; id: number }
  /** The view has put the keyboard where `focusAt` said. */
  | { type: 'focus.moved' }
  /** A read in parts has read this much so far (`inParts`). */
  | { type: 'read.part'; part: TPage }
  | AddressChangedEvent;

const NO_ROWS: readonly never[] = [];

/** A page's rows as a view shows them: none before the first page arrives (always the same array, so a selector does not redraw for it). */
export const itemsOf = <TItem>(page: ListPage<TItem> | null): readonly TItem[] => page?.items ?? NO_ROWS;

/** No row on a page after the first, though the list has pages: its last record went. */
const pastTheEnd = (query: ListQuery, page: ListPage<unknown>): boolean => page.items.length === 0 && query.page > 1 && page.totalPages > 0;

/** The query with `change` made, from its first page. */
const changedQuery = <TQuery extends ListQuery>(query: TQuery, change: Partial<TQuery>): TQuery => ({ ...query, ...change, page: 1 });

/** The search box shows what the query searches for. */
const typedOf = <TQuery>(search: ListSearch<TQuery> | undefined, query: TQuery): string => search?.textOf(query) ?? '';

/**
 * One paged, searched, filtered list (docs/design.md "Lists"): `loading -> loaded | empty |
 * failed`. Every change of what is asked (a filter, a page, a search, the address) re-enters
 * `loading`, which aborts the read in flight, so only the newest answer shows; a list read
 * whole (`inParts`) only shows other rows of what it read. One reload rule:
 * `reload.requested` is honoured in every state, a read under way starting again (and a search
 * waiting for typing to pause applies with it). The query lives in the address: read from it on
 * start and on Back or Forward (`address.changed`), written on each change the user makes.
 * A page past the end (its last record gone) shows the last page instead.
 */
export function createListMachine<TFixed, TQuery extends ListQuery, TPage extends ListPage<unknown>, TChoices>(
  id: string,
  options: ListOptions<TFixed, TQuery, TPage, TChoices>,
) {
  const { search, address, filters, choices, keepsPlace, inParts } = options;
  const pauseMs = typeof search?.applies === 'object' ? search.applies.afterPauseMs : 0;
  /** A change of the query reads the list again, unless the list is read whole and shown in the browser. */
  const reread = inParts ? {} : { target: '.loading' as const };
  type Context = ListContext<TFixed, TQuery, TPage, TChoices>;
  /** Each change the user makes is a new history entry, so Back returns to the list before it. */
  const pushAddress = {
    type: 'writeAddress' as const,
    params: ({ context }: { context: Context }): AddressWrite => ({ search: address.write(context.query), replace: false }),
  };
  /** A search applied as typing paused replaces the entry: typing is not a place to go back to. */
  const replaceAddress = {
    type: 'writeAddress' as const,
    params: ({ context }: { context: Context }): AddressWrite => ({ search: address.write(context.query), replace: true }),
  };
  const filtersShown = (query: TQuery): boolean =>
    filters === undefined ? false : filters.shown === 'always' ? true : filters.shown(query);
  const typedApplies = (context: Context): boolean => search !== undefined && context.typed.trim() !== search.textOf(context.query);
  /** The query within the pages `whole` shows it (`inParts`): a page past them is the last. */
  const withinPages = (query: TQuery, whole: TPage): TQuery => {
    const last = Math.max(1, known(inParts, 'inParts').pageCount(whole, query));
    return query.page > last ? { ...query, page: last } : query;
  };
  return setup({
    types: {} as { context: Context; events: ListEvent<TQuery, TPage>; input: ListInput<TFixed> },
    actors: {
      addressChanges: noAddress.addressChanges,
      // The input is wrapped: XState cannot tell whether a bare type parameter may be undefined.
      read: fromPromise<TPage, { of: { query: TQuery; input: ListInput<TFixed>; showPart: (part: TPage) => void } }>(({ input, signal }) =>
        untilAbandoned(
          // A part of a read given up on is not shown.
          options.read(input.of.query, input.of.input, signal, (part) => signal.aborted || input.of.showPart(part)),
          signal,
        ),
      ),
      choices: fromPromise<TChoices>(async ({ signal }) => {
        const { read, none } = known(choices, 'choices');
        try {
          return await untilAbandoned(read(signal), signal);
        } catch (error) {
          // Given up on, the choices are dropped (untilAbandoned), never taken as none.
          if (signal.aborted) throw error;
          console.warn(`Could not load the choices of ${id}`, error);
          return none;
        }
      }),
      rereadWhenBack: rereadWhenBack({ type: 'reload.requested' }),
    },
    guards: {
      // A page past the end is not refused here: its read answers no row and the last page shows.
      'page is another page': ({ context, event }) => {
        assertEvent(event, 'page.selected');
        return event.page !== context.query.page && event.page >= 1;
      },
      'query asks for another list': ({ context, event }) => {
        assertEvent(event, 'query.changed');
        return address.write(changedQuery(context.query, event.query)) !== address.write(context.query);
      },
      'address asks for another list': ({ context, event }) => {
        assertEvent(event, 'address.changed');
        return address.write(address.read(event.search)) !== address.write(context.query);
      },
      'typed text is not searched yet': ({ context }) => typedApplies(context),
      'typed text is another search': ({ context, event }) => {
        assertEvent(event, 'search.typed');
        return search !== undefined && event.text.trim() !== search.textOf(context.query);
      },
      // A read again keeps the rows shown until its whole answer.
      'no rows are shown but parts of this read': ({ context }) => context.result === null || context.partial,
    },
    actions: {
      changeQuery: assign(({ context, event }) => {
        assertEvent(event, 'query.changed');
        const query = changedQuery(context.query, event.query);
        // A search cleared with the filters leaves the box; text typed beside a filter change stays.
        const searched = search !== undefined && search.textOf(query) !== search.textOf(context.query);
        return { query, typed: searched ? search.textOf(query) : context.typed, focusAt: null };
      }),
      goToPage: assign(({ context, event }) => {
        assertEvent(event, 'page.selected');
        return { query: { ...context.query, page: event.page }, focusAt: null };
      }),
      keepTyped: assign(({ event }) => {
        assertEvent(event, 'search.typed');
        return { typed: event.text };
      }),
      /** Typing again starts the pause again. */
      awaitPause: enqueueActions(({ enqueue }) => {
        enqueue(cancel('searchPause'));
        enqueue(raise({ type: 'search.paused' }, { id: 'searchPause', delay: 'searchPause' }));
      }),
      applyTyped: assign(({ context }) => (search ? { query: search.withText(context.query, context.typed.trim()) } : {})),
      /** A reload also searches for what is typed and not yet searched for; nothing else changes. */
      applyTypedOnReload: enqueueActions(({ context, enqueue }) => {
        // Only where typing searches by itself: a search that waits for Enter stays unsent.
        if (!search || pauseMs === 0 || !typedApplies(context)) return;
        enqueue(cancel('searchPause'));
        const query = search.withText(context.query, context.typed.trim());
        enqueue.assign({ query });
        enqueue({ type: 'writeAddress', params: { search: address.write(query), replace: true } });
      }),
      followAddress: assign(({ event }) => {
        assertEvent(event, 'address.changed');
        const query = address.read(event.search);
        return { query, typed: typedOf(search, query), focusAt: null };
      }),
      /** A list read whole shows a page past what it read as its last page, replacing the address entry. */
      keepWithinPages: enqueueActions(({ context, enqueue }) => {
        if (context.result === null || context.partial) return;
        const query = withinPages(context.query, context.result);
        if (query === context.query) return;
        enqueue.assign({ query });
        enqueue({ type: 'writeAddress', params: { search: address.write(query), replace: true } });
      }),
      showPart: assign(({ event }) => {
        assertEvent(event, 'read.part');
        return { result: event.part, partial: true };
      }),
      stopShowingParts: assign({ partial: false }),
      /** Provided by the view: writes the address (a new history entry unless `replace`). */
      writeAddress: noAddress.writeAddress,
      toggleFilters: assign(({ context }) => ({ filtersOpen: !context.filtersOpen })),
      rememberPlace: assign(({ context, event }) => {
        assertEvent(event, 'row.changed');
        const index = context.result && keepsPlace ? keepsPlace.indexOf(context.result, event.id) : -1;
        return { focusAt: Math.max(0, index) };
      }),
      forgetPlace: assign({ focusAt: null }),
    },
    delays: { searchPause: pauseMs },
  }).createMachine({
    id,
    // Read by tests/lint/ownReads.test.ts: this machine's loading and failed states are the factory's.
    meta: { builtBy: 'createListMachine' },
    context: ({ input }) => {
      const query = address.read(input.search ?? '');
      return {
        input,
        query,
        typed: typedOf(search, query),
        result: null,
        error: null,
        asOf: null,
        choices: null,
        filtersOpen: filtersShown(query),
        focusAt: null,
        partial: false,
      };
    },
    invoke: choices
      ? [
          { id: 'choices', src: 'choices', onDone: { actions: assign({ choices: ({ event }) => event.output }) } },
          { id: 'address', src: 'addressChanges' },
        ]
      : [{ id: 'address', src: 'addressChanges' }],
    // Only the transitions the list's options can take: a list without search has no search events.
    on: {
      ...(filters
        ? {
            'query.changed': {
              guard: 'query asks for another list',
              ...reread,
              actions: ['changeQuery', pushAddress],
              description: 'Other filters (or all cleared): the list from page 1',
            },
          }
        : {}),
      ...(filters && filters.shown !== 'always' ? { 'filters.toggled': { actions: 'toggleFilters' } } : {}),
      ...(search?.applies === 'on submit'
        ? {
            'search.typed': { actions: 'keepTyped' },
            'search.submitted': { target: '.loading', actions: ['applyTyped', pushAddress], description: 'Enter or the search button' },
          }
        : {}),
      ...(search?.applies === 'as typed'
        ? {
            'search.typed': [
              {
                guard: 'typed text is another search',
                ...reread,
                actions: ['keepTyped', 'applyTyped', replaceAddress],
                description: 'Each key press searches for what is typed',
              },
              { actions: 'keepTyped', description: 'Typing around what is searched for (a space) searches for nothing new' },
            ],
          }
        : {}),
      ...(typeof search?.applies === 'object'
        ? {
            'search.typed': {
              actions: ['keepTyped', 'awaitPause'],
              description: 'Each key press starts the pause again, so only a pause in typing asks the server',
            },
            'search.paused': {
              guard: 'typed text is not searched yet',
              target: '.loading',
              actions: ['applyTyped', replaceAddress],
              description: 'Typing paused: what is typed is searched for',
            },
          }
        : {}),
      'page.selected': { guard: 'page is another page', ...reread, actions: ['goToPage', pushAddress] },
      'address.changed': {
        guard: 'address asks for another list',
        ...reread,
        actions: inParts ? ['followAddress', 'keepWithinPages'] : 'followAddress',
        description: 'Back, Forward or a link to another query shows that list',
      },
      'reload.requested': {
        target: '.loading',
        actions: 'applyTypedOnReload',
        description: 'Read again in every state: a read under way starts again',
      },
      ...(keepsPlace
        ? {
            'row.changed': {
              target: '.loading',
              actions: 'rememberPlace',
              description: 'A row changed elsewhere: the page is read again, keeping its place for the keyboard',
            },
            'focus.moved': { actions: 'forgetPlace' },
          }
        : {}),
    },
    initial: 'loading',
    states: {
      loading: {
        description: 'Entered again (a new query, page or address), it drops any answer still on its way',
        ...(inParts
          ? {
              entry: 'stopShowingParts',
              on: {
                'read.part': {
                  guard: 'no rows are shown but parts of this read',
                  actions: 'showPart',
                  description: 'On a first read, the rows read so far show while the rest is read',
                },
              },
            }
          : {}),
        invoke: {
          id: 'read',
          src: 'read',
          input: ({ context, self }) => ({
            of: { query: context.query, input: context.input, showPart: (part: TPage) => self.send({ type: 'read.part', part }) },
          }),
          // Inline: XState cannot carry the page's type parameter through named guards and actions.
          onDone: unlessReadWhole(inParts !== undefined, [
            {
              guard: ({ context, event }) => pastTheEnd(context.query, event.output),
              target: 'loading',
              reenter: true,
              actions: [assign(({ context, event }) => ({ query: { ...context.query, page: event.output.totalPages } })), replaceAddress],
              description: 'The page asked for is past the end (its last record is gone): the last page shows',
            },
            {
              guard: ({ event }) => event.output.items.length === 0,
              target: 'empty',
              actions: [
                assign(({ event }) => ({ result: event.output, asOf: keptAsOf(event.output), error: null, partial: false })),
                ...(inParts ? ['keepWithinPages' as const] : []),
              ],
            },
            {
              target: 'loaded',
              actions: [
                assign(({ event }) => ({ result: event.output, asOf: keptAsOf(event.output), error: null, partial: false })),
                ...(inParts ? ['keepWithinPages' as const] : []),
              ],
            },
          ]),
          onError: {
            target: 'failed',
            // What was read before stays (its choices, its count) for the view to keep or hide.
            actions: assign(({ context, event }) => ({
              error: loadFailure(event.error, options.messages(context.query)),
              focusAt: null,
              partial: false,
            })),
          },
        },
      },
      // A kept copy (a read through src/api/readCache.ts) is read again when the connection is back.
      loaded: { invoke: { id: 'rereadWhenBack', src: 'rereadWhenBack', input: ({ context }) => ({ asOf: context.asOf }) } },
      empty: { invoke: { id: 'rereadWhenBack', src: 'rereadWhenBack', input: ({ context }) => ({ asOf: context.asOf }) } },
      failed: {},
    },
  });
}

/**
 * The transitions of a read's answer, without the first (a page past the end is read again)
 * for a list read whole (`inParts`), whose page is chosen in the browser: it has no such
 * transition at all, so its model has none it cannot take.
 */
function unlessReadWhole<T>(readWhole: boolean, transitions: T[]): T[] {
  return readWhole ? transitions.slice(1) : transitions;
}
