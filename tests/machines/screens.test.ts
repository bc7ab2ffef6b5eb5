/**
 * Each screen's root actor (docs/actors.md): paths generated from what its children tell it,
 * walked on the real actor system, checking that each report reaches the child or the
 * app-wide actor it is meant for, with state and transition coverage printed. The wiring from
 * a real modal to its screen is then walked end to end against the mock backend: a save the
 * user makes is shown by the list because the screen's machine said so.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createActor,
  waitFor,
  type ActorRefLike,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { assignScreenMachine } from '../../src/machines/assignScreen.machine';
import { clientsScreenMachine } from '../../src/machines/clientsScreen.machine';
import { itemsOf } from '../../src/machines/list.machine';
import { jobDetailsScreenMachine } from '../../src/machines/jobDetailsScreen.machine';
import { jobsScreenMachine } from '../../src/machines/jobsScreen.machine';
import { pendingApprovalScreenMachine } from '../../src/machines/pendingApprovalScreen.machine';
import { pendingToFinishScreenMachine } from '../../src/machines/pendingToFinishScreen.machine';
import { shellMachine } from '../../src/machines/shell.machine';
import { usersScreenMachine } from '../../src/machines/usersScreen.machine';
import { getDb } from '../../mocks/db/store';
import { toJob, toTask } from '../../mocks/db/views';
import { EMPTY_ASSIGN_IN_PLACE, assignSubject } from '../../src/domain/assignInPlace';
import { makeJob, makeTask } from '../support/factories';
import { generatePaths, type ModelEvent } from '../support/paths';
import { startAmongAppWide } from '../support/appWide';
import { signInAs } from '../support/session';
import { testEachPath } from '../support/walk';

/** Who sent whom what: every event one actor of the screen's system sent another. */
function recordDeliveries() {
  const deliveries: Array<{ from: ActorRefLike; to: ActorRefLike; type: string; event: EventObject }> = [];
  return {
    deliveries,
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.event') return;
      const { actorRef, event, sourceRef } = inspection;
      // Only what one actor sent another (the events a test sends come from no actor), not a
      // child being started.
      if (sourceRef && event.type !== 'xstate.init') deliveries.push({ from: sourceRef, to: actorRef, type: event.type, event });
    },
  };
}

interface Forward {
  to: string;
  event: ModelEvent;
}

interface ScreenModel<M extends AnyStateMachine> {
  name: string;
  machine: M;
  input: () => InputFrom<M>;
  /** What the children report to the screen. */
  reports: ModelEvent[];
  /** For each report: which actor of the screen must receive what (several, in order). */
  forwards: (report: EventObject) => Forward | Forward[];
}

/** A job shown on Job Details with one unassigned task, for the screen asked to assign all (`?assign=all`). */
const SHOWN = (() => {
  const db = getDb();
  const job = makeJob({ jobName: 'Screen model job' });
  const task = makeTask(job, { taskName: 'Screen model task' });
  return { job: toJob(db, job, [task], Date.now()), tasks: [toTask(db, task, job, Date.now())] };
})();

/** A screen of one list: whatever its modals changed, the list reads again. */
const listScreen = (name: string, machine: AnyStateMachine): ScreenModel<AnyStateMachine> => ({
  name,
  machine,
  input: () => ({}),
  reports: [{ type: 'list.changed' }],
  forwards: () => ({ to: 'list', event: { type: 'reload.requested' } }),
});

const MODELS = [
  listScreen('clients', clientsScreenMachine),
  {
    ...listScreen('users', usersScreenMachine),
    // The list reads other rows (another search): the message about an account's row goes.
    reports: [{ type: 'list.changed' }, { type: 'xstate.snapshot.list', snapshot: { context: { query: { search: 'Ada', page: 1 } } } }],
    forwards: (report: EventObject) =>
      report.type === 'list.changed'
        ? { to: 'list', event: { type: 'reload.requested' } }
        : { to: 'accounts', event: { type: 'rows.replaced' } },
  },
  listScreen('jobs', jobsScreenMachine),
  {
    name: 'job details',
    machine: jobDetailsScreenMachine,
    input: () => ({ jobId: SHOWN.job.id, assignAllBy: 2 }),
    reports: [
      { type: 'files.uploaded' },
      { type: 'file.deleted' },
      { type: 'task.handedOver' },
      { type: 'task.assigned' },
      { type: 'details.shown', job: SHOWN.job, tasks: SHOWN.tasks },
    ],
    forwards: (report: EventObject) =>
      report.type === 'details.shown'
        ? [
            { to: 'details', event: { type: 'selection.changed', taskIds: [SHOWN.tasks[0].id] } },
            {
              to: 'assign',
              event: { type: 'modal.opened', values: EMPTY_ASSIGN_IN_PLACE, subject: assignSubject(SHOWN.job, SHOWN.tasks, 2) },
            },
          ]
        : report.type === 'task.assigned'
          ? [
              { to: 'notifications', event: { type: 'notifications.reloadRequested' } },
              { to: 'details', event: { type: 'reload.requested' } },
            ]
          : { to: 'details', event: { type: 'reload.requested' } },
  },
  {
    name: 'pending to finish',
    machine: pendingToFinishScreenMachine,
    input: () => ({ userId: 3 }),
    reports: [{ type: 'task.submitted' }, { type: 'list.changed' }],
    forwards: (report: EventObject) =>
      report.type === 'task.submitted'
        ? { to: 'notifications', event: { type: 'notifications.reloadRequested' } }
        : { to: 'list', event: { type: 'reload.requested' } },
  },
  {
    name: 'pending to approve',
    machine: pendingApprovalScreenMachine,
    input: () => ({ reviewerId: 2 }),
    reports: [{ type: 'decision.stored' }, { type: 'decision.completed', taskId: 7 }, { type: 'list.changed' }],
    forwards: (report: EventObject) =>
      report.type === 'decision.stored'
        ? { to: 'notifications', event: { type: 'notifications.reloadRequested' } }
        : report.type === 'decision.completed'
          ? { to: 'list', event: { type: 'row.changed', id: 7 } }
          : { to: 'list', event: { type: 'reload.requested' } },
  },
  {
    name: 'assign',
    machine: assignScreenMachine,
    input: () => ({ currentUserId: 2 }),
    reports: [{ type: 'task.assigned' }],
    forwards: () => ({ to: 'notifications', event: { type: 'notifications.reloadRequested' } }),
  },
  {
    name: 'layout',
    machine: shellMachine,
    input: () => ({ canApprove: true }),
    reports: [{ type: 'signOut.confirmed' }],
    forwards: () => ({ to: 'session', event: { type: 'session.signedOut' } }),
  },
] as const satisfies ReadonlyArray<ScreenModel<AnyStateMachine>>;

beforeEach(async () => {
  await signInAs('admin');
});

describe.each(MODELS)('the $name screen', (model: ScreenModel<AnyStateMachine>) => {
  const input = model.input();
  const paths = generatePaths(model.machine, {
    events: () => model.reports,
    serialize: (s) => JSON.stringify(s.value),
    input,
    appWide: true,
  });

  testEachPath({ machine: model.machine, paths, coverage: `${model.name} screen`, input, appWide: true }, (path) => {
    const { deliveries, inspect } = recordDeliveries();
    const { screen, appWide, stop } = startAmongAppWide(model.machine, model.input(), inspect);
    const context = screen.getSnapshot().context as Record<string, unknown>;
    const expected: Array<{ to: unknown; event: EventObject }> = [];
    for (const { event } of path.steps.slice(1)) {
      screen.send(event);
      for (const { to, event: forwarded } of [model.forwards(event)].flat())
        expected.push({ to: to === 'notifications' || to === 'session' ? appWide[to] : context[to], event: forwarded });
    }
    expect(deliveries.filter((d) => d.from === screen).map((d) => ({ to: d.to, event: d.event }))).toEqual(expected);
    stop();
  });
});

describe('a modal tells its screen, and the screen tells the list', () => {
  it('a client created in the form is in the list the screen reads again', async () => {
    const screen = createActor(clientsScreenMachine, { input: {} }).start();
    const { list, form } = screen.getSnapshot().context;
    await waitFor(list, (s) => s.matches('loaded'), { timeout: 10_000 });
    expect(itemsOf(list.getSnapshot().context.result).some((c) => c.clientName === 'Harmattan Breweries')).toBe(false);

    form.send({
      type: 'modal.opened',
      subject: null,
      values: {
        clientName: 'Harmattan Breweries',
        clientRepresentative: 'Bola Ige',
        email: 'finance@harmattan.ng',
        phone: '+234 803 555 0101',
        industry: 'Beverages',
        designation: 'Finance Director',
        services: 'Tax filing',
        address: '14 Ozumba Mbadiwe Avenue, Lagos',
      },
    });
    form.send({ type: 'form.submitted' });
    await waitFor(form, (s) => s.matches('succeeded'));
    // Stored, but the list has not been asked to read again while the message shows.
    expect(getDb().clients.some((c) => c.clientName === 'Harmattan Breweries')).toBe(true);
    expect(list.getSnapshot().matches('loaded')).toBe(true);

    form.send({ type: 'modal.closed' });
    expect(list.getSnapshot().matches('loading')).toBe(true);
    await waitFor(list, (s) => s.matches('loaded'), { timeout: 10_000 });
    expect(itemsOf(list.getSnapshot().context.result).some((c) => c.clientName === 'Harmattan Breweries')).toBe(true);
    screen.stop();
  });

  it('an approval updates the header counts at once and, once closed, the grid knowing which card went', async () => {
    const admin = await signInAs('admin');
    const { deliveries, inspect } = recordDeliveries();
    const { screen, appWide, stop } = startAmongAppWide(pendingApprovalScreenMachine, { reviewerId: admin.id }, inspect);
    const { list, decision } = screen.getSnapshot().context;
    await waitFor(list, (s) => s.matches('loaded'), { timeout: 10_000 });
    const task = list.getSnapshot().context.result?.items[0];
    if (!task) throw new Error('the admin has nothing to approve');
    const told = () => deliveries.filter((d) => d.from === screen).map((d) => ({ to: d.to, event: d.event }));

    decision.send({
      type: 'modal.opened',
      values: { comment: 'Checked against the ledger.', reviewerId: admin.id, reworkDate: '' },
      subject: { task, decision: 'approve' },
    });
    decision.send({ type: 'form.submitted' });
    await waitFor(decision, (s) => s.matches('succeeded'));
    expect(getDb().tasks.find((t) => t.id === task.taskId)?.isVerified).toBe(true);
    expect(told()).toEqual([{ to: appWide.notifications, event: { type: 'notifications.reloadRequested' } }]);

    decision.send({ type: 'modal.closed' });
    expect(told().at(-1)).toEqual({ to: list, event: { type: 'row.changed', id: task.taskId } });
    await waitFor(list, (s) => s.matches('loaded'), { timeout: 10_000 });
    expect(list.getSnapshot().context.result?.items.some((item: { taskId: number }) => item.taskId === task.taskId)).toBe(false);
    stop();
  });

  it('a confirmed sign-out ends the session the layout runs in', async () => {
    const { deliveries, inspect } = recordDeliveries();
    const { screen: shell, appWide, stop } = startAmongAppWide(shellMachine, { canApprove: true }, inspect);
    const { signOut } = shell.getSnapshot().context;
    signOut.send({ type: 'modal.opened', values: {} });
    signOut.send({ type: 'form.submitted' });
    await waitFor(signOut, (s) => s.matches('closed'));
    expect(deliveries.filter((d) => d.from === shell).map((d) => ({ to: d.to, type: d.type }))).toEqual([
      { to: appWide.session, type: 'session.signedOut' },
    ]);
    stop();
  });
});
