/**
 * The list factory's search that waits for a pause in typing (src/machines/list.machine.ts),
 * on a list made for the test whose read is a plain function: no screen offers it yet (Users
 * keeps its own machine, docs/decisions/075-one-list-factory.md), so its rules are pinned here.
 * Time is XState's simulated clock.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { AddressWrite } from '../../src/machines/address';
import { createListMachine } from '../../src/machines/list.machine';

interface Query {
  text: string;
  page: number;
}

const PAUSE_MS = 500;

function startList() {
  const asked: Query[] = [];
  const written: AddressWrite[] = [];
  const machine = createListMachine<object, Query, { items: string[]; totalItems: number; totalPages: number }, never>('people', {
    read: async (query) => {
      asked.push(query);
      return { items: [`${query.text}-${query.page}`], totalItems: 1, totalPages: 1 };
    },
    address: {
      read: (search) => ({ text: new URLSearchParams(search).get('q') ?? '', page: 1 }),
      write: (query) => (query.text ? `q=${query.text}` : ''),
    },
    messages: () => ({ refused: 'Refused', failed: 'Failed to load people' }),
    search: {
      textOf: (query) => query.text,
      withText: (query, text) => ({ ...query, text, page: 1 }),
      applies: { afterPauseMs: PAUSE_MS },
    },
  }).provide({ actions: { writeAddress: (_, write: AddressWrite) => void written.push(write) } });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: {}, clock }).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, asked, written, settled };
}

describe('a list whose search waits for a pause in typing', () => {
  it('asks the server once typing pauses, for what was typed last, replacing the address entry', async () => {
    const { actor, clock, asked, written, settled } = startList();
    await settled();
    expect(asked).toEqual([{ text: '', page: 1 }]);
    actor.send({ type: 'search.typed', text: 'ad' });
    clock.increment(PAUSE_MS - 1);
    actor.send({ type: 'search.typed', text: 'ada ' });
    clock.increment(PAUSE_MS - 1);
    await settled();
    // Each key press starts the pause again: nothing asked yet, the rows read before stay.
    expect(asked).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('loaded');
    clock.increment(1);
    await settled();
    expect(asked.at(-1)).toEqual({ text: 'ada', page: 1 });
    expect(written).toEqual([{ search: 'q=ada', replace: true }]);
    expect(actor.getSnapshot().context.result?.items).toEqual(['ada-1']);
    actor.stop();
  });

  it('a reload while typing searches for what is typed at once, and the pause then asks nothing more', async () => {
    const { actor, clock, asked, written, settled } = startList();
    await settled();
    actor.send({ type: 'search.typed', text: 'bo' });
    actor.send({ type: 'reload.requested' });
    await settled();
    expect(asked.at(-1)).toEqual({ text: 'bo', page: 1 });
    expect(written).toEqual([{ search: 'q=bo', replace: true }]);
    clock.increment(PAUSE_MS);
    await settled();
    expect(asked).toHaveLength(2);
    actor.stop();
  });

  it('a pause after typing back what is searched for asks nothing', async () => {
    const { actor, clock, asked, settled } = startList();
    await settled();
    actor.send({ type: 'search.typed', text: 'x' });
    actor.send({ type: 'search.typed', text: '' });
    clock.increment(PAUSE_MS);
    await settled();
    expect(asked).toHaveLength(1);
    actor.stop();
  });
});

/*
 * The factory's list read whole, in parts (`inParts`, the Clients screen's): the rules its
 * model walks on screen (tests/machines/clients.test.tsx) pinned on a plain read whose parts
 * and answer the test gives by hand.
 */

/** What a list read whole holds: names, searched by their start, 2 a page. */
interface Whole {
  items: string[];
  totalItems: number;
  totalPages: number;
}

const wholeOf = (items: string[]): Whole => ({ items, totalItems: items.length, totalPages: Math.ceil(items.length / 2) });
const matching = (whole: Whole, text: string) => whole.items.filter((name) => name.startsWith(text));

/** A list read whole in parts (`inParts`), each read held until the test gives its parts and its answer. */
function startWholeList(search = '') {
  const reads: Array<{ part: (part: Whole) => void; answer: (whole: Whole) => void }> = [];
  const written: AddressWrite[] = [];
  const machine = createListMachine<object, Query, Whole, never>('names', {
    read: (_query, _fixed, _signal, showPart) => new Promise((answer) => reads.push({ part: showPart, answer })),
    address: {
      read: (address) => {
        const params = new URLSearchParams(address);
        return { text: params.get('q') ?? '', page: Number(params.get('page') ?? 1) };
      },
      write: (query) => new URLSearchParams({ q: query.text, page: String(query.page) }).toString(),
    },
    messages: () => ({ refused: 'Refused', failed: 'Failed to load names' }),
    search: { textOf: (query) => query.text, withText: (_query, text) => ({ text, page: 1 }), applies: 'as typed' },
    inParts: { pageCount: (whole, query) => Math.ceil(matching(whole, query.text).length / 2) },
  }).provide({ actions: { writeAddress: (_, write: AddressWrite) => void written.push(write) } });
  const actor = createActor(machine, { input: { search } }).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, reads, written, settled };
}

const NAMES = ['ada', 'ade', 'bola', 'bode', 'chidi'];

describe('a list read whole, in parts, and searched and paged in the browser', () => {
  it('shows each part of a first read as it arrives, then the whole; a page or a search reads nothing', async () => {
    const { actor, reads, written, settled } = startWholeList();
    reads[0].part(wholeOf(NAMES.slice(0, 2)));
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ partial: true, result: wholeOf(NAMES.slice(0, 2)) });
    reads[0].part(wholeOf(NAMES.slice(0, 4)));
    expect(actor.getSnapshot().context.result?.items).toEqual(NAMES.slice(0, 4));
    // The rows read so far can be paged while the rest is read.
    actor.send({ type: 'page.selected', page: 2 });
    reads[0].answer(wholeOf(NAMES));
    await settled();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toMatchObject({ partial: false, query: { text: '', page: 2 } });

    actor.send({ type: 'search.typed', text: 'b' });
    actor.send({ type: 'page.selected', page: 1 });
    actor.send({ type: 'page.selected', page: 3 });
    actor.send({ type: 'address.changed', search: 'q=a&page=1' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(reads).toHaveLength(1);
    expect(written).toEqual([
      { search: 'q=&page=2', replace: false },
      { search: 'q=b&page=1', replace: true },
      { search: 'q=b&page=3', replace: false },
    ]);
    expect(actor.getSnapshot().context.query).toEqual({ text: 'a', page: 1 });
    actor.stop();
  });

  it('searches as typed; a space after what is searched for keeps the page', () => {
    const { actor, reads, written } = startWholeList();
    reads[0].part(wholeOf(NAMES));
    actor.send({ type: 'search.typed', text: 'b' });
    actor.send({ type: 'page.selected', page: 2 });
    actor.send({ type: 'search.typed', text: 'b ' });
    expect(actor.getSnapshot().context).toMatchObject({ typed: 'b ', query: { text: 'b', page: 2 } });
    expect(written.at(-1)).toEqual({ search: 'q=b&page=2', replace: false });
    actor.send({ type: 'search.typed', text: ' ' });
    expect(actor.getSnapshot().context.query).toEqual({ text: '', page: 1 });
    expect(written.at(-1)).toEqual({ search: 'q=&page=1', replace: true });
    actor.stop();
  });

  it('a read again keeps the rows shown until its whole answer: its parts are not shown', async () => {
    const { actor, reads, settled } = startWholeList();
    reads[0].part(wholeOf(NAMES.slice(0, 2)));
    actor.send({ type: 'reload.requested' });
    expect(reads).toHaveLength(2);
    reads[1].part(wholeOf(NAMES.slice(0, 1)));
    // A part of the read given up on is not shown either.
    reads[0].part(wholeOf(NAMES.slice(0, 4)));
    expect(actor.getSnapshot().context).toMatchObject({ partial: false, result: wholeOf(NAMES.slice(0, 2)) });
    reads[1].answer(wholeOf(NAMES));
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ partial: false, result: wholeOf(NAMES) });
    actor.stop();
  });

  it('a page past what the search shows, on the answer or in the address, shows the last page and replaces the address entry', async () => {
    const { actor, reads, written, settled } = startWholeList('q=a&page=3');
    reads[0].part(wholeOf(NAMES));
    // While parts arrive the page is not known to be past the end.
    expect(actor.getSnapshot().context.query).toEqual({ text: 'a', page: 3 });
    reads[0].answer(wholeOf(NAMES));
    await settled();
    expect(actor.getSnapshot().context.query).toEqual({ text: 'a', page: 1 });
    expect(written).toEqual([{ search: 'q=a&page=1', replace: true }]);
    actor.send({ type: 'address.changed', search: 'q=&page=7' });
    expect(actor.getSnapshot().context.query).toEqual({ text: '', page: 3 });
    expect(written.at(-1)).toEqual({ search: 'q=&page=3', replace: true });
    expect(reads).toHaveLength(1);
    actor.stop();
  });
});
