/**
 * Templates, client teams, the planning setting and plans (docs/api-extensions.md `templates`,
 * `client-teams`) over fetch, as a real client calls them: roles checked, bad input saving
 * nothing, and planning twice creating nothing twice.
 */
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_RULES } from '../../src/domain/compliance';
import { JOB_MESSAGES } from '../../src/domain/schemas/jobs';
import { PLAN_MESSAGES } from '../../src/domain/schemas/templates';
import {
  PLANNING_MESSAGES,
  TEAM_MESSAGES,
  TEMPLATE_MESSAGES,
  afterEndMessage,
  type ClientTeam,
  type JobTemplate,
  type TemplateFields,
} from '../../src/domain/templates';
import { getDb } from '../../mocks/db';
import type { PlannedJob } from '../../src/api/templates';
import type { Paged } from '../../src/api/types';
import type { ActivityEntry } from '../../src/domain/activity';
import { call, envelope, tokenOf } from './api';

const TEMPLATES = '/api/ext/v1/templates';
const TEAMS = '/api/ext/v1/client-teams';
const PLANNING = '/api/ext/v1/settings/planning';
const PLAN = '/api/ext/v1/plan';
const SIGN_OFF = '/api/ext/v1/settings/sign-off';

const ADMIN = 2;
const STAFF = 3;
const STAFF2 = 4;
const KEMI = 7;
const SUPER = 1;

const fields = (over: Partial<TemplateFields> = {}): TemplateFields => ({
  name: 'Monthly payroll close',
  jobTypeId: 2,
  description: 'Payroll for the month',
  obligation: '',
  tasks: [
    { name: 'Collect changes', offsetDays: -3, from: 'deadline', role: 'preparer', filesRequired: false },
    { name: 'Review the schedule', offsetDays: 0, from: 'deadline', role: 'secondSignOff', filesRequired: true },
  ],
  ...over,
});

const clientIds = () =>
  getDb()
    .clients.filter((c) => c.active)
    .slice(0, 2)
    .map((c) => c.id);

const snapshot = () => {
  const db = getDb();
  return JSON.stringify([db.templates, db.jobs, db.tasks, db.clientTeams, db.planning, db.jobTemplates]);
};

async function createTemplate(token: string, body: TemplateFields) {
  return envelope<JobTemplate>(TEMPLATES, { token, body });
}

const team = (clientId: number, preparerId: number, reviewerId: number, partnerId: number): ClientTeam => ({
  clientId,
  preparerId,
  reviewerId,
  partnerId,
});

const planBody = (templateId: number, ids: number[], days = 10) => ({
  templateId,
  jobDescription: 'Planned from the template for the month.',
  dateIn: '2027-01-01T08:00:00.000Z',
  dateOut: new Date(Date.parse('2027-01-01T08:00:00.000Z') + days * 86_400_000).toISOString(),
  jobs: ids.map((clientId) => ({ clientId, jobName: `Payroll close December 2026 - client ${clientId}` })),
});

describe('templates', () => {
  it('ships a template for every obligation, built from its tasks; Staff get 403 and no token 401', async () => {
    const admin = await tokenOf('admin@example.com');
    const answer = await envelope<JobTemplate[]>(TEMPLATES, { token: admin });
    expect(answer.responseCode).toBe('OK');
    for (const rule of COMPLIANCE_RULES) {
      const shipped = answer.response.find((t) => t.obligation === rule.id);
      expect(shipped?.tasks.map((t) => t.name)).toEqual(rule.tasks);
    }
    const staff = await tokenOf('staff@example.com');
    expect((await call(TEMPLATES, { token: staff })).status).toBe(403);
    expect((await call(TEMPLATES, { token: staff, body: fields() })).status).toBe(403);
    expect((await call(TEMPLATES)).status).toBe(401);
    const names = await envelope<string[]>('/api/ext/v1/capabilities', { token: staff });
    expect(names.response).toEqual(expect.arrayContaining(['templates', 'client-teams']));
  });

  it('creates, edits, retires and brings back a template', async () => {
    const admin = await tokenOf('admin@example.com');
    const created = await createTemplate(admin, fields());
    expect(created.responseDescription).toBe(TEMPLATE_MESSAGES.created);
    const id = created.response.id;
    const edited = await envelope<JobTemplate>(TEMPLATES, {
      token: admin,
      method: 'PUT',
      query: { id },
      body: fields({ description: 'Changed' }),
    });
    expect(edited.response.description).toBe('Changed');
    expect(getDb().templates.find((t) => t.id === id)?.description).toBe('Changed');
    const retired = await envelope<JobTemplate>(`${TEMPLATES}/retire`, { token: admin, body: { id, retired: true } });
    expect(retired.response.retired).toBe(true);
    const restored = await envelope<JobTemplate>(`${TEMPLATES}/retire`, { token: admin, body: { id, retired: false } });
    expect(restored.responseDescription).toBe(TEMPLATE_MESSAGES.restored);
  });

  it.each([
    ['a duplicate name (any case)', fields({ name: 'PAYE' }), TEMPLATE_MESSAGES.duplicateName],
    ['a checklist with no task', fields({ tasks: [] }), TEMPLATE_MESSAGES.noTasks],
    [
      'an offset after the deadline',
      fields({ tasks: [{ name: 'Late filing', offsetDays: 2, from: 'deadline', role: 'preparer', filesRequired: false }] }),
      afterEndMessage('Late filing'),
    ],
    ['an unknown obligation', fields({ obligation: 'tithe' }), TEMPLATE_MESSAGES.obligation],
    ['an obligation another template serves', fields({ obligation: 'paye' }), TEMPLATE_MESSAGES.obligationTaken],
    ['a blank name', fields({ name: '  ' }), TEMPLATE_MESSAGES.nameRequired],
  ])('refuses %s with its message and saves nothing', async (_, body, message) => {
    const admin = await tokenOf('admin@example.com');
    const before = snapshot();
    const answer = await createTemplate(admin, body);
    expect(answer.responseCode).toBe('400');
    expect(answer.responseDescription).toBe(message);
    expect(snapshot()).toBe(before);
  });

  it('deletes a template nobody used, and refuses to delete one in use', async () => {
    const admin = await tokenOf('admin@example.com');
    const unused = (await createTemplate(admin, fields({ name: 'Unused' }))).response.id;
    expect((await envelope(TEMPLATES, { token: admin, method: 'DELETE', query: { id: unused } })).responseDescription).toBe(
      TEMPLATE_MESSAGES.deleted,
    );
    expect(getDb().templates.some((t) => t.id === unused)).toBe(false);

    const used = (await createTemplate(admin, fields())).response.id;
    const [client] = clientIds();
    await envelope(TEAMS, { token: admin, method: 'PUT', body: team(client, STAFF, ADMIN, SUPER) });
    expect((await envelope(PLAN, { token: admin, body: planBody(used, [client]) })).responseCode).toBe('OK');
    const before = snapshot();
    const refusal = await envelope(TEMPLATES, { token: admin, method: 'DELETE', query: { id: used } });
    expect(refusal.responseDescription).toBe(TEMPLATE_MESSAGES.inUse);
    expect(snapshot()).toBe(before);
    const listed = await envelope<JobTemplate[]>(TEMPLATES, { token: admin });
    expect(listed.response.find((t) => t.id === used)?.jobCount).toBe(1);
  });
});

describe('client teams', () => {
  it('keeps who fills each role, read by admins; Staff get 403', async () => {
    const admin = await tokenOf('admin@example.com');
    const [client] = clientIds();
    const saved = await envelope<ClientTeam>(TEAMS, { token: admin, method: 'PUT', body: team(client, STAFF, ADMIN, KEMI) });
    expect(saved.responseDescription).toBe(TEAM_MESSAGES.saved);
    expect((await envelope<ClientTeam[]>(TEAMS, { token: admin })).response).toContainEqual(team(client, STAFF, ADMIN, KEMI));
    const staff = await tokenOf('staff@example.com');
    expect((await call(TEAMS, { token: staff, method: 'PUT', body: team(client, STAFF2, 0, 0) })).status).toBe(403);
  });

  it.each([
    ['a Staff reviewer', (c: number) => team(c, STAFF, STAFF2, 0), TEAM_MESSAGES.reviewerNotAdmin],
    ['the preparer as reviewer', (c: number) => team(c, ADMIN, ADMIN, 0), TEAM_MESSAGES.samePerson],
    ['one person as reviewer and partner', (c: number) => team(c, STAFF, ADMIN, ADMIN), TEAM_MESSAGES.reviewerIsPartner],
    ['a locked person', (c: number) => team(c, 5, 0, 0), TEAM_MESSAGES.person],
    ['an unknown client', () => team(99999, STAFF, 0, 0), TEAM_MESSAGES.clientNotFound],
  ])('refuses %s and saves nothing', async (_, make, message) => {
    const admin = await tokenOf('admin@example.com');
    const before = snapshot();
    const answer = await envelope(TEAMS, { token: admin, method: 'PUT', body: make(clientIds()[0]) });
    expect(answer.responseDescription).toBe(message);
    expect(snapshot()).toBe(before);
  });
});

describe('the planning setting', () => {
  it('starts at 14 days, an admin changes it, bad input and Staff change nothing', async () => {
    const staff = await tokenOf('staff@example.com');
    expect((await envelope(PLANNING, { token: staff })).response).toEqual({ daysAhead: 14 });
    const admin = await tokenOf('admin@example.com');
    const saved = await envelope(PLANNING, { token: admin, method: 'PUT', body: { daysAhead: 21 } });
    expect(saved.responseDescription).toBe(PLANNING_MESSAGES.saved);
    expect(getDb().planning).toEqual({ daysAhead: 21 });
    const refused = await envelope(PLANNING, { token: admin, method: 'PUT', body: { daysAhead: 1.5 } });
    expect(refused.responseDescription).toBe(PLANNING_MESSAGES.daysAhead);
    expect((await call(PLANNING, { token: staff, method: 'PUT', body: { daysAhead: 3 } })).status).toBe(403);
    expect(getDb().planning).toEqual({ daysAhead: 21 });
  });

  it('is kept in the firm activity log, with who changed it and the days before and after', async () => {
    const admin = await tokenOf('admin@example.com');
    await envelope(PLANNING, { token: admin, method: 'PUT', body: { daysAhead: 21 } });
    // A refused change is no entry.
    await envelope(PLANNING, { token: admin, method: 'PUT', body: { daysAhead: 91 } });
    const log = await envelope<Paged<ActivityEntry>>('/api/ext/v1/activity', { token: admin, query: { kind: 'setting' } });
    expect(log.response.items).toHaveLength(1);
    expect(log.response.items[0]).toMatchObject({ userId: ADMIN, kind: 'setting', recordName: 'Planning', action: 'changed' });
    expect(log.response.items[0].changes).toEqual([{ field: 'daysAhead', before: 14, after: 21 }]);
  });
});

describe('plans', () => {
  it('creates each job with its tasks assigned from the team, the partner on second sign-offs; planning again creates nothing', async () => {
    const admin = await tokenOf('admin@example.com');
    await envelope(SIGN_OFF, { token: admin, method: 'PUT', body: { secondLevelJobTypeIds: [2], secondLevelRoles: [2, 3] } });
    const templateId = (await createTemplate(admin, fields())).response.id;
    const [a, b] = clientIds();
    await envelope(TEAMS, { token: admin, method: 'PUT', body: team(a, STAFF, ADMIN, SUPER) });
    await envelope(TEAMS, { token: admin, method: 'PUT', body: team(b, STAFF2, KEMI, ADMIN) });

    const first = await envelope<PlannedJob[]>(PLAN, { token: admin, body: planBody(templateId, [a, b]) });
    expect(first.responseDescription).toBe('2 created, 0 already there');
    const db = getDb();
    const jobA = db.jobs.find((j) => j.id === first.response.find((r) => r.clientId === a)?.jobId);
    const tasksA = db.tasks.filter((t) => t.jobId === jobA?.id);
    expect(tasksA.map((t) => [t.taskName, t.assigneeId, t.reviewerIds])).toEqual([
      ['Collect changes', STAFF, [ADMIN]],
      ['Review the schedule', STAFF, [ADMIN, SUPER]],
    ]);
    expect(tasksA[0].endDate).toBe(new Date(Date.parse(jobA?.dateOut ?? '') - 3 * 86_400_000).toISOString());
    const tasksB = db.tasks.filter((t) => t.jobId === first.response.find((r) => r.clientId === b)?.jobId);
    expect(tasksB.map((t) => [t.assigneeId, t.reviewerIds])).toEqual([
      [STAFF2, [KEMI]],
      [STAFF2, [KEMI, ADMIN]],
    ]);

    const before = snapshot();
    const again = await envelope<PlannedJob[]>(PLAN, { token: admin, body: planBody(templateId, [a, b]) });
    expect(again.responseDescription).toBe('0 created, 2 already there');
    expect(again.response.every((r) => r.outcome === 'skipped' && r.tasks.length === 2)).toBe(true);
    expect(snapshot()).toBe(before);
  });

  it("gives a job its own dates and description when the plan names them (a client's own year end), checking every job's dates before any write", async () => {
    const admin = await tokenOf('admin@example.com');
    const templateId = (await createTemplate(admin, fields())).response.id;
    const [a, b] = clientIds();
    await envelope(TEAMS, { token: admin, method: 'PUT', body: team(a, STAFF, ADMIN, 0) });
    await envelope(TEAMS, { token: admin, method: 'PUT', body: team(b, STAFF2, KEMI, 0) });
    const own = {
      dateIn: '2026-09-16T08:00:00.000Z',
      dateOut: '2026-09-28T17:00:00.000Z',
      jobDescription: 'Company income tax for the year 2026, due 2026-09-30.',
    };
    const body = planBody(templateId, [a, b]);
    const refused = { ...body, jobs: [body.jobs[0], { ...body.jobs[1], ...own, dateOut: own.dateIn }] };
    const before = snapshot();
    expect((await envelope(PLAN, { token: admin, body: refused })).responseDescription).toBe(JOB_MESSAGES.endBeforeStart);
    expect(snapshot()).toBe(before);

    const answer = await envelope<PlannedJob[]>(PLAN, {
      token: admin,
      body: { ...body, jobs: [body.jobs[0], { ...body.jobs[1], ...own }] },
    });
    expect(answer.responseDescription).toBe('2 created, 0 already there');
    const jobOf = (clientId: number) => getDb().jobs.find((j) => j.id === answer.response.find((r) => r.clientId === clientId)?.jobId);
    expect(jobOf(b)).toMatchObject(own);
    expect(getDb().tasks.filter((t) => t.jobId === jobOf(b)?.id)[0].startDate).toBe(own.dateIn);
    expect(jobOf(a)).toMatchObject({ dateIn: body.dateIn, dateOut: body.dateOut, jobDescription: body.jobDescription });
  });

  it('leaves the partner out when the sign-off setting does not ask for a second sign-off', async () => {
    const admin = await tokenOf('admin@example.com');
    const templateId = (await createTemplate(admin, fields())).response.id;
    const [a] = clientIds();
    await envelope(TEAMS, { token: admin, method: 'PUT', body: team(a, STAFF, ADMIN, 0) });
    const answer = await envelope<PlannedJob[]>(PLAN, { token: admin, body: planBody(templateId, [a]) });
    expect(answer.responseCode).toBe('OK');
    expect(
      getDb()
        .tasks.filter((t) => t.jobId === answer.response[0].jobId)
        .map((t) => t.reviewerIds),
    ).toEqual([[ADMIN], [ADMIN]]);
  });

  it('refuses a plan while a client lacks a needed role, naming each client, and creates nothing', async () => {
    const admin = await tokenOf('admin@example.com');
    const templateId = (await createTemplate(admin, fields())).response.id;
    const [a, b] = clientIds();
    await envelope(TEAMS, { token: admin, method: 'PUT', body: team(a, STAFF, ADMIN, 0) });
    const before = snapshot();
    const answer = await envelope(PLAN, { token: admin, body: planBody(templateId, [a, b]) });
    const nameOf = (id: number) => getDb().clients.find((c) => c.id === id)?.clientName;
    expect(answer.responseDescription).toBe(`Fill in the team of these clients first: ${nameOf(b)} (Preparer, Reviewer)`);
    expect(snapshot()).toBe(before);
  });

  it.each([
    ['a job too short for an offset from its start', 2, afterEndMessage('Collect changes')],
    ['an end before the start', -1, JOB_MESSAGES.endBeforeStart],
  ])('refuses %s and creates nothing', async (_, days, message) => {
    const admin = await tokenOf('admin@example.com');
    const body = fields({ tasks: [{ name: 'Collect changes', offsetDays: 5, from: 'start', role: 'preparer', filesRequired: false }] });
    const templateId = (await createTemplate(admin, body)).response.id;
    const [a] = clientIds();
    await envelope(TEAMS, { token: admin, method: 'PUT', body: team(a, STAFF, ADMIN, 0) });
    const before = snapshot();
    const answer = await envelope(PLAN, { token: admin, body: planBody(templateId, [a], days) });
    expect(answer.responseDescription).toBe(message);
    expect(snapshot()).toBe(before);
  });

  it('refuses a retired template, an empty plan and Staff', async () => {
    const admin = await tokenOf('admin@example.com');
    const templateId = (await createTemplate(admin, fields())).response.id;
    await envelope(`${TEMPLATES}/retire`, { token: admin, body: { id: templateId, retired: true } });
    const [a] = clientIds();
    const before = snapshot();
    expect((await envelope(PLAN, { token: admin, body: planBody(templateId, [a]) })).responseDescription).toBe(TEMPLATE_MESSAGES.retired);
    expect((await envelope(PLAN, { token: admin, body: planBody(templateId, []) })).responseDescription).toBe(PLAN_MESSAGES.noJobs);
    const staff = await tokenOf('staff@example.com');
    expect((await call(PLAN, { token: staff, body: planBody(templateId, [a]) })).status).toBe(403);
    expect(snapshot()).toBe(before);
  });
});
