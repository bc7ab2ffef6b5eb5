/**
 * The declared public holidays, kept in this browser (docs/decisions/010-compliance-jobs-by-name.md):
 * the server has no place for them, and an Admin edits them when the Government declares the days.
 */
import { DEFAULT_DECLARED_HOLIDAYS, type Holiday } from '../domain/compliance';

export const DECLARED_HOLIDAYS_KEY = 'workflow_declared_holidays';

function isHoliday(value: unknown): value is Holiday {
  return (
    typeof value === 'object' &&
    value !== null &&
    'date' in value &&
    'name' in value &&
    typeof value.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.date) &&
    typeof value.name === 'string'
  );
}

/** What this browser keeps, or the product's list when it keeps nothing readable. */
export function readDeclaredHolidays(): Holiday[] {
  try {
    const raw = localStorage.getItem(DECLARED_HOLIDAYS_KEY);
    if (!raw) return DEFAULT_DECLARED_HOLIDAYS;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every(isHoliday) ? value : DEFAULT_DECLARED_HOLIDAYS;
  } catch {
    return DEFAULT_DECLARED_HOLIDAYS;
  }
}

export function writeDeclaredHolidays(holidays: readonly Holiday[]): void {
  localStorage.setItem(DECLARED_HOLIDAYS_KEY, JSON.stringify([...holidays].sort((a, b) => a.date.localeCompare(b.date))));
}
