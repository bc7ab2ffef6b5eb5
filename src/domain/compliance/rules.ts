/**
 * The statutory obligations a Nigerian firm files for its clients, as data: each a record with
 * its id, the law it rests on, how sure we are of it, its due rule, the days it is in effect and
 * the states that move it (docs/behaviour.md §4, Compliance Calendar). These are the product's
 * default data set; a server with the `compliance-rules` extension keeps versions of them
 * (docs/api-extensions.md). The due-date arithmetic is in dueDates.ts.
 */
import type { CivilDate } from './civilDate';

/**
 * V read in the Act's text; V2 a reputable secondary source quoting it; I inferred; U not
 * verified. I and U are never shown as law: the product says "check this date" beside them.
 */
export type Confidence = 'V' | 'V2' | 'I' | 'U';

/** monthly and annual obligations sit on the calendar; event ones run from a day the firm gives. */
export type Frequency = 'monthly' | 'annual' | 'event';

export type ObligationId =
  | 'paye'
  | 'paye-annual'
  | 'vat'
  | 'wht-company'
  | 'wht-individual'
  | 'pension'
  | 'nhf'
  | 'nsitf'
  | 'itf'
  | 'pit'
  | 'cit'
  | 'dev-levy'
  | 'cac-company'
  | 'cac-business-name'
  | 'notice-change';

/**
 * How the due day is worked out, one of four kinds (docs/decisions/063-rules-as-data.md):
 * - `day-of-month`: that day (or the month's last) of the month after a monthly period;
 * - `working-days-after`: working days after an event (the assumed pay day for pension, the
 *   last working day of the period's month);
 * - `months-after-year-end`: months after the financial year end (CIT, development levy);
 * - `fixed-date`: a day of the year, in the period's year plus `yearsAfter`;
 * event obligations run `days-after-event` from a day the firm gives.
 */
export type DueRule =
  | { kind: 'day-of-month'; day: number | 'last' }
  | { kind: 'working-days-after'; days: number; event: 'pay day' }
  | { kind: 'months-after-year-end'; months: number }
  | { kind: 'fixed-date'; month: number; day: number; yearsAfter: number }
  | { kind: 'days-after-event'; days: number; event: string };

export type DueRuleKind = DueRule['kind'];

/** A state's own date for one period, e.g. Lagos moving the 2026 employer annual return. */
export interface StateOverride {
  state: string;
  /** The period it moves, by its key ('2025' for the year 2025 return, '2026-11' for a month). */
  period: string;
  date: CivilDate;
  source: string;
}

export interface ComplianceRule {
  id: ObligationId;
  /** What is filed or paid. */
  obligation: string;
  /** The start of every job name for this obligation (docs/decisions/010-compliance-jobs-by-name.md). */
  jobTitle: string;
  /** When it is due, in words. */
  due: string;
  frequency: Frequency;
  authority: string;
  confidence: Confidence;
  source: string;
  /** How the due day is worked out. */
  dueRule: DueRule;
  /** The day the rule as written here took effect. */
  effective: CivilDate;
  /** The last day it applies; null while it is the rule in force (docs/decisions/064-rule-versions.md). */
  effectiveTo: CivilDate | null;
  /** States whose own date replaces the rule's for a period. */
  stateOverrides: StateOverride[];
  /** Who does not owe it, when the law says so. */
  exemption?: string;
  /** What the computed day assumes beyond the law, shown beside it. */
  assumption?: string;
  /** The job type a job for it gets, by name. */
  jobType: 'Payroll' | 'Tax Filing' | 'Bookkeeping';
  /** The tasks a planned job starts with. */
  tasks: string[];
}

const NTAA = '2026-01-01';

export const COMPLIANCE_RULES: ComplianceRule[] = [
  {
    id: 'paye',
    obligation: 'PAYE remittance and monthly return',
    jobTitle: 'PAYE',
    due: '10th of the month after salaries are paid',
    frequency: 'monthly',
    authority: "State IRS of the employee's residence",
    confidence: 'V2',
    source: 'Deduction of Tax at Source Regulations 2024 reg. 7(1)(b)(i); NTAA ss. 3, 28, 107',
    dueRule: { kind: 'day-of-month', day: 10 },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Payroll',
    tasks: ['Collect payroll changes', 'Compute PAYE', 'Prepare schedule', 'Remit and file', 'File the receipt'],
  },
  {
    id: 'paye-annual',
    obligation: 'Employer annual return (Form H1)',
    jobTitle: 'Employer annual return',
    due: '31 January for the previous year',
    frequency: 'annual',
    authority: 'State IRS',
    confidence: 'V',
    source: 'NTAA s. 14 (a state may extend it)',
    dueRule: { kind: 'fixed-date', month: 1, day: 31, yearsAfter: 1 },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [
      { state: 'Lagos', period: '2025', date: '2026-02-07', source: 'Lagos State IRS public notice, January 2026' },
      { state: 'Edo', period: '2025', date: '2026-02-14', source: 'Edo State IRS public notice, January 2026' },
    ],
    jobType: 'Payroll',
    tasks: ["Reconcile the year's payroll", 'Prepare Form H1', 'File the return', 'File the acknowledgement'],
  },
  {
    id: 'vat',
    obligation: 'VAT return and payment (nil returns too)',
    jobTitle: 'VAT',
    due: '21st of the following month',
    frequency: 'monthly',
    authority: 'NRS',
    confidence: 'V2',
    source: 'NTAA s. 22 (the section text not read; secondary sources agree)',
    dueRule: { kind: 'day-of-month', day: 21 },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Tax Filing',
    tasks: [
      'Collect sales and purchase invoices',
      'Compute output and input VAT',
      'Prepare the return',
      'Pay and file',
      'File the receipt',
    ],
  },
  {
    id: 'wht-company',
    obligation: 'WHT deducted from companies and non-residents',
    jobTitle: 'WHT (companies)',
    due: '21st of the following month',
    frequency: 'monthly',
    authority: 'NRS',
    confidence: 'V2',
    source: 'DToS Regulations 2024 reg. 7(1); NTAA s. 51',
    dueRule: { kind: 'day-of-month', day: 21 },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Tax Filing',
    tasks: ['Collect payments subject to WHT', 'Compute WHT', 'Prepare the schedule', 'Remit and file', 'File the receipt'],
  },
  {
    id: 'wht-individual',
    obligation: 'WHT deducted from individuals',
    jobTitle: 'WHT (individuals)',
    due: '21st of the following month (the regulations say the 30th)',
    frequency: 'monthly',
    authority: 'State IRS',
    confidence: 'I',
    source: 'DToS reg. 7(1); NTAA s. 107',
    dueRule: { kind: 'day-of-month', day: 21 },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Tax Filing',
    tasks: ['Collect payments subject to WHT', 'Compute WHT', 'Prepare the schedule', 'Remit and file', 'File the receipt'],
  },
  {
    id: 'pension',
    obligation: 'Pension contributions to the custodian',
    jobTitle: 'Pension',
    due: 'Within 7 working days of the day salaries are paid',
    frequency: 'monthly',
    authority: 'PenCom',
    confidence: 'I',
    source: 'Pension Reform Act 2014 s. 11(3)(b) (the 7 working days; the pay day is assumed)',
    dueRule: { kind: 'working-days-after', days: 7, event: 'pay day' },
    effective: '2014-07-01',
    effectiveTo: null,
    stateOverrides: [],
    assumption: 'Salaries paid on the last working day of the month',
    jobType: 'Payroll',
    tasks: ['Compute contributions', 'Prepare the schedule per custodian', 'Remit contributions', 'File the receipts'],
  },
  {
    id: 'nhf',
    obligation: 'National Housing Fund (2.5 % of basic)',
    jobTitle: 'NHF',
    due: 'Monthly; the due day was not found',
    frequency: 'monthly',
    authority: 'FMBN',
    confidence: 'U',
    source: 'NHF Act; voluntary for the private sector since the Business Facilitation Act s. 45',
    dueRule: { kind: 'day-of-month', day: 'last' },
    effective: '1992-01-01',
    effectiveTo: null,
    stateOverrides: [],
    assumption: 'The end of the following month',
    jobType: 'Payroll',
    tasks: ['Compute contributions', 'Remit to FMBN', 'File the receipt'],
  },
  {
    id: 'nsitf',
    obligation: 'Employee Compensation (1 % of payroll)',
    jobTitle: 'NSITF',
    due: 'Monthly; the due day was not found',
    frequency: 'monthly',
    authority: 'NSITF',
    confidence: 'U',
    source: "Employee's Compensation Act s. 33",
    dueRule: { kind: 'day-of-month', day: 'last' },
    effective: '2010-12-17',
    effectiveTo: null,
    stateOverrides: [],
    assumption: 'The end of the following month',
    jobType: 'Payroll',
    tasks: ['Compute the contribution', 'Remit to NSITF', 'File the receipt'],
  },
  {
    id: 'itf',
    obligation: 'ITF contribution (1 % of annual payroll)',
    jobTitle: 'ITF',
    due: '1 April of the following year',
    frequency: 'annual',
    authority: 'ITF',
    confidence: 'V2',
    source: 'ITF Act s. 6 as amended',
    dueRule: { kind: 'fixed-date', month: 4, day: 1, yearsAfter: 1 },
    effective: '2011-01-01',
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Payroll',
    tasks: ["Compute the year's contribution", 'Prepare the return', 'Pay and file', 'File the receipt'],
  },
  {
    id: 'pit',
    obligation: 'Personal income tax self-assessment',
    jobTitle: 'Personal income tax',
    due: '31 March',
    frequency: 'annual',
    authority: 'State IRS',
    confidence: 'V2',
    source: 'NTAA ss. 13–14 (the date from public statements, not the Act text)',
    dueRule: { kind: 'fixed-date', month: 3, day: 31, yearsAfter: 1 },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Tax Filing',
    tasks: ['Collect income statements', 'Compute the tax', 'Prepare the self-assessment', 'File and pay', 'File the receipt'],
  },
  {
    id: 'cit',
    obligation: 'Company income tax return and payment',
    jobTitle: 'CIT',
    due: '6 months after the financial year end; a new company by the earlier of 18 months from incorporation or 6 months after its first period',
    frequency: 'annual',
    authority: 'NRS',
    confidence: 'V',
    source: 'NTAA ss. 11(5), 49',
    dueRule: { kind: 'months-after-year-end', months: 6 },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [],
    assumption: "Financial year ending 31 December, unless the client's own year end is known",
    jobType: 'Tax Filing',
    tasks: ["Close the year's books", 'Compute the tax', 'Prepare the return and schedules', 'Pay and file', 'File the receipt'],
  },
  {
    id: 'dev-levy',
    obligation: 'Development levy (4 % of assessable profits)',
    jobTitle: 'Development levy',
    due: 'With the CIT return',
    frequency: 'annual',
    authority: 'NRS',
    confidence: 'I',
    source: 'NTA ss. 59, 196',
    exemption: 'Not owed by small companies (turnover up to NGN 100m and fixed assets up to NGN 250m) or non-residents',
    dueRule: { kind: 'months-after-year-end', months: 6 },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [],
    assumption: "Financial year ending 31 December, unless the client's own year end is known",
    jobType: 'Tax Filing',
    tasks: ['Compute the levy', 'File with the CIT return', 'File the receipt'],
  },
  {
    id: 'cac-company',
    obligation: 'CAC annual return, companies',
    jobTitle: 'CAC annual return (company)',
    due: 'Within 42 days after the AGM',
    frequency: 'event',
    authority: 'CAC',
    confidence: 'V2',
    source: 'CAMA 2020 ss. 417, 421',
    dueRule: { kind: 'days-after-event', days: 42, event: 'the AGM' },
    effective: '2020-08-07',
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Bookkeeping',
    tasks: ['Collect the AGM minutes', 'Prepare the annual return', 'File with CAC', 'File the acknowledgement'],
  },
  {
    id: 'cac-business-name',
    obligation: 'CAC annual return, business names',
    jobTitle: 'CAC annual return (business name)',
    due: "30 June, for the previous year's accounts (not in the registration year)",
    frequency: 'annual',
    authority: 'CAC',
    confidence: 'V2',
    source: 'CAMA 2020 s. 822',
    dueRule: { kind: 'fixed-date', month: 6, day: 30, yearsAfter: 0 },
    effective: '2020-08-07',
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Bookkeeping',
    tasks: ['Prepare the annual return', 'File with CAC', 'File the acknowledgement'],
  },
  {
    id: 'notice-change',
    obligation: 'Notice of change of details or cessation',
    jobTitle: 'Notice of change',
    due: 'Within 30 days of the event',
    frequency: 'event',
    authority: 'NRS or State IRS',
    confidence: 'V',
    source: 'NTAA ss. 9–10',
    dueRule: { kind: 'days-after-event', days: 30, event: 'the change' },
    effective: NTAA,
    effectiveTo: null,
    stateOverrides: [],
    jobType: 'Tax Filing',
    tasks: ['Prepare the notice', 'File the notice', 'File the acknowledgement'],
  },
];

const BY_ID = new Map(COMPLIANCE_RULES.map((rule) => [rule.id, rule]));

export function ruleById(id: ObligationId): ComplianceRule {
  const rule = BY_ID.get(id);
  if (!rule) throw new Error(`Unknown obligation ${id}`);
  return rule;
}

/** The obligations that sit on the calendar (event ones need a day from the firm). */
export const CALENDAR_RULES = COMPLIANCE_RULES.filter((rule) => rule.frequency !== 'event');

/** Deadlines the product must not present as law. */
export const isUncertain = (confidence: Confidence): boolean => confidence === 'I' || confidence === 'U';
