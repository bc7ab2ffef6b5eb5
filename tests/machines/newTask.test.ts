/**
 * An admin's Create New Task (docs/behaviour.md §2 Dashboard) against the mock backend: the
 * picker reads the unfinished jobs, Continue waits for a choice the words typed still show,
 * and then Add Task to Job opens for that job.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { newTaskMachine } from '../../src/machines/newTask.machine';
import { signInAs } from '../support/session';
import { failCall } from '../support/server';
import { paths } from '../../src/api/paths';

async function openPicker() {
  await signInAs('admin');
  const actor = createActor(newTaskMachine).start();
  actor.send({ type: 'picker.opened' });
  const choices = actor.getSnapshot().context.choices!;
  await waitFor(choices, (s) => !s.matches('loading'));
  return { actor, choices };
}

describe('Create New Task: the job first', () => {
  it('offers only unfinished jobs and opens Add Task to Job for the one chosen', async () => {
    const { actor, choices } = await openPicker();
    const offered = choices.getSnapshot().context.data ?? [];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((job) => job.statusId === 1)).toBe(true);
    // Continue does nothing before a choice.
    actor.send({ type: 'picker.confirmed' });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    const job = offered[0];
    actor.send({ type: 'job.chosen', jobId: job.id });
    actor.send({ type: 'picker.confirmed' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.choices?.getSnapshot().status).toBe('stopped');
    const addTask = actor.getSnapshot().context.addTask.getSnapshot();
    expect(addTask.matches('closed')).toBe(false);
    expect(addTask.context.subject?.id).toBe(job.id);
    expect(getDb().jobs.some((stored) => stored.id === job.id && stored.statusId === 1)).toBe(true);
  });

  it('drops the choice once the words typed no longer show it, and keeps it while they do', async () => {
    const { actor, choices } = await openPicker();
    const job = (choices.getSnapshot().context.data ?? [])[0];
    actor.send({ type: 'job.chosen', jobId: job.id });
    actor.send({ type: 'search.changed', text: job.jobNumber.toLowerCase() });
    expect(actor.getSnapshot().context.jobId).toBe(job.id);
    actor.send({ type: 'search.changed', text: 'zzzz no such job' });
    expect(actor.getSnapshot().context.jobId).toBeNull();
    actor.send({ type: 'picker.confirmed' });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
  });

  it('Cancel closes without opening Add Task; a failed read says so and can be tried again', async () => {
    failCall('get', paths.jobs, 500);
    const { actor, choices } = await openPicker();
    expect(choices.getSnapshot().matches('failed')).toBe(true);
    expect(choices.getSnapshot().context.error).toBe('Failed to fetch jobs');
    actor.send({ type: 'picker.closed' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.addTask.getSnapshot().matches('closed')).toBe(true);
  });
});
