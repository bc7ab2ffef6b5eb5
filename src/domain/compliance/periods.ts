/**
 * The period a statutory job is for, and how its name carries it so the calendar can read
 * it back from the jobs list (docs/decisions/010-compliance-jobs-by-name.md):
 * `<job title> <period label> – <client name>`, e.g. 'PAYE November 2026 – Jos Plateau Dairies'
 * or 'CIT year 2025 – Yaba Tech Innovations'.
 */
import { shiftMonth } from './civilDate';
import { COMPLIANCE_RULES, type ComplianceRule, type ObligationId } from './rules';

export type Period = { kind: 'month'; year: number; month: number } | { kind: 'year'; year: number };

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthPeriod = (year: number, month: number): Period => ({ kind: 'month', year, month });
export const yearPeriod = (year: number): Period => ({ kind: 'year', year });

/** '2026-11' or '2025': stable, sortable, used in keys. */
export function periodKey(period: Period): string {
  return period.kind === 'month' ? `${period.year}-${String(period.month).padStart(2, '0')}` : String(period.year);
}

/** 'November 2026' or 'year 2025', as job names show it. */
export function periodLabel(period: Period): string {
  return period.kind === 'month' ? `${MONTH_NAMES[period.month - 1]} ${period.year}` : `year ${period.year}`;
}

/**
 * What a year label means for this obligation, said wherever it is shown, because it has two
 * meanings (docs/behaviour.md §2 Compliance Calendar): the business-names 'year 2026' return is
 * filed in 2026 for the 2025 accounts, while CIT 'year 2025' covers the 2025 accounts and is due
 * in 2026. Null for a month, which means one thing only.
 */
export function periodMeaning(rule: ComplianceRule, period: Period): string | null {
  if (period.kind === 'month') return null;
  const due = rule.dueRule;
  if (due.kind === 'fixed-date' && due.yearsAfter === 0)
    return `Year ${period.year} is filed in ${period.year} for the ${period.year - 1} accounts.`;
  if (due.kind === 'months-after-year-end')
    return `Year ${period.year} covers the financial year ending in ${period.year}; with a 31 December year end it is due in ${period.year + 1}.`;
  if (due.kind === 'fixed-date') return `Year ${period.year} covers ${period.year} and is due in ${period.year + due.yearsAfter}.`;
  return null;
}

/** The period an obligation's job covers before this one (last month, last year). */
export function previousPeriod(period: Period): Period {
  if (period.kind === 'year') return yearPeriod(period.year - 1);
  const { year, month } = shiftMonth(period.year, period.month, -1);
  return monthPeriod(year, month);
}

export function periodForRule(rule: ComplianceRule, year: number, month: number): Period {
  return rule.frequency === 'monthly' ? monthPeriod(year, month) : yearPeriod(year);
}

/** Separates the name's obligation and period from the client's name, as seeded jobs do. */
export const NAME_SEPARATOR = ' – ';

export function complianceJobName(rule: ComplianceRule, period: Period, clientName: string): string {
  return `${rule.jobTitle} ${periodLabel(period)}${NAME_SEPARATOR}${clientName}`;
}

const MONTH_LABEL = new RegExp(`^(${MONTH_NAMES.join('|')}) (\\d{4})$`);
const YEAR_LABEL = /^year (\d{4})$/;

export function parsePeriodLabel(label: string): Period | null {
  const month = MONTH_LABEL.exec(label);
  if (month) return monthPeriod(Number(month[2]), MONTH_NAMES.indexOf(month[1] as (typeof MONTH_NAMES)[number]) + 1);
  const year = YEAR_LABEL.exec(label);
  return year ? yearPeriod(Number(year[1])) : null;
}

/** Longest titles first, so 'WHT (companies)' never reads as a shorter title that prefixes it. */
const BY_TITLE = [...COMPLIANCE_RULES].sort((a, b) => b.jobTitle.length - a.jobTitle.length);

/** The obligation and period a job's name carries, or null for any other job. */
export function parseComplianceName(jobName: string): { ruleId: ObligationId; period: Period } | null {
  const head = jobName.split(NAME_SEPARATOR)[0].trim();
  for (const rule of BY_TITLE) {
    if (!head.startsWith(`${rule.jobTitle} `)) continue;
    const period = parsePeriodLabel(head.slice(rule.jobTitle.length + 1));
    if (!period) continue;
    const fits = rule.frequency === 'monthly' ? period.kind === 'month' : period.kind === 'year';
    return fits ? { ruleId: rule.id, period } : null;
  }
  return null;
}
