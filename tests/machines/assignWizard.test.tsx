/**
 * Model-based tests of the Assign Job Task wizard: paths generated from the wizard machine
 * itself, every one walked on the machine against the mock backend with what the server stored
 * after each step, and a covering set through the rendered page (whole app, signed in as Admin)
 * against msw/node (docs/decisions/020-every-path-on-its-machine.md). The server's answers are
 * held and released as the path says.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { assignWizardMachine, type InitialData } from '../../src/machines/assignWizard.machine';
import type { JobOption, Task } from '../../src/api/types';
import {
  ASSIGN_MESSAGES,
  ASSIGN_SUCCESS_MESSAGE,
  ASSIGN_SUCCESS_MS,
  INITIAL_DATA_FAILED,
  assignProblem,
  type AssignProblem,
} from '../../src/domain/assign';
import { passTime } from '../support/time';
import { DEMO_IDS } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { toTask, toUserOption } from '../../mocks/db/views';
import { holdCall, type HeldCall } from '../support/server';
import { testEachPath, walkPath } from '../support/walk';
import { testEachPathOnMachine } from '../support/machineWalk';
import { describePath, everyAndCovering, nameOfEvent, type ModelEvent, type ModelPath, type ModelStep } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { expectRetryOffered } from '../support/lists';
import {
  SEED,
  assignButton,
  assignForm,
  inputDaysFrom,
  inputDaysFromNow,
  jobOptionName,
  makeAssignableJob,
  pick,
  reviewerBox,
  setDate,
} from '../views/assign/driver';

type WizardEvent = EventFromLogic<typeof assignWizardMachine>;
type WizardSnapshot = SnapshotFrom<typeof assignWizardMachine>;

/* ---------- what the backend answers, as the model's actor outputs ---------- */

// The Payroll job the paths assign from, and the people they choose among, are made at load for
// the model and again before each test: the database is reset before each test, so they come
// back with the same ids.
const { job: payrollJob, task: taskRecord, people } = makeAssignableJob();
const db = getDb();
const initialData: InitialData = {
  jobTypes: db.jobTypes.map((t) => ({ value: t.id, label: t.name })),
  roles: db.userTypes.map((t) => ({ value: t.id, label: t.name })),
  users: db.users.filter((u) => u.active).map((u) => toUserOption(db, u)),
};
const jobOption: JobOption = {
  value: payrollJob.id,
  label: payrollJob.jobName,
  jobNumber: payrollJob.jobNumber,
  dateIn: payrollJob.dateIn,
  dateOut: payrollJob.dateOut,
};
const task: Task = toTask(getDb(), taskRecord, payrollJob, Date.now());

/* ---------- the user's choices ---------- */

const SEARCH_FROM = inputDaysFromNow(-365);
const SEARCH_TO = inputDaysFromNow(365);
const START = {
  ok: inputDaysFromNow(1),
  late: inputDaysFromNow(3),
  past: inputDaysFromNow(-2),
  early: inputDaysFrom(payrollJob.dateIn, -1),
};
const END = {
  ok: inputDaysFromNow(2),
  past: inputDaysFromNow(-1),
  late: inputDaysFrom(payrollJob.dateOut, 1),
  // Past the years of the one date rule (docs/behaviour.md §5 "Dates").
  beyond: '2101-01-01T09:00',
};
const ROLE_STAFF = 1;
const ROLE_SUPER_ADMIN = 3;
/** A Super Admin of the seed: the first assignee when the role is Super Admin, before the test's own takes over. */
const seedSuperAdmin = (() => {
  const found = initialData.users.find((u) => u.id === DEMO_IDS.superAdmin);
  if (!found) throw new Error('the seed has no Super Admin');
  return found;
})();

const serverError = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') }) as unknown as WizardEvent;
const serverDone = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as WizardEvent;
/** One of the wizard's reads (its loader, loader.machine.ts) ending in `value`: with `data`, or failed with the spec message. */
const readEnds = (id: 'loadInitialData' | 'searchJobs' | 'loadTasks', value: 'loaded' | 'failed', data: unknown = null) =>
  ({
    type: `xstate.snapshot.${id}`,
    snapshot: { value, context: { data, error: value === 'failed' ? INITIAL_DATA_FAILED : null, asOf: null } },
  }) as unknown as WizardEvent;
/** The read a loader's step ends, and whether it failed. */
function readOf(e: { type: string; snapshot?: unknown }): { id: string; failed: boolean } | null {
  if (!e.type.startsWith('xstate.snapshot.')) return null;
  const snapshot = e.snapshot as { value: string } | undefined;
  return { id: e.type.replace('xstate.snapshot.', ''), failed: snapshot?.value === 'failed' };
}
const SUCCESS_TIMER = { type: 'xstate.after.assignSuccessDelay.assignWizard.succeeded' } as unknown as WizardEvent;

/** Every event the model may take; `eventsFor` offers the ones the screen allows at a moment. */
const allEvents: WizardEvent[] = [
  readEnds('loadInitialData', 'loaded', initialData),
  readEnds('loadInitialData', 'failed'),
  { type: 'reload.requested' },
  { type: 'jobType.changed', jobTypeId: payrollJob.jobTypeId },
  { type: 'role.changed', roleId: ROLE_STAFF },
  { type: 'role.changed', roleId: ROLE_SUPER_ADMIN },
  { type: 'searchRange.changed', edge: 'from', value: SEARCH_FROM },
  { type: 'searchRange.changed', edge: 'to', value: SEARCH_TO },
  readEnds('searchJobs', 'loaded', [jobOption]),
  { type: 'jobFilter.changed', text: jobOption.jobNumber.toLowerCase() },
  { type: 'job.changed', jobId: jobOption.value },
  readEnds('loadTasks', 'loaded', [task]),
  readEnds('loadTasks', 'failed'),
  { type: 'task.changed', taskId: task.id },
  { type: 'assignee.changed', userId: people.payrollStaff.id },
  { type: 'assignee.changed', userId: seedSuperAdmin.id },
  { type: 'assignee.changed', userId: people.superAdmin.id },
  { type: 'reviewer.toggled', userId: people.admin.id, checked: true },
  { type: 'reviewer.toggled', userId: people.admin.id, checked: false },
  { type: 'reviewer.toggled', userId: people.superAdmin.id, checked: true },
  ...Object.values(START).map((value): WizardEvent => ({ type: 'taskDates.changed', edge: 'start', value })),
  ...Object.values(END).map((value): WizardEvent => ({ type: 'taskDates.changed', edge: 'end', value })),
  { type: 'form.submitted' },
  { type: 'form.resetRequested' },
  serverDone('assignTask', task.id),
  serverError('assignTask'),
  SUCCESS_TIMER,
];

/** The events a user (or the server) can produce in this snapshot, as the screen allows them. */
function eventsFor(s: WizardSnapshot): WizardEvent[] {
  const c = s.context;
  return allEvents.filter((e) => {
    if (e.type.startsWith('xstate.done.actor.') || e.type.startsWith('xstate.error.actor.') || readOf(e)) {
      const id = readOf(e)?.id ?? e.type.split('.').slice(3).join('.');
      const invoked = Object.values(s.children).some((child) => child?.id === id);
      // The job search never fails (a failure answers an empty list).
      return invoked;
    }
    if (e.type === SUCCESS_TIMER.type) return s.matches('succeeded');
    if (!s.can(e)) return false;
    switch (e.type) {
      case 'jobType.changed':
        return c.jobTypeId !== e.jobTypeId;
      case 'role.changed':
        return c.roleId !== e.roleId;
      case 'searchRange.changed':
        return (e.edge === 'from' ? c.searchFrom : c.searchTo) !== e.value;
      case 'job.changed':
        return c.jobId !== e.jobId;
      case 'task.changed':
        return c.taskId !== e.taskId && Boolean(c.tasks?.some((t) => t.id === e.taskId));
      case 'jobFilter.changed':
        return c.jobFilter !== e.text;
      case 'assignee.changed':
        // Only people of the chosen role are offered (decision 034). With the role Super Admin,
        // the seed's Super Admin is chosen first; the test's Super Admin (offered both as
        // assignee and as reviewer) takes over only after being picked as reviewer: they must
        // leave the reviewers.
        if (c.assigneeId === e.userId) return false;
        if (e.userId === people.payrollStaff.id) return c.roleId === ROLE_STAFF;
        if (e.userId === seedSuperAdmin.id) return c.roleId === ROLE_SUPER_ADMIN && c.assigneeId === null;
        return c.roleId === ROLE_SUPER_ADMIN && c.reviewerIds.includes(people.superAdmin.id) && !c.startDate && !c.endDate;
      case 'reviewer.toggled':
        if (e.userId === c.assigneeId) return false;
        if (e.userId === people.superAdmin.id) {
          return (
            c.roleId === ROLE_SUPER_ADMIN &&
            e.checked &&
            !c.reviewerIds.includes(e.userId) &&
            c.reviewerIds.includes(people.admin.id) &&
            !c.startDate &&
            !c.endDate
          );
        }
        return c.reviewerIds.includes(e.userId) !== e.checked;
      case 'taskDates.changed':
        return (e.edge === 'start' ? c.startDate : c.endDate) !== e.value;
      case 'form.resetRequested':
        return c.jobTypeId !== null;
      default:
        return true;
    }
  });
}

function problemOf(s: WizardSnapshot): AssignProblem | null {
  const c = s.context;
  const job = c.jobs?.find((j) => j.value === c.jobId) ?? null;
  return assignProblem({ ...c, job }, Date.now());
}

const serializeState = (s: WizardSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.actionError,
    problemOf(s),
    s.context.roleId,
    s.context.assigneeId,
    s.context.reviewerIds,
    s.context.loadError !== null,
    Boolean(s.context.searchFrom),
    Boolean(s.context.startDate),
    Boolean(s.context.endDate),
  ]);

/** The signed-in user: the demo Admin the walks sign in as. */
const input = { currentUserId: DEMO_IDS.admin };

type WizardPath = ModelPath<typeof assignWizardMachine>;

/** What a walk must show besides every state and transition: each message, an assignee leaving the reviewers, and the job list narrowed. */
function* wizardItems(path: WizardPath): Generator<string> {
  for (const [i, step] of path.steps.entries()) {
    const event = step.event as WizardEvent;
    const before = i > 0 ? path.steps[i - 1].state.context : null;
    if (event.type === 'assignee.changed' && before?.reviewerIds.includes(event.userId)) yield 'assignee leaves the reviewers';
    if (step.state.context.actionError) yield `message: ${step.state.context.actionError}`;
    if (step.state.context.loadError) yield 'the tasks cannot be read';
    if (event.type === 'jobFilter.changed') yield 'the job list narrowed';
    if (event.type === SUCCESS_TIMER.type) yield 'the next assignment keeps type, role and period';
  }
}

/**
 * Every generated path is walked on the machine; the page walks the fewest of them that still
 * take every state, transition and spec message.
 */
const paths = everyAndCovering(assignWizardMachine, {
  input,
  events: eventsFor,
  serialize: serializeState,
  covers: wizardItems,
  extend: 'covering',
});
const chosen = paths.covering;

function stepName(e: ModelEvent): string {
  if (e.type === SUCCESS_TIMER.type) return 'after 3 s';
  if (e.type === 'taskDates.changed') {
    const named = Object.entries(e.edge === 'start' ? START : END).find(([, v]) => v === e.value)?.[0];
    return `${String(e.edge)}=${named}`;
  }
  if (e.type === 'searchRange.changed') return `${e.type}(${String(e.edge)})`;
  const read = readOf(e);
  if (read) return `${read.id}(${read.failed ? 'failed' : 'loaded'})`;
  if (e.type === 'reviewer.toggled') return `${e.type}(${String(e.userId)}:${e.checked ? 'on' : 'off'})`;
  if (e.type === 'assignee.changed') return `${e.type}(${String(e.userId)})`;
  return nameOfEvent(e);
}

/* ---------- every path on the machine ---------- */

/** The dropdowns read first: the job types, the roles and the people. */
const DROPDOWN_CALLS = ['/api/v1/dropdown/jobtype', '/api/userType', '/api/users/'];
const isDropdown = (request: Request) => DROPDOWN_CALLS.includes(new URL(request.url).pathname);

/** The people and dates the path had chosen when its assignment was answered, or null while none has been. */
function assignedBy(taken: ReadonlyArray<ModelStep<typeof assignWizardMachine>>) {
  const answered = taken.findIndex((step) => step.event.type === 'xstate.done.actor.assignTask');
  return answered > 0 ? taken[answered - 1].state.context : null;
}

/** The path's task as the server keeps it: unassigned until an assignment is answered, then as the wizard sent it. */
function expectStored(_actual: WizardSnapshot, taken: ReadonlyArray<ModelStep<typeof assignWizardMachine>>): void {
  const stored = getDb().tasks.find((t) => t.id === task.id);
  const sent = assignedBy(taken);
  expect(stored?.assigneeId ?? null).toBe(sent?.assigneeId ?? null);
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
  expect(sorted(stored?.reviewerIds ?? [])).toEqual(sorted(sent?.reviewerIds ?? []));
}

testEachPathOnMachine({
  machine: assignWizardMachine,
  paths: paths.every,
  coverage: 'assignWizard',
  look: serializeState,
  input,
  name: (path) => describePath(path.steps, stepName),
  calls: {
    loadInitialData: isDropdown,
    searchJobs: '/api/v1/job/getjob',
    loadTasks: '/api/v1/task/available',
    assignTask: '/api/v1/task/update',
  },
  prepare: () => {
    const made = makeAssignableJob();
    expect([made.job.id, made.task.id, made.people.payrollStaff.id, made.people.superAdmin.id]).toEqual([
      payrollJob.id,
      task.id,
      people.payrollStaff.id,
      people.superAdmin.id,
    ]);
  },
  // A failed first read fails the job types; the roles and people are still answered, as on screen.
  async execute(event, _before, { backend }) {
    if (!readOf(event)?.failed || readOf(event)?.id !== 'loadInitialData') return false;
    await backend.failOne((request) => new URL(request.url).pathname === DROPDOWN_CALLS[0]);
    return (await backend.passOne(isDropdown)) && backend.passOne(isDropdown);
  },
  expectStored,
});

/* ---------- walking a path through the screen ---------- */

interface Calls {
  jobTypes: HeldCall;
  roles: HeldCall;
  users: HeldCall;
  search: HeldCall;
  tasks: HeldCall;
  assign: HeldCall;
}

function holdWizardCalls(): Calls {
  return {
    jobTypes: holdCall('get', '/api/v1/dropdown/jobtype'),
    roles: holdCall('get', '/api/userType'),
    users: holdCall('get', '/api/users/'),
    search: holdCall('get', '/api/v1/job/getjob'),
    tasks: holdCall('get', '/api/v1/task/available'),
    assign: holdCall('post', '/api/v1/task/update'),
  };
}

const userName = (id: number) => initialData.users.find((u) => u.id === id)?.name ?? '';

type Rendered = Awaited<ReturnType<typeof renderApp>>;

async function execute(event: WizardEvent, calls: Calls, { user }: Rendered): Promise<void> {
  const type: string = event.type;
  switch (event.type) {
    case 'reload.requested':
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      return;
    case 'jobType.changed':
      await pick(user, 'Job type', SEED.payroll);
      return;
    case 'role.changed':
      await pick(user, 'Assignee role', event.roleId === ROLE_SUPER_ADMIN ? SEED.superAdminRole : SEED.staffRole);
      return;
    case 'jobFilter.changed': {
      const find = screen.getByRole('searchbox', { name: 'Find a job' });
      await user.clear(find);
      await user.type(find, event.text);
      return;
    }
    case 'searchRange.changed':
      setDate(event.edge === 'from' ? 'Search jobs from' : 'Search jobs to', event.value);
      return;
    case 'job.changed':
      await pick(user, 'Job', jobOptionName(payrollJob));
      return;
    case 'task.changed':
      await pick(user, 'Task', new RegExp(task.taskNumber));
      return;
    case 'assignee.changed':
      await pick(user, 'Assignee', userName(event.userId));
      return;
    case 'reviewer.toggled': {
      const box = reviewerBox(userName(event.userId));
      if (!box) throw new Error(`No reviewer box for ${event.userId}`);
      await user.click(box);
      return;
    }
    case 'taskDates.changed':
      setDate(event.edge === 'start' ? 'Task start' : 'Task end', event.value);
      return;
    case 'form.submitted':
      await user.click(assignButton());
      return;
    case 'form.resetRequested':
      await user.click(screen.getByRole('button', { name: 'Reset Form' }));
      return;
  }
  if (type === SUCCESS_TIMER.type) {
    await passTime(ASSIGN_SUCCESS_MS);
    return;
  }
  const read = readOf(event);
  const failed = read?.failed ?? type.startsWith('xstate.error.actor.');
  const id = read?.id ?? type.split('.').slice(3).join('.');
  if (id === 'loadInitialData') {
    if (failed) {
      await calls.jobTypes.fail(500);
      await Promise.all([calls.roles.passThrough(), calls.users.passThrough()]);
    } else {
      await Promise.all([calls.jobTypes.passThrough(), calls.roles.passThrough(), calls.users.passThrough()]);
    }
    return;
  }
  const held = id === 'searchJobs' ? calls.search : id === 'loadTasks' ? calls.tasks : calls.assign;
  if (failed) await held.fail(500);
  else await held.passThrough();
}

const enabled = (el: HTMLElement) => !el.hasAttribute('disabled');

/** Each reviewer offered now, by name, and whether they are ticked. */
function reviewersOffered(form: ReturnType<typeof assignForm>): Map<string, boolean> {
  const group = form.getByRole('group', { name: /Reviewers/ });
  const boxes = within(group).queryAllByRole<HTMLInputElement>('checkbox');
  return new Map(boxes.map((box) => [box.labels?.[0]?.textContent?.trim() ?? '', box.checked]));
}

/** `find`, remembering what it found for each label. */
function onceEach<T extends HTMLElement>(find: (label: string) => T): (label: string) => T {
  const found = new Map<string, T>();
  return (label) => {
    let hit = found.get(label);
    if (hit === undefined) {
      hit = find(label);
      found.set(label, hit);
    }
    return hit;
  };
}

/** What the user must see in this snapshot of the machine. */
async function expectScreen(s: WizardSnapshot): Promise<void> {
  if (s.matches('loadingInitialData')) {
    expect(await screen.findByText('Loading form data')).toBeTruthy();
    return;
  }
  if (s.matches('initialDataFailed')) {
    await expectRetryOffered('Failed to load initial data');
    return;
  }
  const c = s.context;
  const step = (name: string) => s.matches({ editing: name } as never);
  await waitFor(() => {
    const form = assignForm();
    // Each field is found once a check: the checks below read some of them more than once.
    const box = onceEach((label) => form.getByRole('combobox', { name: label }));
    const date = onceEach((label) => form.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`)));
    expect(enabled(box('Job type'))).toBe(s.matches('editing'));
    expect(enabled(box('Assignee role'))).toBe(s.matches('editing') && c.jobTypeId !== null);
    expect(enabled(date('Search jobs from'))).toBe(s.matches('editing') && c.roleId !== null);
    expect(enabled(box('Assignee'))).toBe(s.matches('editing') && c.taskId !== null);
    expect(enabled(date('Task start'))).toBe(s.matches('editing') && c.reviewerIds.length > 0);
    if (step('searchingJobs')) expect(form.getByText('Searching jobs…')).toBeTruthy();
    if (step('choosingJob')) expect(enabled(box('Job'))).toBe(true);
    if (c.jobs !== null) expect(form.getByRole<HTMLInputElement>('searchbox', { name: 'Find a job' }).value).toBe(c.jobFilter);
    if (c.roleId !== null)
      expect(box('Assignee role').textContent).toContain(c.roleId === ROLE_SUPER_ADMIN ? SEED.superAdminRole : SEED.staffRole);
    if (c.searchFrom) expect(date('Search jobs from').value).toBe(c.searchFrom);
    if (step('loadingTasks')) expect(form.getByText('Loading tasks…')).toBeTruthy();
    if (step('choosingTask')) {
      if (c.loadError) expect(form.getByText('Failed to load initial data')).toBeTruthy();
      else expect(enabled(box('Task'))).toBe(true);
    }
    if (c.assigneeId !== null) expect(box('Assignee').textContent).toContain(userName(c.assigneeId));
    // The reviewers offered are ticked as chosen, and the assignee is never one of them.
    const offered = reviewersOffered(form);
    if (c.assigneeId !== null) expect(offered.has(userName(c.assigneeId))).toBe(false);
    for (const u of initialData.users) if (offered.has(u.name)) expect(offered.get(u.name), u.name).toBe(c.reviewerIds.includes(u.id));
    expect(date('Task start').value).toBe(c.startDate);
    expect(date('Task end').value).toBe(c.endDate);
    // A labelled section is a region: a role query of the few there are, not a label query of every label on the page.
    const summary = screen.getByRole('region', { name: 'Assignment summary' });
    const complete = step('complete') || s.matches('submitting') || s.matches('succeeded');
    expect(within(summary).queryByText('Task')).toBe(complete ? within(summary).getByText('Task') : null);
    const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(c.actionError ? [c.actionError] : []);
    if (s.matches('submitting')) expect(form.getByRole('button', { name: /Assign Task|Assigning/ }).getAttribute('aria-busy')).toBe('true');
    if (s.matches('succeeded')) expect(form.getByText(ASSIGN_SUCCESS_MESSAGE)).toBeTruthy();
    else expect(form.queryByText(ASSIGN_SUCCESS_MESSAGE)).toBeNull();
  });
}

describe('Assign Job Task wizard, model-based', () => {
  afterAll(() => {
    const messages = new Set(chosen.flatMap((p) => p.steps.map((s) => s.state.context.actionError)).filter(Boolean));
    console.log(`[coverage] assignWizard messages shown: ${messages.size} (${[...messages].join(' | ')})`);
  });

  it('covers every docs/behaviour.md §5 message with the walked paths', () => {
    const shown = new Set(chosen.flatMap((p) => p.steps.map((s) => s.state.context.actionError)));
    for (const message of Object.values(ASSIGN_MESSAGES)) expect(shown.has(message), message).toBe(true);
    expect(shown.has('Failed to assign task')).toBe(true);
  });

  testEachPath(
    {
      machine: assignWizardMachine,
      paths: chosen,
      input,
      coverage: 'assignWizard',
      onScreen: true,
      name: (path) => describePath(path.steps, stepName),
    },
    async (path) => {
      const made = makeAssignableJob();
      expect([made.job.id, made.people.payrollStaff.id, made.people.superAdmin.id]).toEqual([
        payrollJob.id,
        people.payrollStaff.id,
        people.superAdmin.id,
      ]);
      const calls = holdWizardCalls();
      const rendered = await renderApp('/jobs/assign', { as: 'admin' });
      await walkPath(
        path,
        (event) => execute(event as WizardEvent, calls, rendered),
        async (state, _before, taken) => {
          await expectScreen(state);
          expectStored(state, taken);
        },
      );
    },
    60_000,
  );
});
