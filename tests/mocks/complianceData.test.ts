/**
 * The compliance data over fetch, as a real client calls it (docs/api-extensions.md
 * `compliance-rules`, `client-obligations` and the `firm-holidays` substitutes): who may read
 * and save, what is stored, and bad input refused with its message and nothing saved.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_RULES,
  INCORPORATED_FUTURE,
  INCORPORATED_INVALID,
  OBLIGATION_UNKNOWN,
  YEAR_END_INVALID,
  type ClientObligations,
  type ComplianceRule,
  type SubstituteOverride,
} from '../../src/domain/compliance';
import {
  OBLIGATION_CLIENT_MESSAGE,
  OBLIGATION_ROWS_MESSAGE,
  RULE_MESSAGES,
  SUBSTITUTE_DATE_MESSAGE,
  SUBSTITUTE_FOR_MESSAGE,
} from '../../src/domain/schemas/complianceRules';
import { getDb } from '../../mocks/db';
import { call, envelope, tokenOf } from './api';

const RULES = '/api/ext/v1/compliance-rules';
const OBLIGATIONS = '/api/ext/v1/client-obligations';
const SUBSTITUTES = '/api/ext/v1/holidays/substitutes';

const vat = COMPLIANCE_RULES.find((r) => r.id === 'vat')!;
/** A new VAT version from 1 March 2027, due on the 25th. */
const newVat = {
  id: 'vat',
  obligation: vat.obligation,
  authority: vat.authority,
  due: '25th of the following month',
  dueRule: { kind: 'day-of-month', day: 25 },
  source: 'NTAA s. 22 as amended',
  confidence: 'V2',
  effective: '2027-03-01',
  assumption: '',
  exemption: '',
  stateOverrides: [],
};

const stored = () => JSON.stringify({ rules: getDb().complianceRules, rows: getDb().clientObligations, subs: getDb().holidaySubstitutes });

describe('compliance rules', () => {
  it('any signed-in user reads every version; the server names the extension; 401 without a token', async () => {
    const staff = await tokenOf('staff@example.com');
    const answer = await envelope<ComplianceRule[]>(RULES, { token: staff });
    expect(answer.response.map((r) => r.id)).toEqual(COMPLIANCE_RULES.map((r) => r.id));
    expect((await call(RULES)).status).toBe(401);
    const names = await envelope<string[]>('/api/ext/v1/capabilities', { token: staff });
    expect(names.response).toEqual(expect.arrayContaining(['compliance-rules', 'client-obligations']));
  });

  it('an admin saves a new version: the one in force is kept and closed the day before', async () => {
    const admin = await tokenOf('admin@example.com');
    const answer = await envelope<ComplianceRule[]>(RULES, { token: admin, method: 'POST', body: newVat });
    expect([answer.responseCode, answer.responseDescription]).toEqual(['OK', 'Rule saved successfully']);
    const versions = getDb().complianceRules.filter((r) => r.id === 'vat');
    expect(versions.map((v) => [v.effective, v.effectiveTo, v.dueRule])).toEqual([
      ['2026-01-01', '2027-02-28', { kind: 'day-of-month', day: 21 }],
      ['2027-03-01', null, { kind: 'day-of-month', day: 25 }],
    ]);
    // What job names are read by stays the rule's.
    expect(versions[1]).toMatchObject({ jobTitle: 'VAT', frequency: 'monthly', tasks: vat.tasks });
  });

  it('refuses a version whose dates overlap another, and saves nothing', async () => {
    const admin = await tokenOf('admin@example.com');
    await envelope(RULES, { token: admin, method: 'POST', body: newVat });
    const before = stored();
    const answer = await envelope(RULES, { token: admin, method: 'POST', body: { ...newVat, effective: '2027-01-01' } });
    expect(answer).toEqual({
      responseCode: '400',
      responseDescription: 'These dates overlap the version in effect from Mon 1 Mar 2027. A new version must take effect after that day.',
      response: null,
    });
    expect(stored()).toBe(before);
  });

  it('refuses Staff with 403 and saves nothing', async () => {
    const staff = await tokenOf('staff@example.com');
    const before = stored();
    expect((await call(RULES, { token: staff, method: 'POST', body: newVat })).status).toBe(403);
    expect(stored()).toBe(before);
  });

  it.each([
    ['an unknown obligation', { id: 'poll-tax' }, OBLIGATION_UNKNOWN],
    ['a blank name', { obligation: '  ' }, RULE_MESSAGES.name],
    ['no source', { source: '' }, RULE_MESSAGES.source],
    ['a confidence that is no grade', { confidence: 'sure' }, RULE_MESSAGES.confidence],
    ['a day of month out of range', { dueRule: { kind: 'day-of-month', day: 32 } }, RULE_MESSAGES.dayOfMonth],
    ['a kind of rule that does not exist', { dueRule: { kind: 'weekly' } }, RULE_MESSAGES.kind],
    [
      'a rule that does not fit the frequency',
      { dueRule: { kind: 'months-after-year-end', months: 6 } },
      'A monthly obligation cannot be due by that rule',
    ],
    ['an effective day that does not exist', { effective: '2027-02-30' }, 'Effective from must be a real day written YYYY-MM-DD'],
    [
      'a state override without a real day',
      { stateOverrides: [{ state: 'Lagos', period: '2027-01', date: 'soon', source: 'notice' }] },
      RULE_MESSAGES.overrideDate,
    ],
  ])('refuses %s with its message and saves nothing', async (_, change, message) => {
    const admin = await tokenOf('admin@example.com');
    const before = stored();
    const answer = await envelope(RULES, { token: admin, method: 'POST', body: { ...newVat, ...change } });
    expect(answer).toEqual({ responseCode: '400', responseDescription: message, response: null });
    expect(stored()).toBe(before);
  });
});

describe('client obligations', () => {
  it('reads a row per active client, the seeded ones owing what their statutory jobs are for', async () => {
    const staff = await tokenOf('staff@example.com');
    const rows = (await envelope<ClientObligations[]>(OBLIGATIONS, { token: staff })).response;
    expect(rows).toHaveLength(getDb().clients.filter((c) => c.active).length);
    const first = rows.find((r) => r.clientId === 1)!;
    expect(first.owes).toEqual(expect.arrayContaining(['paye', 'vat', 'wht', 'pension', 'cit']));
    expect(rows.find((r) => r.clientId === 2)?.yearEnd).toBe('03-31');
    expect((await call(OBLIGATIONS)).status).toBe(401);
  });

  it('an admin sets and clears several rows in one save', async () => {
    const admin = await tokenOf('admin@example.com');
    const answer = await envelope<ClientObligations[]>(OBLIGATIONS, {
      token: admin,
      method: 'PUT',
      body: {
        rows: [
          { clientId: 9, owes: ['vat', 'cit'], yearEnd: '09-30', incorporated: '2025-10-01' },
          { clientId: 1, owes: [], yearEnd: null, incorporated: null },
        ],
      },
    });
    expect([answer.responseCode, answer.responseDescription]).toEqual(['OK', 'Client obligations saved successfully']);
    expect(getDb().clientObligations.find((r) => r.clientId === 9)).toEqual({
      clientId: 9,
      owes: ['vat', 'cit'],
      yearEnd: '09-30',
      incorporated: '2025-10-01',
    });
    expect(getDb().clientObligations.find((r) => r.clientId === 1)?.owes).toEqual([]);
    expect(answer.response.find((r) => r.clientId === 9)?.owes).toEqual(['vat', 'cit']);
  });

  it('refuses Staff with 403 and saves nothing', async () => {
    const staff = await tokenOf('staff@example.com');
    const before = stored();
    expect(
      (
        await call(OBLIGATIONS, {
          token: staff,
          method: 'PUT',
          body: { rows: [{ clientId: 9, owes: ['vat'], yearEnd: null, incorporated: null }] },
        })
      ).status,
    ).toBe(403);
    expect(stored()).toBe(before);
  });

  const good = { clientId: 9, owes: ['vat'], yearEnd: null, incorporated: null };
  it.each([
    ['no rows', [], OBLIGATION_ROWS_MESSAGE],
    ['an unknown obligation', [good, { ...good, clientId: 10, owes: ['poll-tax'] }], OBLIGATION_UNKNOWN],
    ['a year end that is no day', [good, { ...good, clientId: 10, yearEnd: '02-30' }], YEAR_END_INVALID],
    ['an incorporation day that does not exist', [good, { ...good, clientId: 10, incorporated: '2026-13-01' }], INCORPORATED_INVALID],
    ['an incorporation in the future', [good, { ...good, clientId: 10, incorporated: '2999-01-01' }], INCORPORATED_FUTURE],
    ['a client that does not exist', [good, { ...good, clientId: 99999 }], OBLIGATION_CLIENT_MESSAGE],
  ])('refuses %s with its message, and the good rows with it are not saved', async (_, rows, message) => {
    const admin = await tokenOf('admin@example.com');
    const before = stored();
    const answer = await envelope(OBLIGATIONS, { token: admin, method: 'PUT', body: { rows } });
    expect(answer).toEqual({ responseCode: '400', responseDescription: message, response: null });
    expect(stored()).toBe(before);
  });
});

describe('weekend substitutes', () => {
  it('an admin removes one and moves another; everyone reads the same list', async () => {
    const admin = await tokenOf('admin@example.com');
    const body = {
      substitutes: [
        { for: '2027-05-01', date: null },
        { for: '2027-06-12', date: '2027-06-11' },
      ],
    };
    const answer = await envelope<SubstituteOverride[]>(SUBSTITUTES, { token: admin, method: 'PUT', body });
    expect([answer.responseCode, answer.responseDescription]).toEqual(['OK', 'Substitutes saved successfully']);
    const staff = await tokenOf('staff@example.com');
    expect((await envelope<SubstituteOverride[]>(SUBSTITUTES, { token: staff })).response).toEqual(body.substitutes);
  });

  it('refuses Staff with 403, no token with 401, and saves nothing', async () => {
    const staff = await tokenOf('staff@example.com');
    const body = { substitutes: [{ for: '2027-05-01', date: null }] };
    expect((await call(SUBSTITUTES, { token: staff, method: 'PUT', body })).status).toBe(403);
    expect((await call(SUBSTITUTES, { method: 'PUT', body })).status).toBe(401);
    expect(getDb().holidaySubstitutes).toEqual([]);
  });

  it.each([
    ['a weekday holiday', [{ for: '2026-06-12', date: null }], SUBSTITUTE_FOR_MESSAGE],
    ['a day that is no holiday', [{ for: '2027-05-02', date: null }], SUBSTITUTE_FOR_MESSAGE],
    ['a move to a Sunday', [{ for: '2027-05-01', date: '2027-05-02' }], SUBSTITUTE_DATE_MESSAGE],
  ])('refuses %s with its message and saves nothing', async (_, substitutes, message) => {
    const admin = await tokenOf('admin@example.com');
    const answer = await envelope(SUBSTITUTES, { token: admin, method: 'PUT', body: { substitutes } });
    expect(answer).toEqual({ responseCode: '400', responseDescription: message, response: null });
    expect(getDb().holidaySubstitutes).toEqual([]);
  });
});
