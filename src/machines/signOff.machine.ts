import { assertEvent, assign, createActor, setup } from 'xstate';
import {
  NOT_STARTED,
  nextProgress,
  segregationRefusal,
  type SegregationRefusal,
  type SignOffProgress,
  type SignOffStateName,
  type SignOffStep,
} from '../domain/signOff';

export type SignOffEvent =
  | { type: 'task.assigned'; by: number; assigneeId: number }
  | { type: 'task.handedOver'; by: number; assigneeId: number | null }
  | { type: 'task.submitted'; by: number; levels: number }
  | { type: 'signOff.approved'; by: number }
  | { type: 'signOff.returned'; by: number };

export interface SignOffContext extends SignOffProgress {
  /** Why the last sign-off was refused (segregation of duties), null when it was taken. */
  refusal: SegregationRefusal | null;
}

/** The trail's step an event stands for, folded by the same rule the server uses (src/domain/signOff.ts). */
function stepOf(event: SignOffEvent): SignOffStep {
  switch (event.type) {
    case 'task.assigned':
      return { kind: 'assigned', by: event.by, levels: null, assigneeId: event.assigneeId };
    case 'task.handedOver':
      return { kind: 'handedOver', by: event.by, levels: null, assigneeId: event.assigneeId };
    case 'task.submitted':
      return { kind: 'submitted', by: event.by, levels: event.levels, assigneeId: null };
    case 'signOff.approved':
      return { kind: 'approved', by: event.by, levels: null, assigneeId: null };
    case 'signOff.returned':
      return { kind: 'returned', by: event.by, levels: null, assigneeId: null };
  }
}

const refusalOf = (context: SignOffContext, event: SignOffEvent): SegregationRefusal | null =>
  event.type === 'signOff.approved' || event.type === 'signOff.returned' ? segregationRefusal(context, event.by) : null;

/**
 * A task's sign-off lifecycle (docs/behaviour.md §4 "Sign-off levels"): each level is a state
 * of its own, and segregation of duties is a guard: the preparer, or whoever signed another
 * level of the same submission, cannot sign, and nothing changes. The server keeps the same
 * rules (mocks/db/rules.ts through src/domain/signOff.ts); the screens replay a task's trail
 * through it to say where the task stands (docs/decisions/040-sign-off-lifecycle-shared-rules.md).
 */
export const signOffMachine = setup({
  types: {} as { context: SignOffContext; events: SignOffEvent },
  guards: {
    'signer is the preparer': ({ context, event }) => refusalOf(context, event) === 'preparer',
    'signer signed another level': ({ context, event }) => refusalOf(context, event) === 'signedOtherLevel',
    'a second level is needed': ({ context }) => context.signers.length + 1 < context.levels,
    'an assignee is named': ({ event }) => {
      assertEvent(event, ['task.assigned', 'task.handedOver']);
      return event.assigneeId !== null;
    },
  },
  actions: {
    record: assign(({ context, event }) => ({ ...nextProgress(context, stepOf(event)), refusal: null })),
    refuse: assign(({ context, event }) => ({ refusal: refusalOf(context, event) })),
  },
}).createMachine({
  id: 'signOff',
  context: { ...NOT_STARTED, refusal: null },
  initial: 'unassigned',
  on: {
    'task.handedOver': { guard: 'an assignee is named', actions: 'record', description: 'A handover changes the preparer or reviewers' },
  },
  states: {
    unassigned: {
      on: {
        'task.assigned': { guard: 'an assignee is named', target: 'inPreparation', actions: 'record' },
        // The server hands over only an assigned task (mocks/db/handoverRules.ts).
        'task.handedOver': {},
      },
    },
    inPreparation: {
      on: { 'task.submitted': { target: 'awaitingFirstSignOff', actions: 'record', description: 'Submission 1 is handed in' } },
    },
    inRework: {
      on: { 'task.submitted': { target: 'awaitingFirstSignOff', actions: 'record', description: 'The reworked submission is handed in' } },
    },
    awaitingFirstSignOff: {
      on: {
        'signOff.approved': [
          { guard: 'signer is the preparer', actions: 'refuse', description: 'The preparer cannot sign their own work' },
          { guard: 'a second level is needed', target: 'awaitingSecondSignOff', actions: 'record', description: 'First sign-off given' },
          { target: 'verified', actions: 'record', description: 'The only sign-off verifies the task' },
        ],
        'signOff.returned': [
          { guard: 'signer is the preparer', actions: 'refuse' },
          { target: 'inRework', actions: 'record', description: 'Returned at the first sign-off' },
        ],
      },
    },
    awaitingSecondSignOff: {
      on: {
        'signOff.approved': [
          { guard: 'signer is the preparer', actions: 'refuse' },
          { guard: 'signer signed another level', actions: 'refuse', description: 'The first signer cannot sign again' },
          { target: 'verified', actions: 'record', description: 'Second sign-off verifies the task' },
        ],
        'signOff.returned': [
          { guard: 'signer is the preparer', actions: 'refuse' },
          { guard: 'signer signed another level', actions: 'refuse' },
          { target: 'inRework', actions: 'record', description: 'Returned at the second sign-off' },
        ],
      },
    },
    verified: { type: 'final' },
  },
});

/** A trail entry's facts, as the sign-off extension answers them (src/api/signOff.ts). */
export interface TrailFacts {
  kind: SignOffStep['kind'];
  byId: number;
  levels: number | null;
  assigneeId: number | null;
}

function eventOf(entry: TrailFacts): SignOffEvent {
  switch (entry.kind) {
    case 'assigned':
      return { type: 'task.assigned', by: entry.byId, assigneeId: entry.assigneeId ?? 0 };
    case 'handedOver':
      return { type: 'task.handedOver', by: entry.byId, assigneeId: entry.assigneeId };
    case 'submitted':
      return { type: 'task.submitted', by: entry.byId, levels: entry.levels ?? 1 };
    case 'approved':
      return { type: 'signOff.approved', by: entry.byId };
    case 'returned':
      return { type: 'signOff.returned', by: entry.byId };
  }
}

/** Where a task stands after its trail, replayed through the lifecycle: what its timeline says it awaits. */
export function signOffStateOf(entries: readonly TrailFacts[]): SignOffStateName {
  const actor = createActor(signOffMachine).start();
  for (const entry of entries) actor.send(eventOf(entry));
  const state = actor.getSnapshot().value;
  actor.stop();
  return state;
}
