/** Last period's statutory jobs in the seed (docs/behaviour.md §2, Compliance Calendar). */
import { describe, expect, it } from 'vitest';
import { createSeedDb } from '../../mocks/db';
import { parseComplianceName, periodKey } from '../../src/domain/compliance';

describe('statutory jobs of the seed', () => {
  // 26 November 2026: last period is October, the one before September.
  const db = createSeedDb('demo', new Date(2026, 10, 26, 10));
  const statutory = db.jobs.filter((j) => parseComplianceName(j.jobName) !== null);

  it('come after the other 60 jobs, so no other seeded id moves', () => {
    expect(statutory.map((j) => j.id)).toEqual(Array.from({ length: 28 }, (_, i) => 61 + i));
  });

  it("give six clients last period's PAYE, VAT, WHT and pension, and two clients only the period before", () => {
    const byClient = new Map<number, string[]>();
    for (const job of statutory) {
      const parsed = parseComplianceName(job.jobName)!;
      byClient.set(job.clientId, [...(byClient.get(job.clientId) ?? []), `${parsed.ruleId}:${periodKey(parsed.period)}`]);
    }
    expect(byClient.get(1)).toEqual(['paye:2026-10', 'vat:2026-10', 'wht-company:2026-10', 'pension:2026-10']);
    expect(byClient.get(7)).toEqual(['paye:2026-09', 'vat:2026-09']);
    expect(statutory.filter((j) => j.dateFinished === null).map((j) => j.jobName)).toEqual([
      `PAYE September 2026 – ${db.clients[6].clientName}`,
      `PAYE September 2026 – ${db.clients[7].clientName}`,
    ]);
    expect([...byClient.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(statutory[0].jobName).toBe(`PAYE October 2026 – ${db.clients[0].clientName}`);
  });

  it('are finished once their internal target has passed, and open before', () => {
    // PAYE October 2026 is due 10 November: started 31 October, target 8 November.
    const paye = statutory[0];
    expect(new Date(paye.dateIn).getDate()).toBe(31);
    expect(new Date(paye.dateOut).getDate()).toBe(8);
    expect(paye.statusId).toBe(4);
    expect(paye.dateFinished).not.toBeNull();
    const early = createSeedDb('demo', new Date(2026, 10, 3, 10)).jobs.find((j) => j.jobName.startsWith('PAYE October 2026'))!;
    expect([early.statusId, early.dateFinished]).toEqual([1, null]);
  });
});
