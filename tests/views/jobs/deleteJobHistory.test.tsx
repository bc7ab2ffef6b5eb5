/**
 * Delete Job and a job with review history (docs/behaviour.md §4 "Deleting a job",
 * docs/decisions/028-jobs-with-review-history-are-kept.md): said up front when the job's tasks
 * show it, refused by the server otherwise, and nothing is lost either way.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../src/api/paths';
import { JOB_HAS_HISTORY } from '../../../src/domain/jobHistory';
import { DEMO_IDS } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import { failCall, type Failure } from '../../support/server';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { assignMade, makeJob, makeTask, submitMade } from '../../support/factories';
import { jobRows, jobsTable } from './helpers';

/** A job, newest of the list, one of whose tasks was handed in for review. */
function reviewedJob() {
  const job = makeJob({ jobName: 'Reviewed engagement' });
  const task = submitMade(assignMade(makeTask(job), DEMO_IDS.staff));
  return { job, task };
}

async function openDelete(): Promise<{ app: RenderedApp; dialog: HTMLElement }> {
  const app = await renderApp('/jobs', { as: 'admin' });
  await jobsTable();
  await app.user.click(within(jobRows()[0]).getByRole('button', { name: 'Delete Job Reviewed engagement' }));
  return { app, dialog: await screen.findByRole('dialog', { name: 'Delete Job' }) };
}

const kept = (jobId: number): boolean => getDb().jobs.some((j) => j.id === jobId);

describe('deleting a job with review history', () => {
  it('says up front that it is kept and offers no delete', async () => {
    const { job, task } = reviewedJob();
    const before = getDb().comments.filter((c) => c.taskId === task.id).length;
    const { dialog } = await openDelete();
    await within(dialog).findByText(new RegExp(JOB_HAS_HISTORY.replace('.', '\\.')));
    expect(within(dialog).getByRole('button', { name: 'Delete Job' })).toHaveProperty('disabled', true);
    expect(kept(job.id)).toBe(true);
    expect(getDb().comments.filter((c) => c.taskId === task.id)).toHaveLength(before);
  });

  it.each<Failure>([500, 'network'])(
    "when the job's tasks cannot be read (%s) it asks as before, and the server's refusal is shown",
    async (failure) => {
      const { job } = reviewedJob();
      failCall('get', paths.jobDetails, failure);
      const { app, dialog } = await openDelete();
      const confirm = within(dialog).getByRole('button', { name: 'Delete Job' });
      await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
      expect(dialog.textContent).not.toContain(JOB_HAS_HISTORY);
      await app.user.click(confirm);
      expect((await within(dialog).findByRole('alert')).textContent).toBe(JOB_HAS_HISTORY);
      expect(kept(job.id)).toBe(true);
      expect(getDb().tasks.some((t) => t.jobId === job.id)).toBe(true);
    },
  );

  it('deletes a job whose tasks never reached review, as before', async () => {
    const job = makeJob({ jobName: 'Reviewed engagement' });
    makeTask(job);
    const { app, dialog } = await openDelete();
    const confirm = within(dialog).getByRole('button', { name: 'Delete Job' });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    await app.user.click(confirm);
    await within(dialog).findByText('Job deleted successfully');
    expect(kept(job.id)).toBe(false);
  });
});
