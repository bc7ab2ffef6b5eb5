/** The template and team rules (docs/behaviour.md §2 "Templates", §4 "Planned work"; decision 069). */
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_RULES } from '../../src/domain/compliance';
import { validateTemplate, validateTeam, valuesToFields, copyValues, type TemplateFormValues } from '../../src/domain/templateForm';
import {
  TEAM_MESSAGES,
  TEMPLATE_MESSAGES,
  afterEndMessage,
  beforeStartMessage,
  checklistProblem,
  copyName,
  datesProblem,
  defaultTemplates,
  rolesNeeded,
  taskPeople,
  type JobTemplate,
  type TemplateTask,
} from '../../src/domain/templates';

const DAY = 86_400_000;
const task = (over: Partial<TemplateTask> = {}): TemplateTask => ({
  name: 'Compute PAYE',
  offsetDays: 0,
  from: 'deadline',
  role: 'preparer',
  filesRequired: false,
  ...over,
});
const team = { clientId: 9, preparerId: 3, reviewerId: 2, partnerId: 1 };

describe('who does a planned task', () => {
  it('a preparer task goes to the preparer, reviewed by the reviewer', () => {
    expect(taskPeople('preparer', team, true)).toEqual({ assigneeId: 3, reviewerIds: [2] });
  });
  it('a reviewer task goes to the reviewer, reviewed by the partner', () => {
    expect(taskPeople('reviewer', team, false)).toEqual({ assigneeId: 2, reviewerIds: [1] });
  });
  it('a second sign-off task adds the partner only where the firm asks a second sign-off', () => {
    expect(taskPeople('secondSignOff', team, true)).toEqual({ assigneeId: 3, reviewerIds: [2, 1] });
    expect(taskPeople('secondSignOff', team, false)).toEqual({ assigneeId: 3, reviewerIds: [2] });
  });
  it('needs the partner only for the tasks that use one', () => {
    expect(rolesNeeded([task()], true)).toEqual(['preparer', 'reviewer']);
    expect(rolesNeeded([task({ role: 'secondSignOff' })], false)).toEqual(['preparer', 'reviewer']);
    expect(rolesNeeded([task({ role: 'secondSignOff' })], true)).toEqual(['preparer', 'reviewer', 'partner']);
    expect(rolesNeeded([task({ role: 'reviewer' })], false)).toEqual(['preparer', 'reviewer', 'partner']);
  });
});

describe("a task's due date within its job", () => {
  const start = Date.parse('2026-12-31T08:00:00Z');
  const end = start + 8 * DAY;
  it('counts whole days from the deadline or the start', () => {
    expect(datesProblem([task({ offsetDays: -8 }), task({ from: 'start', offsetDays: 8 })], start, end)).toBeNull();
  });
  it('refuses a task after the job’s end, or before its start, naming it', () => {
    expect(datesProblem([task({ name: 'File', from: 'start', offsetDays: 9 })], start, end)).toBe(afterEndMessage('File'));
    expect(datesProblem([task({ name: 'Collect', offsetDays: -9 })], start, end)).toBe(beforeStartMessage('Collect'));
  });
  it('refuses a checklist with no task, or a positive offset from the deadline, before any job', () => {
    expect(checklistProblem([])).toBe(TEMPLATE_MESSAGES.noTasks);
    expect(checklistProblem([task({ name: 'Late', offsetDays: 1 })])).toBe(afterEndMessage('Late'));
    expect(checklistProblem([task({ from: 'start', offsetDays: 30 })])).toBeNull();
  });
});

describe('the template editor', () => {
  const values = (over: Partial<TemplateFormValues> = {}): TemplateFormValues => ({
    name: 'Monthly close',
    jobTypeId: '2',
    description: '',
    obligation: '',
    tasks: [{ name: 'Collect', offset: '-2', from: 'deadline', role: 'preparer', filesRequired: true }],
    ...over,
  });
  const subject = { template: null, takenNames: ['PAYE'] };

  it('accepts a whole template and sends it trimmed with whole-number offsets', () => {
    expect(validateTemplate(values(), subject)).toEqual({});
    expect(valuesToFields(values({ name: '  Monthly close ' }))).toEqual({
      name: 'Monthly close',
      jobTypeId: 2,
      description: '',
      obligation: '',
      tasks: [{ name: 'Collect', offsetDays: -2, from: 'deadline', role: 'preparer', filesRequired: true }],
    });
  });
  it.each([
    ['a blank name', values({ name: ' ' }), { name: TEMPLATE_MESSAGES.nameRequired }],
    ['a name another template has, in any case', values({ name: 'paye' }), { name: TEMPLATE_MESSAGES.duplicateName }],
    ['no job type', values({ jobTypeId: '' }), { jobTypeId: TEMPLATE_MESSAGES.jobType }],
    ['no task', values({ tasks: [] }), { tasks: TEMPLATE_MESSAGES.noTasks }],
    ['a task without a name', values({ tasks: [{ ...values().tasks[0], name: '' }] }), { tasks: TEMPLATE_MESSAGES.taskName }],
    ['an offset that is not whole days', values({ tasks: [{ ...values().tasks[0], offset: '1.5' }] }), { tasks: TEMPLATE_MESSAGES.offset }],
    ['a task after the deadline', values({ tasks: [{ ...values().tasks[0], offset: '3' }] }), { tasks: afterEndMessage('Collect') }],
  ])('refuses %s with the server’s message', (_, typed, errors) => {
    expect(validateTemplate(typed, subject)).toEqual(errors);
  });
  it('copies a template under a free name, linked to no obligation', () => {
    const paye: JobTemplate = {
      id: 1,
      name: 'PAYE',
      jobTypeId: 2,
      description: '',
      obligation: 'paye',
      tasks: [task()],
      retired: false,
      jobCount: 3,
    };
    expect(copyName('PAYE', ['PAYE', 'Copy of PAYE'])).toBe('Copy of PAYE (2)');
    expect(copyValues(paye, ['PAYE'])).toMatchObject({ name: 'Copy of PAYE', obligation: '' });
  });
});

describe('a client team', () => {
  it('refuses the preparer as reviewer or partner, and one person as both reviewer and partner', () => {
    expect(validateTeam({ preparerId: '3', reviewerId: '3', partnerId: '' })).toEqual({ preparerId: TEAM_MESSAGES.samePerson });
    expect(validateTeam({ preparerId: '3', reviewerId: '2', partnerId: '2' })).toEqual({ partnerId: TEAM_MESSAGES.reviewerIsPartner });
    expect(validateTeam({ preparerId: '', reviewerId: '', partnerId: '' })).toEqual({});
  });
});

describe('the shipped templates', () => {
  it('one per obligation, its tasks the rule’s, due on the deadline, the last with files required', () => {
    const shipped = defaultTemplates((name) => name.length);
    expect(shipped.map((t) => t.obligation)).toEqual(COMPLIANCE_RULES.map((r) => r.id));
    for (const [i, template] of shipped.entries()) {
      expect(template.tasks.map((t) => t.name)).toEqual(COMPLIANCE_RULES[i].tasks);
      expect(template.tasks.every((t) => t.offsetDays === 0 && t.role === 'preparer')).toBe(true);
      expect(template.tasks.map((t) => t.filesRequired).lastIndexOf(true)).toBe(template.tasks.length - 1);
      expect(checklistProblem(template.tasks)).toBeNull();
    }
  });
});
