/**
 * A new version of a compliance rule as an admin saves it (docs/api-extensions.md
 * `compliance-rules`), and which clients owe what (`client-obligations`). Shared by the rule
 * editor, the grid and the mock, so each says the same message for the same problem.
 */
import * as v from 'valibot';
import {
  COLUMN_KEYS,
  INCORPORATED_INVALID,
  isWeekendDay,
  isWeekendFixedHoliday,
  OBLIGATION_UNKNOWN,
  RULE_EFFECTIVE_REQUIRED,
  YEAR_END_INVALID,
  isYearEnd,
} from '../compliance';
import { dayField, idField, isDayText, textField } from './fields';

export const RULE_MESSAGES = {
  name: 'Name is required',
  authority: 'Authority is required',
  due: 'Say when it is due, in words',
  source: 'Source is required',
  confidence: 'Choose a confidence: V, V2, I or U',
  kind: 'Choose how the due day is worked out',
  dayOfMonth: 'Day of month must be 1 to 31, or last',
  workingDays: 'Working days must be 1 to 60',
  months: 'Months after the year end must be 1 to 24',
  fixedDate: 'Choose a real day of the year',
  eventDays: 'Days after the event must be 1 to 365',
  state: 'State is required',
  overridePeriod: 'A state override names its period as YYYY-MM (monthly) or YYYY (annual)',
  overrideDate: 'A state override needs a real day written YYYY-MM-DD',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

const text = (required: string, label: string, max: number) =>
  textField(required, { length: max, message: RULE_MESSAGES.tooLong(label, max) });
const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, RULE_MESSAGES.tooLong(label, max))), '');

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** One of the four kinds of due rule, and the event kind (src/domain/compliance/rules.ts DueRule). */
export const dueRuleSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('day-of-month'),
      day: v.union([wholeNumber(1, 31, RULE_MESSAGES.dayOfMonth), v.literal('last')], RULE_MESSAGES.dayOfMonth),
    }),
    v.object({ kind: v.literal('working-days-after'), days: wholeNumber(1, 60, RULE_MESSAGES.workingDays), event: v.literal('pay day') }),
    v.object({ kind: v.literal('months-after-year-end'), months: wholeNumber(1, 24, RULE_MESSAGES.months) }),
    v.pipe(
      v.object({
        kind: v.literal('fixed-date'),
        month: wholeNumber(1, 12, RULE_MESSAGES.fixedDate),
        day: wholeNumber(1, 31, RULE_MESSAGES.fixedDate),
        yearsAfter: wholeNumber(0, 1, RULE_MESSAGES.fixedDate),
      }),
      v.check((rule) => rule.day <= new Date(Date.UTC(2028, rule.month, 0)).getUTCDate(), RULE_MESSAGES.fixedDate),
    ),
    v.object({
      kind: v.literal('days-after-event'),
      days: wholeNumber(1, 365, RULE_MESSAGES.eventDays),
      event: text(RULE_MESSAGES.kind, 'The event', 100),
    }),
  ],
  RULE_MESSAGES.kind,
);

const stateOverride = v.object({
  state: text(RULE_MESSAGES.state, 'A state', 50),
  period: v.pipe(v.string(RULE_MESSAGES.overridePeriod), v.trim(), v.regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, RULE_MESSAGES.overridePeriod)),
  date: dayField(RULE_MESSAGES.overrideDate),
  source: text(RULE_MESSAGES.source, 'A source', 300),
});

/** POST /api/ext/v1/compliance-rules: the new version; its job title, frequency, job type and tasks stay the rule's. */
export const ruleVersionSchema = v.object({
  id: v.pipe(v.string(OBLIGATION_UNKNOWN), v.nonEmpty(OBLIGATION_UNKNOWN)),
  obligation: text(RULE_MESSAGES.name, 'The name', 200),
  authority: text(RULE_MESSAGES.authority, 'The authority', 100),
  due: text(RULE_MESSAGES.due, 'When it is due', 300),
  dueRule: dueRuleSchema,
  source: text(RULE_MESSAGES.source, 'The source', 300),
  confidence: v.picklist(['V', 'V2', 'I', 'U'], RULE_MESSAGES.confidence),
  effective: v.pipe(v.string(RULE_EFFECTIVE_REQUIRED), v.trim(), v.check(isDayText, RULE_EFFECTIVE_REQUIRED)),
  assumption: optionalText('The assumption', 300),
  exemption: optionalText('The exemption', 300),
  stateOverrides: v.pipe(v.array(stateOverride, RULE_MESSAGES.overrideDate), v.maxLength(50, RULE_MESSAGES.overrideDate)),
});

export type RuleVersionInput = v.InferOutput<typeof ruleVersionSchema>;

/** Our decision: the largest firm's client list in one save. */
export const MAX_OBLIGATION_ROWS = 5000;
export const OBLIGATION_ROWS_MESSAGE = `Send the clients as a list of 1 to ${MAX_OBLIGATION_ROWS}`;
export const OBLIGATION_CLIENT_MESSAGE = 'Client not found';

const obligationRow = v.object({
  clientId: idField(OBLIGATION_CLIENT_MESSAGE),
  owes: v.pipe(
    v.array(v.picklist(COLUMN_KEYS, OBLIGATION_UNKNOWN), OBLIGATION_UNKNOWN),
    v.transform((keys) => COLUMN_KEYS.filter((key) => keys.includes(key))),
  ),
  yearEnd: v.nullable(v.pipe(v.string(YEAR_END_INVALID), v.trim(), v.check(isYearEnd, YEAR_END_INVALID))),
  incorporated: v.nullable(v.pipe(v.string(INCORPORATED_INVALID), v.trim(), v.check(isDayText, INCORPORATED_INVALID))),
});

/** PUT /api/ext/v1/client-obligations: the rows that change, each whole. */
export const clientObligationsSchema = v.object({
  rows: v.pipe(
    v.array(obligationRow, OBLIGATION_ROWS_MESSAGE),
    v.minLength(1, OBLIGATION_ROWS_MESSAGE),
    v.maxLength(MAX_OBLIGATION_ROWS, OBLIGATION_ROWS_MESSAGE),
  ),
});

export type ClientObligationsInput = v.InferOutput<typeof clientObligationsSchema>;

export const SUBSTITUTES_LIST_MESSAGE = 'Send the substitutes as a list of at most 200';
export const SUBSTITUTE_FOR_MESSAGE = 'Only the substitute of a fixed holiday on a Saturday or a Sunday can be changed';
export const SUBSTITUTE_TWICE_MESSAGE = 'That holiday already has a substitute override';
export const SUBSTITUTE_DATE_MESSAGE = 'A substitute moves to a real weekday written YYYY-MM-DD, or is removed with null';

/** PUT /api/ext/v1/holidays/substitutes: every override, whole (it replaces the list kept). */
export const substitutesSchema = v.object({
  substitutes: v.pipe(
    v.array(
      v.object({
        for: dayField(SUBSTITUTE_FOR_MESSAGE),
        date: v.nullable(dayField(SUBSTITUTE_DATE_MESSAGE)),
      }),
      SUBSTITUTES_LIST_MESSAGE,
    ),
    v.maxLength(200, SUBSTITUTES_LIST_MESSAGE),
    v.check((list) => new Set(list.map((s) => s.for)).size === list.length, SUBSTITUTE_TWICE_MESSAGE),
    // Only a computed substitute can be overridden: one of a fixed holiday on a Saturday or a Sunday, moved to a weekday.
    v.check((list) => list.every((s) => isWeekendFixedHoliday(s.for)), SUBSTITUTE_FOR_MESSAGE),
    v.check((list) => list.every((s) => s.date === null || !isWeekendDay(s.date)), SUBSTITUTE_DATE_MESSAGE),
  ),
});
