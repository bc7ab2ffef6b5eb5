/**
 * The bodies of the `templates` and `client-teams` extensions (docs/api-extensions.md): a
 * template as the editor saves it, a client's team, the planning setting and a plan. Shared by
 * the screens and the mock, one schema each (docs/decisions/011-one-schema-per-request.md).
 */
import * as v from 'valibot';
import { JOB_MESSAGES } from './jobs';
import { MAX_LENGTH, dateField, idField, idQuery, textField, visibleText } from './fields';
import { MAX_DAYS_AHEAD, PLANNING_MESSAGES, TASK_ROLES, TEAM_MESSAGES, TEMPLATE_MESSAGES, checklistProblem } from '../templates';

export const MAX_TEMPLATE_TASKS = 30;
export const MAX_TEMPLATE_DESCRIPTION = 500;
export const MAX_OFFSET_DAYS = 365;
/** Our decision: one plan covers at most the firm's active clients a screen can list. */
export const MAX_PLAN_JOBS = 500;

const offset = v.pipe(
  v.number(TEMPLATE_MESSAGES.offset),
  v.integer(TEMPLATE_MESSAGES.offset),
  v.minValue(-MAX_OFFSET_DAYS, TEMPLATE_MESSAGES.offset),
  v.maxValue(MAX_OFFSET_DAYS, TEMPLATE_MESSAGES.offset),
);

const templateTask = v.object({
  name: textField(TEMPLATE_MESSAGES.taskName, { length: MAX_LENGTH.name, message: TEMPLATE_MESSAGES.taskNameTooLong }),
  offsetDays: offset,
  from: v.picklist(['deadline', 'start'], TEMPLATE_MESSAGES.offset),
  role: v.picklist(TASK_ROLES, TEMPLATE_MESSAGES.taskName),
  filesRequired: v.boolean(TEMPLATE_MESSAGES.taskName),
});

/** POST /api/ext/v1/templates, PUT ?id=: a template's fields; the checklist's own problems after each field's. */
export const templateSchema = v.object({
  name: textField(TEMPLATE_MESSAGES.nameRequired, { length: MAX_LENGTH.name, message: TEMPLATE_MESSAGES.nameTooLong }),
  jobTypeId: idField(TEMPLATE_MESSAGES.jobType),
  description: v.pipe(visibleText(), v.trim(), v.maxLength(MAX_TEMPLATE_DESCRIPTION, TEMPLATE_MESSAGES.descriptionTooLong)),
  obligation: v.pipe(v.string(TEMPLATE_MESSAGES.obligation), v.trim()),
  tasks: v.pipe(
    v.array(templateTask, TEMPLATE_MESSAGES.noTasks),
    v.maxLength(MAX_TEMPLATE_TASKS, TEMPLATE_MESSAGES.tooManyTasks),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = checklistProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
});

export type TemplateInput = v.InferOutput<typeof templateSchema>;

export const templateIdQuerySchema = v.object({ id: idQuery(TEMPLATE_MESSAGES.notFound) });

const person = v.pipe(v.number(TEAM_MESSAGES.person), v.integer(TEAM_MESSAGES.person), v.minValue(0, TEAM_MESSAGES.person));

/** PUT /api/ext/v1/client-teams: one client's team, 0 leaving a role empty. */
export const clientTeamSchema = v.object({
  clientId: idField(TEAM_MESSAGES.clientNotFound),
  preparerId: person,
  reviewerId: person,
  partnerId: person,
});

/** PUT /api/ext/v1/settings/planning. */
export const planningSettingsSchema = v.object({
  daysAhead: v.pipe(
    v.number(PLANNING_MESSAGES.daysAhead),
    v.integer(PLANNING_MESSAGES.daysAhead),
    v.minValue(0, PLANNING_MESSAGES.daysAhead),
    v.maxValue(MAX_DAYS_AHEAD, PLANNING_MESSAGES.daysAhead),
  ),
});

export const PLAN_MESSAGES = {
  noJobs: 'Choose at least one client',
  tooMany: `A plan can create at most ${MAX_PLAN_JOBS} jobs at once`,
  oneJobPerClient: 'Choose each client once',
} as const;

const jobDescription = textField(JOB_MESSAGES.descriptionRequired, {
  length: MAX_LENGTH.description,
  message: JOB_MESSAGES.descriptionLong,
});

/**
 * One client's job of a plan. Its own dates and description, when given, replace the plan's:
 * CIT and the development levy fall due from each client's own year end (docs/behaviour.md §2).
 */
const planJob = v.object({
  clientId: idField(JOB_MESSAGES.clientRequired),
  jobName: textField(JOB_MESSAGES.nameRequired, { length: MAX_LENGTH.name, message: JOB_MESSAGES.nameLong }),
  jobDescription: v.optional(jobDescription),
  dateIn: v.optional(dateField(JOB_MESSAGES.startRequired)),
  dateOut: v.optional(dateField(JOB_MESSAGES.endRequired)),
});

/** POST /api/ext/v1/plan: one job per client from a template, each with its tasks, all or nothing. */
export const planSchema = v.object({
  templateId: idField(TEMPLATE_MESSAGES.notFound),
  jobDescription,
  dateIn: dateField(JOB_MESSAGES.startRequired),
  dateOut: dateField(JOB_MESSAGES.endRequired),
  jobs: v.pipe(
    v.array(planJob, PLAN_MESSAGES.noJobs),
    v.minLength(1, PLAN_MESSAGES.noJobs),
    v.maxLength(MAX_PLAN_JOBS, PLAN_MESSAGES.tooMany),
    v.check((jobs) => new Set(jobs.map((j) => j.clientId)).size === jobs.length, PLAN_MESSAGES.oneJobPerClient),
  ),
});

export type PlanInput = v.InferOutput<typeof planSchema>;
