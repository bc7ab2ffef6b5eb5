/**
 * The discard guard's generated paths: every way of leaving a modal, with and without
 * changes, while saved or saving, checked by the effects the machine asks of the modal.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup, type SnapshotFrom } from 'xstate';
import { discardGuardMachine, type DiscardGuardEffect } from '../../src/machines/discardGuard.machine';
import { generatePaths, type ModelEvent } from '../support/paths';
import { testEachPath } from '../support/walk';

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
    setup({ types: {} as { events: { type: 'modal.closed' } } }).createMachine({ on: { 'modal.closed': { actions: closed } } }),
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

  testEachPath({ machine: discardGuardMachine, paths, coverage: 'discardGuard', input: INPUT }, (path) => {
    const done: DiscardGuardEffect[] = [];
    const record = (effect: DiscardGuardEffect) => () => void done.push(effect);
    const actor = createActor(
      discardGuardMachine.provide({
        actions: { holdBack: record('holdBack'), releaseBack: record('releaseBack'), goBack: record('goBack') },
        // The model sends the form's status itself; how it is read off the form is checked below.
        actors: { watchOwner: fromCallback(() => {}) },
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
});

describe("the discard guard reads its form's status", () => {
  // A form's machine as the product's are: 'busy' while it saves, 'saved' once the server has it.
  const form = setup({
    types: {} as { events: { type: 'form.submitted' } | { type: 'save.done' } | { type: 'modal.closed' } },
  }).createMachine({
    initial: 'editing',
    states: {
      editing: { on: { 'form.submitted': 'submitting' } },
      submitting: { tags: ['busy'], on: { 'save.done': 'succeeded' } },
      succeeded: { tags: ['saved'] },
      closed: {},
    },
    on: { 'modal.closed': '.closed' },
  });

  it('while the form saves a dismissal is held; once saved the modal goes and the form is told', () => {
    const owner = createActor(form).start();
    const guard = createActor(discardGuardMachine, { input: { owner } }).start();
    const status = () => [guard.getSnapshot().context.unsaved, guard.getSnapshot().context.busy];
    guard.send({ type: 'form.edited' });
    expect(status()).toEqual([true, false]);

    owner.send({ type: 'form.submitted' });
    expect(status()).toEqual([true, true]);
    guard.send({ type: 'dismiss.requested', via: 'close' });
    expect(owner.getSnapshot().value).toBe('submitting');

    owner.send({ type: 'save.done' });
    expect(status()).toEqual([false, false]);
    guard.send({ type: 'dismiss.requested', via: 'close' });
    expect(owner.getSnapshot().value).toBe('closed');
  });

  it('a changed form that is not saved asks instead of telling the form', () => {
    const owner = createActor(form).start();
    const guard = createActor(discardGuardMachine, { input: { owner } }).start();
    guard.send({ type: 'form.edited' });
    guard.send({ type: 'dismiss.requested', via: 'close' });
    expect(guard.getSnapshot().matches('asking')).toBe(true);
    expect(owner.getSnapshot().value).toBe('editing');
  });
});
