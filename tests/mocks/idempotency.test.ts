/**
 * The Idempotency-Key extension (docs/api-extensions.md "Idempotency keys"), over fetch as a
 * client sends it: a submission or decision sent again with the key of one already answered
 * gets the first answer back and the server applies it once.
 */
import { describe, expect, it } from 'vitest';
import type { Comment, PendingTaskItem } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { BASE, envelope, tokenOf } from './api';

function post(path: string, token: string, body: unknown, key?: string, query: Record<string, number> = {}): Promise<Response> {
  const url = new URL(path, BASE);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  if (key) headers['Idempotency-Key'] = key;
  return fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

const commentsOn = (taskId: number): number => getDb().comments.filter((c) => c.taskId === taskId).length;

describe('Idempotency-Key on the calls the outbox sends', () => {
  it('a hand-in sent twice with one key is stored once, and the second gets the first answer', async () => {
    const staff = await tokenOf('staff@example.com');
    const [task] = (await envelope<PendingTaskItem[]>(paths.myPendingTasks, { token: staff, query: { userId: DEMO_IDS.staff } })).response;
    const body = { taskId: task.taskId, userId: DEMO_IDS.staff, comment: 'Reconciled, sent once', taskFileList: [] };
    const comments = commentsOn(task.taskId);

    const first = await post(paths.taskFinished, staff, body, 'submit-key-1');
    const again = await post(paths.taskFinished, staff, body, 'submit-key-1');

    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(commentsOn(task.taskId)).toBe(comments + 1);
    expect(getDb().tasks.find((t) => t.id === task.taskId)?.statusName).toBe('Pending');
    // Without the key, the same call is a new one, and the server's own rule answers it.
    const unkeyed = (await (await post(paths.taskFinished, staff, body)).json()) as { responseCode: string };
    expect(unkeyed.responseCode).not.toBe('OK');
    expect(commentsOn(task.taskId)).toBe(comments + 1);
  });

  it('an approval sent twice with one key verifies the task once; another caller with that key is a new call', async () => {
    const staff = await tokenOf('staff@example.com');
    const admin = await tokenOf('admin@example.com');
    const [task] = (await envelope<PendingTaskItem[]>(paths.myPendingTasks, { token: staff, query: { userId: DEMO_IDS.staff } })).response;
    await post(paths.taskFinished, staff, { taskId: task.taskId, userId: DEMO_IDS.staff, comment: 'Ready', taskFileList: [] });
    const reviewerId = getDb().tasks.find((t) => t.id === task.taskId)?.reviewerIds[0] ?? DEMO_IDS.admin;
    const reviewer = reviewerId === DEMO_IDS.admin ? admin : await tokenOf(getDb().users.find((u) => u.id === reviewerId)?.email ?? '');
    const body = { taskId: task.taskId, userId: reviewerId, comment: 'Checked', taskFileList: [] };
    const query = { taskId: task.taskId, userId: reviewerId };
    const comments = commentsOn(task.taskId);

    const first = (await (await post(paths.taskValidate, reviewer, body, 'approve-key-1', query)).json()) as { responseCode: string };
    const again = await post(paths.taskValidate, reviewer, body, 'approve-key-1', query);

    expect(first.responseCode).toBe('OK');
    expect(((await again.json()) as { responseCode: string }).responseCode).toBe('OK');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(commentsOn(task.taskId)).toBe(comments + 1);
    const thread = await envelope<Comment[]>(paths.taskComments, { token: reviewer, query: { taskId: task.taskId } });
    expect(thread.response.filter((c) => c.comment === 'Checked')).toHaveLength(1);
  });
});
