/**
 * The job and task request bodies (docs/behaviour.md §5 "Create and edit job", "Add task"),
 * shared by the job and task forms and the mock backend's handlers.
 */
import * as v from 'valibot';
import { MAX_LENGTH, dateField, idField, textField, tooLong } from './fields';
import { fileListSchema } from './files';

export const JOB_MESSAGES = {
  nameRequired: 'Job name is required',
  nameShort: 'Job name must be at least 3 characters',
  nameLong: tooLong('Job name', MAX_LENGTH.name),
  descriptionRequired: 'Job description is required',
  descriptionShort: 'Job description must be at least 10 characters',
  descriptionLong: tooLong('Job description', MAX_LENGTH.description),
  clientRequired: 'Please select a client',
  jobTypeRequired: 'Please select a job type',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endBeforeStart: 'End date must be after start date',
  notFound: 'Job not found',
} as const;

export const TASK_MESSAGES = {
  nameRequired: 'Task name is required',
  nameShort: 'Task name must be at least 3 characters',
  nameLong: tooLong('Task name', MAX_LENGTH.name),
  descriptionRequired: 'Task description is required',
  descriptionShort: 'Task description must be at least 10 characters',
  descriptionLong: tooLong('Task description', MAX_LENGTH.description),
  notFound: 'Task not found',
} as const;

export const MIN_NAME_LENGTH = 3;
export const MIN_DESCRIPTION_LENGTH = 10;

type WorkMessages = typeof JOB_MESSAGES | typeof TASK_MESSAGES;

/** A job's or a task's name and description: required, trimmed, between the minimum and maximum lengths. */
const nameAndDescription = (messages: WorkMessages) => ({
  name: textField(
    messages.nameRequired,
    { length: MAX_LENGTH.name, message: messages.nameLong },
    { length: MIN_NAME_LENGTH, message: messages.nameShort },
  ),
  description: textField(
    messages.descriptionRequired,
    { length: MAX_LENGTH.description, message: messages.descriptionLong },
    { length: MIN_DESCRIPTION_LENGTH, message: messages.descriptionShort },
  ),
});

const job = nameAndDescription(JOB_MESSAGES);
const jobFieldEntries = {
  jobName: job.name,
  jobDescription: job.description,
  clientId: idField(JOB_MESSAGES.clientRequired),
  jobTypeId: idField(JOB_MESSAGES.jobTypeRequired),
  dateIn: dateField(JOB_MESSAGES.startRequired),
  dateOut: dateField(JOB_MESSAGES.endRequired),
};

/** End after start; reported on the end date, and checked once both dates are readable. */
const endIsAfterStart = (input: { dateIn: string; dateOut: string }): boolean => Date.parse(input.dateOut) > Date.parse(input.dateIn);

/**
 * The two dates on their own: the end after the start is checked whatever the other fields
 * hold, so the form shows it beside their messages (docs/behaviour.md §5 "Create and edit job").
 */
export const jobDatesSchema = v.pipe(
  v.object({ dateIn: jobFieldEntries.dateIn, dateOut: jobFieldEntries.dateOut }),
  v.forward(v.partialCheck([['dateIn'], ['dateOut']], endIsAfterStart, JOB_MESSAGES.endBeforeStart), ['dateOut']),
);

/** What the job form checks: its six fields and the end after the start. */
export const jobFieldsSchema = v.pipe(
  v.object(jobFieldEntries),
  v.forward(v.partialCheck([['dateIn'], ['dateOut']], endIsAfterStart, JOB_MESSAGES.endBeforeStart), ['dateOut']),
);

/** POST /api/v1/job/add: the fields (the creator's `id` is dropped: the session says who). */
export const newJobSchema = jobFieldsSchema;

/** POST /api/v1/job/update: the job's id first, then the fields; status stays read-only. */
export const jobUpdateSchema = v.pipe(
  v.object({ id: idField(JOB_MESSAGES.notFound), ...jobFieldEntries, statusId: v.optional(v.unknown()) }),
  v.forward(v.partialCheck([['dateIn'], ['dateOut']], endIsAfterStart, JOB_MESSAGES.endBeforeStart), ['dateOut']),
);

const task = nameAndDescription(TASK_MESSAGES);
const taskFieldEntries = { taskName: task.name, taskDescription: task.description };

/** What the add-task form checks. */
export const taskFieldsSchema = v.object(taskFieldEntries);

/** POST /api/v1/task/add: a new task of a job, with optional files. */
export const newTaskSchema = v.object({
  jobId: idField(JOB_MESSAGES.notFound),
  ...taskFieldEntries,
  taskFileList: v.optional(fileListSchema, []),
});

export type JobFields = v.InferOutput<typeof jobFieldsSchema>;
export type NewJobInput = v.InferOutput<typeof newJobSchema>;
export type JobUpdateInput = v.InferOutput<typeof jobUpdateSchema>;
export type NewTaskInput = v.InferOutput<typeof newTaskSchema>;
