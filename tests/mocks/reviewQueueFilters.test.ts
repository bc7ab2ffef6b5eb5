/**
 * The review queue's filters, ours beside the spec's call (docs/decisions/036-return-with-a-new-deadline.md):
 * `assigneeId`, `clientId` and `overdue=true` on GET /api/v1/task/reviewer, over fetch as a client calls it.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewerPage } from '../../src/api/types';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { call, json, tokenOf } from './api';

type Query = Record<string, string | number>;

async function queue(extra: Query = {}): Promise<ReviewerPage> {
  const token = await tokenOf('admin@example.com');
  return json<ReviewerPage>('/api/v1/task/reviewer', {
    token,
    query: { reviewerId: DEMO_IDS.admin, pageNumber: 1, pageSize: 1000, ...extra },
  });
}

/** What the stored data says the admin's queue holds, oldest hand-in first as the server pages it. */
function waiting() {
  const db = getDb();
  return db.tasks
    .filter((t) => t.statusName === 'Pending' && t.reviewerIds.includes(DEMO_IDS.admin))
    .map((t) => ({ task: t, clientId: db.jobs.find((j) => j.id === t.jobId)?.clientId }));
}

describe('review queue filters', () => {
  it('without them the answer is the spec call: every task waiting, with the choices of the whole queue', async () => {
    const all = await queue();
    expect(all.totalItems).toBe(waiting().length);
    expect(all.totalItems).toBeGreaterThan(2);
    const assignees = new Set(waiting().map((w) => w.task.assigneeId));
    expect(all.choices?.assignees.map((a) => a.id).sort()).toEqual([...assignees].sort());
    expect(all.choices?.clients.length).toBe(new Set(waiting().map((w) => w.clientId)).size);
    const names = all.choices?.assignees.map((a) => a.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('assigneeId keeps that person’s tasks; the choices still name the whole queue', async () => {
    const all = await queue();
    const person = all.choices!.assignees[0];
    const mine = await queue({ assigneeId: person.id });
    const expected = waiting().filter((w) => w.task.assigneeId === person.id);
    expect(mine.totalItems).toBe(expected.length);
    expect(mine.items.every((i) => i.assignedTo === person.name)).toBe(true);
    expect(mine.choices).toEqual(all.choices);
  });

  it('clientId keeps the tasks of that client’s jobs', async () => {
    const all = await queue();
    const client = all.choices!.clients[0];
    const theirs = await queue({ clientId: client.id });
    const expected = waiting().filter((w) => w.clientId === client.id);
    expect(theirs.items.map((i) => i.taskId).sort()).toEqual(expected.map((w) => w.task.id).sort());
  });

  it('overdue=true keeps the tasks whose end date has passed, as the Overdue badge reads; filters combine', async () => {
    const now = Date.now();
    const late = waiting().filter((w) => w.task.endDate !== null && Date.parse(w.task.endDate) < now);
    expect(late.length).toBeGreaterThan(0);
    const overdue = await queue({ overdue: 'true' });
    expect(overdue.items.map((i) => i.taskId).sort()).toEqual(late.map((w) => w.task.id).sort());
    expect((await queue({ overdue: 'false' })).totalItems).toBe(waiting().length);
    const someone = late[0].task.assigneeId ?? 0;
    const both = await queue({ overdue: 'true', assigneeId: someone, clientId: late[0].clientId ?? 0 });
    expect(both.items.map((i) => i.taskId)).toContain(late[0].task.id);
    expect(both.items.every((i) => late.some((w) => w.task.id === i.taskId))).toBe(true);
    // 0 means all, as in the jobs list's filters.
    expect((await queue({ assigneeId: 0, clientId: 0 })).totalItems).toBe(waiting().length);
  });

  it('pages count the filtered tasks', async () => {
    const late = await queue({ overdue: 'true' });
    const first = await queue({ overdue: 'true', pageSize: 1 });
    expect(first).toMatchObject({ totalItems: late.totalItems, totalPages: late.totalItems });
    expect(first.items.map((i) => i.taskId)).toEqual([late.items[0].taskId]);
  });

  it.each([
    ['assigneeId', 'x'],
    ['clientId', '1.5'],
    ['overdue', 'yes'],
  ])('an unreadable %s is refused with the filters message', async (name, value) => {
    const token = await tokenOf('admin@example.com');
    const response = await call('/api/v1/task/reviewer', {
      token,
      query: { reviewerId: DEMO_IDS.admin, pageNumber: 1, pageSize: 10, [name]: value },
    });
    expect(await response.json()).toMatchObject({ responseDescription: 'Filters must be whole numbers' });
  });
});
