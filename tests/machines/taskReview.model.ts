/**
 * The task's review flow of docs/behaviour.md §4 as a model for the tests: the assignee and the
 * reviewer drive it; a task in progress is submitted and waits for review; the reviewer
 * verifies it, or sends it back for rework (its rework count goes up by one) and the assignee
 * submits it again. The screens carry this flow between two people, so the product has no
 * one machine for it; reviewLoop.test.tsx walks this model's paths through both screens.
 */
import { assign, setup } from 'xstate';

export interface TaskReviewContext {
  reworkCount: number;
}

export type TaskReviewEvent = { type: 'task.submitted' } | { type: 'task.approved' } | { type: 'task.rejected' };

export const taskReviewMachine = setup({
  types: {} as { context: TaskReviewContext; events: TaskReviewEvent; input: { reworkCount: number } },
  actions: {
    countRework: assign(({ context }) => ({ reworkCount: context.reworkCount + 1 })),
  },
}).createMachine({
  id: 'taskReview',
  context: ({ input }) => ({ reworkCount: input.reworkCount }),
  initial: 'inProgress',
  states: {
    inProgress: {
      on: { 'task.submitted': { target: 'pendingReview', description: 'The assignee hands the task in with a comment' } },
    },
    pendingReview: {
      on: {
        'task.approved': { target: 'verified', description: 'The reviewer verifies the task' },
        'task.rejected': {
          target: 'inProgress',
          actions: 'countRework',
          description: 'The reviewer sends it back: rework count + 1, the assignee must resubmit',
        },
      },
    },
    verified: { type: 'final' },
  },
});
