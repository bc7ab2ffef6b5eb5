import { describe, expect, it } from 'vitest';
import type { Holdings } from '../../src/api/extensions';
import type { Task, UserOption } from '../../src/api/types';
import {
  EMPTY_TASK_HANDOVER,
  TASK_HANDOVER_MESSAGES,
  handoverNeeds,
  handoverValuesFor,
  holdingsSummary,
  keptChoices,
  mayChangeAssignee,
  mayChangeReviewers,
  assigneeChoicesFor,
  demotionHandover,
  isDemotion,
  reviewerChoicesFor,
  takeoverAssignees,
  takeoverReviewers,
  toggledReviewers,
  validateTaskHandover,
} from '../../src/domain/handover';

const held = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ taskId: i + 1, taskName: `T${i}`, jobId: 1, jobName: 'J', statusName: 'Active' }));
const holdings = (reviewer: number, assignee: number): Holdings => ({ onlyReviewerOf: held(reviewer), assigneeOf: held(assignee) });

const person = (id: number, userType: number, extra: Partial<UserOption> = {}): UserOption => ({
  id,
  name: `P${id}`,
  userType,
  jobType: '',
  ...extra,
});
const PEOPLE = [person(1, 3), person(2, 2), person(3, 1), person(4, 1), person(5, 2, { isLocked: true }), person(6, 2, { active: 0 })];

type HandoverTask = Parameters<typeof mayChangeReviewers>[0];
const task = (fields: Partial<Task>): HandoverTask => ({
  isAssigned: true,
  isVerified: false,
  statusName: 'Active',
  userTasks: [{ id: 3, firstName: 'A', lastName: 'B' }],
  reviewerList: [{ id: 2, name: 'P2' }],
  ...fields,
});

describe('what a user holds, said', () => {
  it.each([
    [0, 0, ''],
    [1, 0, 'Only reviewer of 1 task'],
    [3, 0, 'Only reviewer of 3 tasks'],
    [0, 1, 'Assignee of 1 open task'],
    [3, 2, 'Only reviewer of 3 tasks, assignee of 2 open tasks'],
  ])('%i reviews, %i open tasks: %j', (reviewer, assignee, text) => {
    expect(holdingsSummary(holdings(reviewer, assignee))).toBe(text);
    expect(handoverNeeds(holdings(reviewer, assignee))).toEqual({ reviewer: reviewer > 0, assignee: assignee > 0 });
  });

  it('needs nothing while the holdings are unknown', () => {
    expect(handoverNeeds(null)).toEqual({ reviewer: false, assignee: false });
  });
});

describe('who may take over', () => {
  it('reviews go to working Admins and Super Admins, never the one leaving', () => {
    expect(takeoverReviewers(PEOPLE, 2).map((p) => p.id)).toEqual([1]);
    expect(takeoverReviewers(PEOPLE, 9).map((p) => p.id)).toEqual([1, 2]);
  });

  it('open tasks go to any working user but the one leaving', () => {
    expect(takeoverAssignees(PEOPLE, 3).map((p) => p.id)).toEqual([1, 2, 4]);
  });

  it('keeps only the choices still needed and still offered', () => {
    const chosen = { reviewerId: 2, assigneeId: 4 };
    expect(keptChoices(chosen, holdings(1, 1), PEOPLE, 9)).toEqual(chosen);
    expect(keptChoices(chosen, holdings(0, 1), PEOPLE, 9)).toEqual({ reviewerId: null, assigneeId: 4 });
    expect(
      keptChoices(
        chosen,
        holdings(1, 1),
        PEOPLE.filter((p) => p.id !== 2),
        9,
      ),
    ).toEqual({ reviewerId: null, assigneeId: 4 });
    expect(keptChoices({ reviewerId: 5, assigneeId: 6 }, holdings(1, 1), PEOPLE, 9)).toEqual({ reviewerId: null, assigneeId: null });
  });
});

describe('one task on Job Details', () => {
  it('offers Change reviewer on an assigned, unverified task, and Change assignee unless it awaits review', () => {
    expect([mayChangeReviewers(task({})), mayChangeAssignee(task({}))]).toEqual([true, true]);
    expect([mayChangeReviewers(task({ statusName: 'Pending' })), mayChangeAssignee(task({ statusName: 'Pending' }))]).toEqual([
      true,
      false,
    ]);
    expect([mayChangeReviewers(task({ isVerified: true })), mayChangeAssignee(task({ isVerified: true }))]).toEqual([false, false]);
    expect([mayChangeReviewers(task({ isAssigned: false })), mayChangeAssignee(task({ isAssigned: false }))]).toEqual([false, false]);
  });

  it('opens with the reviewers ticked, or no assignee chosen', () => {
    expect(handoverValuesFor(task({}), 'reviewers')).toEqual({ mode: 'reviewers', assigneeId: '', reviewerIds: [2] });
    expect(handoverValuesFor(task({}), 'assignee')).toEqual({ mode: 'assignee', assigneeId: '', reviewerIds: [] });
  });

  it('offers reviewers but the assignee, and assignees but the assignee and the reviewers', () => {
    expect(reviewerChoicesFor(PEOPLE, task({ userTasks: [{ id: 1, firstName: 'A', lastName: 'B' }] })).map((p) => p.id)).toEqual([2]);
    expect(assigneeChoicesFor(PEOPLE, task({})).map((p) => p.id)).toEqual([1, 4]);
  });

  it('checks the choice before sending', () => {
    expect(validateTaskHandover(EMPTY_TASK_HANDOVER, task({}))).toEqual({ reviewerIds: TASK_HANDOVER_MESSAGES.noReviewer });
    expect(validateTaskHandover({ ...EMPTY_TASK_HANDOVER, reviewerIds: [3] }, task({}))).toEqual({
      reviewerIds: TASK_HANDOVER_MESSAGES.assigneeReviews,
    });
    expect(validateTaskHandover({ ...EMPTY_TASK_HANDOVER, reviewerIds: [1] }, task({}))).toEqual({});
    const assignee = { mode: 'assignee' as const, assigneeId: '', reviewerIds: [] };
    expect(validateTaskHandover(assignee, task({}))).toEqual({ assigneeId: TASK_HANDOVER_MESSAGES.noAssignee });
    expect(validateTaskHandover({ ...assignee, assigneeId: '2' }, task({}))).toEqual({
      assigneeId: TASK_HANDOVER_MESSAGES.assigneeReviews,
    });
    expect(validateTaskHandover({ ...assignee, assigneeId: '4' }, task({}))).toEqual({});
  });

  it('ticks and unticks reviewers in the order chosen', () => {
    expect(toggledReviewers([2], 1, true)).toEqual([2, 1]);
    expect(toggledReviewers([2, 1], 2, false)).toEqual([1]);
    expect(toggledReviewers([2], 2, true)).toEqual([2]);
  });
});

describe('making an Admin Staff', () => {
  it('is a demotion only from an admin role to a chosen Staff role', () => {
    expect(isDemotion({ userType: 2 }, { userType: '1' })).toBe(true);
    expect(isDemotion({ userType: 3 }, { userType: '1' })).toBe(true);
    expect(isDemotion({ userType: 2 }, { userType: '3' })).toBe(false);
    expect(isDemotion({ userType: 1 }, { userType: '1' })).toBe(false);
    expect(isDemotion({ userType: 2 }, { userType: '' })).toBe(false);
    expect(isDemotion(null, { userType: '1' })).toBe(false);
  });

  it('sends the chosen reviewer only with a demotion', () => {
    expect(demotionHandover({ userType: 2 }, { userType: '1', handoverReviewerId: '7' })).toBe(7);
    expect(demotionHandover({ userType: 2 }, { userType: '1', handoverReviewerId: '' })).toBeNull();
    expect(demotionHandover({ userType: 2 }, { userType: '2', handoverReviewerId: '7' })).toBeNull();
  });
});
