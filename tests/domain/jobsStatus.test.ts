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
    expect(taskStatusLabel({ ...active, statusName: 'Pending' }, now(-1))).toBe('Pending Review');
    expect(taskStatusLabel({ ...active, statusName: 'Ongoing not done by user' }, now(-1))).toBe('Returned for rework');
  });

  it('no end date: Unassigned', () => {
    expect(taskStatusLabel({ statusName: 'Active', endDate: null, dateFinished: null, dateVerified: null })).toBe('Unassigned');
  });
});

describe('badge colours', () => {
  it.each(
    Object.entries({
      danger: [
        'Uncompleted Late Job',
        'Completed Late Job',
        'Unfinished Late Task',
        'Late Job',
        'Overdue',
        'Completed Early But Late Approval',
      ],
      success: ['Verified', 'Completed'],
      primary: ['Ongoing Job', 'Active'],
      secondary: ['Unassigned'],
      info: ['Pending', 'Unknown Status'],
    }),
  )('labels in %s: %j', (tone, labels) => {
    expect(labels.map(labelTone)).toEqual(labels.map(() => tone));
  });

  it.each(
    Object.entries({
      success: ['Verified'],
      primary: ['Active'],
      info: ['Done', 'Completed'],
      secondary: ['NONE', null],
    }),
  )('job statuses in the list in %s: %j', (tone, statuses) => {
    expect(statuses.map(jobStatusTone)).toEqual(statuses.map(() => tone));
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
