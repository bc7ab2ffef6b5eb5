/**
 * What the compliance calendar works with beyond the jobs (docs/api-extensions.md): the rule
 * versions (`compliance-rules`), which clients owe what (`client-obligations`) and the weekend
 * substitutes' overrides (`firm-holidays`). Against a server without an extension the calendar
 * uses the shipped rules, offers no grid and no overrides, and says so.
 */
import {
  COMPLIANCE_RULES,
  type ClientObligations,
  type ClientObligationsChange,
  type ComplianceRule,
  type SubstituteOverride,
} from '../domain/compliance';
import type { RuleVersionInput } from '../domain/schemas/complianceRules';
import { request } from './client';
import { readDeclaredHolidaysFrom, type DeclaredHolidays } from './declaredHolidays';
import { LIST, OK, unwrap } from './envelope';
import { EXTENSIONS, extensionPaths, fetchExtensions, hasExtension, type Extensions } from './extensions';
import type { Envelope } from './types';

const RULES_FAILED = 'Failed to load the compliance rules';
const RULE_SAVE_FAILED = 'Failed to save the rule';
const OBLIGATIONS_FAILED = 'Failed to load the client obligations';
const OBLIGATIONS_SAVE_FAILED = 'Failed to save the client obligations';
const SUBSTITUTES_SAVE_FAILED = 'Failed to save the substitutes';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isRule(value: unknown): value is ComplianceRule {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.effective === 'string' &&
    isObject(value.dueRule) &&
    Array.isArray(value.stateOverrides) &&
    Array.isArray(value.tasks)
  );
}

function isObligationRow(value: unknown): value is ClientObligations {
  return isObject(value) && typeof value.clientId === 'number' && typeof value.clientName === 'string' && Array.isArray(value.owes);
}

function isOverride(value: unknown): value is SubstituteOverride {
  return isObject(value) && typeof value.for === 'string' && (value.date === null || typeof value.date === 'string');
}

/** The rule versions: the server's, or the shipped data set (`fromServer` false) against a server without the extension. */
export interface RuleVersions {
  versions: ComplianceRule[];
  fromServer: boolean;
}

async function readRules(extensions: Extensions, signal?: AbortSignal): Promise<RuleVersions> {
  if (!hasExtension(extensions, EXTENSIONS.complianceRules)) return { versions: COMPLIANCE_RULES, fromServer: false };
  const envelope = await request<Envelope<ComplianceRule[]>>(extensionPaths.complianceRules, { signal });
  return { versions: unwrap(envelope, OK, RULES_FAILED, LIST).filter(isRule), fromServer: true };
}

async function readObligations(extensions: Extensions, signal?: AbortSignal): Promise<ClientObligations[] | null> {
  if (!hasExtension(extensions, EXTENSIONS.clientObligations)) return null;
  const envelope = await request<Envelope<ClientObligations[]>>(extensionPaths.clientObligations, { signal });
  return unwrap(envelope, OK, OBLIGATIONS_FAILED, LIST).filter(isObligationRow);
}

async function readOverrides(extensions: Extensions, signal?: AbortSignal): Promise<SubstituteOverride[]> {
  if (!hasExtension(extensions, EXTENSIONS.firmHolidays)) return [];
  const envelope = await request<Envelope<SubstituteOverride[]>>(extensionPaths.holidaySubstitutes, { signal });
  return unwrap(envelope, OK, 'Failed to load the public holidays', LIST).filter(isOverride);
}

/** Everything the calendar reads before it works out a deadline. */
export interface ComplianceData extends DeclaredHolidays {
  substitutes: SubstituteOverride[];
  rules: RuleVersions;
  /** Which clients owe what; null against a server without `client-obligations`. */
  obligations: ClientObligations[] | null;
}

export async function loadComplianceData(signal?: AbortSignal): Promise<ComplianceData> {
  const extensions = await fetchExtensions(signal);
  const [declared, substitutes, rules, obligations] = await Promise.all([
    readDeclaredHolidaysFrom(extensions, signal),
    readOverrides(extensions, signal),
    readRules(extensions, signal),
    readObligations(extensions, signal),
  ]);
  return { ...declared, substitutes, rules, obligations };
}

export async function loadRuleVersions(signal?: AbortSignal): Promise<RuleVersions> {
  return readRules(await fetchExtensions(signal), signal);
}

/** Saves a new version; the answer is every version as kept. */
export async function saveRuleVersion(body: RuleVersionInput, signal?: AbortSignal): Promise<ComplianceRule[]> {
  const envelope = await request<Envelope<ComplianceRule[]>>(extensionPaths.complianceRules, { method: 'POST', body, signal });
  return unwrap(envelope, OK, RULE_SAVE_FAILED, LIST).filter(isRule);
}

/** The grid; null against a server without the extension. */
export async function loadClientObligations(signal?: AbortSignal): Promise<ClientObligations[] | null> {
  return readObligations(await fetchExtensions(signal), signal);
}

/** Saves the changed rows in one call; the answer is the whole grid as kept. */
export async function saveClientObligations(rows: readonly ClientObligationsChange[], signal?: AbortSignal): Promise<ClientObligations[]> {
  const envelope = await request<Envelope<ClientObligations[]>>(extensionPaths.clientObligations, {
    method: 'PUT',
    body: { rows },
    signal,
  });
  return unwrap(envelope, OK, OBLIGATIONS_SAVE_FAILED, LIST).filter(isObligationRow);
}

/** Saves every override of the computed substitutes, whole (Admin). */
export async function storeSubstitutes(substitutes: readonly SubstituteOverride[], signal?: AbortSignal): Promise<SubstituteOverride[]> {
  const envelope = await request<Envelope<SubstituteOverride[]>>(extensionPaths.holidaySubstitutes, {
    method: 'PUT',
    body: { substitutes },
    signal,
  });
  return unwrap(envelope, OK, SUBSTITUTES_SAVE_FAILED, LIST).filter(isOverride);
}
