/**
 * The compliance rules as data (docs/api-extensions.md `compliance-rules`): every signed-in
 * user reads every version; an admin saves a new version with the day it takes effect, and the
 * version in force is kept and closed the day before (docs/decisions/064-rule-versions.md).
 */
import { http } from 'msw';
import { extensionPaths } from '../../src/api/extensions';
import { OBLIGATION_UNKNOWN, versionProblem, withNewVersion, type ComplianceRule } from '../../src/domain/compliance';
import { ruleVersionSchema } from '../../src/domain/schemas/complianceRules';
import { commit } from '../db/store';
import { bodyRoute, envelope, refused, withCaller } from './http';

/** A due rule that fits the obligation's frequency: a monthly one by a day of the month or working days, and so on. */
const FITS: Record<ComplianceRule['frequency'], ReadonlyArray<ComplianceRule['dueRule']['kind']>> = {
  monthly: ['day-of-month', 'working-days-after'],
  annual: ['fixed-date', 'months-after-year-end'],
  event: ['days-after-event'],
};

export const ruleDoesNotFit = (frequency: ComplianceRule['frequency']): string => `A ${frequency} obligation cannot be due by that rule`;

export const complianceRuleHandlers = [
  http.get(`*${extensionPaths.complianceRules}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db }) => envelope(db.complianceRules)),
  ),

  bodyRoute(extensionPaths.complianceRules, 'admin', ruleVersionSchema, ({ db }, body) => {
    // Every check before the first write.
    const current = [...db.complianceRules].reverse().find((rule) => rule.id === body.id);
    if (!current) return refused(OBLIGATION_UNKNOWN);
    if (!FITS[current.frequency].includes(body.dueRule.kind)) return refused(ruleDoesNotFit(current.frequency));
    const problem = versionProblem(db.complianceRules, { id: current.id, effective: body.effective });
    if (problem) return refused(problem);
    const version: ComplianceRule = {
      ...current,
      obligation: body.obligation,
      authority: body.authority,
      due: body.due,
      dueRule: body.dueRule,
      source: body.source,
      confidence: body.confidence,
      effective: body.effective,
      effectiveTo: null,
      stateOverrides: body.stateOverrides,
      assumption: body.assumption || undefined,
      exemption: body.exemption || undefined,
    };
    if (!version.assumption) delete version.assumption;
    if (!version.exemption) delete version.exemption;
    db.complianceRules = withNewVersion(db.complianceRules, version);
    commit();
    return envelope(db.complianceRules, 'OK', 'Rule saved successfully');
  }),
];
