/**
 * Stored data of version 3 (no compliance data, the product's 2026 Eid-el-Fitr estimate) gains
 * the shipped rules, an empty grid and no overrides on load, and the estimate becomes the
 * declared days (mocks/db/upgrade.ts addComplianceData).
 */
import { describe, expect, it } from 'vitest';
import { createSeedDb } from '../../mocks/db';
import type { Db } from '../../mocks/db/schema';
import { upgradeDb } from '../../mocks/db/upgrade';
import { isSoundDb, problemOf } from '../../mocks/db/validate';
import { COMPLIANCE_RULES } from '../../src/domain/compliance';

/** The seed as version 3 stored it, with the 2026 Eid-el-Fitr of 20 and 23 March. */
function asVersion3(db: Db) {
  const { complianceRules: _r, clientObligations: _o, holidaySubstitutes: _s, ...rest } = db;
  const holidays = db.holidays.map((h) =>
    h.date === '2026-03-19'
      ? { ...h, date: '2026-03-20', name: 'Eid al-Fitr' }
      : h.date === '2026-03-20'
        ? { ...h, date: '2026-03-23' }
        : h,
  );
  return { ...rest, version: 3, holidays };
}

describe('upgrading stored data to the compliance data', () => {
  it('adds the shipped rules, an empty grid and no overrides, and corrects the 2026 Eid-el-Fitr', () => {
    const { value, tables } = upgradeDb(JSON.parse(JSON.stringify(asVersion3(createSeedDb('demo')))));
    expect(problemOf(value, 'demo')).toBeNull();
    if (!isSoundDb(value, 'demo')) throw new Error('not upgraded');
    expect(value.complianceRules).toEqual(COMPLIANCE_RULES);
    expect(value.clientObligations).toEqual([]);
    expect(value.holidaySubstitutes).toEqual([]);
    expect(value.holidays.filter((h) => h.date.startsWith('2026-03')).map((h) => [h.date, h.name])).toEqual([
      ['2026-03-19', 'Eid al-Fitr'],
      ['2026-03-20', 'Eid al-Fitr holiday'],
    ]);
    expect(tables).toContain('holidays');
  });

  it('keeps an admin’s own 2026 March holidays as they are', () => {
    const v3 = asVersion3(createSeedDb('demo'));
    const own = { ...v3, holidays: v3.holidays.map((h) => (h.date === '2026-03-23' ? { ...h, name: 'Eid-el-Fitr (declared)' } : h)) };
    const { value } = upgradeDb(JSON.parse(JSON.stringify(own)));
    if (!isSoundDb(value, 'demo')) throw new Error('not upgraded');
    expect(value.holidays.filter((h) => h.date.startsWith('2026-03')).map((h) => h.date)).toEqual(['2026-03-20', '2026-03-23']);
  });

  it('leaves data already of this shape unchanged', () => {
    const seeded = createSeedDb('demo');
    const { value, tables } = upgradeDb(JSON.parse(JSON.stringify(seeded)));
    expect(value).toEqual(JSON.parse(JSON.stringify(seeded)));
    expect(tables).toEqual([]);
  });
});
