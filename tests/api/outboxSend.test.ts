/**
 * Sending an outbox item (src/api/outboxSend.ts) against the mock backend over fetch: sent
 * with its files; sent again after a reload in the middle (the first call had reached the
 * server) without a second hand-in; and an approval someone else made first, a conflict said
 * plainly with the person's text kept.
 */
import { describe, expect, it } from 'vitest';
import { sendOutboxItem } from '../../src/api/outboxSend';
import { keepInOutbox, readOutbox } from '../../src/api/outboxStore';
import { paths } from '../../src/api/paths';
import { TOKEN_KEY } from '../../src/api/storageKeys';
import type { PendingTaskItem, ReviewerPage } from '../../src/api/types';
import { OUTBOX_MESSAGES, type OutboxItem } from '../../src/domain/outbox';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { call, envelope, json, tokenOf } from '../mocks/api';
import { assignMade, makeJob, makeTask } from '../support/factories';
import { closeTheOutbox, freshOutbox } from '../support/outbox';

const signal = new AbortController().signal;

function itemFor(
  task: PendingTaskItem,
  userId: number,
  kind: OutboxItem['kind'],
  comment: string,
  files: OutboxItem['files'] = [],
): OutboxItem {
  return {
    id: 1,
    kind,
    userId,
    taskId: task.taskId,
    taskName: task.taskName,
    jobName: task.jobName,
    comment,
    reworkDate: null,
    files,
    key: crypto.randomUUID(),
    keptAt: new Date().toISOString(),
    status: { state: 'waiting' },
  };
}

/** A task made for this test, assigned to the demo Staff and reviewed by the demo Admin and Super Admin, as Staff read it. */
async function aPendingTaskOfStaff(token: string): Promise<PendingTaskItem> {
  const made = assignMade(makeTask(makeJob()), DEMO_IDS.staff, [DEMO_IDS.admin, DEMO_IDS.superAdmin]);
  const pending = (await envelope<PendingTaskItem[]>(paths.myPendingTasks, { token, query: { userId: DEMO_IDS.staff } })).response;
  const task = pending.find((t) => t.taskId === made.id);
  if (!task) throw new Error(`task ${made.id} is not among Staff's pending tasks`);
  return task;
}

const submissionsOf = (taskId: number, comment: string) =>
  getDb().comments.filter((c) => c.taskId === taskId && c.comment === comment).length;

describe('sending an outbox item', () => {
  it('hands the task in with its kept file, and a resend after a reload in the middle hands in nothing more', async () => {
    const staff = await tokenOf('staff@example.com');
    localStorage.setItem(TOKEN_KEY, staff);
    const task = await aPendingTaskOfStaff(staff);
    // Kept as a form keeps it: the bytes beside the item, read back only when it is sent.
    await freshOutbox();
    const bytes = await new Blob(['ledger']).arrayBuffer();
    const { id: _id, status: _status, keptAt: _keptAt, key: _key, ...made } = itemFor(task, DEMO_IDS.staff, 'submit', 'Reconciled offline');
    await keepInOutbox({ ...made, files: [{ name: 'ledger.pdf', type: 'application/pdf', bytes }] });
    const [item] = await readOutbox();
    expect(item.files).toEqual([{ name: 'ledger.pdf', type: 'application/pdf' }]);

    expect(await sendOutboxItem(item, 'staff@example.com', signal)).toEqual({ state: 'sent' });
    const stored = getDb().tasks.find((t) => t.id === task.taskId);
    expect(stored?.statusName).toBe('Pending');
    expect(stored?.files.map((f) => f.fileName)).toContain('ledger.pdf');

    // The tab closed before the outcome was recorded: the item is still waiting and is sent again.
    expect(await sendOutboxItem(item, 'staff@example.com', signal)).toEqual({ state: 'sent' });
    expect(submissionsOf(task.taskId, 'Reconciled offline')).toBe(1);
    await closeTheOutbox();
  });

  it('an approval someone else made first is a conflict, and nothing is sent', async () => {
    const staff = await tokenOf('staff@example.com');
    const task = await aPendingTaskOfStaff(staff);
    await call(paths.taskFinished, {
      token: staff,
      body: { taskId: task.taskId, userId: DEMO_IDS.staff, comment: 'Ready', taskFileList: [] },
    });
    const admin = await tokenOf('admin@example.com');
    const queue = await json<ReviewerPage>(paths.tasksToReview, {
      token: admin,
      query: { reviewerId: DEMO_IDS.admin, pageNumber: 1, pageSize: 500 },
    });
    // It waited for this reviewer when the approval was kept.
    expect(queue.items.some((t) => t.taskId === task.taskId)).toBe(true);
    const superAdmin = await tokenOf('superadmin@example.com');
    // Another reviewer approves while this one is offline.
    const approvedBy = await call(paths.taskValidate, {
      token: superAdmin,
      query: { taskId: task.taskId, userId: DEMO_IDS.superAdmin },
      body: { taskId: task.taskId, userId: DEMO_IDS.superAdmin, comment: 'Approved at the office', taskFileList: [] },
    });
    expect(approvedBy.ok).toBe(true);
    expect(getDb().tasks.find((t) => t.id === task.taskId)?.isVerified).toBe(true);
    localStorage.setItem(TOKEN_KEY, admin);
    const item = itemFor(task, DEMO_IDS.admin, 'approve', 'Approved from the road');

    const outcome = await sendOutboxItem(item, 'admin@example.com', signal);

    expect(outcome).toEqual({ state: 'conflict', reason: OUTBOX_MESSAGES.reviewGone });
    expect(submissionsOf(task.taskId, 'Approved from the road')).toBe(0);
  });
});
