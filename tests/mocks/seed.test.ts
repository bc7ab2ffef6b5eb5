import { describe, expect, it } from 'vitest';
import { createSeedDb, DEMO_IDS, isTaskOverdue } from '../../mocks/db';
import { reworkCountOf } from '../../mocks/db/trail';
import type { Db, TaskRecord } from '../../mocks/db';
import { check, firstMessage } from '../../src/domain/schemas/parse';
import { clientSchema, phoneSchema } from '../../src/domain/schemas/people';

const now = new Date();

const stateIn =
  (db: Db) =>
  (task: TaskRecord): string =>
    stateOf(db, task);

function stateOf(db: Db, task: TaskRecord): string {
  if (task.assigneeId === null) return 'unassigned';
  if (task.isVerified) {
    const late =
      Date.parse(task.dateVerified ?? '') > Date.parse(task.endDate ?? '') ||
      Date.parse(task.dateFinished ?? '') > Date.parse(task.endDate ?? '');
    return late ? 'verified late' : 'verified early';
  }
  if (task.statusName === 'Pending') return 'pending review';
  if (reworkCountOf(db, task.id) > 0) return 'reworked';
  return isTaskOverdue(task, now.getTime()) ? 'overdue' : 'active';
}

describe('seed', () => {
  const db = createSeedDb('demo', now);

  it('is deterministic and has the documented sizes', () => {
    const again = createSeedDb('demo', now);
    expect(again).toEqual(db);
    expect([db.clients.length, db.users.length, db.jobTypes.length, db.jobs.length, db.tasks.length]).toEqual([25, 12, 4, 60 + 28, 200]);
    expect(new Set(db.jobs.map((j) => j.statusId))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(db.users.map((u) => u.userType))).toEqual(new Set([1, 2, 3]));
    expect(db.comments.length).toBeGreaterThan(100);
    expect(db.tasks.some((t) => t.files.length > 0)).toBe(true);
  });

  it('covers every task lifecycle state, inside each job window', () => {
    const states = new Set(db.tasks.map(stateIn(db)));
    expect(states).toEqual(new Set(['unassigned', 'active', 'pending review', 'reworked', 'verified early', 'verified late', 'overdue']));
    for (const task of db.tasks.filter((t) => t.startDate !== null)) {
      const job = db.jobs.find((j) => j.id === task.jobId);
      expect(Date.parse(task.startDate ?? '')).toBeGreaterThanOrEqual(Date.parse(job?.dateIn ?? ''));
      expect(Date.parse(task.endDate ?? '')).toBeLessThanOrEqual(Date.parse(job?.dateOut ?? ''));
      for (const date of [task.dateAssigned, task.dateFinished, task.dateVerified]) {
        if (date) expect(Date.parse(date)).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it('gives every demo account work on its screens', () => {
    const byId = (id: number) => db.users.find((u) => u.id === id);
    expect(byId(DEMO_IDS.superAdmin)).toMatchObject({ email: 'superadmin@example.com', userType: 3 });
    expect(byId(DEMO_IDS.admin)).toMatchObject({ email: 'admin@example.com', userType: 2 });
    expect(byId(DEMO_IDS.locked)).toMatchObject({ email: 'locked@example.com', isLocked: true });
    expect(byId(DEMO_IDS.inactive)).toMatchObject({ email: 'inactive@example.com', active: false });

    const staffStates = db.tasks.filter((t) => t.assigneeId === DEMO_IDS.staff).map(stateIn(db));
    for (const state of ['active', 'overdue', 'pending review', 'reworked']) expect(staffStates).toContain(state);
    expect(db.tasks.filter((t) => t.statusName === 'Pending' && t.reviewerIds.includes(DEMO_IDS.admin)).length).toBeGreaterThanOrEqual(5);

    const first = db.jobs[0];
    expect(Date.parse(first.dateIn)).toBeLessThan(now.getTime());
    expect(Date.parse(first.dateOut)).toBeGreaterThan(now.getTime());
    expect(db.tasks.some((t) => t.jobId === first.id && t.assigneeId === null)).toBe(true);

    const today = new Date(now);
    today.setHours(0, 0, 0, 0);
    expect(db.jobs.some((j) => j.dateFinished && Date.parse(j.dateFinished) >= today.getTime())).toBe(true);
    expect(db.jobs.some((j) => !j.dateFinished && Date.parse(j.dateOut) < now.getTime())).toBe(true);
  });

  it('holds only clients the client form would save, and user phones the user form would (docs/behaviour.md §5)', () => {
    for (const seeded of [db, createSeedDb('large', now)]) {
      const clientProblems = seeded.clients.map(
        ({ clientName, clientRepresentative, email, phone, industry, designation, services, address }) =>
          firstMessage(check(clientSchema, { clientName, clientRepresentative, email, phone, industry, designation, services, address })),
      );
      expect(new Set(clientProblems)).toEqual(new Set([null]));
      expect(new Set(seeded.users.map((u) => firstMessage(check(phoneSchema, u.phoneNumber))))).toEqual(new Set([null]));
    }
  });

  // How fast it builds is a benchmark figure (npm run bench seed), not a test.
  it('builds the large seed at the sizes of docs/design.md §3', () => {
    const large = createSeedDb('large', now);
    expect([large.clients.length, large.jobs.length, large.tasks.length]).toEqual([2000, 10_000 + 2100, 50_000]);
  });
});
