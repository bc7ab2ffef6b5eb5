/**
 * The Plan jobs wizard (docs/behaviour.md §2, Compliance Calendar): choose clients (the
 * likely-due ones preselected) → fill the empty roles of their teams, or skip those clients →
 * preview each job with its tasks and who does them → create them all in one call from the
 * obligation's template (docs/api-extensions.md `templates`). One job per client × obligation ×
 * period: a client already planned cannot be chosen, and a job the server already has under the
 * same name is skipped with its tasks (docs/decisions/010-compliance-jobs-by-name.md,
 * docs/decisions/071-one-call-plans.md).
 */
import { assertEvent, assign, not, sendTo, setup } from 'xstate';
import { fetchClientOptions, fetchUserOptions } from '../api/dropdowns';
import { fetchSignOffSettings } from '../api/signOff';
import {
  fetchClientTeams,
  fetchTemplates,
  saveClientTeam,
  submitPlan,
  TEAM_SAVE_FAILED,
  type ClientTeam,
  type Plan,
  type JobTemplate,
  type PlannedJob,
} from '../api/templates';
import type { OptionItem, UserOption } from '../api/types';
import {
  PLAN_FAILED_MESSAGE,
  PLAN_NO_CLIENTS_MESSAGE,
  PLAN_OPTIONS_FAILED_MESSAGE,
  PLAN_TEAMS_INCOMPLETE_MESSAGE,
  clientDue,
  followsYearEnd,
  holidaysAround,
  payloadDates,
  planDescription,
  previewRows,
  teamFor,
  teamGaps,
  templateFor,
  withRole,
  type ClientRef,
  type ComplianceJob,
  type ClientYear,
  type Deadline,
  type HolidayCalendar,
  type PlanRow,
  type TeamGap,
  type TeamMember,
} from '../domain/compliance';
import { loadClientObligations } from '../api/complianceData';
import { loadDeclaredHolidays } from '../api/declaredHolidays';
import { isAdminType } from '../domain/roles';
import { levelsFor, type SignOffSettings } from '../domain/signOff';
import type { TeamRole } from '../domain/templates';
import { createLoaderMachine, oneMessage } from './loader.machine';
import { known } from './known';
import { createFormModalMachine, STOPPED_WAITING_MESSAGE } from './formModal.machine';

export interface PlanJobsInput {
  deadline: Deadline;
  planned: ComplianceJob[];
  likely: ClientRef[];
  userId: number;
}

export interface PlanJobsContext extends PlanJobsInput {
  clients: OptionItem[];
  /** The obligation's template in service; null when none is linked to it. */
  template: JobTemplate | null;
  /** Every client's team as the server keeps it, with what was filled in here. */
  teams: ClientTeam[];
  /** The teams as the server keeps them: going back drops what was filled in and not saved. */
  storedTeams: ClientTeam[];
  /** The teams filled in here, to be saved before the preview. */
  edited: number[];
  people: TeamMember[];
  /** The template's second sign-off tasks go to the partner too (the firm's sign-off setting). */
  secondSignOff: boolean;
  selected: number[];
  filter: string;
  /** The chosen clients with an empty role, while they are being filled in or skipped. */
  gaps: TeamGap[];
  /** Each client's own year end and incorporation (CIT and the development levy only). */
  years: ClientYear[];
  /** The days the clients' own due dates move past (CIT and the development levy only). */
  holidays: HolidayCalendar | null;
  results: PlannedJob[];
  error: string | null;
}

export type PlanJobsEvent =
  | { type: 'client.toggled'; clientId: number }
  | { type: 'filter.changed'; text: string }
  | { type: 'selection.cleared' }
  | { type: 'preview.requested' }
  | { type: 'role.filled'; clientId: number; role: TeamRole; userId: number }
  | { type: 'teams.confirmed' }
  | { type: 'gaps.skipped' }
  | { type: 'preview.left' }
  | { type: 'submission.cancelled' }
  | { type: 'plan.confirmed' }
  | { type: 'reload.requested' }
  | { type: 'modal.closed' };

interface Options {
  clients: OptionItem[];
  templates: JobTemplate[];
  teams: ClientTeam[];
  people: TeamMember[];
  signOff: SignOffSettings;
  years: ClientYear[];
  holidays: HolidayCalendar | null;
}

const memberOf = (user: UserOption): TeamMember => ({ id: user.id, name: user.name, reviews: isAdminType(user.userType) });
/** Locked or deactivated people are never offered (docs/behaviour.md §4 "Nothing stranded"). */
const offered = (user: UserOption): boolean => !user.isLocked && user.active !== 0;

/**
 * The clients' own years, for an obligation due from each one's year end: the client
 * obligations grid's (none on a server without it) and the firm's declared holidays.
 */
async function readYears(deadline: Deadline, signal: AbortSignal): Promise<Pick<Options, 'years' | 'holidays'>> {
  if (!followsYearEnd(deadline)) return { years: [], holidays: null };
  const [rows, { holidays: declared }] = await Promise.all([loadClientObligations(signal), loadDeclaredHolidays(signal)]);
  const { year } = deadline.period;
  return { years: rows ?? [], holidays: holidaysAround(declared, [year, year + 1, year + 2]) };
}

async function loadOptions(deadline: Deadline, signal: AbortSignal): Promise<Options> {
  const [clients, templates, teams, users, signOff, years] = await Promise.all([
    fetchClientOptions(signal),
    fetchTemplates(signal),
    fetchClientTeams(signal),
    fetchUserOptions(signal),
    fetchSignOffSettings(signal),
    readYears(deadline, signal),
  ]);
  return { clients, templates, teams, people: users.filter(offered).map(memberOf), signOff, ...years };
}

/**
 * The preview's rows: one per chosen client and one per client already planned, each with its
 * own due date (for CIT and the development levy, from its own year end: clientDue).
 */
export function planRows(context: PlanJobsContext): PlanRow[] {
  const { deadline, holidays, years } = context;
  const dueOf = (clientId: number) =>
    holidays
      ? clientDue(
          deadline,
          years.find((y) => y.clientId === clientId),
          holidays,
        )
      : { date: deadline.date, yearEndAssumed: false };
  return previewRows(deadline, context.clients, context.selected, context.planned, dueOf);
}

/** The rows still to create: chosen, not already planned. */
const rowsOf = (context: PlanJobsContext) => planRows(context).filter((row) => row.existing === null);

const gapsOf = (context: PlanJobsContext): TeamGap[] =>
  context.template ? teamGaps(rowsOf(context), context.teams, context.people, context.template, context.secondSignOff) : [];

/** Saves each team filled in here, one after another; the first refusal stops it with the server's words. */
async function saveTeams(teams: readonly ClientTeam[], signal: AbortSignal): Promise<ClientTeam[]> {
  const saved: ClientTeam[] = [];
  for (const team of teams) saved.push(await saveClientTeam(team, signal));
  return saved;
}

/** What the wizard offers, read by the loader factory (loader.machine.ts): a failure maps to its message in one place. */
export const optionsLoader = createLoaderMachine('planJobsOptions', {
  load: ({ deadline }: { deadline: Deadline }, signal) => loadOptions(deadline, signal),
  isEmpty: () => false,
  messages: oneMessage(PLAN_OPTIONS_FAILED_MESSAGE),
  reload: 'after a failure',
});

/**
 * The teams step's save, a form-modal instance (formModal.machine.ts) the wizard runs as its
 * child `saveTeams` while the step is sent: its subject the teams filled in here. Its outcome
 * stays until the wizard, following it, moves on (`staysOpenOnSuccess`: no timer to cut short).
 */
export const teamsSaveMachine = createFormModalMachine<Record<string, never>, ClientTeam[], ClientTeam[]>(
  'planTeamsSave',
  {
    submit: ({ subject }, signal) => saveTeams(known(subject, 'teams'), signal),
    failureMessage: TEAM_SAVE_FAILED,
    staysOpenOnSuccess: true,
  },
  {},
);

/**
 * The create step's save, a form-modal instance run as the child `submitPlan` while the plan is
 * sent: its subject the plan call (`POST /api/ext/v1/plan`), its result the jobs made or found,
 * which the wizard takes as it moves on to show them until closed (`staysOpenOnSuccess`: no
 * timer to cut short).
 */
export const planSubmitMachine = createFormModalMachine<Record<string, never>, Plan, PlannedJob[]>(
  'planSubmit',
  {
    submit: ({ subject }, signal) => submitPlan(known(subject, 'plan'), signal),
    failureMessage: PLAN_FAILED_MESSAGE,
    staysOpenOnSuccess: true,
  },
  {},
);

/** The plan call for the rows still to create, each client's own dates where they are its own. */
function planOf(context: PlanJobsContext): Plan {
  const rows = rowsOf(context);
  const [first] = rows;
  return {
    templateId: context.template?.id ?? 0,
    jobDescription: planDescription(context.deadline),
    ...payloadDates(first.start, first.end),
    jobs: rows.map((row) => ({
      clientId: row.clientId,
      jobName: row.jobName,
      // Each client's own dates where they are its own (CIT and the levy: its year end).
      ...(followsYearEnd(context.deadline)
        ? { jobDescription: planDescription(context.deadline, row.due), ...payloadDates(row.start, row.end) }
        : {}),
    })),
  };
}

/** A save child's snapshot, as the wizard follows it: sent (`succeeded`) or back to editing with why not. */
interface SaveSnapshot<TResult> {
  value: unknown;
  context: { error: string | null; result: TResult | null };
}
const saved = <T>(snapshot: SaveSnapshot<T>) => snapshot.value === 'succeeded';
/** Refused or failed: the instance is editing again with its message (formModal.machine.ts). */
const notSaved = <T>(snapshot: SaveSnapshot<T>) => snapshot.value === 'editing' && snapshot.context.error !== null;

/**
 * Cancel, Escape or × while a save runs: the wizard goes back to the step, which stops the save
 * child and so aborts its call (as the instance's own `submission.cancelled` does), and says the
 * change may have been made, in the form modal's words (docs/behaviour.md §9).
 */
const stopWaitingBy = (step: 'teams' | 'previewing') =>
  ({
    'submission.cancelled': {
      target: step,
      description: 'Cancel while it is sent stops the save child, aborting its call, and keeps the input',
      actions: 'tellStopped',
    },
  }) as const;

export const planJobsMachine = setup({
  types: {} as {
    context: PlanJobsContext;
    events: PlanJobsEvent;
    input: PlanJobsInput;
    output: { created: number };
    children: { loadOptions: 'loadOptions'; saveTeams: 'saveTeams'; submitPlan: 'submitPlan' };
  },
  actors: {
    loadOptions: optionsLoader,
    saveTeams: teamsSaveMachine,
    submitPlan: planSubmitMachine,
  },
  guards: {
    'no client is chosen': ({ context }) => context.selected.length === 0,
    'the obligation has no template': ({ context }) => context.template === null,
    'a team has an empty role': ({ context }) => gapsOf(context).length > 0,
    'a role is still empty': ({ context }) => gapsOf(context).length > 0,
    'every chosen client was skipped': ({ context }) => context.selected.every((id) => context.gaps.some((gap) => gap.clientId === id)),
    'the client is already planned': ({ context, event }) => {
      assertEvent(event, 'client.toggled');
      return context.planned.some((job) => job.clientId === event.clientId);
    },
  },
  actions: {
    tellStopped: assign({ error: STOPPED_WAITING_MESSAGE }),
    toggleClient: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'client.toggled');
        return context.selected.includes(event.clientId)
          ? context.selected.filter((id) => id !== event.clientId)
          : [...context.selected, event.clientId];
      },
      error: null,
    }),
    noteGaps: assign({ gaps: ({ context }) => gapsOf(context), error: null }),
  },
}).createMachine({
  id: 'planJobs',
  context: ({ input }) => ({
    ...input,
    clients: [],
    template: null,
    teams: [],
    storedTeams: [],
    edited: [],
    people: [],
    secondSignOff: false,
    filter: '',
    gaps: [],
    years: [],
    holidays: null,
    results: [],
    error: null,
    selected: input.likely.map((c) => c.clientId).filter((id) => !input.planned.some((job) => job.clientId === id)),
  }),
  output: ({ context }) => ({ created: context.results.filter((r) => r.outcome === 'created').length }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ deadline: context.deadline }),
        // The loader says when the options are read, or why not (loader.machine.ts loadFailure).
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded' && event.snapshot.context.data !== null,
            target: 'checking',
            actions: assign(({ context, event }) => {
              const options = known(event.snapshot.context.data, 'options');
              const template = templateFor(context.deadline, options.templates);
              return {
                clients: options.clients,
                template,
                teams: options.teams,
                storedTeams: options.teams,
                people: options.people,
                years: options.years,
                holidays: options.holidays,
                secondSignOff: template !== null && levelsFor(options.signOff, template.jobTypeId) === 2,
                error: null,
              };
            }),
          },
          {
            guard: ({ event }) => event.snapshot.value === 'failed',
            target: 'failed',
            actions: assign({ error: ({ event }) => event.snapshot.context.error ?? PLAN_OPTIONS_FAILED_MESSAGE }),
          },
        ],
      },
    },
    checking: {
      always: [{ guard: 'the obligation has no template', target: 'noTemplate' }, { target: 'choosing' }],
    },
    failed: {
      on: { 'reload.requested': 'loading', 'modal.closed': 'closed' },
    },
    noTemplate: {
      on: { 'modal.closed': 'closed' },
    },
    choosing: {
      on: {
        'client.toggled': { guard: not('the client is already planned'), actions: 'toggleClient' },
        'filter.changed': { actions: assign({ filter: ({ event }) => event.text }) },
        'selection.cleared': { actions: assign({ selected: [], error: null }) },
        'preview.requested': [
          {
            guard: 'no client is chosen',
            description: 'Bad input sends nothing and says why.',
            actions: assign({ error: PLAN_NO_CLIENTS_MESSAGE }),
          },
          { guard: 'a team has an empty role', target: 'teams', actions: 'noteGaps' },
          { target: 'previewing', actions: assign({ error: null }) },
        ],
        'modal.closed': 'closed',
      },
    },
    teams: {
      on: {
        'role.filled': {
          actions: assign(({ context, event }) => ({
            teams: withRole(context.teams, event.clientId, event.role, event.userId),
            edited: context.edited.includes(event.clientId) ? context.edited : [...context.edited, event.clientId],
            error: null,
          })),
        },
        'teams.confirmed': [
          {
            guard: 'a role is still empty',
            description: 'Bad input sends nothing and says why.',
            actions: assign({ error: PLAN_TEAMS_INCOMPLETE_MESSAGE }),
          },
          { target: 'savingTeams', actions: assign({ error: null }) },
        ],
        'gaps.skipped': [
          {
            guard: 'every chosen client was skipped',
            target: 'choosing',
            actions: assign(({ context }) => ({
              selected: [],
              teams: context.storedTeams,
              edited: [],
              gaps: [],
              error: PLAN_NO_CLIENTS_MESSAGE,
            })),
          },
          {
            target: 'previewing',
            actions: assign(({ context }) => ({
              selected: context.selected.filter((id) => !context.gaps.some((g) => g.clientId === id)),
              teams: context.storedTeams,
              edited: [],
              gaps: [],
              error: null,
            })),
          },
        ],
        'preview.left': {
          target: 'choosing',
          description: 'Roles filled in and not saved are dropped.',
          actions: assign(({ context }) => ({ teams: context.storedTeams, edited: [], gaps: [], error: null })),
        },
        'modal.closed': 'closed',
      },
    },
    savingTeams: {
      tags: ['busy'],
      description: 'The teams filled in are sent by the form-modal instance saveTeams; the wizard follows it.',
      invoke: {
        id: 'saveTeams',
        src: 'saveTeams',
        onSnapshot: [
          {
            guard: ({ event }) => saved(event.snapshot),
            target: 'previewing',
            actions: assign(({ context }) => ({ storedTeams: context.teams, edited: [], gaps: [], error: null })),
          },
          {
            guard: ({ event }) => notSaved(event.snapshot),
            target: 'teams',
            description: 'A refused team keeps what was filled in and says why.',
            actions: assign({ error: ({ event }) => event.snapshot.context.error }),
          },
        ],
      },
      entry: [
        sendTo('saveTeams', ({ context }) => ({
          type: 'modal.opened' as const,
          values: {},
          subject: context.edited.map((id) => teamFor(context.teams, id)),
        })),
        sendTo('saveTeams', { type: 'form.submitted' }),
      ],
      on: stopWaitingBy('teams'),
    },
    previewing: {
      on: {
        'preview.left': { target: 'choosing', actions: assign({ error: null }) },
        'plan.confirmed': { target: 'creating', actions: assign({ error: null }) },
        'modal.closed': 'closed',
      },
    },
    creating: {
      tags: ['busy'],
      description: 'The plan is sent by the form-modal instance submitPlan; the wizard follows it.',
      invoke: {
        id: 'submitPlan',
        src: 'submitPlan',
        onSnapshot: [
          {
            guard: ({ event }) => saved(event.snapshot),
            target: 'done',
            actions: assign({ results: ({ event }) => event.snapshot.context.result ?? [] }),
          },
          {
            guard: ({ event }) => notSaved(event.snapshot),
            target: 'previewing',
            description: 'A refused or failed plan made nothing: the choice is kept to try again.',
            actions: assign({ error: ({ event }) => event.snapshot.context.error }),
          },
        ],
      },
      entry: [
        sendTo('submitPlan', ({ context }) => ({ type: 'modal.opened' as const, values: {}, subject: planOf(context) })),
        sendTo('submitPlan', { type: 'form.submitted' }),
      ],
      on: stopWaitingBy('previewing'),
    },
    done: {
      tags: ['saved'],
      on: { 'modal.closed': 'closed' },
    },
    closed: { type: 'final' },
  },
});
