/**
 * Model-based test of Repeat Job (docs/behaviour.md §2, Jobs Management): paths generated from
 * its machine (a form-modal instance), every one walked on the machine, and a covering set
 * on the rendered jobs list against msw/node, with the new job's creation held until the path
 * decides it.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { toJob } from '../../mocks/db/views';
import { paths as apiPaths } from '../../src/api/paths';
import { DEFAULT_DECLARED_HOLIDAYS, STATUTORY_DUE_LABEL, formatCivil, repeatPlan, statutoryDueOf } from '../../src/domain/compliance';
import { REPEAT_FAILED_MESSAGE, repeatJobMachine, repeatOpened } from '../../src/machines/repeatJob.machine';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { gateCall, holdCall, type CallGate, type QueuedHeldCall } from '../support/server';
import { extensionPaths } from '../../src/api/extensions';
import { HOLIDAYS_LOAD_FAILED } from '../../src/machines/declaredHolidays.machine';
import { choose } from '../views/jobs/helpers';
import { everyAndCovering, type ModelEvent, callOutcomes } from '../support/paths';
import { testEachPathOnMachine, type Picks } from '../support/machineWalk';
import { closeFromFooter } from '../support/modals';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof repeatJobMachine>;

// The newest job heads the list: the seed's last statutory job.
const RECORD = [...getDb().jobs].sort((a, b) => b.id - a.id)[0];
const JOB = toJob(getDb(), RECORD, [], Date.now());

const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.values.frequency, s.context.error]);

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('closed')) return [repeatOpened(JOB, 2)];
  if (s.matches('preparing')) {
    return [
      { type: 'xstate.done.actor.prepare', output: DEFAULT_DECLARED_HOLIDAYS },
      { type: 'xstate.error.actor.prepare', error: new Error('500') },
      { type: 'modal.closed' },
    ];
  }
  if (s.matches('editing')) {
    const events: ModelEvent[] = [{ type: 'form.submitted' }, { type: 'modal.closed' }];
    if (s.context.values.frequency === 'monthly') events.push({ type: 'fields.changed', patch: { frequency: 'quarterly' } });
    return events;
  }
  if (s.matches('submitting')) return callOutcomes('save', { outcome: 'created', job: JOB });
  return [{ type: 'modal.closed' }];
}

const paths = everyAndCovering(repeatJobMachine, { events: eventsFor, serialize: serialize });

/** One job at most, whatever the path: created once the repeat was answered, never doubled. */
function expectRepeatedOnce(_state: Snapshot, taken: ReadonlyArray<{ event: { type: string }; state: Snapshot }>): void {
  // The frequency repeated with is the one the dialog held when the repeat was answered (closing it clears the form).
  const repeatedWith = taken.find((s) => s.event.type === 'xstate.done.actor.save')?.state.context.values.frequency;
  for (const frequency of ['monthly', 'quarterly'] as const) {
    const plan = repeatPlan(JOB, frequency, DEFAULT_DECLARED_HOLIDAYS);
    const made = getDb().jobs.filter((j) => j.jobName === plan.jobName && j.clientId === JOB.clientId);
    expect(made, frequency).toHaveLength(frequency === repeatedWith ? 1 : 0);
  }
}

/** The call a failure step fails: the firm's holidays read, or the new job's creation. */
const failedBy = (event: ModelEvent): Picks | null => {
  const on = (method: string, address: string) => (request: Request) =>
    request.method === method && new URL(request.url).pathname === address;
  if (event.type === 'xstate.error.actor.prepare') return on('GET', extensionPaths.holidays);
  if (event.type === 'xstate.error.actor.save') return on('POST', apiPaths.jobAdd);
  return null;
};

testEachPathOnMachine({
  machine: repeatJobMachine,
  paths: paths.every,
  coverage: 'repeatJob',
  look: serialize,
  // A read or a repeat asks the server more than once (its extensions, the holidays, then the
  // new job): the backend answers the calls before the one the failure is of.
  async execute(event, _before, { backend }) {
    const failed = failedBy(event);
    if (!failed) return false;
    const before = (request: Request) => !failed(request);
    for (const end = Date.now() + 2000; backend.waiting(failed) === 0 && Date.now() < end;) {
      if (backend.waiting(before) > 0) await backend.passOne(before);
      else await new Promise<void>((wake) => setTimeout(wake, 2));
    }
    return backend.failOne(failed);
  },
  expectStored: expectRepeatedOnce,
});

const dialog = () => screen.getByRole('dialog', { name: 'Repeat Job' });

/** The dialog's read of the holidays is held as it opens; any later read (the repeat's own) is answered at once. */
interface HolidayReads {
  held: QueuedHeldCall;
  holding: boolean;
}

async function execute(event: ModelEvent, app: RenderedApp, gate: CallGate, holidays: HolidayReads): Promise<void> {
  const { user } = app;
  const holidaysAnswer = event.type.endsWith('.prepare');
  if (!holidaysAnswer) holidays.holding = false;
  switch (event.type) {
    case 'modal.opened':
      holidays.holding = true;
      return user.click(screen.getByRole('button', { name: `Repeat Job ${JOB.jobName}` }));
    case 'xstate.done.actor.prepare':
      holidays.holding = false;
      return holidays.held.passThrough();
    case 'xstate.error.actor.prepare':
      holidays.holding = false;
      return holidays.held.fail(500);
    case 'fields.changed':
      return choose(user, 'Repeat', 'Quarterly', dialog());
    case 'form.submitted':
      gate.arm();
      return user.click(within(dialog()).getAllByRole('button', { name: 'Repeat Job' }).at(-1)!);
    case 'modal.closed':
      return closeFromFooter(user, dialog());
    case 'submission.cancelled': {
      // Stopped while the new job is being stored: that request is aborted, so nothing is stored.
      await gate.held();
      return user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    }
    default: {
      (await gate.held())(event.type === 'xstate.error.actor.save');
    }
  }
}

async function expectScreen(s: Snapshot): Promise<void> {
  const plan = repeatPlan(JOB, s.context.values.frequency, s.context.prepared ?? []);
  await waitFor(() => {
    if (s.matches('closed')) {
      expect(screen.queryByRole('dialog')).toBeNull();
      return;
    }
    const d = dialog();
    if (s.matches('preparing') || s.matches('editing') || s.matches('submitting')) {
      expect(within(d).getByText(plan.jobName)).toBeTruthy();
      // The description and the statutory due date move with the period (docs/behaviour.md §2 Repeat job).
      expect(within(d).getByText(plan.jobDescription)).toBeTruthy();
      expect(within(d).getByText(STATUTORY_DUE_LABEL).nextElementSibling?.textContent).toBe(formatCivil(plan.statutoryDue!));
      expect(within(d).getByText('Tasks are copied without assignees.')).toBeTruthy();
      if (s.context.error)
        expect(within(d).getByRole('alert').textContent).toBe(
          [STOPPED_WAITING_MESSAGE, HOLIDAYS_LOAD_FAILED].includes(s.context.error) ? s.context.error : REPEAT_FAILED_MESSAGE,
        );
      else expect(within(d).queryByRole('alert')).toBeNull();
      const submit = within(d).getAllByRole('button', { name: 'Repeat Job' }).at(-1) as HTMLButtonElement;
      // It is sent once the holidays are read or known unreadable.
      expect(submit.disabled).toBe(s.matches('submitting') || s.matches('preparing'));
    }
    if (s.matches('succeeded')) {
      expect(within(d).getByRole('status').textContent).toBe(`Job repeated: ${plan.jobName}`);
      expect(within(d).getByRole('link', { name: plan.jobName })).toBeTruthy();
    }
  });
}

describe('Repeat Job, walked on the rendered jobs list', () => {
  testEachPath(
    { machine: repeatJobMachine, paths: paths.covering, coverage: 'repeatJob', onScreen: true },
    async (path) => {
      const gate = gateCall('post', apiPaths.jobAdd);
      const reads: HolidayReads = { holding: false, held: holdCall('get', extensionPaths.holidays, () => reads.holding) };
      const app = await renderApp('/jobs', { as: 'admin' });
      await screen.findByRole('button', { name: `Repeat Job ${JOB.jobName}` });
      await walkPath(
        path,
        (event) => execute(event, app, gate, reads),
        async (state, _before, taken) => {
          await expectScreen(state);
          expectRepeatedOnce(state, taken);
        },
      );
    },
    90_000,
  );

  it('a second repeat of the same period finds the job and creates nothing', async () => {
    const app = await renderApp('/jobs', { as: 'admin' });
    for (let round = 0; round < 2; round++) {
      await app.user.click(await screen.findByRole('button', { name: `Repeat Job ${JOB.jobName}` }));
      await app.user.click(within(dialog()).getAllByRole('button', { name: 'Repeat Job' }).at(-1)!);
      const status = await within(dialog()).findByRole('status');
      const plan = repeatPlan(JOB, 'monthly', DEFAULT_DECLARED_HOLIDAYS);
      expect(status.textContent).toBe(
        round === 0 ? `Job repeated: ${plan.jobName}` : `This job already exists, nothing was created: ${plan.jobName}`,
      );
      await app.user.click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1)!);
    }
    const plan = repeatPlan(JOB, 'monthly', DEFAULT_DECLARED_HOLIDAYS);
    const made = getDb().jobs.filter((j) => j.jobName === plan.jobName);
    expect(made).toHaveLength(1);
    // Stored with the next period's description and due date, not the repeated job's.
    expect(made[0].jobDescription).toBe(plan.jobDescription);
    expect(statutoryDueOf(made[0].jobDescription)).not.toBe(statutoryDueOf(JOB.jobDescription));
  }, 60_000);
});
