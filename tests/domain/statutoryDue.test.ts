/**
 * A statutory job's due date as its own value (docs/behaviour.md §2, Statutory due date), and
 * Repeat Job moving it with the period (docs/behaviour.md §2, Repeat job).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DECLARED_HOLIDAYS,
  deadlinesBetween,
  holidaysAround,
  planDescription,
  repeatPlan,
  repeatedDescription,
  statutoryDescription,
  statutoryDueOf,
  type Holiday,
} from '../../src/domain/compliance';

const NOV_30 = new Date(2026, 10, 30, 8).toISOString();
const DEC_8 = new Date(2026, 11, 8, 17).toISOString();

describe('the statutory due date a description carries', () => {
  it('reads back the day the planner writes, and nothing from a description without one', () => {
    const written = statutoryDescription('PAYE remittance and monthly return', 'November 2026', '2026-12-10');
    expect(written).toBe('PAYE remittance and monthly return for November 2026, due 2026-12-10.');
    expect(statutoryDueOf(written)).toBe('2026-12-10');
    expect(statutoryDueOf('Monthly payroll for the Lagos office.')).toBeNull();
    expect(statutoryDueOf('')).toBeNull();
    expect(statutoryDueOf(null)).toBeNull();
    // Not a day at all, or a word that only ends in "due".
    expect(statutoryDueOf('VAT return, due 2026-02-30.')).toBeNull();
    expect(statutoryDueOf('Overdue 2026-12-10 items.')).toBeNull();
  });

  it("reads every planned job's day: the planner and the reader share one form", () => {
    const holidays = holidaysAround(DEFAULT_DECLARED_HOLIDAYS, [2026]);
    const deadlines = deadlinesBetween('2026-01-01', '2026-12-31', holidays);
    expect(deadlines.length).toBeGreaterThan(50);
    for (const deadline of deadlines) expect(statutoryDueOf(planDescription(deadline))).toBe(deadline.date);
  });
});

describe('repeating a statutory job', () => {
  const paye = {
    jobName: 'PAYE November 2026 – Jos Plateau Dairies',
    jobDescription: 'PAYE remittance and monthly return for November 2026, due 2026-12-10.',
    dateIn: NOV_30,
    dateOut: DEC_8,
  };

  it('PAYE November 2026 becomes December 2026, due on the next period’s day: 10 January 2027 is a Sunday, so Monday the 11th', () => {
    const plan = repeatPlan(paye, 'monthly', DEFAULT_DECLARED_HOLIDAYS);
    expect(plan.jobName).toBe('PAYE December 2026 – Jos Plateau Dairies');
    expect(plan.jobDescription).toBe('PAYE remittance and monthly return for December 2026, due 2027-01-11.');
    expect(plan.statutoryDue).toBe('2027-01-11');
  });

  it('follows the compliance rules, not a month added: VAT, quarterly, a declared holiday', () => {
    const vat = {
      jobName: 'VAT November 2026 – X',
      jobDescription: 'VAT return for November 2026, due 2026-12-21.',
      dateIn: NOV_30,
      dateOut: DEC_8,
    };
    // February 2027's VAT is due 21 March 2027, a Sunday: Monday 22 March.
    expect(repeatPlan(vat, 'quarterly', DEFAULT_DECLARED_HOLIDAYS).jobDescription).toBe('VAT return for February 2027, due 2027-03-22.');
    // A holiday an Admin declares on that Monday moves it once more.
    const declared: Holiday[] = [...DEFAULT_DECLARED_HOLIDAYS, { date: '2027-03-22', name: 'Declared holiday' }];
    expect(repeatPlan(vat, 'quarterly', declared).statutoryDue).toBe('2027-03-23');
  });

  it('moves an annual job to the next year and its due date by the rules', () => {
    const plan = repeatPlan(
      {
        jobName: 'PIT year 2025 – X',
        jobDescription: 'Personal income tax return for year 2025, due 2026-03-31.',
        dateIn: NOV_30,
        dateOut: DEC_8,
      },
      'annual',
      DEFAULT_DECLARED_HOLIDAYS,
    );
    expect(plan.jobName).toBe('PIT year 2026 – X');
    expect(plan.jobDescription).toBe('Personal income tax return for year 2026, due 2027-03-31.');
  });
});

describe('repeating any other job', () => {
  it('moves a due date and the periods in the description by the repeat interval', () => {
    const job = { jobName: 'Payroll – X', jobDescription: 'Payroll for November 2026, due 2026-12-05.' };
    expect(repeatedDescription(job, 'Payroll – X (December 2026)', 'monthly', DEFAULT_DECLARED_HOLIDAYS)).toBe(
      'Payroll for December 2026, due 2027-01-05.',
    );
    expect(repeatedDescription(job, 'Payroll – X (Q1 2027)', 'quarterly', DEFAULT_DECLARED_HOLIDAYS)).toBe(
      'Payroll for February 2027, due 2027-03-05.',
    );
  });

  it('moves a year on its own in an annual repeat, never the year of the due date twice', () => {
    const job = { jobName: 'Audit 2025 – X', jobDescription: 'Statutory audit 2025, due 2026-06-30.' };
    expect(repeatedDescription(job, 'Audit 2026 – X', 'annual', DEFAULT_DECLARED_HOLIDAYS)).toBe('Statutory audit 2026, due 2027-06-30.');
  });

  it('keeps a description with neither period nor due date as it is', () => {
    const plan = repeatPlan(
      { jobName: 'Payroll – X', jobDescription: 'Monthly payroll.', dateIn: NOV_30, dateOut: DEC_8 },
      'monthly',
      DEFAULT_DECLARED_HOLIDAYS,
    );
    expect(plan.jobDescription).toBe('Monthly payroll.');
    expect(plan.statutoryDue).toBeNull();
  });
});
