/**
 * The bodies of the review loop (docs/behaviour.md §5 "Submit task", "Approve and reject")
 * and of an assignment (docs/behaviour.md §5 "Assign form"), shared by those forms and the mock handlers.
 */
import * as v from 'valibot';
import { DATE_MESSAGE, MAX_LENGTH, dateField, idField, textField, tooLong, visibleText } from './fields';
import { fileListSchema } from './files';

export const COMMENT_REQUIRED = 'Please enter a comment';
export const COMMENT_TOO_LONG = tooLong('Comment', MAX_LENGTH.comment);
const TASK_NOT_FOUND = 'Task not found';

/** A review comment: required after trimming, at most 2,000 characters. */
export const commentSchema = textField(COMMENT_REQUIRED, { length: MAX_LENGTH.comment, message: COMMENT_TOO_LONG });

/** POST /api/v1/task/finished. */
export const submissionSchema = v.object({
  taskId: idField(TASK_NOT_FOUND),
  comment: commentSchema,
  userId: v.optional(v.unknown()),
  taskFileList: v.optional(fileListSchema, []),
});

/** POST /api/v1/task/validate and /rework: the comment; the task may also come in the query. */
export const decisionSchema = v.object({
  taskId: v.optional(idField(TASK_NOT_FOUND)),
  comment: commentSchema,
});

/** docs/behaviour.md §5 Assign form messages, word for word, with the one date rule's message (§5 "Dates"). */
export const ASSIGN_MESSAGES = {
  noTask: "Do you know what you are doing? You didn't add a task.",
  noAssignee: 'You need to assign someone to the task.',
  missingDates: 'Please select both start and end dates for the task.',
  badDate: DATE_MESSAGE,
  startAfterEnd: 'Think about it! Start Date cannot be greater than the end date.',
  noReviewer: 'We need at least one reviewer for the task.',
  endInPast: 'End date cannot be in the past.',
  beforeJobStart: 'Selected Date cannot be Before the Job Start Date',
  afterJobEnd: 'Selected Date cannot be After the Job End Date',
} as const;

/** Our decision: a task has at most this many reviewers. */
export const MAX_REVIEWERS = 10;

function personRef(message: string) {
  return v.object(
    { id: idField(message), name: v.optional(v.pipe(visibleText(message), v.maxLength(MAX_LENGTH.name * 2, message))) },
    message,
  );
}

const startNotAfterEnd = (input: { startDate: string; endDate: string }): boolean =>
  Date.parse(input.startDate) <= Date.parse(input.endDate);

/** POST /api/v1/task/update, fields in the order the Assign form checks them. */
export const assignmentSchema = v.pipe(
  v.object({
    id: idField(ASSIGN_MESSAGES.noTask),
    jobId: idField(TASK_NOT_FOUND),
    userList: v.pipe(v.array(personRef(ASSIGN_MESSAGES.noAssignee), ASSIGN_MESSAGES.noAssignee), v.length(1, ASSIGN_MESSAGES.noAssignee)),
    startDate: dateField(ASSIGN_MESSAGES.missingDates),
    endDate: dateField(ASSIGN_MESSAGES.missingDates),
    reviewerList: v.pipe(
      v.array(personRef(ASSIGN_MESSAGES.noReviewer), ASSIGN_MESSAGES.noReviewer),
      v.minLength(1, ASSIGN_MESSAGES.noReviewer),
      v.maxLength(MAX_REVIEWERS, `A task can have at most ${MAX_REVIEWERS} reviewers`),
    ),
    createdBy: v.optional(v.unknown()),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], startNotAfterEnd, ASSIGN_MESSAGES.startAfterEnd), ['endDate']),
);

/**
 * A rejection may give the task a new end date (docs/behaviour.md §5 "Approve and reject",
 * docs/decisions/036-return-with-a-new-deadline.md), with the Assign form's words where they fit.
 */
export const REWORK_DATE_MESSAGES = {
  missing: 'Please select the new end date.',
  badDate: DATE_MESSAGE,
  endInPast: ASSIGN_MESSAGES.endInPast,
  beforeStart: ASSIGN_MESSAGES.startAfterEnd,
  afterJobEnd: ASSIGN_MESSAGES.afterJobEnd,
  flag: 'isDateRework must be true or false',
} as const;

/** The dates a new end date must keep within: the task's start (when it has one) and the job's end. */
export interface ReworkBounds {
  taskStart: string | null;
  jobEnd: string;
}

/**
 * The one rule of a new end date, for the Reject dialog and the server alike: after now,
 * not before the task's start, not after the job's end. The first failing one is the message.
 */
export function reworkDateProblem(end: number, bounds: ReworkBounds, now: number): string | null {
  if (end < now) return REWORK_DATE_MESSAGES.endInPast;
  const start = bounds.taskStart === null ? Number.NaN : Date.parse(bounds.taskStart);
  if (!Number.isNaN(start) && end < start) return REWORK_DATE_MESSAGES.beforeStart;
  const jobEnd = Date.parse(bounds.jobEnd);
  if (!Number.isNaN(jobEnd) && end > jobEnd) return REWORK_DATE_MESSAGES.afterJobEnd;
  return null;
}

const datedWhenFlagged = (input: { isDateRework: boolean; reworkDate: string | null }): boolean =>
  !input.isDateRework || input.reworkDate !== null;

/**
 * POST /api/v1/task/rework: the decision, plus the spec's `isDateRework` and `reworkDate`.
 * With `isDateRework` true the date is required; with it false the date is not read.
 */
export const reworkSchema = v.pipe(
  v.object({
    taskId: v.optional(idField(TASK_NOT_FOUND)),
    comment: commentSchema,
    isDateRework: v.optional(v.boolean(REWORK_DATE_MESSAGES.flag), false),
    reworkDate: v.optional(v.nullable(dateField(REWORK_DATE_MESSAGES.missing)), null),
  }),
  v.forward(v.partialCheck([['isDateRework'], ['reworkDate']], datedWhenFlagged, REWORK_DATE_MESSAGES.missing), ['reworkDate']),
);

export type ReworkInput = v.InferOutput<typeof reworkSchema>;
export type SubmissionInput = v.InferOutput<typeof submissionSchema>;
export type DecisionInput = v.InferOutput<typeof decisionSchema>;
export type AssignmentInput = v.InferOutput<typeof assignmentSchema>;
