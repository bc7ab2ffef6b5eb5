/**
 * Which clients owe what (docs/behaviour.md §2 Client obligations): a client x obligation grid
 * the server keeps (docs/api-extensions.md `client-obligations`), with each client's financial
 * year end and incorporation date, which decide its CIT and development levy dates.
 */
import { civil, parts, type CivilDate } from './civilDate';
import { dueDate, type DueDate } from './dueDates';
import type { HolidayCalendar } from './holidays';
import { yearPeriod } from './periods';
import type { ComplianceRule, ObligationId } from './rules';

/** The grid's columns: one per obligation a client owes, annual returns and WHT each covering two rules. */
export const OBLIGATION_COLUMNS = [
  { key: 'paye', label: 'PAYE', rules: ['paye', 'paye-annual'] },
  { key: 'vat', label: 'VAT', rules: ['vat'] },
  { key: 'wht', label: 'WHT', rules: ['wht-company', 'wht-individual'] },
  { key: 'pension', label: 'Pension', rules: ['pension'] },
  { key: 'nhf', label: 'NHF', rules: ['nhf'] },
  { key: 'nsitf', label: 'NSITF', rules: ['nsitf'] },
  { key: 'itf', label: 'ITF', rules: ['itf'] },
  { key: 'cit', label: 'CIT', rules: ['cit'] },
  { key: 'dev-levy', label: 'Development levy', rules: ['dev-levy'] },
  { key: 'annual-returns', label: 'Annual returns', rules: ['cac-company', 'cac-business-name'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; rules: readonly ObligationId[] }>;

export type ObligationColumn = (typeof OBLIGATION_COLUMNS)[number]['key'];

export const COLUMN_KEYS: readonly ObligationColumn[] = OBLIGATION_COLUMNS.map((c) => c.key);

export const columnLabel = (key: ObligationColumn): string => OBLIGATION_COLUMNS.find((c) => c.key === key)?.label ?? key;

/** The column an obligation is owed under, or null for one the grid does not list (personal income tax, notices). */
export function columnOf(id: ObligationId): ObligationColumn | null {
  return OBLIGATION_COLUMNS.find((c) => (c.rules as readonly ObligationId[]).includes(id))?.key ?? null;
}

/** One client's row as the server keeps it. */
export interface ClientObligations {
  clientId: number;
  clientName: string;
  owes: ObligationColumn[];
  /** The financial year's last day, written MM-DD (12-31 when not known). */
  yearEnd: string | null;
  /** The day the company was incorporated. */
  incorporated: CivilDate | null;
}

/** A row as the grid saves it (the name is the server's). */
export type ClientObligationsChange = Omit<ClientObligations, 'clientName'>;

export const YEAR_END_INVALID = 'Year end must be a day of the year written MM-DD, e.g. 03-31';
export const INCORPORATED_INVALID = 'Incorporation date must be a real day written YYYY-MM-DD';
export const INCORPORATED_FUTURE = 'Incorporation date cannot be in the future';
export const OBLIGATION_UNKNOWN = 'Unknown obligation';
export const OBLIGATIONS_CLIENT_NOT_FOUND = 'Client not found';

/** MM-DD of a real day (29 February allowed: it ends the year in a leap year, 28 February otherwise). */
export function isYearEnd(text: string): boolean {
  const found = /^(\d{2})-(\d{2})$/.exec(text);
  if (!found) return false;
  const month = Number(found[1]);
  const day = Number(found[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2028, month, 0)).getUTCDate();
}

/** The client's year end that falls in `year` (29 February in a common year is its 28th). */
export function yearEndIn(yearEnd: string | null, year: number): CivilDate {
  const [month, day] = (yearEnd && isYearEnd(yearEnd) ? yearEnd : '12-31').split('-').map(Number);
  return civil(year, month, Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate()));
}

/**
 * The client's first year end: the first on or after its incorporation. A company's first
 * period runs from incorporation to it, which the new-company rule is about.
 */
export function firstYearEnd(yearEnd: string | null, incorporated: CivilDate): CivilDate {
  const { year } = parts(incorporated);
  const same = yearEndIn(yearEnd, year);
  return same >= incorporated ? same : yearEndIn(yearEnd, year + 1);
}

/**
 * A client's CIT or development levy due date for the financial year ending in `year`: six
 * months after its own year end; for the first period of a new company, the earlier of that and
 * 18 months from incorporation (NTAA ss. 11(5), 49).
 */
export function clientAnnualDue(
  id: 'cit' | 'dev-levy',
  client: Pick<ClientObligations, 'yearEnd' | 'incorporated'>,
  year: number,
  holidays: HolidayCalendar,
  rule?: ComplianceRule,
): DueDate {
  const yearEnd = yearEndIn(client.yearEnd, year);
  const incorporated =
    client.incorporated && firstYearEnd(client.yearEnd, client.incorporated) === yearEnd ? client.incorporated : undefined;
  return dueDate(id, yearPeriod(year), holidays, { yearEnd, incorporated, rule });
}

/** The next CIT due date on or after `today` (this year's or next year's financial year). */
export function nextClientDue(
  id: 'cit' | 'dev-levy',
  client: Pick<ClientObligations, 'yearEnd' | 'incorporated'>,
  today: CivilDate,
  holidays: HolidayCalendar,
): DueDate {
  const year = parts(today).year;
  for (const y of [year - 1, year, year + 1]) {
    if (client.incorporated && yearEndIn(client.yearEnd, y) < client.incorporated) continue;
    const due = clientAnnualDue(id, client, y, holidays);
    if (due.date >= today) return due;
  }
  return clientAnnualDue(id, client, year + 1, holidays);
}

/** The clients a grid says owe an obligation, by name (the Plan jobs wizard chooses them first). */
export function clientsOwing(rows: readonly ClientObligations[], id: ObligationId): Array<{ clientId: number; clientName: string }> {
  const column = columnOf(id);
  return column ? rows.filter((r) => r.owes.includes(column)).map(({ clientId, clientName }) => ({ clientId, clientName })) : [];
}

/** The grid's filters: a client name's part and an obligation the client owes ('' for any). */
export interface GridFilter {
  text: string;
  column: ObligationColumn | '';
}

/** The rows a filter shows, by name. */
export function filterGrid(rows: readonly ClientObligations[], filter: GridFilter): ClientObligations[] {
  const text = filter.text.trim().toLowerCase();
  return rows.filter(
    (row) => (!text || row.clientName.toLowerCase().includes(text)) && (!filter.column || row.owes.includes(filter.column)),
  );
}

/** A row with an obligation set or cleared, its columns kept in the grid's order. */
export function withOwing(row: ClientObligations, column: ObligationColumn, owes: boolean): ClientObligations {
  const set = new Set(row.owes);
  if (owes) set.add(column);
  else set.delete(column);
  return { ...row, owes: COLUMN_KEYS.filter((key) => set.has(key)) };
}

const sameRow = (a: ClientObligationsChange, b: ClientObligationsChange): boolean =>
  a.yearEnd === b.yearEnd && a.incorporated === b.incorporated && a.owes.join() === b.owes.join();

/** The rows that differ from what was saved, as a save sends them. */
export function changedRows(saved: readonly ClientObligations[], edited: readonly ClientObligations[]): ClientObligationsChange[] {
  const before = new Map(saved.map((row) => [row.clientId, row]));
  return edited
    .filter((row) => {
      const was = before.get(row.clientId);
      return !was || !sameRow(was, row);
    })
    .map(({ clientId, owes, yearEnd, incorporated }) => ({ clientId, owes, yearEnd, incorporated }));
}

/** Why a row's dates cannot be saved, or null (the server says the same: docs/api-extensions.md). */
export function rowDatesProblem(row: Pick<ClientObligations, 'yearEnd' | 'incorporated'>, today: CivilDate): string | null {
  if (row.yearEnd !== null && !isYearEnd(row.yearEnd)) return YEAR_END_INVALID;
  if (row.incorporated !== null) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.incorporated) || Number.isNaN(Date.parse(row.incorporated))) return INCORPORATED_INVALID;
    const { year, month, day } = parts(row.incorporated);
    if (civil(year, month, day) !== row.incorporated || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day)
      return INCORPORATED_INVALID;
    if (row.incorporated > today) return INCORPORATED_FUTURE;
  }
  return null;
}
