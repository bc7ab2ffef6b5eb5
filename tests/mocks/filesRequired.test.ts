/**
 * A task planned from a checklist task that asks for files on submit is refused when handed in
 * without a file, over fetch as a real client calls it (docs/decisions/091-files-required-on-submit.md).
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { RULE_MESSAGES } from '../../mocks/db/rules';
import type { PlannedJob } from '../../src/api/templates';
import { paths } from '../../src/api/paths';
import type { JobTemplate, TemplateFields } from '../../src/domain/templates';
import { envelope, tokenOf, uploadedLink } from './api';

const STAFF = 3;
const ADMIN = 2;

const template: TemplateFields = {
  name: 'Monthly bank reconciliation',
  jobTypeId: 2,
  description: 'Bank reconciliation for the month',
  obligation: '',
  tasks: [
    { name: 'Collect statements', offsetDays: -3, from: 'deadline', role: 'preparer', filesRequired: false },
    { name: 'Reconcile the bank', offsetDays: 0, from: 'deadline', role: 'preparer', filesRequired: true },
  ],
};

/** A job planned from the template for the first active client, its tasks assigned to Staff; the tasks by name. */
async function plannedTasks() {
  const admin = await tokenOf('admin@example.com');
  const templateId = (await envelope<JobTemplate>('/api/ext/v1/templates', { token: admin, body: template })).response.id;
  const clientId = getDb().clients.find((c) => c.active)?.id ?? 0;
  await envelope('/api/ext/v1/client-teams', {
    token: admin,
    method: 'PUT',
    body: { clientId, preparerId: STAFF, reviewerId: ADMIN, partnerId: 0 },
  });
  const plan = await envelope<PlannedJob[]>('/api/ext/v1/plan', {
    token: admin,
    body: {
      templateId,
      jobDescription: 'Planned for the month.',
      dateIn: '2027-01-01T08:00:00.000Z',
      dateOut: '2027-01-11T08:00:00.000Z',
      jobs: [{ clientId, jobName: 'Bank reconciliation December 2026' }],
    },
  });
  expect(plan.responseCode).toBe('OK');
  const tasks = getDb().tasks.filter((t) => t.jobId === plan.response[0].jobId);
  const named = (name: string) => tasks.find((t) => t.taskName === name)!;
  return { asks: named('Reconcile the bank'), free: named('Collect statements') };
}

const stored = (taskId: number) => {
  const db = getDb();
  return JSON.stringify([
    db.tasks.find((t) => t.id === taskId),
    db.comments.filter((c) => c.taskId === taskId),
    db.trail.filter((s) => s.taskId === taskId),
  ]);
};

const handIn = (token: string, taskId: number, taskFileList: Array<{ fileName: string; url: string }>) =>
  envelope<unknown>(paths.taskFinished, { token, body: { taskId, userId: STAFF, comment: 'Reconciled to the statement', taskFileList } });

describe('files required on submit', () => {
  it('refuses a hand-in without a file of a task whose checklist asks for files, storing nothing', async () => {
    const { asks } = await plannedTasks();
    const staff = await tokenOf('staff@example.com');
    const before = stored(asks.id);
    const answer = await handIn(staff, asks.id, []);
    expect(answer.responseCode).not.toBe('OK');
    expect(answer.responseDescription).toBe("This task's checklist asks for its files. Attach at least one file.");
    expect(RULE_MESSAGES.filesRequired).toBe(answer.responseDescription);
    expect(stored(asks.id)).toBe(before);
    expect(getDb().tasks.find((t) => t.id === asks.id)?.statusName).toBe('Active');
  });

  it('takes the hand-in with a file, keeping the file on the task', async () => {
    const { asks } = await plannedTasks();
    const staff = await tokenOf('staff@example.com');
    const url = await uploadedLink(new File(['%PDF-1.7 statement'], 'statement.pdf', { type: 'application/pdf' }), { token: staff });
    const answer = await handIn(staff, asks.id, [{ fileName: 'statement.pdf', url }]);
    expect(answer.responseCode).toBe('OK');
    const task = getDb().tasks.find((t) => t.id === asks.id);
    expect(task?.statusName).toBe('Pending');
    expect(task?.files.map((f) => f.fileName)).toEqual(['statement.pdf']);
  });

  it('leaves a task whose checklist task does not ask for files, and a task not planned from a template, free of files', async () => {
    const { free } = await plannedTasks();
    const staff = await tokenOf('staff@example.com');
    expect((await handIn(staff, free.id, [])).responseCode).toBe('OK');
    expect(getDb().tasks.find((t) => t.id === free.id)?.statusName).toBe('Pending');
    const planned = new Set(getDb().jobTemplates.map((link) => link.id));
    const other = getDb().tasks.find((t) => t.assigneeId === STAFF && t.statusName === 'Active' && !t.isVerified && !planned.has(t.jobId));
    expect(other).toBeDefined();
    expect((await handIn(staff, other?.id ?? 0, [])).responseCode).toBe('OK');
    expect(getDb().tasks.find((t) => t.id === other?.id)?.statusName).toBe('Pending');
  });

  it('keeps which planned tasks ask for files beside the job made from the template', async () => {
    const { asks, free } = await plannedTasks();
    const link = getDb().jobTemplates.find((l) => l.id === asks.jobId);
    expect(link?.filesRequiredTaskIds).toEqual([asks.id]);
    expect(link?.filesRequiredTaskIds).not.toContain(free.id);
  });
});
