/**
 * Stored data of version 3 gains templates, client teams and the planning setting
 * (docs/decisions/072-templates-in-the-mock-db.md); a job made from a template gains the list of
 * its tasks that ask for files (docs/decisions/091-files-required-on-submit.md).
 */
import { describe, expect, it } from 'vitest';
import { freshLiveData } from '../../mocks/db/store';
import { upgradeDb } from '../../mocks/db/upgrade';
import { isSoundDb } from '../../mocks/db/validate';
import { COMPLIANCE_RULES } from '../../src/domain/compliance';

describe('the upgrade to version 4', () => {
  it('adds the product’s templates, no teams and 14 days ahead to version 3 data, and is stored', () => {
    const { db } = freshLiveData('demo');
    const { templates: _t, clientTeams: _c, jobTemplates: _j, planning: _p, ...rest } = db;
    const { template: _n, ...nextId } = db.nextId;
    const { value, tables } = upgradeDb(JSON.parse(JSON.stringify({ ...rest, version: 3, nextId })));
    expect(isSoundDb(value, 'demo')).toBe(true);
    if (!isSoundDb(value, 'demo')) return;
    expect(tables).toContain('templates');
    expect(value.templates.map((t) => t.obligation)).toEqual(COMPLIANCE_RULES.map((r) => r.id));
    expect(value.templates.find((t) => t.obligation === 'paye')?.jobTypeId).toBe(value.jobTypes.find((j) => j.name === 'Payroll')?.id);
    expect(value.clientTeams).toEqual([]);
    expect(value.jobTemplates).toEqual([]);
    expect(value.planning).toEqual({ daysAhead: 14 });
    expect(value.nextId.template).toBe(value.templates.length + 1);
  });

  it('gives each job made from a template before the tasks asking for files were kept an empty list of them, and stores it', () => {
    const { db } = freshLiveData('demo');
    const [first, second] = db.jobs;
    const rows = [
      { id: first.id, templateId: db.templates[0].id },
      { id: second.id, templateId: db.templates[0].id, filesRequiredTaskIds: [7] },
    ];
    const { value, tables } = upgradeDb(JSON.parse(JSON.stringify({ ...db, jobTemplates: rows })));
    expect(isSoundDb(value, 'demo')).toBe(true);
    if (!isSoundDb(value, 'demo')) return;
    expect(tables).toContain('jobTemplates');
    expect(value.jobTemplates).toEqual([
      { id: first.id, templateId: db.templates[0].id, filesRequiredTaskIds: [] },
      { id: second.id, templateId: db.templates[0].id, filesRequiredTaskIds: [7] },
    ]);
  });

  it('leaves data that already has them as it is', () => {
    const { db } = freshLiveData('demo');
    expect(upgradeDb(JSON.parse(JSON.stringify(db))).tables).toEqual([]);
  });
});
