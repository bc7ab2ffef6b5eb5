import { describe, expect, it } from 'vitest';
import { JOB_FILTER_PRESETS, summaryStatusName, taskStatusNameTone } from '../../src/domain/status';

// Job and task labels, labelTone, jobStatusTone and isTaskOverdue are tested at their date
// boundaries in jobsStatus.test.ts; this file covers the rest of src/domain/status.ts.

describe('task status names', () => {
  it('take the colours of docs/behaviour.md §4', () => {
    expect(taskStatusNameTone('Active')).toBe('primary');
    expect(taskStatusNameTone('Verified')).toBe('success');
    expect(taskStatusNameTone('Pending')).toBe('warning');
    expect(taskStatusNameTone('Ongoing not done by user')).toBe('info');
    expect(taskStatusNameTone('Cancelled')).toBe('danger');
    expect(taskStatusNameTone('Other')).toBe('secondary');
  });
});

describe('other rules', () => {
  it('labels Verified as Completed in the history summary', () => {
    expect(summaryStatusName('Verified')).toBe('Completed');
    expect(summaryStatusName('Active')).toBe('Active');
  });
  it('maps the /jobs status presets; overdue is not a status (decision 005)', () => {
    expect(JOB_FILTER_PRESETS).toEqual({ ongoing: 2, pending: 1, completed: 3 });
  });
});
