/**
 * The sign-off lifecycle's generated paths: one- and two-level review, a return at each level,
 * and segregation of duties (the preparer, or the first signer at the second level, refused).
 * Each step is checked against the server's own fold of the trail (src/domain/signOff.ts), so
 * the machine the screens replay and the rules the mock keeps say the same thing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { progressOf, type SignOffStep } from '../../src/domain/signOff';
import { signOffMachine, signOffStateOf, type SignOffEvent } from '../../src/machines/signOff.machine';
import { generatePaths, type ModelEvent, type ModelPath } from '../support/paths';
import { testEachPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof signOffMachine>;

const PARTNER = 1;
const REVIEWER = 2;
const PREPARER = 3;
const ADMIN = 7;

const signers = [PREPARER, REVIEWER, PARTNER];

function events(s: Snapshot): ModelEvent[] {
  // A handover keeping the assignee changes the reviewers only: the trail records it, the state stays.
  const handover = { type: 'task.handedOver', by: ADMIN, assigneeId: PREPARER };
  if (s.matches('unassigned')) return [{ type: 'task.assigned', by: ADMIN, assigneeId: PREPARER }, handover];
  if (s.matches('inPreparation') || s.matches('inRework'))
    return [{ type: 'task.submitted', by: PREPARER, levels: 1 }, { type: 'task.submitted', by: PREPARER, levels: 2 }, handover];
  if (s.matches('verified')) return [];
  return [
    ...signers.flatMap((by) => [
      { type: 'signOff.approved', by },
      { type: 'signOff.returned', by },
    ]),
    handover,
  ];
}

const serialize = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.levels, s.context.signers, Math.min(s.context.returns, 1), s.context.refusal]);

/** What a path exercises, named so the covering check can ask for each. */
function rulesOf(path: ModelPath<typeof signOffMachine>): string[] {
  const names: string[] = [];
  for (const [i, step] of path.steps.entries()) {
    if (i === 0) continue;
    const before = path.steps[i - 1].state;
    const event = step.event as ModelEvent;
    if (step.state.context.refusal) names.push(`refused: ${step.state.context.refusal}`);
    if (before.matches('awaitingFirstSignOff') && step.state.matches('inRework')) names.push('returned at level 1');
    if (before.matches('awaitingSecondSignOff') && step.state.matches('inRework')) names.push('returned at level 2');
    if (step.state.matches('verified')) names.push(`verified after ${step.state.context.levels} level(s)`);
    if (event.type === 'task.submitted' && before.matches('inRework')) names.push('resubmitted');
  }
  return names;
}

const paths = generatePaths(signOffMachine, { events, serialize, extend: 'covering', covers: rulesOf });

/** The trail as the server would have kept it: only the steps the lifecycle took. */
function stepOf(event: SignOffEvent): SignOffStep {
  const kinds = {
    'task.assigned': 'assigned',
    'task.handedOver': 'handedOver',
    'task.submitted': 'submitted',
    'signOff.approved': 'approved',
    'signOff.returned': 'returned',
  } as const;
  return {
    kind: kinds[event.type],
    by: event.by,
    levels: event.type === 'task.submitted' ? event.levels : null,
    assigneeId: event.type === 'task.assigned' || event.type === 'task.handedOver' ? event.assigneeId : null,
  };
}

describe('sign-off lifecycle (generated paths)', () => {
  it('covers one and two levels, a return at each level and both segregation refusals', () => {
    const covered = new Set(paths.flatMap(rulesOf));
    for (const rule of [
      'verified after 1 level(s)',
      'verified after 2 level(s)',
      'returned at level 1',
      'returned at level 2',
      'resubmitted',
      'refused: preparer',
      'refused: signedOtherLevel',
    ])
      expect(covered).toContain(rule);
  });

  testEachPath({ machine: signOffMachine, paths, coverage: 'signOff' }, (path) => {
    const actor = createActor(signOffMachine).start();
    const kept: SignOffStep[] = [];
    for (const [i, step] of path.steps.entries()) {
      if (i === 0) continue;
      const event = step.event as SignOffEvent;
      const before = actor.getSnapshot();
      actor.send(event);
      const after = actor.getSnapshot();
      const signing = event.type === 'signOff.approved' || event.type === 'signOff.returned';
      const preparer = signing && event.by === before.context.preparerId;
      const signedBefore = signing && before.context.signers.includes(event.by);
      if (event.type === 'task.handedOver' && before.matches('unassigned')) {
        // The server refuses to hand over a task nobody was assigned: nothing is kept.
        expect(after.value).toBe('unassigned');
      } else if (preparer || signedBefore) {
        // Refused: nothing changes but the reason.
        expect(after.value).toBe(before.value);
        expect(after.context.signers).toEqual(before.context.signers);
        expect(after.context.returns).toBe(before.context.returns);
        expect(after.context.refusal).toBe(preparer ? 'preparer' : 'signedOtherLevel');
      } else {
        kept.push(stepOf(event));
        expect(after.context.refusal).toBeNull();
      }
      // The server's fold of the kept trail stands where the machine stands.
      const folded = progressOf(kept);
      expect(after.value).toBe(folded.state);
      expect(after.context.returns).toBe(folded.returns);
      expect(after.context.returns).toBe(kept.filter((s) => s.kind === 'returned').length);
      // A screen replaying the same trail says the same.
      expect(signOffStateOf(kept.map((s) => ({ kind: s.kind, byId: s.by, levels: s.levels, assigneeId: s.assigneeId })))).toBe(after.value);
      expect(serialize(after)).toBe(serialize(step.state));
    }
  });
});
