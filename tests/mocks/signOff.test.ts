/**
 * The sign-off trail and second sign-offs (docs/behaviour.md §4 "Sign-off trail", "Sign-off
 * levels"; docs/api-extensions.md `sign-off`), over fetch as a real client calls them: the spec's
 * own approve and reject calls sign the level a task awaits, and segregation of duties is refused
 * with nothing stored.
 */
import { describe, expect, it } from 'vitest';
import type { SignOffSettings, SignOffTrail } from '../../src/api/signOff';
import type { Paged, ReviewerPage, Task } from '../../src/api/types';
import type { ActivityEntry } from '../../src/domain/activity';
import { SIGN_OFF_MESSAGES } from '../../src/domain/signOff';
import { SIGN_OFF_SETTING_MESSAGES } from '../../src/domain/schemas/signOff';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { assignMade, makeJob, makeTask } from '../support/factories';
import { call, envelope, json, tokenOf } from './api';

const TRAIL = '/api/ext/v1/sign-off/trail';
const LEVELS = '/api/ext/v1/sign-off/levels';
const JOB_RECORD = '/api/ext/v1/sign-off/job';
const SETTINGS = '/api/ext/v1/settings/sign-off';
const TAX_FILING = 3;
const { superAdmin, admin, admin2, staff, staff2 } = DEMO_IDS;
const EMAILS: Record<number, string> = {
  [superAdmin]: 'superadmin@example.com',
  [admin]: 'admin@example.com',
  [admin2]: 'kemi.oladipo@example.com',
  [staff]: 'staff@example.com',
  [staff2]: 'staff2@example.com',
};
const tokenFor = (id: number) => tokenOf(EMAILS[id]);

/** Everything a sign-off could change. */
const stored = (): string => JSON.stringify({ tasks: getDb().tasks, trail: getDb().trail, comments: getDb().comments, jobs: getDb().jobs });

async function requireSecondLevel(jobTypeIds: number[] = [TAX_FILING]): Promise<void> {
  const answer = await envelope<SignOffSettings>(SETTINGS, {
    method: 'PUT',
    token: await tokenFor(superAdmin),
    body: { secondLevelJobTypeIds: jobTypeIds, secondLevelRoles: [2, 3] },
  });
  expect(answer.responseCode).toBe('OK');
}

/** A Tax Filing task prepared by `preparer`, its first level reviewed by the demo Admin, handed in. */
async function handedIn(preparer: number, comment = 'Return drafted'): Promise<number> {
  const task = assignMade(makeTask(makeJob({ jobTypeId: TAX_FILING })), preparer, admin);
  const answer = await envelope<null>('/api/v1/task/finished', {
    token: await tokenFor(preparer),
    body: { taskId: task.id, userId: preparer, comment, taskFileList: [] },
  });
  expect(answer.responseDescription).toBe('Task submitted for review');
  return task.id;
}

async function decide(kind: 'validate' | 'rework', by: number, taskId: number, comment: string) {
  return envelope<null>(`/api/v1/task/${kind}`, { token: await tokenFor(by), query: { taskId, userId: by }, body: { comment } });
}

async function trailOf(taskId: number, by: number = superAdmin): Promise<SignOffTrail> {
  return (await envelope<SignOffTrail>(TRAIL, { token: await tokenFor(by), query: { taskId } })).response;
}

async function queueOf(by: number): Promise<number[]> {
  return (await queueItems(by)).map((item) => item.taskId);
}

async function queueItems(by: number): Promise<ReviewerPage['items']> {
  const page = await json<ReviewerPage>('/api/v1/task/reviewer', {
    token: await tokenFor(by),
    query: { reviewerId: by, pageNumber: 1, pageSize: 500 },
  });
  return page.items;
}

describe('the sign-off trail', () => {
  it('numbers each submission and keeps each decision with its level and reason; the rework count is read from it', async () => {
    const taskId = await handedIn(staff, 'First go');
    expect((await decide('rework', admin, taskId, 'Totals do not tie')).responseCode).toBe('OK');
    await envelope('/api/v1/task/finished', {
      token: await tokenFor(staff),
      body: { taskId, userId: staff, comment: 'Totals fixed', taskFileList: [] },
    });
    const trail = await trailOf(taskId, staff);
    expect(trail.entries.map((e) => [e.kind, e.submission, e.level, e.byName, e.comment])).toEqual([
      ['assigned', null, null, 'Tunde Bakare', ''],
      ['submitted', 1, null, 'Chinedu Eze', 'First go'],
      ['returned', 1, 1, 'Tunde Bakare', 'Totals do not tie'],
      ['submitted', 2, null, 'Chinedu Eze', 'Totals fixed'],
    ]);
    expect(trail).toMatchObject({ state: 'awaitingFirstSignOff', levelAwaited: 1, reworkCount: 1 });
    const job = await envelope<{ taskList: Task[] }>('/api/v1/task', {
      token: await tokenFor(admin),
      query: { jobId: getDb().tasks.find((t) => t.id === taskId)!.jobId },
    });
    expect(job.response.taskList.find((t) => t.id === taskId)?.reworkCount).toBe(1);
  });

  it('is read by admins and by the Staff the task concerns, and by no other Staff', async () => {
    const taskId = await handedIn(staff);
    expect((await trailOf(taskId, admin2)).taskId).toBe(taskId);
    expect((await trailOf(taskId, staff)).taskId).toBe(taskId);
    expect((await call(TRAIL, { token: await tokenFor(staff2), query: { taskId } })).status).toBe(403);
    expect((await envelope(TRAIL, { token: await tokenFor(admin), query: { taskId: 999999 } })).responseDescription).toBe('Task not found');
  });
});

describe('a second sign-off', () => {
  it('leaves the task awaiting the second level after the first, in the queue of those who may sign it, and verifies it at the second', async () => {
    await requireSecondLevel();
    const taskId = await handedIn(staff);
    expect(await queueOf(admin)).toContain(taskId);
    expect((await decide('validate', admin, taskId, 'Reviewed')).responseDescription).toBe('Task approved successfully');
    const task = () => getDb().tasks.find((t) => t.id === taskId)!;
    expect(task()).toMatchObject({ statusName: 'Pending', isVerified: false });
    expect(await queueOf(admin)).not.toContain(taskId);
    expect(await queueOf(superAdmin)).toContain(taskId);
    expect(await queueOf(admin2)).toContain(taskId);
    // The card still carries what the preparer wrote, not the first signer's comment.
    expect((await queueItems(superAdmin)).find((item) => item.taskId === taskId)?.submissionComment).toBe('Return drafted');
    const levels = await envelope<Array<{ taskId: number; level: number }>>(LEVELS, {
      token: await tokenFor(superAdmin),
      query: { taskIds: String(taskId) },
    });
    expect(levels.response).toEqual([{ taskId, level: 2 }]);

    expect((await decide('validate', superAdmin, taskId, 'Partner sign-off')).responseDescription).toBe('Task approved successfully');
    expect(task()).toMatchObject({ statusName: 'Verified', isVerified: true, verifiedBy: superAdmin });
    const trail = await trailOf(taskId);
    expect(trail.entries.filter((e) => e.kind === 'approved').map((e) => [e.level, e.byName])).toEqual([
      [1, 'Tunde Bakare'],
      [2, 'Adaeze Okafor'],
    ]);
    expect(trail.state).toBe('verified');
  });

  it('keeps a first sign-off that leaves the task unchanged in the firm activity log, as a trail entry of its job', async () => {
    await requireSecondLevel();
    const taskId = await handedIn(staff);
    const jobId = getDb().tasks.find((t) => t.id === taskId)!.jobId;
    const tasksBefore = JSON.stringify(getDb().tasks);
    expect((await decide('validate', admin, taskId, 'Reviewed')).responseDescription).toBe('Task approved successfully');
    expect(JSON.stringify(getDb().tasks)).toBe(tasksBefore);
    const log = await envelope<Paged<ActivityEntry>>('/api/ext/v1/activity', {
      token: await tokenFor(superAdmin),
      query: { kind: 'trail', jobId },
    });
    const [signed] = log.response.items;
    expect(signed).toMatchObject({ userId: admin, kind: 'trail', action: 'created', jobId });
    expect(signed.changes).toEqual(
      expect.arrayContaining([
        { field: 'kind', before: null, after: 'approved' },
        { field: 'level', before: null, after: 1 },
      ]),
    );
  });

  it('a return at the second level sends the task back to its preparer with the reason, and the next submission starts at the first level', async () => {
    await requireSecondLevel();
    const taskId = await handedIn(staff);
    await decide('validate', admin, taskId, 'Reviewed');
    expect((await decide('rework', superAdmin, taskId, 'Capital allowances missing')).responseDescription).toBe(
      'Task sent back for rework',
    );
    expect(getDb().tasks.find((t) => t.id === taskId)?.statusName).toBe('Ongoing not done by user');
    const trail = await trailOf(taskId);
    expect(trail.entries.at(-1)).toMatchObject({ kind: 'returned', level: 2, submission: 1, comment: 'Capital allowances missing' });
    expect(trail).toMatchObject({ state: 'inRework', reworkCount: 1 });
    await envelope('/api/v1/task/finished', {
      token: await tokenFor(staff),
      body: { taskId, userId: staff, comment: 'Added', taskFileList: [] },
    });
    expect(await trailOf(taskId)).toMatchObject({ state: 'awaitingFirstSignOff', levelAwaited: 1 });
    expect(await queueOf(admin)).toContain(taskId);
    expect(await queueOf(superAdmin)).not.toContain(taskId);
  });

  it.each([
    ['the preparer', admin2, SIGN_OFF_MESSAGES.preparer],
    ['the first reviewer', admin, SIGN_OFF_MESSAGES.signedOtherLevel],
  ])('refuses the second sign-off by %s, approving or returning, and stores nothing', async (_who, signer, message) => {
    await requireSecondLevel();
    // An Admin prepares it, so the role alone would let them sign the second level.
    const taskId = await handedIn(admin2);
    await decide('validate', admin, taskId, 'Reviewed');
    const before = stored();
    for (const kind of ['validate', 'rework'] as const) {
      const answer = await decide(kind, signer, taskId, 'Signing again');
      expect(answer).toMatchObject({ responseCode: '400', responseDescription: message });
    }
    expect(stored()).toBe(before);
    expect(await queueOf(signer)).not.toContain(taskId);
  });

  it('refuses the second sign-off by a role the setting leaves out', async () => {
    await envelope(SETTINGS, {
      method: 'PUT',
      token: await tokenFor(superAdmin),
      body: { secondLevelJobTypeIds: [TAX_FILING], secondLevelRoles: [3] },
    });
    const taskId = await handedIn(staff);
    await decide('validate', admin, taskId, 'Reviewed');
    const before = stored();
    expect((await decide('validate', admin2, taskId, 'Me too')).responseDescription).toBe(SIGN_OFF_MESSAGES.roleMayNotSign);
    expect(stored()).toBe(before);
    expect(await queueOf(admin2)).not.toContain(taskId);
  });

  it('asks one level of a job type the setting does not name', async () => {
    await requireSecondLevel([4]);
    const taskId = await handedIn(staff);
    await decide('validate', admin, taskId, 'Reviewed');
    expect(getDb().tasks.find((t) => t.id === taskId)?.isVerified).toBe(true);
  });
});

describe('the sign-off setting', () => {
  it('starts with no job type asking a second sign-off, Admins and Super Admins signing it', async () => {
    const answer = await envelope<SignOffSettings>(SETTINGS, { token: await tokenFor(staff) });
    expect(answer.response).toEqual({ secondLevelJobTypeIds: [], secondLevelRoles: [2, 3] });
  });

  it.each([
    [{ secondLevelJobTypeIds: [3], secondLevelRoles: [] }, SIGN_OFF_SETTING_MESSAGES.noRole],
    [{ secondLevelJobTypeIds: [3], secondLevelRoles: [1, 2] }, SIGN_OFF_SETTING_MESSAGES.badRole],
    [{ secondLevelJobTypeIds: [99], secondLevelRoles: [2] }, SIGN_OFF_SETTING_MESSAGES.badJobType],
    [{ secondLevelJobTypeIds: ['3'], secondLevelRoles: [2] }, SIGN_OFF_SETTING_MESSAGES.badJobType],
  ])('refuses %j with its message and changes nothing', async (body, message) => {
    const before = JSON.stringify(getDb().signOff);
    const answer = await envelope(SETTINGS, { method: 'PUT', token: await tokenFor(superAdmin), body });
    expect(answer).toMatchObject({ responseCode: '400', responseDescription: message });
    expect(JSON.stringify(getDb().signOff)).toBe(before);
  });

  it('is kept in the firm activity log, with who changed it and the job types before and after', async () => {
    await requireSecondLevel([TAX_FILING, 4]);
    const log = await envelope<Paged<ActivityEntry>>('/api/ext/v1/activity', { token: await tokenFor(admin), query: { kind: 'setting' } });
    expect(log.response.items).toHaveLength(1);
    expect(log.response.items[0]).toMatchObject({ userId: superAdmin, kind: 'setting', recordName: 'Sign-off levels', action: 'changed' });
    expect(log.response.items[0].changes).toEqual([{ field: 'secondLevelJobTypeIds', before: [], after: [TAX_FILING, 4] }]);
  });

  it('is changed by admins only', async () => {
    const body = { secondLevelJobTypeIds: [3], secondLevelRoles: [2] };
    expect((await call(SETTINGS, { method: 'PUT', token: await tokenFor(staff), body })).status).toBe(403);
    expect((await call(SETTINGS, { method: 'PUT', body })).status).toBe(401);
    expect(getDb().signOff.secondLevelJobTypeIds).toEqual([]);
  });
});

describe("a job's sign-off record", () => {
  it("lists each task's trail to admins only", async () => {
    const taskId = await handedIn(staff);
    const jobId = getDb().tasks.find((t) => t.id === taskId)!.jobId;
    const answer = await envelope<{ jobName: string; tasks: SignOffTrail[] }>(JOB_RECORD, {
      token: await tokenFor(admin),
      query: { jobId },
    });
    expect(answer.response.tasks.map((t) => t.taskId)).toEqual([taskId]);
    expect((await call(JOB_RECORD, { token: await tokenFor(staff), query: { jobId } })).status).toBe(403);
  });
});
