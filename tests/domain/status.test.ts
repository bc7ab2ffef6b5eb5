import { describe, expect, it } from 'vitest';
import {
  JOB_FILTER_PRESETS,
  isTaskOverdue,
  jobStatusLabel,
  jobStatusTone,
  labelTone,
  summaryStatusName,
  taskStatusLabel,
  taskStatusNameTone,
} from '../../src/domain/status';

const now = new Date('2026-06-15T12:00:00Z');
const end = '2026-06-10T12:00:00Z';
const before = '2026-06-09T12:00:00Z';
const after = '2026-06-11T12:00:00Z';

describe('job status label (spec §4)', () => {
  it('covers every branch', () => {
    expect(jobStatusLabel({ dateFinished: null, endDate: end }, now)).toBe('Uncompleted Late Job');
    expect(jobStatusLabel({ dateFinished: null, endDate: '2026-07-01T00:00:00Z' }, now)).toBe('Ongoing Job');
    expect(jobStatusLabel({ dateFinished: after, endDate: end }, now)).toBe('Completed Late Job');
    expect(jobStatusLabel({ dateFinished: before, endDate: end }, now)).toBe('Verified');
    expect(jobStatusLabel({ dateFinished: end, endDate: end }, now)).toBe('Verified');
    expect(jobStatusLabel({ dateFinished: before, endDate: null }, now)).toBe('Unknown Status');
  });
  it('treats the end date itself as not yet late', () => {
    expect(jobStatusLabel({ dateFinished: null, endDate: now.toISOString() }, now)).toBe('Ongoing Job');
  });
});

describe('task status label (spec §4)', () => {
  const task = (over: Partial<Parameters<typeof taskStatusLabel>[0]>) => ({
    statusName: 'Verified',
    endDate: end,
    dateFinished: null,
    dateVerified: null,
    ...over,
  });
  it('covers every branch', () => {
    expect(taskStatusLabel(task({ dateVerified: after, dateFinished: before }), now)).toBe('Completed Early But Late Approval');
    expect(taskStatusLabel(task({ dateVerified: before, dateFinished: before }), now)).toBe('Verified');
    expect(taskStatusLabel(task({ dateVerified: after, dateFinished: after }), now)).toBe('Late Job');
    expect(taskStatusLabel(task({ statusName: 'Active' }), now)).toBe('Unfinished Late Task');
    expect(taskStatusLabel(task({ statusName: 'Active', endDate: '2026-07-01T00:00:00Z' }), now)).toBe('Active');
    expect(taskStatusLabel(task({ statusName: 'Active', endDate: null }), now)).toBe('Unassigned');
  });
});

describe('badge colours', () => {
  it('follow the label', () => {
    expect(labelTone('Uncompleted Late Job')).toBe('danger');
    expect(labelTone('Overdue')).toBe('danger');
    expect(labelTone('Verified')).toBe('success');
    expect(labelTone('Completed Early But Late Approval')).toBe('danger');
    expect(labelTone('Completed')).toBe('success');
    expect(labelTone('Ongoing Job')).toBe('primary');
    expect(labelTone('Active')).toBe('primary');
    expect(labelTone('Unassigned')).toBe('secondary');
    expect(labelTone('Pending')).toBe('info');
  });
  it('of job status in lists', () => {
    expect(jobStatusTone('Verified')).toBe('success');
    expect(jobStatusTone('Active')).toBe('primary');
    expect(jobStatusTone('Done')).toBe('info');
    expect(jobStatusTone('Completed')).toBe('info');
    expect(jobStatusTone('NONE')).toBe('secondary');
    expect(jobStatusTone(null)).toBe('secondary');
  });
  it('of task status names', () => {
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
  it('maps the /jobs filter presets', () => {
    expect(JOB_FILTER_PRESETS).toEqual({ overdue: 4, ongoing: 2, pending: 1, completed: 3 });
  });
  it('calls a task overdue when its end date is before now', () => {
    expect(isTaskOverdue(end, now)).toBe(true);
    expect(isTaskOverdue('2026-07-01T00:00:00Z', now)).toBe(false);
    expect(isTaskOverdue(null, now)).toBe(false);
  });
});
