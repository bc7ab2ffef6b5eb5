/**
 * The discard guard's generated paths: every way of leaving a modal, with and without
 * changes, while saved or saving, checked by the effects the machine asks of the modal.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { discardGuardMachine, type DiscardGuardEffect } from '../../src/machines/discardGuard.machine';
import { machineCoverage, reportCoverage } from '../support/coverage';
import { describePath, generatePaths, type ModelEvent } from '../support/paths';

type Snapshot = SnapshotFrom<typeof discardGuardMachine>;

const events = (s: Snapshot): ModelEvent[] => [
  { type: 'form.edited' },
  ...(s.context.unsaved
    ? [{ type: 'status.changed', unsaved: false, busy: false }]
    : [{ type: 'status.changed', unsaved: true, busy: false }]),
  ...(s.context.busy ? [] : [{ type: 'status.changed', unsaved: true, busy: true }]),
  { type: 'dismiss.requested', via: 'close' },
  { type: 'dismiss.requested', via: 'back' },
  { type: 'discard.kept' },
  { type: 'discard.confirmed' },
];
const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.edited, s.context.unsaved, s.context.busy]);
/** The form's machine, told `modal.closed` when the modal may go: recorded as the effect 'close'. */
const ownerRecording = (closed: () => void) =>
  createActor(
    fromCallback<{ type: 'modal.closed' }>(({ receive }) => {
      receive(closed);
    }),
  ).start();
const INPUT = { owner: ownerRecording(() => {}) };
const paths = generatePaths(discardGuardMachine, { events: events, serialize: serialize, input: INPUT });

/** What the modal must do after `event` from `before`, by the rules of docs/behaviour.md §4. */
function expected(before: Snapshot, event: ModelEvent): DiscardGuardEffect[] | 'asks' {
  const { edited, unsaved, busy } = before.context;
  const leave = (via: string): DiscardGuardEffect[] => [via === 'back' ? 'goBack' : 'releaseBack', 'close'];
  const stay = (via: string): DiscardGuardEffect[] => (via === 'back' ? ['holdBack'] : []);
  if (before.matches('editing') && event.type === 'form.edited') return unsaved ? ['holdBack'] : [];
  if (before.matches('editing') && event.type === 'dismiss.requested') {
    const via = String(event.via);
    if (busy) return stay(via);
    return edited && unsaved ? 'asks' : leave(via);
  }
  if (before.matches('asking') && event.type === 'discard.kept') return stay(before.context.via);
  if (before.matches('asking') && event.type === 'discard.confirmed') return leave(before.context.via);
  return [];
}

describe('discard guard (generated paths)', () => {
  it('generates paths through both states', () => expect(paths.length).toBeGreaterThan(10));

  for (const path of paths) {
    it(describePath(path.steps), () => {
      const done: DiscardGuardEffect[] = [];
      const record = (effect: DiscardGuardEffect) => () => void done.push(effect);
      const actor = createActor(
        discardGuardMachine.provide({
          actions: { holdBack: record('holdBack'), releaseBack: record('releaseBack'), goBack: record('goBack') },
        }),
        { input: { owner: ownerRecording(() => done.push('close')) } },
      ).start();
      for (const [i, step] of path.steps.entries()) {
        if (i === 0) continue;
        const before = actor.getSnapshot();
        const event = step.event as ModelEvent;
        const count = done.length;
        actor.send(event as never);
        const want = expected(before, event);
        if (want === 'asks') expect(actor.getSnapshot().matches('asking')).toBe(true);
        else expect(done.slice(count)).toEqual(want);
        expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
      }
    });
  }

  afterAll(() => {
    const coverage = machineCoverage(discardGuardMachine, paths, INPUT);
    reportCoverage('discardGuard', coverage);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
