import { describe, expect, it } from 'vitest';
import {
  clientOptionsFor,
  ACCEPT_ATTRIBUTE,
  EMPTY_JOB_FORM,
  dueThisWeekWindow,
  durationText,
  isAcceptedFile,
  isJobOverdue,
  isTaskFormIncomplete,
  jobDurationDays,
  jobFormValuesOf,
  parseJobId,
  refusedFilesMessage,
  taskSummary,
  toIsoDate,
  toJobUpdatePayload,
  toLocalInputValue,
  toNewJobPayload,
  toNewTaskPayload,
  uploadPercent,
  validateJob,
  validateTask,
  validateUpload,
  type JobFormValues,
} from '../../src/domain/jobs';
import { apiJob } from '../support/answers';
import { itKeepsTheFormRules } from './formRules';

const valid: JobFormValues = {
  jobName: 'Payroll',
  jobDescription: 'Monthly payroll run',
  clientId: '4',
  jobTypeId: '2',
  dateIn: '2030-01-01T09:00',
  dateOut: '2030-01-02T09:00',
};

describe('validateJob (docs/behaviour.md §5)', () => {
  itKeepsTheFormRules({
    validate: validateJob,
    complete: valid,
    blank: EMPTY_JOB_FORM,
    required: {
      jobName: 'Job name is required',
      jobDescription: 'Job description is required',
      clientId: 'Please select a client',
      jobTypeId: 'Please select a job type',
      dateIn: 'Start date is required',
      dateOut: 'End date is required',
    },
  });

  it('treats whitespace as empty and checks lengths on trimmed values', () => {
    expect(validateJob({ ...valid, jobName: '   ', jobDescription: '  \t ' })).toEqual({
      jobName: 'Job name is required',
      jobDescription: 'Job description is required',
    });
    expect(validateJob({ ...valid, jobName: ' ab ', jobDescription: ' 123456789 ' })).toEqual({
      jobName: 'Job name must be at least 3 characters',
      jobDescription: 'Job description must be at least 10 characters',
    });
    expect(validateJob({ ...valid, jobName: ' abc ', jobDescription: ' 1234567890 ' })).toEqual({});
  });

  it('needs the end strictly after the start', () => {
    expect(validateJob({ ...valid, dateOut: valid.dateIn })).toEqual({ dateOut: 'End date must be after start date' });
    expect(validateJob({ ...valid, dateOut: '2029-12-31T09:00' })).toEqual({ dateOut: 'End date must be after start date' });
    expect(validateJob({ ...valid, dateIn: '2030-01-02T08:59' })).toEqual({});
  });

  it("shows the dates out of order beside the other fields' messages, all at once", () => {
    expect(validateJob({ ...valid, jobName: 'ab', dateOut: '2029-12-31T09:00' })).toEqual({
      jobName: 'Job name must be at least 3 characters',
      dateOut: 'End date must be after start date',
    });
    expect(validateJob({ ...valid, jobName: 'ab', jobDescription: '', clientId: '', dateOut: valid.dateIn })).toEqual({
      jobName: 'Job name must be at least 3 characters',
      jobDescription: 'Job description is required',
      clientId: 'Please select a client',
      dateOut: 'End date must be after start date',
    });
  });

  it('reports only the missing start when the end is there', () => {
    expect(validateJob({ ...valid, dateIn: '' })).toEqual({ dateIn: 'Start date is required' });
    expect(validateJob({ ...valid, dateIn: '   ' })).toEqual({ dateIn: 'Start date is required' });
  });

  it('refuses a date that is given but not a real date in 2000 to 2100, with the one date rule message', () => {
    const message = 'Enter a real date between 2000 and 2100';
    expect(validateJob({ ...valid, dateIn: 'not a date' })).toEqual({ dateIn: message });
    expect(validateJob({ ...valid, dateIn: '1999-12-31T09:00' })).toEqual({ dateIn: message });
    expect(validateJob({ ...valid, dateOut: '10000-01-01T09:00' })).toEqual({ dateOut: message });
    expect(validateJob({ ...valid, dateOut: '2030-02-30T09:00' })).toEqual({ dateOut: message });
  });
});

describe('job payloads', () => {
  it('create sends trimmed values, numbers, ISO dates and the current user id', () => {
    const payload = toNewJobPayload({ ...valid, jobName: '  Payroll  ', jobDescription: ' Monthly payroll run ' }, 17);
    expect(payload).toEqual({
      jobName: 'Payroll',
      jobDescription: 'Monthly payroll run',
      clientId: 4,
      jobTypeId: 2,
      dateIn: new Date('2030-01-01T09:00').toISOString(),
      dateOut: new Date('2030-01-02T09:00').toISOString(),
      id: 17,
    });
    expect(payload.dateIn).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('edit keeps the job id and its status', () => {
    expect(toJobUpdatePayload(valid, { id: 9, statusId: 3 })).toMatchObject({ id: 9, statusId: 3, clientId: 4, jobTypeId: 2 });
  });

  it('the edit form starts from the stored job, dates in local input form', () => {
    const job = apiJob(1, {
      jobName: 'A job',
      jobDescription: 'Described here',
      clientId: 1,
      jobTypeId: 2,
      dateIn: toIsoDate('2030-03-04T05:06'),
      dateOut: toIsoDate('2030-03-05T07:08'),
    });
    expect(jobFormValuesOf(job)).toEqual({
      jobName: 'A job',
      jobDescription: 'Described here',
      clientId: '1',
      jobTypeId: '2',
      dateIn: '2030-03-04T05:06',
      dateOut: '2030-03-05T07:08',
    });
  });

  it('local input values round-trip and unknown dates are empty', () => {
    expect(toLocalInputValue(new Date(2031, 0, 2, 3, 4))).toBe('2031-01-02T03:04');
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('garbage')).toBe('');
  });
});

describe('validateTask (docs/behaviour.md §5)', () => {
  it('requires name and description with the exact messages', () => {
    expect(validateTask({ taskName: '', taskDescription: ' ' })).toEqual({
      taskName: 'Task name is required',
      taskDescription: 'Task description is required',
    });
  });

  it('checks minimum lengths on trimmed values', () => {
    expect(validateTask({ taskName: ' ab ', taskDescription: '123456789 ' })).toEqual({
      taskName: 'Task name must be at least 3 characters',
      taskDescription: 'Task description must be at least 10 characters',
    });
    expect(validateTask({ taskName: 'abc', taskDescription: '1234567890' })).toEqual({});
  });

  it('is incomplete while either field is empty', () => {
    expect(isTaskFormIncomplete({ taskName: '', taskDescription: 'x' })).toBe(true);
    expect(isTaskFormIncomplete({ taskName: 'x', taskDescription: '' })).toBe(true);
    expect(isTaskFormIncomplete({ taskName: ' ', taskDescription: ' ' })).toBe(false);
    expect(isTaskFormIncomplete({ taskName: 'x', taskDescription: 'y' })).toBe(false);
  });

  it('a new task has status 1 and no dates, users or reviewers', () => {
    expect(
      toNewTaskPayload({ taskName: ' Close books ', taskDescription: ' Reconcile all ledgers ' }, 5, [{ url: 'u', fileName: 'f.pdf' }]),
    ).toEqual({
      taskName: 'Close books',
      taskDescription: 'Reconcile all ledgers',
      startDate: null,
      endDate: null,
      userList: [],
      reviewerList: [],
      jobId: 5,
      statusId: 1,
      default: false,
      taskFileList: [{ url: 'u', fileName: 'f.pdf' }],
    });
  });
});

describe('files', () => {
  it('accepts exactly the listed types, in any case', () => {
    for (const name of ['a.pdf', 'b.PPTX', 'c.doc', 'd.docx', 'e.xls', 'f.xlsx', 'g.txt', 'h.JPG', 'i.jpeg', 'j.png']) {
      expect(isAcceptedFile(name)).toBe(true);
    }
    for (const name of ['a.exe', 'b.gif', 'noextension', 'c.pdf.zip', 'd.csv']) expect(isAcceptedFile(name)).toBe(false);
    expect(ACCEPT_ATTRIBUTE).toBe('.pdf,.pptx,.doc,.docx,.xls,.xlsx,.txt,.jpg,.jpeg,.png');
  });

  it('names refused files', () => {
    expect(refusedFilesMessage([])).toBeNull();
    expect(refusedFilesMessage(['x.exe', 'y.gif'])).toContain('x.exe, y.gif');
  });

  it('divides progress evenly across files', () => {
    expect(uploadPercent(0, 3)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(2, 4)).toBe(50);
    expect(uploadPercent(3, 3)).toBe(100);
    expect(uploadPercent(5, 3)).toBe(100);
    expect(uploadPercent(0, 0)).toBe(0);
  });

  it('upload needs a file and a task', () => {
    expect(validateUpload(0, '')).toEqual({ files: 'Please select at least one file', taskId: 'Please select a task' });
    expect(validateUpload(2, '7')).toEqual({});
  });
});

describe('task summary (docs/behaviour.md §2)', () => {
  it('no tasks: no badges', () => {
    expect(taskSummary({ taskCount: 0, taskAssigned: 0, isAssigned: false })).toEqual({ total: 0, assigned: 0, pending: 0, badges: [] });
  });

  it('some assigned: Job Assigned and N Pending', () => {
    expect(taskSummary({ taskCount: 5, taskAssigned: 2, isAssigned: true })).toEqual({
      total: 5,
      assigned: 2,
      pending: 3,
      badges: [
        { label: 'Job Assigned', tone: 'primary' },
        { label: '3 Pending', tone: 'warning' },
      ],
    });
  });

  it('none assigned: only N Pending', () => {
    expect(taskSummary({ taskCount: 2, taskAssigned: 0, isAssigned: false }).badges).toEqual([{ label: '2 Pending', tone: 'warning' }]);
  });

  it('all assigned: Job Assigned and Fully Assigned', () => {
    expect(taskSummary({ taskCount: 3, taskAssigned: 3, isAssigned: true }).badges.map((b) => b.label)).toEqual([
      'Job Assigned',
      'Fully Assigned',
    ]);
  });

  it('never counts more assigned than there are tasks', () => {
    expect(taskSummary({ taskCount: 1, taskAssigned: 4, isAssigned: true })).toMatchObject({ assigned: 1, pending: 0 });
  });

  it('a job is overdue when either flag says so', () => {
    expect(isJobOverdue({ isJobOverDue: true, jobOverDue: false })).toBe(true);
    expect(isJobOverdue({ isJobOverDue: false, jobOverDue: true })).toBe(true);
    expect(isJobOverdue({ isJobOverDue: false, jobOverDue: false })).toBe(false);
  });
});

describe('duration and addresses', () => {
  it('is whole days, floored, only when finished', () => {
    expect(jobDurationDays('2030-01-01T00:00:00Z', null)).toBeNull();
    expect(jobDurationDays(null, '2030-01-01T00:00:00Z')).toBeNull();
    expect(jobDurationDays('2030-01-01T00:00:00Z', '2030-01-01T23:59:59Z')).toBe(0);
    expect(jobDurationDays('2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z')).toBe(1);
    expect(jobDurationDays('2030-01-01T00:00:00Z', '2030-01-04T12:00:00Z')).toBe(3);
    expect(jobDurationDays('2030-01-05T00:00:00Z', '2030-01-04T00:00:00Z')).toBe(0);
    expect(durationText(1)).toBe('1 day');
    expect(durationText(0)).toBe('0 days');
    expect(durationText(12)).toBe('12 days');
  });

  it('reads the job id from the address', () => {
    expect(parseJobId('42')).toBe(42);
    expect(parseJobId('0')).toBeNull();
    expect(parseJobId('abc')).toBeNull();
    expect(parseJobId('4.2')).toBeNull();
    expect(parseJobId(undefined)).toBeNull();
  });

  it('Due this week runs from now to the end of Sunday, local time', () => {
    // Wednesday 25 Nov 2026, 10:30.
    const wednesday = new Date(2026, 10, 25, 10, 30);
    const window = dueThisWeekWindow(wednesday);
    expect(window.from.getTime()).toBe(wednesday.getTime());
    expect(window.to).toEqual(new Date(2026, 10, 29, 23, 59, 59, 999));
    // On Sunday the week ends tonight; on Monday it runs to the next Sunday.
    expect(dueThisWeekWindow(new Date(2026, 10, 29, 8, 0)).to).toEqual(new Date(2026, 10, 29, 23, 59, 59, 999));
    expect(dueThisWeekWindow(new Date(2026, 10, 30, 8, 0)).to).toEqual(new Date(2026, 11, 6, 23, 59, 59, 999));
  });
});

describe('client choices of the edit form (decision 010)', () => {
  const clients = [
    { value: 1, label: 'Kano Textiles' },
    { value: 2, label: 'Ajah Fisheries' },
  ];
  it('keeps a deleted client on offer for its own job, and only there', () => {
    expect(clientOptionsFor(clients, { clientId: 9, clientName: 'Old Client Ltd' })).toEqual([
      ...clients,
      { value: 9, label: 'Old Client Ltd (deleted client)' },
    ]);
    expect(clientOptionsFor(clients, { clientId: 2, clientName: 'Ajah Fisheries' })).toEqual(clients);
    expect(clientOptionsFor(clients, null)).toEqual(clients);
  });
});
