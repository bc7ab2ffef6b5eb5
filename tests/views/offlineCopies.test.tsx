/**
 * Reading while offline (docs/behaviour.md §2 "Reading while offline"): the last loaded list
 * or job is shown stamped "as of HH:mm" instead of the failure, per signed-in user, until
 * sign-out. The whole app against the mock backend in msw/node; the connection drops by the
 * handlers answering with a network error.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { DEMO_IDS } from '../../mocks/db/seed';
import { assignMade, makeJob, makeTask } from '../support/factories';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';

const STAMP = /^as of ([01]\d|2[0-3]):[0-5]\d$/;

const connectionDown = () => server.use(http.all('*/api/*', () => HttpResponse.error()));

function staffJob(jobName: string, taskName: string) {
  const job = makeJob({ jobName });
  assignMade(makeTask(job, { taskName }), DEMO_IDS.staff);
  return job;
}

describe('reading while offline', () => {
  it('My Jobs shows the last loaded page stamped with its time instead of "Failed to load my jobs"', async () => {
    await renderApp('/my-jobs', { as: 'staff' });
    await screen.findByText(/^\d+ jobs?$/);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows.length).toBeGreaterThan(1);
    expect(screen.queryByText(STAMP)).toBeNull();
    cleanup();

    connectionDown();
    await renderApp('/my-jobs');
    const stamp = await screen.findByText(STAMP);
    expect(stamp.getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(rows);
    expect(screen.queryByText('Failed to load my jobs')).toBeNull();
  });

  it('Refresh on Pending Jobs to Finish without a connection keeps the tasks, stamped, and the stamp goes once a read gets through', async () => {
    staffJob('Payroll October', 'Run the October payroll');
    const app = await renderApp('/my-jobs/pending', { as: 'staff' });
    await screen.findByRole('article', { name: 'Run the October payroll' });

    connectionDown();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText(STAMP);
    expect(screen.getByRole('article', { name: 'Run the October payroll' })).toBeTruthy();
    expect(screen.queryByText('Failed to load pending tasks')).toBeNull();

    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await expect.poll(() => screen.queryByText(STAMP)).toBeNull();
    expect(screen.getByRole('article', { name: 'Run the October payroll' })).toBeTruthy();
  });

  it('Job Details shows the job last loaded, stamped, and a job never opened still fails', async () => {
    const job = staffJob('Annual accounts 2026', 'Draft the accounts');
    const other = makeJob({ jobName: 'Never opened' });
    const app = await renderApp(`/jobs/${job.id}`, { as: 'admin' });
    await screen.findByText('Draft the accounts');

    connectionDown();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    const header = (await screen.findByText(STAMP)).parentElement!;
    expect(within(header).getByText(/Annual accounts 2026 ·/)).toBeTruthy();
    expect(screen.getByText('Draft the accounts')).toBeTruthy();
    expect(screen.queryByText('Failed to load job details')).toBeNull();

    app.navigate(`/jobs/${other.id}`);
    await screen.findByText('Failed to load job details');
    expect(screen.queryByText(STAMP)).toBeNull();
  });

  it('after sign-out nothing kept is shown to the next person in this browser', async () => {
    staffJob('Q4 VAT reconciliation', 'Match the Q4 ledger');
    const app = await renderApp('/my-jobs/pending', { as: 'staff' });
    await screen.findByRole('article', { name: 'Match the Q4 ledger' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('workflow_offline_reads_'))).toEqual([]);
    cleanup();

    // Signed in again, then offline: the list fails as it did before anything was kept.
    await signInAs('staff');
    connectionDown();
    await renderApp('/my-jobs/pending');
    await screen.findByText('Failed to load pending tasks');
    expect(screen.queryByText(STAMP)).toBeNull();
  });
});
