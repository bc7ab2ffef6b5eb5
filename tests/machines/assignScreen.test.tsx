/**
 * Assign Job Task together with its wizard (docs/architecture.md, "The actor tree of one
 * screen"): paths generated from a model of a Super Admin assigning the two unassigned tasks of
 * a job, one after the other, each to themselves or to a Payroll Staff member, walked through
 * the rendered screen against the mock backend. After each assignment the wizard clears the
 * assignment but keeps job type, role and search period (its success message's 3 s pass on fake
 * time), the server holds the assignment, and the
 * header's To Finish count has risen by the tasks given to the Super Admin, which only happens
 * because the screen's root machine (assignScreen.machine.ts) tells the header counts to update.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { DEMO_IDS, getDb, type UserRecord } from '../../mocks/db';
import { ASSIGN_SUCCESS_MESSAGE, ASSIGN_SUCCESS_MS } from '../../src/domain/assign';
import { fullName, makeTask } from '../support/factories';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { onSimulatedTime, passTime } from '../support/time';
import { dealtWith, oneAfterAnother, walkOnScreen } from '../support/walk';
import {
  SEED,
  assignButton,
  chooseUpToJob,
  combobox,
  inputDaysFromNow,
  jobOptionName,
  makeAssignableJob,
  pick,
  reviewerBox,
  setDate,
  waitForForm,
  type AssignableJob,
} from '../views/assign/driver';

const TASKS = ['Reconcile the payroll register', 'File the PAYE return'];
const TO_ME = 'to me';
const TO_STAFF = 'to the Payroll Staff member';

/** The two tasks assigned one after the other, each to the signed-in Super Admin or to Staff. */
const assignments = oneAfterAnother('assignments', TASKS.length);

type Snapshot = SnapshotFrom<typeof assignments>;

const paths = generatePaths(assignments, {
  events: () => [
    { type: 'next', how: TO_ME },
    { type: 'next', how: TO_STAFF },
  ],
  serialize: (s) => JSON.stringify([s.value, s.context.ways]),
});

const ME = DEMO_IDS.superAdmin;

/** What each walk works on: made before it opens the screen. */
let made: { assignable: AssignableJob; taskIds: number[]; me: UserRecord; othersToFinish: number };

function roleOf(how: string): string {
  return how === TO_ME ? SEED.superAdminRole : SEED.staffRole;
}

function assigneeOf(how: string): UserRecord {
  return how === TO_ME ? made.me : made.assignable.people.payrollStaff;
}

async function execute(event: ModelEvent, before: Snapshot, user: UserEvent): Promise<void> {
  const name = TASKS[dealtWith(before)];
  const role = roleOf(String(event.how));
  const kept = before.context.ways.at(-1);
  // Only people of the chosen role are offered (decision 034). After an assignment the wizard
  // keeps job type, role and search period (expectScreen checks they are shown), so the user
  // changes only the role, which clears the period, when the next task goes to another role.
  if (kept === undefined) await chooseUpToJob(user, made.assignable, role);
  else {
    await waitForForm();
    if (roleOf(kept) !== role) {
      await pick(user, 'Assignee role', role);
      setDate('Search jobs from', inputDaysFromNow(-365));
      setDate('Search jobs to', inputDaysFromNow(365));
    }
    await pick(user, 'Job', jobOptionName(made.assignable.job));
  }
  await pick(user, 'Task', new RegExp(`^${name}`));
  await pick(user, 'Assignee', fullName(assigneeOf(String(event.how))));
  await user.click(reviewerBox(fullName(made.assignable.people.admin))!);
  setDate('Task start', inputDaysFromNow(1));
  setDate('Task end', inputDaysFromNow(2));
  await user.click(assignButton());
  await screen.findByText(ASSIGN_SUCCESS_MESSAGE);
  await passTime(ASSIGN_SUCCESS_MS);
}

/**
 * The wizard is ready for the next task, the server holds each assignment made so far with the
 * chosen assignee, and the header counts the Super Admin's own tasks to finish.
 */
async function expectScreen(s: Snapshot): Promise<void> {
  await waitForForm();
  await waitFor(() => expect(screen.queryByText(ASSIGN_SUCCESS_MESSAGE)).toBeNull());
  const last = s.context.ways.at(-1);
  expect(combobox('Job type').textContent).toContain(last === undefined ? 'Select a job type' : SEED.payroll);
  if (last !== undefined) expect(combobox('Assignee role').textContent).toContain(roleOf(last));
  const mine = s.context.ways.filter((how) => how === TO_ME).length;
  // Looked for within the header's Notifications, not among every link of the page.
  const notifications = screen.getByRole('navigation', { name: 'Notifications' });
  await within(notifications).findByRole('link', { name: `To Finish: ${made.othersToFinish + mine}` });
  for (const [i, id] of made.taskIds.entries()) {
    const stored = getDb().tasks.find((t) => t.id === id);
    const how = s.context.ways[i];
    expect(stored?.assigneeId ?? null).toBe(how === undefined ? null : assigneeOf(how).id);
  }
}

walkOnScreen('assign job task with its wizard', assignments, paths, {
  async open() {
    const db = getDb();
    const me = db.users.find((u) => u.id === ME);
    if (!me) throw new Error('the seed has no Super Admin');
    const assignable = makeAssignableJob();
    // The assignable job comes with a task of its own; the walk assigns two it names.
    const taskIds = TASKS.map((taskName) => makeTask(assignable.job, { taskName }).id);
    const othersToFinish = db.tasks.filter((t) => t.assigneeId === ME && !t.isVerified && t.statusName !== 'Pending').length;
    made = { assignable, taskIds, me, othersToFinish };
    // The success message's 3 s pass on fake time that otherwise follows the clock.
    onSimulatedTime();
    const { user } = await renderApp('/jobs/assign', { as: 'superadmin' });
    return user;
  },
  execute,
  expectScreen,
});
