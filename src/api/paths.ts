/**
 * Every server path of docs/behaviour.md §7, in one place, shared by the api modules and the mock
 * backend so the two can never drift. Comments give method, query / body and answer.
 */
export const paths = {
  /** POST {email, password} -> Envelope<LoginResult | null>; responseCode OK | LOCKED | other. Public. */
  login: '/api/v1/auth/login',
  /** POST (bearer token) -> Envelope<null>: the token stops working. A path of ours (docs/design.md §3 "Auth"). */
  logout: '/api/v1/auth/logout',
  /** GET -> Envelope<User>. */
  user: (id: number) => `/api/user/${id}`,

  /** GET ?userId -> Envelope<DashboardData>. Dashboard base. */
  home: '/api/v1/home',
  /** GET ?userId -> Envelope<DetailedReport>. Dashboard base. */
  homeDetailed: '/api/v1/home/detailed',

  /**
   * GET ?pageNumber&pageSize&clientId&statusId&text&jobTypeId -> JobsPage. Admin. Ours on top
   * (docs/decisions/005-overdue-preset.md): &overdue=true, &dueFrom&dueTo (ISO).
   */
  jobs: '/api/v1/job/get',
  /** GET ?pageNumber&pageSize&userId -> MyJobsPage. */
  myJobs: '/api/job',
  /** POST NewJobPayload -> Envelope<Job>; success responseCode CREATED. Admin. */
  jobAdd: '/api/v1/job/add',
  /** POST ?id -> Envelope<null>; success OK. Admin. */
  jobDelete: '/api/v1/job/delete',
  /** POST JobUpdatePayload -> Envelope<Job>; success OK. Admin. */
  jobUpdate: '/api/v1/job/update',
  /** GET ?jobId -> Envelope<JobDetails>; success OK. */
  jobDetails: '/api/v1/task',
  /** GET ?from&to&jobTypeId -> Envelope<JobSearchItem[]>. Admin. */
  jobsByTypeAndDate: '/api/v1/job/getjob',

  /** POST NewTaskPayload -> Envelope<Task>; success OK or CREATED. Admin. */
  taskAdd: '/api/v1/task/add',
  /** GET ?reviewerId&pageNumber&pageSize -> ReviewerPage. */
  tasksToReview: '/api/v1/task/reviewer',
  /** GET ?userId -> Envelope<PendingTaskItem[]>: the user's tasks still to finish. */
  myPendingTasks: '/api/task',
  /** POST TaskSubmission -> Envelope<null>; success OK. */
  taskFinished: '/api/v1/task/finished',
  /** POST ?taskId&userId, body ApprovePayload -> Envelope<null>; success OK. */
  taskValidate: '/api/v1/task/validate',
  /** POST ?taskId, body RejectPayload -> Envelope<null>; success OK. */
  taskRework: '/api/v1/task/rework',
  /** GET ?taskId -> Envelope<Comment[]>. */
  taskComments: '/api/v1/task/comments',
  /** POST AssignmentPayload -> Envelope<Task>; success OK. Admin. */
  taskUpdate: '/api/v1/task/update',
  /** GET ?jobId -> Envelope<{ taskList: Task[] }> (all tasks of the job). Admin. */
  tasksAvailable: '/api/v1/task/available',

  /** GET -> Envelope<OptionItem[]>. */
  dropdownClients: '/api/v1/dropdown/client',
  /** GET -> Envelope<OptionItem[]>. */
  dropdownJobTypes: '/api/v1/dropdown/jobtype',
  /** GET -> Envelope<OptionItem[]>. */
  dropdownUserTypes: '/api/userType',
  /** GET -> Envelope<UserOption[]> (trailing slash: the dropdown, not the paged list). */
  dropdownUsers: '/api/users/',
  /** GET -> Envelope<OptionItem[]>. */
  dropdownPositions: '/api/position',

  /** GET ?pageNumber&search -> Envelope<Paged<Client>> (10 per page). Admin. */
  clients: '/api/clients',
  /** POST ClientPayload -> Envelope<Client>; success '201'. Admin. */
  clientCreate: '/api/client/create-client',
  /** POST ClientUpdatePayload -> Envelope<Client>; success '201'. Admin. */
  clientUpdate: '/api/update-client',
  /** POST ?id -> Envelope<null>; success '200'. Admin. */
  clientDeactivate: '/api/deactivate-client',

  /** GET ?pageNumber&search -> Envelope<Paged<User>> (10 per page). Admin. */
  users: '/api/users',
  /** POST UserPayload (id 0) -> Envelope<User>; success '201'. Admin. */
  userCreate: '/api/user/create-user',
  /** POST UserPayload -> Envelope<User>; success '201'. Admin. */
  userUpdate: '/api/update-user',
  /** POST ?id -> Envelope<null>; success '200' (delete). Admin. */
  userDelete: '/api/user/deactivate-user',
  /** PUT ?id -> Envelope<null>; success '200' or '201'. Admin. */
  userLock: '/api/lock-user',
  /** PUT ?id -> Envelope<null>; success '200' or '201'. Admin. */
  userUnlock: '/api/unlock-user',
  /** PUT ?id -> Envelope<null>; success '200' or '201'. Admin. */
  userDeactivate: '/api/deactivate-user',

  /** GET ?startDate&endDate (YYYY-MM-DD) -> Envelope<ReportRow[]>; success OK. Admin. */
  reports: '/api/v1/report/get',
  /** GET ?startDate&endDate -> a CSV file of the same rows. Admin. */
} as const;

/** File service paths, relative to VITE_UPLOAD_URL: multipart `file` + `upload_preset`. */
export const uploadPaths = {
  image: '/image/upload',
  raw: '/raw/upload',
  auto: '/auto/upload',
} as const;

/** Page sizes fixed by the server for the client-side-paged lists. */
export const SERVER_PAGE_SIZE = 10;
