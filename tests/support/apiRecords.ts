/**
 * Jobs and tasks as the server's API sends them, for tests that hand a screen or a rule a
 * made-up record; `patch` sets what the test is about.
 */
import type { Job, Task } from '../../src/api/types';

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
