/**
 * The templates a server starts with: one for each obligation of src/domain/compliance/rules.ts,
 * built from its task list (src/domain/templates.ts defaultTemplates), its job type found by name.
 * Used by a fresh seed and by the upgrade of data stored before templates were kept (upgrade.ts).
 */
import { DEFAULT_PLANNING, defaultTemplates } from '../../src/domain/templates';
import type { NamedOption, TemplateRecord } from './schema';

export function defaultTemplateRows(jobTypes: readonly NamedOption[]): TemplateRecord[] {
  const idOf = (name: string): number =>
    (jobTypes.find((type) => type.name.trim().toLowerCase() === name.toLowerCase()) ?? jobTypes[0])?.id ?? 1;
  return defaultTemplates(idOf).map((fields, i) => ({ id: i + 1, ...fields, retired: false }));
}

export const defaultPlanning = () => ({ ...DEFAULT_PLANNING });
