import { describe, expect, it } from 'vitest';
import {
  exportedMessage,
  foundReportsMessage,
  inclusiveDayCount,
  isActiveStatus,
  isCompletedStatus,
  isReworkAverageGood,
  isVerifiedStatus,
  lastThirtyDays,
  oneDecimal,
  previewNote,
  reportRangeError,
  reportStatusTone,
  summarizeReports,
} from '../../src/domain/reports';

const row = (taskStatus: string, reworkCount = 0) => ({ taskStatus, reworkCount });

describe('reports summary rules (docs/behaviour.md §4)', () => {
  it('counts completed when the status contains completed or verified, in any case', () => {
    expect(isCompletedStatus('Completed')).toBe(true);
    expect(isCompletedStatus('COMPLETED EARLY')).toBe(true);
    expect(isCompletedStatus('verified')).toBe(true);
    expect(isCompletedStatus('Active')).toBe(false);
    expect(isCompletedStatus(null)).toBe(false);
  });

  it('counts verified only when the status contains verified', () => {
    expect(isVerifiedStatus('Verified')).toBe(true);
    expect(isVerifiedStatus('  VERIFIED ')).toBe(true);
    expect(isVerifiedStatus('Completed')).toBe(false);
    expect(isVerifiedStatus(undefined)).toBe(false);
  });

  it('counts active when the status contains active or ongoing', () => {
    expect(isActiveStatus('Active')).toBe(true);
    expect(isActiveStatus('Ongoing not done by user')).toBe(true);
    expect(isActiveStatus('ONGOING')).toBe(true);
    expect(isActiveStatus('Pending')).toBe(false);
    expect(isActiveStatus('')).toBe(false);
  });

  it('summarises a mixed list: rates, rework tasks and the average rework', () => {
    const summary = summarizeReports([
      row('Verified'),
      row('Completed', 1),
      row('Active'),
      row('Ongoing not done by user', 2),
      row('Pending'),
    ]);
    expect(summary).toEqual({
      totalTasks: 5,
      completedTasks: 2,
      verifiedTasks: 1,
      activeTasks: 2,
      reworkTasks: 2,
      completionRate: 40,
      averageReworkCount: 0.6,
    });
  });

  it('gives 0 for the completion rate and the average when there are no tasks', () => {
    expect(summarizeReports([])).toEqual({
      totalTasks: 0,
      completedTasks: 0,
      verifiedTasks: 0,
      activeTasks: 0,
      reworkTasks: 0,
      completionRate: 0,
      averageReworkCount: 0,
    });
  });

  it('ignores missing or negative rework counts', () => {
    const summary = summarizeReports([row('Active', -1), { taskStatus: 'Active', reworkCount: Number.NaN }]);
    expect(summary.reworkTasks).toBe(0);
    expect(summary.averageReworkCount).toBe(0);
  });

  it('shows one decimal and judges the rework average good only below 1', () => {
    expect(oneDecimal(66.6666)).toBe('66.7');
    expect(oneDecimal(0)).toBe('0.0');
    expect(oneDecimal(Number.NaN)).toBe('0.0');
    expect(isReworkAverageGood(0.99)).toBe(true);
    expect(isReworkAverageGood(1)).toBe(false);
    expect(isReworkAverageGood(2.5)).toBe(false);
  });
});

describe('report status badge colours (docs/behaviour.md §4)', () => {
  it.each([
    ['Verified', 'success'],
    ['verified', 'success'],
    ['Active', 'primary'],
    ['ACTIVE', 'primary'],
    ['Ongoing not done by user', 'warning'],
    ['ongoing NOT done by user', 'warning'],
    ['Completed', 'info'],
    ['Pending', 'secondary'],
    ['', 'secondary'],
    [null, 'secondary'],
  ] as const)('%s is %s', (status, tone) => {
    expect(reportStatusTone(status)).toBe(tone);
  });
});

describe('the reports window and the download screen rules', () => {
  it('covers the last 30 days ending today, both ends included', () => {
    const range = lastThirtyDays(new Date(2026, 10, 25, 22, 10));
    expect(range).toEqual({ startDate: '2026-10-27', endDate: '2026-11-25' });
    expect(inclusiveDayCount(range.startDate, range.endDate)).toBe(30);
  });

  it('counts days inclusively and gives null without both dates', () => {
    expect(inclusiveDayCount('2026-01-01', '2026-01-01')).toBe(1);
    expect(inclusiveDayCount('2026-02-27', '2026-03-01')).toBe(3);
    expect(inclusiveDayCount('', '2026-01-01')).toBeNull();
    expect(inclusiveDayCount('2026-01-01', 'not a date')).toBeNull();
  });

  it('asks for both dates, then for a start not after the end', () => {
    expect(reportRangeError({ startDate: '', endDate: '2026-01-01' })).toBe('Please select both start and end dates');
    expect(reportRangeError({ startDate: '2026-01-01', endDate: '' })).toBe('Please select both start and end dates');
    expect(reportRangeError({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe('Start date cannot be after end date');
    expect(reportRangeError({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBeNull();
  });

  it('words the success messages and the preview note as docs/behaviour.md §2 and §8', () => {
    expect(foundReportsMessage(12)).toBe('Found 12 reports for the selected date range');
    expect(exportedMessage(12, { startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(
      'Excel file exported successfully! 12 records from 2026-01-01 to 2026-01-31',
    );
    expect(previewNote(57)).toBe('Showing first 10 of 57 records. Export to Excel to view all filtered data.');
  });
});
