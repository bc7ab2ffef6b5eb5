/**
 * Every entity of the product (docs/behaviour.md §3), exactly as the server sends or receives it.
 * The rest of the app is typed from here, so nothing past the api layer needs a cast.
 * Dates are ISO 8601 strings unless a comment says otherwise.
 */

export type IsoDate = string;

/** The envelope most calls answer with (docs/behaviour.md §3 "Other responses use the envelope"). */
export interface Envelope<T> {
  responseCode: string;
  responseDescription: string;
  response: T;
}

/** A server-paged list (docs/behaviour.md §3). */
export interface Paged<T> {
  items: T[];
  totalPages: number;
  totalItems: number;
  currentPage: number;
}

/* ---------- session ---------- */

export interface LoginRequest {
  email: string;
  password: string;
}

/** `response` of POST /api/v1/auth/login. */
export interface LoginResult {
  token: string;
  isLocked: boolean;
  id: number;
  email: string;
}

/** responseCode of the login call: OK, LOCKED, or anything else (refused). */
export type LoginResponse = Envelope<LoginResult | null>;

/**
 * What is kept under `workflow_user`: the login response object, completed with the
 * display fields of the profile once it has been fetched.
 */
export interface StoredUser extends LoginResult {
  firstName?: string;
  lastName?: string;
  userType?: number;
  userTypeName?: string;
  position?: string;
  imageUrl?: string;
}

/* ---------- users ---------- */

/** Numeric user types (docs/design.md §4): 1 Staff (tied to a job type), 2 Admin, 3 Super Admin. */
export type UserTypeId = number;

export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Numeric user type. */
  userType: UserTypeId;
  userTypeId: UserTypeId;
  userTypeName: string;
  /** Job type label text, e.g. 'Payroll'. */
  jobType: string;
  jobTypeId: number;
  positionId: number;
  positionName: string;
  imageUrl: string;
  /** 1 means active. */
  status: number;
  active: number;
  isLocked: boolean;
  dateRegistered: IsoDate;
}

/** Body of create-user (id 0) and update-user: the fields of a user that a form edits. */
export type UserPayload = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'userType' | 'jobTypeId' | 'positionId' | 'imageUrl'
>;

/* ---------- option lists ---------- */

export interface OptionItem {
  value: number;
  label: string;
}

/** Items of /api/v1/job/getjob as options: jobs also carry their dates. */
export interface JobOption extends OptionItem {
  jobNumber: string;
  dateIn: IsoDate;
  dateOut: IsoDate;
}

/** Raw item of /api/v1/job/getjob. */
export interface JobSearchItem {
  id: number;
  jobName: string;
  jobNumber: string;
  dateIn: IsoDate;
  dateOut: IsoDate;
  /** The job's tasks and how many are assigned, as the jobs list's items carry them; a server may leave them out. */
  taskCount?: number;
  taskAssigned?: number;
}

/** Item of the users dropdown, and the users-data record of the assignee picker. */
export interface UserOption {
  id: number;
  name: string;
  userType: UserTypeId;
  /** Job type label text. */
  jobType: string;
  /** Account state, when the server sends it: a locked or inactive person is never offered. */
  isLocked?: boolean;
  active?: number;
}

/* ---------- jobs ---------- */

export interface Job {
  id: number;
  jobName: string;
  jobNumber: string;
  jobDescription: string;
  clientId: number;
  clientName: string;
  jobTypeId: number;
  jobTypeName: string;
  /** 1 Active, 2 Done, 3 Verified, 4 Completed. */
  statusId: number;
  statusName: string;
  dateIn: IsoDate;
  dateOut: IsoDate;
  dateCreated: IsoDate;
  dateFinished: IsoDate | null;
  lastModifiedByName: string;
  taskCount: number;
  taskAssigned: number;
  isAssigned: boolean;
  isJobOverDue: boolean;
  jobOverDue: boolean;
  /** Details and my-jobs views. */
  startDate?: IsoDate;
  endDate?: IsoDate;
}

/** GET /api/v1/job/get: a paged list that also has a `response` field. */
export interface JobsPage extends Paged<Job> {
  response: string;
  responseDescription?: string;
}

/** GET /api/job: the signed-in user's jobs. Success: response 'OK' or description 'SUCCESSFUL'. */
export interface MyJobsPage extends Paged<Job> {
  response: string;
  responseDescription: string;
}

export interface JobsQuery {
  pageNumber: number;
  pageSize: number;
  clientId?: number;
  statusId?: number;
  text?: string;
  jobTypeId?: number;
  /** Only unfinished jobs past their end date (docs/decisions/005-overdue-preset.md). */
  overdue?: boolean;
  /** Only unfinished jobs whose end date lies in [dueFrom, dueTo] (ISO date-times). */
  dueFrom?: string;
  dueTo?: string;
}

export interface NewJobPayload {
  jobName: string;
  jobDescription: string;
  clientId: number;
  jobTypeId: number;
  dateIn: IsoDate;
  dateOut: IsoDate;
  /** The current user's id. */
  id: number;
}

/** Body of job update: the job's editable fields, its id and its status as they are. */
export type JobUpdatePayload = Pick<
  Job,
  'id' | 'jobName' | 'jobDescription' | 'clientId' | 'jobTypeId' | 'statusId' | 'dateIn' | 'dateOut'
>;

/** `response` of GET /api/v1/task?jobId. */
export interface JobDetails {
  job: Job;
  taskList: Task[];
}

/* ---------- tasks ---------- */

export interface TaskFile {
  id: number;
  fileName: string;
  url: string;
  /** When the file was stored with the task, so files of a first and a later submission can be told apart. */
  dateUploaded?: IsoDate | null;
}

export interface UserTask {
  id: number;
  firstName: string;
  lastName: string;
}

export interface Task {
  id: number;
  taskName: string;
  taskNumber: string;
  taskDescription: string;
  jobId: number;
  jobName: string;
  statusName: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  dateCreated: IsoDate;
  dateFinished: IsoDate | null;
  dateVerified: IsoDate | null;
  reworkCount: number;
  isVerified: boolean;
  verifiedByName: string | null;
  createdByName: string;
  /** Who finished it. */
  modifiedByName: string | null;
  isTaskOverdue: boolean;
  isAssigned: boolean;
  taskFileList: TaskFile[];
  userTasks: UserTask[];
  /** Reviewers of the task (id, name). */
  reviewerList?: NamedRef[];
}

/** A file as sent to the server with a task: url and fileName. */
export interface FileRef {
  url: string;
  fileName: string;
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface NewTaskPayload {
  taskName: string;
  taskDescription: string;
  startDate: null;
  endDate: null;
  userList: NamedRef[];
  reviewerList: NamedRef[];
  jobId: number;
  statusId: 1;
  default: boolean;
  taskFileList: FileRef[];
}

/** Assignment payload (docs/behaviour.md §3), sent to /api/v1/task/update. */
export interface AssignmentPayload {
  /** The task. */
  id: number;
  jobId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Current user id. */
  createdBy: number;
  userList: [NamedRef];
  reviewerList: NamedRef[];
}

/** A task waiting for the signed-in user to finish it, or waiting for review. */
export interface PendingTaskItem {
  taskId: number;
  taskName: string;
  taskDescription: string;
  jobName: string;
  jobDescription: string;
  jobStartDate: IsoDate;
  jobEndDate: IsoDate;
  /** Task start. */
  tStartDate: IsoDate | null;
  /** Task deadline. */
  taskEndDate: IsoDate | null;
  taskFileList: TaskFile[];
  reworkCount?: number;
  /** Full name of the assignee (reviewer list only). */
  assignedTo?: string;
  /** When the task was last handed in (reviewer list only). */
  dateSubmitted?: IsoDate | null;
  /** The comment of that hand-in (reviewer list only). */
  submissionComment?: string | null;
  /** Set while the task is back with its assignee for rework: the reviewer's reason. */
  reworkReason?: string | null;
  /** Who sent it back, and when. */
  reworkedByName?: string | null;
  dateReturned?: IsoDate | null;
}

/** GET /api/v1/task/reviewer. */
/** One choice of a review queue filter: an assignee or a client, by id. */
export interface ReviewChoice {
  id: number;
  name: string;
}

export interface ReviewerPage extends Paged<PendingTaskItem> {
  response: string;
  responseDescription: string;
  /**
   * Ours (docs/decisions/036-return-with-a-new-deadline.md): the assignees and clients of the
   * reviewer's whole queue, whatever the filters, for the queue's filters. Absent from a server
   * without it, and then only the Overdue filter is offered.
   */
  choices?: { assignees: ReviewChoice[]; clients: ReviewChoice[] };
}

export interface TaskSubmission {
  comment: string;
  taskId: number;
  userId: number;
  taskFileList: FileRef[];
}

export interface ApprovePayload {
  comment: string;
  taskFileList: [];
  taskId: number;
  userId: number;
}

export interface RejectPayload {
  comment: string;
  taskId: number;
  userId: number;
  /** True when the task gets a new end date with the rejection (docs/decisions/036-return-with-a-new-deadline.md). */
  isDateRework: boolean;
  reworkDate: IsoDate | null;
  taskFileList: [];
}

export interface Comment {
  comment: string;
  email: string;
  dateCreated: IsoDate;
  lastModified: IsoDate;
  /** The commenter's full name and role, when the server knows the account. */
  authorName?: string;
  authorRole?: string;
}

/* ---------- dashboard ---------- */

export interface TodayTaskItem {
  task: Task;
}

export interface DashboardData {
  overDueJob: number;
  ongoingJob: number;
  taskInReview: number;
  taskToReview: number;
  todayJob: Job[];
  todayTask: TodayTaskItem[];
}

export interface DetailedReport {
  overDuetasks: Job[];
  onGoingTasks: Job[];
  tasksInReview: Job[];
  tasksToReview: Job[];
}

/* ---------- clients ---------- */

export interface Client {
  id: number;
  clientName: string;
  clientRepresentative: string;
  email: string;
  industry: string;
  designation: string;
  services: string;
  phone: string;
  address: string;
  dateCreated: IsoDate;
}

export type ClientPayload = Omit<Client, 'id' | 'dateCreated'>;
export type ClientUpdatePayload = ClientPayload & { id: number };

/* ---------- reports ---------- */

export interface ReportRow {
  taskName: string;
  jobName: string;
  assignedTo: string;
  creator: string;
  verifier: string | null;
  taskStatus: string;
  jobStatus: string;
  reworkCount: number;
  jobStartDate: IsoDate | null;
  /**
   * The task's start, beside its deadline `endDate`. Not in the spec's row: the mock sends it,
   * and the export writes N/A where a server does not (docs/decisions/031-the-exports-start-date-is-the-tasks.md).
   */
  startDate?: IsoDate | null;
  endDate: IsoDate | null;
  dateAssigned: IsoDate | null;
  dateFinished: IsoDate | null;
  /** Spelt so by the server. */
  dateAproved: IsoDate | null;
  jobEndDate: IsoDate | null;
  jobFinishedDate: IsoDate | null;
}

/** Derived on the client (docs/behaviour.md §4 reports summary rules). */
export interface ReportsSummary {
  totalTasks: number;
  completedTasks: number;
  verifiedTasks: number;
  reworkTasks: number;
  activeTasks: number;
  completionRate: number;
  averageReworkCount: number;
}

/** Report query dates, YYYY-MM-DD. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

/* ---------- notifications ---------- */

export interface NotificationCounts {
  pendingToApprove: number;
  pendingToFinish: number;
}

/* ---------- uploads ---------- */

/** Which endpoint of the file service a file goes to. */
export type UploadKind = 'image' | 'raw' | 'auto';

/** The file service's answer (only these fields are read). */
export interface UploadServiceResponse {
  secure_url?: string;
  url?: string;
  original_filename?: string;
}
