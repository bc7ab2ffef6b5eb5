/**
 * Versions of a compliance rule (docs/decisions/064-rule-versions.md): an admin saves a new
 * version with the day it takes effect, and the version before is kept and closed the day
 * before, so a period keeps the rule it was planned under. The server checks a new version with
 * `versionProblem` before it stores anything; the calendar picks each period's version with
 * `ruleForPeriod`.
 */
import { addDays, formatCivil, type CivilDate } from './civilDate';
import { dueDate } from './dueDates';
import type { HolidayCalendar } from './holidays';
import type { Period } from './periods';
import { COMPLIANCE_RULES, ruleById, type ComplianceRule, type ObligationId } from './rules';

export const RULE_UNKNOWN = 'Unknown obligation';
export const RULE_EFFECTIVE_REQUIRED = 'Effective from must be a real day written YYYY-MM-DD';
/** A new version must start after the last one starts, so their days never overlap. */
export const ruleOverlapMessage = (from: CivilDate): string =>
  `These dates overlap the version in effect from ${formatCivil(from)}. A new version must take effect after that day.`;

/** Every version of one obligation, oldest first. */
export function versionsOf(versions: readonly ComplianceRule[], id: ObligationId): ComplianceRule[] {
  return versions.filter((v) => v.id === id).sort((a, b) => a.effective.localeCompare(b.effective));
}

/** The version in force on a day; the oldest when none was yet (the default data set covers what came before). */
export function versionOn(versions: readonly ComplianceRule[], id: ObligationId, day: CivilDate): ComplianceRule | null {
  const all = versionsOf(versions, id);
  return all.find((v) => v.effective <= day && (v.effectiveTo === null || day <= v.effectiveTo)) ?? all[0] ?? null;
}

/** Why a new version cannot be saved over these, or null. */
export function versionProblem(versions: readonly ComplianceRule[], draft: Pick<ComplianceRule, 'id' | 'effective'>): string | null {
  const all = versionsOf(versions, draft.id);
  const latest = all[all.length - 1];
  if (!latest && !COMPLIANCE_RULES.some((r) => r.id === draft.id)) return RULE_UNKNOWN;
  const overlaps = all.some((v) => draft.effective <= v.effective || (v.effectiveTo !== null && draft.effective <= v.effectiveTo));
  // Named by the latest version: a new one must start after it, whichever it overlapped.
  return overlaps && latest ? ruleOverlapMessage(latest.effective) : null;
}

/** The versions once `draft` is saved: the one in force closed the day before it, the draft open-ended. */
export function withNewVersion(versions: readonly ComplianceRule[], draft: ComplianceRule): ComplianceRule[] {
  const closeOn = addDays(draft.effective, -1);
  return [
    ...versions.map((v) => (v.id === draft.id && v.effectiveTo === null ? { ...v, effectiveTo: closeOn } : v)),
    { ...draft, effectiveTo: null },
  ];
}

/** The versions in force today, one per obligation, in the default data set's order. */
export function currentRules(versions: readonly ComplianceRule[], today: CivilDate): ComplianceRule[] {
  return COMPLIANCE_RULES.map((shipped) => versionOn(versions, shipped.id, today) ?? shipped);
}

/**
 * The version a period is worked out under: the one in force on the day it falls due under
 * that version (newest first), so a version taking effect on 1 March 2027 decides the periods
 * due from then and the earlier periods keep the version they were planned under.
 */
export function ruleForPeriod(
  versions: readonly ComplianceRule[],
  id: ObligationId,
  period: Period,
  holidays: HolidayCalendar,
): ComplianceRule {
  const all = versionsOf(versions, id);
  for (const version of [...all].reverse()) {
    const { statutory } = dueDate(id, period, holidays, { rule: version });
    if (version.effective <= statutory && (version.effectiveTo === null || statutory <= version.effectiveTo)) return version;
  }
  return all[0] ?? ruleById(id);
}
