/**
 * The bodies of the handover extension (docs/api-extensions.md): one task's new assignee or
 * reviewers, or everything a user holds handed to new people. Shared by the forms and the mock.
 */
import * as v from 'valibot';
import { idField } from './fields';
import { MAX_REVIEWERS } from './review';

export const HANDOVER_MESSAGES = {
  taskNotFound: 'Task not found',
  userNotFound: 'User not found',
  nothingChosen: 'Choose a new assignee or new reviewers.',
  noReviewer: 'We need at least one reviewer for the task.',
  tooManyReviewers: `A task can have at most ${MAX_REVIEWERS} reviewers`,
  badAssignee: 'Choose the new assignee from the list.',
  badReviewer: 'Choose the new reviewer from the list.',
} as const;

/** POST /api/ext/v1/task/handover: a new assignee, new reviewers, or both. */
export const taskHandoverSchema = v.pipe(
  v.object({
    taskId: idField(HANDOVER_MESSAGES.taskNotFound),
    assigneeId: v.optional(idField(HANDOVER_MESSAGES.badAssignee)),
    reviewerIds: v.optional(
      v.pipe(
        v.array(idField(HANDOVER_MESSAGES.badReviewer), HANDOVER_MESSAGES.noReviewer),
        v.minLength(1, HANDOVER_MESSAGES.noReviewer),
        v.maxLength(MAX_REVIEWERS, HANDOVER_MESSAGES.tooManyReviewers),
      ),
    ),
  }),
  v.check((input) => input.assigneeId !== undefined || input.reviewerIds !== undefined, HANDOVER_MESSAGES.nothingChosen),
);

/** POST /api/ext/v1/users/handover: what `userId` holds goes to `reviewerId` and `assigneeId`. */
export const userHandoverSchema = v.pipe(
  v.object({
    userId: idField(HANDOVER_MESSAGES.userNotFound),
    reviewerId: v.optional(idField(HANDOVER_MESSAGES.badReviewer)),
    assigneeId: v.optional(idField(HANDOVER_MESSAGES.badAssignee)),
  }),
  v.check((input) => input.assigneeId !== undefined || input.reviewerId !== undefined, HANDOVER_MESSAGES.nothingChosen),
);

export type TaskHandoverInput = v.InferOutput<typeof taskHandoverSchema>;
export type UserHandoverInput = v.InferOutput<typeof userHandoverSchema>;
