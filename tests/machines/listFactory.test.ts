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
