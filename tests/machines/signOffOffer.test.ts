/**
 * Two small machines of the sign-off screens along generated paths: what the review queue
 * offers (whether the server keeps sign-offs, and the level each card on screen asks), and
 * Download sign-off record (a second click is not taken; the notice goes after 3 s).
 */
import { describe, expect } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AwaitedLevel } from '../../src/api/signOff';
import type { Extensions } from '../../src/api/extensions';
import { signOffOfferMachine } from '../../src/machines/signOffOffer.machine';
import { SIGN_OFF_RECORD_FAILURE, signOffRecordMachine } from '../../src/machines/signOffRecord.machine';
import { generatePaths, type ModelEvent } from '../support/paths';
import { testEachPath } from '../support/walk';

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

describe('what the review queue offers (generated paths)', () => {
  type Snapshot = SnapshotFrom<typeof signOffOfferMachine>;
  const LEVELS: AwaitedLevel[] = [{ taskId: 7, level: 2 }];
  const events = (s: Snapshot): ModelEvent[] => {
    const shown = { type: 'cards.shown', taskIds: s.context.taskIds.length === 0 ? [7] : [] };
    if (s.matches('detecting'))
      return [{ type: 'xstate.done.actor.detect', output: ['sign-off'] }, { type: 'xstate.done.actor.detect', output: [] }, shown];
    if (s.matches('reading'))
      return [{ type: 'xstate.done.actor.levels', output: LEVELS }, { type: 'xstate.error.actor.levels', error: new Error('500') }, shown];
    if (s.matches('shown')) return [shown];
    return [];
  };
  const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.extensions, s.context.taskIds, s.context.levels]);
  const paths = generatePaths(signOffOfferMachine, { events, serialize, extend: 'new transitions' });

  testEachPath({ machine: signOffOfferMachine, paths, coverage: 'signOffOffer' }, (path) => {
    const actor = createActor(
      signOffOfferMachine.provide({
        actors: { detectExtensions: never<Extensions>(), readLevels: never<AwaitedLevel[], { taskIds: number[] }>() },
      }),
    ).start();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      const event = step.event as ModelEvent;
      actor.send(event as never);
      const after = actor.getSnapshot();
      if (event.type === 'xstate.done.actor.detect') {
        const offered = (event.output as Extensions).includes('sign-off');
        // Without the extension the queue says so and never asks for levels.
        expect(after.value).toBe(offered ? 'reading' : 'unavailable');
      }
      // The cards on screen are remembered while detecting, so their levels are read once it is known.
      if (event.type === 'cards.shown') expect(after.context.taskIds).toEqual(event.taskIds);
      if (event.type === 'cards.shown' && !before.matches('detecting')) expect(after.value).toBe('reading');
      if (event.type === 'xstate.error.actor.levels') expect(after.context.levels).toEqual([]);
      if (event.type === 'xstate.done.actor.levels') expect(after.context.levels).toEqual(LEVELS);
      expect(serialize(after)).toBe(serialize(step.state));
    }
  });
});

describe('Download sign-off record (generated paths)', () => {
  type Snapshot = SnapshotFrom<typeof signOffRecordMachine>;
  const events = (s: Snapshot): ModelEvent[] => [
    { type: 'download.requested' },
    ...(s.matches('downloading')
      ? [
          { type: 'xstate.done.actor.download', output: 'sign-off-record-JOB-00001.csv' },
          { type: 'xstate.error.actor.download', error: new Error('500') },
        ]
      : []),
    ...(s.matches('downloaded') ? [{ type: 'xstate.after.noticeDelay.signOffRecord.downloaded' }] : []),
  ];
  const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.notice, s.context.error]);
  const input = { jobId: 1 };
  const paths = generatePaths(signOffRecordMachine, { events, serialize, input });

  testEachPath({ machine: signOffRecordMachine, paths, coverage: 'signOffRecord', input }, (path) => {
    const actor = createActor(signOffRecordMachine.provide({ actors: { download: never<string, { jobId: number | null }>() } }), {
      input,
    }).start();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      const event = step.event as ModelEvent;
      actor.send(event as never);
      const after = actor.getSnapshot();
      if (event.type === 'download.requested' && before.matches('downloading')) expect(after).toBe(before);
      if (event.type === 'xstate.done.actor.download') expect(after.context.notice).toBe('Downloaded sign-off-record-JOB-00001.csv');
      if (event.type === 'xstate.error.actor.download') expect(after.context.error).toBe(SIGN_OFF_RECORD_FAILURE);
      expect(serialize(after)).toBe(serialize(step.state));
    }
  });
});
