/**
 * The rule editor's form (docs/behaviour.md §2 Compliance rules): a rule version as text fields,
 * turned into the body the server reads (src/domain/schemas/complianceRules.ts) and back.
 */
import { addDays, type CivilDate } from './civilDate';
import type { ComplianceRule, DueRuleKind, Frequency } from './rules';

export interface RuleFormValues {
  obligation: string;
  authority: string;
  /** When it is due, in words. */
  due: string;
  kind: DueRuleKind;
  /** The day of the month ('last' too), the working days, the months or the days, by kind. */
  number: string;
  /** fixed-date: the month (1-12). */
  month: string;
  /** fixed-date: 0 the period's year, 1 the year after. */
  yearsAfter: string;
  /** days-after-event: what the days run from. */
  event: string;
  source: string;
  confidence: string;
  effective: string;
  assumption: string;
  exemption: string;
  /** One state override a line: `State | period | YYYY-MM-DD | source`. */
  overrides: string;
}

/** The kinds of due rule each frequency can have (the server refuses the others). */
export const KINDS_FOR: Record<Frequency, readonly DueRuleKind[]> = {
  monthly: ['day-of-month', 'working-days-after'],
  annual: ['fixed-date', 'months-after-year-end'],
  event: ['days-after-event'],
};

export const KIND_LABELS: Record<DueRuleKind, string> = {
  'day-of-month': 'Day of the next month',
  'working-days-after': 'Working days after pay day',
  'months-after-year-end': 'Months after the year end',
  'fixed-date': 'Fixed date',
  'days-after-event': 'Days after the event',
};

/** What the number field means for each kind. */
export const NUMBER_LABELS: Record<DueRuleKind, string> = {
  'day-of-month': 'Day of the month (1-31 or last)',
  'working-days-after': 'Working days',
  'months-after-year-end': 'Months',
  'fixed-date': 'Day',
  'days-after-event': 'Days',
};

function numberOf(rule: ComplianceRule): string {
  const due = rule.dueRule;
  switch (due.kind) {
    case 'day-of-month':
      return String(due.day);
    case 'working-days-after':
    case 'days-after-event':
      return String(due.days);
    case 'months-after-year-end':
      return String(due.months);
    case 'fixed-date':
      return String(due.day);
  }
}

/** The form for a new version of `rule`, taking effect the day after today (or after the rule's latest version). */
export function valuesOf(rule: ComplianceRule, today: CivilDate): RuleFormValues {
  const due = rule.dueRule;
  const after = addDays(rule.effective > today ? rule.effective : today, 1);
  return {
    obligation: rule.obligation,
    authority: rule.authority,
    due: rule.due,
    kind: due.kind,
    number: numberOf(rule),
    month: due.kind === 'fixed-date' ? String(due.month) : '',
    yearsAfter: due.kind === 'fixed-date' ? String(due.yearsAfter) : '0',
    event: due.kind === 'days-after-event' ? due.event : '',
    source: rule.source,
    confidence: rule.confidence,
    effective: after,
    assumption: rule.assumption ?? '',
    exemption: rule.exemption ?? '',
    overrides: rule.stateOverrides.map((o) => [o.state, o.period, o.date, o.source].join(' | ')).join('\n'),
  };
}

/** A whole number as typed, or the text itself for the schema to refuse. */
const numeric = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** The server's body for these values (src/domain/schemas/complianceRules.ts checks it). */
export function bodyOf(id: string, values: RuleFormValues): Record<string, unknown> {
  const n = numeric(values.number);
  const dueRule: Record<string, unknown> = { kind: values.kind };
  if (values.kind === 'day-of-month') dueRule.day = values.number.trim().toLowerCase() === 'last' ? 'last' : n;
  if (values.kind === 'working-days-after') Object.assign(dueRule, { days: n, event: 'pay day' });
  if (values.kind === 'months-after-year-end') dueRule.months = n;
  if (values.kind === 'fixed-date')
    Object.assign(dueRule, { day: n, month: numeric(values.month), yearsAfter: numeric(values.yearsAfter) });
  if (values.kind === 'days-after-event') Object.assign(dueRule, { days: n, event: values.event });
  const stateOverrides = values.overrides
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [state = '', period = '', date = '', source = ''] = line.split('|').map((part) => part.trim());
      return { state, period, date, source };
    });
  return {
    id,
    obligation: values.obligation,
    authority: values.authority,
    due: values.due,
    dueRule,
    source: values.source,
    confidence: values.confidence,
    effective: values.effective,
    assumption: values.assumption,
    exemption: values.exemption,
    stateOverrides,
  };
}
