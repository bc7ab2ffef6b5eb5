/**
 * The 2026 corrections to the compliance calendar's facts (docs/behaviour.md §2 Compliance
 * Calendar), each test named after its source as /work/shared/COMPLIANCE.md records it.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_RULES,
  DEFAULT_DECLARED_HOLIDAYS,
  HolidayCalendar,
  clientAnnualDue,
  deadlinesBetween,
  dueDate,
  holidaysAround,
  monthPeriod,
  nextClientDue,
  periodMeaning,
  ruleById,
  ruleForPeriod,
  versionProblem,
  weekendSubstitutes,
  withNewVersion,
  yearPeriod,
  type ComplianceRule,
} from '../../src/domain/compliance';

const holidays = new HolidayCalendar(DEFAULT_DECLARED_HOLIDAYS, [2025, 2026, 2027, 2028]);

describe('declared holidays', () => {
  it('Federal Government declaration (press reports, March 2026): Eid-el-Fitr 2026 is Thursday 19 and Friday 20 March', () => {
    const march = DEFAULT_DECLARED_HOLIDAYS.filter((h) => h.date.startsWith('2026-03'));
    expect(march.map((h) => h.date)).toEqual(['2026-03-19', '2026-03-20']);
    expect(holidays.isHoliday('2026-03-19')).toBe(true);
    expect(holidays.isHoliday('2026-03-23')).toBe(false);
  });
});

describe('weekend substitutes', () => {
  it('Public Holidays Act practice (next weekday declared, e.g. 2 May 2016, 3 Oct 2016): 28 Dec 2026; 3 May, 14 Jun, 27-28 Dec 2027; 3 Jan 2028', () => {
    const days = (year: number) => weekendSubstitutes(year).map((s) => s.date);
    expect(days(2026)).toEqual(['2026-12-28']);
    expect(days(2027)).toEqual(['2027-05-03', '2027-06-14', '2027-12-27', '2027-12-28']);
    // Independence Day 2028 is a Sunday too.
    expect(days(2028)).toEqual(['2028-01-03', '2028-10-02']);
    expect(weekendSubstitutes(2027).map((s) => s.name)).toEqual([
      "Workers' Day (substitute)",
      'Democracy Day (substitute)',
      'Christmas Day (substitute)',
      'Boxing Day (substitute)',
    ]);
    for (const day of ['2026-12-28', '2027-05-03', '2027-06-14', '2027-12-27', '2027-12-28', '2028-01-03'])
      expect(holidays.isWorkingDay(day)).toBe(false);
  });

  it('Pension Reform Act 2014 s. 11(3)(b) with the substitutes: April 2027 pension falls due on 12 May 2027, not 11 May', () => {
    expect(dueDate('pension', monthPeriod(2027, 4), holidays).date).toBe('2027-05-12');
    // Without Workers' Day's substitute it would be the 11th.
    const removed = new HolidayCalendar(DEFAULT_DECLARED_HOLIDAYS, [2027], [{ for: '2027-05-01', date: null }]);
    expect(dueDate('pension', monthPeriod(2027, 4), removed).date).toBe('2027-05-11');
  });

  it('an admin removes or moves a computed substitute (shared/COMPLIANCE.md: "computed, and overridable by an admin")', () => {
    const moved = weekendSubstitutes(
      2027,
      [],
      [
        { for: '2027-06-12', date: '2027-06-11' },
        { for: '2027-05-01', date: null },
      ],
    );
    expect(moved.map((s) => [s.date, s.moved])).toEqual([
      ['2027-06-11', true],
      ['2027-12-27', false],
      ['2027-12-28', false],
    ]);
    const calendar = new HolidayCalendar([], [2027], [{ for: '2027-06-12', date: '2027-06-11' }]);
    expect(calendar.isHoliday('2027-06-11')).toBe(true);
    expect(calendar.isHoliday('2027-06-14')).toBe(false);
  });
});

describe('grades', () => {
  it('Pension Reform Act 2014 s. 11(3)(b): the Act is certain, the date rests on an assumed pay day, so it is graded inferred', () => {
    expect(ruleById('pension')).toMatchObject({ confidence: 'I', assumption: 'Salaries paid on the last working day of the month' });
    expect(dueDate('pension', monthPeriod(2026, 11), holidays).confidence).toBe('I');
    expect(deadlinesBetween('2026-12-01', '2026-12-31', holidays).find((d) => d.rule.id === 'pension')?.uncertain).toBe(true);
  });

  it('NTAA s. 22 (section text not read): VAT is graded as quoted by secondary sources', () =>
    expect(ruleById('vat').confidence).toBe('V2'));
});

describe('what a year label covers', () => {
  it('CAMA 2020 s. 822: the business-names "year 2026" return is filed in 2026 for the 2025 accounts', () =>
    expect(periodMeaning(ruleById('cac-business-name'), yearPeriod(2026))).toBe('Year 2026 is filed in 2026 for the 2025 accounts.'));

  it('NTAA ss. 11(5), 49: CIT "year 2025" covers the year ending in 2025 and is due in 2026', () => {
    expect(periodMeaning(ruleById('cit'), yearPeriod(2025))).toBe(
      'Year 2025 covers the financial year ending in 2025; with a 31 December year end it is due in 2026.',
    );
    expect(periodMeaning(ruleById('paye-annual'), yearPeriod(2025))).toBe('Year 2025 covers 2025 and is due in 2026.');
    expect(periodMeaning(ruleById('paye'), monthPeriod(2026, 11))).toBeNull();
  });
});

describe('development levy', () => {
  it('Nigeria Tax Act 2025 s. 59: small companies (turnover <= NGN 100m, fixed assets <= NGN 250m) and non-residents are exempt', () =>
    expect(ruleById('dev-levy').exemption).toBe(
      'Not owed by small companies (turnover up to NGN 100m and fixed assets up to NGN 250m) or non-residents',
    ));
});

describe('state overrides', () => {
  it('Lagos and Edo State IRS notices (January 2026): the 2026 employer annual return moves to 7 and 14 February', () => {
    const rule = ruleById('paye-annual');
    expect(rule.stateOverrides.map((o) => [o.state, o.period, o.date])).toEqual([
      ['Lagos', '2025', '2026-02-07'],
      ['Edo', '2025', '2026-02-14'],
    ]);
    expect(dueDate('paye-annual', yearPeriod(2025), holidays, { state: 'Lagos' }).statutory).toBe('2026-02-07');
    // 14 February 2026 is a Saturday, which moves nothing.
    expect(dueDate('paye-annual', yearPeriod(2025), holidays, { state: 'Edo' }).date).toBe('2026-02-14');
    expect(dueDate('paye-annual', yearPeriod(2025), holidays, { state: 'Kano' }).date).toBe('2026-01-31');
    expect(dueDate('paye-annual', yearPeriod(2026), holidays, { state: 'Lagos' }).date).toBe('2027-02-01');
  });
});

describe("CIT from each client's year end", () => {
  const around = holidaysAround(DEFAULT_DECLARED_HOLIDAYS, [2026]);
  it('NTAA s. 11(5): six months after the financial year end (31 March 2026 year end: 30 September 2026)', () => {
    expect(clientAnnualDue('cit', { yearEnd: '03-31', incorporated: null }, 2026, around).date).toBe('2026-09-30');
    expect(clientAnnualDue('dev-levy', { yearEnd: '06-30', incorporated: null }, 2026, around).date).toBe('2026-12-31');
  });

  it('NTAA s. 11(5) new company: the earlier of 18 months from incorporation or 6 months after the first period', () => {
    // Incorporated 15 March 2026, year end 31 December: first period ends 31 Dec 2026; 6 months later (30 Jun 2027) is earlier than 15 Sep 2027.
    expect(clientAnnualDue('cit', { yearEnd: '12-31', incorporated: '2026-03-15' }, 2026, around).date).toBe('2027-06-30');
    // Incorporated 1 February 2026, year end 30 June: first period ends 30 Jun 2026 (6 months later: 31 Dec 2026); 18 months: 1 Aug 2027.
    expect(clientAnnualDue('cit', { yearEnd: '06-30', incorporated: '2026-02-01' }, 2026, around).date).toBe('2026-12-31');
    // Incorporated 10 October 2025, year end 31 March: first period ends 31 Mar 2026, 6 months: 30 Sep 2026; 18 months: 10 Apr 2027.
    expect(clientAnnualDue('cit', { yearEnd: '03-31', incorporated: '2025-10-10' }, 2026, around).date).toBe('2026-09-30');
    // Incorporated 1 July 2025 with a 31 July year end: the first period ends 31 July 2025 and the 18 months (1 Jan 2027) never bind the next year.
    expect(clientAnnualDue('cit', { yearEnd: '07-31', incorporated: '2025-07-01' }, 2026, around).date).toBe('2027-02-01');
    expect(nextClientDue('cit', { yearEnd: '03-31', incorporated: null }, '2026-11-29', around).date).toBe('2027-09-30');
  });
});

describe('rule versions', () => {
  const vat = ruleById('vat');
  const later: ComplianceRule = { ...vat, dueRule: { kind: 'day-of-month', day: 25 }, effective: '2027-03-01', effectiveTo: null };

  it('a new version closes the one before the day before it, and past periods keep the version they were planned under', () => {
    expect(versionProblem(COMPLIANCE_RULES, later)).toBeNull();
    const versions = withNewVersion(COMPLIANCE_RULES, later);
    expect(versions.filter((v) => v.id === 'vat').map((v) => [v.effective, v.effectiveTo])).toEqual([
      ['2026-01-01', '2027-02-28'],
      ['2027-03-01', null],
    ]);
    expect(
      dueDate('vat', monthPeriod(2027, 1), holidays, { rule: ruleForPeriod(versions, 'vat', monthPeriod(2027, 1), holidays) }).date,
    ).toBe('2027-02-22');
    expect(
      dueDate('vat', monthPeriod(2027, 2), holidays, { rule: ruleForPeriod(versions, 'vat', monthPeriod(2027, 2), holidays) }).date,
    ).toBe('2027-03-25');
    expect(deadlinesBetween('2027-03-01', '2027-03-31', holidays, versions).find((d) => d.rule.id === 'vat')?.date).toBe('2027-03-25');
  });

  it('a version whose dates overlap another is refused with the day it would overlap', () => {
    const versions = withNewVersion(COMPLIANCE_RULES, later);
    expect(versionProblem(versions, { id: 'vat', effective: '2027-03-01' })).toBe(
      'These dates overlap the version in effect from Mon 1 Mar 2027. A new version must take effect after that day.',
    );
    expect(versionProblem(versions, { id: 'vat', effective: '2026-06-01' })).toBe(
      'These dates overlap the version in effect from Mon 1 Mar 2027. A new version must take effect after that day.',
    );
    expect(versionProblem(versions, { id: 'vat', effective: '2027-03-02' })).toBeNull();
  });
});
