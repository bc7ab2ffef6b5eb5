import { describe, expect, it } from 'vitest';
import {
  NO_REVIEW_FILTERS,
  readCalendarAddress,
  readReviewQueueAddress,
  sameReviewQueue,
  writeReviewQueueAddress,
  readJobsAddress,
  readPagedListAddress,
  readReportRangeAddress,
  readSearchedListAddress,
  writeCalendarAddress,
  writeJobsAddress,
  writePagedListAddress,
  writeReportRangeAddress,
  writeSearchedListAddress,
  type JobsListQuery,
} from '../../src/domain/listAddress';

const PLAIN: JobsListQuery = { text: '', clientId: '', jobTypeId: '', statusId: '', due: '', page: 1 };

describe('Jobs list address', () => {
  it('a plain list has a plain address', () => {
    expect(readJobsAddress('')).toEqual(PLAIN);
    expect(writeJobsAddress(PLAIN)).toBe('');
  });

  it('reads and writes search, client, type, status, quick filter and page', () => {
    const query: JobsListQuery = { text: 'payroll run', clientId: '4', jobTypeId: '2', statusId: '1', due: 'overdue', page: 3 };
    const search = writeJobsAddress(query);
    expect(search).toBe('q=payroll+run&client=4&type=2&status=1&filter=overdue&page=3');
    expect(readJobsAddress(search)).toEqual(query);
    expect(readJobsAddress(`?${search}`)).toEqual(query);
    expect(writeJobsAddress({ ...PLAIN, due: 'dueThisWeek' })).toBe('filter=due-this-week');
    expect(readJobsAddress('filter=due-this-week').due).toBe('dueThisWeek');
  });

  it('keeps the dashboard presets: overdue is the quick filter, the others preset Status', () => {
    expect(readJobsAddress('filter=overdue')).toEqual({ ...PLAIN, due: 'overdue' });
    expect(readJobsAddress('filter=ongoing')).toEqual({ ...PLAIN, statusId: '2' });
    expect(readJobsAddress('filter=pending')).toEqual({ ...PLAIN, statusId: '1' });
    expect(readJobsAddress('filter=Completed')).toEqual({ ...PLAIN, statusId: '3' });
    // An explicit status wins over a preset; an unknown preset means nothing.
    expect(readJobsAddress('filter=ongoing&status=4').statusId).toBe('4');
    expect(readJobsAddress('filter=toString')).toEqual(PLAIN);
  });

  it('counts anything unreadable as its default', () => {
    expect(readJobsAddress('page=0&client=abc&type=-1&status=1.5')).toEqual(PLAIN);
    expect(readJobsAddress('page=two').page).toBe(1);
    expect(readJobsAddress('q=%20%20').text).toBe('');
  });
});

describe('Clients and Users list address', () => {
  it('reads and writes the search and the page, leaving defaults out', () => {
    expect(readSearchedListAddress('')).toEqual({ search: '', page: 1 });
    expect(writeSearchedListAddress({ search: '', page: 1 })).toBe('');
    expect(writeSearchedListAddress({ search: ' ada ', page: 2 })).toBe('q=ada&page=2');
    expect(readSearchedListAddress('q=ada&page=2')).toEqual({ search: 'ada', page: 2 });
  });
});

describe('Pending Jobs to Approve address', () => {
  it('a plain queue has a plain address; filters and page are read back as written', () => {
    expect(readReviewQueueAddress('')).toEqual({ filters: NO_REVIEW_FILTERS, page: 1 });
    expect(writeReviewQueueAddress({ filters: NO_REVIEW_FILTERS, page: 1 })).toBe('');
    const query = { filters: { assigneeId: '7', clientId: '3', overdue: true }, page: 2 };
    const search = writeReviewQueueAddress(query);
    expect(search).toBe('assignee=7&client=3&filter=overdue&page=2');
    expect(readReviewQueueAddress(`?${search}`)).toEqual(query);
    expect(sameReviewQueue(readReviewQueueAddress(search), query)).toBe(true);
    expect(sameReviewQueue(readReviewQueueAddress('assignee=7&client=3&page=2'), query)).toBe(false);
    expect(sameReviewQueue(readReviewQueueAddress('assignee=7&filter=overdue&page=2'), query)).toBe(false);
    expect(sameReviewQueue(readReviewQueueAddress('client=3&filter=overdue&page=2'), query)).toBe(false);
    expect(sameReviewQueue(readReviewQueueAddress('assignee=7&client=3&filter=overdue'), query)).toBe(false);
  });

  it('counts anything unreadable as its default', () => {
    expect(readReviewQueueAddress('assignee=x&client=-1&filter=late&page=0')).toEqual({ filters: NO_REVIEW_FILTERS, page: 1 });
    expect(readReviewQueueAddress('filter=OVERDUE').filters.overdue).toBe(true);
  });
});

describe('My Jobs address', () => {
  it('holds the page only when it is not the first', () => {
    expect(writePagedListAddress(1)).toBe('');
    expect(writePagedListAddress(4)).toBe('page=4');
    expect(readPagedListAddress('page=4')).toBe(4);
    expect(readPagedListAddress('page=-2')).toBe(1);
  });
});

describe('Download Reports address', () => {
  it('holds the previewed range as from and to days', () => {
    const range = { startDate: '2026-10-28', endDate: '2026-11-26' };
    expect(writeReportRangeAddress(range)).toBe('from=2026-10-28&to=2026-11-26');
    expect(readReportRangeAddress('from=2026-10-28&to=2026-11-26')).toEqual(range);
  });

  it('is no range unless both ends are days', () => {
    expect(readReportRangeAddress('')).toBeNull();
    expect(readReportRangeAddress('from=2026-10-28')).toBeNull();
    expect(readReportRangeAddress('from=2026-10-28&to=tomorrow')).toBeNull();
    expect(readReportRangeAddress('from=2026-13-45&to=2026-11-26')).toBeNull();
  });
});

describe('Compliance Calendar address', () => {
  it('holds the month shown as YYYY-MM', () => {
    expect(writeCalendarAddress({ year: 2027, month: 1 })).toBe('month=2027-01');
    expect(readCalendarAddress('month=2027-01')).toEqual({ year: 2027, month: 1 });
    expect(readCalendarAddress('month=2026-12&page=2')).toEqual({ year: 2026, month: 12 });
  });

  it('is no month unless it names a real one', () => {
    expect(readCalendarAddress('')).toBeNull();
    expect(readCalendarAddress('month=2026-13')).toBeNull();
    expect(readCalendarAddress('month=2026-00')).toBeNull();
    expect(readCalendarAddress('month=2026-1')).toBeNull();
    expect(readCalendarAddress('month=November')).toBeNull();
  });
});
