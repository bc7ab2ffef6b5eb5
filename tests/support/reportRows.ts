import type { ReportRow } from '../../src/api/types';

/**
 * A row of the reports the server sends: a task of March's job, assigned to Ada Obi by the
 * admin and still active; `patch` replaces any of its fields.
 */
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
    endDate: '2026-03-10T17:00:00',
    dateAssigned: '2026-03-02T09:00:00',
    dateFinished: null,
    dateAproved: null,
    jobEndDate: '2026-03-31T17:00:00',
    jobFinishedDate: null,
    ...patch,
  };
}
