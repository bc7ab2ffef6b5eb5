/**
 * The Compliance rules screen (docs/behaviour.md §2 Compliance rules): it reads every version of
 * every rule from a server with the `compliance-rules` extension (`unavailable` says so in one
 * line otherwise), opens one rule's form for a new version, checks it with the server's own
 * schema and the overlap rule before anything is sent, and saves it; the version in force is
 * kept and closed the day before (docs/decisions/064-rule-versions.md). A refused or failed
 * save keeps what was typed. The read is the loader's (`rulesLoader`), a child while `reading`:
 * the view shows its loading and its failure, and its Try again goes to it
 * (docs/decisions/099-a-read-child-is-not-mirrored.md).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { loadRuleVersions, saveRuleVersion, type RuleVersions } from '../api/complianceData';
import {
  bodyOf,
  currentRules,
  valuesOf,
  versionProblem,
  type CivilDate,
  type ComplianceRule,
  type ObligationId,
  type RuleFormValues,
} from '../domain/compliance';
import { check, fieldMessages } from '../domain/schemas/parse';
import { ruleVersionSchema, type RuleVersionInput } from '../domain/schemas/complianceRules';
import { known } from './known';
import { createLoaderMachine, oneMessage } from './loader.machine';
import { untilAbandoned } from './untilAbandoned';

export const RULES_LOAD_FAILED = 'Failed to load the compliance rules';
export const RULE_SAVE_FAILED = 'Failed to save the rule';
export const RULE_SAVED = 'Rule saved: the version before it is kept for the periods it covered';
/** docs/behaviour.md §8: success messages are gone after 3 seconds. */
export const RULE_NOTICE_MS = 3000;

export type RuleField = keyof RuleFormValues;
export type RuleErrors = Partial<Record<RuleField, string>>;

export interface RuleEditorInput {
  today: CivilDate;
}

export interface RuleEditorContext extends RuleEditorInput {
  versions: ComplianceRule[];
  /** The rule whose new version is being written. */
  editing: ObligationId | null;
  values: RuleFormValues | null;
  fieldErrors: RuleErrors;
  error: string | null;
  notice: string | null;
}

export type RuleEditorEvent =
  | { type: 'rule.opened'; id: ObligationId }
  | { type: 'fields.changed'; patch: Partial<RuleFormValues> }
  | { type: 'form.submitted' }
  | { type: 'edit.cancelled' };

/** The body's problems under the form's fields: the due rule's under its number, the overrides' under theirs. */
const FIELD_OF: Record<string, RuleField> = { dueRule: 'number', stateOverrides: 'overrides' };

/** Each field's first problem, the overlap with another version under "effective"; empty when it can be sent. */
export function ruleFormErrors(context: Pick<RuleEditorContext, 'versions' | 'editing' | 'values'>): RuleErrors {
  if (!context.editing || !context.values) return {};
  const byKey = fieldMessages<string>(check(ruleVersionSchema, bodyOf(context.editing, context.values)));
  const errors: RuleErrors = {};
  for (const [key, message] of Object.entries(byKey)) {
    const field = FIELD_OF[key] ?? (key as RuleField);
    if (message && errors[field] === undefined) errors[field] = message;
  }
  if (!errors.effective) {
    const overlap = versionProblem(context.versions, { id: context.editing, effective: context.values.effective.trim() });
    if (overlap) errors.effective = overlap;
  }
  return errors;
}

/**
 * The rules' read, by the loader factory (loader.machine.ts): a server without the extension
 * answers the shipped rules, which the loader calls empty; a failure maps to its message in one place.
 */
export const rulesLoader = createLoaderMachine('ruleVersionsRead', {
  load: (_: undefined, signal) => loadRuleVersions(signal),
  isEmpty: (read: RuleVersions) => !read.fromServer,
  messages: oneMessage(RULES_LOAD_FAILED),
  reload: 'after a failure',
});

export const ruleEditorMachine = setup({
  types: {} as {
    context: RuleEditorContext;
    events: RuleEditorEvent;
    input: RuleEditorInput;
    children: { load: 'load'; save: 'save' };
  },
  actors: {
    load: rulesLoader,
    save: fromPromise<ComplianceRule[], { body: RuleVersionInput }>(({ input, signal }) =>
      untilAbandoned(saveRuleVersion(input.body, signal), signal),
    ),
  },
  guards: {
    'the form is invalid': ({ context }) => Object.keys(ruleFormErrors(context)).length > 0,
  },
  actions: {
    open: assign(({ context, event }) => {
      assertEvent(event, 'rule.opened');
      const rule = currentRules(context.versions, context.today).find((r) => r.id === event.id);
      const latest = context.versions.filter((v) => v.id === event.id).sort((a, b) => b.effective.localeCompare(a.effective))[0];
      return {
        editing: rule ? event.id : null,
        values: rule
          ? { ...valuesOf(rule, context.today), ...(latest ? { effective: valuesOf(latest, context.today).effective } : {}) }
          : null,
        fieldErrors: {},
        error: null,
        notice: null,
      };
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'fields.changed');
      const fieldErrors = { ...context.fieldErrors };
      for (const key of Object.keys(event.patch)) delete fieldErrors[key as RuleField];
      return { values: context.values && { ...context.values, ...event.patch }, fieldErrors };
    }),
    close: assign({ editing: null, values: null, fieldErrors: {}, error: null }),
  },
  delays: { noticeDelay: RULE_NOTICE_MS },
}).createMachine({
  id: 'ruleEditor',
  context: ({ input }) => ({ ...input, versions: [], editing: null, values: null, fieldErrors: {}, error: null, notice: null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: () => undefined,
        // The loader's own states say it reads or failed to (and take Try again); the screen waits for what it read.
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded',
            target: 'browsing',
            actions: assign(({ event }) => ({ versions: event.snapshot.context.data?.versions ?? [] })),
          },
          { guard: ({ event }) => event.snapshot.value === 'empty', target: 'unavailable' },
        ],
      },
    },
    unavailable: {},
    browsing: {
      initial: 'idle',
      on: { 'rule.opened': { target: 'editing', actions: 'open' } },
      states: {
        idle: {},
        saved: { after: { noticeDelay: { target: 'idle', actions: assign({ notice: null }) } } },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'fields.changed': { actions: 'change' },
            'edit.cancelled': { target: '#ruleEditor.browsing', actions: 'close' },
            'form.submitted': [
              {
                guard: 'the form is invalid',
                description: 'Bad input, or dates that overlap another version, is refused before it is sent.',
                actions: assign(({ context }) => ({ fieldErrors: ruleFormErrors(context), error: null })),
              },
              { target: 'saving', actions: assign({ error: null }) },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => {
              const parsed = check(ruleVersionSchema, bodyOf(known(context.editing, 'rule'), known(context.values, 'values')));
              if (!parsed.success) throw new Error('checked before it was sent');
              return { body: parsed.output };
            },
            onDone: {
              target: '#ruleEditor.browsing.saved',
              actions: [assign(({ event }) => ({ versions: event.output, notice: RULE_SAVED })), 'close'],
            },
            onError: {
              target: 'idle',
              description: 'A refused or failed save keeps what was typed, with the reason.',
              actions: assign({ error: ({ event }) => toUserMessage(event.error, RULE_SAVE_FAILED) }),
            },
          },
        },
      },
    },
  },
});
