import { describe, expect, it } from 'vitest';
import { isTaskOverdue, jobStatusLabel, jobStatusTone, labelTone, taskStatusLabel } from '../../src/domain/status';
import { pageWindow } from '../../src/domain/pagination';

/** docs/behaviour.md §4 job and task labels on the details screen, at and around their boundaries. */
const end = '2030-06-15T12:00:00.000Z';
const endMs = Date.parse(end);
const at = (offsetMs: number) => new Date(endMs + offsetMs).toISOString();
const now = (offsetMs: number) => new Date(endMs + offsetMs);

describe('job status label', () => {
  it('unfinished: late after the end, ongoing up to it', () => {
    expect(jobStatusLabel({ dateFinished: null, endDate: end }, now(1))).toBe('Uncompleted Late Job');
    expect(jobStatusLabel({ dateFinished: null, endDate: end }, now(0))).toBe('Ongoing Job');
    expect(jobStatusLabel({ dateFinished: null, endDate: end }, now(-1))).toBe('Ongoing Job');
  });

  it('finished: late after the end, Verified on or before it', () => {
    expect(jobStatusLabel({ dateFinished: at(1), endDate: end })).toBe('Completed Late Job');
    expect(jobStatusLabel({ dateFinished: at(0), endDate: end })).toBe('Verified');
    expect(jobStatusLabel({ dateFinished: at(-86_400_000), endDate: end })).toBe('Verified');
  });

  it('no end date: Unknown Status', () => {
    expect(jobStatusLabel({ dateFinished: null, endDate: null })).toBe('Unknown Status');
    expect(jobStatusLabel({ dateFinished: at(0), endDate: 'bad' })).toBe('Unknown Status');
  });
});

describe('task status label', () => {
  const base = { statusName: 'Verified', endDate: end };

  it('verified late, finished in time: Completed Early But Late Approval', () => {
    expect(taskStatusLabel({ ...base, dateFinished: at(0), dateVerified: at(1) })).toBe('Completed Early But Late Approval');
  });

  it('verified and finished in time: the server status', () => {
    expect(taskStatusLabel({ ...base, dateFinished: at(-1), dateVerified: at(0) })).toBe('Verified');
  });

  it('verified late and finished late: Late Job', () => {
    expect(taskStatusLabel({ ...base, dateFinished: at(1), dateVerified: at(2) })).toBe('Late Job');
    expect(taskStatusLabel({ ...base, dateFinished: null, dateVerified: at(2) })).toBe('Late Job');
  });

  it('verified in time but finished late: the server status', () => {
    expect(taskStatusLabel({ ...base, dateFinished: at(1), dateVerified: at(-1) })).toBe('Verified');
  });

  it('not verified: late past the end, else the status name', () => {
    const active = { statusName: 'Active', endDate: end, dateFinished: null, dateVerified: null };
    expect(taskStatusLabel(active, now(1))).toBe('Unfinished Late Task');
    expect(taskStatusLabel(active, now(0))).toBe('Active');
    expect(taskStatusLabel({ ...active, statusName: 'Pending' }, now(-1))).toBe('Pending');
  });

  it('no end date: Unassigned', () => {
    expect(taskStatusLabel({ statusName: 'Active', endDate: null, dateFinished: null, dateVerified: null })).toBe('Unassigned');
  });
});

describe('badge colours', () => {
  it('labels: late/overdue danger, verified/completed success, ongoing/active primary, Unassigned secondary, else info', () => {
    expect(labelTone('Uncompleted Late Job')).toBe('danger');
    expect(labelTone('Completed Late Job')).toBe('danger');
    expect(labelTone('Unfinished Late Task')).toBe('danger');
    expect(labelTone('Late Job')).toBe('danger');
    expect(labelTone('Overdue')).toBe('danger');
    expect(labelTone('Completed Early But Late Approval')).toBe('danger');
    expect(labelTone('Verified')).toBe('success');
    expect(labelTone('Completed')).toBe('success');
    expect(labelTone('Ongoing Job')).toBe('primary');
    expect(labelTone('Active')).toBe('primary');
    expect(labelTone('Unassigned')).toBe('secondary');
    expect(labelTone('Pending')).toBe('info');
    expect(labelTone('Unknown Status')).toBe('info');
  });

  it('job status in the list: verified success, active primary, done and completed info, else secondary', () => {
    expect(jobStatusTone('Verified')).toBe('success');
    expect(jobStatusTone('Active')).toBe('primary');
    expect(jobStatusTone('Done')).toBe('info');
    expect(jobStatusTone('Completed')).toBe('info');
    expect(jobStatusTone('NONE')).toBe('secondary');
    expect(jobStatusTone(null)).toBe('secondary');
  });

  it('a task is overdue only strictly after its end', () => {
    expect(isTaskOverdue(end, now(1))).toBe(true);
    expect(isTaskOverdue(end, now(0))).toBe(false);
    expect(isTaskOverdue(null, now(1))).toBe(false);
  });
});

describe('jobs pager window (at most 5 numbers)', () => {
  it('centres the current page and stops at the ends', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1000)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(500, 1000)).toEqual([498, 499, 500, 501, 502]);
    expect(pageWindow(1000, 1000)).toEqual([996, 997, 998, 999, 1000]);
  });
});
