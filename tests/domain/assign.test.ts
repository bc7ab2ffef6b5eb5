import { describe, expect, it } from 'vitest';
import type { UserOption } from '../../src/api/types';
import {
  ASSIGN_MESSAGES,
  ASSIGN_PROBLEM_ORDER,
  ASSIGN_SUCCESS_MS,
  assignMessage,
  assignProblem,
  assigneeOptions,
  buildAssignmentPayload,
  hasUnassignedTasks,
  inputDateToIso,
  isoToInputDate,
  jobsMatching,
  optionLabel,
  parseInputDate,
  reviewerOptions,
  toggleReviewer,
  withoutAssignee,
  type AssignDraft,
} from '../../src/domain/assign';

const users: UserOption[] = [
  { id: 1, name: 'Ada Super', userType: 3, jobType: 'Bookkeeping' },
  { id: 2, name: 'Tunde Admin', userType: 2, jobType: 'Bookkeeping' },
  { id: 3, name: 'Chi Books', userType: 1, jobType: 'Bookkeeping' },
  { id: 4, name: 'Funmi Pay', userType: 1, jobType: 'Payroll' },
  { id: 5, name: 'Odd Type', userType: 7, jobType: 'Payroll' },
];
const names = (list: UserOption[]) => list.map((u) => u.name);

describe('assignee options (docs/behaviour.md §5, decision 034)', () => {
  it('offers nobody until a role is chosen', () => {
    expect(names(assigneeOptions(users, 'Payroll', null))).toEqual([]);
  });
  it('offers only people of the chosen role: Staff never lists a Super Admin or an Admin', () => {
    expect(names(assigneeOptions(users, 'Payroll', 1))).toEqual(['Funmi Pay']);
    expect(names(assigneeOptions(users, 'Bookkeeping', 2))).toEqual(['Tunde Admin']);
  });
  it('offers Staff only when their job type is the chosen one', () => {
    expect(names(assigneeOptions(users, 'Bookkeeping', 1))).toEqual(['Chi Books']);
    expect(names(assigneeOptions(users, null, 1))).toEqual([]);
  });
  it('matches the job type label regardless of case and spaces', () => {
    expect(names(assigneeOptions(users, ' payroll ', 1))).toEqual(['Funmi Pay']);
  });
  it('offers type 3 and other types of the chosen role whatever the job type', () => {
    expect(names(assigneeOptions(users, 'Payroll', 3))).toEqual(['Ada Super']);
    expect(names(assigneeOptions(users, 'Audit', 7))).toEqual(['Odd Type']);
    expect(names(assigneeOptions(users, 'Audit', 2))).toEqual(['Tunde Admin']);
  });
});

describe('the job search (decision 034)', () => {
  it('offers a job while a task of it is unassigned, and one whose answer carries no counts', () => {
    expect(hasUnassignedTasks({ taskCount: 3, taskAssigned: 2 })).toBe(true);
    expect(hasUnassignedTasks({ taskCount: 3, taskAssigned: 3 })).toBe(false);
    expect(hasUnassignedTasks({ taskCount: 0, taskAssigned: 0 })).toBe(false);
    expect(hasUnassignedTasks({})).toBe(true);
    expect(hasUnassignedTasks({ taskCount: 2, taskAssigned: null })).toBe(true);
  });

  const jobs = [
    { value: 1, label: 'PAYE November 2026', jobNumber: 'JOB-0101' },
    { value: 2, label: 'VAT November 2026', jobNumber: 'JOB-0102' },
    { value: 3, label: 'Payroll run', jobNumber: 'JOB-0230' },
  ];
  it('narrows the jobs by name or number, ignoring case and surrounding spaces', () => {
    expect(jobsMatching(jobs, '  paye ', null).map((j) => j.value)).toEqual([1]);
    expect(jobsMatching(jobs, 'job-01', null).map((j) => j.value)).toEqual([1, 2]);
    expect(jobsMatching(jobs, 'november', null).map((j) => j.value)).toEqual([1, 2]);
    expect(jobsMatching(jobs, '', null)).toEqual(jobs);
    expect(jobsMatching(jobs, 'audit', null)).toEqual([]);
  });
  it('keeps the chosen job whatever is typed', () => {
    expect(jobsMatching(jobs, 'vat', 3).map((j) => j.value)).toEqual([2, 3]);
  });
});

describe('reviewers', () => {
  it('offers only Admins and Super Admins, never the assignee (decision 006)', () => {
    expect(names(reviewerOptions(users, null))).toEqual(['Ada Super', 'Tunde Admin']);
    expect(names(reviewerOptions(users, 1))).toEqual(['Tunde Admin']);
    expect(names(reviewerOptions(users, 4))).toEqual(['Ada Super', 'Tunde Admin']);
  });
  it('drops the assignee from reviewers picked earlier', () => {
    expect(withoutAssignee([2, 4, 1], 4)).toEqual([2, 1]);
    expect(withoutAssignee([2], null)).toEqual([2]);
  });
  it('adds and removes one reviewer, in the order picked', () => {
    expect(toggleReviewer([2], 1, true)).toEqual([2, 1]);
    expect(toggleReviewer([2, 1], 2, true)).toEqual([1, 2]);
    expect(toggleReviewer([2, 1], 2, false)).toEqual([1]);
  });
});

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const local = (ms: number) => isoToInputDate(new Date(ms).toISOString());
const job = { dateIn: new Date(NOW - 10 * DAY).toISOString(), dateOut: new Date(NOW + 10 * DAY).toISOString() };
const good: AssignDraft = {
  taskId: 9,
  assigneeId: 4,
  reviewerIds: [2],
  startDate: local(NOW + DAY),
  endDate: local(NOW + 2 * DAY),
  job,
};

describe('assignment validation (docs/behaviour.md §5, in order)', () => {
  it('lists the eight messages word for word in spec order, with the date rule once both dates are given', () => {
    expect(ASSIGN_PROBLEM_ORDER.map((p) => ASSIGN_MESSAGES[p])).toEqual([
      "Do you know what you are doing? You didn't add a task.",
      'You need to assign someone to the task.',
      'Please select both start and end dates for the task.',
      'Enter a real date between 2000 and 2100',
      'Think about it! Start Date cannot be greater than the end date.',
      'We need at least one reviewer for the task.',
      'End date cannot be in the past.',
      'Selected Date cannot be Before the Job Start Date',
      'Selected Date cannot be After the Job End Date',
    ]);
  });
  it('accepts a complete draft inside the job window', () => {
    expect(assignProblem(good, NOW)).toBeNull();
    expect(assignMessage(good, NOW)).toBeNull();
  });
  it.each([
    ['noTask', { taskId: null, assigneeId: null, reviewerIds: [], startDate: '' }],
    ['noAssignee', { assigneeId: null, reviewerIds: [], startDate: '' }],
    ['missingDates', { startDate: '', reviewerIds: [] }],
    ['missingDates', { endDate: '' }],
    ['missingDates', { endDate: 'not a date' }],
    ['badDate', { endDate: '2101-01-01T00:00', reviewerIds: [] }],
    ['badDate', { startDate: '1999-12-31T23:59', reviewerIds: [] }],
    ['startAfterEnd', { startDate: local(NOW + 3 * DAY), reviewerIds: [] }],
    ['noReviewer', { reviewerIds: [], endDate: local(NOW - DAY), startDate: local(NOW - 2 * DAY) }],
    ['endInPast', { startDate: local(NOW - 20 * DAY), endDate: local(NOW - DAY) }],
    ['beforeJobStart', { startDate: local(NOW - 11 * DAY) }],
    ['afterJobEnd', { endDate: local(NOW + 11 * DAY) }],
  ] as const)('reports %s first', (problem, patch) => {
    const draft = { ...good, ...patch };
    expect(assignProblem(draft, NOW)).toBe(problem);
    expect(assignMessage(draft, NOW)).toBe(ASSIGN_MESSAGES[problem]);
  });
  it('accepts the job window edges themselves', () => {
    const edges = { ...good, startDate: local(Date.parse(job.dateIn) + 60_000), endDate: local(Date.parse(job.dateOut) - 60_000) };
    expect(assignProblem(edges, NOW)).toBeNull();
  });
  it('skips the window checks when the job dates are unknown', () => {
    expect(assignProblem({ ...good, job: null, startDate: local(NOW - 100 * DAY) }, NOW)).toBeNull();
    expect(assignProblem({ ...good, job: { dateIn: '', dateOut: '' }, endDate: local(NOW + 100 * DAY) }, NOW)).toBeNull();
  });
});

describe('dates and payload', () => {
  it('reads datetime-local text as local time and writes ISO', () => {
    const value = '2026-07-01T09:30';
    expect(parseInputDate(value)).toBe(new Date(2026, 6, 1, 9, 30).getTime());
    expect(inputDateToIso(value)).toBe(new Date(2026, 6, 1, 9, 30).toISOString());
    expect(isoToInputDate(new Date(2026, 6, 1, 9, 30).toISOString())).toBe(value);
  });
  it('treats empty and unreadable text as no date', () => {
    expect(parseInputDate('  ')).toBeNull();
    expect(parseInputDate('soon')).toBeNull();
    expect(isoToInputDate('nope')).toBe('');
    expect(() => inputDateToIso('')).toThrow(RangeError);
  });
  it('builds the docs/behaviour.md §3 payload', () => {
    expect(
      buildAssignmentPayload({
        taskId: 9,
        jobId: 3,
        startDate: '2026-07-01T09:30',
        endDate: '2026-07-02T17:00',
        currentUserId: 2,
        assignee: users[3],
        reviewers: [users[1], users[0]],
      }),
    ).toEqual({
      id: 9,
      jobId: 3,
      startDate: new Date(2026, 6, 1, 9, 30).toISOString(),
      endDate: new Date(2026, 6, 2, 17, 0).toISOString(),
      createdBy: 2,
      userList: [{ id: 4, name: 'Funmi Pay' }],
      reviewerList: [
        { id: 2, name: 'Tunde Admin' },
        { id: 1, name: 'Ada Super' },
      ],
    });
  });
  it('names an option by value', () => {
    expect(optionLabel([{ value: 1, label: 'Payroll' }], 1)).toBe('Payroll');
    expect(optionLabel([{ value: 1, label: 'Payroll' }], 2)).toBeNull();
  });
  it('keeps the success message for 3 seconds (docs/behaviour.md §9)', () => {
    expect(ASSIGN_SUCCESS_MS).toBe(3000);
  });
});
