/**
 * The Plan jobs wizard's rules (docs/behaviour.md §2, Compliance Calendar): who can be chosen,
 * what each new job will look like, and the messages it shows.
 */
import { addDays, parts, type CivilDate } from './civilDate';
import { clientAnnualDue, type ClientObligations } from './clientObligations';
import type { ClientRef, ComplianceJob, Deadline } from './deadlines';
import type { HolidayCalendar } from './holidays';
import { complianceJobName } from './periods';
import { LEAD_DAYS, plannedDates } from './plan';
import { statutoryDescription } from './statutoryDue';
import {
  TEAM_FIELD,
  emptyTeam,
  missingRoles,
  rolesNeeded,
  taskPeople,
  type ClientTeam,
  type JobTemplate,
  type TeamRole,
} from '../templates';

export const PLAN_NO_CLIENTS_MESSAGE = 'Choose at least one client';
export const PLAN_FAILED_MESSAGE = 'Failed to plan jobs';
/** As every form that reads its option lists says it (docs/behaviour.md §8). */
export const PLAN_OPTIONS_FAILED_MESSAGE = 'Failed to load form data. Please refresh and try again.';
export const PLAN_TEAMS_INCOMPLETE_MESSAGE = 'Fill in every empty role, or skip these clients.';
/** e.g. 'No template is linked to PAYE. Link one on the Templates page.' */
export const noTemplateMessage = (jobTitle: string): string => `No template is linked to ${jobTitle}. Link one on the Templates page.`;

/** A person a team may name, as the users list gives them. */
export interface TeamMember {
  id: number;
  name: string;
  /** Admins and Super Admins review (docs/decisions/006-reviewers-are-admins.md). */
  reviews: boolean;
}

/** A chosen client whose team leaves a role the template needs empty. */
export interface TeamGap {
  clientId: number;
  clientName: string;
  roles: TeamRole[];
}

/** The template Plan jobs uses for the obligation: the one in service linked to it. */
export const templateFor = (deadline: Deadline, templates: readonly JobTemplate[]): JobTemplate | null =>
  templates.find((t) => !t.retired && t.obligation === deadline.rule.id) ?? null;

export const teamFor = (teams: readonly ClientTeam[], clientId: number): ClientTeam =>
  teams.find((t) => t.clientId === clientId) ?? emptyTeam(clientId);

/**
 * The team as planning may use it: someone no longer offered (locked, deactivated), or a
 * reviewer or partner who cannot review, leaves the role empty, as the server reads it.
 */
export function usableTeam(team: ClientTeam, people: readonly TeamMember[]): ClientTeam {
  const keep = (id: number, reviews: boolean) => (people.some((p) => p.id === id && (!reviews || p.reviews)) ? id : 0);
  return {
    clientId: team.clientId,
    preparerId: keep(team.preparerId, false),
    reviewerId: keep(team.reviewerId, true),
    partnerId: keep(team.partnerId, true),
  };
}

/** The chosen clients (not yet planned) whose team leaves a needed role empty, by name. */
export function teamGaps(
  rows: readonly Pick<PlanRow, 'clientId' | 'clientName' | 'existing'>[],
  teams: readonly ClientTeam[],
  people: readonly TeamMember[],
  template: JobTemplate,
  secondSignOff: boolean,
): TeamGap[] {
  const needed = rolesNeeded(template.tasks, secondSignOff);
  return rows
    .filter((row) => row.existing === null)
    .map((row) => ({
      clientId: row.clientId,
      clientName: row.clientName,
      roles: missingRoles(usableTeam(teamFor(teams, row.clientId), people), needed),
    }))
    .filter((gap) => gap.roles.length > 0);
}

/** One person filled into a client's team, the other roles kept. */
export function withRole(teams: readonly ClientTeam[], clientId: number, role: TeamRole, userId: number): ClientTeam[] {
  const next = { ...teamFor(teams, clientId), [TEAM_FIELD[role]]: userId };
  return [...teams.filter((t) => t.clientId !== clientId), next];
}

/** Each task of a planned job with who does it and who reviews it, by name. */
export function assignedTasks(
  template: JobTemplate,
  team: ClientTeam,
  people: readonly TeamMember[],
  secondSignOff: boolean,
): Array<{ name: string; assignee: string; reviewers: string[] }> {
  const nameOf = (id: number) => people.find((p) => p.id === id)?.name ?? '';
  return template.tasks.map((task) => {
    const { assigneeId, reviewerIds } = taskPeople(task.role, team, secondSignOff);
    return { name: task.name, assignee: nameOf(assigneeId), reviewers: reviewerIds.map(nameOf) };
  });
}

export interface OptionLike {
  value: number;
  label: string;
}

export interface PlanRow {
  clientId: number;
  clientName: string;
  jobName: string;
  start: CivilDate;
  end: CivilDate;
  tasks: string[];
  /** The day this client's job is due: its own for CIT and the development levy. */
  due: CivilDate;
  /** The client keeps no year end, so its CIT or levy dates assume 31 December. */
  yearEndAssumed: boolean;
  /** The job that already covers this client, obligation and period: shown, never created again. */
  existing: ComplianceJob | null;
}

/** Shown beside a client's CIT or levy dates when it keeps no year end. */
export const YEAR_END_ASSUMED = 'no year end set: 31 December assumed';

/** A client's own financial year, as the client obligations grid keeps it. */
export type ClientYear = Pick<ClientObligations, 'clientId' | 'yearEnd' | 'incorporated'>;

/** The day a client's job for a deadline is due, and whether its year end was assumed. */
export interface ClientDue {
  date: CivilDate;
  yearEndAssumed: boolean;
}

/** Obligations due from each client's own financial year end (docs/behaviour.md §2, Plan jobs). */
export const followsYearEnd = (deadline: Deadline): boolean =>
  (deadline.rule.id === 'cit' || deadline.rule.id === 'dev-levy') && deadline.period.kind === 'year';

/**
 * The day this client's job is due: for CIT and the development levy of the financial year
 * ending in the period's year, six months after the client's own year end (31 December when it
 * keeps none), or for a new company's first period the earlier of that and 18 months from
 * incorporation (clientAnnualDue); for every other obligation, the deadline's own day.
 */
export function clientDue(deadline: Deadline, year: ClientYear | undefined, holidays: HolidayCalendar): ClientDue {
  const id = deadline.rule.id;
  if (!followsYearEnd(deadline) || (id !== 'cit' && id !== 'dev-levy')) return { date: deadline.date, yearEndAssumed: false };
  const own = { yearEnd: year?.yearEnd ?? null, incorporated: year?.incorporated ?? null };
  return { date: clientAnnualDue(id, own, deadline.period.year, holidays, deadline.rule).date, yearEndAssumed: own.yearEnd === null };
}

/** The job type a rule asks for, by name; the first type when the server has none of that name. */
export function jobTypeFor(deadline: Deadline, jobTypes: readonly OptionLike[]): number {
  const wanted = deadline.rule.jobType.toLowerCase();
  return (jobTypes.find((t) => t.label.trim().toLowerCase() === wanted) ?? jobTypes[0])?.value ?? 0;
}

/** The clients to offer: likely-due first, then the rest by name; filtered by the text typed. */
export function offeredClients(clients: readonly OptionLike[], likely: readonly ClientRef[], filter: string): OptionLike[] {
  const likelyIds = new Set(likely.map((c) => c.clientId));
  const text = filter.trim().toLowerCase();
  return clients
    .filter((c) => !text || c.label.toLowerCase().includes(text))
    .sort((a, b) => Number(likelyIds.has(b.value)) - Number(likelyIds.has(a.value)) || a.label.localeCompare(b.label));
}

/** One row per chosen client, and one per client already planned (to be skipped). */
export function previewRows(
  deadline: Deadline,
  clients: readonly OptionLike[],
  selected: readonly number[],
  planned: readonly ComplianceJob[],
  dueOf: (clientId: number) => ClientDue = () => ({ date: deadline.date, yearEndAssumed: false }),
  leadDays?: number,
  bufferDays?: number,
): PlanRow[] {
  const names = new Map(clients.map((c) => [c.value, c.label]));
  const existing = new Map(planned.map((job) => [job.clientId, job]));
  const row = (clientId: number, clientName: string): PlanRow => {
    const due = dueOf(clientId);
    return {
      clientId,
      clientName,
      jobName: complianceJobName(deadline.rule, deadline.period, clientName),
      ...plannedDates(due.date, leadDays, bufferDays),
      tasks: deadline.rule.tasks,
      due: due.date,
      yearEndAssumed: due.yearEndAssumed,
      existing: existing.get(clientId) ?? null,
    };
  };
  const chosen = selected.filter((id) => !existing.has(id)).map((id) => row(id, names.get(id) ?? ''));
  const skipped = planned.map((job) => row(job.clientId, job.clientName));
  return [...chosen, ...skipped].sort((a, b) => a.clientName.localeCompare(b.clientName));
}

/** Payload dates: the start at 08:00 and the internal target at 17:00, local time. */
export function payloadDates(start: CivilDate, end: CivilDate): { dateIn: string; dateOut: string } {
  const at = (day: CivilDate, hour: number) => {
    const { year, month, day: d } = parts(day);
    return new Date(year, month - 1, d, hour).toISOString();
  };
  return { dateIn: at(start, 8), dateOut: at(end, 17) };
}

/** e.g. 'PAYE remittance and monthly return for November 2026, due 2026-12-10.' `due`: the client's own day. */
export function planDescription(deadline: Deadline, due: CivilDate = deadline.date): string {
  return statutoryDescription(deadline.rule.obligation, deadline.periodLabel, due);
}

/**
 * The days to look ahead for periods whose planning window may be open: a period's jobs start
 * LEAD_DAYS before its due date, and its window opens `daysAhead` days before that start.
 */
export const planningHorizon = (daysAhead: number): number => daysAhead + LEAD_DAYS;

/**
 * For each obligation, its next period whose planning window has opened (docs/behaviour.md §2
 * Dashboard, "Plan next period"): due today or later, and its jobs' start (due − lead days) at
 * most `daysAhead` days away. The earliest such period of each obligation, by due date.
 */
export function openPlanningWindows(deadlines: readonly Deadline[], today: CivilDate, daysAhead: number): Deadline[] {
  const seen = new Set<string>();
  return [...deadlines]
    .filter((d) => d.date >= today && plannedDates(d.date).start <= addDays(today, daysAhead))
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter((d) => !seen.has(d.rule.id) && Boolean(seen.add(d.rule.id)));
}
