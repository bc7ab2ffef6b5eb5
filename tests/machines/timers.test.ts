/**
 * The spec's timers (docs/behaviour.md §9, docs/decisions/004-timers-as-named-delays.md) on
 * XState's simulated clock: each one still waits a millisecond before its time and has moved
 * on at its time: the success messages, the user search, the header-count poll, the shortcut
 * leader, the assign wizard and the reports messages. No test waits a real second for them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef, type StateValue } from 'xstate';
import type {
  AssignmentPayload,
  Client,
  JobOption,
  NotificationCounts,
  Paged,
  PendingTaskItem,
  ReportRange,
  ReportRow,
  Task,
  User,
  UserOption,
} from '../../src/api/types';
import { clientDeleteMachine } from '../../src/machines/clients.machine';
import { saveAfterUpload, type StoredSaveInput } from '../../src/machines/uploadSequence.machine';
import { EMPTY_SUBMISSION, submitTaskMachine, type SubmitTaskValues } from '../../src/machines/submitTask.machine';
import { SEARCH_DEBOUNCE_MS, usersMachine, type UsersInput } from '../../src/machines/users.machine';
import type { SearchedListQuery } from '../../src/domain/listAddress';
import { ACCOUNT_NOTICE_MS, userAccountsMachine, type UserAccountsContext } from '../../src/machines/userAccounts.machine';
import { notificationsMachine, POLL_INTERVAL_MS, type NotificationsInput } from '../../src/machines/notifications.machine';
import { SUCCESS_DELAY_MS } from '../../src/machines/formModal.machine';
import { SUBMIT_SUCCESS_MS } from '../../src/domain/review';
import { shortcutsMachine } from '../../src/machines/shortcuts.machine';
import { LEADER_TIMEOUT_MS } from '../../src/domain/shortcuts';
import { assignWizardMachine, initialDataRead, jobSearchRead, tasksRead, type InitialData } from '../../src/machines/assignWizard.machine';
import { ASSIGN_SUCCESS_MS, isoToInputDate } from '../../src/domain/assign';
import { downloadReportsMachine, reportsRead, SUCCESS_MESSAGE_MS } from '../../src/machines/downloadReports.machine';

/** Moves the clock to a millisecond before `ms` and checks the state, then to `ms` and checks again. */
function expectWaits(clock: SimulatedClock, actor: AnyActorRef, ms: number, waiting: StateValue, then: StateValue): void {
  expect(actor.getSnapshot().matches(waiting)).toBe(true);
  clock.increment(ms - 1);
  expect(actor.getSnapshot().matches(waiting)).toBe(true);
  clock.increment(1);
  expect(actor.getSnapshot().matches(then)).toBe(true);
}

describe('timers on the simulated clock', () => {
  it(`a form modal's success message shows ${SUCCESS_DELAY_MS} ms, then it closes`, async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      clientDeleteMachine.provide({
        actors: { save: saveAfterUpload(fromPromise<void, StoredSaveInput<Record<string, never>, Client>>(async () => undefined)) },
      }),
      {
        clock,
      },
    ).start();
    actor.send({ type: 'modal.opened', values: {}, subject: { id: 1 } as Client });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expectWaits(clock, actor, SUCCESS_DELAY_MS, 'succeeded', 'closed');
    expect(SUCCESS_DELAY_MS).toBe(1500);
  });

  it(`Submit Task's success shows ${SUBMIT_SUCCESS_MS} ms, then it closes`, async () => {
    const clock = new SimulatedClock();
    const machine = submitTaskMachine.provide({
      actors: { save: saveAfterUpload(fromPromise<void, StoredSaveInput<SubmitTaskValues, PendingTaskItem>>(async () => undefined)) },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'modal.opened', values: EMPTY_SUBMISSION, subject: { taskId: 7, taskName: 'VAT return' } as PendingTaskItem });
    actor.send({ type: 'fields.changed', patch: { comment: 'Filed' } });
    actor.send({ type: 'form.submitted', patch: { userId: 3 } });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expectWaits(clock, actor, SUBMIT_SUCCESS_MS, 'succeeded', 'closed');
    expect(SUBMIT_SUCCESS_MS).toBe(2000);
  });

  it(`the user search asks the server after ${SEARCH_DEBOUNCE_MS} ms without a key`, async () => {
    const clock = new SimulatedClock();
    const page: Paged<User> = { items: [], totalItems: 0, totalPages: 1, currentPage: 1 };
    let asked: string[] = [];
    const actor = createActor(
      usersMachine.provide({
        actors: {
          read: fromPromise<Paged<User>, { of: { query: SearchedListQuery; input: UsersInput; showPart: (part: Paged<User>) => void } }>(
            async ({ input }) => {
              asked = [...asked, input.of.query.search];
              return page;
            },
          ),
        },
      }),
      { clock, input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('empty'));
    actor.send({ type: 'search.typed', text: 'ada' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    // Each key restarts the wait.
    actor.send({ type: 'search.typed', text: 'adaeze' });
    expectWaits(clock, actor, SEARCH_DEBOUNCE_MS, 'empty', 'loading');
    expect(actor.getSnapshot().context.query.search).toBe('adaeze');
    await waitFor(actor, (s) => s.matches('empty'));
    expect(asked).toEqual(['', 'adaeze']);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it(`a lock's success message shows ${ACCOUNT_NOTICE_MS / 1000} s, then goes`, async () => {
    const clock = new SimulatedClock();
    const user = { id: 9, firstName: 'Ada', lastName: 'Obi', status: 1, active: 1, isLocked: false } as User;
    const actor = createActor(
      userAccountsMachine.provide({
        actors: { changeAccount: fromPromise<void, { target: UserAccountsContext['target'] }>(async () => {}) },
      }),
      { clock },
    ).start();
    actor.send({ type: 'user.lockRequested', user });
    await waitFor(actor, (s) => s.matches({ idle: 'announced' }));
    expect(actor.getSnapshot().context.notice).toBe('User locked successfully');
    expectWaits(clock, actor, ACCOUNT_NOTICE_MS, { idle: 'announced' }, { idle: 'quiet' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(ACCOUNT_NOTICE_MS).toBe(3000);
  });

  it(`the header counts are read again every ${POLL_INTERVAL_MS / 1000} s`, async () => {
    const clock = new SimulatedClock();
    let reads = 0;
    const fetchCounts = fromPromise<NotificationCounts, NotificationsInput>(async () => {
      reads += 1;
      return { pendingToApprove: 2, pendingToFinish: 1 };
    });
    const actor = createActor(notificationsMachine.provide({ actors: { fetchCounts } }), {
      clock,
      input: { userId: 2, canApprove: true },
    }).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    expectWaits(clock, actor, POLL_INTERVAL_MS, 'waiting', 'loading');
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(reads).toBe(2);
    expect(POLL_INTERVAL_MS).toBe(30_000);
  });

  it(`"g" waits ${LEADER_TIMEOUT_MS} ms for where to go, then is dropped`, () => {
    const clock = new SimulatedClock();
    const actor = createActor(shortcutsMachine, { clock, input: { canApprove: true } }).start();
    actor.send({ type: 'key.pressed', key: 'g', landed: 'page', modified: false });
    expectWaits(clock, actor, LEADER_TIMEOUT_MS, { keys: 'afterG' }, { keys: 'idle' });
  });

  it(`the assignment's success shows ${ASSIGN_SUCCESS_MS / 1000} s, then the wizard clears for the next task`, async () => {
    const clock = new SimulatedClock();
    const day = 24 * 60 * 60 * 1000;
    const job: JobOption = {
      value: 11,
      label: 'Payroll run',
      jobNumber: 'JOB-00011',
      dateIn: new Date(Date.now() - day).toISOString(),
      dateOut: new Date(Date.now() + 10 * day).toISOString(),
    };
    const people: UserOption[] = [
      { id: 3, name: 'Chinedu Eze', userType: 3, jobType: 'Payroll' },
      { id: 2, name: 'Tunde Bakare', userType: 2, jobType: 'Payroll' },
    ];
    const wizard = assignWizardMachine.provide({
      actors: {
        // The wizard's loaders, each answered at once.
        loadInitialData: initialDataRead.provide({
          actors: {
            load: fromPromise<InitialData, { of: undefined }>(async () => ({
              jobTypes: [{ value: 1, label: 'Payroll' }],
              roles: [{ value: 3, label: 'Staff' }],
              users: people,
            })),
          },
        }),
        searchJobs: jobSearchRead.provide({
          actors: { load: fromPromise<JobOption[], { of: { from: string; to: string; jobTypeId: number | null } }>(async () => [job]) },
        }),
        loadTasks: tasksRead.provide({
          actors: {
            load: fromPromise<Task[], { of: { jobId: number | null } }>(async () => [{ id: 21, taskName: 'Run payroll' } as Task]),
          },
        }),
        assignTask: fromPromise<number, AssignmentPayload>(async ({ input }) => input.id),
      },
    });
    const actor = createActor(wizard, { clock, input: { currentUserId: 2 } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'jobType.changed', jobTypeId: 1 });
    actor.send({ type: 'role.changed', roleId: 3 });
    actor.send({ type: 'searchRange.changed', edge: 'from', value: isoToInputDate(job.dateIn) });
    actor.send({ type: 'searchRange.changed', edge: 'to', value: isoToInputDate(job.dateOut) });
    await waitFor(actor, (s) => s.context.jobs !== null);
    actor.send({ type: 'job.changed', jobId: job.value });
    await waitFor(actor, (s) => s.context.tasks !== null);
    actor.send({ type: 'task.changed', taskId: 21 });
    actor.send({ type: 'assignee.changed', userId: 3 });
    actor.send({ type: 'reviewer.toggled', userId: 2, checked: true });
    actor.send({ type: 'taskDates.changed', edge: 'start', value: isoToInputDate(new Date(Date.now() + day).toISOString()) });
    actor.send({ type: 'taskDates.changed', edge: 'end', value: isoToInputDate(new Date(Date.now() + 2 * day).toISOString()) });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expectWaits(clock, actor, ASSIGN_SUCCESS_MS, 'succeeded', 'editing');
    expect(actor.getSnapshot().context.taskId).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({ jobTypeId: 1, roleId: 3, jobId: null });
    expect(ASSIGN_SUCCESS_MS).toBe(3000);
  });

  it(`the reports' "found" message shows ${SUCCESS_MESSAGE_MS / 1000} s, then goes`, async () => {
    const clock = new SimulatedClock();
    const machine = downloadReportsMachine.provide({
      // The preview's loader, answered with no rows at once.
      actors: { fetchReports: reportsRead.provide({ actors: { load: fromPromise<ReportRow[], { of: ReportRange }>(async () => []) } }) },
    });
    const actor = createActor(machine, { clock, input: {} }).start();
    actor.send({ type: 'preview.requested' });
    await waitFor(actor, (s) => s.matches({ previewed: 'announced' }));
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    expectWaits(clock, actor, SUCCESS_MESSAGE_MS, { previewed: 'announced' }, { previewed: 'quiet' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(SUCCESS_MESSAGE_MS).toBe(3000);
  });
});
