/**
 * Templates, client teams and plans as operations on the db (docs/api-extensions.md
 * `templates`, `client-teams`). Each takes a body its schema has read, makes every check first
 * and writes only when all pass, so a refused request changes nothing.
 */
import { JOB_MESSAGES } from '../../src/domain/schemas/jobs';
import type { PlannedJob, PlannedTask } from '../../src/api/templates';
import type { PlanInput, TemplateInput } from '../../src/domain/schemas/templates';
import { levelsFor } from '../../src/domain/signOff';
import {
  OBLIGATION_OPTIONS,
  TEAM_MESSAGES,
  TEAM_ROLE_NAMES,
  TEMPLATE_MESSAGES,
  datesProblem,
  emptyTeam,
  missingRoles,
  rolesNeeded,
  sameName,
  taskDue,
  taskPeople,
  type ClientTeam,
  type JobTemplate,
  type TeamRole,
} from '../../src/domain/templates';
import { canReview, type Outcome } from './rules';
import { jobNumberOf, taskNumberOf } from './recordNumbers';
import type { Db, JobTemplateRecord, TaskRecord, TemplateRecord, UserRecord } from './schema';
import { appendTrail } from './trail';

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refuse = <T>(message: string): Outcome<T> => ({ ok: false, message });

const working = (db: Db, id: number): UserRecord | undefined => db.users.find((u) => u.id === id && u.active && !u.isLocked && !u.deleted);

/** How many jobs that still exist were made from each template. */
function jobCounts(db: Db): Map<number, number> {
  const jobIds = new Set(db.jobs.map((job) => job.id));
  const counts = new Map<number, number>();
  for (const link of db.jobTemplates) if (jobIds.has(link.id)) counts.set(link.templateId, (counts.get(link.templateId) ?? 0) + 1);
  return counts;
}

export function templatesOf(db: Db): JobTemplate[] {
  const counts = jobCounts(db);
  return db.templates
    .map((t) => ({ ...structuredClone(t), jobCount: counts.get(t.id) ?? 0 }))
    .sort((a, b) => Number(a.retired) - Number(b.retired) || a.name.localeCompare(b.name));
}

export const templateOf = (db: Db, id: number): JobTemplate | undefined => templatesOf(db).find((t) => t.id === id);

function fieldsProblem(db: Db, body: TemplateInput, selfId: number, retired: boolean): string | null {
  if (db.templates.some((t) => t.id !== selfId && sameName(t.name, body.name))) return TEMPLATE_MESSAGES.duplicateName;
  if (!db.jobTypes.some((type) => type.id === body.jobTypeId)) return TEMPLATE_MESSAGES.jobType;
  if (body.obligation !== '' && !OBLIGATION_OPTIONS.some((o) => o.id === body.obligation)) return TEMPLATE_MESSAGES.obligation;
  if (!retired && body.obligation !== '' && db.templates.some((t) => t.id !== selfId && !t.retired && t.obligation === body.obligation)) {
    return TEMPLATE_MESSAGES.obligationTaken;
  }
  return null;
}

export function createTemplate(db: Db, body: TemplateInput): Outcome<TemplateRecord> {
  const problem = fieldsProblem(db, body, 0, false);
  if (problem) return refuse(problem);
  const record: TemplateRecord = { id: db.nextId.template++, ...structuredClone(body), retired: false };
  db.templates.push(record);
  return ok(record);
}

export function updateTemplate(db: Db, id: number, body: TemplateInput): Outcome<TemplateRecord> {
  const record = db.templates.find((t) => t.id === id);
  if (!record) return refuse(TEMPLATE_MESSAGES.notFound);
  const problem = fieldsProblem(db, body, id, record.retired);
  if (problem) return refuse(problem);
  Object.assign(record, structuredClone(body));
  return ok(record);
}

/** Retired templates stay (their jobs name them) but Plan jobs and Create New Job no longer offer them. */
export function setRetired(db: Db, id: number, retired: boolean): Outcome<TemplateRecord> {
  const record = db.templates.find((t) => t.id === id);
  if (!record) return refuse(TEMPLATE_MESSAGES.notFound);
  if (!retired && record.obligation !== '' && db.templates.some((t) => t.id !== id && !t.retired && t.obligation === record.obligation)) {
    return refuse(TEMPLATE_MESSAGES.obligationTaken);
  }
  record.retired = retired;
  return ok(record);
}

export function deleteTemplate(db: Db, id: number): Outcome<null> {
  if (!db.templates.some((t) => t.id === id)) return refuse(TEMPLATE_MESSAGES.notFound);
  if ((jobCounts(db).get(id) ?? 0) > 0) return refuse(TEMPLATE_MESSAGES.inUse);
  db.templates = db.templates.filter((t) => t.id !== id);
  db.jobTemplates = db.jobTemplates.filter((link) => link.templateId !== id);
  return ok(null);
}

export function teamOf(db: Db, clientId: number): ClientTeam {
  const row = db.clientTeams.find((t) => t.id === clientId);
  return row ? { clientId, preparerId: row.preparerId, reviewerId: row.reviewerId, partnerId: row.partnerId } : emptyTeam(clientId);
}

/** The teams of the active clients that have one. */
export function teamsOf(db: Db): ClientTeam[] {
  const active = new Set(db.clients.filter((c) => c.active).map((c) => c.id));
  return db.clientTeams.filter((row) => active.has(row.id)).map((row) => teamOf(db, row.id));
}

export function saveTeam(db: Db, team: ClientTeam): Outcome<ClientTeam> {
  if (!db.clients.some((c) => c.id === team.clientId && c.active)) return refuse(TEAM_MESSAGES.clientNotFound);
  const people = [team.preparerId, team.reviewerId, team.partnerId].filter((id) => id !== 0);
  if (people.some((id) => !working(db, id))) return refuse(TEAM_MESSAGES.person);
  const reviewers = [team.reviewerId, team.partnerId].filter((id) => id !== 0);
  if (reviewers.some((id) => db.users.some((u) => u.id === id && !canReview(u)))) return refuse(TEAM_MESSAGES.reviewerNotAdmin);
  if (team.preparerId !== 0 && reviewers.includes(team.preparerId)) return refuse(TEAM_MESSAGES.samePerson);
  if (team.reviewerId !== 0 && team.reviewerId === team.partnerId) return refuse(TEAM_MESSAGES.reviewerIsPartner);
  const row = db.clientTeams.find((t) => t.id === team.clientId);
  const fields = { preparerId: team.preparerId, reviewerId: team.reviewerId, partnerId: team.partnerId };
  if (row) Object.assign(row, fields);
  else db.clientTeams.push({ id: team.clientId, ...fields });
  return ok(teamOf(db, team.clientId));
}

/**
 * A team as planning may use it: a person who can no longer work, or a reviewer or partner who
 * can no longer review, leaves the role empty, so planning lists the client instead of failing
 * on its first task.
 */
function usableTeam(db: Db, clientId: number): ClientTeam {
  const team = teamOf(db, clientId);
  const keep = (id: number, reviews: boolean): number => {
    const user = working(db, id);
    return user && (!reviews || canReview(user)) ? id : 0;
  };
  return {
    clientId,
    preparerId: keep(team.preparerId, false),
    reviewerId: keep(team.reviewerId, true),
    partnerId: keep(team.partnerId, true),
  };
}

/** `Fill in the team of these clients first: Ade Ltd (Preparer), Bisi Ventures (Reviewer, Partner)` */
export const missingTeamMessage = (gaps: ReadonlyArray<{ clientName: string; roles: readonly TeamRole[] }>): string =>
  `Fill in the team of these clients first: ${gaps.map((g) => `${g.clientName} (${g.roles.map((r) => TEAM_ROLE_NAMES[r]).join(', ')})`).join(', ')}`;

const fullName = (db: Db, id: number): string => {
  const user = db.users.find((u) => u.id === id);
  return user ? `${user.firstName} ${user.lastName}` : '';
};

/**
 * One job per client from a template, each with its tasks assigned from the client's team, in
 * one change: every check is made first, so a refused plan leaves nothing half made. A client
 * that already has a job of that name is skipped, with its tasks left as they are.
 */
export function planJobs(db: Db, body: PlanInput, actor: UserRecord, now = new Date()): Outcome<PlannedJob[]> {
  const template = db.templates.find((t) => t.id === body.templateId);
  if (!template) return refuse(TEMPLATE_MESSAGES.notFound);
  if (template.retired) return refuse(TEMPLATE_MESSAGES.retired);
  if (!db.jobTypes.some((type) => type.id === template.jobTypeId)) return refuse(TEMPLATE_MESSAGES.jobType);
  // Each job's own dates (a client's own year end) or the plan's, every one checked before any write.
  const datesOf = (job: PlanInput['jobs'][number]) => ({
    dateIn: Date.parse(job.dateIn ?? body.dateIn),
    dateOut: Date.parse(job.dateOut ?? body.dateOut),
  });
  for (const job of body.jobs) {
    const { dateIn, dateOut } = datesOf(job);
    if (dateOut <= dateIn) return refuse(JOB_MESSAGES.endBeforeStart);
    const late = datesProblem(template.tasks, dateIn, dateOut);
    if (late) return refuse(late);
  }
  const clients = body.jobs.map((job) => ({ job, client: db.clients.find((c) => c.id === job.clientId && c.active) }));
  if (clients.some(({ client }) => !client)) return refuse(JOB_MESSAGES.clientRequired);
  const secondSignOff = levelsFor(db.signOff, template.jobTypeId) === 2;
  const needed = rolesNeeded(template.tasks, secondSignOff);
  const existing = (clientId: number, jobName: string) => db.jobs.find((j) => j.clientId === clientId && sameName(j.jobName, jobName));
  const gaps = clients
    .filter(({ job }) => !existing(job.clientId, job.jobName))
    .map(({ job, client }) => ({ clientName: client?.clientName ?? '', roles: missingRoles(usableTeam(db, job.clientId), needed) }))
    .filter((gap) => gap.roles.length > 0);
  if (gaps.length > 0) return refuse(missingTeamMessage(gaps));

  const at = now.toISOString();
  const results: PlannedJob[] = [];
  for (const { job: wanted, client } of clients) {
    const clientName = client?.clientName ?? '';
    const found = existing(wanted.clientId, wanted.jobName);
    if (found) {
      const tasks = db.tasks.filter((t) => t.jobId === found.id);
      results.push({
        clientId: wanted.clientId,
        clientName,
        jobId: found.id,
        jobName: found.jobName,
        outcome: 'skipped',
        tasks: tasks.map((t) => plannedTask(db, t)),
      });
      continue;
    }
    const { dateIn, dateOut } = datesOf(wanted);
    const id = db.nextId.job++;
    db.jobs.push({
      id,
      jobName: wanted.jobName,
      jobNumber: jobNumberOf(id),
      jobDescription: wanted.jobDescription ?? body.jobDescription,
      clientId: wanted.clientId,
      jobTypeId: template.jobTypeId,
      statusId: 1,
      dateIn: new Date(dateIn).toISOString(),
      dateOut: new Date(dateOut).toISOString(),
      dateCreated: at,
      dateFinished: null,
      createdBy: actor.id,
      lastModifiedBy: actor.id,
    });
    const link: JobTemplateRecord = { id, templateId: template.id, filesRequiredTaskIds: [] };
    db.jobTemplates.push(link);
    const team = usableTeam(db, wanted.clientId);
    const tasks = template.tasks.map((item) => {
      const people = taskPeople(item.role, team, secondSignOff);
      const taskId = db.nextId.task++;
      const task: TaskRecord = {
        id: taskId,
        taskName: item.name,
        taskNumber: taskNumberOf(taskId),
        taskDescription: `${item.name} for ${wanted.jobName}.${item.filesRequired ? ' Attach the files when you submit it.' : ''}`,
        jobId: id,
        statusName: 'Active',
        startDate: new Date(dateIn).toISOString(),
        endDate: new Date(taskDue(item, dateIn, dateOut)).toISOString(),
        dateCreated: at,
        dateAssigned: at,
        dateFinished: null,
        dateVerified: null,
        isVerified: false,
        createdBy: actor.id,
        assignedBy: actor.id,
        assigneeId: people.assigneeId,
        reviewerIds: people.reviewerIds,
        finishedBy: null,
        verifiedBy: null,
        files: [],
      };
      db.tasks.push(task);
      // Kept beside the task so the submit call can hold to it (docs/decisions/091-files-required-on-submit.md).
      if (item.filesRequired) link.filesRequiredTaskIds.push(taskId);
      appendTrail(db, { taskId, kind: 'assigned', by: actor.id, assigneeId: people.assigneeId, reviewerIds: people.reviewerIds }, at);
      return plannedTask(db, task);
    });
    results.push({ clientId: wanted.clientId, clientName, jobId: id, jobName: wanted.jobName, outcome: 'created', tasks });
  }
  return ok(results);
}

function plannedTask(db: Db, task: TaskRecord): PlannedTask {
  return {
    taskName: task.taskName,
    assigneeName: task.assigneeId === null ? '' : fullName(db, task.assigneeId),
    reviewerNames: task.reviewerIds.map((id) => fullName(db, id)),
    endDate: task.endDate ?? '',
  };
}
