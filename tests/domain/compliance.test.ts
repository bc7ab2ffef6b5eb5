/**
 * The statutory calendar (docs/behaviour.md §4, Compliance Calendar): every calendar obligation
 * over 24 months of periods (January 2026 to December 2027), with each expected day written
 * out by hand from a printed calendar and the holiday list below.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_RULES,
  DEFAULT_DECLARED_HOLIDAYS,
  HolidayCalendar,
  addMonths,
  complianceJobName,
  deadlineState,
  deadlinesBetween,
  dueDate,
  easterSunday,
  eventDueDate,
  fixedHolidays,
  indexComplianceJobs,
  monthPeriod,
  monthWeeks,
  parseComplianceName,
  periodLabelsFor,
  plannedDates,
  repeatPlan,
  repeatedName,
  ruleById,
  yearPeriod,
  type ObligationId,
} from '../../src/domain/compliance';

const holidays = new HolidayCalendar(DEFAULT_DECLARED_HOLIDAYS, [2025, 2026, 2027, 2028]);

const PERIODS = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
  '2027-01',
  '2027-02',
  '2027-03',
  '2027-04',
  '2027-05',
  '2027-06',
  '2027-07',
  '2027-08',
  '2027-09',
  '2027-10',
  '2027-11',
  '2027-12',
];
const period = (key: string) => monthPeriod(Number(key.slice(0, 4)), Number(key.slice(5, 7)));
const dues = (id: ObligationId) => PERIODS.map((key) => dueDate(id, period(key), holidays).date);

describe('Nigerian public holidays', () => {
  it('computes Easter, so Good Friday and Easter Monday move every year', () => {
    expect([2024, 2025, 2026, 2027, 2028, 2029].map(easterSunday)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
    ]);
    expect(fixedHolidays(2027)).toEqual([
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-03-26', name: 'Good Friday' },
      { date: '2027-03-29', name: 'Easter Monday' },
      { date: '2027-05-01', name: "Workers' Day" },
      { date: '2027-06-12', name: 'Democracy Day' },
      { date: '2027-10-01', name: 'Independence Day' },
      { date: '2027-12-25', name: 'Christmas Day' },
      { date: '2027-12-26', name: 'Boxing Day' },
    ]);
  });

  it('counts a declared day as a holiday only while it is listed', () => {
    expect(holidays.nameOf('2027-03-10')).toBe('Eid al-Fitr');
    const edited = new HolidayCalendar(
      DEFAULT_DECLARED_HOLIDAYS.filter((h) => !h.date.startsWith('2027-03')),
      [2027],
    );
    expect(edited.isHoliday('2027-03-10')).toBe(false);
    expect(dueDate('paye', monthPeriod(2027, 2), edited).date).toBe('2027-03-10');
  });

  it('counts working days past weekends and holidays', () => {
    // Tuesday 31 March 2026, then 1, 2 April, Good Friday, the weekend, Easter Monday, then 7 to 13 April.
    expect(holidays.addWorkingDays('2026-03-31', 7)).toBe('2026-04-13');
    expect(holidays.lastWorkingDay(2026, 5)).toBe('2026-05-29');
    expect(holidays.lastWorkingDay(2027, 12)).toBe('2027-12-31');
    expect(holidays.isWorkingDay('2026-06-12')).toBe(false);
    expect(holidays.isWorkingDay('2026-06-13')).toBe(false);
    expect(holidays.isWorkingDay('2026-06-15')).toBe(true);
  });

  it('moves a deadline off a Sunday or a holiday, never off a Saturday', () => {
    expect(holidays.nextDueDay('2026-10-10')).toBe('2026-10-10');
    expect(holidays.nextDueDay('2026-05-10')).toBe('2026-05-11');
    // Christmas on a Saturday is still a holiday; Boxing Day on the Sunday after it too, and their substitutes on 27 and 28 December.
    expect(holidays.nextDueDay('2027-12-25')).toBe('2027-12-29');
    expect(holidays.nextDueDay('2027-12-26')).toBe('2027-12-29');
    // Christmas Friday, Boxing Day Saturday, then Sunday and Boxing Day's substitute on Monday 28th: Tuesday 29th.
    expect(holidays.nextDueDay('2026-12-25')).toBe('2026-12-29');
  });
});

describe('monthly obligations over 24 months', () => {
  it('PAYE: the 10th of the next month', () => {
    expect(dues('paye')).toEqual([
      '2026-02-10',
      '2026-03-10',
      '2026-04-10',
      '2026-05-11',
      '2026-06-10',
      '2026-07-10',
      '2026-08-10',
      '2026-09-10',
      '2026-10-10',
      '2026-11-10',
      '2026-12-10',
      '2027-01-11',
      '2027-02-10',
      '2027-03-12',
      '2027-04-10',
      '2027-05-10',
      '2027-06-10',
      '2027-07-10',
      '2027-08-10',
      '2027-09-10',
      '2027-10-11',
      '2027-11-10',
      '2027-12-10',
      '2028-01-10',
    ]);
  });

  const twentyFirst = [
    '2026-02-21',
    '2026-03-21',
    '2026-04-21',
    '2026-05-21',
    '2026-06-22',
    '2026-07-21',
    '2026-08-21',
    '2026-09-21',
    '2026-10-21',
    '2026-11-21',
    '2026-12-21',
    '2027-01-21',
    '2027-02-22',
    '2027-03-22',
    '2027-04-21',
    '2027-05-21',
    '2027-06-21',
    '2027-07-21',
    '2027-08-21',
    '2027-09-21',
    '2027-10-21',
    '2027-11-22',
    '2027-12-21',
    '2028-01-21',
  ];
  it('VAT: the 21st of the next month', () => expect(dues('vat')).toEqual(twentyFirst));
  it('WHT from companies: the 21st of the next month', () => expect(dues('wht-company')).toEqual(twentyFirst));
  it('WHT from individuals: the 21st of the next month', () => expect(dues('wht-individual')).toEqual(twentyFirst));

  it('pension: 7 working days after the last working day of the month', () => {
    expect(dues('pension')).toEqual([
      '2026-02-10',
      '2026-03-10',
      '2026-04-13',
      '2026-05-12',
      '2026-06-09',
      '2026-07-09',
      '2026-08-11',
      '2026-09-09',
      '2026-10-12',
      '2026-11-10',
      '2026-12-09',
      '2027-01-12',
      '2027-02-09',
      '2027-03-09',
      '2027-04-09',
      // Workers' Day's substitute, Monday 3 May 2027, is not a working day.
      '2027-05-12',
      '2027-06-09',
      '2027-07-09',
      '2027-08-10',
      '2027-09-09',
      '2027-10-12',
      '2027-11-09',
      '2027-12-09',
      // New Year's Day's substitute, Monday 3 January 2028.
      '2028-01-12',
    ]);
  });

  const monthEnd = [
    '2026-02-28',
    '2026-03-31',
    '2026-04-30',
    '2026-06-01',
    '2026-06-30',
    '2026-07-31',
    '2026-08-31',
    '2026-09-30',
    '2026-10-31',
    '2026-11-30',
    '2026-12-31',
    '2027-02-01',
    '2027-03-01',
    '2027-03-31',
    '2027-04-30',
    '2027-05-31',
    '2027-06-30',
    '2027-07-31',
    '2027-08-31',
    '2027-09-30',
    '2027-11-01',
    '2027-11-30',
    '2027-12-31',
    '2028-01-31',
  ];
  it('NHF: the end of the next month (assumed)', () => expect(dues('nhf')).toEqual(monthEnd));
  it('NSITF: the end of the next month (assumed)', () => expect(dues('nsitf')).toEqual(monthEnd));
});

describe('annual obligations', () => {
  const years = [2025, 2026, 2027];
  const annual = (id: ObligationId) => years.map((y) => dueDate(id, yearPeriod(y), holidays).date);

  it('employer annual return: 31 January, moved off a Sunday', () =>
    expect(annual('paye-annual')).toEqual(['2026-01-31', '2027-02-01', '2028-01-31']));
  it('ITF: 1 April of the next year', () => expect(annual('itf')).toEqual(['2026-04-01', '2027-04-01', '2028-04-01']));
  it('personal income tax: 31 March of the next year', () => expect(annual('pit')).toEqual(['2026-03-31', '2027-03-31', '2028-03-31']));
  it('CIT and development levy: six months after a 31 December year end', () => {
    expect(annual('cit')).toEqual(['2026-06-30', '2027-06-30', '2028-06-30']);
    expect(annual('dev-levy')).toEqual(['2026-06-30', '2027-06-30', '2028-06-30']);
  });
  it('CAC business names: 30 June of the year itself', () =>
    expect(annual('cac-business-name')).toEqual(['2025-06-30', '2026-06-30', '2027-06-30']));

  it('CIT keeps a month-end year end at month end, February included', () => {
    const cit = (yearEnd: string, incorporated?: string) =>
      dueDate('cit', yearPeriod(Number(yearEnd.slice(0, 4))), holidays, { yearEnd, incorporated });
    expect(cit('2026-08-31')).toMatchObject({ statutory: '2027-02-28', date: '2027-03-01', moved: true });
    expect(cit('2027-08-31')).toMatchObject({ statutory: '2028-02-29', date: '2028-03-01', moved: true });
    expect(cit('2026-09-30')).toMatchObject({ statutory: '2027-03-31', date: '2027-03-31', moved: false });
    expect(cit('2026-06-30')).toMatchObject({ statutory: '2026-12-31', date: '2026-12-31' });
    // A new company: the earlier of 18 months from incorporation and 6 months after its first year end.
    expect(cit('2027-12-31', '2026-03-15').date).toBe('2027-09-15');
    expect(cit('2026-12-31', '2026-03-15').date).toBe('2027-06-30');
  });

  it('months add up to month ends', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-31');
    expect(addMonths('2026-04-30', 2)).toBe('2026-06-30');
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-11-30', -1)).toBe('2026-10-31');
  });
});

describe('event obligations', () => {
  it('CAC companies: 42 days after the AGM; notice of change: 30 days after the event', () => {
    expect(eventDueDate('cac-company', '2026-05-15', holidays).date).toBe('2026-06-26');
    expect(eventDueDate('cac-company', '2026-11-14', holidays).date).toBe('2026-12-29');
    expect(eventDueDate('notice-change', '2026-11-10', holidays).date).toBe('2026-12-10');
    expect(eventDueDate('notice-change', '2027-02-08', holidays).date).toBe('2027-03-12');
  });
});

describe('confidence', () => {
  it('every rule carries its id, source, confidence and the day it took effect', () => {
    expect(COMPLIANCE_RULES.map((r) => r.id)).toEqual([
      'paye',
      'paye-annual',
      'vat',
      'wht-company',
      'wht-individual',
      'pension',
      'nhf',
      'nsitf',
      'itf',
      'pit',
      'cit',
      'dev-levy',
      'cac-company',
      'cac-business-name',
      'notice-change',
    ]);
    for (const rule of COMPLIANCE_RULES) {
      expect(rule.source.length).toBeGreaterThan(5);
      expect(rule.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.tasks.length).toBeGreaterThan(1);
    }
    expect(ruleById('paye')).toMatchObject({ confidence: 'V2', effective: '2026-01-01' });
  });

  it('a moved deadline is an inference, and I or U rules stay as they are', () => {
    expect(dueDate('vat', monthPeriod(2026, 4), holidays)).toMatchObject({ confidence: 'V2', moved: false });
    expect(dueDate('vat', monthPeriod(2026, 5), holidays)).toMatchObject({ confidence: 'I', moved: true });
    expect(dueDate('nhf', monthPeriod(2026, 4), holidays).confidence).toBe('U');
    expect(dueDate('wht-individual', monthPeriod(2026, 4), holidays).confidence).toBe('I');
  });
});

describe('deadlines and the jobs that cover them', () => {
  it('lists a month\'s deadlines by day, with "check this date" where uncertain', () => {
    const december = deadlinesBetween('2026-12-01', '2026-12-31', holidays);
    expect(december.map((d) => [d.date, d.key, d.uncertain])).toEqual([
      ['2026-12-09', 'pension:2026-11', true],
      ['2026-12-10', 'paye:2026-11', false],
      ['2026-12-21', 'vat:2026-11', false],
      ['2026-12-21', 'wht-company:2026-11', false],
      ['2026-12-21', 'wht-individual:2026-11', true],
      ['2026-12-31', 'nhf:2026-11', true],
      ['2026-12-31', 'nsitf:2026-11', true],
    ]);
    const june = deadlinesBetween('2026-06-01', '2026-06-30', holidays).map((d) => d.key);
    expect(june).toEqual([
      'nhf:2026-04',
      'nsitf:2026-04',
      'pension:2026-05',
      'paye:2026-05',
      'vat:2026-05',
      'wht-company:2026-05',
      'wht-individual:2026-05',
      'nhf:2026-05',
      'nsitf:2026-05',
      'cit:2025',
      'dev-levy:2025',
      'cac-business-name:2026',
    ]);
    expect(periodLabelsFor(december)).toEqual(['November 2026', 'October 2026']);
  });

  it('names a job so its obligation and period read back, and nothing else does', () => {
    const name = complianceJobName(ruleById('wht-company'), monthPeriod(2026, 11), 'Jos Plateau Dairies');
    expect(name).toBe('WHT (companies) November 2026 – Jos Plateau Dairies');
    expect(parseComplianceName(name)).toEqual({ ruleId: 'wht-company', period: monthPeriod(2026, 11) });
    expect(parseComplianceName('CIT year 2025 – Yaba Tech Innovations')).toEqual({ ruleId: 'cit', period: yearPeriod(2025) });
    expect(parseComplianceName('PAYE year 2025 – X')).toBeNull();
    expect(parseComplianceName('Monthly payroll – Jos Plateau Dairies')).toBeNull();
    expect(parseComplianceName('PAYE Novembre 2026 – X')).toBeNull();
  });

  it('tells planned, likely-due and overdue clients apart', () => {
    const [pension, paye] = deadlinesBetween('2026-12-01', '2026-12-10', holidays);
    const job = (id: number, name: string, clientId: number, statusId = 1) => ({
      id,
      jobName: name,
      clientId,
      clientName: `Client ${clientId}`,
      statusId,
      dateFinished: statusId === 1 ? null : '2026-11-09T10:00:00Z',
    });
    const index = indexComplianceJobs([
      job(1, 'PAYE October 2026 – Client 1', 1, 4),
      job(2, 'PAYE October 2026 – Client 2', 2, 4),
      job(3, 'PAYE October 2026 – Client 3', 3, 4),
      job(4, 'PAYE November 2026 – Client 2', 2),
      job(5, 'PAYE November 2026 – Client 2 again', 2),
      job(6, 'Pension November 2026 – Client 5', 5, 3),
      job(7, 'Monthly payroll – Client 4', 4),
    ]);
    const before = deadlineState(paye, index, '2026-12-01');
    expect(before.planned.map((j) => j.jobId)).toEqual([4]);
    expect(before.likely.map((c) => c.clientId)).toEqual([1, 3]);
    expect(before.overdue).toBe(false);
    const after = deadlineState(paye, index, '2026-12-11');
    expect(after).toMatchObject({ overdue: true });
    expect(after.overdueJobs.map((j) => j.jobId)).toEqual([4]);
    expect(deadlineState(pension, index, '2026-12-11')).toMatchObject({ overdue: false, likely: [], overdueJobs: [] });
    expect(deadlineState(paye, index, '2026-12-10').overdue).toBe(false);
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks(2026, 2);
    // 1 February 2026 is a Sunday: the first week holds only it.
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toBe(null);
    expect(weeks[0][6]).toBe('2026-02-01');
    expect(weeks[4][6]).toBe(null);
    expect(weeks[4][5]).toBe('2026-02-28');
    expect(monthWeeks(2026, 11)).toHaveLength(6);
  });
});

describe('planning and repeating', () => {
  it('starts lead days before the due date and aims buffer days before it, never after', () => {
    expect(plannedDates('2026-12-10')).toEqual({ start: '2026-11-30', end: '2026-12-08' });
    expect(plannedDates('2026-12-10', 5, 0)).toEqual({ start: '2026-12-05', end: '2026-12-10' });
    expect(plannedDates('2026-12-10', 3, 5)).toEqual({ start: '2026-12-07', end: '2026-12-10' });
    expect(plannedDates('2026-12-10', 10, -4)).toEqual({ start: '2026-11-30', end: '2026-12-10' });
  });

  it("moves the name's period on by the frequency", () => {
    expect(repeatedName('PAYE November 2026 – Jos Plateau Dairies', 'monthly', '2026-12-01')).toBe(
      'PAYE December 2026 – Jos Plateau Dairies',
    );
    expect(repeatedName('PAYE November 2026 – X', 'quarterly', '2027-02-01')).toBe('PAYE February 2027 – X');
    expect(repeatedName('VAT December 2026 – X', 'monthly', '2027-01-01')).toBe('VAT January 2027 – X');
    expect(repeatedName('Management accounts Q4 2026 – X', 'quarterly', '2027-01-01')).toBe('Management accounts Q1 2027 – X');
    expect(repeatedName('Management accounts Q2 2026 – X', 'annual', '2027-04-01')).toBe('Management accounts Q2 2027 – X');
    expect(repeatedName('CIT year 2025 – X', 'annual', '2026-06-01')).toBe('CIT year 2026 – X');
    expect(repeatedName('Payroll processing – X', 'monthly', '2026-12-03')).toBe('Payroll processing – X (December 2026)');
    expect(repeatedName('Payroll processing – X', 'quarterly', '2027-02-03')).toBe('Payroll processing – X (Q1 2027)');
    expect(repeatedName('Audit 2025 – X', 'monthly', '2026-12-03')).toBe('Audit 2025 – X (December 2026)');
    expect(repeatedName('Audit 2025 – X', 'annual', '2027-12-03')).toBe('Audit 2026 – X');
  });

  it('shifts the dates by whole months, month ends kept', () => {
    const plan = repeatPlan(
      {
        jobName: 'PAYE November 2026 – X',
        jobDescription: 'Monthly payroll.',
        dateIn: new Date(2026, 10, 30, 8).toISOString(),
        dateOut: new Date(2026, 11, 8, 17).toISOString(),
      },
      'monthly',
      DEFAULT_DECLARED_HOLIDAYS,
    );
    expect(plan.jobName).toBe('PAYE December 2026 – X');
    expect(plan.dateIn).toBe(new Date(2026, 11, 31, 8).toISOString());
    expect(plan.dateOut).toBe(new Date(2027, 0, 8, 17).toISOString());
  });
});
