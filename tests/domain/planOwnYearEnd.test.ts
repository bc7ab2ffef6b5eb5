/**
 * Planned CIT and development levy jobs fall due from each client's own financial year end, with
 * the new-company rule (NTAA s. 11(5); docs/behaviour.md §2 "Plan jobs"); a client with no year
 * end uses 31 December and the preview says so. Every other obligation keeps the deadline's day.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DECLARED_HOLIDAYS,
  clientDue,
  deadlinesBetween,
  holidaysAround,
  planDescription,
  previewRows,
  type ClientYear,
  type Deadline,
} from '../../src/domain/compliance';

const holidays = holidaysAround(DEFAULT_DECLARED_HOLIDAYS, [2026, 2027, 2028]);
const deadlineOf = (id: string, from: string, to: string): Deadline => {
  const found = deadlinesBetween(from, to, holidays).find((d) => d.rule.id === id);
  if (!found) throw new Error(`no ${id} deadline from ${from} to ${to}`);
  return found;
};
/** CIT for the financial year ending in 2026 (a 31 December year end: due 30 June 2027). */
const CIT_2026 = deadlineOf('cit', '2027-06-01', '2027-07-31');
const LEVY_2026 = deadlineOf('dev-levy', '2027-06-01', '2027-07-31');
const PAYE = deadlineOf('paye', '2026-12-01', '2026-12-31');

const MARCH: ClientYear = { clientId: 1, yearEnd: '03-31', incorporated: null };
const NEW_COMPANY: ClientYear = { clientId: 2, yearEnd: '06-30', incorporated: '2026-02-01' };
const CLIENTS = [
  { value: 1, label: 'Alpha Ltd' },
  { value: 2, label: 'Beta Ltd' },
  { value: 3, label: 'Gamma Ltd' },
];
const dueOf = (deadline: Deadline, years: ClientYear[]) => (clientId: number) =>
  clientDue(
    deadline,
    years.find((y) => y.clientId === clientId),
    holidays,
  );

describe("planned CIT and levy jobs use each client's own year end", () => {
  it('the shipped deadline assumes 31 December (CIT of 2026 due 30 June 2027)', () => {
    expect(CIT_2026.date).toBe('2027-06-30');
  });

  it('NTAA s. 11(5): a 31 March year end is due six months later (30 September 2026)', () => {
    expect(clientDue(CIT_2026, MARCH, holidays)).toEqual({ date: '2026-09-30', yearEndAssumed: false });
    expect(clientDue(LEVY_2026, MARCH, holidays)).toEqual({ date: '2026-09-30', yearEndAssumed: false });
  });

  it('NTAA s. 11(5) new company: incorporated 1 Feb 2026, year end 30 June, first return due 31 Dec 2026', () => {
    expect(clientDue(CIT_2026, NEW_COMPANY, holidays).date).toBe('2026-12-31');
  });

  it('a client with no year end set uses 31 December, and says so', () => {
    expect(clientDue(CIT_2026, undefined, holidays)).toEqual({ date: '2027-06-30', yearEndAssumed: true });
    expect(clientDue(CIT_2026, { clientId: 3, yearEnd: null, incorporated: null }, holidays).yearEndAssumed).toBe(true);
  });

  it('PAYE keeps the deadline day whatever the year end', () => {
    expect(clientDue(PAYE, MARCH, holidays)).toEqual({ date: PAYE.date, yearEndAssumed: false });
  });

  it("the preview gives each client its own start, target and due date, and its job's description its own due date", () => {
    const rows = previewRows(CIT_2026, CLIENTS, [1, 2, 3], [], dueOf(CIT_2026, [MARCH, NEW_COMPANY]));
    const byClient = new Map(rows.map((row) => [row.clientId, row]));
    expect(byClient.get(1)).toMatchObject({ due: '2026-09-30', yearEndAssumed: false });
    expect(byClient.get(2)).toMatchObject({ due: '2026-12-31', yearEndAssumed: false });
    expect(byClient.get(3)).toMatchObject({ due: '2027-06-30', yearEndAssumed: true });
    expect(byClient.get(1)!.end <= '2026-09-30').toBe(true);
    expect(byClient.get(1)!.start < byClient.get(2)!.start).toBe(true);
    expect(planDescription(CIT_2026, byClient.get(1)!.due)).toContain('2026-09-30');
  });
});
