// Node's Blob, which IndexedDB (fake-indexeddb over structuredClone) stores as a browser does.
// @vitest-environment node
/** The activity log in the browser mock's IndexedDB store: kept across reloads and tabs, and added to stored data of the version before it. */
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../src/api/types';
import type { ActivityEntry } from '../../src/domain/activity';
import { DEFAULT_DECLARED_HOLIDAYS } from '../../src/domain/compliance';
import { firstBrokenEntry } from '../../mocks/db/activityLog';
import { upgradeDb } from '../../mocks/db/upgrade';
import { isSoundDb } from '../../mocks/db/validate';
import { freshLiveData } from '../../mocks/db/store';
import type { PersistentStore } from '../../mocks/db/persistentStore';
import { newBrowser, openTab, signIn, tabEnvelope } from './tabs';
import { newClientBody } from './bodies';

async function logOf(tab: PersistentStore, token: string): Promise<ActivityEntry[]> {
  const answer = await tabEnvelope<Paged<ActivityEntry>>(tab, '/api/ext/v1/activity', { token, query: { pageSize: 100 } });
  return answer.response.items;
}

describe('the activity log in the browser store', () => {
  it('keeps entries across a reload and shows them in another tab, by the user who made them', async () => {
    const browser = newBrowser();
    const fresh = freshLiveData('demo');
    const first = await openTab(browser, { seed: () => fresh });
    const second = await openTab(browser);
    const admin = await signIn(first, 'admin@example.com');
    const created = await tabEnvelope<unknown>(first, '/api/client/create-client', { token: admin, body: newClientBody });
    expect(created.responseCode).toBe('201');
    const superAdmin = await signIn(second, 'superadmin@example.com');
    await tabEnvelope<unknown>(second, '/api/client/create-client', {
      token: superAdmin,
      body: { ...newClientBody, clientName: 'Second tab client', email: 'second@ajah.ng' },
    });

    const reloaded = await openTab(browser);
    const entries = await logOf(reloaded, admin);
    expect(entries.map((e) => [e.recordName, e.userName, e.action])).toEqual([
      ['Second tab client', 'Adaeze Okafor', 'created'],
      ['Ajah Fisheries', 'Tunde Bakare', 'created'],
    ]);
    // The first tab reads what the second added, and its own next entry follows it in the chain.
    await tabEnvelope<unknown>(first, '/api/client/create-client', {
      token: admin,
      body: { ...newClientBody, clientName: 'Third client', email: 'third@ajah.ng' },
    });
    expect((await logOf(second, admin)).map((e) => e.recordName)).toEqual(['Third client', 'Second tab client', 'Ajah Fisheries']);
  });

  it("gives stored data of version 2 an empty log and the product's holidays, and the chain holds from its first entry", () => {
    const { db } = freshLiveData('demo');
    const { activity: _activity, holidays: _holidays, ...rest } = db;
    const stored = { ...rest, version: 2, nextId: { ...db.nextId, activity: undefined } };
    const { value, tables } = upgradeDb(stored);
    expect(isSoundDb(value, 'demo')).toBe(true);
    expect(tables).toContain('activity');
    if (!isSoundDb(value, 'demo')) return;
    expect(value.activity).toEqual([]);
    expect(value.nextId.activity).toBe(1);
    expect(value.holidays.map(({ date, name }) => ({ date, name }))).toEqual(DEFAULT_DECLARED_HOLIDAYS);
    expect(value.nextId.holiday).toBe(DEFAULT_DECLARED_HOLIDAYS.length + 1);
    expect(firstBrokenEntry(value.activity)).toBeNull();
  });
});
