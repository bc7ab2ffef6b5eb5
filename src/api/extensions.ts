/**
 * Extension endpoints (docs/api-extensions.md): calls beyond the firm's API that the mock
 * implements and a real server may lack. `fetchExtensions` asks which ones the server has; a
 * screen offers a feature only when its extension is there (docs/design.md §2).
 */
import { request } from './client';
import { CHANGED, LIST, OK, RECORD, command, recordWithLists, unwrap } from './envelope';
import type { Envelope } from './types';
import type { ExtensionName } from './extensionNames';
import { EXTENSIONS_KEY } from './storageKeys';

/** Every extension path, written once for the app and the mock. */
export const extensionPaths = {
  /** GET -> Envelope<string[]>: the names of the extensions this server has. Signed in. 404: none. */
  capabilities: '/api/ext/v1/capabilities',
  /** POST TaskHandover -> Envelope<Task>; success OK. Admin. */
  taskHandover: '/api/ext/v1/task/handover',
  /** GET ?id -> Envelope<Holdings>: the work only this user can move on. Admin. */
  userHoldings: '/api/ext/v1/users/holdings',
  /** POST UserHandover -> Envelope<HandedOver>; success OK. Admin. */
  userHandover: '/api/ext/v1/users/handover',
  /** PUT ?id -> Envelope<null>; success '200': a deactivated user can work again. Admin. */
  userReactivate: '/api/ext/v1/users/reactivate',
  /** GET ?taskId -> Envelope<SignOffTrail>: a task's sign-off trail. Signed in; Staff their own tasks. */
  signOffTrail: '/api/ext/v1/sign-off/trail',
  /** GET ?taskIds=1,2 -> Envelope<AwaitedLevel[]>: which level each task awaits. Signed in. */
  signOffLevels: '/api/ext/v1/sign-off/levels',
  /** GET ?jobId -> Envelope<JobSignOffRecord>: every task's trail of a job. Admin. */
  jobSignOff: '/api/ext/v1/sign-off/job',
  /** GET -> Envelope<SignOffSettings> (signed in); PUT SignOffSettings -> Envelope<SignOffSettings>, success OK (Admin). */
  signOffSettings: '/api/ext/v1/settings/sign-off',
  /** GET ActivityQuery -> Envelope<Paged<ActivityEntry>>, newest first; nothing edits or deletes an entry. Admin. */
  activity: '/api/ext/v1/activity',
  /** GET -> Envelope<Holiday[]> (signed in); PUT { holidays } -> Envelope<Holiday[]>, success OK (Admin). */
  holidays: '/api/ext/v1/holidays',
  /** GET -> Envelope<SubstituteOverride[]> (signed in); PUT { substitutes } -> Envelope<SubstituteOverride[]>, success OK (Admin). */
  holidaySubstitutes: '/api/ext/v1/holidays/substitutes',
  /** GET -> Envelope<ComplianceRule[]>, every version (signed in); POST RuleVersion -> Envelope<ComplianceRule[]>, success OK (Admin). */
  complianceRules: '/api/ext/v1/compliance-rules',
  /** GET -> Envelope<ClientObligations[]>, every active client (signed in); PUT { rows } -> Envelope<ClientObligations[]>, success OK (Admin). */
  clientObligations: '/api/ext/v1/client-obligations',
  /** GET -> Envelope<JobTemplate[]>; POST TemplateFields -> Envelope<JobTemplate>; PUT ?id TemplateFields; DELETE ?id. Admin. */
  templates: '/api/ext/v1/templates',
  /** POST { id, retired } -> Envelope<JobTemplate>: retire a template or bring it back. Admin. */
  templateRetire: '/api/ext/v1/templates/retire',
  /** GET -> Envelope<ClientTeam[]>; PUT ClientTeam -> Envelope<ClientTeam>. Admin. */
  clientTeams: '/api/ext/v1/client-teams',
  /** GET -> Envelope<PlanningSettings> (signed in); PUT PlanningSettings (Admin). */
  planningSettings: '/api/ext/v1/settings/planning',
  /** POST Plan -> Envelope<PlannedJob[]>: jobs with their assigned tasks from a template, all or nothing. Admin. */
  plan: '/api/ext/v1/plan',
} as const;

export { EXTENSIONS, type ExtensionName } from './extensionNames';

/** What the server says it has; nothing when it does not know the call or cannot answer it. */
export type Extensions = readonly string[];

export const NO_EXTENSIONS: Extensions = [];

export const hasExtension = (extensions: Extensions, name: ExtensionName): boolean => extensions.includes(name);

/**
 * The extensions of the server the app talks to. A server without the call (404, or any other
 * failure of this read) has none: its features stay hidden rather than failing when used. It
 * never fails: a 401 has already ended the session in `request`, as for every call.
 */
export async function fetchExtensions(signal?: AbortSignal): Promise<Extensions> {
  let extensions: Extensions;
  try {
    const envelope = await request<Envelope<string[]>>(extensionPaths.capabilities, { signal });
    extensions = unwrap(envelope, OK, '', LIST).filter((name): name is string => typeof name === 'string');
  } catch {
    return NO_EXTENSIONS;
  }
  try {
    localStorage.setItem(EXTENSIONS_KEY, JSON.stringify(extensions));
  } catch {
    // Storage refused: the next start draws the sidebar without them until this read answers.
  }
  return extensions;
}

/**
 * What the server said it had the last time it answered in this browser (none before that, or
 * after a failed read changed nothing): a start draws its sidebar from it at once, so links are
 * not added under a person's pointer when the read answers (docs/decisions/101-nothing-jumps-while-a-page-loads.md).
 */
export function lastKnownExtensions(): Extensions {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(EXTENSIONS_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((name): name is string => typeof name === 'string') : NO_EXTENSIONS;
  } catch {
    return NO_EXTENSIONS;
  }
}

/** A task someone holds, as the holdings name it. */
export interface HeldTask {
  taskId: number;
  taskName: string;
  jobId: number;
  jobName: string;
  statusName: string;
}

/** What a user holds that nobody else can move on (docs/behaviour.md §4 "Nothing stranded"). */
export interface Holdings {
  /** Unverified tasks they are the only working reviewer of (awaiting review or not yet submitted). */
  onlyReviewerOf: HeldTask[];
  /** Assigned tasks they have not handed in yet. */
  assigneeOf: HeldTask[];
}

export const NOTHING_HELD: Holdings = { onlyReviewerOf: [], assigneeOf: [] };

export interface TaskHandover {
  taskId: number;
  assigneeId?: number;
  reviewerIds?: number[];
}

export interface UserHandover {
  userId: number;
  reviewerId?: number;
  assigneeId?: number;
}

/** How many tasks a user handover moved. */
export interface HandedOver {
  reviewerTasks: number;
  assigneeTasks: number;
}

const HOLDINGS_FAILED = 'Failed to read what this user holds';
const HANDOVER_FAILED = 'Failed to hand over';
const REACTIVATE_FAILED = 'Failed to reactivate user';

export async function fetchHoldings(userId: number, signal?: AbortSignal): Promise<Holdings> {
  const envelope = await request<Envelope<Holdings>>(extensionPaths.userHoldings, { query: { id: userId }, signal });
  return unwrap(envelope, OK, HOLDINGS_FAILED, recordWithLists('onlyReviewerOf', 'assigneeOf'));
}

/** One task's new assignee or reviewers; the screen reloads the job after it. */
export async function handOverTask(body: TaskHandover, signal?: AbortSignal): Promise<void> {
  const envelope = await request<Envelope<unknown>>(extensionPaths.taskHandover, { method: 'POST', body, signal });
  unwrap(envelope, OK, HANDOVER_FAILED, RECORD);
}

/** Everything `userId` holds to the new reviewer and assignee, in one call. */
export async function handOverHoldings(body: UserHandover, signal?: AbortSignal): Promise<void> {
  await command(extensionPaths.userHandover, { method: 'POST', body, signal }, OK, HANDOVER_FAILED);
}

export async function reactivateUser(id: number, signal?: AbortSignal): Promise<void> {
  await command(extensionPaths.userReactivate, { method: 'PUT', query: { id }, signal }, CHANGED, REACTIVATE_FAILED);
}
