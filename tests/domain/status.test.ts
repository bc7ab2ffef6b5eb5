import { describe, expect, it } from 'vitest';
import { JOB_FILTER_PRESETS, summaryStatusName, taskStatusNameTone, taskStatusWord } from '../../src/domain/status';

// Job and task labels, labelTone, jobStatusTone and isTaskOverdue are tested at their date
// boundaries in jobsStatus.test.ts; this file covers the rest of src/domain/status.ts.

describe('task status names', () => {
  it.each([
    ['Active', 'primary'],
    ['Verified', 'success'],
    ['Pending', 'warning'],
    ['Ongoing not done by user', 'info'],
    ['Cancelled', 'danger'],
    ['Other', 'secondary'],
  ])('take the colours of docs/behaviour.md §4: %s is %s', (name, tone) => {
    expect(taskStatusNameTone(name)).toBe(tone);
  });
});

describe('one word per task state (docs/behaviour.md §4 "Glossary")', () => {
  it('reads a handed-in task as Pending Review and a returned one as Returned for rework, the rest as sent', () => {
    expect(taskStatusWord('Pending')).toBe('Pending Review');
    expect(taskStatusWord(' pending ')).toBe('Pending Review');
    expect(taskStatusWord('Ongoing not done by user')).toBe('Returned for rework');
    for (const name of ['Active', 'Verified', 'Cancelled', 'Other']) expect(taskStatusWord(name)).toBe(name);
  });
});

describe('other rules', () => {
  it('labels Verified as Completed in the history summary, and the rest in the one word of each state', () => {
    expect(summaryStatusName('Verified')).toBe('Completed');
    expect(summaryStatusName('Active')).toBe('Active');
    expect(summaryStatusName('Pending')).toBe('Pending Review');
    expect(summaryStatusName('Ongoing not done by user')).toBe('Returned for rework');
  });
  it('maps the /jobs status presets; overdue is not a status (decision 005)', () => {
    expect(JOB_FILTER_PRESETS).toEqual({ ongoing: 2, pending: 1, completed: 3 });
  });
});
