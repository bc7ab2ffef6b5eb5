/**
 * The Templates screen (docs/behaviour.md §2 "Templates"): the templates with the job types they
 * use (a loader), the template editor (create, edit, copy), and retire / bring back / delete
 * confirmations, each a form modal; and each client's team (a loader and its editor, docs/decisions/070-client-teams-beside-the-templates.md).
 * A saved change makes its list read again.
 */
import { sendParent, sendTo, setup, type ActorRefFromLogic } from 'xstate';
import { fetchClientOptions, fetchJobTypeOptions, fetchUserOptions } from '../api/dropdowns';
import {
  createJobFromTemplate,
  createTemplate,
  deleteTemplate,
  fetchClientTeams,
  fetchTemplates,
  saveClientTeam,
  TEAM_SAVE_FAILED,
  retireTemplate,
  updateTemplate,
  TEMPLATES_LOAD_FAILED,
  TEMPLATE_SAVE_FAILED,
  type ClientTeam,
  type JobTemplate,
  type PlannedJob,
} from '../api/templates';
import type { OptionItem, UserOption } from '../api/types';
import {
  emptyTeamValues,
  emptyTemplateValues,
  validateTeam,
  validateTemplate,
  valuesToFields,
  valuesToTeam,
  type TeamFormValues,
  type TeamSubject,
  type TemplateFormValues,
  type TemplateSubject,
} from '../domain/templateForm';
import { EMPTY_JOB_FORM, toIsoDate, validateJob, type JobFormValues } from '../domain/jobs';
import { PLAN_OPTIONS_FAILED_MESSAGE } from '../domain/compliance';
import { createFormModalMachine, type FormModalContext, type FormModalEvent } from './formModal.machine';
import { createLoaderMachine } from './loader.machine';

export interface TemplatesData {
  templates: JobTemplate[];
  jobTypes: OptionItem[];
}

export const templatesLoader = createLoaderMachine<null, TemplatesData>('templates', {
  load: async (_, signal) => {
    const [templates, jobTypes] = await Promise.all([fetchTemplates(signal), fetchJobTypeOptions(signal)]);
    return { templates, jobTypes };
  },
  isEmpty: (data) => data.templates.length === 0,
  messages: { refused: TEMPLATES_LOAD_FAILED, failed: TEMPLATES_LOAD_FAILED },
});

export interface TeamsData {
  clients: OptionItem[];
  teams: ClientTeam[];
  /** People who can be named: locked or deactivated accounts are never offered. */
  people: UserOption[];
}

export const TEAMS_LOAD_FAILED = 'Failed to load client teams';

/** Every active client with its team, and the people who may fill a role. */
export const teamsLoader = createLoaderMachine<null, TeamsData>('clientTeams', {
  load: async (_, signal) => {
    const [clients, teams, users] = await Promise.all([fetchClientOptions(signal), fetchClientTeams(signal), fetchUserOptions(signal)]);
    return { clients, teams, people: users.filter((u) => !u.isLocked && u.active !== 0) };
  },
  isEmpty: (data) => data.clients.length === 0,
  messages: { refused: TEAMS_LOAD_FAILED, failed: TEAMS_LOAD_FAILED },
});

/** One client's team: who prepares, who reviews, who signs the second sign-off (docs/behaviour.md §2 "Templates"). */
export const teamEditorMachine = createFormModalMachine<TeamFormValues, TeamSubject, ClientTeam>(
  'teamEditor',
  {
    validate: (values) => validateTeam(values),
    submit: ({ values, subject }, signal) =>
      subject ? saveClientTeam(valuesToTeam(subject.clientId, values), signal) : Promise.reject(new Error(TEAM_SAVE_FAILED)),
    failureMessage: TEAM_SAVE_FAILED,
  },
  emptyTeamValues,
);

/** Create (no template in the subject, a copy too) or edit one template; checked with the server's messages first. */
export const templateEditorMachine = createFormModalMachine<TemplateFormValues, TemplateSubject, JobTemplate>(
  'templateEditor',
  {
    validate: (values, subject) => validateTemplate(values, subject),
    submit: ({ values, subject }, signal) =>
      subject?.template
        ? updateTemplate(subject.template.id, valuesToFields(values), signal)
        : createTemplate(valuesToFields(values), signal),
    failureMessage: TEMPLATE_SAVE_FAILED,
    draft: { form: 'template', record: (subject) => (subject?.template ? `template-${subject.template.id}` : 'new') },
  },
  emptyTemplateValues,
);

/** Retire a template, or bring a retired one back. */
export const templateRetireMachine = createFormModalMachine<Record<string, never>, JobTemplate, void>(
  'templateRetire',
  {
    submit: ({ subject }, signal) =>
      subject ? retireTemplate(subject.id, !subject.retired, signal) : Promise.reject(new Error(TEMPLATE_SAVE_FAILED)),
    failureMessage: TEMPLATE_SAVE_FAILED,
  },
  {},
);

export const TEMPLATE_DELETE_FAILED = 'Failed to delete template';

/** Delete a template no job was made from (the server refuses one in use). */
export const templateDeleteMachine = createFormModalMachine<Record<string, never>, JobTemplate, void>(
  'templateDelete',
  {
    submit: ({ subject }, signal) => (subject ? deleteTemplate(subject.id, signal) : Promise.reject(new Error(TEMPLATE_DELETE_FAILED))),
    failureMessage: TEMPLATE_DELETE_FAILED,
  },
  {},
);

export const TEMPLATE_JOB_FAILED = 'Failed to create job';

/**
 * A job from a template (docs/behaviour.md §2 "Templates", "New job"): the client, name,
 * description and dates as Create New Job asks them, the job type the template's; the job is
 * made with the template's tasks assigned from the client's team, in one call.
 */
export const templateJobMachine = createFormModalMachine<JobFormValues, JobTemplate, PlannedJob, OptionItem[]>(
  'templateJob',
  {
    prepare: { read: (signal) => fetchClientOptions(signal), failureMessage: PLAN_OPTIONS_FAILED_MESSAGE },
    validate: (values) => validateJob(values),
    submit: ({ values, subject }, signal) =>
      subject
        ? createJobFromTemplate(
            {
              templateId: subject.id,
              jobDescription: values.jobDescription.trim(),
              dateIn: toIsoDate(values.dateIn),
              dateOut: toIsoDate(values.dateOut),
              jobs: [{ clientId: Number(values.clientId), jobName: values.jobName.trim() }],
            },
            signal,
          )
        : Promise.reject(new Error(TEMPLATE_JOB_FAILED)),
    failureMessage: TEMPLATE_JOB_FAILED,
  },
  EMPTY_JOB_FORM,
);

type ListChanged = { type: 'list.changed' } | { type: 'teams.changed' };

/** A form modal that tells the screen once it has saved and closed, so the list reads again. */
function toldOnCompletion<TValues extends object, TSubject, TResult, TPrepared = never>(
  machine: ReturnType<typeof createFormModalMachine<TValues, TSubject, TResult, TPrepared>>,
  told: ListChanged = { type: 'list.changed' },
) {
  return machine.provide({
    actions: {
      announceCompletion: sendParent<
        FormModalContext<TValues, TSubject, TResult, TPrepared>,
        FormModalEvent<TValues, TSubject>,
        unknown,
        ListChanged,
        FormModalEvent<TValues, TSubject>
      >(told),
    },
  });
}

/** The screen's root: the list and each modal, spawned under their names; a completed modal makes the list read again. */
export const templatesScreenMachine = setup({
  types: {} as {
    context: {
      list: ActorRefFromLogic<typeof templatesLoader>;
      editor: ActorRefFromLogic<typeof templateEditorMachine>;
      retirer: ActorRefFromLogic<typeof templateRetireMachine>;
      remover: ActorRefFromLogic<typeof templateDeleteMachine>;
      teams: ActorRefFromLogic<typeof teamsLoader>;
      teamEditor: ActorRefFromLogic<typeof teamEditorMachine>;
      jobMaker: ActorRefFromLogic<typeof templateJobMachine>;
    };
    events: { type: 'list.changed' };
  },
  actors: {
    list: templatesLoader,
    editor: toldOnCompletion(templateEditorMachine),
    retirer: toldOnCompletion(templateRetireMachine),
    remover: toldOnCompletion(templateDeleteMachine),
    teams: teamsLoader,
    teamEditor: toldOnCompletion(teamEditorMachine, { type: 'teams.changed' }),
    jobMaker: toldOnCompletion(templateJobMachine),
  },
}).createMachine({
  id: 'templatesScreen',
  context: ({ spawn }) => ({
    list: spawn('list', { id: 'list', input: null }),
    editor: spawn('editor', { id: 'editor' }),
    retirer: spawn('retirer', { id: 'retirer' }),
    remover: spawn('remover', { id: 'remover' }),
    teams: spawn('teams', { id: 'teams', input: null }),
    teamEditor: spawn('teamEditor', { id: 'teamEditor' }),
    jobMaker: spawn('jobMaker', { id: 'jobMaker' }),
  }),
  on: {
    'list.changed': { actions: sendTo('list', { type: 'reload.requested' }) },
    'teams.changed': { actions: sendTo('teams', { type: 'reload.requested' }) },
  },
});
