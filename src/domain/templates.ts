/**
 * Job templates and client teams (docs/behaviour.md §2 "Templates", §4 "Planned work"): a
 * template's checklist, the team that fills its role placeholders, and the tasks a planned job
 * gets from both. Pure rules shared by the screens and the mock (docs/api-extensions.md
 * `templates`, `client-teams`).
 */
import { COMPLIANCE_RULES } from './compliance/rules';

/** Who a checklist task is given to (docs/decisions/069-role-placeholders.md). */
export type TaskRole = 'preparer' | 'reviewer' | 'secondSignOff';
export const TASK_ROLES: readonly TaskRole[] = ['preparer', 'reviewer', 'secondSignOff'];
export const TASK_ROLE_NAMES: Record<TaskRole, string> = {
  preparer: 'Preparer',
  reviewer: 'Reviewer',
  secondSignOff: 'Second sign-off',
};

/** What a task's due offset counts from: the job's deadline (its end) or its start. */
export type OffsetFrom = 'deadline' | 'start';

export interface TemplateTask {
  name: string;
  /** Days from `from`; negative is before it. */
  offsetDays: number;
  from: OffsetFrom;
  role: TaskRole;
  filesRequired: boolean;
}

export interface TemplateFields {
  name: string;
  jobTypeId: number;
  description: string;
  /** The obligation (src/domain/compliance/rules.ts id) Plan jobs uses it for; '' for none. */
  obligation: string;
  tasks: TemplateTask[];
}

export interface JobTemplate extends TemplateFields {
  id: number;
  retired: boolean;
  /** How many jobs were made from it: a template in use is retired, never deleted. */
  jobCount: number;
}

/** The people who fill a client's roles; 0 where the role is empty. */
export interface ClientTeam {
  clientId: number;
  preparerId: number;
  reviewerId: number;
  partnerId: number;
}

export type TeamRole = 'preparer' | 'reviewer' | 'partner';
export const TEAM_ROLES: readonly TeamRole[] = ['preparer', 'reviewer', 'partner'];
export const TEAM_ROLE_NAMES: Record<TeamRole, string> = { preparer: 'Preparer', reviewer: 'Reviewer', partner: 'Partner' };
export const TEAM_FIELD: Record<TeamRole, 'preparerId' | 'reviewerId' | 'partnerId'> = {
  preparer: 'preparerId',
  reviewer: 'reviewerId',
  partner: 'partnerId',
};

export const emptyTeam = (clientId: number): ClientTeam => ({ clientId, preparerId: 0, reviewerId: 0, partnerId: 0 });

/** The firm's planning setting (docs/api-extensions.md `templates`). */
export interface PlanningSettings {
  daysAhead: number;
}
export const DEFAULT_PLANNING: PlanningSettings = { daysAhead: 14 };
export const MAX_DAYS_AHEAD = 90;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: 'A template name must be at most 100 characters',
  duplicateName: 'A template with this name already exists',
  jobType: 'Please select a job type',
  descriptionTooLong: 'A description must be at most 500 characters',
  noTasks: 'Add at least one task to the checklist',
  tooManyTasks: 'A checklist can have at most 30 tasks',
  taskName: 'Every task needs a name',
  taskNameTooLong: "A task's name must be at most 100 characters",
  offset: 'An offset must be a whole number of days from -365 to 365',
  obligation: 'Choose an obligation from the list, or none',
  obligationTaken: 'Another template is already used for this obligation. Retire it first.',
  notFound: 'Template not found',
  inUse: 'This template is in use and cannot be deleted. Retire it instead.',
  retired: 'This template is retired. Choose another one.',
  saved: 'Template saved',
  created: 'Template created',
  deleted: 'Template deleted',
  retiredDone: 'Template retired',
  restored: 'Template restored',
} as const;

export const TEAM_MESSAGES = {
  clientNotFound: 'Client not found',
  person: 'Choose an active, unlocked user',
  reviewerNotAdmin: 'The reviewer and the partner must be Admins or Super Admins.',
  samePerson: "The preparer cannot also be the client's reviewer or partner.",
  reviewerIsPartner: 'The reviewer and the partner must be different people.',
  saved: 'Team saved',
} as const;

export const PLANNING_MESSAGES = {
  daysAhead: `Days ahead must be a whole number from 0 to ${MAX_DAYS_AHEAD}`,
  saved: 'Planning setting saved',
} as const;

/** `"Compute PAYE" would be due after its job's end.` — refused at save, plan and create time. */
export const afterEndMessage = (taskName: string): string => `"${taskName}" would be due after its job's end. Move its offset earlier.`;

/** The roles a template's tasks need filled; the partner only where a second sign-off applies. */
export function rolesNeeded(tasks: readonly Pick<TemplateTask, 'role'>[], secondSignOff: boolean): TeamRole[] {
  const needed = new Set<TeamRole>();
  for (const task of tasks) {
    needed.add('preparer');
    needed.add('reviewer');
    if (task.role === 'reviewer' || (task.role === 'secondSignOff' && secondSignOff)) needed.add('partner');
  }
  return TEAM_ROLES.filter((role) => needed.has(role));
}

export const missingRoles = (team: ClientTeam, needed: readonly TeamRole[]): TeamRole[] =>
  needed.filter((role) => team[TEAM_FIELD[role]] === 0);

/** Who a task goes to and who reviews it (docs/decisions/069-role-placeholders.md). */
export function taskPeople(role: TaskRole, team: ClientTeam, secondSignOff: boolean): { assigneeId: number; reviewerIds: number[] } {
  if (role === 'reviewer') return { assigneeId: team.reviewerId, reviewerIds: [team.partnerId] };
  if (role === 'secondSignOff' && secondSignOff) return { assigneeId: team.preparerId, reviewerIds: [team.reviewerId, team.partnerId] };
  return { assigneeId: team.preparerId, reviewerIds: [team.reviewerId] };
}

const DAY_MS = 86_400_000;

/** A task's due moment: its offset in whole days from the job's start or deadline. */
export function taskDue(task: Pick<TemplateTask, 'offsetDays' | 'from'>, dateIn: number, dateOut: number): number {
  return (task.from === 'deadline' ? dateOut : dateIn) + task.offsetDays * DAY_MS;
}

/** `"Collect payroll changes" would be due before its job's start.` */
export const beforeStartMessage = (taskName: string): string => `"${taskName}" would be due before its job's start. Move its offset later.`;

/** The first task the job's dates cannot hold, as its message; null when every task fits. */
export function datesProblem(tasks: readonly TemplateTask[], dateIn: number, dateOut: number): string | null {
  for (const task of tasks) {
    const due = taskDue(task, dateIn, dateOut);
    if (due > dateOut) return afterEndMessage(task.name);
    if (due < dateIn) return beforeStartMessage(task.name);
  }
  return null;
}

/** A checklist's own problem, before any job: an offset after the deadline can never fit. */
export function checklistProblem(tasks: readonly TemplateTask[]): string | null {
  if (tasks.length === 0) return TEMPLATE_MESSAGES.noTasks;
  const late = tasks.find((task) => task.from === 'deadline' && task.offsetDays > 0);
  return late ? afterEndMessage(late.name) : null;
}

export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The name a copy gets: "Copy of X", then "Copy of X (2)" … until no template has it. */
export function copyName(name: string, taken: readonly string[]): string {
  const base = `Copy of ${name}`;
  if (!taken.some((t) => sameName(t, base))) return base;
  for (let n = 2; ; n++) {
    const next = `${base} (${n})`;
    if (!taken.some((t) => sameName(t, next))) return next;
  }
}

/** The obligations a template can be linked to, by id and name. */
export const OBLIGATION_OPTIONS: ReadonlyArray<{ id: string; name: string; jobType: string }> = COMPLIANCE_RULES.map((rule) => ({
  id: rule.id,
  name: rule.jobTitle,
  jobType: rule.jobType,
}));

/**
 * The template the product ships for each obligation, built from its task list: each task due
 * on the job's deadline (its internal target), prepared by the preparer, the last one (the
 * filing) with the receipt required; the job type is found by name when the server is seeded.
 */
export function defaultTemplates(jobTypeIdOf: (name: string) => number): TemplateFields[] {
  return COMPLIANCE_RULES.map((rule) => ({
    name: rule.jobTitle,
    jobTypeId: jobTypeIdOf(rule.jobType),
    description: rule.obligation,
    obligation: rule.id,
    tasks: rule.tasks.map((name, i) => ({
      name,
      offsetDays: 0,
      from: 'deadline',
      role: 'preparer',
      filesRequired: i === rule.tasks.length - 1,
    })),
  }));
}
