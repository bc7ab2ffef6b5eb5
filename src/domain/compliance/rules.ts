/**
 * The statutory obligations a Nigerian firm files for its clients, as data: each with its id,
 * the law it rests on, how sure we are of it, and the day it took effect
 * (docs/behaviour.md §4, Compliance Calendar). The due-date arithmetic is in dueDates.ts.
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
  /** The day the rule as written here took effect. */
  effective: CivilDate;
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
    effective: NTAA,
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
    effective: NTAA,
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
    confidence: 'V',
    source: 'NTAA s. 22',
    effective: NTAA,
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
    effective: NTAA,
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
    effective: NTAA,
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
    confidence: 'V2',
    source: 'Pension Reform Act 2014 s. 11(3)(b)',
    effective: '2014-07-01',
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
    effective: '1992-01-01',
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
    effective: '2010-12-17',
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
    effective: '2011-01-01',
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
    effective: NTAA,
    jobType: 'Tax Filing',
    tasks: ['Collect income statements', 'Compute the tax', 'Prepare the self-assessment', 'File and pay', 'File the receipt'],
  },
  {
    id: 'cit',
    obligation: 'Company income tax return and payment',
    jobTitle: 'CIT',
    due: '6 months after the financial year end',
    frequency: 'annual',
    authority: 'NRS',
    confidence: 'V',
    source: 'NTAA ss. 11(5), 49',
    effective: NTAA,
    assumption: 'Financial year ending 31 December',
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
    effective: NTAA,
    assumption: 'Financial year ending 31 December',
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
    effective: '2020-08-07',
    jobType: 'Bookkeeping',
    tasks: ['Collect the AGM minutes', 'Prepare the annual return', 'File with CAC', 'File the acknowledgement'],
  },
  {
    id: 'cac-business-name',
    obligation: 'CAC annual return, business names',
    jobTitle: 'CAC annual return (business name)',
    due: '30 June (not in the registration year)',
    frequency: 'annual',
    authority: 'CAC',
    confidence: 'V2',
    source: 'CAMA 2020 s. 822',
    effective: '2020-08-07',
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
    effective: NTAA,
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
