/**
 * The spec's timers (docs/behaviour.md §9, docs/decisions/004-timers-as-named-delays.md) on
 * XState's simulated clock: each one still waits a millisecond before its time and has moved
 * on at its time. No test waits a real second for them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef, type StateValue } from 'xstate';
import type { Client, FileRef, NotificationCounts, Paged, PendingTaskItem, User } from '../../src/api/types';
import { clientDeleteMachine } from '../../src/machines/clients.machine';
import { submitTaskMachine } from '../../src/machines/submitTask.machine';
import { SEARCH_DEBOUNCE_MS, usersMachine } from '../../src/machines/users.machine';
import { notificationsMachine, POLL_INTERVAL_MS, type NotificationsInput } from '../../src/machines/notifications.machine';
import { SUCCESS_DELAY_MS } from '../../src/machines/formModal.machine';
import { SUBMIT_SUCCESS_MS } from '../../src/domain/review';
import { shortcutsMachine } from '../../src/machines/shortcuts.machine';
import { LEADER_TIMEOUT_MS } from '../../src/domain/shortcuts';

type SubmitInput = { taskId: number | null; userId: number | null; comment: string; files: FileRef[] };

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
        actors: { submit: fromPromise<void, { values: Record<string, never>; subject: Client | null }>(async () => undefined) },
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
    const machine = submitTaskMachine.provide({ actors: { submitTask: fromPromise<void, SubmitInput>(async () => undefined) } });
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'modal.opened', task: { taskId: 7, taskName: 'VAT return' } as PendingTaskItem });
    actor.send({ type: 'comment.changed', comment: 'Filed' });
    actor.send({ type: 'form.submitted', userId: 3 });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expectWaits(clock, actor, SUBMIT_SUCCESS_MS, 'succeeded', 'closed');
    expect(SUBMIT_SUCCESS_MS).toBe(2000);
  });

  it(`the user search asks the server after ${SEARCH_DEBOUNCE_MS} ms without a key`, async () => {
    const clock = new SimulatedClock();
    const page: Paged<User> = { items: [], totalItems: 0, totalPages: 1, currentPage: 1 };
    const actor = createActor(
      usersMachine.provide({ actors: { loadUsers: fromPromise<Paged<User>, { page: number; search: string }>(async () => page) } }),
      { clock, input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'search.changed', search: 'ada' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    // Each key restarts the wait.
    actor.send({ type: 'search.changed', search: 'adaeze' });
    expectWaits(clock, actor, SEARCH_DEBOUNCE_MS, 'debouncing', 'loading');
    expect(actor.getSnapshot().context.appliedSearch).toBe('adaeze');
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
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
    actor.send({ type: 'key.pressed', key: 'g', typing: false, modified: false, dialogOpen: false });
    expectWaits(clock, actor, LEADER_TIMEOUT_MS, { keys: 'afterG' }, { keys: 'idle' });
  });
});
