/**
 * The discard guard's generated paths: every way of leaving a modal, with and without
 * changes, while saved or saving, checked by what the modal is told (dismissed or kept).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { discardGuardMachine, type DiscardGuardEmitted } from '../../src/machines/discardGuard.machine';
import { machineCoverage, reportCoverage } from '../support/coverage';
import { describePath, generatePaths, type AnyEvent } from './modelPaths';

type Snapshot = SnapshotFrom<typeof discardGuardMachine>;

const events = (s: Snapshot): AnyEvent[] => [
  { type: 'form.edited' },
  ...(s.context.unsaved ? [{ type: 'status.changed', unsaved: false, busy: false }] : [{ type: 'status.changed', unsaved: true, busy: false }]),
  ...(s.context.busy ? [] : [{ type: 'status.changed', unsaved: true, busy: true }]),
  { type: 'dismiss.requested', via: 'close' },
  { type: 'dismiss.requested', via: 'back' },
  { type: 'discard.kept' },
  { type: 'discard.confirmed' },
];
const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.edited, s.context.unsaved, s.context.busy]);
const paths = generatePaths(discardGuardMachine, events, serialize);

/** What the modal must be told after `event` from `before`, by the rules of docs/behaviour.md §4. */
function expected(before: Snapshot, event: AnyEvent): DiscardGuardEmitted | 'asks' | null {
  const { edited, unsaved, busy } = before.context;
  if (before.matches('editing') && event.type === 'dismiss.requested') {
    const via = event.via as 'close' | 'back';
    if (busy) return { type: 'kept', via };
    return edited && unsaved ? 'asks' : { type: 'dismissed', via };
  }
  if (before.matches('asking') && event.type === 'discard.kept') return { type: 'kept', via: before.context.via };
  if (before.matches('asking') && event.type === 'discard.confirmed') return { type: 'dismissed', via: before.context.via };
  return null;
}

describe('discard guard (generated paths)', () => {
  it('generates paths through both states', () => expect(paths.length).toBeGreaterThan(10));

  for (const path of paths) {
    it(describePath(path.steps), () => {
      const actor = createActor(discardGuardMachine).start();
      const told: DiscardGuardEmitted[] = [];
      actor.on('*', (e) => told.push(e));
      for (const [i, step] of path.steps.entries()) {
        if (i === 0) continue;
        const before = actor.getSnapshot();
        const event = step.event as AnyEvent;
        const count = told.length;
        actor.send(event as never);
        const want = expected(before, event);
        if (want === 'asks') expect(actor.getSnapshot().matches('asking')).toBe(true);
        else expect(told.slice(count)).toEqual(want ? [want] : []);
        expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
      }
    });
  }

  afterAll(() => {
    const coverage = machineCoverage(discardGuardMachine, paths);
    reportCoverage('discardGuard', coverage);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
