import { describe, expect, it } from 'vitest';
import type { UserOption } from '../../src/api/types';
import { ASSIGN_MESSAGES } from '../../src/domain/assign';
import {
  EMPTY_ASSIGN_IN_PLACE,
  asksToAssignAll,
  assignAllAddress,
  assignTitle,
  assigneeChoicesForJob,
  inPlacePayload,
  partlyAssignedMessage,
  validateAssignInPlace,
  withAssignee,
  withReviewer,
  type AssignInPlaceSubject,
} from '../../src/domain/assignInPlace';

const DAY = 86_400_000;
const now = Date.parse('2026-11-28T09:00:00Z');
const local = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const subject: AssignInPlaceSubject = {
  tasks: [{ id: 9, taskName: 'PAYE schedule', taskNumber: 'TSK-000009' }],
  job: { id: 4, dateIn: new Date(now - DAY).toISOString(), dateOut: new Date(now + 10 * DAY).toISOString(), jobTypeName: 'Payroll' },
  currentUserId: 2,
};
const kemi = { id: 7, name: 'Kemi Oladipo' };
const tunde = { id: 2, name: 'Tunde Bakare' };
const filled = { assignee: kemi, reviewers: [tunde], startDate: local(now + DAY), endDate: local(now + 2 * DAY) };

describe('Assign on Job Details: the Assign form rules (docs/behaviour.md §5)', () => {
  it('shows only the first failing check, at its field', () => {
    expect(validateAssignInPlace(EMPTY_ASSIGN_IN_PLACE, subject, now)).toEqual({ assignee: ASSIGN_MESSAGES.noAssignee });
    expect(validateAssignInPlace({ ...EMPTY_ASSIGN_IN_PLACE, assignee: kemi }, subject, now)).toEqual({
      endDate: ASSIGN_MESSAGES.missingDates,
    });
    expect(validateAssignInPlace({ ...filled, reviewers: [] }, subject, now)).toEqual({ reviewers: ASSIGN_MESSAGES.noReviewer });
    expect(validateAssignInPlace({ ...filled, startDate: local(now - 2 * DAY) }, subject, now)).toEqual({
      startDate: ASSIGN_MESSAGES.beforeJobStart,
    });
    expect(validateAssignInPlace({ ...filled, endDate: local(now + 11 * DAY) }, subject, now)).toEqual({
      endDate: ASSIGN_MESSAGES.afterJobEnd,
    });
    expect(validateAssignInPlace(filled, subject, now)).toEqual({});
  });

  it('without a task says the first message', () => {
    expect(validateAssignInPlace(filled, null, now)).toEqual({ assignee: ASSIGN_MESSAGES.noTask });
  });

  it('offers Staff of the job type, Admins and Super Admins', () => {
    const people: UserOption[] = [
      { id: 1, name: 'Ada Super', userType: 3, jobType: 'Audit' },
      { id: 2, name: 'Tunde Admin', userType: 2, jobType: 'Audit' },
      { id: 3, name: 'Funmi Pay', userType: 1, jobType: 'Payroll' },
      { id: 4, name: 'Chi Books', userType: 1, jobType: 'Bookkeeping' },
      { id: 5, name: 'Locked Pay', userType: 1, jobType: 'Payroll', isLocked: true },
    ];
    expect(assigneeChoicesForJob(people, 'Payroll').map((u) => u.name)).toEqual(['Ada Super', 'Tunde Admin', 'Funmi Pay']);
  });

  it('a new assignee leaves the reviewers; reviewers keep the order picked', () => {
    expect(withAssignee({ ...filled, reviewers: [tunde, kemi] }, kemi)).toEqual({ assignee: kemi, reviewers: [tunde] });
    expect(withReviewer({ ...filled, reviewers: [tunde] }, kemi, true)).toEqual({ reviewers: [tunde, kemi] });
    expect(withReviewer({ ...filled, reviewers: [tunde, kemi] }, tunde, false)).toEqual({ reviewers: [kemi] });
  });

  it('sends the docs/behaviour.md §3 payload', () => {
    expect(inPlacePayload(filled, subject, subject.tasks[0])).toEqual({
      id: 9,
      jobId: 4,
      startDate: new Date(filled.startDate).toISOString(),
      endDate: new Date(filled.endDate).toISOString(),
      createdBy: 2,
      userList: [kemi],
      reviewerList: [tunde],
    });
    expect(() => inPlacePayload(EMPTY_ASSIGN_IN_PLACE, subject, subject.tasks[0])).toThrow();
  });

  it('names one task or several, and says where assigning several stopped', () => {
    expect(assignTitle(1)).toBe('Assign task');
    expect(assignTitle(3)).toBe('Assign 3 tasks');
    expect(partlyAssignedMessage(2, 3, subject.tasks[0], 'Task is already assigned')).toBe(
      'Assigned 2 of 3 tasks. PAYE schedule: Task is already assigned',
    );
  });

  it('asks Job Details to assign all its unassigned tasks by the address', () => {
    expect(assignAllAddress(12)).toBe('/jobs/12?assign=all');
    expect(asksToAssignAll('assign=all')).toBe(true);
    expect(asksToAssignAll('')).toBe(false);
    expect(asksToAssignAll('assign=some')).toBe(false);
  });
});
