/**
 * What the mock backend stores. Records keep ids and raw facts only; everything the API
 * derives (names, counts, overdue flags, status names of jobs) is computed on read in
 * views.ts, so a write can never leave a stale copy behind.
 */
import type { Client, IsoDate, Job, TaskFile, UserPayload } from '../../src/api/types';
import type { ClientObligationsChange, ComplianceRule, SubstituteOverride } from '../../src/domain/compliance';
import type { SignOffSettings, TrailKind } from '../../src/domain/signOff';
import type { ClientTeam, PlanningSettings, TemplateFields } from '../../src/domain/templates';

/** What the user form edits (its userType: 1 Staff, tied to jobTypeId; 2 Admin; 3 Super Admin), and the account's state. */
export interface UserRecord extends UserPayload {
  active: boolean;
  isLocked: boolean;
  /** Deleted by an admin: inactive and gone from the users list; jobs and tasks keep the name. */
  deleted?: boolean;
  dateRegistered: IsoDate;
  password: string;
}

export interface ClientRecord extends Client {
  /** Deleting a client deactivates it (docs/behaviour.md §4); inactive clients leave every list. */
  active: boolean;
}

/** A job's own facts; its names, counts and overdue flags are derived on read. */
export interface JobRecord extends Pick<
  Job,
  | 'id'
  | 'jobName'
  | 'jobNumber'
  | 'jobDescription'
  | 'clientId'
  | 'jobTypeId'
  | 'statusId'
  | 'dateIn'
  | 'dateOut'
  | 'dateCreated'
  | 'dateFinished'
> {
  createdBy: number;
  lastModifiedBy: number;
}

export type TaskStatusName = 'Active' | 'Pending' | 'Ongoing not done by user' | 'Verified';

export interface TaskRecord {
  id: number;
  taskName: string;
  taskNumber: string;
  taskDescription: string;
  jobId: number;
  statusName: TaskStatusName;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  dateCreated: IsoDate;
  dateAssigned: IsoDate | null;
  dateFinished: IsoDate | null;
  dateVerified: IsoDate | null;
  isVerified: boolean;
  createdBy: number;
  assignedBy: number | null;
  assigneeId: number | null;
  reviewerIds: number[];
  finishedBy: number | null;
  verifiedBy: number | null;
  files: TaskFile[];
}

/**
 * One entry of a task's sign-off trail (docs/behaviour.md §4 "Sign-off trail"). Entries are only
 * ever appended: nothing edits or deletes one, and a task's rework count is the number of its
 * `returned` entries (views.ts reworkCountOf), so the two can never disagree.
 */
export interface TrailRecord {
  id: number;
  taskId: number;
  kind: TrailKind;
  at: IsoDate;
  /** Who did it; 0 for a person not known when older data was brought up to date (upgradeTrail.ts). */
  by: number;
  /** submitted, approved, returned: the submission's number (1, 2, ...). */
  submission: number | null;
  /** approved, returned: the level decided. */
  level: number | null;
  /** submitted: how many levels the submission needs, fixed when it is handed in. */
  levels: number | null;
  /** submitted: the hand-in's comment; approved, returned: the reviewer's comment or reason. */
  comment: string;
  /** submitted: the files handed in with it. */
  files: TaskFile[];
  /** assigned, handedOver: the assignee and reviewers after it. */
  assigneeId: number | null;
  reviewerIds: number[];
}

/**
 * A comment names its author by user id, never by email: an email can be changed or handed to
 * another account, and the review trail must not follow it (docs/behaviour.md §6).
 */
export interface CommentRecord {
  id: number;
  taskId: number;
  comment: string;
  /** The author's user id; 0 for an author no account matched when older data was upgraded (upgrade.ts). */
  authorId: number;
  dateCreated: IsoDate;
}

/**
 * A file held by the mock file service, served back at /mock-files/files/:key/:name. The bytes
 * live beside the db (store.ts `readFile`), so a db copy or a sync never carries them. `id`
 * numbers the row and its bytes; `key` (128 random bits, hex) is what a link names, so one
 * link cannot lead to the next (docs/decisions/021-files-served-as-attachments.md).
 */
export interface UploadRecord {
  id: number;
  key: string;
  fileName: string;
  /** As sniffed from its bytes when stored (src/domain/fileTypes.ts); it is sniffed again when served. */
  contentType: string;
  size: number;
  /** Who uploaded it: until a task or a photo names it, only they may read it. Null for files stored before this was kept. */
  uploadedBy: number | null;
}

/** A public holiday the Government declared, for the whole firm (docs/api-extensions.md `firm-holidays`). */
export interface HolidayRecord {
  id: number;
  /** YYYY-MM-DD. */
  date: string;
  name: string;
}

/** A job template (docs/api-extensions.md `templates`); how many jobs use it is read from `jobs`. */
export interface TemplateRecord extends TemplateFields {
  id: number;
  retired: boolean;
}

/** The template a job was made from (`id` is the job's id) and which of its tasks ask for files on submit. */
export interface JobTemplateRecord {
  id: number;
  templateId: number;
  filesRequiredTaskIds: number[];
}

/** Who fills each role for a client (docs/api-extensions.md `client-teams`); `id` is the client's id, one row a client. */
export interface ClientTeamRecord extends Omit<ClientTeam, 'clientId'> {
  id: number;
}

/** What a logged change did to its record (mocks/db/activityLog.ts). */
export type ActivityAction = 'created' | 'changed' | 'deleted';

/**
 * One entry of the firm activity log (docs/api-extensions.md `activity-log`): who changed which
 * record, when, and its fields before and after. Entries are only ever added; each carries a
 * hash over itself and the entry before it, so an entry changed in storage is found
 * (docs/decisions/045-the-firm-activity-log.md).
 */
export interface ActivityRecord {
  id: number;
  at: IsoDate;
  /** The signed-in user of the request that made the change; null when no one was signed in. */
  actorId: number | null;
  /** The kind of record: the table's name in the singular (user, client, job, task, comment, …). */
  kind: string;
  recordId: number;
  /** The record's name when the change was made (a job's name, a user's full name, …). */
  label: string;
  clientId: number | null;
  jobId: number | null;
  action: ActivityAction;
  /** The fields that changed as they were; null for a created record. */
  before: Record<string, unknown> | null;
  /** The fields that changed as they are now; null for a deleted record. */
  after: Record<string, unknown> | null;
  /** Fields that changed but are never written in the log (a password). */
  hidden: string[];
  /** SHA-256 (hex) of the previous entry's hash and this entry's facts. */
  hash: string;
}

export interface NamedOption {
  id: number;
  name: string;
}

/** The shape of the stored data; older stored data is upgraded on load (upgrade.ts). */
export const DB_VERSION = 4;

export interface Db {
  version: typeof DB_VERSION;
  scale: MockScale;
  /** When the seed was built; seeded dates are relative to it. */
  seededAt: IsoDate;
  jobTypes: NamedOption[];
  userTypes: NamedOption[];
  positions: NamedOption[];
  users: UserRecord[];
  clients: ClientRecord[];
  jobs: JobRecord[];
  tasks: TaskRecord[];
  comments: CommentRecord[];
  uploads: UploadRecord[];
  trail: TrailRecord[];
  /** The firm's sign-off setting (docs/decisions/039-second-sign-off-setting.md). */
  signOff: SignOffSettings;
  /** The firm activity log, oldest first; it only grows. */
  activity: ActivityRecord[];
  /** The declared public holidays, one a day. */
  holidays: HolidayRecord[];
  /**
   * Every version of every compliance rule (docs/api-extensions.md `compliance-rules`), kept
   * with the firm's settings rather than as a table: a few dozen records edited rarely.
   */
  complianceRules: ComplianceRule[];
  /** Which clients owe what, and each client's year end and incorporation (`client-obligations`); a client without a row owes nothing. */
  clientObligations: ClientObligationsChange[];
  /** An admin's removals and moves of computed weekend substitutes (`firm-holidays`). */
  holidaySubstitutes: SubstituteOverride[];
  /** Job templates, retired ones kept. */
  templates: TemplateRecord[];
  /** Each client's team; a client without a row has every role empty. */
  clientTeams: ClientTeamRecord[];
  /** The firm's planning setting: how many days ahead the next period is planned. */
  planning: PlanningSettings;
  /**
   * The template each job was made from (job id → template id): a template in use is never
   * deleted. `filesRequiredTaskIds` are the job's tasks whose checklist task asks for files on
   * submit, so a hand-in of one without a file is refused (docs/decisions/091-files-required-on-submit.md).
   */
  jobTemplates: JobTemplateRecord[];
  nextId: {
    user: number;
    client: number;
    job: number;
    task: number;
    comment: number;
    upload: number;
    activity: number;
    holiday: number;
    trail: number;
    template: number;
  };
}

export type MockScale = 'demo' | 'large';

export const DEMO_PASSWORD = 'demo1234';
