/**
 * The template editor's values and checks (docs/behaviour.md §2 "Templates"): what is typed,
 * checked with the server's own messages before anything is sent, and the fields it sends.
 */
import {
  TEAM_MESSAGES,
  TEMPLATE_MESSAGES,
  checklistProblem,
  copyName,
  sameName,
  type ClientTeam,
  type JobTemplate,
  type OffsetFrom,
  type TaskRole,
  type TemplateFields,
  type TemplateTask,
} from './templates';

/** A checklist row as typed: the offset is text until it is sent. */
export interface EditorTask {
  name: string;
  offset: string;
  from: OffsetFrom;
  role: TaskRole;
  filesRequired: boolean;
}

export interface TemplateFormValues {
  name: string;
  jobTypeId: string;
  description: string;
  obligation: string;
  tasks: EditorTask[];
}

/** What the editor edits: the template (null for a new one or a copy) and the other templates' names. */
export interface TemplateSubject {
  template: JobTemplate | null;
  takenNames: string[];
}

export const blankTask = (): EditorTask => ({ name: '', offset: '0', from: 'deadline', role: 'preparer', filesRequired: false });

export const emptyTemplateValues: TemplateFormValues = { name: '', jobTypeId: '', description: '', obligation: '', tasks: [blankTask()] };

const toEditorTask = (task: TemplateTask): EditorTask => ({ ...task, offset: String(task.offsetDays) });

export function templateToValues(template: JobTemplate): TemplateFormValues {
  return {
    name: template.name,
    jobTypeId: String(template.jobTypeId),
    description: template.description,
    obligation: template.obligation,
    tasks: template.tasks.map(toEditorTask),
  };
}

/** A copy: the same checklist under a free name, linked to no obligation (only one template serves each). */
export function copyValues(template: JobTemplate, names: readonly string[]): TemplateFormValues {
  return { ...templateToValues(template), name: copyName(template.name, names), obligation: '' };
}

const OFFSET = /^[+-]?\d{1,3}$/;

export function valuesToFields(values: TemplateFormValues): TemplateFields {
  return {
    name: values.name.trim(),
    jobTypeId: Number(values.jobTypeId),
    description: values.description.trim(),
    obligation: values.obligation,
    tasks: values.tasks.map((task) => ({
      name: task.name.trim(),
      offsetDays: Number(task.offset.trim()),
      from: task.from,
      role: task.role,
      filesRequired: task.filesRequired,
    })),
  };
}

export type TemplateFieldErrors = Partial<Record<'name' | 'jobTypeId' | 'tasks', string>>;

/** The editor's checks, in the server's order and with its messages; empty when it may be sent. */
export function validateTemplate(values: TemplateFormValues, subject: TemplateSubject | null): TemplateFieldErrors {
  const errors: TemplateFieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = TEMPLATE_MESSAGES.nameRequired;
  else if (name.length > 100) errors.name = TEMPLATE_MESSAGES.nameTooLong;
  else if ((subject?.takenNames ?? []).some((taken) => sameName(taken, name))) errors.name = TEMPLATE_MESSAGES.duplicateName;
  if (!/^[1-9]\d*$/.test(values.jobTypeId)) errors.jobTypeId = TEMPLATE_MESSAGES.jobType;
  const tasks = values.tasks;
  if (tasks.some((task) => !task.name.trim())) errors.tasks = TEMPLATE_MESSAGES.taskName;
  else if (tasks.some((task) => !OFFSET.test(task.offset.trim()) || Math.abs(Number(task.offset)) > 365))
    errors.tasks = TEMPLATE_MESSAGES.offset;
  else {
    const problem = checklistProblem(valuesToFields(values).tasks);
    if (problem) errors.tasks = problem;
  }
  return errors;
}

/** A client's team as the team editor types it: user ids as text, '' for an empty role. */
export interface TeamFormValues {
  preparerId: string;
  reviewerId: string;
  partnerId: string;
}

export interface TeamSubject {
  clientId: number;
  clientName: string;
}

export const emptyTeamValues: TeamFormValues = { preparerId: '', reviewerId: '', partnerId: '' };

export const teamToValues = (team: ClientTeam): TeamFormValues => ({
  preparerId: team.preparerId ? String(team.preparerId) : '',
  reviewerId: team.reviewerId ? String(team.reviewerId) : '',
  partnerId: team.partnerId ? String(team.partnerId) : '',
});

export const valuesToTeam = (clientId: number, values: TeamFormValues): ClientTeam => ({
  clientId,
  preparerId: Number(values.preparerId) || 0,
  reviewerId: Number(values.reviewerId) || 0,
  partnerId: Number(values.partnerId) || 0,
});

/** The server's checks the editor can make itself, with its messages (docs/api-extensions.md `client-teams`). */
export function validateTeam(values: TeamFormValues): Partial<Record<keyof TeamFormValues, string>> {
  const { preparerId, reviewerId, partnerId } = values;
  if (preparerId && (preparerId === reviewerId || preparerId === partnerId)) return { preparerId: TEAM_MESSAGES.samePerson };
  if (reviewerId && reviewerId === partnerId) return { partnerId: TEAM_MESSAGES.reviewerIsPartner };
  return {};
}
