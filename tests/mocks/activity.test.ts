/**
 * The firm activity log (docs/api-extensions.md `activity-log`), over fetch as a real client
 * calls it: who may read it, its filters and pages, that a change made through the firm's own
 * calls shows with its fields before and after, and that its hash chain finds an altered entry.
 */
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../src/api/types';
import type { ActivityEntry } from '../../src/domain/activity';
import { DAY_MESSAGE, KIND_MESSAGE } from '../../src/domain/schemas/activity';
import { FILTER_MESSAGE, PAGE_MESSAGE, SEARCH_RANGE_MESSAGE } from '../../src/domain/schemas/queries';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { firstBrokenEntry } from '../../mocks/db/activityLog';
import { call, envelope, tokenOf } from './api';
import { jobUpdateBody, newClientBody, newJobBody, newUserBody } from './bodies';

const ACTIVITY = '/api/ext/v1/activity';
const { admin, superAdmin } = DEMO_IDS;

async function readLog(token: string, query: Record<string, string | number> = {}): Promise<Paged<ActivityEntry>> {
  const answer = await envelope<Paged<ActivityEntry>>(ACTIVITY, { token, query });
  if (answer.responseCode !== 'OK') throw new Error(`the log was refused: ${answer.responseDescription}`);
  return answer.response;
}

/** Client 1's name changed by `token`'s user. */
async function renameClientOne(token: string, clientName: string): Promise<void> {
  const client = getDb().clients.find((c) => c.id === 1);
  if (!client) throw new Error('the seed has no client 1');
  const { active: _active, dateCreated: _created, ...fields } = client;
  const answer = await envelope<unknown>('/api/update-client', { token, body: { ...fields, clientName } });
  expect(answer.responseDescription).toBe('Client updated successfully');
}

describe('who may read the log', () => {
  it('answers admins and the Super Admin, refuses Staff with 403 and a call without a token with 401', async () => {
    expect((await readLog(await tokenOf('admin@example.com'))).items).toEqual([]);
    expect((await readLog(await tokenOf('superadmin@example.com'))).totalItems).toBe(0);
    expect((await call(ACTIVITY, { token: await tokenOf('staff@example.com') })).status).toBe(403);
    expect((await call(ACTIVITY)).status).toBe(401);
  });

  it('is named among the extensions', async () => {
    const answer = await envelope<string[]>('/api/ext/v1/capabilities', { token: await tokenOf('staff@example.com') });
    expect(answer.response).toContain('activity-log');
  });
});

describe('what a change made through the firm calls records', () => {
  it('keeps who changed a client, when, and the one field before and after', async () => {
    const token = await tokenOf('admin@example.com');
    const before = getDb().clients.find((c) => c.id === 1)?.clientName;
    const started = Date.now();
    await renameClientOne(token, 'Renamed Holdings Ltd');
    const [entry] = (await readLog(token)).items;
    expect(entry).toMatchObject({
      userId: admin,
      userName: 'Tunde Bakare',
      kind: 'client',
      recordId: 1,
      recordName: 'Renamed Holdings Ltd',
      clientId: 1,
      clientName: 'Renamed Holdings Ltd',
      jobId: null,
      action: 'changed',
      changes: [{ field: 'clientName', before, after: 'Renamed Holdings Ltd' }],
      hidden: [],
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records a new job with its client and job, and its edit apart from bookkeeping fields', async () => {
    const token = await tokenOf('superadmin@example.com');
    const added = await envelope<{ id: number }>('/api/v1/job/add', { token, body: newJobBody(superAdmin) });
    const job = getDb().jobs.at(-1);
    if (!job) throw new Error('no job was added');
    expect(added.responseCode).not.toBe('400');
    const adminToken = await tokenOf('admin@example.com');
    await envelope<unknown>('/api/v1/job/update', { token: adminToken, body: { ...jobUpdateBody(job), jobName: 'Annual audit 2026' } });

    const { items } = await readLog(token, { jobId: job.id });
    expect(items.map((e) => [e.action, e.userId])).toEqual([
      ['changed', admin],
      ['created', superAdmin],
    ]);
    // Who last changed it is the entry's own who: lastModifiedBy is left out.
    expect(items[0].changes).toEqual([{ field: 'jobName', before: 'Annual audit', after: 'Annual audit 2026' }]);
    expect(items[1]).toMatchObject({ kind: 'job', recordId: job.id, clientId: 1, jobId: job.id, recordName: 'Annual audit' });
    expect(items[1].changes).toContainEqual({ field: 'jobDescription', before: null, after: 'Audit of the annual accounts' });
  });

  it('never writes a password: a new account names it as hidden, with no value', async () => {
    const token = await tokenOf('superadmin@example.com');
    const answer = await envelope<unknown>('/api/user/create-user', { token, body: newUserBody });
    expect(answer.responseCode).toBe('201');
    const [entry] = (await readLog(token, { kind: 'user' })).items;
    expect(entry).toMatchObject({ action: 'created', recordName: 'Yetunde Ogun', hidden: ['password'] });
    expect(entry.changes.map((c) => c.field)).not.toContain('password');
    expect(JSON.stringify(getDb().activity)).not.toContain('demo1234');
  });

  it('logs nothing for a refused change or a read', async () => {
    const token = await tokenOf('admin@example.com');
    const refused = await envelope<unknown>('/api/update-client', { token, body: { ...newClientBody, id: 1, email: 'not an email' } });
    expect(refused.responseCode).not.toBe('201');
    await envelope<unknown>('/api/clients', { token });
    expect(getDb().activity).toEqual([]);
  });
});

describe('filters and pages', () => {
  it('pages newest first and filters by person, client, kind and days', async () => {
    const adminToken = await tokenOf('admin@example.com');
    const superToken = await tokenOf('superadmin@example.com');
    await renameClientOne(adminToken, 'First name');
    await renameClientOne(superToken, 'Second name');
    await renameClientOne(adminToken, 'Third name');
    await envelope<unknown>('/api/client/create-client', { token: superToken, body: newClientBody });

    const first = await readLog(adminToken, { pageSize: 3 });
    expect(first).toMatchObject({ totalItems: 4, totalPages: 2, currentPage: 1 });
    expect(first.items.map((e) => e.recordName)).toEqual(['Ajah Fisheries', 'Third name', 'Second name']);
    const second = await readLog(adminToken, { pageSize: 3, pageNumber: 2 });
    expect(second.items.map((e) => e.recordName)).toEqual(['First name']);

    expect((await readLog(adminToken, { userId: admin })).items.map((e) => e.recordName)).toEqual(['Third name', 'First name']);
    expect((await readLog(adminToken, { clientId: 1, userId: superAdmin })).items.map((e) => e.recordName)).toEqual(['Second name']);
    expect((await readLog(adminToken, { kind: 'job' })).totalItems).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await readLog(adminToken, { from: today, to: today })).totalItems).toBe(4);
    expect((await readLog(adminToken, { to: '2001-01-01' })).totalItems).toBe(0);
    expect((await readLog(adminToken, { from: '2100-01-01' })).totalItems).toBe(0);
  });

  it.each([
    [{ kind: 'invoice' }, KIND_MESSAGE],
    [{ userId: 'me' }, FILTER_MESSAGE],
    [{ clientId: '-1' }, FILTER_MESSAGE],
    [{ jobId: '1.5' }, FILTER_MESSAGE],
    [{ from: '2026-02-30' }, DAY_MESSAGE],
    [{ to: 'yesterday' }, DAY_MESSAGE],
    [{ from: '2026-05-02', to: '2026-05-01' }, SEARCH_RANGE_MESSAGE],
    [{ pageSize: 1001 }, PAGE_MESSAGE],
    [{ pageNumber: 0 }, PAGE_MESSAGE],
  ])('refuses %o with its message and changes nothing', async (query, message) => {
    const token = await tokenOf('admin@example.com');
    await renameClientOne(token, 'Kept name');
    const stored = JSON.stringify(getDb().activity);
    const answer = await envelope<null>(ACTIVITY, { token, query });
    expect(answer).toEqual({ responseCode: '400', responseDescription: message, response: null });
    expect(JSON.stringify(getDb().activity)).toBe(stored);
  });
});

describe('the log only grows', () => {
  it('keeps entries of a record that is later deleted', async () => {
    const token = await tokenOf('superadmin@example.com');
    await envelope<unknown>('/api/v1/job/add', { token, body: newJobBody(superAdmin) });
    const job = getDb().jobs.at(-1);
    if (!job) throw new Error('no job was added');
    const removed = await envelope<null>('/api/v1/job/delete', { token, query: { id: job.id }, body: {} });
    expect(removed.responseCode).toBe('OK');
    const { items } = await readLog(token, { jobId: job.id });
    expect(items.map((e) => e.action)).toEqual(['deleted', 'created']);
    expect(items[0].changes).toContainEqual({ field: 'jobName', before: 'Annual audit', after: null });
  });

  it('chains each entry to the one before: an entry changed in storage is found', async () => {
    const token = await tokenOf('admin@example.com');
    await renameClientOne(token, 'One');
    await renameClientOne(token, 'Two');
    await renameClientOne(token, 'Three');
    const entries = getDb().activity;
    expect(firstBrokenEntry(entries)).toBeNull();

    const altered = entries.map((entry) => ({ ...entry }));
    altered[1] = { ...altered[1], after: { clientName: 'Someone else' } };
    expect(firstBrokenEntry(altered)).toBe(entries[1].id);
    // Removing an entry breaks the chain at the one after it.
    expect(firstBrokenEntry([entries[0], entries[2]])).toBe(entries[2].id);
    // Rewriting an entry's hash as well does not help: the next entry no longer follows it.
    expect(firstBrokenEntry([entries[0], { ...entries[1], actorId: superAdmin }, entries[2]])).toBe(entries[1].id);
  });
});
