/**
 * Records as the server sends them, for a test that answers a call itself: each factory gives
 * one with plain values, `patch` replacing any of its fields.
 */
import type { Job, PendingTaskItem, ReportRow, Task } from '../../src/api/types';

const DAY = 86_400_000;

/** A row of the reports: a task of March's job, assigned to Ada Obi by the admin and still active. */
export function reportRow(patch: Partial<ReportRow> = {}): ReportRow {
  return {
    taskName: 'Task',
    jobName: 'Job',
    assignedTo: 'Ada Obi',
    creator: 'Admin User',
    verifier: null,
    taskStatus: 'Active',
    jobStatus: 'Active',
    reworkCount: 0,
    jobStartDate: '2026-03-01T08:00:00',
    startDate: '2026-03-02T09:00:00',
    endDate: '2026-03-10T17:00:00',
    dateAssigned: '2026-03-02T09:00:00',
    dateFinished: null,
    dateAproved: null,
    jobEndDate: '2026-03-31T17:00:00',
    jobFinishedDate: null,
    ...patch,
  };
}

/** Task `taskId` of a pending list: of the January payroll job, started on 2 January, due a day from now, without files. */
export function pendingTask(taskId: number, patch: Partial<PendingTaskItem> = {}): PendingTaskItem {
  return {
    taskId,
    taskName: `Task ${taskId}`,
    taskDescription: '',
    jobName: 'Payroll Jan',
    jobDescription: '',
    jobStartDate: '2026-01-01T00:00:00Z',
    jobEndDate: '2030-01-01T00:00:00Z',
    tStartDate: '2026-01-02T08:00:00Z',
    taskEndDate: new Date(Date.now() + DAY).toISOString(),
    taskFileList: [],
    ...patch,
  };
}

/** A page of a list: `items` on page `currentPage` of `totalPages`, out of `totalItems` in all. */
export function listPage<T>(items: T[], at: { currentPage: number; totalPages: number; totalItems: number }) {
  return { items, ...at, response: 'OK', responseDescription: 'SUCCESSFUL' };
}

/** A page of a list that the server refuses, with `responseDescription` as its reason (or none). */
export function refusedPage(responseDescription: string) {
  return { ...listPage([], { currentPage: 1, totalPages: 0, totalItems: 0 }), response: 'FAILED', responseDescription };
}

/** An active job of Acme Ltd, running from 5 January to 5 February 2026, not finished. */
export function apiJob(id: number, patch: Partial<Job> = {}): Job {
  return {
    id,
    jobName: `Job ${id}`,
    jobNumber: `JOB-${id}`,
    jobDescription: `Description of job ${id}`,
    clientId: 1,
    clientName: 'Acme Ltd',
    jobTypeId: 1,
    jobTypeName: 'Bookkeeping',
    statusId: 1,
    statusName: 'Active',
    dateIn: '2026-01-05T09:00:00Z',
    dateOut: '2026-02-05T09:00:00Z',
    dateCreated: '2026-01-01T09:00:00Z',
    dateFinished: null,
    lastModifiedByName: '',
    taskCount: 2,
    taskAssigned: 2,
    isAssigned: true,
    isJobOverDue: false,
    jobOverDue: false,
    startDate: '2026-01-05T09:00:00Z',
    endDate: '2026-02-05T09:00:00Z',
    ...patch,
  };
}

/** A pending task of job 1, due 1 February 2026, assigned to Sam Staff, never sent back. */
export function apiTask(id: number, patch: Partial<Task> = {}): Task {
  return {
    id,
    taskName: `Task ${id}`,
    taskNumber: `TSK-${id}`,
    taskDescription: '',
    jobId: 1,
    jobName: 'Job 1',
    statusName: 'Pending',
    startDate: null,
    endDate: '2026-02-01T09:00:00Z',
    dateCreated: '2026-01-01T09:00:00Z',
    dateFinished: null,
    dateVerified: null,
    reworkCount: 0,
    isVerified: false,
    verifiedByName: null,
    createdByName: '',
    modifiedByName: null,
    isTaskOverdue: false,
    isAssigned: true,
    taskFileList: [],
    userTasks: [{ id: 3, firstName: 'Sam', lastName: 'Staff' }],
    ...patch,
  };
}
