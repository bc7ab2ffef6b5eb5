/**
 * Reading again on reconnect (docs/behaviour.md §2 "Reading while offline"): a screen showing
 * the copy kept "as of HH:mm" reads the server again by itself when the connection actor is
 * back online, with no Refresh, and the stamp goes. The whole app against the mock backend in
 * msw/node; the connection drops by the handlers answering with a network error and comes back
 * with the browser's `online` event, after which the connection actor probes the server.
 */
import { describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { DEMO_IDS } from '../../mocks/db/seed';
import { approveMade, assignMade, makeClient, makeJob, makeTask, submitMade } from '../support/factories';
import { renderApp } from '../support/renderApp';
import { sentByAnEarlierTest } from '../support/server';

const STAMP = /^as of ([01]\d|2[0-3]):[0-5]\d$/;

const connectionDown = () => server.use(http.all('*/api/*', () => HttpResponse.error()));

/** The connection comes back: the server answers again and the browser says so. */
function connectionBack() {
  server.resetHandlers();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

function staffTask(jobName: string, taskName: string, clientId?: number) {
  const job = makeJob({ jobName, ...(clientId === undefined ? {} : { clientId }) });
  return { job, task: assignMade(makeTask(job, { taskName }), DEMO_IDS.staff) };
}

describe('a kept copy is read again when the connection is back', () => {
  it('Pending Jobs to Finish shows a task given meanwhile and loses its stamp, without Refresh', async () => {
    staffTask('Payroll November', 'Run the November payroll');
    const app = await renderApp('/my-jobs/pending', { as: 'staff' });
    await screen.findByRole('article', { name: 'Run the November payroll' });

    connectionDown();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText(STAMP);
    staffTask('Payroll December', 'Run the December payroll');
    expect(screen.queryByRole('article', { name: 'Run the December payroll' })).toBeNull();

    connectionBack();
    await screen.findByRole('article', { name: 'Run the December payroll' });
    await expect.poll(() => screen.queryByText(STAMP)).toBeNull();
  });

  it('My Jobs reads its page again and the stamp goes', async () => {
    await renderApp('/my-jobs', { as: 'staff' });
    const count = await screen.findByText(/^\d+ jobs?$/);
    const before = Number(count.textContent?.split(' ')[0]);
    cleanup();

    // My Jobs has no Refresh: it is opened again without a connection.
    connectionDown();
    await renderApp('/my-jobs');
    await screen.findByText(STAMP);
    staffTask('Bookkeeping given meanwhile', 'Post the ledger');
    expect(screen.getByText(/^\d+ jobs?$/).textContent).toBe(`${before} jobs`);

    connectionBack();
    await screen.findByText(`${before + 1} jobs`);
    expect(screen.queryByText(STAMP)).toBeNull();
  });

  it('the review queue reads again and drops a task approved meanwhile', async () => {
    // A client of its own, so the queue filtered to it holds only this task, on its first page.
    const client = makeClient();
    const before = staffTask('Audit prep', 'Gather the bank letters', client.id);
    submitMade(before.task);
    const app = await renderApp(`/jobs/pending?client=${client.id}`, { as: 'admin' });
    await screen.findByRole('article', { name: 'Gather the bank letters' });

    connectionDown();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText(STAMP);
    approveMade(before.task);
    expect(screen.getByRole('article', { name: 'Gather the bank letters' })).toBeTruthy();

    connectionBack();
    await expect.poll(() => screen.queryByRole('article', { name: 'Gather the bank letters' })).toBeNull();
    expect(screen.queryByText(STAMP)).toBeNull();
  });

  it('Job Details reads the job again and shows a task added meanwhile', async () => {
    const { job } = staffTask('Annual accounts 2027', 'Draft the accounts');
    const app = await renderApp(`/jobs/${job.id}`, { as: 'admin' });
    await screen.findByText('Draft the accounts');

    connectionDown();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText(STAMP);
    makeTask(job, { taskName: 'File the accounts' });
    expect(screen.queryByText('File the accounts')).toBeNull();

    connectionBack();
    await screen.findByText('File the accounts');
    await expect.poll(() => screen.queryByText(STAMP)).toBeNull();
  });

  it('a screen showing the server’s own answer does not read again when the connection comes back', async () => {
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      // A late call of an earlier test's app is not this screen's read.
      if (new URL(request.url).pathname === '/api/task' && !sentByAnEarlierTest(request)) reads += 1;
    });
    staffTask('Payroll January', 'Run the January payroll');
    await renderApp('/my-jobs/pending', { as: 'staff' });
    await screen.findByRole('article', { name: 'Run the January payroll' });
    const settled = reads;

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    connectionBack();
    // The connection actor probes and is back online; nothing kept was on screen, so nothing is read.
    await screen.findByRole('article', { name: 'Run the January payroll' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads).toBe(settled);
    server.events.removeAllListeners('request:start');
  });
});
