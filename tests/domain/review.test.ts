import { describe, expect, it } from 'vitest';
import {
  COMMENT_REQUIRED,
  USER_DATA_MISSING,
  USER_ID_MISSING,
  decisionErrors,
  finishCounts,
  historySummary,
  isCommentBlank,
  pendingBadge,
  reviewStageOf,
  reworkDateError,
  submissionError,
} from '../../src/domain/review';
import { isoToInputDate } from '../../src/domain/assign';
import { DATE_MESSAGE } from '../../src/domain/schemas/fields';
import { ASSIGN_MESSAGES, REWORK_DATE_MESSAGES } from '../../src/domain/schemas/review';

const now = new Date('2026-03-10T12:00:00Z');

describe('review rules', () => {
  it('a comment of spaces is blank', () => {
    expect(isCommentBlank('')).toBe(true);
    expect(isCommentBlank(' \n\t ')).toBe(true);
    expect(isCommentBlank(' ok ')).toBe(false);
  });

  it('submit: the comment first, then the signed-in user', () => {
    expect(submissionError('  ', null)).toBe(COMMENT_REQUIRED);
    expect(submissionError('  ', 3)).toBe(COMMENT_REQUIRED);
    expect(submissionError('done', null)).toBe(USER_DATA_MISSING);
    expect(submissionError('done', 3)).toBeNull();
    expect(COMMENT_REQUIRED).toBe('Please enter a comment');
    expect(USER_DATA_MISSING).toBe('User data not found. Please log in again.');
  });

  it('approve / reject: a reviewer first, then the comment', () => {
    expect(decisionErrors({ comment: 'ok', reviewerId: null, reworkDate: '' })).toEqual({ reviewerId: USER_ID_MISSING });
    expect(decisionErrors({ comment: ' ', reviewerId: 2, reworkDate: '' })).toEqual({ comment: COMMENT_REQUIRED });
    expect(decisionErrors({ comment: 'ok', reviewerId: 2, reworkDate: '' })).toEqual({});
    expect(USER_ID_MISSING).toBe('User ID not found. Please log in again.');
  });

  describe("reject: the optional new end date keeps within now, the task's start and the job's end", () => {
    const task = { tStartDate: '2026-03-01T08:00:00.000Z', jobEndDate: '2026-03-31T17:00:00.000Z' };
    const at = now.getTime();
    const local = (iso: string) => isoToInputDate(iso);

    it('empty keeps the end date; a real date inside the bounds is accepted', () => {
      expect(reworkDateError('', task, at)).toBeNull();
      expect(reworkDateError(local('2026-03-20T09:00:00Z'), task, at)).toBeNull();
      expect(reworkDateError(local('2026-03-31T17:00:00Z'), task, at)).toBeNull();
    });

    it('each bound has its message, with the Assign form words', () => {
      expect(reworkDateError(local('2026-03-10T11:00:00Z'), task, at)).toBe('End date cannot be in the past.');
      expect(reworkDateError(local('2026-04-01T09:00:00Z'), task, at)).toBe('Selected Date cannot be After the Job End Date');
      const future = { ...task, tStartDate: '2026-03-25T08:00:00.000Z' };
      expect(reworkDateError(local('2026-03-20T09:00:00Z'), future, at)).toBe(ASSIGN_MESSAGES.startAfterEnd);
      expect(reworkDateError('2026-02-30T09:00', task, at)).toBe(DATE_MESSAGE);
      expect(reworkDateError('soon', task, at)).toBe(DATE_MESSAGE);
    });

    it('approving never reads the date; rejecting reports it beside the comment', () => {
      const values = { comment: ' ', reviewerId: 2, reworkDate: local('2026-03-01T09:00:00Z') };
      expect(decisionErrors(values, null, at)).toEqual({ comment: COMMENT_REQUIRED });
      expect(decisionErrors(values, task, at)).toEqual({ comment: COMMENT_REQUIRED, reworkDate: REWORK_DATE_MESSAGES.endInPast });
      expect(decisionErrors({ ...values, reviewerId: null }, task, at)).toEqual({ reviewerId: USER_ID_MISSING });
    });
  });

  it('the pending badge is Overdue only once now is past the deadline', () => {
    expect(pendingBadge('2026-03-10T11:59:59Z', now)).toEqual({ label: 'Overdue', tone: 'danger' });
    expect(pendingBadge('2026-03-10T12:00:00Z', now)).toEqual({ label: 'Pending Review', tone: 'warning' });
    expect(pendingBadge('2026-03-11T00:00:00Z', now).label).toBe('Pending Review');
    expect(pendingBadge(null, now).label).toBe('Pending Review');
  });

  it('counts all, overdue and on-time tasks', () => {
    expect(finishCounts([], now)).toEqual({ total: 0, overdue: 0, onTime: 0 });
    expect(
      finishCounts([{ taskEndDate: '2026-03-01T00:00:00Z' }, { taskEndDate: '2026-04-01T00:00:00Z' }, { taskEndDate: null }], now),
    ).toEqual({ total: 3, overdue: 1, onTime: 2 });
  });

  it('the history summary reads Verified as Completed, Pending as Pending Review, and counts by status in first-seen order', () => {
    expect(
      historySummary([{ statusName: 'Pending' }, { statusName: 'Verified' }, { statusName: 'Verified' }, { statusName: 'Active' }]),
    ).toEqual([
      { label: 'Pending Review', count: 1, tone: 'warning' },
      { label: 'Completed', count: 2, tone: 'success' },
      { label: 'Active', count: 1, tone: 'primary' },
    ]);
    expect(historySummary([])).toEqual([]);
  });

  it('places a task in the review flow from what the server says', () => {
    expect(reviewStageOf({ statusName: 'Active' })).toBe('inProgress');
    expect(reviewStageOf({ statusName: 'Ongoing not done by user' })).toBe('inProgress');
    expect(reviewStageOf({ statusName: 'Pending' })).toBe('pendingReview');
    expect(reviewStageOf({ statusName: 'Verified' })).toBe('verified');
    expect(reviewStageOf({ statusName: 'Active', isVerified: true })).toBe('verified');
  });
});
