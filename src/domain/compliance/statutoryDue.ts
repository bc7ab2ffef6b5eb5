/**
 * A statutory job's due date to the authority (docs/behaviour.md §2, Statutory due date). The
 * spec's job has no field for it, so the description carries it in words the planner writes and
 * every screen reads back with the parser below (docs/decisions/037-statutory-due-in-the-description.md).
 */
import { civil, parts, type CivilDate } from './civilDate';

/** The label every screen shows the day under. */
export const STATUTORY_DUE_LABEL = 'Statutory due date';

/** e.g. 'PAYE remittance and monthly return for November 2026, due 2026-12-10.' */
export function statutoryDescription(obligation: string, periodLabel: string, due: CivilDate): string {
  return `${obligation} for ${periodLabel}, ${dueClause(due)}.`;
}

/** The words that carry the day: 'due 2026-12-10'. */
export function dueClause(due: CivilDate): string {
  return `due ${due}`;
}

/** Matches `dueClause`; the day is checked to be a real one. */
export const DUE_CLAUSE = /\bdue (\d{4}-\d{2}-\d{2})\b/;

function realDay(text: string): CivilDate | null {
  const { year, month, day } = parts(text);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? civil(year, month, day) : null;
}

/** The statutory due date a job's description carries, or null when it carries none. */
export function statutoryDueOf(description: string | null | undefined): CivilDate | null {
  const found = DUE_CLAUSE.exec(description ?? '');
  return found ? realDay(found[1]) : null;
}
