/**
 * The `templates` and `client-teams` extensions (docs/api-extensions.md): job templates, each
 * client's team, the planning setting and plans that create jobs with their assigned tasks.
 */
import { ApiError, request } from './client';
import { LIST, OK, RECORD, command, unwrap } from './envelope';
import { extensionPaths } from './extensions';
import type { Envelope } from './types';
import type { ClientTeam, JobTemplate, PlanningSettings, TemplateFields } from '../domain/templates';

export type { ClientTeam, JobTemplate, PlanningSettings, TemplateFields } from '../domain/templates';

export interface PlannedTask {
  taskName: string;
  assigneeName: string;
  reviewerNames: string[];
  endDate: string;
}

/** One client's job of a plan: created now, or found already there and left alone with its tasks. */
export interface PlannedJob {
  clientId: number;
  clientName: string;
  jobId: number;
  jobName: string;
  outcome: 'created' | 'skipped';
  tasks: PlannedTask[];
}

export interface Plan {
  templateId: number;
  jobDescription: string;
  dateIn: string;
  dateOut: string;
  jobs: Array<{ clientId: number; jobName: string }>;
}

export const TEMPLATES_LOAD_FAILED = 'Failed to load templates';
export const TEMPLATE_SAVE_FAILED = 'Failed to save template';
export const TEAM_SAVE_FAILED = 'Failed to save the team';
export const PLANNING_SAVE_FAILED = 'Failed to save the planning setting';

const PLANNING = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'daysAhead' in value && typeof value.daysAhead === 'number';

export async function fetchTemplates(signal?: AbortSignal): Promise<JobTemplate[]> {
  const envelope = await request<Envelope<JobTemplate[]>>(extensionPaths.templates, { signal });
  return unwrap(envelope, OK, TEMPLATES_LOAD_FAILED, LIST);
}

export async function createTemplate(body: TemplateFields, signal?: AbortSignal): Promise<JobTemplate> {
  const envelope = await request<Envelope<JobTemplate>>(extensionPaths.templates, { method: 'POST', body, signal });
  return unwrap(envelope, OK, TEMPLATE_SAVE_FAILED, RECORD);
}

export async function updateTemplate(id: number, body: TemplateFields, signal?: AbortSignal): Promise<JobTemplate> {
  const envelope = await request<Envelope<JobTemplate>>(extensionPaths.templates, { method: 'PUT', query: { id }, body, signal });
  return unwrap(envelope, OK, TEMPLATE_SAVE_FAILED, RECORD);
}

export async function retireTemplate(id: number, retired: boolean, signal?: AbortSignal): Promise<void> {
  await command(extensionPaths.templateRetire, { method: 'POST', body: { id, retired }, signal }, OK, TEMPLATE_SAVE_FAILED);
}

export async function deleteTemplate(id: number, signal?: AbortSignal): Promise<void> {
  await command(extensionPaths.templates, { method: 'DELETE', query: { id }, signal }, OK, 'Failed to delete template');
}

export async function fetchClientTeams(signal?: AbortSignal): Promise<ClientTeam[]> {
  const envelope = await request<Envelope<ClientTeam[]>>(extensionPaths.clientTeams, { signal });
  return unwrap(envelope, OK, 'Failed to load client teams', LIST);
}

export async function saveClientTeam(team: ClientTeam, signal?: AbortSignal): Promise<ClientTeam> {
  const envelope = await request<Envelope<ClientTeam>>(extensionPaths.clientTeams, { method: 'PUT', body: team, signal });
  return unwrap(envelope, OK, TEAM_SAVE_FAILED, RECORD);
}

export async function fetchPlanningSettings(signal?: AbortSignal): Promise<PlanningSettings> {
  const envelope = await request<Envelope<PlanningSettings>>(extensionPaths.planningSettings, { signal });
  return unwrap(envelope, OK, 'Failed to load the planning setting', PLANNING);
}

export async function savePlanningSettings(body: PlanningSettings, signal?: AbortSignal): Promise<PlanningSettings> {
  const envelope = await request<Envelope<PlanningSettings>>(extensionPaths.planningSettings, { method: 'PUT', body, signal });
  return unwrap(envelope, OK, PLANNING_SAVE_FAILED, PLANNING);
}

/** Every job of the plan with its assigned tasks, in one call: a refusal leaves nothing made. */
export async function submitPlan(body: Plan, signal?: AbortSignal): Promise<PlannedJob[]> {
  const envelope = await request<Envelope<PlannedJob[]>>(extensionPaths.plan, { method: 'POST', body, signal });
  return unwrap(envelope, OK, 'Failed to plan jobs', LIST);
}

/** `This client already has a job named "PAYE December 2026". Nothing was created.` */
export const jobExistsMessage = (jobName: string): string => `This client already has a job named "${jobName}". Nothing was created.`;

/**
 * One job from a template, with its tasks assigned from the client's team (Templates, "New
 * job"): the plan call for one client. A job of that name already there is a refusal here.
 */
export async function createJobFromTemplate(body: Plan, signal?: AbortSignal): Promise<PlannedJob> {
  const [job] = await submitPlan(body, signal);
  if (!job || job.outcome !== 'created') throw new ApiError(jobExistsMessage(body.jobs[0]?.jobName ?? ''), 'rejected');
  return job;
}
