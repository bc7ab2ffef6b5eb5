import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSeedDb, getDb, loadDb, resetDemoData, resetMockDb, saveDb, startPersistentDb, STORAGE_KEY,
} from '../../mocks/db';
import { envelope, tokenOf } from './api';

afterEach(() => {
  vi.useRealTimers();
});

describe('persistence', () => {
  it('round-trips the db through localStorage', async () => {
    const admin = await tokenOf('admin@example.com');
    await envelope('/api/lock-user', { method: 'PUT', token: admin, query: { id: 4 } });
    saveDb();
    const raw = localStorage.getItem(STORAGE_KEY);
    expect(raw).not.toBeNull();
    const loaded = loadDb();
    expect(loaded).toEqual(JSON.parse(JSON.stringify(getDb())));
    expect(loaded?.users.find((u) => u.id === 4)?.isLocked).toBe(true);
  });

  it('starts from the saved db, saves after each write, and reset restores the seed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seeded = createSeedDb('demo');
    seeded.clients[0].clientName = 'Saved Before Reload Ltd';
    localStorage.setItem(STORAGE_KEY, JSON.stringify(seeded));
    startPersistentDb('demo');
    expect(getDb().clients[0].clientName).toBe('Saved Before Reload Ltd');

    const admin = await tokenOf('admin@example.com');
    await envelope('/api/deactivate-client', { method: 'POST', token: admin, query: { id: 2 } });
    vi.runAllTimers();
    expect(loadDb()?.clients[1].active).toBe(false);

    const restored = resetDemoData();
    expect(restored.clients[0].clientName).toBe(createSeedDb('demo').clients[0].clientName);
    expect(loadDb()?.clients[1].active).toBe(true);
    // The session survives the reset: ids of demo users do not change.
    expect((await envelope('/api/v1/dropdown/jobtype', { token: admin })).responseCode).toBe('OK');
    resetMockDb();
  });

  it('ignores a saved db of another shape and keeps the large seed out of storage', () => {
    localStorage.setItem(STORAGE_KEY, '{"version":0}');
    expect(loadDb()).toBeNull();
    const started = startPersistentDb('large');
    expect(started.jobs).toHaveLength(10_000 + 2100);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    resetMockDb();
  });
});
